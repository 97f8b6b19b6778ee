"""Questions kept in the engine's process (engine/drill/kept.py, issue 24): a question asked and
then graded, or asked again, is served from what is kept, and every answer is the one a fresh
process gives (``python -m engine``, nothing kept), byte for byte; a question not kept (a shared
link's grade in a fresh worker) is made as before; what is kept stays bounded and is never
changed by what a caller does with an answer."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.api import dumps, handle
from engine.drill import kept

ROOT = Path(__file__).resolve().parents[3]

# One question of each game, with house rules and a table size where they change the question.
ASKED = [
    {"op": "drill", "game": "zhaopengyou", "seed": 11, "kind": "winner", "level": 1,
     "options": {"point_suits": "spades", "throw_follow": "suit"}},
    {"op": "drill", "game": "zhaopengyou", "seed": 12, "level": 2},
    {"op": "drill", "game": "shuangsheng", "seed": 5, "kind": "throw"},
    {"op": "drill", "game": "wakeng", "seed": 7, "level": 3},
    {"op": "drill", "game": "mingan", "seed": 8, "level": 2, "players": 5},
    {"op": "drill", "game": "mingan", "seed": 8, "level": 2},
    {"op": "drill", "game": "wushik", "seed": 9, "level": 1},
]


def fresh(request: dict) -> str:
    """The answer of a process that has kept nothing (the engine's command line), as
    ``engine.api.dumps`` writes it (the command line indents it; the order of keys is kept)."""
    run = subprocess.run([sys.executable, "-m", "engine", json.dumps(request)], cwd=ROOT,
                         capture_output=True, text=True, encoding="utf-8", check=False)
    assert run.returncode == 0, run.stderr or run.stdout
    return dumps(json.loads(run.stdout))


def graded(request: dict) -> tuple[dict, dict]:
    """The question and the grade of its own solution, in this process (kept between them)."""
    question = handle(request)
    assert question["ok"], question
    return question, {**request, "kind": question["kind"], "answer": question["solution"]}


@pytest.mark.parametrize("request_", ASKED, ids=lambda r: f"{r['game']}-{r['seed']}")
def test_a_kept_question_and_its_grade_are_a_fresh_process_s(request_):
    kept.forget()
    question, grading = graded(request_)
    grade = handle(grading)
    assert kept.KEPT == {"made": 1, "kept": 1}        # the grade judged the question kept
    assert dumps(handle(request_)) == fresh(request_) == dumps(question)
    assert dumps(grade) == fresh(grading)
    kept.forget()                                      # a shared link's grade: nothing kept
    assert dumps(handle(grading)) == dumps(grade) and kept.KEPT == {"made": 1}


def test_a_wrong_answer_is_judged_from_the_kept_question_as_from_a_fresh_one():
    kept.forget()
    question, grading = graded(ASKED[0])                  # who takes the trick: a seat
    wrong = next(s for s in question["reply"]["seats"] if s != question["solution"])
    asked = {**grading, "answer": wrong}
    assert dumps(handle(asked)) == fresh(asked)
    assert kept.KEPT["kept"] == 1


def test_what_a_caller_does_to_an_answer_leaves_the_kept_question_as_it_was():
    kept.forget()
    question, grading = graded(ASKED[2])
    first = dumps(question)
    question["show"].clear()
    question["reply"]["type"] = "broken"
    handle(grading)["check"].clear()
    assert dumps(handle(ASKED[2])) == first and kept.KEPT["kept"] == 2


def test_other_options_players_or_levels_are_other_questions():
    kept.forget()
    base = {"op": "drill", "game": "mingan", "seed": 3, "level": 1}
    for request in (base, {**base, "players": 5}, {**base, "players": 6}, {**base, "level": 2}):
        handle(request)
    assert kept.KEPT == {"made": 4}


def test_what_is_kept_is_bounded_and_the_oldest_goes_first():
    kept.forget()
    for seed in range(kept.KEEP + 5):
        handle({"op": "drill", "game": "wakeng", "seed": seed, "level": 1})
    assert len(kept._QUESTIONS) == kept.KEEP
    handle({"op": "drill", "game": "wakeng", "seed": kept.KEEP + 4, "level": 1})   # the newest: kept
    handle({"op": "drill", "game": "wakeng", "seed": 0, "level": 1})               # the oldest: gone
    assert kept.KEPT == {"made": kept.KEEP + 6, "kept": 1}
    assert len(kept._QUESTIONS) == kept.KEEP
