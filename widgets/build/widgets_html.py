"""The prerendered markup of each live widget: its form in its first state (the fence's
request) and the verdict for that state. The custom elements (``widgets/js/elements``)
upgrade it; without scripts it is the page's content as it stands.

Which fields a widget's form holds comes from ``widgets/render/specs.py`` (one table for
the form, the renderer and the JS); the verdict is drawn by ``widgets/render/``.
Request keys the spec does not cover (``options``, ``levels``…) ride along unchanged in
``data-fixed`` and are listed under the form, so the live engine gets the same question.
"""

from __future__ import annotations

import json
from html import escape

from engine.cards import RANK_TEXT
from engine.games import GAMES

from engine.labels import word
from widgets.render.cards import cards_html
from widgets.render.specs import spec_for
from widgets.render.verdict import request_html, verdict_html

from . import house_rules
from .specs import UI, field_applies

LABELS = {
    "waiting": ("改动任何一项，引擎即时重新判定。", "Change anything and the engine rules on it live."),
}
SUIT_OPTIONS = (("S", "♠"), ("H", "♥"), ("C", "♣"), ("D", "♦"))
ROOT_TAGS = {"tractor.classify": "pl-shape-check"}  # the shape checker keeps its own name


def _t(key: str, lang: str) -> str:
    return LABELS[key][0 if lang == "zh" else 1]


def _i(pair, lang: str) -> str:
    return pair[0 if lang == "zh" else 1]


def widget_html(request: dict, response: dict, *, lang: str, root: str) -> str:
    """A block (``div``) so that Markdown never wraps the element in a paragraph."""
    return f'<div class="pl-example">{_widget(request, response, lang=lang, root=root)}</div>'


def _widget(request: dict, response: dict, *, lang: str, root: str) -> str:
    game = request.get("game")
    family = GAMES[game].family if game in GAMES else None
    op = request.get("op")
    spec = spec_for(game, family, op)
    verdict = verdict_html(response, lang=lang, game=game, root=root, spec=spec)
    if spec is None:
        payload = escape(json.dumps(request, ensure_ascii=False))
        badges = house_rules.badges_html(game, request.get("options"), lang, root) if game in GAMES else ""
        return (f'<pl-verdict class="pl-widget" data-request="{payload}">{badges}{request_html(request, lang)}'
                f'<div class="pl-verdict" aria-live="polite">{verdict}</div></pl-verdict>')
    return check_html(request, verdict, spec, lang=lang, root=root,
                      tag=ROOT_TAGS.get(f"{family}.{op}", "pl-check"))


def _get(request: dict, dotted: str):
    value = request
    for part in dotted.split("."):
        if not isinstance(value, dict) or part not in value:
            return None
        value = value[part]
    return value


def fixed_part(request: dict, fields: list[dict]) -> dict:
    """The request keys no form field covers (sent as they are)."""
    covered = {f["name"].split(".")[0] for f in fields} | {"op", "game"}
    return {k: v for k, v in request.items() if k not in covered}


def check_html(request: dict, verdict: str, spec: dict, *, lang: str, root: str = "/",
               tag: str = "pl-check") -> str:
    """The live widget: the house rules' badges (of the example; redrawn as the switches
    change), the form with its fields and, folded, the switches of the options that can
    change this op (``house_rules``), the verdict and the status line."""
    game, op = request["game"], request["op"]
    fields = [f for f in spec["fields"] if field_applies(f, game)]
    fixed = house_rules.split_fixed_options(fixed_part(request, fields), game, op)
    chosen = request.get("options")
    leader = request.get("leader") if any(f["name"] == "leader" and f["kind"] == "seat" for f in fields) else None
    body = "".join(_field(f, _get(request, f["name"]), game, lang, leader=leader) for f in fields)
    body += house_rules.switches_html(game, op, chosen, lang, root)
    extra = ""
    if fixed:
        text = ("；" if lang == "zh" else "; ").join(_fixed_text(k, v, game, lang) for k, v in fixed.items())
        extra = f'<p class="pl-fixed">{escape(_i(UI["fixed"], lang))}{"：" if lang == "zh" else ": "}{text}</p>'
    return (
        f'<{tag} class="pl-widget" op="{escape(request["op"])}" game="{escape(game)}" '
        f'data-fixed="{escape(json.dumps(fixed, ensure_ascii=False))}">'
        f'{house_rules.badges_html(game, chosen, lang, root, always=True)}'
        f'<form class="pl-form" onsubmit="return false">{body}</form>{extra}'
        f'<div class="pl-verdict" aria-live="polite">{verdict}</div>'
        f'<p class="pl-status" role="status">{_t("waiting", lang)}</p>'
        f'</{tag}>')


