"""A verdict as HTML: the one renderer of an answer of ``engine.api.handle``.

Used at build time (the ``paili`` fences, in CPython) and live (the browser's worker, in
Pyodide: ``live.py``); the page's elements only put the markup in place. Every text is
escaped here (``esc``); every code is put into words by ``engine.labels``.
"""

from __future__ import annotations

from engine import labels

from .cards import cards_html
from .markup import esc, pick
from .words import say

FIELDS = {
    "cards": ("牌", "cards"), "lead": ("领出", "lead"), "hand": ("手牌", "hand"), "play": ("出牌", "play"),
    "previous": ("上家", "previous"), "plays": ("各家出牌", "plays"), "hands": ("各家手牌", "hands"),
}


def rule_href(rule: str, game: str | None, lang: str, root: str) -> str:
    """Where a rule id is stated: the game's rule index (``root``: the site root, relative
    at build time, absolute live)."""
    prefix = root + ("en/" if lang == "en" else "")
    if not game:
        return f"{prefix}reference/notation/#{esc(rule)}"
    return f"{prefix}games/{esc(game)}/rulebook/#{esc(rule)}"


def trump_text(trump: dict, lang: str) -> str:
    rank, suit = trump.get("rank"), trump.get("suit")
    name = labels.label("suit", suit, lang)
    if lang == "zh":
        return f"打{rank}，" + ("无主" if suit is None else f"{name}为主")
    return f"{rank}s are the trump rank, " + ("no trump suit" if suit is None else f"{name} are trump")


def request_html(request: dict, lang: str) -> str:
    """The cards of a request, drawn (what the reader would put on the table)."""
    rows = []
    if isinstance(request.get("trump"), dict):
        rows.append(f'<span class="pl-field">{esc(trump_text(request["trump"], lang))}</span>')
    for key, pair in FIELDS.items():
        value = request.get(key)
        label = f'<span class="pl-field">{pick(pair, lang)}</span> '
        try:
            if isinstance(value, str):
                rows.append(label + cards_html(value))
            elif isinstance(value, list) and all(isinstance(v, str) for v in value):
                rows.append(label + " ".join(cards_html(v) for v in value))
            elif isinstance(value, dict):
                rows.append(label + " ".join(f'<span class="pl-seat">{esc(k)}</span> {cards_html(v)}'
                                             for k, v in value.items() if isinstance(v, str)))
        except Exception:  # not notation (an example of a bad request): show it as text
            rows.append(label + f"<code>{esc(value)}</code>")
    return f'<p class="pl-request">{" · ".join(rows)}</p>' if rows else ""


def error_html(error: dict, lang: str) -> str:
    return (f'<div class="pl-verdict-body pl-error" data-code="{esc(error["code"])}">'
            f'<strong>{say("error", lang)}</strong> '
            f'<span class="pl-explain">{esc(error[lang])}</span></div>')


def verdict_html(response: dict, *, lang: str, game: str | None, root: str, spec: dict | None = None) -> str:
    """The verdict block for a response of ``engine.api.handle``; ``spec``: the widget's
    (``specs.SPECS``), whose ``show`` names the answer fields drawn."""
    if not response.get("ok"):
        return error_html(response["error"], lang)
    parts = ['<div class="pl-verdict-body">']
    if "shape" in response:
        parts.append(f'<p class="pl-headline"><strong class="pl-shape" data-shape="{esc(response["shape"])}">'
                     f'{esc(labels.label("shape", response["shape"], lang))}</strong>')
        if response.get("suit"):
            parts.append(f' · <span class="pl-suit">{esc(labels.label("suit", response["suit"], lang))}</span>')
        parts.append("</p>")
    units = response.get("units") or []
    if units:
        parts.append(f'<ol class="pl-units" aria-label="{say("units", lang)}">')
        for unit in units:
            parts.append(f'<li><span class="pl-unit-shape">{esc(labels.label("shape", unit["shape"], lang))}</span> '
                         f'{cards_html(unit["cards"])}</li>')
        parts.append("</ol>")
    if spec and spec.get("show"):
        parts.append(facts_html(response, spec["show"], lang))
    parts.append(f'<p class="pl-explain">{esc(response["explain"][lang])}</p>')
    rule = response["rule"]
    parts.append(f'<p class="pl-rule">{say("rule", lang)}: '
                 f'<a href="{rule_href(rule, game, lang, root)}"><code>{esc(rule)}</code></a></p>')
    parts.append("</div>")
    return "".join(parts)


# --- the answer fields a widget's spec asks for (``show``), as a definition list ---------

