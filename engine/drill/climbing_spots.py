"""Where the climbing drill's questions come from: real random deals of 挖坑, 明暗斗地主 and 赖子五十K.

A deal is dealt and played to its end by the game's own simulator (its random legal player,
``engine.climbing.<game>.simulate``), then stepped again on the one table
(``engine.climbing.table``) to the moments a question needs. A :class:`Spot` is one such
moment, just before a move: every hand, whose turn it is, the play to beat and the round so
far. Candidate plays are cards of the hand to move: every lead that hand holds, and near
misses (a lead with one card more or one fewer), so that even a play that is no shape is
cards a player really held.

Everything is drawn from ``random.Random`` with ``randrange``/``choice``/``shuffle``/``sample``
on lists only, so a seed gives the same deal in CPython and in Pyodide.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from ..cards import Card, format_cards, full_deck, parse_cards
from ..climbing.mingan import simulate as mingan_sim
from ..climbing.mingan.game import GAME as MINGAN
from ..climbing.wakeng import simulate as wakeng_sim
from ..climbing.wakeng.game import GAME as WAKENG
from ..climbing.wushik import simulate as wushik_sim
from ..climbing.wushik.game import GAME as WUSHIK

# game id → (its ClimbingGame, its simulator module)
TABLES = {"wakeng": (WAKENG, wakeng_sim), "mingan": (MINGAN, mingan_sim), "wushik": (WUSHIK, wushik_sim)}


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
    _, sim = TABLES[ctx.game.id]
    record, _ = sim.play_deal(rng.randrange(2**32), dict(ctx.options), players)
    return record


def dealt(ctx, rng: random.Random, players: int) -> list[list[Card]]:
    """The game's decks shuffled and dealt to ``players`` seats as the game deals, the kitty
    (if the game has one) given to one seat, as the digger or the landlord takes it up."""
    game, _ = TABLES[ctx.game.id]
    cards = full_deck(jokers=ctx.game.jokers) * ctx.game.decks
    rng.shuffle(cards)
    size = game.hand_size[players]
    hands = [cards[s * size:(s + 1) * size] for s in range(players)]
    hands[rng.randrange(players)] += cards[players * size:]
    return hands


def spots(ctx, record: dict, want: Callable[[Any], bool]) -> list[Spot]:
    """Every moment of ``record`` at which ``want(table)`` holds (before each move)."""
    game, _ = TABLES[ctx.game.id]
    table, _, _ = game.setup(ctx, record, ctx.options)
    out: list[Spot] = []
    round_: list[dict] = []
    top_as = None
    for index, step in enumerate(record["plays"]):
        if table.over:
            break
        if want(table):
            top = table.top
            shown = format_cards(game.arrange(top[2], top[1])) if top else None
            out.append(Spot(index=index, seat=table.turn, hands=tuple(tuple(h) for h in table.hands),
                            top=(top[0], shown, top[1]) if top else None, top_as=top_as if top else None,
                            round=tuple(round_)))
        seat = step["seat"]
        if step.get("pass"):
            done = table.pass_(seat)
            round_.append({"seat": seat, "cards": None})
        else:
            done = table.play(seat, parse_cards(step["cards"]), step.get("as"))
            round_.append({"seat": seat, "cards": done["cards"]})
            top_as = step.get("as")
        if "round" in done:
            round_, top_as = [], None
    return out


def leads(ctx, hand: list[Card]) -> list[tuple[Any, list[Card]]]:
    """Every play ``hand`` could lead: (reading, cards)."""
    game, _ = TABLES[ctx.game.id]
    return game.answers(hand, None, ctx.options)


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


def _take(hand: list[Card], want: dict[int, int]) -> list[Card]:
    """Cards of the hand by rank: ``{rank: copies}`` (the hand holds them)."""
    out: list[Card] = []
    for rank, n in want.items():
        out += [c for c in hand if c.rank == rank][:n]
    return out


# Pairs of ranks next to each other in a game's order that no chain may join (a chain's edge).
EDGES = {"wakeng": ((13, 14), (14, 2), (2, 3)), "mingan": ((14, 2),), "wushik": ()}


def rare(game: str, hand: list[Card]) -> list[list[Card]]:
    """Plays of a ruling that a hand holds once in dozens of deals: four triples in a row
    (明暗斗地主, read two ways) and the four jokers alone (五十K)."""
    held: dict[int, int] = {}
    for c in hand:
        held[c.rank] = held.get(c.rank, 0) + 1
    if game == "mingan":
        return [_take(hand, {r + i: 3 for i in range(4)}) for r in range(3, 12)
                if all(held.get(r + i, 0) >= 3 for i in range(4))][:1]
    jokers = [c for c in hand if c.is_joker]
    return [jokers] if game == "wushik" and len(jokers) == 4 else []


def specials(game: str, hand: list[Card]) -> list[list[Card]]:
    """Plays of the hand that meet a ruling: a chain too short or across its edge (挖坑
    4455, KKAA), triples with a 2, three jokers (明暗斗地主), jokers alone, filling a 5-10-K,
    or with a pair (五十K); and the :func:`rare` ones."""
    held: dict[int, int] = {}
    for c in hand:
        held[c.rank] = held.get(c.rank, 0) + 1
    out: list[list[Card]] = []
    if game == "wakeng":
        for r in range(4, 13):
            if held.get(r, 0) >= 2 and held.get(r + 1, 0) >= 2:
                out.append(_take(hand, {r: 2, r + 1: 2}))
    for a, b in EDGES[game]:
        for m in (2, 3):
            if held.get(a, 0) >= m and held.get(b, 0) >= m:
                out.append(_take(hand, {a: m, b: m}))
    jokers = [c for c in hand if c.is_joker]
    out += rare(game, hand)
    if game == "mingan":
        if held.get(2, 0) >= 3:
            out += [_take(hand, {2: 3, r: 3}) for r in range(3, 15) if held.get(r, 0) >= 3][:2]
        if len(jokers) >= 3:
            out.append(jokers[:3])
    if game == "wushik" and jokers:
        out += [jokers[:n] for n in range(1, len(jokers) + 1)]
        if len(jokers) >= 2:    # a pair and two wilds: a bomb, or pairs in a row (wushik.ruling.declare)
            out += [_take(hand, {r: 2}) + jokers[:2] for r in (3, 5, 9, 12, 14) if held.get(r, 0) >= 2][:2]
        nat = [r for r in (5, 10, 13) if held.get(r)]
        if len(nat) == 2:
            out.append(_take(hand, {r: 1 for r in nat}) + jokers[:1])
    return out
