"""Every page of the built site, both languages, at a phone's width (390 px), in real Chromium:
no document is wider than the screen (tables wrap or scroll inside their own box); at a
desktop's (1280 px) test_words_walk.py checks the same as it reads every page at that width.
The home pages lead to the answers: each of their links into the common-arguments pages
reaches its heading. Screenshots of the home, glossary and rule index pages at 390 px go to
$PAILI_SHOTS (default /tmp/paili-shots) to be looked at."""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from engine.games import GAMES

from .conftest import Recorder
from .helpers import settled_overflow

SHOTS = Path(os.environ.get("PAILI_SHOTS", "/tmp/paili-shots"))
PHONE = 390
SHOT_PAGES = {"home": "", "glossary": "reference/glossary/", "rulebook": "games/zhaopengyou/rulebook/"}


def site_pages(site: Path) -> list[str]:
    """Every page of the built site, as a path below its root ("" is the home page)."""
    out = []
    for path in sorted(site.rglob("index.html")):
        rel = path.parent.relative_to(site).as_posix()
        if not rel.startswith(("assets", "search")):
            out.append("" if rel == "." else rel + "/")
    return out


# Prose tables (Markdown's, no class) wider than the box they sit in: their last column is
# cut off, to be scrolled to. (Widgets' own tables are the widgets' business.)
CUT_TABLES = """() => [...document.querySelectorAll('article table:not([class])')]
    .map(t => [Math.round(t.getBoundingClientRect().width),
               (t.closest('.md-typeset__scrollwrap') || t.parentElement).clientWidth])
    .filter(([w, box]) => w > box + 1)"""


@pytest.fixture
def one_context(browser):
    context = browser.new_context(viewport={"width": PHONE, "height": 844}, bypass_csp=True)
    page = context.new_page()
    recorder = Recorder(page)
    yield page
    context.close()
    assert recorder.outside() == [] and recorder.errors == []


@pytest.mark.browser
def test_no_page_is_wider_than_the_screen(one_context, built_site, base_url):
    page = one_context
    pages = site_pages(built_site)
    assert len(pages) >= 2 * (1 + 6 * len(GAMES)), pages
    SHOTS.mkdir(parents=True, exist_ok=True)
    shots = {(prefix + path): f"{name}-{prefix[:-1] or 'zh'}" for name, path in SHOT_PAGES.items()
             for prefix in ("", "en/")}
    wide, cut = [], []
    for path in pages:
        page.goto(f"{base_url}{path}", wait_until="load")
        extra = settled_overflow(page)
        if extra > 0:
            wide.append((path, PHONE, extra))
        cut += [(path, *t) for t in page.evaluate(CUT_TABLES)]
        if path in shots:
            page.screenshot(path=str(SHOTS / f"page-{shots[path]}-390.png"), full_page=True)
    assert wide == [], "pages wider than the screen (path, width, extra px)"
    assert cut == [], "prose tables wider than their box at 390 px (path, table width, box width)"


@pytest.mark.browser
@pytest.mark.parametrize("prefix", ["", "en/"])
def test_home_page_leads_to_the_arguments(recorder_page, base_url, prefix):
    """The home page's "settle an argument" section links every game's common arguments and
    the most-asked questions; each question link lands on its heading."""
    page, _ = recorder_page
    page.goto(f"{base_url}{prefix}")
    section = page.locator("article h2#settle")
    assert section.count() == 1
    hrefs = page.evaluate("""() => {
        const out = [];
        for (let el = document.getElementById('settle').nextElementSibling; el && el.tagName !== 'H2';
             el = el.nextElementSibling) out.push(...[...el.querySelectorAll('a[href]')].map(a => a.href));
        return out; }""")
    arguments = [h for h in hrefs if "/arguments/" in h]
    assert {urlsplit(h).path for h in arguments} == {f"/{prefix}games/{g}/arguments/" for g in GAMES}
    questions = [h for h in arguments if urlsplit(h).fragment]
    assert len(questions) >= 8
    for href in questions:
        page.goto(href)
        fragment = urlsplit(href).fragment
        heading = page.locator(f"article [id='{fragment}']")
        assert heading.count() == 1, href
        assert heading.evaluate("e => /^H[1-6]$/.test(e.tagName)"), href
        assert page.locator("html").get_attribute("lang") == ("en" if prefix else "zh")


@pytest.mark.browser
@pytest.mark.parametrize("prefix", ["", "en/"])
@pytest.mark.parametrize("game", GAMES)
def test_rule_index_has_contents_by_topic(recorder_page, base_url, prefix, game):
    """The rule index opens with its topics, each linked to its heading, and the page's own
    table of contents lists them too."""
    page, _ = recorder_page
    page.goto(f"{base_url}{prefix}games/{game}/rulebook/")
    links = page.locator(".pl-rulebook-toc a")
    assert links.count() >= 4
    for i in range(links.count()):
        anchor = links.nth(i).get_attribute("href")
        assert anchor.startswith("#")
        assert page.locator(f"article h2[id='{anchor[1:]}']").count() == 1, anchor
        assert page.locator(f".md-sidebar--secondary a.md-nav__link[href='{anchor}']").count() == 1, anchor


CJK_FONTS = ["PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC",
             "Source Han Sans SC", "WenQuanYi Micro Hei", "WenQuanYi Zen Hei"]


@pytest.mark.browser
@pytest.mark.parametrize("prefix", ["", "en/"])
def test_chinese_text_is_set_in_named_fonts(recorder_page, base_url, prefix):
    """Prose, inputs and code name the fonts readers' systems carry for simplified Chinese
    (page.css; maintainers page, decision 24), so Chinese is not left to the system's font
    fallback: first on Chinese pages, after the Latin fonts on English ones."""
    page, _ = recorder_page
    families = {}
    for path, name, css in [("games/zhaopengyou/", "prose", "article p"),
                            ("games/zhaopengyou/", "input", "pl-shape-check input"),
                            ("reference/notation/", "code", "article code")]:
        if page.url != f"{base_url}{prefix}{path}":
            page.goto(f"{base_url}{prefix}{path}")
        families[name] = page.locator(css).first.evaluate(
            "e => getComputedStyle(e).fontFamily.split(',').map(f => f.trim().replace(/^\"|\"$/g, ''))")
    for name, listed in families.items():
        assert [f for f in listed if f in CJK_FONTS] == CJK_FONTS, (name, listed)
    prose, first_cjk = families["prose"], families["prose"].index(CJK_FONTS[0])
    assert first_cjk == 0 if not prefix else first_cjk > 0, prose
    assert families["input"] == prose
