"""The built site: both languages, prerendered verdicts, assets in place, rule ids at home."""

from __future__ import annotations

import json
import re
from html import unescape

from engine.api import handle
from engine.games import GAMES, rules

GAME_PAGES = [f"games/{g}/index.html" for g in GAMES]


def read(site, rel):
    return (site / rel).read_text(encoding="utf-8")


def test_chinese_at_root_english_under_en(built_site):
    assert '<html lang="zh"' in read(built_site, "index.html")
    assert '<html lang="en"' in read(built_site, "en/index.html")
    for rel in GAME_PAGES:
        assert (built_site / rel).exists() and (built_site / "en" / rel).exists(), rel


def test_home_pages_list_the_five_games(built_site):
    for prefix in ("", "en/"):
        home = read(built_site, f"{prefix}index.html")
        for game in GAMES:
            assert f'href="games/{game}/"' in home, (prefix, game)


def test_language_switcher_points_to_the_same_page(built_site):
    zh = read(built_site, "games/zhaopengyou/index.html")
    en = read(built_site, "en/games/zhaopengyou/index.html")
    assert 'href="../../en/games/zhaopengyou/" hreflang="en"' in zh
    assert 'href="../../../games/zhaopengyou/" hreflang="zh"' in en


def test_prerendered_verdict_is_in_the_html(built_site):
    expected = handle({"op": "classify", "game": "zhaopengyou", "trump": {"rank": "5", "suit": "S"},
                       "cards": "D4 D4 D6 D6"})
    for prefix, lang in (("", "zh"), ("en/", "en")):
        page = unescape(read(built_site, f"{prefix}games/zhaopengyou/index.html"))
        assert "<pl-shape-check" in page
        assert expected["explain"][lang] in page
        assert f'#{expected["rule"]}"' in page


def test_no_font_or_cdn_links_in_pages(built_site):
    for path in built_site.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        for tag in re.findall(r'<(?:link|script|img)\b[^>]*>', text):
            if 'rel="canonical"' in tag:  # names the page's address; nothing is fetched
                continue
            assert not re.search(r'(?:src|href)="(?:https?:)?//', tag), (path, tag)


def test_pyodide_and_the_engine_zip_are_shipped(built_site):
    assets = built_site / "assets"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json"):
        assert (assets / "pyodide" / "314.0.7" / name).is_file(), name
    (bundle,) = (assets / "paili").iterdir()
    zips = list(bundle.glob("engine-*.zip.gz"))
    assert len(zips) == 1
    config = (bundle / "js" / "config.js").read_text()
    assert json.dumps(zips[0].name) in config
    assert not (built_site / "en" / "assets" / "pyodide").exists(), "Pyodide shipped twice"


def test_client_module_only_on_pages_with_widgets(built_site):
    home = read(built_site, "index.html")
    assert "js/paili.js" not in home
    assert "js/paili.js" in read(built_site, "games/zhaopengyou/index.html")


def test_every_rule_id_has_a_section_in_both_languages(built_site):
    for game in GAMES:
        for prefix in ("", "en/"):
            page = read(built_site, f"{prefix}games/{game}/rulebook/index.html")
            ids = set(re.findall(r'\bid="([^"]+)"', page))
            assert f"{game}.overview" in ids
            missing = [r.id for r in rules(game) if r.id not in ids]
            assert not missing, (prefix, game, missing)


RULE_LINK = r'<p class="pl-rule">[^<]*<a href="[^"]*(?:/rulebook/|reference/notation/)#[^"]+"'


def test_every_verdict_on_the_site_links_to_its_rule(built_site):
    count = 0
    for path in built_site.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        # a seating diagram may cite a rule in its caption, without a verdict: at most one, counted apart
        figures = re.findall(r'<figure class="pl-seats".*?</figure>', text, flags=re.S)
        for figure in figures:
            assert len(re.findall(RULE_LINK, figure)) <= 1, (path, figure[:200])
            text = text.replace(figure, "")
        verdicts = text.count('<div class="pl-verdict-body">')  # error verdicts carry pl-error
        links = len(re.findall(RULE_LINK, text))
        assert links == verdicts, path
        count += verdicts
    assert count > 100
