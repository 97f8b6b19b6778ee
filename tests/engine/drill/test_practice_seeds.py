"""The run of quick seeds practice asks first (widgets/build/practice_seeds.py, decision 60): each
of its seeds keeps its place in the cycle, names a question of its kind and level the engine
serves, and over the run, as a reader meets it (a whole cycle, from any place), no answer and no
part of a many-part choice is right more than half the time (issue 27 §6, as test_balance.py
checks consecutive seeds)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import games
from engine.api import handle
from widgets.build import practice_seeds

from tests.engine.drill.answers import FAMILY, answered_without_looking, parts_of

RUNS = practice_seeds.load()
CASES = [(g, key) for g, runs in RUNS.items() for key in sorted(runs)]


def test_the_runs_are_of_games_kinds_and_levels_the_engine_serves():
    assert RUNS, "no run at all: practice_seeds.json is empty"
    for game, runs in RUNS.items():
        assert "drill" in games.ops(game), game
        for key, js in runs.items():
            kind, level = key.split(".")
            assert int(level) in FAMILY[game].KINDS[kind], (game, key)
            assert len(js) == practice_seeds.CYCLE and all(isinstance(j, int) and j >= 0 for j in js), (game, key)


def test_a_seed_keeps_its_place_in_the_cycle():
    seeds = practice_seeds.seeds([0, 3, 1] + [0] * (practice_seeds.CYCLE - 3))
    assert seeds[:3] == [0, 1 + 3 * practice_seeds.CYCLE, 2 + practice_seeds.CYCLE]
    assert all(s % practice_seeds.CYCLE == i for i, s in enumerate(seeds))


@pytest.mark.parametrize("game,key", CASES)
def test_over_a_run_no_answer_is_right_more_than_half_the_time(game, key):
    kind, level = key.split(".")
    asked = [handle({"op": "drill", "game": game, "seed": seed, "kind": kind, "level": int(level)})
             for seed in practice_seeds.seeds(RUNS[game][key])]
    assert all(q["ok"] for q in asked)
    answers = Counter(a for a in map(answered_without_looking, asked) if a is not None)
    if len(answers) > 1:
        top, n = answers.most_common(1)[0]
        assert n <= practice_seeds.CYCLE // 2, (top, n, answers.most_common(4))
    parts = Counter(p for q in asked for p in parts_of(q))
    for part, n in parts.items():
        assert n <= practice_seeds.CYCLE // 2, (part, n, parts.most_common(6))