def num(value) -> str:
    """A number as JSON writes it (2.0 → "2", None → "null")."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value)


def seat_text(seat, lang: str) -> str:
    return f"{say('seat', lang)} {seat}"


def reading_text(reading: dict, lang: str) -> str:
    if isinstance(reading.get("text"), dict):
        return reading["text"][lang]
    rank = reading.get("rank")
    return labels.word(reading.get("kind"), lang) + ("" if rank is None else f" {rank}")


def _steps_html(value: list, lang: str) -> str | None:
    items = []
    for step in value:
        head = step.get("step") or step.get("what") or ""
        rest = ", ".join(f"{labels.word(k, lang)} {labels.word(v, lang) if isinstance(v, str) else num(v)}"
                         for k, v in step.items()
                         if k not in ("step", "what", "rule") and not isinstance(v, (dict, list)))
        items.append(f"<li>{esc(labels.word(head, lang))}{': ' if rest else ''}{esc(rest)}</li>")
    return f'<ol class="pl-steps">{"".join(items)}</ol>' if items else None


def _readings_html(value: list, lang: str) -> str | None:
    items = []
    for r in value:
        wilds = "".join(f' <span class="pl-wild">{cards_html(w["card"])}→{esc(w["as"])}</span>'
                        for w in r.get("wilds") or [])
        items.append(f"<li>{esc(reading_text(r, lang))}{wilds}</li>")
    return f'<ol class="pl-list">{"".join(items)}</ol>' if items else None


def fact_value(kind: str, value, lang: str) -> str | None:
    """The HTML of one answer field, or None when there is nothing to draw."""
    if value is None:
        return None
    if kind == "bool":
        return f'<span class="pl-bool" data-value="{str(bool(value)).lower()}">{say("yes" if value else "no", lang)}</span>'
    if kind == "cards":
        return cards_html(value) if isinstance(value, str) and value.strip() else None
    if kind == "seat":
        return esc(seat_text(value, lang))
    if kind == "seats":
        return esc(", ".join(seat_text(v, lang) for v in value))
    if kind == "num":
        return esc(num(value))
    if kind == "text":
        return esc(", ".join(labels.word(v, lang) for v in value) if isinstance(value, list)
                   else labels.word(value, lang))
    if kind == "name":
        return esc(value[lang]) if isinstance(value, dict) else None
    if kind == "trump":
        return esc(trump_text(value, lang)) if isinstance(value, dict) else None
    if kind == "pairs":
        return esc(" · ".join(f"{labels.word(k, lang)} {num(v)}" for k, v in value.items()))
    if kind == "seat_cards":     # {"seat": cards}: each seat's cards
        return "".join(f'<span class="pl-payout">{esc(seat_text(k, lang))}: {cards_html(v)}</span>'
                       for k, v in value.items() if isinstance(v, str) and v.strip()) or None
    if kind == "payouts":
        return "".join(f'<span class="pl-payout">{esc(seat_text(k, lang))}: {esc(num(v))}</span>'
                       for k, v in value.items())
    if kind == "steps":
        return _steps_html(value, lang)
    if kind == "options":
        items = [f'<li><span class="pl-unit-shape">{esc(labels.label("shape", o["shape"], lang))}</span> '
                 f'{cards_html(o["forced"])}</li>' for o in value]
        return f'<ul class="pl-list">{"".join(items)}</ul>' if items else None
    if kind == "plays":
        items = [f'<li><span class="pl-unit-shape">{esc(seat_text(p["seat"], lang))}</span> '
                 f'{cards_html(p["cards"])} <span class="pl-status-word">{esc(labels.word(p.get("status"), lang))}</span></li>'
                 for p in value]
        return f'<ol class="pl-list">{"".join(items)}</ol>'
    if kind == "kitty":
        text = f'{num(value["points"])} × {num(value["multiplier"])} = {num(value["bonus"])}' \
            if value.get("won") else num(value["points"])
        return esc(text)
    if kind == "reading":
        return esc(reading_text(value, lang)) if isinstance(value, dict) else None
    if kind == "readings":
        return _readings_html(value, lang)
    return esc(value)


def facts_html(response: dict, show: list, lang: str) -> str:
    rows = []
    for entry in show:
        value = response.get(entry["key"])
        if entry.get("skip_zero") and value == 0:
            continue
        html = fact_value(entry["kind"], value, lang)
        if html is not None:
            rows.append(f'<div class="pl-fact" data-key="{esc(entry["key"])}">'
                        f'<dt>{esc(pick(entry["label"], lang))}</dt><dd>{html}</dd></div>')
    return f'<dl class="pl-facts">{"".join(rows)}</dl>' if rows else ""
