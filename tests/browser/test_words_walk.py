"""Walk every page of the built site in real Chromium — both languages, 390 and 1280 px — and
read what a reader reads: every widget (its folded parts opened, a replay at its first and last
step) and every page's prose. None of it may hold an identifier of the engine (issue 12, 1).

What counts as an identifier, read from the engine itself so a new code is covered at once:

- a rule id (``engine.games.all_rules()``, or any ``<game or family>.<part>…`` token);
- an option name and a choice code of any game's options (``engine.games.options``);
- every code of ``engine.labels.table()``, and the request fields the engine reads;
- any snake_case token, and a card in notation (``S2``, ``D10``, ``RJ``) inside a sentence.

Many codes are also ordinary English words (``pair``, ``single``, ``bomb``, ``lead``, ``seat``,
``count``): seen in a sentence they are words, and a reader cannot tell them from a leak, so
only the codes that are NOT English words count. Those are, mechanically: every code in two or
more parts (snake_case, dotted rule ids), and every one-part code spelt in pinyin
(``manfen``, ``anjiao``, ``hou``: a Chinese word the reader should see as 满分 / "won on
points"). The pinyin test is a syllable grammar; the one-part codes it accepts that are also
English words are excluded when an English label of the engine uses the word (``fan``,
``single``, ``banker``…) or, for the few the labels do not use, by the short ``ENGLISH`` list.
Single letters (the suit codes S H D C) only count inside a card token.

The one exception: the ``parse`` op's verdict, whose whole answer is the notation it read
from loose text (the notation page's own examples), may show notation; its other words count.

Rule ids are checked in all of a widget's text, ``code`` included (a rule is cited by its
title, the id stays in the link); everything else is checked outside ``code``, ``pre`` and
``kbd`` (notation and fields are taught there, on the notation and API pages).

Also: no control that expects JSON (a textarea or input whose placeholder or value starts
with ``{`` or ``[``); no "(s)" plural; no seat counted from 0 (座位 0 / seat 0: readers count
seats from 1; a data value such as ``seat: 0`` belongs in ``code``); no big or small joker
written in Chinese on an English widget; on a Chinese page no Chinese words between ASCII
double quotes (Chinese uses “” or 「」; an English name may keep its own); at 1280 px no page
scrolls sideways once loaded (test_pages_phone.py checks the same at 390 px, without a phone's
touch and mobile viewport); and at 390 px nothing wider than the viewport (the page does not
scroll sideways, no element of a page's content reaches past either edge; code blocks scroll by
design and are left out). At 390 px, too, what a phone needs (phone_checks.py): every widget's
words at WCAG AA contrast at rest and in the states a reader makes (chosen, right, wrong,
unavailable), no button's words wrapped or left alone on a row, a practice page's first
question on the first screen.

On an English page no Han characters (issue 27, 4), except in the allowed forms: a Chinese
term in brackets after its English one ("throw (甩牌)"), where every Chinese word in the
brackets is a term or a name of the glossary's list (``widgets/build/glossary.yml``); text marked
``lang="zh"`` (the glossary's Chinese column); code. Card and seat chips are words of the page's
language, so they are checked like the rest; the language switcher is outside the article.

Every finding of a page is collected before failing, so one run lists them all.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import games, labels
from widgets.build import glossary

from .conftest import Recorder
from .helpers import settled_overflow
from .phone_checks import first_screen_problems, phone_problems

LANGS = [("zh", ""), ("en", "en/")]
WIDTHS = [390, 1280]
WIDGETS = "pl-check, pl-shape-check, pl-replay, pl-verdict, pl-practice, pl-random-deal"
ELEMENTS = "pl-check, pl-shape-check, pl-replay, pl-practice, pl-random-deal"  # the custom elements (pl-verdict is markup)

FAMILIES = ("tractor", "climbing")
# One-part codes the pinyin grammar accepts that are English words no engine label uses.
ENGLISH = {"beaten", "defending", "game", "leader", "mode", "opener", "power", "reading", "reverse", "size", "winner"}
PINYIN = re.compile(r"^(?:(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ang|eng|ing|ong|iao|ian|uai|"
                    r"uan|ai|ei|ui|ao|ou|iu|ie|ue|er|an|en|in|un|ia|ua|uo|a|o|e|i|u|v))+$")
NOTATION = re.compile(r"(?<![A-Za-z0-9])(?:[SHDC](?:10|[2-9JQKA])|[RB]J)(?![A-Za-z0-9])")
SNAKE = re.compile(r"(?<![A-Za-z0-9_])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![A-Za-z0-9_])")
ASCII_QUOTED_CHINESE = re.compile(r'"[^"\n]*[\u4e00-\u9fff][^"\n]*"')
SEAT_ZERO = re.compile(r"座位\s*0(?![0-9])|\b[Ss]eat\s+0\b")
FIELDS_READ = re.compile(r'(?:fields\.[a-z_]+|_present)\([^,()]+, "([a-z_]+)"')


def engine_identifiers() -> tuple[set[str], re.Pattern]:
    """The identifiers that count (see the module's docstring) and a pattern for rule ids."""
    codes = {code for domain in labels.table().values() for code in domain}
    vocabulary = {w for domain in labels.table().values() for pair in domain.values()
                  for w in re.findall(r"[a-z]+", pair["en"].lower())}
    rule_ids = set(games.all_rules())
    for game in games.GAMES:
        for option in games.options(game):
            codes.add(option.name)
            codes.update(c for c in option.choices if isinstance(c, str))
    root = Path(__file__).resolve().parents[2] / "engine"
    for path in root.rglob("*.py"):
        codes.update(FIELDS_READ.findall(path.read_text(encoding="utf-8")))
    counted = {c for c in codes if re.search(r"[_.0-9]", c)
               or (len(c) > 1 and PINYIN.match(c) and c not in vocabulary and c not in ENGLISH)}
    heads = sorted({r.split(".")[0] for r in rule_ids} | set(games.GAMES) | set(FAMILIES))
    rule_pattern = re.compile(r"(?<![A-Za-z0-9_.])(?:%s)\.[a-z0-9_]+(?:\.[a-z0-9_]+)*" % "|".join(heads))
    return counted | rule_ids, rule_pattern


IDENTIFIERS, RULE_ID = engine_identifiers()
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def leaks(text: str, notation: bool = True) -> list[str]:
    """The identifiers (and, with ``notation``, the notation tokens) in ``text``: a reader's
    text, code left out."""
    found = RULE_ID.findall(text) + SNAKE.findall(text) + (NOTATION.findall(text) if notation else [])
    found += [w for w in WORD.findall(text) if w in IDENTIFIERS]
    found += ["(s)"] * text.count("(s)") + SEAT_ZERO.findall(text)
    return sorted(set(found))


HAN_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff](?:[\u3400-\u9fff\uf900-\ufaff·]|[A-Z0-9](?=[\u3400-\u9fff]|\b))*")
BRACKETED = re.compile(r"\(([^()\n]*)\)")
GLOSSARY_WORDS = glossary.chinese_terms()


