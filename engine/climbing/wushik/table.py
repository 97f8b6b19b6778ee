"""赖子五十K: one deal played out, action by action.

:class:`Deal` is the referee's table: whose turn, what is on top, the points
lying in the round, who has gone out. ``can_play`` asks, ``reading_for``
says why not, ``play``/``pass_`` do; an illegal action raises ``EngineError('illegal')`` and changes nothing.
Each action returns a step: the data of its verdict, for ``replay``.
"""

from __future__ import annotations

from collections import Counter

from ...cards import Card, format_cards
from ...errors import EngineError
from .calls import Call, jiefeng, next_in
from .shapes import Reading, beats, points, readings, text_power


def illegal(zh: str, en: str, rule: str, **data) -> EngineError:
    return EngineError("illegal", zh, en, rule=rule, **data)


def choose(options: list[Reading], previous: Reading | None,
           declared: Reading | None) -> Reading | None:
    """The reading a play counts as (wushik.ruling.declare): the declared one;
    else on a lead the strongest; else the cheapest that beats the table."""
    if declared is not None:
        return declared
    if previous is None:
        return options[0]
    winners = [r for r in options if beats(previous, r)[0]]
    same = [r for r in winners if not r.bomb]
    if same:
        return min(same, key=lambda r: r.top)
    return min(winners, key=lambda r: r.order) if winners else None


