"""What every climbing (shedding) game supplies to the one table, replay and simulator.

A climbing game is read through one interface, :class:`ClimbingGame`: its readings of a
play (what a set of cards can be played as), which reading a play counts as against the
play to beat and the rule that decides it, every answer a hand holds, how a reading is
named and shown, card points, when a deal is over and who leads after a player goes out,
and the words of its verdicts. Each game (``wakeng/game.py``, ``mingan/game.py``,
``wushik/game.py``) is one small subclass; :class:`engine.climbing.table.Table` drives
any of them the same way.
"""

from __future__ import annotations

from typing import Any

from ..cards import Card, format_cards
from ..errors import illegal
from .combos import Order, arrange

Reading = Any        # a game's reading of a play: combos.Combo, or wushik's shapes.Reading


class ClimbingGame:
    """The interface (defaults: the first player out ends the deal; no card points)."""

    id: str = ""
    # the card order: ranks low to high and the ranks that chain (combos.Order), for games
    # whose plays are rank counts (挖坑, 明暗斗地主); 五十K's wilds rank by power (shapes.py)
    order: Order | None = None
    # the deal as data, by table size (the deck itself is engine.games' decks/jokers)
    hand_size: dict[int, int] = {}       # players → cards dealt to each
    kitty_size: dict[int, int] = {}      # players → cards in the kitty (0: none)
    handover_rule: str | None = None     # the rule of who leads after a round won by a player out
    # a record that breaks before the first play: at which stage, the rule by default, the words
    setup_stage = "bidding"
    setup_rule = ""
    setup_broken = ("叫分不合规则：", "The bidding breaks a rule: ")

    @property
    def pass_rule(self) -> str:
        return f"{self.id}.pass"

    # --- what a play is and what beats what ------------------------------------------------

    def readings(self, cards: list[Card], options: dict) -> list[Reading]:
        """Every reading of ``cards``, the one a lead counts as first (empty: no shape)."""
        raise NotImplementedError

    def invalid_rule(self, cards: list[Card], options: dict) -> str:
        """The rule a play with no reading falls foul of."""
        raise NotImplementedError

    def declared(self, found: list[Reading], declared: dict) -> list[Reading]:
        """The readings ``declared`` (a step's ``as``: ``{kind, rank?, …}``) names; a play
        cannot be declared as what it is not (``illegal``, rule ``declared_rule``)."""
        named = [c for c in found if c.matches(declared)]
        if not named:
            raise illegal("这手牌不能读成所声明的牌型。", "The play cannot be read as declared.",
                          rule=self.declared_rule)
        return named

    @property
    def declared_rule(self) -> str:
        return f"{self.id}.replay"

    def choose(self, found: list[Reading], previous: Reading | None,
               options: dict) -> tuple[Reading | None, str]:
        """The reading a play counts as (None: it does not beat ``previous``) and the rule."""
        raise NotImplementedError

    def answers(self, hand: list[Card], previous: Reading | None,
                options: dict) -> list[tuple[Reading, list[Card]]]:
        """Every play ``hand`` may make now: a lead (``previous`` None) or an answer."""
        raise NotImplementedError

    # --- a deal record (engine.climbing.record.run) ------------------------------------------

    def setup(self, ctx, record: dict, options: dict):
        """The deal and what comes before the first play: ``(table, step, data)``; raises
        ``illegal`` when the record breaks a rule there (bids, calls)."""
        raise NotImplementedError

    def settle(self, ctx, record: dict, table, data: dict, options: dict) -> tuple[str, str, str, dict]:
        """The result of a finished deal: ``(rule, zh, en, result)``."""
        raise NotImplementedError

    # --- naming a play ------------------------------------------------------------------------

    def describe(self, reading: Reading) -> tuple[str, str]:
        raise NotImplementedError

    def reading_json(self, reading: Reading, cards: list[Card]) -> dict:
        """The reading as a step's ``as``."""
        return reading.to_json()

    def show(self, cards: list[Card], reading: Reading) -> str:
        """The play as text: its sets strongest first, then kickers (as played, without an order)."""
        return format_cards(arrange(cards, reading, self.order) if self.order else cards)

    def points(self, cards: list[Card]) -> int:
        return 0

    # --- the course of a deal -----------------------------------------------------------------

    def over(self, table) -> bool:
        """Whether the deal is decided, right after a player went out."""
        return True

    def next_leader(self, table, winner: int) -> int:
        """Who leads when ``winner`` took the round but has no cards left."""
        return table.next_in(winner)

    def after_play(self, table, seat: int, cards: list[Card]) -> None:
        """What a play shows the table besides its cards (wushik: the partner's card)."""

    def must_beat(self, table, seat: int) -> str | None:
        """The rule that forbids ``seat`` to pass now, if one does."""
        return None

    def round_rule(self, table, final: bool) -> str:
        return f"{self.id}.pass"

    # --- words ------------------------------------------------------------------------------

    def words(self, what: str, **data) -> tuple[str, str, str]:
        """(rule, zh, en) of a refused action: ``over``, ``turn``, ``lead_pass``,
        ``not_held``, ``not_a_shape``, ``does_not_beat``."""
        g, seat = self.id, data.get("seat")
        if what == "over":
            out = data["out"]
            return (f"{g}.win", f"第 {out} 家已出完，这局已经结束。", f"Seat {out} has gone out: the deal is over.")
        if what == "turn":
            turn = data["turn"]
            return (f"{g}.pass", f"该第 {turn} 家出牌，不是第 {seat} 家。",
                    f"It is seat {turn}'s turn, not seat {seat}'s.")
        if what == "lead_pass":
            return f"{g}.pass", "领牌者不能空过。", "The leader cannot pass."
        if what == "not_held":
            text = data["text"]
            return f"{g}.replay", f"第 {seat} 家手里没有 {text}。", f"Seat {seat} does not hold {text}."
        if what == "not_a_shape":
            text = data["text"]
            return data["rule"], f"第 {seat} 家的 {text} 不成牌型。", f"Seat {seat}'s {text} is not a shape."
        if what == "does_not_beat":
            text = data["text"]
            return (data["rule"], f"第 {seat} 家的 {text} 压不过上一手。",
                    f"Seat {seat}'s {text} does not beat the play before it.")
        if what == "unfinished":
            return "", "记录里的每一步都合规则；还没有人出完牌。", "Every step in the record is legal; nobody has gone out yet."
        if what == "complete":
            return "", "每一步都合规则。", "Every step is legal. "
        if what == "must_beat":
            return (data["rule"], f"第 {seat} 家压得过，不能空过。",
                    f"Seat {seat} can beat the play, so may not pass.")
        raise KeyError(what)

    def explain(self, step: dict, led: bool) -> dict:
        """The words of a step the table took (``play`` or ``pass``)."""
        seat = step["seat"]
        if step["step"] == "pass":
            zh, en = f"第 {seat} 家不出。", f"Seat {seat} passes."
            done = step.get("round")
            if done:
                zh += f"其余人都不出，第 {done['leader']} 家重新领出。"
                en += f" Everyone else has passed: seat {done['leader']} leads again."
            return {"zh": zh, "en": en}
        dzh, den = step.pop("describe")
        shown = step["cards"]
        zh = f"第 {seat} 家{'领出' if led else '压上'} {shown}：{dzh}。"
        en = f"Seat {seat} {'leads' if led else 'beats it with'} {shown}: {den}."
        if "out" in step:
            zh += f"第 {seat} 家出完了。"
            en += f" Seat {seat} has gone out."
        return {"zh": zh, "en": en}
