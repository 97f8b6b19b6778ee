"""How an explanation writes what a reader sees at the table: seats, cards and counts.

Answers keep codes and 0-based seats as data (``"seat": 2``, ``"cards": "S10 S10"``); the
sentences (``explain``) are for readers and use these helpers, so that a seat, a card or a
count is written one way in every game:

- a seat is numbered from 1, as players count round a table (``seat_no(2) == 3``; the
  notation page says so in both languages);
- cards are written as cards, ``♠10♠10`` or ``♥A 大王`` in Chinese and ``♠10♠10`` or
  ``♥A big joker`` in English, never as notation tokens;
- English counts agree with their number (``1 pair``, ``2 pairs``).
"""

from __future__ import annotations

from typing import Iterable

from .cards import RJ, Card, parse_cards

JOKER_WORDS = {"zh": ("大王", "小王"), "en": ("big joker", "small joker")}


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
