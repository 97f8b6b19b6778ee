"""The one renderer (widgets/render/): an answer of the engine as HTML, the same markup at
build time and in the browser's worker; its words from the engine's label table."""

from __future__ import annotations

import ast
import html
import io
import json
import re
import sys
import zipfile
from pathlib import Path

import pytest

from engine import labels
from engine.api import handle
from engine.climbing.wushik.scoring import OUTCOMES
from tests.build.examples import all_examples
from widgets.build.assets import engine_zip_bytes
from widgets.render.live import answer
from widgets.render.markup import esc
from widgets.render.specs import spec_of
from widgets.render.verdict import verdict_html

RENDER = Path(__file__).resolve().parents[2] / "widgets" / "render"
FOLLOW = {"game": "zhaopengyou", "op": "follow", "trump": {"rank": "2", "suit": "S"},
          "lead": "H5 H5", "hand": "H7 H7 C3 C3", "play": "H7 C3"}
CLASSIFY = {"game": "shuangsheng", "op": "classify", "trump": {"rank": "2", "suit": "H"}, "cards": "S5 S5 S6 S6"}
CLIMB = {"game": "wakeng", "op": "classify", "cards": "S5 H5"}


def live(request, lang="zh", root="/", **view) -> dict:
    return json.loads(answer(json.dumps(request), json.dumps({"lang": lang, "root": root, **view})))


def visible(html: str) -> str:
    """The text a reader sees: tags and code elements removed."""
    return re.sub(r"<[^>]+>", " ", re.sub(r"<code>.*?</code>", " ", html))


def test_every_label_has_both_languages():
    for domain, codes in labels.LABELS.items():
        for code, pair in codes.items():
            assert len(pair) == 2 and all(isinstance(t, str) and t.strip() for t in pair), (domain, code)
    assert labels.table()["shape"]["tractor"] == {"zh": "拖拉机", "en": "tractor"}


def test_labels_kept_elsewhere_in_the_engine_agree():
    """Wild Fifty-K's outcome names are still written in its scoring table too (until it reads
    this one): the two must not drift apart."""
    assert {name: (zh, en) for name, (_, _, zh, en) in OUTCOMES.items()} == labels.LABELS["outcome"]


def test_a_code_means_what_its_domain_says():
    assert labels.label("shape", "throw", "zh") == "甩牌"
    assert labels.label("step", "throw", "zh") == "甩牌失败"
    assert labels.word("anjiao", "zh") == "暗叫"          # an outcome before a mode
    assert labels.word("no_such_code", "en") == "no_such_code"


@pytest.mark.parametrize("request_", [FOLLOW, CLASSIFY, CLIMB, {"op": "parse", "cards": "S10 S1"}])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_worker_call_gives_the_engines_answer_and_the_builds_markup(request_, lang):
    got = live(request_, lang, root="http://127.0.0.1:8000/")
    assert got["response"] == handle(request_)
    assert got["html"] == verdict_html(handle(request_), lang=lang, game=request_.get("game"),
                                       root="http://127.0.0.1:8000/", spec=spec_of(request_))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_verdicts_show_labels_not_codes(lang):
    html = live(CLASSIFY, lang)["html"]
    assert labels.label("shape", "tractor", lang) in html
    text = live(FOLLOW, lang)["html"]
    requirement = handle(FOLLOW)["requirement"]
    assert re.search(rf'data-key="requirement"><dt>[^<]*</dt><dd>{re.escape(labels.word(requirement, lang))}</dd>', text)
    kind = handle(CLIMB)["kind"]
    assert labels.word(kind, lang) in live(CLIMB, lang)["html"]
    if lang == "zh":  # an English code in a Chinese verdict would be a code leaking out
        for html in (live(CLASSIFY, lang)["html"], text):
            assert not re.search(r"\b(single|pair|tractor|throw|invalid|trump|suit)\b", visible(html))


