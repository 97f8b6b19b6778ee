"""What every climbing (shedding) game supplies to the one table, replay and simulator.

A climbing game's play is judged through one interface, :class:`Referee`: its readings of a
play (what a set of cards can be played as), which reading a play counts as against the
play to beat and the rule that decides it, every answer a hand holds, how a reading is
named and shown, card points, when a deal is over and who leads after a player goes out,
and the words of its verdicts. Each game's (``wakeng/referee.py``, ``mingan/referee.py``,
``wushik/referee.py``) is one small subclass, reached from the game as ``GAME.referee``
(:class:`engine.climbing.game.ClimbingGame`, the game as data, which imports none of this);
:class:`engine.climbing.table.ClimbingTable` drives any of them the same way.
"""

from __future__ import annotations

from typing import Any

from ..cards import Card, format_cards
from ..errors import illegal
from .combos import Order, arrange
from ..text import zh_spaced
from .words import SEATS, Seat, both_cards, moves, seat_en, seat_zh

Reading = Any        # a game's reading of a play: combos.Combo, or wushik's shapes.Reading

# each seat's pass in words, made once (most steps of a deal are passes)
PASSES = tuple((f"{zh} 不出。", f"{en} passes.") for zh, _, en in SEATS)


class Referee:
    """The interface (defaults: the first player out ends the deal; no card points)."""

    game: Any = None     # the game's GAME (engine.climbing.game.ClimbingGame)
    # the card order: ranks low to high and the ranks that chain (combos.Order), for games
    # whose plays are rank counts (挖坑, 明暗斗地主); 五十K's wilds rank by power (shapes.py)
    order: Order | None = None
    handover_rule: str | None = None     # the rule of who leads after a round won by a player out
    # a record that breaks before the first play: at which stage, the rule by default, the words
    setup_stage = "bidding"
    setup_rule = ""
    setup_broken = ("叫分不合规则：", "The bidding breaks a rule: ")
    # a record's setup steps, for the step after a broken one (engine.climbing.record_next):
    # the list of steps one by one (cut before the broken ``index``), and the fields set once
    setup_list: str | None = "bids"
    setup_last: tuple[str, ...] = ()
    # whether the ``beats`` op reads ``previous_as`` (a play that reads more than one way)
    reads_previous_as = True

    # the game's own, copied once from its GAME (read on every step): its id, and the deal
    # by table size: players → cards dealt to each, players → cards in the kitty (0: none)
    id: str = ""
    hand_size: dict[int, int] = {}
    kitty_size: dict[int, int] = {}

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if cls.game is not None:
            cls.id, cls.hand_size, cls.kitty_size = cls.game.id, cls.game.hand_size, cls.game.kitty_size

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

    # --- a deal record (engine.climbing.record.replay_record) ------------------------------------------

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

    def arrange(self, cards: list[Card], reading: Reading) -> list[Card]:
        """The play as shown: its sets strongest first, then kickers (as played, without an order)."""
        return arrange(cards, reading, self.order) if self.order and len(cards) > 1 else cards

    def show(self, cards: list[Card], reading: Reading) -> str:
        """The play as text (:meth:`arrange`)."""
        return format_cards(self.arrange(cards, reading))

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
        ``not_held``, ``not_a_shape``, ``does_not_beat``, ``must_beat``; and of a replay
        that holds: ``unfinished`` and ``complete`` (``rounds``, ``plays``, ``passes``)."""
        g, seat = self.id, data.get("seat")
        if what == "over":
            out = data["out"]
            return (f"{g}.win", f"{seat_zh(out)} 已经出完，这一局已经结束。",
                    f"{Seat(out)} has gone out: the deal is over.")
        if what == "turn":
            turn = data["turn"]
            return (f"{g}.pass", f"该{seat_zh(turn)} 出牌，不是{seat_zh(seat)}。",
                    f"It is {seat_en(turn)}'s turn, not {seat_en(seat)}'s.")
        if what == "lead_pass":
            return f"{g}.pass", "领出的人不能不出。", "The leader cannot pass."
        if what == "not_held":
            zh, en = both_cards(data["cards"])
            return f"{g}.replay", zh_spaced(f"{seat_zh(seat)} 手里没有 {zh}。"), f"{Seat(seat)} does not hold {en}."
        if what == "not_a_shape":
            zh, en = both_cards(data["cards"])
            return (data["rule"], zh_spaced(f"{seat_zh(seat)} 出的 {zh} 不成牌型。"),
                    f"{Seat(seat)}'s {en} is not a valid play.")
        if what == "does_not_beat":
            zh, en = both_cards(data["cards"])
            tzh, ten = both_cards(data["top"])
            return (data["rule"], zh_spaced(f"{seat_zh(seat)} 出的 {zh} 压不过上一手 {tzh}。"),
                    f"{Seat(seat)}'s {en} does not beat the play before it, {ten}.")
        if what == "unfinished":
            zh, en = moves(data["rounds"], data["plays"], data["passes"])
            return ("", f"到这里一共 {zh}，每一步都合规；还没有人出完牌。",
                    f"So far {en}, every step legal; nobody has gone out yet.")
        if what == "complete":
            zh, en = moves(data["rounds"], data["plays"], data["passes"])
            return "", f"一共 {zh}，每一步都合规。", f"{en[0].upper()}{en[1:]}, every step legal. "
        if what == "must_beat":
            return (data["rule"], f"{seat_zh(seat)} 压得过，不能不出。",
                    f"{Seat(seat)} can beat the play, so may not pass.")
        raise KeyError(what)

    def explain(self, step: dict, led: bool, cards: list[Card] | None = None) -> dict:
        """The words of a step the table took (``play`` or ``pass``); ``cards``: the play as
        shown (its ``cards`` text, not parsed again)."""
        if step["step"] == "pass":
            done = step.get("round")
            if done:
                zh_seat, _, en_seat = SEATS[step["seat"]]
                zh_lead, en_lead, _ = SEATS[done["leader"]]
                return {"zh": f"{zh_seat} 不出。其余人都不出，{zh_lead} 重新领出。",
                        "en": f"{en_seat} passes. Everyone else has passed: {en_lead} leads again."}
            zh, en = PASSES[step["seat"]]
            return {"zh": zh, "en": en}
        zh_seat, _, en_seat = SEATS[step["seat"]]
        dzh, den = step.pop("describe")
        czh, cen = both_cards(step["cards"] if cards is None else cards)
        zh = f"{zh_seat} {'领出' if led else '压上'} {czh}（{dzh}）。"
        en = f"{en_seat} {'leads' if led else 'beats it with'} {cen} ({den})."
        if "out" in step:
            zh += f"{zh_seat} 出完了。"
            en += f" {en_seat} has gone out."
        return {"zh": zh, "en": en}
