"""Verdicts as HTML, at build time. ``widgets/js/render.js`` draws the same markup live.

Keep the two in step: the browser tests compare the prerendered verdict with the
one the live engine draws for the same request.
"""

from __future__ import annotations

from html import escape

from engine.cards import RJ, parse_cards

SUIT_CLASS = {"S": "pl-s", "H": "pl-h", "C": "pl-c", "D": "pl-d"}
SHAPES = {
    "single": ("单张", "single"), "pair": ("对子", "pair"), "triple": ("三张", "triple"),
    "tractor": ("拖拉机", "tractor"), "throw": ("甩牌", "throw"), "invalid": ("不成牌型", "not a valid play"),
}
SUITS = {"trump": ("主牌", "trump"), "S": ("黑桃", "spades"), "H": ("红桃", "hearts"),
         "C": ("梅花", "clubs"), "D": ("方片", "diamonds"), "mixed": ("多种花色", "mixed suits")}
WORDS = {
    "rule": ("规则", "rule"), "units": ("拆分", "units"), "error": ("错误", "error"),
}


def tr(table: dict, key: str, lang: str) -> str:
    pair = table.get(key)
    return key if pair is None else pair[0 if lang == "zh" else 1]


def rule_href(rule: str, game: str | None, lang: str, root: str) -> str:
    """Where a rule id is stated: the game's rule index (same scheme as render.js)."""
    prefix = root + ("en/" if lang == "en" else "")
    if not game:
        return f"{prefix}reference/notation/#{escape(rule)}"
    return f"{prefix}games/{escape(game)}/rulebook/#{escape(rule)}"


def cards_html(text: str) -> str:
    """Cards as coloured chips: ``<span class="pl-card pl-h">♥A</span>``."""
    chips = []
    for card in parse_cards(text):
        cls = ("pl-rj" if card.rank == RJ else "pl-bj") if card.is_joker else SUIT_CLASS[card.suit]
        chips.append(f'<span class="pl-card {cls}">{escape(card.symbol())}</span>')
    return f'<span class="pl-cards">{"".join(chips)}</span>'


def verdict_html(response: dict, *, lang: str, game: str | None, root: str) -> str:
    """The verdict block for a response of ``engine.api.handle``."""
    if not response.get("ok"):
        err = response["error"]
        return (f'<div class="pl-verdict-body pl-error" data-code="{escape(err["code"])}">'
                f'<strong>{tr(WORDS, "error", lang)}</strong> '
                f'<span class="pl-explain">{escape(err[lang])}</span></div>')
    parts = ['<div class="pl-verdict-body">']
    if "shape" in response:
        parts.append(f'<p class="pl-headline"><strong class="pl-shape" data-shape="{escape(response["shape"])}">'
                     f'{tr(SHAPES, response["shape"], lang)}</strong>')
        if response.get("suit"):
            parts.append(f' · <span class="pl-suit">{tr(SUITS, response["suit"], lang)}</span>')
        parts.append("</p>")
    units = response.get("units") or []
    if units:
        parts.append(f'<ol class="pl-units" aria-label="{tr(WORDS, "units", lang)}">')
        for unit in units:
            parts.append(f'<li><span class="pl-unit-shape">{tr(SHAPES, unit["shape"], lang)}</span> '
                         f'{cards_html(unit["cards"])}</li>')
        parts.append("</ol>")
    parts.append(f'<p class="pl-explain">{escape(response["explain"][lang])}</p>')
    rule = response["rule"]
    parts.append(f'<p class="pl-rule">{tr(WORDS, "rule", lang)}: '
                 f'<a href="{rule_href(rule, game, lang, root)}"><code>{escape(rule)}</code></a></p>')
    parts.append("</div>")
    return "".join(parts)