class Deal:
    """The table during one deal (mutable; built and driven by replay/simulate)."""

    def __init__(self, *, hands: list[list[Card]], call: Call, options: dict):
        self.hands = [list(h) for h in hands]
        self.counts = [Counter(h) for h in hands]   # for the in-hand check of every play
        self.call = call
        self.options = options
        self.turn = call.banker          # wushik.ruling.first_lead
        self.top: tuple[int, Reading, list[Card]] | None = None
        self.passes = 0
        self.pot = 0                     # points lying in the current round
        self.taken = [0, 0, 0, 0]
        self.order: list[int] = []
        self.partner_public = False
        self.bombs: list[tuple[Reading, str]] = []
        self.over = False
        self.started = False
        self.total = sum(points(h) for h in self.hands)   # 200 in a full deal

    @property
    def still_in(self) -> list[bool]:
        return [bool(h) for h in self.hands]

    def reading_for(self, seat: int, cards: list[Card], declared: dict | None) -> Reading:
        """The reading ``cards`` would count as now, or raise ``illegal``."""
        self._check_turn(seat)
        held = self.counts[seat]
        if any(held.get(c, 0) < cards.count(c) for c in cards):   # plays are short
            raise illegal(f"座位 {seat} 手里没有这些牌：{format_cards(cards)}。",
                          f"Seat {seat} does not hold {format_cards(cards)}.",
                          "wushik.replay", seat=seat)
        options = readings(cards, four_jokers=self.options["four_jokers"])
        if not options:
            raise illegal(f"{format_cards(cards)} 不成牌型。",
                          f"{format_cards(cards)} is not a play.", "wushik.invalid", seat=seat)
        wanted = match_declared(options, declared) if declared else None
        previous = self.top[1] if self.top else None
        chosen = choose(options, previous, wanted)
        if chosen is None or (previous is not None and not beats(previous, chosen)[0]):
            rule = beats(previous, chosen or options[0])[1]
            raise illegal(f"{format_cards(cards)} 压不过 {format_cards(self.top[2])}。",
                          f"{format_cards(cards)} does not beat {format_cards(self.top[2])}.",
                          rule, seat=seat)
        return chosen

    def can_play(self, seat: int, cards: list[Card], declared: dict | None = None) -> bool:
        """Whether ``seat`` may play ``cards`` now (``reading_for`` says why not)."""
        try:
            self.reading_for(seat, cards, declared)
        except EngineError:
            return False
        return True

    def play(self, seat: int, cards: list[Card], declared: dict | None = None) -> dict:
        reading = self.reading_for(seat, cards, declared)
        previous = self.top
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
            self.counts[seat][c] -= 1
        self.pot += points(cards)
        if reading.bomb:
            self.bombs.append((reading, format_cards(cards)))
        call = self.call
        if (call.mode == "partner" and seat == call.partner and call.card in cards):
            self.partner_public = True
        self.top, self.passes = (seat, reading, list(cards)), 0
        self.started = True
        step = {"step": "play", "seat": seat, "cards": format_cards(cards),
                "as": reading.to_json([c for c in cards if c.is_joker]),
                "rule": beats(previous[1], reading)[1] if previous else reading.rule}
        if not hand:
            self.order.append(seat)
            step["out"] = len(self.order)
            if self._decided():
                self._end_round(step)
                self.over = True
                return step
        self._advance(seat, step)
        return step

    def pass_(self, seat: int) -> dict:
        self._check_turn(seat)
        if self.top is None:
            raise illegal("领出的人必须出牌，不能不出。", "The leader must play; passing is not allowed.",
                          "wushik.trick", seat=seat)
        self.passes += 1
        step = {"step": "pass", "seat": seat, "rule": "wushik.trick"}
        self._advance(seat, step)
        return step

    def _check_turn(self, seat: int) -> None:
        if self.over:
            raise illegal("这一局已经结束。", "The deal is already over.", "wushik.replay", seat=seat)
        if seat != self.turn:
            first = not self.started
            raise illegal(f"现在轮到座位 {self.turn}，不是 {seat}。",
                          f"It is seat {self.turn}'s turn, not seat {seat}'s.",
                          "wushik.ruling.first_lead" if first else "wushik.trick",
                          seat=seat, turn=self.turn)

    def _advance(self, seat: int, step: dict) -> None:
        still = self.still_in
        top_seat = self.top[0]
        # the round ends when every other player still holding cards has passed
        if self.passes >= sum(still) - (1 if still[top_seat] else 0):
            self._end_round(step)
            self.turn = top_seat if still[top_seat] else jiefeng(
                top_seat, self.call, self.partner_public, still)
            step["round"]["leader"] = self.turn
            if not still[top_seat]:
                step["round"]["rule"] = "wushik.ruling.jiefeng_scope"
        else:
            self.turn = next_in(seat, still)

    def _end_round(self, step: dict) -> None:
        top_seat = self.top[0]
        self.taken[top_seat] += self.pot
        rule = "wushik.ruling.final_trick" if self.over or self._decided() else "wushik.trick"
        step["round"] = {"winner": top_seat, "points": self.pot, "rule": rule}
        self.top, self.passes, self.pot = None, 0, 0

    def _decided(self) -> bool:
        """Whether the result is settled (wushik.ruling.early_end, wushik.last_points)."""
        if self.call.mode != "partner":
            return bool(self.order)
        if len(self.order) == 2 and self.call.side(self.order[0]) == self.call.side(self.order[1]):
            return True
        return len(self.order) >= 3

    def in_hand_points(self) -> int:
        return sum(points(h) for h in self.hands)

    def conserved(self) -> bool:
        """Points taken + lying in the round + still in hands = what was dealt (200)."""
        return sum(self.taken) + self.pot + self.in_hand_points() == self.total


def match_declared(options: list[Reading], declared: dict) -> Reading:
    """The reading named by ``{"kind", "rank"[, "length"]}``: the rank of the top
    unit, the length in cards (as ``classify`` reports them)."""
    if not isinstance(declared, dict) or not isinstance(declared.get("kind"), str):
        raise EngineError("bad_request", "声明的读法应是 {kind, rank}。",
                          "A declared reading must be {kind, rank}.")
    kind, rank = declared["kind"], declared.get("rank")
    top = text_power(rank) if rank is not None else None
    if rank is not None and top is None and kind != "fifty_k":
        raise EngineError("bad_request", f"无法识别的点数：{rank!r}。", f"Unknown rank {rank!r}.")
    if kind == "fifty_k":
        top = None
    for r in options:
        if r.kind == kind and (top is None or r.top == top) and \
                declared.get("length") in (None, r.size):
            return r
    raise illegal(f"这些牌不能读成 {kind} {rank}。",
                  f"These cards cannot be read as {kind} {rank}.", "wushik.ruling.declare")
