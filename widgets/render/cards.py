"""Cards as coloured chips: ``<span class="pl-card pl-h">♥A</span>``.

A chip is written in the page's language: a suit card is its symbol and rank in both
(``♥A``), a joker is the word a sentence uses (``engine.text.JOKER_WORDS``: 大王 / 小王 on a
Chinese page, "big joker" / "small joker" on an English one), in red or black as the card
is printed. The notation (``RJ``) stays in ``data-card`` for scripts, never in the text.
"""

from __future__ import annotations

from engine.cards import RJ, parse_cards
from engine.text import JOKER_WORDS

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
