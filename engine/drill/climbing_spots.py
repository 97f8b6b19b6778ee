"""Where the climbing drill's questions come from: real random deals of 挖坑, 明暗斗地主 and 赖子五十K.

A deal is dealt and played to its end by the game's own simulator (its random legal player,
through :func:`engine.drill.common.random_deal`), then stepped again on the game's own table
to the moments a question needs. A :class:`Spot` is one such
moment, just before a move: every hand, whose turn it is, the play to beat and the round so
far. Candidate plays are cards of the hand to move: every lead that hand holds, and near
misses (a lead with one card more or one fewer), so that even a play that is no shape is
cards a player really held.

Everything is drawn from ``random.Random`` with ``randrange``/``choice``/``shuffle``/``sample``
on lists only, so a seed gives the same deal in CPython and in Pyodide.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable

from ..cards import Card, format_cards, full_deck, parse_cards

from .common import random_deal


@dataclass(frozen=True)
class Spot:
    """One moment of a deal, before the move of ``seat`` (the ``index``-th of the record)."""

    index: int
    seat: int
    hands: tuple[tuple[Card, ...], ...]
    top: tuple[int, str, Any] | None     # (seat, cards as shown, reading) of the play to beat
    top_as: dict | None                  # how the play to beat was declared in the record
    round: tuple[dict, ...]              # the round so far: {"seat", "cards": text | None}

    @property
    def hand(self) -> list[Card]:
        return list(self.hands[self.seat])


def deal(ctx, rng: random.Random, players: int) -> dict:
    """A random deal of ``ctx``'s game under its options, played to the end: its record."""
    return random_deal(ctx, rng, players)


def dealt(ctx, rng: random.Random, players: int) -> list[list[Card]]:
    """The game's decks shuffled and dealt to ``players`` seats as the game deals, the kitty
    (if the game has one) given to one seat, as the digger or the landlord takes it up."""
    game = ctx.game
    cards = full_deck(jokers=ctx.game.jokers) * ctx.game.decks
    rng.shuffle(cards)
    size = game.hand_size[players]
    hands = [cards[s * size:(s + 1) * size] for s in range(players)]
    hands[rng.randrange(players)] += cards[players * size:]
    return hands


def spots(ctx, record: dict, want: Callable[[Any], bool]) -> list[Spot]:
    """Every moment of ``record`` at which ``want(table)`` holds (before each move)."""
    game = ctx.game
    table, _, _ = game.setup(ctx, record, ctx.options)
    out: list[Spot] = []
    round_: list[dict] = []
    top_as = None
    shown_top, seen = None, None     # the play to beat as shown, made once while it stays on top
    hands = None                     # every hand as it stands, made again after each play (not a pass)
    for index, step in enumerate(record["plays"]):
        if table.over:
            break
        if want(table):
            top = table.top
            if top and top is not seen:
                seen, shown_top = top, (top[0], format_cards(game.arrange(top[2], top[1])), top[1])
            if hands is None:
                hands = tuple(tuple(h) for h in table.hands)
            out.append(Spot(index=index, seat=table.turn, hands=hands,
                            top=shown_top if top else None, top_as=top_as if top else None,
                            round=tuple(round_)))
        seat = step["seat"]
        if step.get("pass"):
            done = table.pass_(seat)
            round_.append({"seat": seat, "cards": None})
        else:
            done, hands = table.play(seat, parse_cards(step["cards"]), step.get("as")), None
            round_.append({"seat": seat, "cards": done["cards"]})
            top_as = step.get("as")
        if "round" in done:
            round_, top_as = [], None
    return out


# Every lead of a hand, by the game, its options and the hand, while a question is made: it looks
# at the same hands again (the plays of a moment's seats against its play to beat, then the same
# moment's seats against each other), and each lead list costs the game's whole ``answers`` walk.
# Let go once the question is made (:func:`forget_leads`: about 25 KB a hand of six-seat 明暗斗地主).
_LEADS: dict[tuple, tuple] = {}
LEADS_KEPT = 256          # hands kept at most (a question looks at a few dozen)


def forget_leads() -> None:
    """Nothing kept: a question is made (the next one's hands are others)."""
    _LEADS.clear()


def leads(ctx, hand: list[Card]) -> list[tuple[Any, list[Card]]]:
    """Every play ``hand`` could lead: (reading, cards), a new list of new card lists each
    time; found once per hand (in the same order) and kept while the question is made."""
    key = (ctx.game.id, repr(sorted(ctx.options.items())), tuple(hand))
    found = _LEADS.get(key)
    if found is None:
        if len(_LEADS) >= LEADS_KEPT:
            _LEADS.clear()
        found = _LEADS[key] = tuple((r, tuple(cards)) for r, cards in ctx.game.answers(hand, None, ctx.options))
    return [(r, list(cards)) for r, cards in found]


def near_misses(rng: random.Random, hand: list[Card], plays: list[list[Card]], n: int) -> list[list[Card]]:
    """Up to ``n`` plays one card off a real one: one more card of the hand, or one fewer."""
    out: list[list[Card]] = []
    if not plays:
        return out
    for _ in range(n):
        base = list(rng.choice(plays))
        rest = list(hand)
        for c in base:
            rest.remove(c)
        if rest and (len(base) < 2 or rng.randrange(2)):
            base.append(rng.choice(rest))
        elif len(base) > 1:
            base.pop(rng.randrange(len(base)))
        out.append(base)
    return out


def pairs_of(hand: list[Card], rng: random.Random, n: int) -> list[list[Card]]:
    """Up to ``n`` two-card plays of the hand (most are no shape: two different ranks)."""
    if len(hand) < 2:
        return []
    return [rng.sample(hand, 2) for _ in range(n)]


def held(hand: list[Card]) -> dict[int, int]:
    """How many cards of each rank the hand holds (the ranks in the order first held)."""
    return dict(Counter([c.rank for c in hand]))


def take(hand: list[Card], want: dict[int, int]) -> list[Card]:
    """Cards of the hand by rank: ``{rank: copies}`` (the hand holds them)."""
    out: list[Card] = []
    for rank, n in want.items():
        out += [c for c in hand if c.rank == rank][:n]
    return out


def across(hand: list[Card], edges) -> list[list[Card]]:
    """Pairs and triples of two ranks next to each other in the game's order that no chain may
    join (``edges``: the game's pairs of such ranks): plays a chain's edge rules out."""
    count = held(hand)
    return [take(hand, {a: m, b: m}) for a, b in edges for m in (2, 3) if count.get(a, 0) >= m and count.get(b, 0) >= m]
