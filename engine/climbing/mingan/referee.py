"""明暗斗地主 as a climbing game for the shared table (engine.climbing.referee)."""

from __future__ import annotations

from ...cards import Card
from ..combos import Combo, Picker, counts_of
from ..referee import Referee
from .game import GAME
from . import replay
from .answers import answers
from .beats import decide, describe, shape_rule
from .shapes import ORDER, lone_readings, readings


class MinganReferee(Referee):
    """Plays may read several ways (the player's choice, ruling mingan.reading.ambiguous);
    bombs beat everything; the first player out ends the deal."""

    game = GAME
    order = ORDER
    setup_stage, setup_rule = "calling", "mingan.call"
    declared_rule = "mingan.reading.ambiguous"
    setup_broken = ("叫地主或暗地主不合规则：", "The calling breaks a rule: ")
    setup_list, setup_last = "calls", ("partner_card", "blind_partner")

    def readings(self, cards: list[Card], options: dict) -> list[Combo]:
        if cards:
            rank = cards[0].rank
            for c in cards:
                if c.rank != rank:
                    return readings(counts_of(cards), options)
            return lone_readings(rank, len(cards))   # one rank (most plays): no counts made
        return readings(counts_of(cards), options)

    def invalid_rule(self, cards: list[Card], options: dict) -> str:
        return shape_rule(None, counts_of(cards), options)

    def choose(self, found, previous, options):
        if previous is None:
            return found[0], shape_rule(found[0], None)
        ok, used, rule, _ = decide(previous, found)
        return (used if ok else None), rule

    def answers(self, hand, previous, options):
        picker = Picker(hand, ORDER)
        return [(c, picker.take(c)) for c in answers(counts_of(hand), previous, options)]

    def describe(self, reading: Combo) -> tuple[str, str]:
        return describe(reading)


    def setup(self, ctx, record: dict, options: dict):
        return replay.setup(self, ctx, record, options)

    def settle(self, ctx, record: dict, table, data: dict, options: dict):
        return replay.settle(self, ctx, record, table, data, options)


REFEREE = MinganReferee()
