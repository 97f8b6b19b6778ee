"""Verdicts as HTML, at build time. ``widgets/js/render.js`` draws the same markup live.

Keep the two in step: the browser tests compare the prerendered verdict with the
one the live engine draws for the same request.
"""

from __future__ import annotations

from html import escape

from engine.cards import RJ, parse_cards

from .specs import UI, WORDS as CODES

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


def verdict_html(response: dict, *, lang: str, game: str | None, root: str, spec: dict | None = None) -> str:
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
    if spec and spec.get("show"):
        parts.append(facts_html(response, spec["show"], lang))
    parts.append(f'<p class="pl-explain">{escape(response["explain"][lang])}</p>')
    rule = response["rule"]
    parts.append(f'<p class="pl-rule">{tr(WORDS, "rule", lang)}: '
                 f'<a href="{rule_href(rule, game, lang, root)}"><code>{escape(rule)}</code></a></p>')
    parts.append("</div>")
    return "".join(parts)


# The answer fields a widget's spec asks for (``show``), as a definition list.
# render.js ``factsNode`` draws exactly the same markup.

def _i(pair: list, lang: str) -> str:
    return pair[0 if lang == "zh" else 1]


def num(value) -> str:
    """A number as JavaScript's String() writes it (2.0 → "2", None → "null")."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value)


def word(code, lang: str) -> str:
    pair = CODES.get(code) if isinstance(code, str) else None
    return _i(pair, lang) if pair else str(code)


def seat_text(seat, lang: str) -> str:
    return f"{_i(UI['seat'], lang)} {seat}"


def _reading_text(reading: dict, lang: str) -> str:
    if isinstance(reading.get("text"), dict):
        return reading["text"][lang]
    rank = reading.get("rank")
    return word(reading.get("kind"), lang) + ("" if rank is None else f" {rank}")


def fact_value(kind: str, value, lang: str) -> str | None:
    """The HTML of one answer field, or None when there is nothing to draw."""
    if value is None:
        return None
    if kind == "bool":
        return f'<span class="pl-bool" data-value="{str(bool(value)).lower()}">{_i(UI["yes" if value else "no"], lang)}</span>'
    if kind == "cards":
        return cards_html(value) if isinstance(value, str) and value.strip() else None
    if kind == "seat":
        return escape(seat_text(value, lang))
    if kind == "seats":
        return escape(", ".join(seat_text(v, lang) for v in value))
    if kind == "num":
        return escape(num(value))
    if kind == "text":
        return escape(", ".join(word(v, lang) for v in value) if isinstance(value, list) else word(value, lang))
    if kind == "name":
        return escape(value[lang]) if isinstance(value, dict) else None
    if kind == "trump":
        return escape(_trump_text(value, lang)) if isinstance(value, dict) else None
    if kind == "pairs":
        return escape(" · ".join(f"{word(k, lang)} {num(v)}" for k, v in value.items()))
    if kind == "payouts":
        return "".join(f'<span class="pl-payout">{escape(seat_text(k, lang))}: {escape(num(v))}</span>'
                       for k, v in value.items())
    if kind == "steps":
        items = []
        for step in value:
            head = step.get("step") or step.get("what") or ""
            rest = ", ".join(f"{word(k, lang)} {word(v, lang) if isinstance(v, str) else num(v)}"
                             for k, v in step.items()
                             if k not in ("step", "what", "rule") and not isinstance(v, (dict, list)))
            items.append(f"<li>{escape(word(head, lang))}{': ' if rest else ''}{escape(rest)}</li>")
        return f'<ol class="pl-steps">{"".join(items)}</ol>' if items else None
    if kind == "options":
        items = [f'<li><span class="pl-unit-shape">{tr(SHAPES, o["shape"], lang)}</span> {cards_html(o["forced"])}</li>'
                 for o in value]
        return f'<ul class="pl-list">{"".join(items)}</ul>' if items else None
    if kind == "plays":
        items = [f'<li><span class="pl-unit-shape">{escape(seat_text(p["seat"], lang))}</span> '
                 f'{cards_html(p["cards"])} <span class="pl-status-word">{escape(word(p.get("status"), lang))}</span></li>'
                 for p in value]
        return f'<ol class="pl-list">{"".join(items)}</ol>'
    if kind == "kitty":
        text = f'{num(value["points"])} × {num(value["multiplier"])} = {num(value["bonus"])}' \
            if value.get("won") else num(value["points"])
        return escape(text)
    if kind == "reading":
        return escape(_reading_text(value, lang)) if isinstance(value, dict) else None
    if kind == "readings":
        items = []
        for r in value:
            wilds = "".join(f' <span class="pl-wild">{cards_html(w["card"])}→{escape(str(w["as"]))}</span>'
                            for w in r.get("wilds") or [])
            items.append(f"<li>{escape(_reading_text(r, lang))}{wilds}</li>")
        return f'<ol class="pl-list">{"".join(items)}</ol>' if items else None
    return escape(str(value))


def facts_html(response: dict, show: list, lang: str) -> str:
    rows = []
    for entry in show:
        value = response.get(entry["key"])
        if entry.get("skip_zero") and value == 0:
            continue
        html = fact_value(entry["kind"], value, lang)
        if html is not None:
            rows.append(f'<div class="pl-fact" data-key="{escape(entry["key"])}">'
                        f'<dt>{escape(_i(entry["label"], lang))}</dt><dd>{html}</dd></div>')
    return f'<dl class="pl-facts">{"".join(rows)}</dl>' if rows else ""