# The request keys a form does not cover (the example's own conditions), in words.
FIXED_WORDS = {
    "first_deal": ("第一局", "First deal"), "kitty": ("底牌", "Kitty"), "banker": ("庄家", "Banker"),
    "lead": ("领出", "Lead"), "counters": ("反主次数", "Counter-bids"), "first_dealer": ("起始发牌者", "First dealer"),
    "team_levels": ("两队的级（座位 1、3 一队；座位 2、4 一队）", "Teams' levels (seats 1 and 3; seats 2 and 4)"),
    "levels": ("各家的级", "Each seat's level"), "player_levels": ("各家的级", "Each seat's level"),
    "previous_as": ("桌上的牌读作", "Table's play read as"), "play_as": ("你的牌读作", "Your play read as"),
    "options": ("房规", "House rules"),
}


def _fixed_text(key: str, value, game: str, lang: str) -> str:
    """One fixed condition as HTML: its words, then the value as a reader reads it (cards as
    cards, seats from 1, levels by seat, a reading by its kind's name); escaped."""
    name = escape(_i(FIXED_WORDS[key], lang)) if key in FIXED_WORDS else f"<code>{escape(key)}</code>"
    sep = "：" if lang == "zh" else ": "
    try:
        if key in ("kitty", "lead") and isinstance(value, str):
            shown = cards_html(value, lang=lang)
        elif key in ("banker", "first_dealer") and isinstance(value, int):
            shown = escape(_seat_label(value, lang))
        elif isinstance(value, bool):
            shown = escape(_i(("是", "yes") if value else ("否", "no"), lang))
        elif key in ("levels", "player_levels") and isinstance(value, list) and len(value) == _seats(game):
            shown = escape(("，" if lang == "zh" else ", ").join(
                f"{_seat_label(k, lang)} {'打' if lang == 'zh' else 'at '}{v}" for k, v in enumerate(value)))
        elif isinstance(value, list) and all(isinstance(v, (str, int)) for v in value):
            shown = escape(" / ".join(map(str, value)))
        elif key in ("previous_as", "play_as") and isinstance(value, dict):
            shown = escape(" ".join([word(value.get("kind"), lang)] + [str(value[k]) for k in ("rank",) if k in value]))
        elif key == "options" and isinstance(value, dict):
            shown = escape(("；" if lang == "zh" else "; ").join(
                f'{o["title"][lang]}{sep}{next(c[lang] for c in o["choices"] if house_rules.same(c["value"], value[o["name"]]))}'
                for o in house_rules.options_of(game) if o["name"] in value))
        else:
            shown = escape(str(value))
    except Exception:  # a value the words cannot read (an example of a bad request): as it is
        shown = f"<code>{escape(json.dumps(value, ensure_ascii=False))}</code>"
    return f"{name}{sep}{shown}"


def _picker(game: str, label: str, input_attrs: str, value: str, hidden: bool = False) -> str:
    g = GAMES[game]
    return (f'<pl-card-picker game="{game}" decks="{g.decks}"{" jokers" if g.jokers else ""}{" hidden" if hidden else ""}>'
            f'<label><span class="pl-label">{escape(label)}</span> '
            f'<input {input_attrs} value="{escape(value)}" autocomplete="off" spellcheck="false"></label>'
            f'</pl-card-picker>')