def test_a_given_answer_is_drawn_without_asking_the_engine():
    given = {"ok": False, "error": {"code": "bad_input", "zh": "不是整数：底分", "en": "Not a whole number: Base"}}
    got = live({"op": "settle", "game": "wakeng"}, "en", answer=given)
    assert got["response"] == given
    assert 'data-code="bad_input"' in got["html"] and "Not a whole number: Base" in got["html"]


def test_a_view_it_cannot_read_draws_nothing_but_still_answers():
    got = json.loads(answer(json.dumps(CLIMB), "not json"))
    assert got == {"response": handle(CLIMB), "html": None}
    assert json.loads(answer("{oops", json.dumps({"lang": "zh", "root": ""})))["response"]["error"]["code"] == "bad_request"


@pytest.mark.parametrize("text", ["<img src=x onerror=alert(1)>", "a & b \"c\" 'd'", "&amp;", "", "♠10 大王"])
def test_the_renderer_escapes_as_html_escape_does(text):
    assert esc(text) == html.escape(text)


def test_every_text_is_escaped():
    hostile = "<img src=x onerror=alert(1)>"
    html = live({"op": "parse", "cards": hostile}, "en")["html"]
    assert "<img" not in html and "&lt;img" in html
    html = live({**CLIMB, "game": hostile}, "en")["html"]
    assert "<img" not in html


def test_the_renderer_uses_only_what_the_browser_has():
    """The stdlib and the engine; not ``html`` (left out of the browser's stdlib) nor the build."""
    allowed = set(sys.stdlib_module_names) - {"html"} | {"engine", "widgets"}
    for path in RENDER.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            for name in names:
                assert name.split(".")[0] in allowed and not name.startswith("widgets.build"), (path.name, name)


def test_the_renderer_ships_in_the_engine_zip():
    names = set(zipfile.ZipFile(io.BytesIO(engine_zip_bytes())).namelist())
    assert {"widgets/__init__.py", "widgets/render/live.py", "widgets/render/verdict.py",
            "engine/labels.py", "engine/api.py"} <= names
    assert not any(n.startswith("widgets/build/") or n.startswith("widgets/js/") for n in names)


def _codes_shown(response: dict, spec: dict) -> set[str]:
    """The codes a widget puts into words: its ``text`` facts, shapes, kinds of readings."""
    found = set()
    for entry in spec.get("show") or []:
        value = response.get(entry["key"])
        if entry["kind"] == "text":
            found |= {v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str)}
        elif entry["kind"] in ("reading", "readings"):
            for r in (value if isinstance(value, list) else [value]):
                if isinstance(r, dict) and not isinstance(r.get("text"), dict) and isinstance(r.get("kind"), str):
                    found.add(r["kind"])
        elif entry["kind"] == "plays" and isinstance(value, list):
            found |= {p.get("status") for p in value if isinstance(p, dict) and isinstance(p.get("status"), str)}
    return found


def test_every_code_a_worked_example_shows_has_a_label():
    """No worked example on the site puts a bare code where a word belongs."""
    missing = set()
    for page, request, _ in all_examples():
        response = handle(request)
        spec = spec_of(request)
        if not response.get("ok") or spec is None:
            continue
        for code in _codes_shown(response, spec):
            if re.fullmatch(r"[a-z][a-z_]+", code) and labels.word(code, "zh") == code:
                missing.add((page, code))
        for key in ("shape", "suit"):
            if isinstance(response.get(key), str) and labels.label(key, response[key], "zh") == response[key]:
                missing.add((page, response[key]))
    assert not missing, sorted(missing)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_mingan_settle_shows_its_shares_exact(lang):
    """Its ruling says the engine gives shares as exact fractions (10/3): the verdict shows them
    so, never the rounded 3.3333 that ``payouts`` carries for other uses."""
    request = {"game": "mingan", "op": "settle", "players": 5, "landlord": 0, "partner": 2, "call": "seen",
               "bombs": [], "first_out": 1, "base": 5}
    assert handle(request)["payouts"]["1"] == 3.3333
    html = live(request, lang)["html"]
    assert "10/3" in visible(html) and "3.3333" not in html
