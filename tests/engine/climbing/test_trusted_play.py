"""The simulators' trusted path (``ClimbingTable.play(…, trusted=reading)``, ``pass_(…, trusted=True)``):
every play a random player takes on trust is one the referee reads the very same way at that
moment, and every pass it takes on trust is one the referee allows. Checked by asking the
real table, before each trusted action, the question the trusted path skips."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from engine.api import handle
from engine.cards import parse_cards
from engine.climbing.table import ClimbingTable
from engine.climbing.mingan import simulate as mingan
from engine.climbing.wakeng import simulate as wakeng
from engine.climbing.wushik import simulate as wushik
from engine.climbing.wushik.referee import REFEREE as GAME
from engine.errors import EngineError

SIMULATORS = {"wakeng": (wakeng, (3, 4)), "mingan": (mingan, (5, 6)), "wushik": (wushik, (4,))}


def _checked(module, asked: list):
    """The module's own pick (and declare) with the skipped question asked of the table first."""
    pick, declare = module.pick, getattr(module, "declare", None)

    def checked_pick(rng, table, seat):
        choice = pick(rng, table, seat)
        if choice is None:
            assert table.why_not_pass(seat) is None
            asked.append("pass")
        elif declare is None:   # nothing declared: the referee reads the cards alone
            assert table.reading_for(seat, choice[1]) == choice[0]
            asked.append("play")
        return choice

    def checked_declare(rng, table, reading, cards):
        said = declare(rng, table, reading, cards)
        assert table.reading_for(table.turn, cards, said) == reading
        asked.append("play")
        return said

    return checked_pick, checked_declare


@pytest.mark.parametrize("game", sorted(SIMULATORS))
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(0, 1))
def test_trusted_actions_are_the_referees(game, seed, size):
    module, sizes = SIMULATORS[game]
    players = sizes[size % len(sizes)]
    plain, _ = module.play_deal(seed, {}, players)
    asked: list = []
    checked_pick, checked_declare = _checked(module, asked)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(module, "pick", checked_pick)
        if hasattr(module, "declare"):
            mp.setattr(module, "declare", checked_declare)
        record, _ = module.play_deal(seed, {}, players)
    assert record == plain                       # asking changes nothing
    assert asked.count("play") == sum(1 for p in record["plays"] if "cards" in p)
    assert asked.count("pass") == sum(1 for p in record["plays"] if p.get("pass"))
    out = handle({"op": "replay", "game": game, "deal": record})
    assert out["ok"] and out["valid"] and out["complete"]


def test_untrusted_play_still_refused():
    """Without ``trusted`` the table checks as before: a play out of turn raises."""
    record, _ = wushik.play_deal(7, {}, 4)
    hands = {int(s): parse_cards(h) for s, h in record["hands"].items()}
    table = ClimbingTable(GAME, hands, leader=record["banker"], options=wushik.DEFAULTS, call=None)
    other = (record["banker"] + 1) % 4
    with pytest.raises(EngineError):
        table.play(other, hands[other][:1])