def _seats(game: str) -> int:
    return max(GAMES[game].players)


def _seat_label(seat, lang: str) -> str:
    """How a seat is named on the controls (as seatLabel in widgets/js/elements/seat-order.js):
    counted from 1 (the data stays 0-based: seat 2 is shown as 座位 3 / seat 3)."""
    return f'{_i(UI["seat"], lang)} {seat + 1 if isinstance(seat, int) else "?"}'


def _no_trump(game: str) -> bool:
    """Whether the game allows a hand with no trump suit (无主): the engine's game says."""
    return bool(getattr(GAMES.get(game), "no_trump", False))


def _bound(value, game: str):
    value = value.get(game) if isinstance(value, dict) else value
    return value if isinstance(value, int) else None


def _number(field: dict, game: str, label: str, input_attrs: str, value) -> str:
    """A bounded number control (``<pl-number-field>`` says when a value is out of range)."""
    limits = "".join(f' {k}="{v}"' for k, v in (("min", _bound(field.get("min"), game)),
                                                 ("max", _bound(field.get("max"), game)),
                                                 ("step", field.get("step"))) if v is not None)
    shown = "" if value is None or isinstance(value, bool) else escape(str(value))
    return (f'<pl-number-field{limits}><label><span class="pl-label">{label}</span> <input type="number"'
            f'{limits} inputmode="numeric" {input_attrs} value="{shown}"></label></pl-number-field>')


def _options(values, selected, lang: str, empty: bool, seats: bool = False) -> str:
    out = [f'<option value=""{" selected" if selected is None else ""}>{_i(UI["empty"], lang)}</option>'] \
        if empty else []
    for v in values:
        sel = " selected" if selected is not None and str(v) == str(selected) else ""
        text = _seat_label(v, lang) if seats else word(v, lang) if isinstance(v, str) else str(v)
        out.append(f'<option value="{escape(str(v))}"{sel}>{escape(text)}</option>')
    return "".join(out)


