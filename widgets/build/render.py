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


FIELDS = {
    "cards": ("牌", "cards"), "lead": ("领出", "lead"), "hand": ("手牌", "hand"), "play": ("出牌", "play"),
    "previous": ("上家", "previous"), "plays": ("各家出牌", "plays"), "hands": ("各家手牌", "hands"),
}


def _trump_text(trump: dict, lang: str) -> str:
    rank, suit = trump.get("rank"), trump.get("suit")
    name = SUITS.get(suit, (str(suit), str(suit)))
    if lang == "zh":
        return f"打{rank}，" + ("无主" if suit is None else f"{name[0]}为主")
    return f"{rank}s are the trump rank, " + ("no trump suit" if suit is None else f"{name[1]} are trump")


def request_html(request: dict, lang: str) -> str:
    """The cards of a request, drawn (what the reader would put on the table)."""
    rows = []
    if isinstance(request.get("trump"), dict):
        rows.append(f'<span class="pl-field">{escape(_trump_text(request["trump"], lang))}</span>')
    for key, (zh, en) in FIELDS.items():
        value = request.get(key)
        label = f'<span class="pl-field">{zh if lang == "zh" else en}</span> '
        try:
            if isinstance(value, str):
                rows.append(label + cards_html(value))
            elif isinstance(value, list) and all(isinstance(v, str) for v in value):
                rows.append(label + " ".join(cards_html(v) for v in value))
            elif isinstance(value, dict):
                rows.append(label + " ".join(f'<span class="pl-seat">{escape(str(k))}</span> {cards_html(v)}'
                                             for k, v in value.items() if isinstance(v, str)))
        except Exception:  # not notation (an example of a bad request): show it as text
            rows.append(label + f"<code>{escape(str(value))}</code>")
    return f'<p class="pl-request">{" · ".join(rows)}</p>' if rows else ""


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
