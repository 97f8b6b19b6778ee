"""Cards and the card notation (see docs/reference/notation).

A :class:`Card` is a small frozen value whose text form round-trips:
``Card.parse("S10")`` ↔ ``str(card) == "S10"``. Copies from different decks are
identical, so a hand is a multiset: a list of cards, or a ``Counter`` of them.

Notation, case-insensitive, tokens separated by spaces or commas:

- suited cards: a suit (``S H C D``, ``♠ ♥ ♣ ♦``, 黑桃 红桃 梅花 方片/方块) then a rank
  (``2``–``10``, ``J Q K A``; ``T`` is 10): ``S10``, ``HA``, ``♦7``, ``红桃Q``
- jokers: ``RJ`` / 大王 (the big, red joker), ``BJ`` / 小王 (the small, black joker).
  ``SJ`` is the jack of spades, never a joker.
- repetition: ``S7x3`` (or ``S7*3``, ``S7×3``) is three ♠7.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import FrozenInstanceError
from typing import Iterable

from .errors import EngineError

SUITS = ("S", "H", "C", "D")
SUIT_SYMBOL = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
SUIT_NAME = {
    "S": ("黑桃", "spades"), "H": ("红桃", "hearts"),
    "C": ("梅花", "clubs"), "D": ("方片", "diamonds"),
}
JOKER = "J"  # the pseudo-suit of both jokers

# Ranks are ints so that order is arithmetic: 2..10, J=11, Q=12, K=13, A=14;
# the jokers sit above: BJ (小王) = 15, RJ (大王) = 16.
J, Q, K, A, BJ, RJ = 11, 12, 13, 14, 15, 16
RANK_TEXT = {**{r: str(r) for r in range(2, 11)}, J: "J", Q: "Q", K: "K", A: "A"}
TEXT_RANK = {v: k for k, v in RANK_TEXT.items()} | {"T": 10}
RANKS = tuple(range(2, 15))

_SUIT_ALIASES = {
    "S": "S", "♠": "S", "♤": "S", "黑桃": "S",
    "H": "H", "♥": "H", "♡": "H", "红桃": "H", "紅桃": "H",
    "C": "C", "♣": "C", "♧": "C", "梅花": "C", "草花": "C",
    "D": "D", "♦": "D", "♢": "D", "方片": "D", "方块": "D", "方塊": "D",
}
_JOKER_ALIASES = {"RJ": RJ, "大王": RJ, "BJ": BJ, "小王": BJ}
_SPLIT = re.compile(r"[\s,，、;；]+")
_REPEAT = re.compile(r"^(.+?)(?:[x×*])(\d+)$", re.IGNORECASE)

MAX_TOKENS = 2000  # more cards than any game deals; bounds the work on hostile input


class Card(int):
    """One playing card. ``suit`` is S/H/C/D, or ``"J"`` for the two jokers.

    Cards are interned: ``Card(rank, suit)`` always returns the one instance of that
    identity. A card is also an int, its place in the (rank, suit) order, so hashing,
    equality and ordering all run in C: the referee hashes and compares cards all the
    time (hands are Counters and lists), and Python-level ``__hash__``/``__eq__`` were
    its biggest single cost. The ints start at 10000, clear of ranks, counts and seats.
    Frozen, and ordered by (rank, suit).
    """

    __match_args__ = ("rank", "suit")

    def __new__(cls, rank: int, suit: str) -> "Card":
        card = _INTERNED.get((rank, suit))
        if card is None:
            card = int.__new__(cls, _BASE + rank * len(_SUIT_ORDER) + _SUIT_ORDER.index(suit))
            attrs = card.__dict__
            attrs.update(rank=rank, suit=suit, is_joker=suit == JOKER)
            attrs.update(_text=_text_of(card), _symbol=_symbol_of(card))
            _INTERNED[rank, suit] = card
        return card

    def __setattr__(self, name, value):
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name):
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self):  # copies and pickles come back as the interned card
        return Card, (self.rank, self.suit)

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo) -> "Card":
        return self

    @classmethod
    def parse(cls, token: str) -> "Card":
        """Parse one token (no repetition). Raises ``EngineError('bad_cards')``."""
        card = _parse_one(token.strip().upper())
        if card is None:
            raise bad_token(token)
        return card

    def __str__(self) -> str:
        if self._text is None:
            raise KeyError(self.rank)
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def symbol(self) -> str:
        """Display form with a suit symbol: ``♠10``, ``大王``."""
        if self._symbol is None:
            return SUIT_SYMBOL[self.suit] + RANK_TEXT[self.rank]   # raises, as ever
        return self._symbol


# The jokers' names, the one table of them: (zh, en); every other joker word is read from here.
JOKER_NAMES = {RJ: ("大王", "big joker"), BJ: ("小王", "small joker")}

_INTERNED: dict[tuple, Card] = {}
_BASE = 10_000
_SUIT_ORDER = ("C", "D", "H", JOKER, "S")   # sorted, as the (rank, suit) order compares them


def _symbol_of(card: Card) -> str | None:
    if card.is_joker:
        return JOKER_NAMES[card.rank][0]
    if card.suit in SUIT_SYMBOL and card.rank in RANK_TEXT:
        return SUIT_SYMBOL[card.suit] + RANK_TEXT[card.rank]
    return None


def _text_of(card: Card) -> str | None:
    """The canonical token, computed once per card; None for a rank with no text."""
    if card.is_joker:
        return "RJ" if card.rank == RJ else "BJ"
    rank = RANK_TEXT.get(card.rank)
    return None if rank is None else card.suit + rank


BIG_JOKER = Card(RJ, JOKER)
SMALL_JOKER = Card(BJ, JOKER)


def _parse_one(tok: str) -> Card | None:
    if tok in _JOKER_ALIASES:
        return Card(_JOKER_ALIASES[tok], JOKER)
    for alias in (tok[:2], tok[:1]):
        suit = _SUIT_ALIASES.get(alias)
        if suit is not None:
            rank = TEXT_RANK.get(tok[len(alias):])
            return Card(rank, suit) if rank else None
    return None


def bad_token(token: str) -> EngineError:
    shown = token if len(token) <= 20 else token[:20] + "…"
    return EngineError(
        "bad_cards",
        f"无法识别的牌：「{shown}」（例：S10、HA、♦7、RJ 大王、BJ 小王）",
        f"Unrecognised card: '{shown}' (e.g. S10, HA, ♦7, RJ big joker, BJ small joker)",
        token=shown,
    )


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse a string or a list of tokens into cards, in the order given."""
    if isinstance(text, str):
        fast = _canonical(text)
        if fast is not None:
            return fast
        tokens = [t for t in _SPLIT.split(text.strip()) if t]
    elif isinstance(text, (list, tuple)) and all(isinstance(t, str) for t in text):
        tokens = [t for item in text for t in _SPLIT.split(item.strip()) if t]
    else:
        raise EngineError(
            "bad_request", "牌应写成字符串（如「S10 HA」）或字符串列表。",
            "Cards must be a string (e.g. \"S10 HA\") or a list of strings.")
    cards: list[Card] = []
    for token in tokens:
        count = 1
        m = _REPEAT.match(token)
        if m:
            token, count = m.group(1), int(m.group(2)) if len(m.group(2)) < 5 else MAX_TOKENS + 1
            if count < 1:
                raise bad_token(m.group(0))
        card = _parse_one(token.upper())
        if card is None:
            raise bad_token(m.group(0) if m else token)
        if len(cards) + count > MAX_TOKENS:
            raise EngineError("bad_request", f"牌太多（上限 {MAX_TOKENS} 张）。",
                              f"Too many cards (at most {MAX_TOKENS}).")
        cards.extend([card] * count)
    return cards


