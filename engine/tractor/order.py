"""The trump context (主): which cards are trump and the effective order of cards.

In a context with trump rank ``r`` and trump suit ``s`` the cards fall into
*groups*: ``"trump"`` (both jokers, every card of rank ``r``, every card of suit
``s``) and the four plain suits without their ``r``. Within a group each card
has a *level*, consecutive integers with no gaps, so that "consecutive" for a
tractor (拖拉机) is plain arithmetic:

- a plain suit: its ranks in order, ``r`` skipped (level 6 sits next to 4 when 5 is
  the trump rank);
- the trump group, from the bottom: the trump suit's ranks without ``r``, then one
  level shared by the rank cards of the other suits (equal to each other), then the
  trump-suit rank card, then 小王, then 大王;
- no trump suit (无主): one level for every rank card (all equal), then 小王, 大王.

Two cards of the same group and level are equal: the earlier play wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any, Iterable

from ..cards import BJ, JOKER, RANK_TEXT, RANKS, RJ, SUIT_SYMBOL, SUITS, TEXT_RANK, Card
from ..errors import bad_request
from ..labels import label

TRUMP = "trump"
GROUPS = (TRUMP, *SUITS)
_SUIT_ORDER = {s: i for i, s in enumerate(SUITS)}


@dataclass(frozen=True, kw_only=True)
class Trump:
    """A trump context: the rank being played (级牌) and the trump suit, or None (无主)."""

    rank: int
    suit: str | None
    # No trump suit only: whether the rank cards' level touches 小王's, so that a
    # pair of rank cards and a pair of small jokers make a tractor
    # (shuangsheng.ruling.no_trump_tractor; the option no_trump_tractor).
    joined: bool = True
    # card -> (group, level, key); filled in __post_init__ for every card identity.
    _table: dict = field(default=None, compare=False, repr=False, hash=False)

    def __post_init__(self) -> None:
        table, groups, levels, keys = _build(self.rank, self.suit, self.joined)
        object.__setattr__(self, "_table", table)
        # The referee's hot path: per-instance dict look-ups (cards are interned, hashed
        # in C) that shadow the methods below, so trump.group(card) is one C call.
        object.__setattr__(self, "group", groups.__getitem__)
        object.__setattr__(self, "level", levels.__getitem__)
        object.__setattr__(self, "key", keys.__getitem__)

    def group(self, card: Card) -> str:
        return self._table[card][0]

    def level(self, card: Card) -> int:
        return self._table[card][1]

    def is_trump(self, card: Card) -> bool:
        return self._table[card][0] == TRUMP

    def key(self, card: Card) -> tuple:
        """Sort key, strongest first: trump, then ♠♥♣♦; high level first; suit order."""
        return self._table[card][2]

    def sort(self, cards: Iterable[Card]) -> list[Card]:
        return sorted(cards, key=self.key)

    def to_json(self) -> dict:
        return {"rank": RANK_TEXT[self.rank], "suit": self.suit}

    def describe(self) -> tuple[str, str]:
        rank = RANK_TEXT[self.rank]
        if self.suit is None:
            return f"打{rank}，无主", f"{rank}s trump, no trump suit"
        return (f"打{rank}，{SUIT_SYMBOL[self.suit]}为主",
                f"{rank}s trump, {label('suit', self.suit, 'en')} trump")


@cache  # 13 ranks x 5 suits at most; a context is built on every request
def _build(rank: int, suit: str | None, joined: bool = True) -> tuple[dict, dict, dict, dict]:
    """card -> (group, level, sort key strongest first); and one dict per part."""
    table: dict = {}
    below = [r for r in RANKS if r != rank]       # ranks of a suit without the trump rank
    for s in SUITS:
        group = TRUMP if s == suit else s
        for level, r in enumerate(below):
            table[r, s] = (group, level)
    # Off-suit rank cards share one level right above the trump suit's A (with
    # no trump suit they are the bottom of the trump group); the trump-suit rank
    # card, when there is one, is the next level, then 小王, then 大王.
    top = len(below) if suit is not None else 0
    for s in SUITS:
        table[rank, s] = (TRUMP, top + 1 if s == suit else top)
    jokers = top + (2 if suit is not None or not joined else 1)
    table[BJ, JOKER] = (TRUMP, jokers)
    table[RJ, JOKER] = (TRUMP, jokers + 1)
    full = {Card(*k): (g, lv, (GROUPS.index(g), -lv, _SUIT_ORDER.get(k[1], -1)))
            for k, (g, lv) in table.items()}
    return (full, {c: v[0] for c, v in full.items()}, {c: v[1] for c, v in full.items()},
            {c: v[2] for c, v in full.items()})


def parse_trump(value: Any, *, no_trump: bool, game_zh: str, game_en: str,
                joined: bool = True) -> Trump:
    """``{"rank": "2".."A", "suit": "S"|"H"|"C"|"D"|null}`` -> Trump, or bad_request."""
    if not isinstance(value, dict):
        raise bad_request("要说明打几、什么花色为主（或无主）。", "The trump is missing: the rank being played and the trump suit.",
                          field="trump")
    rank_text, suit = value.get("rank"), value.get("suit")
    rank = TEXT_RANK.get(rank_text.upper()) if isinstance(rank_text, str) else None
    if rank is None:
        raise bad_request("打几（级牌）应是 2–10、J、Q、K、A 之一。", "The rank being played is one of 2–10, J, Q, K, A.",
                          field="trump.rank")
    if isinstance(suit, str) and suit.upper() in SUITS:
        return Trump(rank=rank, suit=suit.upper())
    if suit is None and "suit" in value:
        if not no_trump:
            # zhaopengyou.ruling.no_trump: the source's bidding always fixes a suit.
            raise bad_request(f"{game_zh}没有无主：主花色总由亮出的级牌或底牌定出。",
                              f"{game_en} has no no-trump deals: a suit is always fixed.",
                              rule="zhaopengyou.ruling.no_trump")
        return Trump(rank=rank, suit=None, joined=joined)
    raise bad_request("主花色应是 ♠、♥、♣、♦ 之一，或者无主。", "The trump suit is one of ♠, ♥, ♣, ♦, or none.",
                      field="trump.suit")


def group_name(group: str) -> tuple[str, str]:
    if group == TRUMP:
        return "主牌", "trumps"
    return label("suit", group, "zh"), label("suit", group, "en")
