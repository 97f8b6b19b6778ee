"""Coverage of the practice questions, all five games through the engine's one entry: over
many seeds per game (levels 1–3 in turn, the kind from the seed), every question teaches rules
of its game, every kind the game declares is asked, and each kind's declared rules (its
drill hooks' ``TEACHES``) are all hit. A game whose drill op has not landed is skipped, with
the reason. The table itself (1,000 seeds per game) is printed by tests/bench/drill_coverage.py;
here fewer keep the run short: the drill conftest's ``reader_mix`` (360 questions per game, shared
with test_balance), enough for every declared rule to come up."""

from __future__ import annotations

import pytest

from engine import games
from tests.bench.drill_coverage import counted as counted_of, declared, family, has_drill


@pytest.fixture(scope="module", params=list(games.GAMES))
def counted(request, reader_mix):
    game = request.param
    if not has_drill(game):
        pytest.skip(f"{game}: no drill op yet")
    return game, counted_of(reader_mix(game))


def test_every_kind_is_asked_and_teaches_its_own_rules(counted):
    game, kinds = counted
    assert set(kinds) == set(family(game).KINDS)
    own = {r.id for r in games.rules(game)}
    for kind, hits in kinds.items():
        ids = set(hits) - {"(questions)"}
        assert ids and ids <= own, (kind, ids - own)


def test_declared_rules_are_all_hit(counted):
    game, kinds = counted
    want = declared(game)
    if not want:
        pytest.skip(f"{game}: its drill declares no TEACHES yet")
    missing = {kind: sorted(ids - set(kinds.get(kind, {}))) for kind, ids in want.items()}
    assert not any(missing.values()), missing