def han_leaks(text: str) -> list[str]:
    """The Han characters of an English page's text outside the allowed forms (see the
    module's docstring), each with a few words around it."""
    keep = []
    for m in BRACKETED.finditer(text):
        before = text[:m.start()].rstrip()[-1:]
        runs = HAN_RUN.findall(m[1])
        if runs and before and not HAN_RUN.match(before) and all(r in GLOSSARY_WORDS for r in runs):
            keep.append(m.span())
    found = []
    for m in HAN_RUN.finditer(text):
        if not any(a <= m.start() < b for a, b in keep):
            found.append(text[max(0, m.start() - 25):m.end() + 10].replace("\n", " "))
    return found


def pages(site: Path, prefix: str) -> list[str]:
    """Every page of one language, as a path below the site's root."""
    out = []
    for index in sorted(site.rglob("index.html")):
        rel = index.parent.relative_to(site).as_posix()
        rel = "" if rel == "." else rel + "/"
        if rel.startswith(("assets/", "search/")):
            continue
        if (prefix == "en/") == rel.startswith("en/"):
            out.append(rel)
    return out


# Runs in the page: opens what a widget folds, reads its text (code hidden), its controls.
READ = """(sel) => {
  const vw = document.documentElement.clientWidth;
  const article = document.querySelector("article") || document.body;
  const box = (el) => el.getBoundingClientRect();
  const wide = [];
  if (document.documentElement.scrollWidth > vw) wide.push(`page scrolls sideways by ${document.documentElement.scrollWidth - vw}px`);
  for (const el of article.querySelectorAll("*")) {
    if (el.closest("pre, code, .highlight, script, style, template")) continue;
    const r = box(el);
    if (r.width === 0 || r.height === 0) continue;
    if (r.right > vw + 1 || r.left < -1) {
      const name = el.tagName.toLowerCase() + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\\s+/).join(".") : "");
      wide.push(`${name} [${Math.round(r.left)}, ${Math.round(r.right)}] in ${el.closest(sel)?.tagName.toLowerCase() || "prose"}: ${(el.innerText || "").slice(0, 40)}`);
    }
  }
  const style = document.createElement("style");
  style.textContent = "code, pre, kbd, .highlight, .headerlink, html[lang=en] [lang|=zh] { display: none !important; }";
  const widgets = [...document.querySelectorAll(sel)].filter(w => !w.parentElement.closest(sel));
  const full = widgets.map(w => w.innerText);
  document.head.append(style);
  const opOf = (w) => { try { return w.getAttribute("op") || JSON.parse(w.dataset.request || "{}").op || ""; } catch { return ""; } };
  const texts = widgets.map(w => [w.tagName.toLowerCase() + (opOf(w) ? `[op=${opOf(w)}]` : ""),
    w.innerText + "\\n" + [...w.querySelectorAll("option")].map(o => o.textContent).join("\\n")
    + "\\n" + [...w.querySelectorAll("[placeholder]")].map(i => i.getAttribute("placeholder")).join("\\n")]);
  const hidden = document.createElement("style");
  hidden.textContent = sel.split(",").map(s => s.trim()).join(", ") + " { display: none !important; }";
  document.head.append(hidden);
  const prose = article.innerText;
  hidden.remove(); style.remove();
  const json = [...document.querySelectorAll("textarea, input")]
    .filter(c => /^\\s*[\\[{]/.test(c.value || "") || /^\\s*[\\[{]/.test(c.getAttribute("placeholder") || ""))
    .map(c => `${c.closest(sel)?.tagName.toLowerCase() || "page"}: ${c.getAttribute("placeholder") || c.value}`);
  return {wide, texts, full, prose, json};
}"""


