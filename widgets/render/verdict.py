"""A verdict as HTML: the one renderer of an answer of ``engine.api.handle``.

Used at build time (the ``paili`` fences, in CPython) and live (the browser's worker, in
Pyodide: ``live.py``); the page's elements only put the markup in place. Every text is
escaped here (``esc``); every code is put into words by ``engine.labels`` (``words.code``,
which stops on a code with no label rather than print it); seats are numbered from 1;
the rule is cited by its title (``cite.py``).
"""

from __future__ import annotations

from .cards import cards_html
from .cite import explain_html, rule_href, rule_html
from .markup import esc, pick
from .words import MissingWord, code, say, seat_word

__all__ = ["rule_href", "verdict_html", "request_html", "error_html", "facts_html"]

FIELDS = {
    "cards": ("牌", "cards"), "lead": ("领出", "lead"), "hand": ("手牌", "hand"), "play": ("出牌", "play"),
    "previous": ("上家", "previous"), "plays": ("各家出牌", "plays"), "hands": ("各家手牌", "hands"),
}


def trump_text(trump: dict, lang: str) -> str:
    rank, suit = trump.get("rank"), trump.get("suit")
    if suit is None:
        return say("no_trump", lang, rank=rank)
    return say("trump", lang, rank=rank, suit=code(suit, lang, "suit"))


def request_html(request: dict, lang: str) -> str:
    """The cards of a request, drawn (what the reader would put on the table)."""
    rows = []
    if isinstance(request.get("trump"), dict):
        try:
            rows.append(f'<span class="pl-field">{esc(trump_text(request["trump"], lang))}</span>')
        except MissingWord:  # an example of a bad request: its trump as written
            rows.append(f'<code>{esc(request["trump"])}</code>')
    for key, pair in FIELDS.items():
        value = request.get(key)
        label = f'<span class="pl-field">{pick(pair, lang)}</span> '
        try:
            if isinstance(value, str):
                rows.append(label + cards_html(value, lang=lang))
            elif isinstance(value, list) and all(isinstance(v, str) for v in value):
                rows.append(label + " ".join(cards_html(v, lang=lang) for v in value))
            elif isinstance(value, dict):
                rows.append(label + " ".join(
                    f'<span class="pl-seat" data-seat="{esc(k)}">{esc(seat_word(k, lang))}</span> {cards_html(v, lang=lang)}'
                    for k, v in value.items() if isinstance(v, str)))
        except Exception:  # not notation (an example of a bad request): show it as text
            rows.append(label + f"<code>{esc(value)}</code>")
    return f'<p class="pl-request">{" · ".join(rows)}</p>' if rows else ""


def error_html(error: dict, lang: str, game: str | None = None, root: str = "") -> str:
    """A refusal in words; one a house rule made (its ``decided_by``, engine.decided) ends with
    the sentence naming it, linked to its ruling as a verdict's is."""
    return (f'<div class="pl-verdict-body pl-error" data-code="{esc(error["code"])}">'
            f'<strong>{say("error", lang)}</strong> '
            f'<span class="pl-explain">{explain_html(error[lang], error.get("decided_by"), game, lang, root)}</span></div>')


def verdict_html(response: dict, *, lang: str, game: str | None, root: str, spec: dict | None = None) -> str:
    """The verdict block for a response of ``engine.api.handle``; ``spec``: the widget's
    (``specs.SPECS``), whose ``show`` names the answer fields drawn."""
    if not response.get("ok"):
        return error_html(response["error"], lang, game, root)
    parts = ['<div class="pl-verdict-body">']
    if "shape" in response:
        parts.append(f'<p class="pl-headline"><strong class="pl-shape" data-shape="{esc(response["shape"])}">'
                     f'{esc(code(response["shape"], lang, "shape"))}</strong>')
        if response.get("suit"):
            parts.append(f' · <span class="pl-suit">{esc(code(response["suit"], lang, "suit"))}</span>')
        parts.append("</p>")
    units = response.get("units") or []
    if units:
        parts.append(f'<ol class="pl-units" aria-label="{say("units", lang)}">')
        for unit in units:
            parts.append(f'<li><span class="pl-unit-shape">{esc(code(unit["shape"], lang, "shape"))}</span> '
                         f'{cards_html(unit["cards"], lang=lang)}</li>')
        parts.append("</ol>")
    if spec and spec.get("show"):
        parts.append(facts_html(response, spec["show"], lang))
    parts.append(f'<p class="pl-explain">{explain_html(response["explain"][lang], response.get("decided_by"), game, lang, root)}</p>')
    parts.append(rule_html(response["rule"], game, lang, root))
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
    """A seat as the reader counts it: ``"seat": 2`` is 座位 3 / seat 3."""
    return seat_word(seat, lang)


def reading_text(reading: dict, lang: str) -> str:
    if isinstance(reading.get("text"), dict):
        return reading["text"][lang]
    rank = reading.get("rank")
    return code(reading.get("kind"), lang, "kind") + ("" if rank is None else f" {code(rank, lang)}")


# The parts of a multiplier step (a settlement's ``steps`` / ``multiplier_steps``) besides
# what it is (``what`` or ``step``) and its ``rule`` (the verdict cites the settlement's own).
STEP_PARTS = {"name", "cards", "size", "fan", "value", "factor", "multiplier", "fan_total"}