def _canonical(text: str) -> list[Card] | None:
    """Fast path for space-separated canonical tokens ("S10 HA BJ", what the engine and
    the widgets write): a dict look-up per token, ~15× faster on a full hand. None when
    any token is not canonical (aliases, lower case, commas, repetition, errors)."""
    tokens = text.split()
    if len(tokens) > MAX_TOKENS:
        return None
    try:
        return [_CANONICAL[t] for t in tokens]
    except KeyError:
        return None


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical text: tokens separated by single spaces, in the order given."""
    return " ".join([c._text for c in cards])


def full_deck(*, jokers: bool = True) -> list[Card]:
    """One deck: 52 suited cards, plus the two jokers unless ``jokers=False``."""
    return list(_DECK if jokers else _DECK[:52])


def check_copies(groups: Iterable[Iterable[Card]], *, decks: int, jokers: bool = True) -> None:
    """Raise ``impossible`` if the cards, taken together, exceed what the decks hold."""
    flat = [c for group in groups for c in group]
    if len(set(flat)) == len(flat) and (jokers or not any(c.is_joker for c in flat)):
        return                  # no card twice (most fields): within any number of decks
    total: Counter[Card] = Counter(flat)
    if all(n <= decks and (jokers or not card.is_joker) for card, n in total.items()):
        return                  # the usual case: no need to sort for the first problem
    for card, n in sorted(total.items(), reverse=True):
        if card.is_joker and not jokers:
            raise EngineError(
                "impossible", f"这个游戏不用王：{card.symbol()}。",
                f"This game is played without jokers: {_english(card)}.", card=str(card))
        if n > decks:
            raise EngineError(
                "impossible",
                f"{card.symbol()} 出现了 {n} 张，但 {decks} 副牌只有 {decks} 张。",
                f"{n} copies of {_english(card)}, but {decks} {'deck holds' if decks == 1 else 'decks hold'}"
                f" only {decks}.",
                card=str(card))


def _english(card: Card) -> str:
    """A card as an English sentence writes it (``♣7``, ``big joker``); engine.text does this
    for explanations, but it imports this module."""
    if card.is_joker:
        return "big joker" if card.rank == RJ else "small joker"
    return card.symbol()


def contains(hand: Iterable[Card], cards: Iterable[Card]) -> bool:
    """Whether the multiset ``cards`` can be taken from ``hand``."""
    # hands and plays are short: counting in the lists (in C, identity compares on
    # interned cards) beats building two Counters and subtracting them
    hand, cards = _as_list(hand), _as_list(cards)
    for c in cards:
        if hand.count(c) < cards.count(c):
            return False
    return True


def _as_list(cards: Iterable[Card]) -> list[Card]:
    """The multiset as a list (a mapping counts as its multiset, as ``Counter`` reads it)."""
    if isinstance(cards, list):
        return cards
    return list(Counter(cards).elements()) if isinstance(cards, Mapping) else list(cards)


def remove(hand: Iterable[Card], cards: Iterable[Card]) -> list[Card]:
    """``hand`` minus the multiset ``cards`` (which must be contained)."""
    # Taking each card's first copy out of a copy of the hand (in C) leaves the same list
    # as the walk below, which also tolerates cards that are not there.
    hand, cards = list(hand), list(cards)
    out = hand.copy()
    try:
        for c in cards:
            out.remove(c)
        return out
    except ValueError:
        pass
    left = Counter(cards)
    out = []
    for c in hand:
        n = left.get(c)         # .get: a missing key would call Counter.__missing__
        if n:
            left[c] = n - 1
        else:
            out.append(c)
    return out


_DECK = tuple([Card(r, s) for s in SUITS for r in RANKS] + [SMALL_JOKER, BIG_JOKER])
_CANONICAL = {str(c): c for c in _DECK}
