"""Real random deals of the trick-taking games, for practice questions.

A question's position comes from one whole deal played by the game's simulator
(:func:`engine.drill.common.random_deal`: a random deal, random legal bids, a bury, a friend
call, random legal leads, throws and follows), replayed by the game's ``replay`` op. :class:`Deal`
keeps what a question needs: the trump, the banker, every trick with the hands held before it,
the final kitty and the deal's result. Nothing here is made up: every card a question shows was
dealt, and every play was made by the simulator and accepted by the replay.

A question looks through several deals for a position that fits it. A deal is read by the
referee up to its first lead (the bids, the kitty, the call: the trump and the banker), and its
tricks are replayed whole only when the deal is used: when a question needs its result (the
points, the sides), and always for the deal a question is taken from (:func:`pick`). A deal
passed over costs its simulation and no replay of its tricks (decision 45).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .. import fields
from ..cards import Card, format_cards, parse_cards, remove
from ..option_fields import record_options
from ..tractor.inputs import setup
from ..tractor.record import replayed
from ..tractor.throw import throw_check
from ..tractor.trick import lead_of, trick_winner
from .common import checked, random_deal

# Deals tried for a position that fits a question's level: up to TRIES while nothing fits at all,
# PATIENCE once something will do (each deal costs some 10-25 ms here, a few times that in Pyodide).
TRIES = 15
PATIENCE = 6


@dataclass(frozen=True)
class Play:
    seat: int
    cards: list[Card]
    attempt: list[Card] | None     # a failed throw: the cards tried (``cards`` stayed on the table)


@dataclass
class Deal:
    ctx: Any
    rules: Any                      # the game's ruleset (its drill hooks' RULESET)
    record: dict
    trump: Any                      # the order of the cards (its drill hooks' trump_order)
    banker: int
    kitty: list[Card]               # the final kitty (the last bury)
    tricks: list[list[Play]]
    before: list[dict[int, list[Card]]]   # each seat's hand before each trick
    replay: dict | None = None      # the ``replay`` op's answer on the whole deal, once asked
    shapes: dict = field(default_factory=dict)     # the shape of each play looked at, by its cards

    @property
    def players(self) -> int:
        return self.rules.seats

    @property
    def result(self) -> dict:
        """The replay's result (banker, points, outcome, next dealer …): the whole deal replayed."""
        return self.whole()["result"]

    def whole(self) -> dict:
        """The ``replay`` op's answer on the whole deal, made when first asked: the referee
        accepts every step (a deal a question is taken from is always asked: :func:`pick`)."""
        if self.replay is None:
            self.replay = checked(self.ctx, {"op": "replay", "deal": self.record})
            assert _whole(self.replay), "the simulator's deal does not replay"
        return self.replay

    def others(self, k: int, seat: int) -> dict[int, list[Card]]:
        return {s: h for s, h in self.before[k].items() if s != seat}


def _whole(out: dict) -> bool:
    """A replay that accepts the record whole, played to its end."""
    return bool(out["valid"] and out["complete"] and "outcome" in (out.get("result") or {}))


def _hands_after_bury(record: dict, steps: list) -> tuple[dict[int, list[Card]], list[Card]]:
    hands = {int(s): parse_cards(h) for s, h in record["hands"].items()}
    kitty = parse_cards(record["kitty"])
    holder = next(s for s in steps if s["step"] == "bury")["seat"]
    buried = parse_cards(record["bury"])
    hands[holder] = remove(hands[holder] + kitty, buried)
    kitty = buried
    for c in record.get("counters", []):            # shuangsheng: 反主炒底, each takes the kitty
        buried = parse_cards(c["bury"])
        hands[c["seat"]] = remove(hands[c["seat"]] + kitty, buried)
        kitty = buried
    return hands, kitty


def deal(ctx, rng, whole: bool = False) -> Deal:
    """One real deal played to the end (a redeal is skipped: the next seed is dealt). Its
    trump, banker and bury are the referee's reading of the bidding and the kitty alone (a
    replay of the record up to the first lead); its tricks are replayed when the deal is used
    (:meth:`Deal.whole`): a deal looked through and passed over costs no replay of its tricks.
    ``whole``: the question reads every deal's result, so the deal is replayed whole at once
    (the replay's trump and banker are the bidding's: its reading up to the first lead is not
    made as well)."""
    record = random_deal(ctx, rng)
    if whole:
        d = _from_record(ctx, record)
        assert d is not None, "the simulator's deal does not replay"
        return d
    with fields.at_table(ctx.game):     # as the ``replay`` op reads it, with no trick played yet (双升's
        # counters of a later deal close at the first lead: without ``tricks`` at all, the trump stays open)
        bidding, table = replayed(ctx.game.id, {**record, "tricks": []}, record_options(ctx, record))
    if not bidding["valid"] or table.trump is None or "tricks" not in record:
        d = _from_record(ctx, record)
        assert d is not None, "the simulator's deal does not replay"
        return d
    return _built(ctx, record, table.trump.to_json(), table.bank.banker, bidding["steps"])


def _from_record(ctx, record: dict) -> Deal | None:
    """The deal of a record, or None if the referee does not accept it whole."""
    out = checked(ctx, {"op": "replay", "deal": record})
    if not _whole(out):
        return None
    result = out["result"]
    return _built(ctx, record, result["trump"], result["banker"], out["steps"], out)