def step_html(step: dict, lang: str) -> str:
    """One step towards a multiplier, in words: 「踹 ×2 → 2」, 「炸弹 ♠7♠7♥7♥7 ×2 → 4」,
    「炸弹（8 张，16 番，共 16 番）」, 「叫分 2」. A part it has no words for stops the renderer."""
    unknown = set(step) - STEP_PARTS - {"what", "step", "rule"}
    if unknown:
        raise MissingWord(f"no words for the multiplier step part(s) {sorted(unknown)}")
    if step.get("step") == "outcome" and "name" in step:
        head = code(step["name"], lang, "outcome")
    else:
        head = code(step.get("what", step.get("step")), lang, "multiplier", "kind", "outcome")
    out = [esc(head)]
    if isinstance(step.get("cards"), str):
        out.append(cards_html(step["cards"], lang=lang))
    detail = [say(word, lang, n=step[key]) for key, word in
              (("size", "cards_n"), ("fan", "fan_n"), ("fan_total", "fan_total")) if key in step]
    if detail:
        sep = "，" if lang == "zh" else ", "
        out[-1] += esc(("（" if lang == "zh" else " (") + sep.join(detail) + ("）" if lang == "zh" else ")"))
    if "value" in step:
        out.append(esc(num(step["value"])))
    if "factor" in step:
        out.append(("×" if "multiplier" in step else "+") + esc(num(step["factor"])))
        if "multiplier" in step:
            out.append("→ " + esc(num(step["multiplier"])))
    return " ".join(out)


def _steps_html(value: list, lang: str) -> str | None:
    items = [f"<li>{step_html(step, lang)}</li>" for step in value if isinstance(step, dict)]
    return f'<ol class="pl-steps">{"".join(items)}</ol>' if items else None


def wilds_html(wilds: list, lang: str) -> str:
    """The wild cards of a reading and what each stands for, in words: 「（大王当 5）」 /
    " (big joker as 5)"; nothing when there are none."""
    if not wilds:
        return ""
    said = ("，" if lang == "zh" else ", ").join(
        f'{cards_html(w["card"], lang=lang)}{"" if lang == "zh" else " "}{esc(say("wild_as", lang, rank=code(w["as"], lang)))}'
        for w in wilds)
    return f'<span class="pl-wild">（{said}）</span>' if lang == "zh" else f' <span class="pl-wild">({said})</span>'


def _readings_html(value: list, lang: str) -> str | None:
    items = [f"<li>{esc(reading_text(r, lang))}{wilds_html(r.get('wilds') or [], lang)}</li>" for r in value]
    return f'<ol class="pl-list">{"".join(items)}</ol>' if items else None


def _by_seat(value: dict, lang: str, draw) -> str | None:
    """``{"seat": value}`` as one chip per seat, numbered from 1 (``data-seat`` keeps the key)."""
    return " ".join(f'<span class="pl-payout" data-seat="{esc(k)}">{esc(seat_text(k, lang))}: {draw(v)}</span>'
                    for k, v in value.items() if draw(v) is not None) or None


def fact_value(kind: str, value, lang: str) -> str | None:
    """The HTML of one answer field, or None when there is nothing to draw."""
    if value is None:
        return None
    if kind == "bool":
        return f'<span class="pl-bool" data-value="{str(bool(value)).lower()}">{say("yes" if value else "no", lang)}</span>'
    if kind == "cards":
        return cards_html(value, lang=lang) if isinstance(value, str) and value.strip() else None
    if kind == "seat":
        return esc(seat_text(value, lang))
    if kind == "seats":
        return esc(("、" if lang == "zh" else ", ").join(seat_text(v, lang) for v in value))
    if kind == "num":
        return esc(num(value))
    if kind == "text":
        return esc(("、" if lang == "zh" else ", ").join(code(v, lang) for v in value) if isinstance(value, list)
                   else code(value, lang))
    if kind == "name":
        return esc(value[lang]) if isinstance(value, dict) else None
    if kind == "trump":
        return esc(trump_text(value, lang)) if isinstance(value, dict) else None
    if kind == "pairs":
        return esc(" · ".join(f"{code(k, lang)} {num(v)}" for k, v in value.items()))
    if kind == "seat_cards":     # {"seat": cards}: each seat's cards
        return _by_seat(value, lang, lambda v: cards_html(v, lang=lang) if isinstance(v, str) and v.strip() else None)
    if kind == "payouts":
        return _by_seat(value, lang, lambda v: esc(num(v)))
    if kind == "steps":
        return _steps_html(value, lang)
    if kind == "options":
        items = [f'<li><span class="pl-unit-shape">{esc(code(o["shape"], lang, "shape"))}</span> '
                 f'{cards_html(o["forced"], lang=lang)}</li>' for o in value]
        return f'<ul class="pl-list">{"".join(items)}</ul>' if items else None
    if kind == "plays":
        items = [f'<li><span class="pl-unit-shape" data-seat="{esc(p["seat"])}">{esc(seat_text(p["seat"], lang))}</span> '
                 f'{cards_html(p["cards"], lang=lang)} '
                 f'<span class="pl-status-word">{esc(code(p.get("status"), lang, "status"))}</span></li>'
                 for p in value]
        return f'<ol class="pl-list">{"".join(items)}</ol>'
    if kind == "kitty":
        text = f'{num(value["points"])} × {num(value["multiplier"])} = {num(value["bonus"])}' \
            if value.get("won") else num(value["points"])
        return esc(text)
    if kind == "reading":
        return esc(reading_text(value, lang)) + wilds_html(value.get("wilds") or [], lang) if isinstance(value, dict) else None
    if kind == "readings":
        return _readings_html(value, lang)
    raise MissingWord(f"no way to draw a fact of kind {kind!r}")


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