def _field(field: dict, value, game: str, lang: str, leader=None) -> str:
    kind, name = field["kind"], field["name"]
    label = escape(_i(field["label"], lang))
    attrs = f'class="pl-field" data-name="{escape(name)}" data-kind="{kind}"'
    optional = bool(field.get("optional") or field.get("nullable"))
    if kind == "trump":
        return _trump_field(attrs, value, game, lang)
    if kind == "cards":
        return (f'<div {attrs} data-wide>'
                f'{_picker(game, _i(field["label"], lang), f"name={json.dumps(name)}", value if isinstance(value, str) else "")}'
                f'</div>')
    if kind == "cards_list":
        plays = [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
        # a trick's plays are named by the seat that played each, from the leader on
        by_seat = name == "plays" and isinstance(leader, int)
        rows = "".join(_picker(game, _seat_label((leader + i) % _seats(game), lang) if by_seat else str(i + 1),
                               "data-row", v) for i, v in enumerate(plays))
        attrs += ' data-seats-from="leader"' if by_seat else ""
        return (f'<fieldset {attrs} data-wide><legend>{label}</legend><div class="pl-rows">{rows}</div>'
                f'<button type="button" class="pl-add-row">{escape(_i(UI["add_row"], lang))}</button></fieldset>')
    if kind == "seat_cards":
        hands = value if isinstance(value, dict) else {}
        # ``not_seat``: the field naming a seat whose row is hidden (the thrower's own among the others')
        skip = leader if field.get("not_seat") == "leader" and isinstance(leader, int) else None
        rows = "".join(_picker(game, _seat_label(k, lang), f'data-seat="{k}"', str(hands.get(str(k), "")),
                               hidden=k == skip) for k in range(_seats(game)))
        attrs += f' data-not-seat="{escape(field["not_seat"])}"' if field.get("not_seat") else ""
        return f'<fieldset {attrs} data-wide><legend>{label}</legend><div class="pl-rows">{rows}</div></fieldset>'
    if kind in ("seat", "choice"):
        values = range(_seats(game)) if kind == "seat" else field["choices"]
        opts = _options(values, value, lang, empty=optional or value is None, seats=kind == "seat")
        return f'<div {attrs}><label>{label} <select name="{escape(name)}">{opts}</select></label></div>'
    if kind == "int":
        return f'<div {attrs}>{_number(field, game, label, f"name={json.dumps(name)}", value)}</div>'
    if kind == "seat_numbers":
        by_seat = value if isinstance(value, dict) else {}
        rows = "".join(_number(field, game, escape(_seat_label(k, lang)), f'data-seat="{k}"', by_seat.get(str(k)))
                       for k in range(_seats(game)))
        return f'<fieldset {attrs} data-wide><legend>{label}</legend><div class="pl-rows">{rows}</div></fieldset>'
    if kind == "seat_order":
        order = [s for s in value if isinstance(s, int)] if isinstance(value, list) else []
        items = "".join(f'<li data-seat="{s}">{k + 1}. {escape(_seat_label(s, lang))}</li>' for k, s in enumerate(order))
        return (f'<fieldset {attrs} data-wide><legend>{label}</legend>'
                f'<pl-seat-order seats="{_seats(game)}" data-value="{" ".join(map(str, order))}">'
                f'<ol class="pl-order">{items}</ol></pl-seat-order></fieldset>')
    if kind == "steps":
        return _steps_field(attrs, field, value, game, lang)
    if kind == "bool":
        return (f'<div {attrs}><label><input type="checkbox" name="{escape(name)}"'
                f'{" checked" if value else ""}> {label}</label></div>')
    raise ValueError(f"field {name}: no control for kind {kind!r}")


def _trump_field(attrs: str, value, game: str, lang: str) -> str:
    """The trump: its rank and its suit (无主 only where the game has it)."""
    trump = value if isinstance(value, dict) else {}
    rank, suit = str(trump.get("rank", "2")), trump.get("suit")
    ranks = "".join(f'<option value="{r}"{" selected" if r == rank else ""}>{r}</option>'
                    for r in RANK_TEXT.values())
    suits = "".join(f'<option value="{s}"{" selected" if s == suit else ""}>{sym}</option>'
                    for s, sym in SUIT_OPTIONS)
    if _no_trump(game) or suit is None:
        suits += f'<option value=""{" selected" if suit is None else ""}>{_i(UI["none"], lang)}</option>'
    return (f'<div {attrs}><label>{_i(UI["rank"], lang)} <select name="rank">{ranks}</select></label> '
            f'<label>{_i(UI["suit"], lang)} <select name="suit">{suits}</select></label></div>')


def _steps_field(attrs: str, field: dict, value, game: str, lang: str) -> str:
    """Rows of a seat and cards (bids, counters, plays): ``<pl-step-rows>``, its rows listed."""
    steps = [s for s in value if isinstance(s, dict)] if isinstance(value, list) else []
    g = GAMES[game]
    items = "".join(f'<li>{escape(_seat_label(s.get("seat"), lang))}: {escape(str(s.get("cards", "")))}</li>'
                    for s in steps)
    return (f'<fieldset {attrs} data-wide><legend>{escape(_i(field["label"], lang))}</legend>'
            f'<pl-step-rows game="{game}" seats="{_seats(game)}" decks="{g.decks}"{" jokers" if g.jokers else ""} '
            f'data-cards-label="{escape(_i(field["cards_label"], lang))}" '
            f'data-value="{escape(json.dumps(steps, ensure_ascii=False))}"><ol class="pl-step-list">{items}</ol>'
            f'</pl-step-rows></fieldset>')
