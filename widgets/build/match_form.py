"""The match sheet's forms as HTML: one ``<fieldset>`` per field of a deal's entry or of the
match's start, in taps only (``widgets/js/elements/match-fields.js`` reads and sets them).

A field is described by a :class:`Field` (its kind, its label, its choices or its steps);
which fields a game's deal and start have is the engine's declaration (each game package's
``request_fields.py``: ``MATCH_ENTRY``, ``MATCH_START``), and what each field name means is
``match_fields.py``. The kinds:

- ``seat``: one seat (a button per seat; with ``none``, a button for "nobody");
- ``choice``: one of ``choices`` (values as JSON);
- ``order``: seats tapped in the order they went out, the list drawn as it grows;
- ``seats``: any of the seats (toggles);
- ``number``: − and + by ``step`` around a text box with a phone's number keypad
  (``inputmode="numeric"``); ``signed`` adds a + / − choice before it, for money;
- ``by_seat``: one ``number`` per seat;
- ``levels``: one level (2 … A, a ``<select>``) per seat or side (``slots``: the seats of each);
- ``last_trick``: who won the last trick (``choices``) and its shape (``shapes``); the page
  makes its cards (``match-cards.js``);
- ``bombs``: one button per kind of bomb (``shapes``: the cards of one, its words); each tap
  adds one, and the bombs added are listed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field as dc_field
from html import escape

from widgets.render.markup import pick
from widgets.render.words import seat_word

Pair = tuple[str, str]
WORDS = {
    "clear_order": ("重点", "Clear"),
    "nobody": ("没有", "Nobody"),
}


@dataclass(frozen=True)
class Field:
    kind: str
    label: Pair
    choices: tuple[tuple[object, Pair], ...] = ()
    step: int = 1
    least: int | None = 0
    most: int | None = None
    start: int = 0
    signed: bool = False
    none: Pair | None = None                 # a seat field's "nobody" button
    shapes: tuple = ()                       # last_trick: ({width, length}, words); bombs: (cards, words)
    when: dict = dc_field(default_factory=dict)   # shown only where another field is one of these
    next: str | None = None                  # a new deal starts from this field of the answer


def _number(f: Field, lang: str, seat: int | None = None) -> str:
    attrs = f' data-step="{f.step}" data-start="{f.start}"'
    if f.least is not None and not f.signed:
        attrs += f' data-min="{f.least}"'
    if f.most is not None:
        attrs += f' data-max="{f.most}"'
        if f.signed:
            attrs += f' data-min="{-f.most}"'
    seat_attr = "" if seat is None else f' data-seat="{seat}"'
    name = "" if seat is None else f'<span class="pl-match-seat-name">{escape(seat_word(seat, lang))}</span>'
    sign = '<button type="button" class="pl-match-sign" data-sign="+">+</button>' if f.signed else ""
    label = escape(pick(f.label, lang) if seat is None else seat_word(seat, lang))
    return (f'<span class="pl-match-number"{attrs}{seat_attr}>{name}{sign}'
            f'<button type="button" data-by="-1" aria-label="−{f.step}">−{f.step}</button>'
            f'<input type="text" inputmode="numeric" pattern="[0-9]*" autocomplete="off" size="4" '
            f'value="{abs(f.start)}" aria-label="{label}">'
            f'<button type="button" data-by="1" aria-label="+{f.step}">+{f.step}</button></span>')


def _tap(value, text: str, seat: int | None = None) -> str:
    seat_attr = "" if seat is None else f' data-seat="{seat}"'
    return (f'<button type="button" class="pl-match-tap" aria-pressed="false" '
            f'data-value="{escape(json.dumps(value, ensure_ascii=False))}"{seat_attr}>{escape(text)}</button>')


def _cards_controls(f: Field, lang: str) -> str:
    if f.kind == "bombs":
        kinds = "".join(f'<button type="button" class="pl-match-bomb" data-cards="{escape(cards)}">'
                        f'{escape(pick(words, lang))}</button>' for cards, words in f.shapes)
        return f'<span class="pl-match-taps">{kinds}</span><ol class="pl-match-bomb-list"></ol>'
    def taps(cls, items, first):
        return "".join(f'<button type="button" class="{cls}" aria-pressed="{"true" if first and i == 0 else "false"}" '
                       f'data-value="{escape(json.dumps(v, ensure_ascii=False))}">{escape(pick(w, lang))}</button>'
                       for i, (v, w) in enumerate(items))
    return (f'<span class="pl-match-taps">{taps("pl-match-winner", f.choices, False)}</span>'
            f'<span class="pl-match-taps">{taps("pl-match-shape", f.shapes, True)}</span>')


def _controls(f: Field, seats: int, lang: str) -> str:
    if f.kind in ("last_trick", "bombs"):
        return _cards_controls(f, lang)
    if f.kind == "number":
        return _number(f, lang)
    if f.kind == "by_seat":
        return f'<span class="pl-match-by-seat">{"".join(_number(f, lang, s) for s in range(seats))}</span>'
    if f.kind == "choice":
        taps = "".join(_tap(value, pick(words, lang)) for value, words in f.choices)
        return f'<span class="pl-match-taps">{taps}</span>'
    taps = "".join(_tap(s, seat_word(s, lang), s) for s in range(seats))
    if f.kind == "seat" and f.none:
        taps += _tap(None, pick(f.none, lang))
    out = f'<span class="pl-match-taps">{taps}</span>'
    if f.kind == "order":
        out += (f'<ol class="pl-match-order"></ol><button type="button" class="pl-match-order-clear">'
                f'{escape(pick(WORDS["clear_order"], lang))}</button>')
    return out


RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def levels_html(slots: list[list[int]], start: list[str], lang: str) -> str:
    """One level per seat or side: the seats' names, then a choice of 2 … A."""
    out = []
    for i, seats in enumerate(slots):
        names = "".join(f'<span class="pl-match-seat-name" data-seat="{s}">{escape(seat_word(s, lang))}</span>'
                        for s in seats)
        chosen = start[i] if i < len(start) else RANKS[0]
        options = "".join(f'<option value="{r}"{" selected" if r == chosen else ""}>{r}</option>' for r in RANKS)
        out.append(f'<label class="pl-match-level" data-slot="{i}">{names}<select>{options}</select></label>')
    return f'<span class="pl-match-levels">{"".join(out)}</span>'


def field_html(name: str, f: Field, seats: int, lang: str, slots=None, start=None) -> str:
    """One field as the page writes it (seats: the most the game seats; the element hides the
    seats beyond the table's size)."""
    attrs = f' data-field="{escape(name)}" data-kind="{f.kind}"'
    if f.when:
        attrs += f' data-when="{escape(json.dumps(f.when, ensure_ascii=False))}"'
    if f.next:
        attrs += f' data-next="{escape(f.next)}"'
    return (f'<fieldset class="pl-match-field"{attrs}><legend>{escape(pick(f.label, lang))}</legend>'
            f'{levels_html(slots or [], start or [], lang) if f.kind == "levels" else _controls(f, seats, lang)}'
            f'</fieldset>')
