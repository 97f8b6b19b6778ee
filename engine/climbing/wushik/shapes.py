"""赖子五十K: what a set of cards can be played as, and what beats what.

The four jokers are wild (赖子). Played with natural cards they stand for any
rank; played on their own they are jokers, the lowest cards of all
(``wushik.ruling.joker_alone``). A play with wilds can often be read several
ways (``王王55`` is a bomb of four 5s, or the pairs 4455 or 5566), so
:func:`readings` returns every valid reading, strongest first, each saying
what every wild stands for.

Ranks are compared by *power*: 3..A keep their rank (3..14), the 2 is 15,
a joker played as itself is 1.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

from ...cards import SUIT_NAME, SUIT_SYMBOL, Card, full_deck
from ...labels import label
from ..words import number_en

JOKER_POWER = 1
TWO_POWER = 15
ACE = 14
CHAIN_LOW = 3          # chains run 3..A: the 2 never joins one (wushik.ruling.pair_chain_twos)
MAX_BOMB = 12          # eight natural cards of a rank and the four wilds
FIFTY_K = (5, 10, 13)  # the ranks of 五十K; a wild never stands for one
# 同花五十K by suit, above the mixed one (tier 0): ♠ > ♥ > ♣ > ♦.
SUIT_TIER = {"S": 4, "H": 3, "C": 2, "D": 1}

UNIT = {"single": 1, "pair": 2, "pair_chain": 2, "triple": 3, "plane": 3}
# Kinds that never meet cannot be ordered by the rules; for listing readings
# "strongest first" we put bigger units first (a plane before a chain of pairs).
_LIST_ORDER = {"plane": 5, "triple": 4, "pair_chain": 3, "pair": 2, "single": 1}


def power(rank: int) -> int:
    return TWO_POWER if rank == 2 else rank


def card_power(card: Card) -> int:
    return JOKER_POWER if card.is_joker else power(card.rank)


def power_rank(p: int) -> int:
    """The card rank a power stands for (15 → 2)."""
    return 2 if p == TWO_POWER else p


_POWER_TEXT = (None, "joker", None, *map(str, range(3, 11)), "J", "Q", "K", "A", "2")


def power_text(p: int, lang: str = "en") -> str:
    if p == JOKER_POWER and lang == "zh":
        return "王"
    return _POWER_TEXT[p]


def text_power(text: str) -> int | None:
    """Inverse of :func:`power_text` (for declared readings): ``"A"`` → 14."""
    t = str(text).strip().upper()
    table = {"2": TWO_POWER, "A": 14, "K": 13, "Q": 12, "J": 11, "T": 10,
             "JOKER": JOKER_POWER, "王": JOKER_POWER}
    if t in table:
        return table[t]
    return int(t) if t.isascii() and t.isdigit() and 3 <= int(t) <= 10 else None


_TEXT: dict[tuple, tuple[str, str]] = {}   # describe() is pure: its text, made once
_JSON: dict[tuple, tuple] = {}             # likewise the fixed part of to_json()


@dataclass(frozen=True, slots=True, kw_only=True)
class Reading:
    """One way to read a play. ``top`` is the power of its highest unit
    (for 五十K the suit tier, 0 = mixed); ``sets`` counts the units of a
    chain (1 for anything else); ``stands`` are
    the powers the wilds stand for, ascending; ``order`` ranks bombs."""

    kind: str
    top: int
    sets: int
    size: int
    stands: tuple[int, ...] = ()
    suit: str | None = None
    order: tuple[int, int] = (0, 0)
    rule: str

    @property
    def bomb(self) -> bool:
        return self.kind in ("bomb", "fifty_k")

    @property
    def low(self) -> int:
        """Power of the lowest unit of a chain (the top for anything else)."""
        return self.top - self.sets + 1 if self.kind in ("pair_chain", "plane") else self.top

    def sort_key(self) -> tuple:
        if self.bomb:
            return (1, self.order, 0)
        return (0, (_LIST_ORDER[self.kind], self.sets), self.top)

    def rank_text(self, lang: str = "en") -> str | None:
        return None if self.kind == "fifty_k" else power_text(self.top, lang)

    def describe(self) -> tuple[str, str]:
        """(zh, en) text of this reading, e.g. ('连对，3 到 4', 'pairs in a row, 3 to 4')."""
        key = (self.kind, self.top, self.sets, self.size, self.suit)
        text = _TEXT.get(key)
        if text is None:
            text = _TEXT[key] = self._describe()
        return text

    def _describe(self) -> tuple[str, str]:
        """The kind's one name (``engine.labels``) and what decides it: ``对子 5`` / ``pair of 5s``,
        ``连对，3 到 5`` / ``pairs in a row, 3 to 5``, ``炸弹，6 张 7`` / ``bomb of six 7s``."""
        zh_name, en_name = label("kind", self.kind, "zh"), label("kind", self.kind, "en")
        if self.kind == "fifty_k":
            if self.suit is None:
                return f"杂色{zh_name}", f"mixed-suit {en_name}"
            return (f"{SUIT_NAME[self.suit][0]}同花{zh_name}",
                    f"same-suit {en_name} ({SUIT_SYMBOL[self.suit]})")
        top_zh, top_en = power_text(self.top, "zh"), power_text(self.top)
        if self.kind in ("pair_chain", "plane"):
            low_zh, low_en = power_text(self.low, "zh"), power_text(self.low)
            return f"{zh_name}，{low_zh} 到 {top_zh}", f"{en_name}, {low_en} to {top_en}"
        many = "jokers" if self.top == JOKER_POWER else top_en + "s"
        if self.kind == "bomb":
            if self.top == JOKER_POWER:
                return f"{zh_name}，四张王", f"{en_name} of four jokers"
            return f"{zh_name}，{self.size} 张 {top_zh}", f"{en_name} of {number_en(self.size)} {many}"
        if self.kind == "single":
            return f"{zh_name} {top_zh}", f"{en_name} {top_en}"
        return f"{zh_name} {top_zh}", f"{en_name} of {many}"

    def to_json(self, wilds: Iterable[Card] = (), cards: str | None = None) -> dict:
        """The reading as JSON; ``wilds`` are the play's wild cards (paired with what
        they stand for), ``cards`` the play's text to put first (for ``answers``)."""
        key = (self.kind, self.top, self.sets, self.size, self.suit, self.rule)
        fixed = _JSON.get(key)
        if fixed is None:
            zh, en = self.describe()
            # "length" counts cards and "sets" the units, as the other climbing games do
            fixed = _JSON[key] = ({
                "kind": self.kind, "rank": self.rank_text(), "length": self.size,
                "sets": self.sets, "bomb": self.bomb, "rule": self.rule,
                **({"suit": self.suit} if self.kind == "fifty_k" else {})}, zh, en)
        # only flat values are shared; the nested ones are made afresh for each answer
        fields, zh, en = fixed
        wild = [{"card": "RJ" if c.rank == 16 else "BJ", "as": _POWER_TEXT[p]}
                for c, p in zip(wilds, self.stands)] if self.stands else []
        if cards is None:
            return {**fields, "text": {"zh": zh, "en": en}, "wilds": wild}
        return {"cards": cards, **fields, "text": {"zh": zh, "en": en}, "wilds": wild}


