"""The renderer links the sentence naming a deciding house rule to its ruling on every verdict it
draws: each replay step the house rule decided (the replay and record pages draw these frames)
and a practice grade (issue 27, point 2; engine/decided.py, widgets/render/cite.explain_html).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.api import handle
from engine.games import GAMES
from widgets.render.drill import drill_html
from widgets.render.replay import frames_html
from widgets.render.verdict import verdict_html

ROOT = Path(__file__).resolve().parents[2]
RULING = next(o.ruling for o in GAMES["zhaopengyou"].options() if o.name == "point_suits")
LINK = re.compile(r'<a class="pl-decided" data-option="point_suits" href="[^"]*/rulings/#' + re.escape(RULING) + '">')


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_each_decided_replay_step_links_its_ruling(lang):
    record = json.loads((ROOT / "engine/tractor/samples/zpy_big_kitty.json").read_text())
    answer = handle({"op": "replay", "game": "zhaopengyou", "deal": record, "table": True,
                     "options": {"point_suits": "spades"}})
    decided = sum(1 for s in answer["steps"] if s.get("decided_by"))
    drawn = frames_html("zhaopengyou", record, answer, lang=lang, root="/")
    linked = [html for html in drawn if LINK.search(html)]
    # every decided step's frame, and the last frame (the whole deal's verdict)
    assert decided > 1 and len(linked) >= decided
    plain = handle({"op": "replay", "game": "zhaopengyou", "deal": record, "table": True})
    assert not any("pl-decided" in html for html in frames_html("zhaopengyou", record, plain, lang=lang, root="/"))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_decided_grade_links_its_ruling(lang):
    for seed in range(12):
        ask = {"op": "drill", "game": "zhaopengyou", "kind": "levels", "level": 3, "seed": seed,
               "options": {"point_suits": "spades"}}
        q = handle(ask)
        graded = handle({**ask, "answer": q["solution"]})
        if graded.get("decided_by"):
            html = drill_html(graded, lang=lang, game="zhaopengyou", root="/")
            assert LINK.search(html), html
            return
    pytest.fail("no grade of these seeds was decided by the house rule")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_refusal_the_house_rule_made_links_its_ruling(lang):
    """「只算黑桃」 refuses 95 + 40 points that the default's 300 allow: the refusal names the
    house rule, linked to its ruling; a refusal under the defaults links nothing."""
    score = {"op": "score", "game": "zhaopengyou", "trump": {"rank": "2", "suit": "S"}, "points": 95,
             "kitty_points": 40, "last_trick": {"winner": "attackers", "cards": "HA HA"}, "solo": False}
    refused = handle({**score, "options": {"point_suits": "spades"}})
    assert refused["ok"] is False and refused["error"]["decided_by"]
    assert LINK.search(verdict_html(refused, lang=lang, game="zhaopengyou", root="/"))
    plain = handle({**score, "points": 400})
    assert plain["ok"] is False and "pl-decided" not in verdict_html(plain, lang=lang, game="zhaopengyou", root="/")
