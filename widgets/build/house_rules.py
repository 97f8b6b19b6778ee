"""House rules on the page (issue 12, point 2): the switches of a live widget and the badges
of a prerendered example, both in words, both read from the engine's ``rules`` op.

A widget offers exactly the options whose ``ops`` (the rules op's answer, from
``engine/option_words.py``) hold its op: a ``<details class="pl-house-rules">`` with one
labelled ``<select data-option>`` per option, each linked to its ruling's entry by the
ruling's title. An example that runs with a non-default option shows its badge sentence
(``<ul class="pl-badges">``); ``widgets/js/elements/house-rules.js`` redraws the badges when a
switch changes, from the ``data-badge`` of each choice.
"""

from __future__ import annotations

import functools
import json
from html import escape

from engine.api import handle
from widgets.render.verdict import rule_href

WORDS = {
    "summary": ("房规", "House rules"),
    "hint": ("按你们桌上的规矩改；改动后立即重新判定。", "Set them the way your table plays; the verdict follows at once."),
    "ruling": ("裁定", "ruling"),
    "option": ("房规开关", "House-rule switch"),
    "default": ("默认", "default"),
    "other": ("也可以改为", "or set to"),
}


def _w(key: str, lang: str) -> str:
    return WORDS[key][0 if lang == "zh" else 1]


@functools.cache
def _rules(game: str) -> tuple[tuple[dict, ...], dict]:
    answer = handle({"op": "rules", "game": game})
    return tuple(answer["options"]), {r["id"]: r for r in answer["rules"]}


def options_of(game: str) -> list[dict]:
    """The game's options as the rules op gives them (with their words)."""
    return list(_rules(game)[0])


def switches_for(game: str, op: str) -> list[dict]:
    """The options that can change the verdict of ``op`` in ``game`` (the engine says which)."""
    return [o for o in options_of(game) if op in o["ops"]]


def same(a, b) -> bool:
    return type(a) is type(b) and a == b


def _value_key(value) -> str:
    return json.dumps(value)


def ruling_link(game: str, option: dict, lang: str, root: str) -> str:
    rule = _rules(game)[1].get(option["ruling"])
    title = rule["title"][lang] if rule else option["title"][lang]
    return f'<a class="pl-ruling-link" href="{rule_href(option["ruling"], game, lang, root)}">{escape(title)}</a>'


def badges(game: str, chosen: dict | None, lang: str) -> list[tuple[dict, str]]:
    """(option, badge sentence) for each non-default option in ``chosen``."""
    out = []
    for option in options_of(game):
        if not isinstance(chosen, dict) or option["name"] not in chosen:
            continue
        value = chosen[option["name"]]
        badge = next((b for b in option["badge"] if same(b["value"], value)), None)
        if badge:
            out.append((option, badge[lang]))
    return out


def badges_html(game: str, chosen: dict | None, lang: str, root: str, *, always: bool = False) -> str:
    """The badge list of an example run with house rules (empty when it runs with none;
    ``always``: an empty list all the same, for a live widget to fill)."""
    found = badges(game, chosen, lang)
    if not found and not always:
        return ""
    items = "".join(f'<li data-option="{escape(o["name"])}">'
                    f'<a href="{rule_href(o["ruling"], game, lang, root)}">{escape(text)}</a></li>'
                    for o, text in found)
    return f'<ul class="pl-badges"{"" if found else " hidden"}>{items}</ul>'


def switches_html(game: str, op: str, chosen: dict | None, lang: str, root: str) -> str:
    """The folded house-rule switches of a live widget, ``chosen`` (the example's options)
    selected; empty when no option can change this op."""
    options = switches_for(game, op)
    if not options:
        return ""
    chosen = chosen if isinstance(chosen, dict) else {}
    rows = []
    for option in options:
        value = chosen.get(option["name"], option["default"])
        if not any(same(c["value"], value) for c in option["choices"]):
            value = option["default"]
        items = []
        for c in option["choices"]:
            badge = next((b[lang] for b in option["badge"] if same(b["value"], c["value"])), "")
            default = same(c["value"], option["default"])
            text = c[lang] + (f'（{_w("default", lang)}）' if default and lang == "zh" else
                              f' ({_w("default", lang)})' if default else "")
            items.append(f'<option value="{escape(_value_key(c["value"]))}" data-badge="{escape(badge)}"'
                         f'{" selected" if same(c["value"], value) else ""}>{escape(text)}</option>')
        name = escape(option["name"])
        rows.append(f'<div class="pl-switch"><label><span class="pl-label">{escape(option["title"][lang])}</span> '
                    f'<select data-option="{name}" data-default="{escape(_value_key(option["default"]))}" '
                    f'data-ruling="{escape(rule_href(option["ruling"], game, lang, root))}">{"".join(items)}</select></label> '
                    f'<span class="pl-switch-ruling">{_w("ruling", lang)}{"：" if lang == "zh" else ": "}'
                    f'{ruling_link(game, option, lang, root)}</span></div>')
    on = sum(1 for o in options if o["name"] in chosen and not same(chosen[o["name"]], o["default"]))
    count = f' <span class="pl-house-count" data-count="{on}">{on or ""}</span>'
    return (f'<details class="pl-house-rules"{" open" if on else ""}><summary>{_w("summary", lang)}{count}</summary>'
            f'<p class="pl-house-hint">{_w("hint", lang)}</p>{"".join(rows)}</details>')


def split_fixed_options(fixed: dict, game: str, op: str) -> dict:
    """``fixed`` without the options a switch covers (the switches send those)."""
    covered = {o["name"] for o in switches_for(game, op)}
    given = fixed.get("options")
    if not isinstance(given, dict):
        return fixed
    rest = {k: v for k, v in given.items() if k not in covered}
    out = {k: v for k, v in fixed.items() if k != "options"}
    if rest:
        out["options"] = rest
    return out


def option_sentence(option: dict, lang: str) -> str:
    """The rulings page's line about an option: its title, the default's words and the other
    choices' words (never its name or its values)."""
    default = next(c[lang] for c in option["choices"] if same(c["value"], option["default"]))
    others = [c[lang] for c in option["choices"] if not same(c["value"], option["default"])]
    if lang == "zh":
        return (f'「{option["title"]["zh"]}」：{_w("default", lang)}「{default}」；{_w("other", lang)}'
                + "、".join(f"「{o}」" for o in others) + "。")
    return (f'{option["title"]["en"]}: {_w("default", lang)} “{default}”; {_w("other", lang)} '
            + ", ".join(f"“{o}”" for o in others) + ".")