def readings(cards: list[Card], *, four_jokers: str = "lowest") -> list[Reading]:
    """Every valid reading of ``cards``, strongest first (empty: not a play)."""
    n = len(cards)
    w = sum(1 for c in cards if c.is_joker)
    if n == 0:
        return []
    if w == n:
        return _all_jokers(n, four_jokers)
    rank = cards[0].rank
    if w == 0 and all(c.rank == rank for c in cards):
        key = (power(rank), n)                  # no wilds, one rank: no chain, no 五十K
        found = _NATURAL.get(key)
        if found is None:
            found = _NATURAL[key] = tuple(_same_rank(key[0], n, 0))
        return list(found)
    nat = Counter(power(c.rank) for c in cards if not c.is_joker)
    found: list[Reading] = []
    if len(nat) == 1:
        (p,) = nat
        found.extend(_same_rank(p, n, w))
    if n == 3 and w == 0 and sorted(nat) == list(FIFTY_K):
        suits = {c.suit for c in cards}
        suit = suits.pop() if len(suits) == 1 else None
        tier = SUIT_TIER.get(suit, 0)
        found.append(Reading(kind="fifty_k", top=tier, sets=1, size=3, suit=suit,
                             order=(3, tier), rule="wushik.fifty_k"))
    if n >= 4 and n % 2 == 0:
        found.extend(_chains(nat, n // 2, 2))
    if n >= 6 and n % 3 == 0:
        found.extend(_chains(nat, n // 3, 3))
    found.sort(key=Reading.sort_key, reverse=True)
    return found


# the readings of natural cards of one rank, by (power, count): they depend on nothing else
_NATURAL: dict[tuple[int, int], tuple[Reading, ...]] = {}


def _same_rank(p: int, n: int, w: int) -> list[Reading]:
    stands = (p,) * w
    kind = {1: "single", 2: "pair", 3: "triple"}.get(n)
    if kind:
        rule = f"wushik.{kind}" if not w else "wushik.ruling.wild_scope"
        return [Reading(kind=kind, top=p, sets=1, size=n, stands=stands, rule=rule)]
    if n <= MAX_BOMB:
        return [Reading(kind="bomb", top=p, sets=1, size=n, stands=stands,
                        order=(n, p), rule="wushik.bomb")]
    return []


def _all_jokers(n: int, four_jokers: str) -> list[Reading]:
    # Jokers on their own are not wild: 王 < 3, 王王 < 33, 王王王 < 333.
    kind = {1: "single", 2: "pair", 3: "triple"}.get(n)
    if kind:
        return [Reading(kind=kind, top=JOKER_POWER, sets=1, size=n,
                        rule="wushik.ruling.joker_alone")]
    if n == 4:
        order = (4, JOKER_POWER) if four_jokers == "lowest" else (MAX_BOMB + 1, 0)
        return [Reading(kind="bomb", top=JOKER_POWER, sets=1, size=4, order=order,
                        rule="wushik.ruling.four_jokers")]
    return []


def _chains(nat: Counter, length: int, unit: int) -> list[Reading]:
    kind = "pair_chain" if unit == 2 else "plane"
    if length > ACE - CHAIN_LOW + 1 or any(c > unit for c in nat.values()):
        return []
    lo, hi = min(nat), max(nat)
    if hi > ACE or hi - lo >= length:
        return []
    out = []
    for start in range(max(CHAIN_LOW, hi - length + 1), min(lo, ACE - length + 1) + 1):
        window = range(start, start + length)
        stands = tuple(p for p in window for _ in range(unit - nat.get(p, 0)))
        out.append(Reading(kind=kind, top=start + length - 1, sets=length,
                           size=unit * length, stands=stands,
                           rule=f"wushik.{kind}" if not stands else "wushik.ruling.wild_scope"))
    return out


def beats(previous: Reading, play: Reading) -> tuple[bool, str]:
    """Whether ``play`` beats ``previous``, and the rule that decides it."""
    bomb = play.bomb
    if bomb != previous.bomb:
        return bomb, "wushik.beats.bomb"
    if bomb:
        if play.order == previous.order:
            return False, "wushik.bomb.tie"
        if "wushik.ruling.four_jokers" in (play.rule, previous.rule):
            return play.order > previous.order, "wushik.ruling.four_jokers"
        return play.order > previous.order, "wushik.bomb.order"
    if play.kind != previous.kind or play.sets != previous.sets:
        return False, "wushik.beats.same_kind"
    return play.top > previous.top, "wushik.beats.same_kind"


def points(cards: Iterable[Card]) -> int:
    """Card points: 5 scores 5, 10 and K score 10; a wild scores nothing
    even when it stands for one (wushik.ruling.wild_points)."""
    return sum(map(_CARD_POINTS.__getitem__, cards))


_CARD_POINTS = {c: 0 if c.is_joker else 5 if c.rank == 5 else 10 if c.rank in (10, 13) else 0
                for c in full_deck()}   # by card: one look-up each, not three tests