def open_folds(page) -> None:
    page.evaluate(f"""() => {{
      for (const d of document.querySelectorAll("{WIDGETS.replace(', ', ' details, ')} details")) d.open = true;
    }}""")


def read_page(page, url: str, lang: str, width: int) -> list[str]:
    page.goto(url, wait_until="load")
    page.evaluate(f"""() => Promise.all([...new Set([...document.querySelectorAll("{ELEMENTS}")]
        .map(w => w.localName))].map(n => customElements.whenDefined(n)))""")
    phone = first_screen_problems(page, width)   # before anything is unfolded or scrolled
    if width > 390 and (extra := settled_overflow(page)) > 0:
        phone.append(f"page scrolls sideways by {extra}px at {width}px once loaded")
    open_folds(page)
    phone += phone_problems(page, width)
    reads = [page.evaluate(READ, WIDGETS)]
    last = page.locator("pl-replay [data-go=last]")
    if last.count():
        for k in range(last.count()):
            if last.nth(k).is_visible():
                last.nth(k).click()
        reads.append(page.evaluate(READ, WIDGETS))
    problems = list(phone)
    for read in reads:
        if width <= 390:
            problems += [f"too wide: {w}" for w in read["wide"]]
        problems += [f"control expects JSON: {j}" for j in read["json"]]
        for (name, text), whole in zip(read["texts"], read["full"]):
            found = leaks(text, notation=not name.endswith("[op=parse]")) + sorted(set(RULE_ID.findall(whole)))
            if lang == "en":
                found += sorted(set(re.findall("大王|小王", text))) + han_leaks(text)
            else:
                found += ASCII_QUOTED_CHINESE.findall(text)
            if found:
                problems.append(f"{name}: {sorted(set(found))}")
        found = leaks(read["prose"])
        if lang == "zh":
            found += ASCII_QUOTED_CHINESE.findall(read["prose"])
        else:
            found += han_leaks(read["prose"])
        if found:
            problems.append(f"prose: {found}")
    return sorted(set(problems))


@pytest.mark.browser
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_every_page_in_a_readers_words(browser, built_site, base_url, lang, prefix, width):
    context = browser.new_context(viewport={"width": width, "height": 844}, bypass_csp=True,
                                  is_mobile=width <= 390, has_touch=width <= 390)
    page = context.new_page()
    page.set_default_timeout(60_000)
    recorder = Recorder(page)
    report = {}
    try:
        for path in pages(built_site, prefix):
            problems = read_page(page, f"{base_url}{path}", lang, width)
            if problems:
                report[path or "/"] = problems
    finally:
        context.close()
    lines = [f"{path}\n    " + "\n    ".join(problems) for path, problems in report.items()]
    assert not report, f"{len(report)} pages at {width}px ({lang}):\n" + "\n".join(lines)
    assert recorder.outside() == [] and recorder.errors == []
