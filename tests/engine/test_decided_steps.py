"""A replay's steps and a practice grade name the house rule that decided them (issue 27, point 2;
engine/decided.py).

For every option of every game and each of its non-default choices, every sample record of that
game is replayed under that choice and under the default: a step whose verdict (its words, rule
and running score aside) differs from the default replay's step at the same place names the
option, in both languages, with its ruling; every other step names nothing. The options known to
decide steps of the samples do (so the check is not empty). A practice grade whose right answer
the house rule decided names it; under the default rules nothing is named.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.api import handle
from engine.games import GAMES
from engine.option_words import choice_words, words_of

ROOT = Path(__file__).resolve().parents[2]
NOT_THE_STEP = {"explain", "rule", "rules", "decided_by", "board"}
PREFIX = {"zpy_": "zhaopengyou", "ss_": "shuangsheng", "wakeng": "wakeng", "mingan": "mingan",
          "wushik": "wushik"}


def _samples() -> dict[str, list[tuple[str, dict]]]:
    out: dict[str, list] = {g: [] for g in GAMES}
    for path in sorted([*ROOT.glob("engine/tractor/samples/*.json"), *ROOT.glob("engine/climbing/samples/*.json")]):
        game = next(g for p, g in PREFIX.items() if path.name.startswith(p))
        out[game].append((path.name, json.loads(path.read_text())))
    return out


SAMPLES = _samples()


def _same(a, b) -> bool:
    return type(a) is type(b) and a == b


def _cases() -> list[tuple]:
    return [(g.id, option, choice) for g in GAMES.values() for option in g.options()
            for choice in option.choices if not _same(choice, option.default)]


CASES = _cases()
# steps of the samples that these house rules decide (at least one step each)
DECIDES_STEPS = {("zhaopengyou", "point_suits")}


def _step(answer: dict, i: int) -> dict | None:
    steps = answer.get("steps") or []
    return {k: v for k, v in steps[i].items() if k not in NOT_THE_STEP} if i < len(steps) else None


def _replay(game: str, record: dict, options: dict | None) -> dict:
    request = {"op": "replay", "game": game, "deal": record, "table": True}
    return handle({**request, "options": options} if options else request)


@pytest.mark.parametrize(("game", "option", "choice"), CASES, ids=[f"{g}.{o.name}={c}" for g, o, c in CASES])
def test_a_replay_names_the_house_rule_on_the_steps_it_decided_only(game, option, choice):
    title, words = words_of(option.name)["title"], choice_words(option.name, choice)
    decided_steps = 0
    for name, record in SAMPLES[game]:
        mine = _replay(game, record, {option.name: choice})
        plain = _replay(game, record, None)
        if not mine.get("ok"):
            continue
        for i, step in enumerate(mine["steps"]):
            before = _step(plain, i)
            decided = before is not None and _step(mine, i) != before
            named = [d for d in step.get("decided_by", []) if d["option"] == option.name]
            assert bool(named) == decided, (name, i, step, before)
            if named:
                decided_steps += 1
                assert named[0]["ruling"] == option.ruling and _same(named[0]["value"], choice)
                for k, lang in enumerate(("zh", "en")):
                    assert title[k] in step["explain"][lang] and words[k] in step["explain"][lang]
                    assert step["explain"][lang].endswith(named[0][lang])
            else:
                assert "decided_by" not in step and title[0] not in step["explain"]["zh"], (name, i)
        assert all("decided_by" not in s for s in plain["steps"])
    if (game, option.name) in DECIDES_STEPS:
        assert decided_steps, "this house rule decides steps of the samples, yet none is named"


GRADED = [("zhaopengyou", {"point_suits": "spades"}, "levels", 3),
          ("wakeng", {"chain_min_sets": 2}, "reading", 2),
          ("mingan", {"fan": "linear"}, "settle", 2),
          ("wushik", {"bomb_stack": "add"}, "settle", 2)]


@pytest.mark.parametrize(("game", "options", "kind", "level"), GRADED, ids=[f"{g}.{k}" for g, _, k, _ in GRADED])
def test_a_practice_grade_names_the_house_rule_that_decided_its_answer(game, options, kind, level):
    (name, value), = options.items()
    title, words = words_of(name)["title"], choice_words(name, value)
    named = 0
    for seed in range(12):
        ask = {"op": "drill", "game": game, "kind": kind, "level": level, "seed": seed}
        q = handle({**ask, "options": options})
        graded = handle({**ask, "options": options, "answer": q["solution"]})
        check = q["check"]
        plain_check = handle({k: v for k, v in check.items() if k != "options"})
        house_check = handle(check)
        decided = {k: v for k, v in house_check.items() if k not in NOT_THE_STEP} != \
            {k: v for k, v in plain_check.items() if k not in NOT_THE_STEP}
        said = [d for d in graded.get("decided_by", []) if d["option"] == name]
        assert bool(said) == decided, (seed, graded["explain"])
        if said:
            named += 1
            for k, lang in enumerate(("zh", "en")):
                assert title[k] in graded["explain"][lang] and words[k] in graded["explain"][lang]
    assert named, "no grade of these seeds named the house rule"
    ask = {"op": "drill", "game": game, "kind": kind, "level": level, "seed": 0}
    plain = handle({**ask, "answer": handle(ask)["solution"]})
    assert plain["ok"] and "decided_by" not in plain
