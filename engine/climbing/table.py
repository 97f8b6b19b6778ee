"""The referee's table of a climbing game, one class for 挖坑, 明暗斗地主 and 赖子五十K.

:class:`ClimbingTable` holds one deal in play: the hands, whose turn it is, the play to beat
(``top``), the passes since it, the points lying in the round, who has gone out. Like
pokerkit's verify/can/do, every action is a question apart from the doing:
``why_not(seat, cards, as)`` gives the coded ``illegal`` error a play would raise (None if
it stands), ``can_play`` says yes or no, ``play`` does it; ``why_not_pass`` / ``can_pass`` /
``pass_`` likewise. An illegal action raises and changes nothing. Each action returns its
step (``{"step": "play" | "pass", "seat", …}``), the data of its verdict, for the replay.

What differs between the games is asked of the game's referee (:class:`engine.climbing.referee.Referee`).
A round ends when every other player still holding cards has passed; its winner leads
next, or, if the winner has gone out, whoever the game says (接风 in 五十K).
"""

from __future__ import annotations

import random
from collections import Counter

from ..cards import Card, format_cards
from ..errors import EngineError, illegal
from .referee import Referee, Reading


class ClimbingTable:
    """One deal in play (mutable; built and driven by the replays and the simulators)."""

    def __init__(self, game: Referee, hands: dict[int, list[Card]], *, leader: int,
                 options: dict, call=None, dealt: tuple | None = None):
        self.game = game
        self.dealt = dealt                # a record's (hands, kitty) as read, for the table view
        self.options = options
        self.call = call                  # the game's own arrangement of sides, if any
        self.players = len(hands)
        self.hands = [list(hands[s]) for s in range(self.players)]
        self.counts = [Counter(h) for h in self.hands]   # for the in-hand check of every play
        self.turn = leader
        self.top: tuple[int, Reading, list[Card]] | None = None
        self.passes = 0
        self.pot = 0                      # card points lying in the current round
        self.taken = [0] * self.players
        self.order: list[int] = []        # seats in the order they went out
        self.bombs: list[tuple[Reading, str]] = []
        self.revealed = False             # the game's hidden side shown (wushik's partner)
        self.started = False
        self.over = False
        self.total = sum(game.points(h) for h in self.hands)

    # --- questions ------------------------------------------------------------------------

    @property
    def still_in(self) -> list[bool]:
        return [bool(h) for h in self.hands]

    def next_in(self, seat: int) -> int | None:
        """The next seat after ``seat`` in the direction of play that still holds cards."""
        for step in range(1, self.players + 1):
            s = (seat + step) % self.players
            if self.hands[s]:
                return s
        return None

    def reading_for(self, seat: int, cards: list[Card], declared: dict | None = None) -> Reading:
        """The reading ``cards`` would count as now, or raise ``illegal`` saying why not."""
        return self._read(seat, cards, declared)[0]

    def _read(self, seat: int, cards: list[Card], declared: dict | None) -> tuple[Reading, str]:
        self._check_turn(seat)
        game = self.game
        held = self.counts[seat]
        for c in cards:
            if held.get(c, 0) < cards.count(c):
                self._refuse("not_held", seat, cards=cards)
        found = game.readings(cards, self.options)
        if not found:
            self._refuse("not_a_shape", seat, rule=game.invalid_rule(cards, self.options), cards=cards)
        if declared is not None:
            found = game.declared(found, declared)
        previous = self.top[1] if self.top else None
        chosen, rule = game.choose(found, previous, self.options)
        if chosen is None:
            self._refuse("does_not_beat", seat, rule=rule, cards=cards, top=self.top[2])
        return chosen, rule

    def why_not(self, seat: int, cards: list[Card], declared: dict | None = None) -> EngineError | None:
        try:
            self.reading_for(seat, cards, declared)
        except EngineError as err:
            return err
        return None

    def can_play(self, seat: int, cards: list[Card], declared: dict | None = None) -> bool:
        return self.why_not(seat, cards, declared) is None

    def why_not_pass(self, seat: int) -> EngineError | None:
        try:
            self._check_pass(seat)
        except EngineError as err:
            return err
        return None

    def can_pass(self, seat: int) -> bool:
        return self.why_not_pass(seat) is None

    # --- actions ----------------------------------------------------------------------------

    def play(self, seat: int, cards: list[Card], declared: dict | None = None, *,
             trusted: Reading | None = None) -> dict:
        """Play ``cards`` for ``seat``; ``trusted``: the reading, vouched for by a caller that
        took the play from this table's own legal answers (:func:`play_out`), so it is not
        checked again and its step gets no words (no cards text but a bomb's, no reading,
        rule or explain): the replay of the record checks and words every step."""
        game = self.game
        if trusted is None:
            reading, rule = self._read(seat, cards, declared)
        else:
            reading, rule = trusted, None
        led = self.top is None
        hand, held = self.hands[seat], self.counts[seat]
        for c in cards:
            hand.remove(c)
            held[c] -= 1
        self.pot += game.points(cards)
        words = trusted is None or reading.bomb     # a bomb's text is kept for the settlement
        arranged = game.arrange(cards, reading) if words else cards
        shown = format_cards(arranged) if words else None
        if reading.bomb:
            self.bombs.append((reading, shown))
        game.after_play(self, seat, cards)
        self.top, self.passes, self.started = (seat, reading, list(cards)), 0, True
        step = {"step": "play", "seat": seat, "cards": shown,
                "as": game.reading_json(reading, cards) if trusted is None else None,
                "left": len(hand), "rule": rule}
        if not hand:
            self.order.append(seat)
            step["out"] = len(self.order)
            if game.over(self):
                self.over = True
                self._end_round(step)
        if not self.over:
            self._advance(seat, step)
        if trusted is None:
            step["describe"] = game.describe(reading)   # for explain (some games pop it)
            step["explain"] = game.explain(step, led, arranged)
            step.pop("describe", None)
        return step

    def pass_(self, seat: int, *, trusted: bool = False) -> dict:
        """Pass for ``seat``; ``trusted``: the caller knows the pass stands (it asked
        :meth:`can_pass` or the game's rules allow it), so it is not checked again."""
        if not trusted:
            self._check_pass(seat)
        self.passes += 1
        step = {"step": "pass", "seat": seat, "rule": self.game.pass_rule}
        self._advance(seat, step)
        if not trusted:
            step["explain"] = self.game.explain(step, False)
        return step

    # --- bookkeeping --------------------------------------------------------------------------

    def _refuse(self, what: str, seat: int, **data) -> None:
        rule, zh, en = self.game.words(what, seat=seat, **data)
        where = {"turn": data["turn"]} if what == "turn" else {}
        raise illegal(zh, en, rule=rule, seat=seat, **where)

    def _check_turn(self, seat: int) -> None:
        if self.over:
            self._refuse("over", seat, out=self.order[0])
        if seat != self.turn:
            self._refuse("turn", seat, turn=self.turn, first=not self.started)

    def _check_pass(self, seat: int) -> None:
        self._check_turn(seat)
        if self.top is None:
            self._refuse("lead_pass", seat)
        rule = self.game.must_beat(self, seat)
        if rule:
            self._refuse("must_beat", seat, rule=rule)

    def _advance(self, seat: int, step: dict) -> None:
        top_seat = self.top[0]
        top_in = bool(self.hands[top_seat])
        # the round ends once every other player still holding cards has passed
        if self.passes >= self.players - len(self.order) - top_in:
            self._end_round(step)
            self.turn = top_seat if top_in else self.game.next_leader(self, top_seat)
            step["round"]["leader"] = self.turn
            if not top_in and self.game.handover_rule:
                step["round"]["rule"] = self.game.handover_rule
        else:
            self.turn = self.next_in(seat)

    def _end_round(self, step: dict) -> None:
        top_seat = self.top[0]
        self.taken[top_seat] += self.pot
        step["round"] = {"winner": top_seat, "points": self.pot,
                         "rule": self.game.round_rule(self, self.over)}
        self.top, self.passes, self.pot = None, 0, 0

    def in_hand_points(self) -> int:
        return sum(self.game.points(h) for h in self.hands)

    def conserved(self) -> bool:
        """Points taken + lying in the round + still in hands = what was dealt."""
        return sum(self.taken) + self.pot + self.in_hand_points() == self.total


MAX_STEPS = 2000


def play_out(rng: random.Random, table: ClimbingTable, pick, declare=None) -> tuple[list[dict], list]:
    """Play ``table`` to its end: ``pick(rng, table, seat)`` gives (reading, cards), one of
    the table's legal answers, or None where a pass stands; ``declare(rng, table, reading,
    cards)`` the ``as`` to write, if any. The table takes each choice on trust (no second
    check, no words): every record made here is replayed by the referee, which checks every
    step (``engine.climbing.simulate.check``; the page replays a ``simulate`` answer).
    Returns the record's plays and each play's (seat, kind) as chosen."""
    plays: list[dict] = []
    chosen: list[tuple[int, str]] = []
    while not table.over and len(plays) < MAX_STEPS:
        seat = table.turn
        choice = pick(rng, table, seat)
        if choice is None:
            table.pass_(seat, trusted=True)
            plays.append({"seat": seat, "pass": True})
            continue
        reading, cards = choice
        step = {"seat": seat, "cards": format_cards(cards)}
        said = declare(rng, table, reading, cards) if declare else None
        if said:
            step["as"] = said
        table.play(seat, cards, said, trusted=reading)
        plays.append(step)
        chosen.append((seat, reading.kind))
    return plays, chosen
