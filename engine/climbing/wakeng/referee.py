"""挖坑 as a climbing game for the shared table (engine.climbing.referee)."""

from __future__ import annotations

from ...cards import Card
from ..combos import Combo, Picker, counts_of
from ..referee import Referee
from .game import GAME
from . import replay
from .beats import decide, describe, shape_rule
from .shapes import ORDER, answers, classify_counts


class WakengReferee(Referee):
    """One reading at most per play; no bombs; the first player out ends the deal."""

    game = GAME
    order = ORDER
    setup_rule = "wakeng.bid"
    reads_previous_as = False     # its ``beats`` reads the play to beat one way: no ``previous_as``

    def readings(self, cards: list[Card], options: dict) -> list[Combo]:
        combo = classify_counts(counts_of(cards), options)
        return [combo] if combo else []

    def invalid_rule(self, cards: list[Card], options: dict) -> str:
        return shape_rule(None, counts_of(cards), options)

    def choose(self, found, previous, options):
        combo = found[0]
        if previous is None:
            return combo, f"wakeng.shapes.{combo.kind}"
        ok, rule = decide(previous, combo)
        return (combo if ok else None), rule

    def answers(self, hand, previous, options):
        picker = Picker(hand, ORDER)
        return [(c, picker.take(c)) for c in answers(counts_of(hand), previous, options)]

    def describe(self, reading: Combo) -> tuple[str, str]:
        return describe(reading)

    def must_beat(self, table, seat: int) -> str | None:
        # ruling wakeng.pass.must_beat, option on: a pass is refused while an answer exists
        if table.options.get("must_beat") and answers(counts_of(table.hands[seat]), table.top[1],
                                                      table.options):
            return "wakeng.pass.must_beat"
        return None


    def setup(self, ctx, record: dict, options: dict):
        return replay.setup(self, ctx, record, options)

    def settle(self, ctx, record: dict, table, data: dict, options: dict):
        return replay.settle(self, ctx, record, table, data, options)


REFEREE = WakengReferee()
