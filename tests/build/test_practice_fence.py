"""The ``paili-practice`` fence and the practice renderer (``widgets/render/drill.py``): the
page's first question is asked of the real engine at build time and drawn in the reader's
words; a grade says right or wrong, why, which rule, and draws the right answer."""

from __future__ import annotations

import html
import json
import re

import pytest

from engine.api import handle
from engine.drill import climbing, tractor
from engine.games import GAMES
from widgets.build.fences import ExampleError
from widgets.build.practice_fence import kinds_of, practice_fence
from widgets.render import live
from widgets.render.drill import drill_html
from widgets.render.words import MissingWord

# the kinds of each family in the order a learner meets them (the drill modules' own)
KINDS = {"tractor": tuple(tractor.KINDS), "climbing": tuple(climbing.KINDS)}
PRACTICE_GAMES = ("zhaopengyou", "shuangsheng", "wakeng", "mingan", "wushik")
SEEDS = (1, 2024, 2**53 - 1)
TAG = re.compile(r"<[^>]+>")
RULE_ID = re.compile(r"\b(?:%s|tractor|climbing)\.[a-z_.]+" % "|".join(GAMES))
PAGE = "practice"  # the page the fences are drawn on (tests/build/conftest.py)


def fence(body: str) -> str:
    return practice_fence(body, "paili-practice", "paili-practice", {}, None)


def text_of(markup: str) -> str:
    """What a reader reads (tags dropped, entities read)."""
    return html.unescape(TAG.sub(" ", markup))


def attr(markup: str, name: str) -> str:
    return html.unescape(re.search(rf'{name}="([^"]*)"', markup).group(1))


