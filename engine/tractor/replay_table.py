"""What a tractor replay knows as it goes (:class:`ReplayTable`), and its hand bookkeeping.

Hands are multisets (``Counter``); :func:`take` checks a seat holds what the record says
it showed, buried or played, :func:`drop` takes it out. :func:`check_deal` checks the
deal itself. A step that breaks a rule raises ``errors.illegal``, which ends the replay
(see :mod:`.record`); a record of the wrong shape raises a coded error instead.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

from .. import fields
from ..cards import Card, format_cards, full_deck, parse_cards
from ..errors import EngineError, bad_request, illegal
from ..text import cards_en, cards_zh, seat_no
from .bidding import Bank
from .order import Trump
from ..games import GAMES


@dataclass(kw_only=True)
class Tally:
    won: list[tuple[int, int]] = field(default_factory=list)   # (winner seat, points) per trick
    plays: list[tuple[int, list[Card]]] = field(default_factory=list)
    penalties: Counter = field(default_factory=Counter)        # failed throws per seat (shuangsheng)
    last: tuple | None = None        # the last trick: its winner, the winning cards, the lead's classification


@dataclass(kw_only=True)
class ReplayTable:
    """What the replay knows as it goes (mutable, private to one replay)."""

    game: str
    options: dict
    hands: list[Counter]          # each seat's hand as a multiset
    kitty: list[Card]
    bank: Bank | None = None
    trump: Trump | None = None
    steps: list[dict] = field(default_factory=list)
    tally: Tally | None = None
    # Once the trump is known: each seat's hand split by group ({group: Counter}), kept
    # up to date as cards are played, so a follow is judged without re-splitting the hand.
    by_group: list[dict] = field(default_factory=list)
    # With ``table`` asked for: the kitty after each step (the hands are drawn at the end from
    # the steps themselves, see :func:`seen`); None, and nothing kept, otherwise.
    kept: list | None = None
    # Where the replay stands, for the answer's ``next`` (engine.tractor.replay_next): the
    # setup step being checked (what a broken one should have been), the leader of the trick.
    phase: dict | None = None
    leader: int | None = None
    # The seats whose hand the record does not know (engine.tractor.replay_unknown): they share
    # one hand, the unseen cards.
    blind: frozenset = frozenset()
    # With ``table``: what writes each step's hands and board (engine.table_later), once replayed.
    writer: object = None

    def step(self, step: str, rule: str, zh: str, en: str, **data) -> None:
        """One answered step: its type (``deal``, ``bid``, ``trick``, …), its rule and text."""
        self.steps.append({"step": step, "ok": True, "rule": rule, "explain": {"zh": zh, "en": en}, **data})
        if self.kept is not None:       # the kitty is replaced, never changed
            self.kept.append(self.kitty)


# A record's fields, read by the one reader (engine.fields), named by where they sit.

def cards_of(value, where: str) -> list[Card]:
    return fields.cards({where: value}, where, empty=True)


def seat_of(value, players: int, where: str) -> int:
    return fields.seat_value(value, players, where)


def list_field(record: dict, name: str, default: list) -> list:
    return fields.listed(record, name, default=default)


def check_deal(game: str, hands: list[list[Card]], kitty: list[Card]) -> None:
    """Every card of the decks exactly once per deck: the deal itself must be possible."""
    rules = GAMES[game]
    if len(hands) != rules.seats:
        raise bad_request(f"要给出 {rules.seats} 家的手牌。", f"The hands of all {rules.seats} players are needed.",
                          field="hands")
    size = rules.hand_size
    for seat, hand in enumerate(hands):
        if len(hand) != size:
            raise EngineError("impossible", f"座位 {seat_no(seat)} 发到 {len(hand)} 张，应是 {size} 张。",
                              f"Seat {seat_no(seat)} was dealt {len(hand)} cards, not {size}.", seat=seat)
    if len(kitty) != rules.kitty_size:
        raise EngineError("impossible", f"底牌应是 {rules.kitty_size} 张。",
                          f"The kitty holds {rules.kitty_size} cards.")
    dealt = Counter(kitty)
    for hand in hands:
        dealt.update(hand)
    decks = _decks(rules.decks)
    if not dict.__eq__(dealt, decks):   # no zero counts on either side: a dict compare, in C
        extra = sorted((dealt - decks).elements())
        missing = sorted((decks - dealt).elements())
        raise EngineError("impossible", f"发出的牌与 {rules.decks} 副牌不符：多了 {cards_zh(extra) or '—'}，"
                          f"少了 {cards_zh(missing) or '—'}。",
                          f"The deal does not match {rules.decks} decks: extra {cards_en(extra) or '—'}, "
                          f"missing {cards_en(missing) or '—'}.")


@cache
def _decks(n: int) -> Counter:
    """Every card of ``n`` decks (read only)."""
    return Counter(full_deck() * n)


def holds(hand: Counter, cards: list[Card]) -> bool:
    get = hand.get      # plays are short: counting in the list beats building a Counter
    for c in cards:
        if get(c, 0) < cards.count(c):
            return False
    return True


def drop(hand: Counter, cards: list[Card]) -> None:
    """Take ``cards`` (held) out of ``hand`` in place; hands are multisets (Counters)."""
    for c in cards:
        n = hand[c] - 1
        if n:
            hand[c] = n
        else:
            hand.pop(c)     # dict's own, in C (Counter's __delitem__ is Python)


def split_by_group(hand: Counter, trump: Trump) -> dict[str, Counter]:
    parts: dict[str, dict] = {}
    group = trump.group
    for c, n in hand.items():
        g = group(c)
        if g in parts:
            parts[g][c] = n
        else:
            parts[g] = {c: n}
    out: dict[str, Counter] = {}
    for g, part in parts.items():
        out[g] = Counter()
        dict.update(out[g], part)   # dict's own, in C (Counter's update is Python)
    return out


def take(hand: Counter, cards: list[Card], seat: int, what_zh: str, what_en: str, rule: str) -> None:
    """Check that ``seat`` holds ``cards`` (else the step is broken); leaves the hand as is."""
    if not holds(hand, cards):
        raise illegal(f"座位 {seat_no(seat)} 手里没有{what_zh} {cards_zh(cards)}。",
                     f"Seat {seat_no(seat)} does not hold the {what_en} {cards_en(cards)}.", seat=seat, rule=rule)


# --- the table view (``"table": true``): every hand as it stands after each step -----------

def _plain_key(card: Card) -> tuple:
    """Before any trump is known (a redeal, a record broken in the bidding): jokers, then ♠♥♣♦, high first."""
    return (0 if card.is_joker else 1 + "SHCD".index(card.suit), -card.rank)


def seen(t: ReplayTable, dealt: list[list[Card]], kitty: list[Card]) -> tuple[dict, Iterator[int]]:
    """The answer's ``table`` (the hands and kitty as dealt), and what writes ``hands`` (and
    ``kitty`` where it changed) on each step, one step at a time (it yields each step's index
    once written: engine.table_later). Cards sorted as the deal shows a hand: by its trump,
    the trumps together, strongest first — the same order at every step, so a card keeps
    its place until it is played.

    The hands are drawn from the steps: only two kinds move cards. A bury
    (replay_bidding.bury): its seat takes up the kitty before it and puts back the step's
    cards. A trick (replay_tricks.play_trick): each play's cards leave its player's hand, and
    nothing else does. Any other step shows the hands of the step before."""
    key = t.trump.key if t.trump is not None else _plain_key
    order = sorted(set(kitty).union(*dealt), key=key)
    distinct = len(set(map(key, order))) == len(order)
    if distinct:        # each card's place, worked out once per deal
        key = {c: i for i, c in enumerate(order)}.__getitem__

    def text(cards) -> str:
        return format_cards(sorted(cards, key=key))

    seats = [str(s) for s in range(len(dealt))]
    # each card's copies together (a sort does it when no two cards share a place)
    shown = [text(h if distinct else Counter(h).elements()) for h in dealt]
    tokens = [h.split() for h in shown]                     # the same, card by card
    table = {"hands": dict(zip(seats, shown)), "kitty": text(kitty)}
    return table, _written(t, text, distinct, shown, tokens, seats, kitty)


def _written(t: ReplayTable, text, distinct: bool, shown: list[str], tokens: list[list[str]], seats: list[str],
             before: list[Card]) -> Iterator[int]:
    """:func:`seen`'s steps, each written in turn (``shown``, ``tokens``: the hands as dealt)."""
    for i, (step, now) in enumerate(zip(t.steps, t.kept)):
        kind = step["step"]
        if kind == "trick":     # each card's text leaves its player's hand, the rest keep their places
            for play in step["plays"]:
                left, cards = tokens[play["seat"]], play["cards"]
                if " " in cards:
                    for token in cards.split():
                        left.remove(token)
                else:           # one card
                    left.remove(cards)
                shown[play["seat"]] = " ".join(left)
        elif kind == "bury":
            seat = step["seat"]
            held = parse_cards(shown[seat]) + before
            for c in parse_cards(step["cards"]):
                held.remove(c)
            shown[seat] = text(held if distinct else Counter(held).elements())
            tokens[seat] = shown[seat].split()
        step["hands"] = dict(zip(seats, shown))     # a copy: ``shown`` goes on changing
        if now is not before:       # a bury (or a re-bury) puts down a new kitty
            step["kitty"] = text(now)
            before = now
        yield i
