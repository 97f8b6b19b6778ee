"""How an explanation writes what a reader sees at the table: seats, cards and counts.

Answers keep codes and 0-based seats as data (``"seat": 2``, ``"cards": "S10 S10"``); the
sentences (``explain``) are for readers and use these helpers, so that a seat, a card or a
count is written one way in every game:

- a seat is numbered from 1, as players count round a table (``seat_no(2) == 3``; the
  notation page says so in both languages);
- cards are written as cards, ``♠10♠10`` or ``♥A 大王`` in Chinese and ``♠10♠10`` or
  ``♥A big joker`` in English, never as notation tokens;
- English counts agree with their number (``1 pair``, ``2 pairs``);
- in Chinese, cards sit in a sentence set off by spaces (``亮 2 张 ♠5 抢庄``) except where a
  joker's name meets a Chinese word: Chinese words run together, as the pages' prose writes
  them (``用三张小王毙``), so ``zh_spaced`` drops that space (``大王不行``, not ``大王 不行``).
"""

from __future__ import annotations

import re
from typing import Iterable

from .cards import BJ, JOKER_NAMES, RJ, Card, parse_cards

# The jokers' names by language, (big, small): engine.cards' one table, as a sentence reads it.
JOKER_WORDS = {lang: (JOKER_NAMES[RJ][i], JOKER_NAMES[BJ][i]) for i, lang in enumerate(("zh", "en"))}


def seat_no(seat: int) -> int:
    """The number a reader sees for a seat (the engine's data counts from 0)."""
    return seat + 1


def seat_zh(seat: int) -> str:
    return f"座位 {seat_no(seat)}"


def seat_en(seat: int) -> str:
    return f"seat {seat_no(seat)}"


def cards_in(cards: Iterable[Card] | str, lang: str) -> str:
    """Cards as a sentence writes them: suit symbols run together (``♦6♦6♦4♦4``); a joker is
    a word of the language, set off by spaces."""
    if isinstance(cards, str):
        cards = parse_cards(cards)
    big, small = JOKER_WORDS[lang]
    out: list[str] = []
    for card in cards:
        if card.is_joker:
            out.append(f" {big if card.rank == RJ else small} ")
        else:
            out.append(card.symbol())
    return " ".join("".join(out).split())


# A space between a joker's name and a Chinese word (not another joker: 大王 小王 is two cards).
_HAN = "\u4e00-\u9fff"
_JOKER_SEAM = re.compile(rf"(?<=[{_HAN}])(?<![大小]王) (?=[大小]王)|(?<=[大小]王) (?![大小]王)(?=[{_HAN}])")


def zh_spaced(sentence: str) -> str:
    """A Chinese sentence whose cards were set off by spaces, with no space left between a
    joker's name and a Chinese word: ``翻到 大王 不行`` → ``翻到大王不行``; ``♠5 不行`` and
    ``♥A 大王 小王`` keep theirs."""
    return _JOKER_SEAM.sub("", sentence)


COPIES = {2: ("一对", "pair of"), 3: ("三张", "three")}     # copies of one joker, in words


def held_in(cards: Iterable[Card] | str, lang: str) -> str:
    """Cards as :func:`cards_in` writes them, but two or three copies of one joker worded as a
    pair or a triple (``一对大王``, ``pair of big jokers``), not the joker's name twice."""
    cards = parse_cards(cards) if isinstance(cards, str) else list(cards)
    if len(cards) in COPIES and cards[0].is_joker and len(set(cards)) == 1:
        name = JOKER_WORDS[lang][0 if cards[0].rank == RJ else 1]
        zh, en = COPIES[len(cards)]
        return f"{zh}{name}" if lang == "zh" else f"{en} {name}s"
    return cards_in(cards, lang)


def cards_zh(cards: Iterable[Card] | str) -> str:
    return cards_in(cards, "zh")


def cards_en(cards: Iterable[Card] | str) -> str:
    return cards_in(cards, "en")


def count_en(n: int, noun: str, plural: str | None = None) -> str:
    """``1 pair``, ``2 pairs``, ``1 card``; ``plural`` for irregular nouns."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def seats_zh(seats: Iterable[int]) -> str:
    """``座位 1、3`` (one or more seats; empty: ``无人``)."""
    shown = [str(seat_no(s)) for s in seats]
    return f"座位 {'、'.join(shown)}" if shown else "无人"


def seats_en(seats: Iterable[int]) -> str:
    """``seat 1``, ``seats 1 and 3``, ``seats 1, 2 and 4`` (empty: ``nobody``)."""
    shown = [str(seat_no(s)) for s in seats]
    if not shown:
        return "nobody"
    if len(shown) == 1:
        return f"seat {shown[0]}"
    return f"seats {', '.join(shown[:-1])} and {shown[-1]}"


def ordinal_en(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``22nd``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