def _built(ctx, record: dict, trump_json: dict, banker: int, steps: list, whole: dict | None = None) -> Deal:
    """A deal's tricks and the hands held before each, from its record and the replay's steps
    up to the bury at least."""
    own = ctx.game.drill
    trump = own.trump_order(trump_json, ctx.options)
    hands, kitty = _hands_after_bury(record, steps)
    tricks, before = [], []
    for t in record["tricks"]:
        before.append({s: list(h) for s, h in hands.items()})
        plays = [Play(seat=p["seat"], cards=parse_cards(p["cards"]),
                      attempt=parse_cards(p["attempt"]) if "attempt" in p else None) for p in t]
        for p in plays:
            hands[p.seat] = remove(hands[p.seat], p.cards)
        tricks.append(plays)
    return Deal(ctx=ctx, rules=own.RULESET, record=record, trump=trump, banker=banker, kitty=kitty,
                tricks=tricks, before=before, replay=whole)


def trick_verdict(ctx, d: Deal, k: int) -> dict:
    """The ``trick`` op's verdict on the deal's trick ``k``: the winner's seat, the lead's shape,
    each play's status."""
    t = d.tricks[k]
    return checked(ctx, {"op": "trick", "trump": d.trump.to_json(), "leader": t[0].seat,
                         "plays": [format_cards(p.cards) for p in t]})


def trick_outcomes(ctx, d: Deal) -> list:
    """Each trick of the deal as the ``trick`` op decides it, from the function it runs (its
    ``trick_winner``) without the words it writes, which a trick looked at never shows (a
    question's own trick is asked of the op itself): the winner's place in the trick (0: the
    leader), each play's status, the lead's classification."""
    rules, trump = setup(ctx, {"trump": d.trump.to_json()})
    return [trick_winner(rules, trump, [p.cards for p in t], ctx.options) for t in d.tricks]


def classified(ctx, d: Deal, cards: list[Card]):
    """The shape of ``cards`` led in the deal, as the game reads it (its drill hooks' ``lead_shape``);
    read once for each play (the same cards in the same order) a deal's candidates name."""
    key = tuple(cards)
    found = d.shapes.get(key)
    if found is None:
        found = d.shapes[key] = ctx.game.drill.lead_shape(d.trump, cards, ctx.options)
    return found


def throw_stands(ctx, d: Deal, k: int, leader: int, cards: list[Card]) -> bool:
    """Whether ``cards`` thrown by ``leader`` at the deal's trick ``k`` stand: the ``throw`` op's
    ``succeeds``, from the functions it runs (its trump, its lead, the referee's ``throw_check``
    on the other hands) without the words it writes, which a candidate looked at never shows
    (a question's own throw is asked of the op itself)."""
    rules, trump = setup(ctx, {"trump": d.trump.to_json()})
    lead = lead_of(rules, trump, cards, ctx.options)
    if len(lead.units) == 1:        # a single unit, not a throw: it always stands
        return True
    hands = dict(sorted(d.others(k, leader).items()))
    return throw_check(rules, trump, leader, lead, hands, ctx.options).succeeds


def endings(ctx, d: Deal, back: int = 8) -> list[Deal]:
    """The same deal ended otherwise, for questions about a last trick of several cards: at
    one of the last ``back`` tricks, a leader whose hand is all of one group leads all of it
    (a pair, a triple, a tractor, or a throw that stands), the others follow with all they
    hold, and the deal ends there. Each ending is replayed; only those the referee accepts
    as whole and legal are kept."""
    out = []
    for k in range(max(1, len(d.tricks) - back), len(d.tricks)):
        leader = d.tricks[k][0].seat
        hand = d.before[k][leader]
        c = classified(ctx, d, hand)
        if len(hand) < 2 or c.shape in ("single", "invalid"):
            continue
        if c.shape == "throw" and not throw_stands(ctx, d, k, leader, hand):
            continue
        n = d.players
        last = [{"seat": (leader + i) % n, "cards": format_cards(d.trump.sort(d.before[k][(leader + i) % n]))}
                for i in range(n)]
        record = {**d.record, "tricks": d.record["tricks"][:k] + [last]}
        other = _from_record(ctx, record)
        if other is not None:
            out.append(other)
    return out


def pick(ask, candidates, fits, patience: int = PATIENCE, among=None, whole: bool = False) -> tuple:
    """A random position that fits the question's level, from real deals: ``candidates(deal)``
    lists a deal's positions, ``fits(deal, pos)`` scores one for the level (2: the level's own,
    1: will do, 0: not for it). Deals are dealt until a position scores 2, at most :data:`TRIES`
    (``patience``, :data:`PATIENCE` unless told, once one scores 1); then the best seen is taken.
    ``among(positions)`` takes one of a deal's best-scored positions (a random one unless told).
    ``whole``: every deal's result is read (:func:`deal`). Returns ``(deal, position)``."""
    among = among or ask.rng.choice
    best, best_score = None, -1
    for n in range(TRIES):
        if n >= patience and best_score >= 1:
            break
        d = deal(ask.ctx, ask.rng, whole)
        scored: dict[int, list] = {}
        for pos in candidates(d):
            scored.setdefault(fits(d, pos), []).append(pos)
        top = max(scored, default=-1)
        if top == 2:
            d.whole()                   # the deal a question shows: every play accepted by the referee
            return d, among(scored[2])
        if top > best_score:
            best, best_score = (d, among(scored[top])), top
    assert best is not None, "no position at all"
    best[0].whole()
    return best
