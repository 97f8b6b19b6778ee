"""Cards as coloured chips: ``<span class="pl-card pl-h">♥A</span>``.

A chip is written in the page's language: a suit card is its symbol and rank in both
(``♥A``), a joker is the word a sentence uses (``engine.text.JOKER_WORDS``: 大王 / 小王 on a
Chinese page, "big joker" / "small joker" on an English one), in red or black as the card
is printed. The notation (``RJ``) stays in ``data-card`` for scripts, never in the text.

A hand is drawn one row per suit (``suit_rows``): the suits in the order the engine's sort
brings them, each row in that order; with a trump (the tractor games) every trump is one row,
the first, as a player holds them; the jokers are a row of their own where there is no trump.
"""

from __future__ import annotations

from engine.cards import RJ, TEXT_RANK, parse_cards
from engine.text import JOKER_WORDS
from engine.tractor.order import TRUMP, Trump, group_name

from .markup import esc

SUIT_CLASS = {"S": "pl-s", "H": "pl-h", "C": "pl-c", "D": "pl-d"}


def card_chip(card, lang: str) -> str:
    if card.is_joker:
        big = card.rank == RJ
        return (f'<span class="pl-card {"pl-rj" if big else "pl-bj"}" data-card="{"RJ" if big else "BJ"}">'
                f'{esc(JOKER_WORDS[lang][0 if big else 1])}</span>')
    return f'<span class="pl-card {SUIT_CLASS[card.suit]}">{esc(card.symbol())}</span>'


def cards_html(text: str, *, lang: str) -> str:
    """Notation (``"S10 HA RJ"``) as chips in ``lang``; raises the engine's error on bad notation."""
    return f'<span class="pl-cards">{"".join(card_chip(card, lang) for card in parse_cards(text))}</span>'


def suit_rows(cards, trump: dict | None = None) -> list[tuple[str, list]]:
    """``(row, cards)`` in order: ``row`` is a suit letter, ``"J"`` (the jokers) or ``"trump"``
    (every trump, when ``trump`` — ``{"rank": "5", "suit": "S"}`` — is given)."""
    context = Trump(rank=TEXT_RANK[trump["rank"]], suit=trump.get("suit")) if trump else None
    rows: dict[str, list] = {}
    for card in cards:
        row = context.group(card) if context else "J" if card.is_joker else card.suit
        rows.setdefault(row, []).append(card)
    return list(rows.items())


def row_head(row: str, lang: str) -> str:
    """The words before a row of trumps (主牌 / trumps); a suit's row needs none."""
    return esc(group_name(TRUMP)[0 if lang == "zh" else 1]) if row == TRUMP else ""


def hand_html(text: str, *, lang: str, trump: dict | None = None) -> str:
    """A hand as chips, one row per suit (``suit_rows``)."""
    out = []
    for row, cards in suit_rows(parse_cards(text), trump):
        head = row_head(row, lang)
        out.append(f'<span class="pl-hand-row" data-row="{esc(row)}">'
                   + (f'<span class="pl-hand-head">{head}</span>' if head else "")
                   + "".join(card_chip(card, lang) for card in cards) + "</span>")
    return f'<span class="pl-cards pl-hand-rows">{"".join(out)}</span>'
