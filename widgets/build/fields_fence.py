"""The ``paili-fields`` fence: the fields every op reads, drawn from the engine's own declarations
(engine/request_fields.py and each game's ``request_fields.py``), so the API page lists exactly
what the engine checks::

    ```paili-fields
    family: tractor      # tractor | climbing | none (the ops that need no game)
    ```

One row per op of the family, one column per game; where every game reads the same fields the
cell spans them all, and a game without the op has a dash. A field holding an object lists what
it may hold in braces (``last_trick {winner, cards}``), a list of them in brackets (``bids [{seat,
cards}]``), an object keyed by seat ``{seat: …}``. ``op``, ``game`` and ``options``, which every op
of a game reads, are left out. No script: the table is the same for every reader.
"""

from __future__ import annotations

from html import escape

from engine import games
from engine.request_fields import EVERY_GAME_OP, GAMELESS, declared
from engine.request_shape import BySeat, Items, Obj, Options, Shape

from .fences import ExampleError, fence_spec, loud
from .page import current

WORDS = {
    "op": ("op", "op"),
    "none": ("—", "—"),
    "all": ("（各游戏相同）", "(the same in every game)"),
    "house_rules": ("房规", "house rules"),
}
FAMILIES = ("tractor", "climbing", "none")


def _w(key: str, lang: str) -> str:
    return WORDS[key][0 if lang == "zh" else 1]


def shape_text(shape: Shape, lang: str) -> str:
    """What a field may hold, written out: ``{winner, cards}``, ``[{seat, cards}]``, ``{seat: …}``."""
    if isinstance(shape, Obj):
        return "{" + ", ".join(name + _inner(s, lang) for name, s in shape.fields.items()) + "}"
    if isinstance(shape, Items):
        return "[" + shape_text(shape.item, lang) + "]" if not _leaf(shape.item) else "[…]"
    if isinstance(shape, BySeat):
        return "{seat: " + (shape_text(shape.item, lang) if not _leaf(shape.item) else "…") + "}"
    if isinstance(shape, Options):
        return "{" + _w("house_rules", lang) + "}"
    return ""


def _leaf(shape: Shape) -> bool:
    return not isinstance(shape, (Obj, Items, BySeat, Options))


def _inner(shape: Shape, lang: str) -> str:
    text = shape_text(shape, lang)
    return f" {text}" if text else ""


def op_fields(shape: Obj, lang: str) -> str:
    """An op's own fields (those every op of a game reads left out), as code."""
    own = shape.without(*EVERY_GAME_OP.fields) if shape is not None else None
    if own is None or not own.fields:
        return _w("none", lang)
    return ", ".join(f"<code>{escape(name + _inner(s, lang))}</code>" for name, s in own.fields.items())


def _gameless_html(lang: str) -> str:
    rows = "".join(f"<tr><td><code>{op}</code></td><td>{op_fields(shape.without('op'), lang)}</td></tr>"
                   for op, shape in GAMELESS.items())
    return f'<table class="pl-fields"><thead><tr><th>{_w("op", lang)}</th><th></th></tr></thead><tbody>{rows}</tbody></table>'


def fields_html(family: str, lang: str) -> str:
    """The table of ``family``'s ops and the fields each of its games reads."""
    if family == "none":
        return _gameless_html(lang)
    members = [g for g in games.GAMES.values() if g.family == family]
    ops = sorted({"rules", *(op for g in members for op in games.op_names(g.id))})
    head = "".join(f"<th>{escape(g.zh if lang == 'zh' else g.en)}</th>" for g in members)
    rows = []
    for op in ops:
        cells = [op_fields(declared(g.id, op), lang) if op == "rules" or op in games.op_names(g.id)
                 else _w("none", lang) for g in members]
        if len(set(cells)) == 1:
            body = f'<td colspan="{len(members)}">{cells[0]}</td>'
        else:
            body = "".join(f"<td>{c}</td>" for c in cells)
        rows.append(f"<tr><td><code>{op}</code></td>{body}</tr>")
    return (f'<table class="pl-fields"><thead><tr><th>{_w("op", lang)}</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


@loud
def fields_fence(src, language, class_name, options, md, **kwargs) -> str:
    spec = fence_spec(src, "paili-fields", required={"family"}, usage="needs `family: tractor | climbing | none`")
    if spec["family"] not in FAMILIES:
        raise ExampleError(f"paili-fields: family is one of {FAMILIES}, not {spec['family']!r}")
    return fields_html(spec["family"], current().lang)
