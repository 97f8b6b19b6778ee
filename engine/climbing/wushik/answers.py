"""赖子五十K: every legal answer from a hand (rule id ``wushik.answers``).

Answers are counted up to the choice of suits, which only matters for 五十K
(listed per suit: each same-suit one, and the mixed one). For each kind, rank
and length the answer spends the fewest wilds: natural cards first, wilds
only where naturals run short. Works on rank counts, not on subsets of the
hand, so a 27-card hand with four wilds is answered in about a millisecond.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import product

from ...cards import Card
from .shapes import (ACE, CHAIN_LOW, FIFTY_K, JOKER_POWER, MAX_BOMB, SUIT_TIER,
                            Reading, power)

Answer = tuple[Reading, list[Card]]
Listed = tuple[tuple, list[Card]]   # an answer with its reading's fields as a spec


def answers(hand: list[Card], previous: Reading | None, *,
            four_jokers: str = "lowest") -> list[Answer]:
    """Every play from ``hand`` that may follow ``previous`` (``None``: a lead)."""
    plain, bombs = split_answers(hand, previous, four_jokers=four_jokers)
    return [(reading(spec), cards) for spec, cards in plain + bombs]


def reading(spec: tuple) -> Reading:
    """The :class:`Reading` an answer's spec stands for (its fields, in order)."""
    kind, top, sets, size, stands, suit, order, rule = spec
    return Reading(kind=kind, top=top, sets=sets, size=size, stands=stands, suit=suit,
                   order=order, rule=rule)


def _spec(kind: str, top: int, sets: int, size: int, stands: tuple = (), suit: str | None = None,
          order: tuple[int, int] = (0, 0), rule: str = "") -> tuple:
    return kind, top, sets, size, stands, suit, order, rule


def split_answers(hand: list[Card], previous: Reading | None, *,
                  four_jokers: str = "lowest") -> tuple[list[Listed], list[Listed]]:
    """:func:`answers` in two lists, the plain plays then the bombs (its order, cut in two),
    each as (spec, cards): a frozen Reading is slow to make, so the random player makes
    only the one it picks (:func:`reading`)."""
    by: dict[int, list[Card]] = defaultdict(list)
    wilds: list[Card] = []
    for c in sorted(hand):   # by (rank, suit): a card is an int in that order (engine.cards)
        (wilds if c.is_joker else by[power(c.rank)]).append(c)
    plain: list[Listed] = []
    prev = previous
    if prev is None or not prev.bomb:
        kinds = ("single", "pair", "triple", "pair_chain", "plane") if prev is None else (prev.kind,)
        for kind in kinds:
            plain.extend(_plain(kind, by, wilds, prev))
    return plain, _bombs(by, wilds, prev, four_jokers)


def _plain(kind: str, by, wilds, prev) -> list[Listed]:
    w = len(wilds)
    out: list[Listed] = []
    if kind in ("single", "pair", "triple"):
        unit = {"single": 1, "pair": 2, "triple": 3}[kind]
        above = prev.top if prev else 0
        for p in sorted(by):
            if p > above:
                nat = by[p][:unit]
                need = unit - len(nat)
                if need <= w:
                    out.append((_spec(kind=kind, top=p, sets=1, size=unit,
                                        stands=(p,) * need, rule=_rule(kind, need)),
                                nat + wilds[:need]))
        if prev is None and w >= unit:
            out.append((_spec(kind=kind, top=JOKER_POWER, sets=1, size=unit,
                                rule="wushik.ruling.joker_alone"), wilds[:unit]))
        return out
    unit = 2 if kind == "pair_chain" else 3
    want = prev.sets if prev else None
    nat = {p: by[p][:unit] if p in by else [] for p in range(CHAIN_LOW, ACE + 1)}
    short = {p: unit - len(cards) for p, cards in nat.items()}
    # grow each chain upwards from its lowest rank, stopping once it needs more wilds
    # than the hand holds; the cards and the wilds' stand-ins grow with it
    for start in range(CHAIN_LOW, ACE):
        need = short[start]
        cards = list(nat[start])
        stands = [start] * short[start]
        for top in range(start + 1, ACE + 1):
            need += short[top]
            if need > w:
                break
            cards += nat[top]
            stands += [top] * short[top]
            length = top - start + 1
            if (want and length != want) or (prev and top <= prev.top) or need == unit * length:
                continue
            out.append((_spec(kind=kind, top=top, sets=length, size=unit * length,
                                stands=tuple(stands), rule=_rule(kind, need)),
                        cards + wilds[:need]))
    return out


def _bombs(by, wilds, prev, four_jokers: str) -> list[Listed]:
    w = len(wilds)
    floor = prev.order if prev and prev.bomb else (0, 0)
    out: list[Listed] = []
    for tier, cards in _fifty_ks(by):
        if (3, tier) > floor:
            suit = cards[0].suit if tier else None
            out.append((_spec(kind="fifty_k", top=tier, sets=1, size=3, suit=suit,
                                order=(3, tier), rule="wushik.fifty_k"), cards))
    for p in sorted(by):
        nat = by[p]
        for size in range(4, min(len(nat) + w, MAX_BOMB) + 1):
            k = min(len(nat), size)
            if (size, p) > floor:
                out.append((_spec(kind="bomb", top=p, sets=1, size=size,
                                    stands=(p,) * (size - k), order=(size, p),
                                    rule="wushik.bomb"), nat[:k] + wilds[:size - k]))
    if w == 4:
        order = (4, JOKER_POWER) if four_jokers == "lowest" else (MAX_BOMB + 1, 0)
        if order > floor:
            out.append((_spec(kind="bomb", top=JOKER_POWER, sets=1, size=4, order=order,
                                rule="wushik.ruling.four_jokers"), list(wilds)))
    return out


def _fifty_ks(by) -> list[tuple[int, list[Card]]]:
    """Each 五十K the natural 5s, 10s and Ks allow: one per suit, and one mixed."""
    found: list[tuple[int, list[Card]]] = []
    groups = [by.get(r, []) for r in FIFTY_K]
    if not all(groups):
        return found
    firsts = [{c.suit: c for c in g} for g in groups]
    for suit in SUIT_TIER:
        if all(suit in f for f in firsts):
            found.append((SUIT_TIER[suit], [f[suit] for f in firsts]))
    for combo in product(*(sorted(f.values()) for f in firsts)):
        if len({c.suit for c in combo}) > 1:
            found.append((0, list(combo)))
            break
    return found


def _rule(kind: str, wilds: int) -> str:
    return "wushik.ruling.wild_scope" if wilds else f"wushik.{kind}"