@pytest.mark.parametrize("game", PRACTICE_GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_page_shows_a_real_question_in_words(game, seed, lang):
    page = fence(f"game: {game}\nseed: {seed}")
    assert f'<pl-practice class="pl-widget" game="{game}" data-seed="{seed}"' in page
    request = json.loads(attr(page, "data-request"))
    # the request the element sends names kind and level, and asks the engine's own question
    assert request["op"] == "drill" and request["game"] == game and request["seed"] == seed
    answer = handle(request)
    assert answer["ok"] and answer["kind"] == request["kind"] and answer["level"] == request["level"]
    plain = handle({"op": "drill", "game": game, "seed": seed})
    assert {k: plain[k] for k in ("kind", "level", "show", "reply")} == \
        {k: answer[k] for k in ("kind", "level", "show", "reply")}
    view = page.split('<div class="pl-practice-view"', 1)[1].split('<p class="pl-status"', 1)[0]
    words = text_of(view)
    assert answer["ask"][lang] in words and answer["title"][lang] in words
    for choice in answer["reply"].get("choices") or []:
        assert choice[lang] in words
    if answer["reply"]["type"] == "seat":
        seat = "座位" if lang == "zh" else "Seat"
        assert [f"{seat} {s + 1}" in words for s in answer["reply"]["seats"]] == [True] * len(answer["reply"]["seats"])
    assert not re.search(r"座位\s*0(?!\d)|[Ss]eat 0\b", words)
    assert not RULE_ID.search(words) and "_" not in words
    # the no-script sentence, and the controls the element shows (hidden until it upgrades)
    assert ("要在浏览器里运行脚本" if lang == "zh" else "need scripts running in your browser") in text_of(page)
    assert '<div class="pl-form pl-practice-bar" hidden>' in page and 'class="pl-practice-progress" hidden' in page


@pytest.mark.parametrize("game", PRACTICE_GAMES)
def test_kinds_and_levels_come_from_the_engine(game, lang):
    page = fence(f"game: {game}")
    kinds = json.loads(attr(page, "data-kinds"))
    assert [k["kind"] for k in kinds] == [k for k in KINDS[GAMES[game].family] if k in {x["kind"] for x in kinds}]
    assert kinds and list(kinds_of(game)) == kinds
    for kind in kinds:
        assert kind["levels"] and set(kind["levels"]) <= {1, 2, 3}
        for level in (1, 2, 3):
            got = handle({"op": "drill", "game": game, "seed": 7, "kind": kind["kind"], "level": level})
            assert got["ok"] is (level in kind["levels"])
        # the kind menu and the progress table name it in the page's words
        assert f'<option value="{kind["kind"]}">{html.escape(kind[lang])}</option>' in page
        assert f'<tr data-kind="{kind["kind"]}"><th scope="row">{html.escape(kind[lang])}</th>' in page


def test_the_same_seed_draws_the_same_page(lang):
    assert fence("game: zhaopengyou\nseed: 99") == fence("game: zhaopengyou\nseed: 99")
    assert fence("game: zhaopengyou\nseed: 99") != fence("game: zhaopengyou\nseed: 100")


@pytest.mark.parametrize("body", ["game: nope", "game: shuangsheng\nseed: -1",
                                  "game: shuangsheng\nseed: 9007199254740992", "game: shuangsheng\nseed: x",
                                  "game: shuangsheng\nkind: follow", "[1, 2]", "game: [oops"])
def test_a_bad_fence_stops_the_build(body, lang):
    with pytest.raises(ExampleError):
        fence(body)


# --- the renderer: questions and grades of every kind -------------------------------------

def questions(game: str):
    for kind in kinds_of(game):
        for level in kind["levels"]:
            yield {"op": "drill", "game": game, "seed": 3 + level, "kind": kind["kind"], "level": level}


def wrong_answer(q: dict):
    """An answer that must be graded wrong, where the reply has exactly one right answer."""
    reply, solution = q["reply"], q["solution"]
    if reply["type"] == "choice":
        return next(c["value"] for c in reply["choices"] if c["value"] != solution)
    if reply["type"] == "seat":
        return next(s for s in reply["seats"] if s != solution)
    if reply["type"] == "number":
        return solution + 1 if solution + 1 <= reply.get("max", solution + 1) else solution - 1
    return None   # cards: several plays may be right (any legal follow)


@pytest.mark.parametrize("game", PRACTICE_GAMES)
def test_grades_say_right_or_wrong_why_and_which_rule(game):
    for request in questions(game):
        q = handle(request)
        for lang in ("zh", "en"):
            right = handle({**request, "answer": q["solution"]})
            markup = drill_html(right, lang=lang, game=game, root="/")
            assert right["right"] is True and 'data-right="true"' in markup, request
            assert f'data-rule="{right["rule"]}"' in markup and right["explain"][lang] in text_of(markup)
            assert markup.count(" disabled") >= 1 and "✓" in markup   # settled: nothing left to press
            given = wrong_answer(q)
            if given is None:
                continue
            wrong = handle({**request, "answer": given})
            markup = drill_html(wrong, lang=lang, game=game, root="/")
            assert wrong["right"] is False and 'data-right="false"' in markup, request
            assert 'class="pl-drill-solution"' in markup and "✗" in markup
            assert wrong["explain"][lang] in text_of(markup)
            assert not re.search(r"座位\s*0(?!\d)|[Ss]eat 0\b", text_of(markup))


def test_a_cards_reply_marks_the_readers_cards_and_a_right_play():
    request = next(r for r in questions("zhaopengyou") if r["kind"] == "follow")
    q = handle(request)
    graded = handle({**request, "answer": q["solution"]})
    markup = drill_html(graded, lang="en", game="zhaopengyou", root="/")
    pressed = re.findall(r'data-card="(\w+)" data-i="\d+" aria-pressed="true" data-solution="true"', markup)
    assert sorted(pressed) == sorted(q["solution"].split())
    # the hand is drawn once: as the buttons to pick from, where the question shows it
    assert markup.count('class="pl-drill-hand"') == 1


def test_a_follow_graded_wrong_marks_no_lone_example_as_the_right_cards():
    """Any legal follow is right (issue 27 §1: "only ♥2 is highlighted after grading" when five
    hearts were legal): the grade's words give one as an example, the hand marks none of it as
    the right cards; answered right, the reader's own cards are marked."""
    request = {"op": "drill", "game": "zhaopengyou", "seed": 0, "kind": "follow", "level": 1}
    q = handle(request)
    hearts = [c for c in q["reply"]["from"].split() if c.startswith("H")]
    assert q["how_many"] == "any" and "solutions" not in q and len(hearts) > 1   # a single heart led
    wrong = handle({**request, "answer": "S8"})
    assert wrong["right"] is False
    for lang in ("zh", "en"):
        markup = drill_html(wrong, lang=lang, game="zhaopengyou", root="/")
        assert re.findall(r'data-card="\w+" data-i="\d+" aria-pressed="\w+"[^>]*data-solution', markup) == []
        assert 'class="pl-drill-solution"' in markup    # the example, in words, as an example
    other = next(c for c in hearts if c != q["solution"])
    right = handle({**request, "answer": other})
    markup = drill_html(right, lang="en", game="zhaopengyou", root="/")
    marked = re.findall(r'data-card="(\w+)" data-i="\d+" aria-pressed="true" data-solution="true"', markup)
    assert right["right"] is True and marked == [other]
    assert re.findall(r'data-card="(\w+)" data-i="\d+" aria-pressed="false" data-solution', markup) == []


def test_a_malformed_answer_is_an_error_in_words_not_a_grade():
    request = next(r for r in questions("zhaopengyou") if r["kind"] == "winner")
    got = handle({**request, "answer": "north"})
    assert got["ok"] is False
    markup = drill_html(got, lang="zh", game="zhaopengyou", root="/")
    assert 'class="pl-verdict-body pl-error"' in markup and got["error"]["zh"] in text_of(markup)


def test_the_worker_draws_a_drill_with_the_same_renderer():
    request = next(questions("shuangsheng"))
    out = json.loads(live.answer(json.dumps(request), json.dumps({"lang": "en", "root": "/", "draw": "drill"})))
    assert out["response"] == handle(request)
    assert out["html"] == drill_html(out["response"], lang="en", game="shuangsheng", root="/")


def test_a_part_or_reply_with_no_drawing_stops_the_renderer():
    q = handle(next(questions("zhaopengyou")))
    with pytest.raises(MissingWord):
        drill_html({**q, "show": [{"part": "hologram"}]}, lang="en", game="zhaopengyou", root="/")
    with pytest.raises(MissingWord):
        drill_html({**q, "reply": {"type": "dance"}}, lang="en", game="zhaopengyou", root="/")


@pytest.mark.parametrize("game", PRACTICE_GAMES)
def test_the_house_rules_of_practice_are_those_of_play(game, lang):
    page = fence(f"game: {game}")
    options = handle({"op": "rules", "game": game})["options"]
    op = "drill" if any("drill" in o["ops"] for o in options) else "replay"
    assert re.findall(r'<select data-option="(\w+)"', page) == [o["name"] for o in options if op in o["ops"]]
    # each switch in words (its title), inside the bar the element shows
    bar = page.split('<div class="pl-form pl-practice-bar" hidden>', 1)[1].split('<div class="pl-practice-view"', 1)[0]
    for o in options:
        if op in o["ops"]:
            assert html.escape(o["title"][lang]) in bar
