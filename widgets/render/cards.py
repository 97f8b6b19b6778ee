"""Cards as coloured chips: ``<span class="pl-card pl-h">♥A</span>``."""

from __future__ import annotations

from engine.cards import RJ, parse_cards

from .markup import esc

SUIT_CLASS = {"S": "pl-s", "H": "pl-h", "C": "pl-c", "D": "pl-d"}


def cards_html(text: str) -> str:
    """Notation (``"S10 HA RJ"``) as chips; raises the engine's error on bad notation."""
    chips = []
    for card in parse_cards(text):
        cls = ("pl-rj" if card.rank == RJ else "pl-bj") if card.is_joker else SUIT_CLASS[card.suit]
        chips.append(f'<span class="pl-card {cls}">{esc(card.symbol())}</span>')
    return f'<span class="pl-cards">{"".join(chips)}</span>'
