"""The one drawing of a card table: seats around it, something in the middle.

Used by the replayer (each seat's hand in its ``body``) and by the seating diagrams of the
rules pages (``widgets/build/seats_fence.py``). Plain HTML and CSS (``widgets/css/table.css``),
no script::

    table_html([{"seat": 0, "head": "座位 1 …", "body": ""}, …], lang="zh",
               middle="…", arrows="clockwise", order="clockwise")

Seat 0 sits at the bottom ("you"); the others follow it round the table in the direction
seats are numbered, which is the direction of play (``order``: the ``play`` field of the
engine's seating data, ``engine.seating``; seat 0 → 1 → 2 … goes to the left of the
bottom seat when play runs clockwise, to the right when it runs counterclockwise). The
places, by number of seats (b bottom, l/r left/right, t top; u/w upper/lower):

    3: b, tl, tr      4: b, l, t, r      5: b, l, tl, tr, r      6: b, wl, ul, t, ur, wr

(listed clockwise; counterclockwise mirrors left and right). ``arrows`` draws a direction
mark in the centre (the circle arrow and its word). When any seat has a body (a hand), the
table is marked ``pl-table-hands``: in a narrow box (a phone) its seats stack in one column,
the middle first, so a hand line keeps the box's whole width (table.css, container query).
"""

from __future__ import annotations

from engine.labels import label
from engine.seating import seating

from .markup import esc

# Places round the table, clockwise from the bottom seat.
PLACES: dict[int, tuple[str, ...]] = {
    3: ("b", "tl", "tr"),
    4: ("b", "l", "t", "r"),
    5: ("b", "l", "tl", "tr", "r"),
    6: ("b", "wl", "ul", "t", "ur", "wr"),
}
_MIRROR = {"l": "r", "r": "l"}
ARROW = {"clockwise": "↻", "counterclockwise": "↺"}


def play_order(game: str) -> str:
    """Which way ``game``'s seat numbers run round the table (its ``play`` direction, from
    the engine's seating data): the ``order`` to give :func:`table_html`."""
    return seating(game)["play"]


def places(n: int, order: str = "counterclockwise") -> tuple[str, ...]:
    """Where seats 0 … n-1 sit, seats numbered in the direction ``order``."""
    if n not in PLACES:
        raise ValueError(f"a table seats 3 to 6 players, not {n}")
    found = PLACES[n]
    if order == "counterclockwise":
        found = tuple("".join(_MIRROR.get(ch, ch) for ch in place) for place in found)
    return found


def arrow_html(direction: str, *, lang: str) -> str:
    """The direction mark: a circle arrow and its word (顺时针 / clockwise)."""
    word = label("direction", direction, lang)
    return (f'<span class="pl-table-arrow" data-direction="{esc(direction)}">'
            f'<span class="pl-table-arrow-mark" aria-hidden="true">{ARROW[direction]}</span>'
            f'<span class="pl-table-arrow-word">{esc(word)}</span></span>')


def table_html(seats: list[dict], *, lang: str, middle: str = "", arrows: str | None = None,
               cls: str = "", order: str = "counterclockwise") -> str:
    """The table with ``seats`` (in table order from seat 0; see the module's text).

    ``head`` and ``body`` of a seat and ``middle`` are HTML, written in by the caller as
    they are (escaped by whoever made them)."""
    n = len(seats)
    where = places(n, order)
    hands = any(seat.get("body") for seat in seats)
    classes = " ".join(c for c in ("pl-table", f"pl-table-{n}", "pl-table-hands" if hands else "", cls) if c)
    out = [f'<div class="{esc(classes)}" data-order="{esc(order)}"><div class="pl-table-ring">']
    centre = (arrow_html(arrows, lang=lang) if arrows else "") + middle
    out.append(f'<div class="pl-table-middle">{centre}</div>')
    for i, seat in enumerate(seats):
        body = seat.get("body") or ""
        out.append(f'<div class="pl-table-seat pl-at-{where[i]}" data-seat="{int(seat["seat"])}">'
                   f'<div class="pl-table-head">{seat.get("head", "")}</div>'
                   + (f'<div class="pl-table-body">{body}</div>' if body else "")
                   + "</div>")
    out.append("</div></div>")
    return "".join(out)
