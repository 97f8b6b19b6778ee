"""What a request may hold, as data: the shapes every op's fields are declared in, and the walk
that refuses a field nobody declared, at any depth (issue 28: a misspelt field is never
silently ignored).

A shape says which names an object may hold, never what their values must be: that is
:mod:`engine.fields`' work when the handler reads them. ``Obj`` is an object with declared
fields (each a shape, with a word for the API page); ``Items`` a list whose items all have one
shape; ``BySeat`` an object keyed by seat (the keys are seats, read by ``fields``: only the
values are walked); ``VALUE`` anything else (a card text, a number, a seat: not walked);
``OPTIONS`` the game's house rules (their names come from the game's declared options).
A value that is not what its shape walks (a text where an object is declared) is left to the
handler, whose reader refuses it in its own words.

:func:`unknown_field` walks a request (an object's own names first, then what its fields hold)
and gives the first field no shape declares, as a ``bad_request`` whose data names its path (``deal.plays[3].sat``) and, when a
declared name is close (:mod:`difflib`), the one probably meant (``meant``), and the names
that object may hold (``known``).
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Iterator, Mapping, Union

from .errors import EngineError, bad_request
from .field_words import has, place


@dataclass(frozen=True)
class Value:
    """A field whose value is read, not walked (cards, a number, a seat, a word)."""


@dataclass(frozen=True)
class Options:
    """The game's house rules (``options``): their names are the game's declared options."""


@dataclass(frozen=True)
class Items:
    """A list whose every item has ``item``'s shape."""

    item: "Shape"


@dataclass(frozen=True)
class BySeat:
    """An object keyed by seat (``{"0": …, "1": …}``): each value has ``item``'s shape."""

    item: "Shape" = field(default_factory=Value)


@dataclass(frozen=True)
class Obj:
    """An object holding at most the ``fields`` named (each its shape). ``formerly``: a name
    the engine once read or a reader may well write, to the field that now says it (an
    unknown ``finished`` is refused with “did you mean complete?”)."""

    fields: Mapping[str, "Shape"]
    formerly: Mapping[str, str] = field(default_factory=dict)

    def __or__(self, more: "Obj") -> "Obj":
        """These fields and ``more``'s (``more`` wins where both name one)."""
        return Obj({**self.fields, **more.fields}, {**self.formerly, **more.formerly})

    @cached_property
    def nested(self) -> tuple[str, ...]:
        """The fields whose values are walked (objects, lists), in the request's order of checks."""
        return tuple(n for n, s in self.fields.items() if not isinstance(s, Value))

    def without(self, *names: str) -> "Obj":
        """These fields but ``names``."""
        return Obj({k: v for k, v in self.fields.items() if k not in names}, self.formerly)


Shape = Union[Value, Options, Items, BySeat, Obj]
VALUE = Value()
OPTIONS = Options()


def obj(*names: str, **shaped: Shape) -> Obj:
    """``obj("seat", "cards", as_=READING)``: the ``names`` read as values, the others shaped
    (a trailing ``_`` dropped from a name that is a Python word)."""
    return Obj({**{n: VALUE for n in names}, **{k.rstrip("_"): s for k, s in shaped.items()}})


def match_request(entry: Obj, start: Obj) -> Obj:
    """The ``match`` op's fields (engine.match): one match file whose ``start`` and whose deals'
    entries have the game's own shapes (declared in its ``request_fields.py``)."""
    return obj(match=obj("game", "players", names=Items(VALUE), options=OPTIONS, start=start,
                         deals=Items(entry)))


# --- the walk -----------------------------------------------------------------------

def unknown_field(shape: Shape, value: Any, option_names: tuple[str, ...] = ()) -> EngineError | None:
    """The error for the first field of ``value`` that ``shape`` does not declare (None: all
    are declared). ``option_names``: the game's options, for ``OPTIONS``."""
    for path, name, there in _unknown(shape, value, "", option_names):
        return refusal(path, name, there)
    return None


def _unknown(shape: Shape, value: Any, path: str, option_names: tuple[str, ...]) -> Iterator[tuple[str, str, Obj]]:
    """(path, name, the object shape declared there) of each undeclared field, walked without recursion
    into the (bounded: engine.api MAX_DEPTH) request, depth first: an object's names at once (one
    set comparison), then the fields that hold objects or lists, as declared. A place's path is
    kept as (the parent's place, its step) and written out only for a field refused: a whole
    replay has thousands of places and, as a rule, nothing to refuse."""
    stack = [(shape, value, (path,))]
    while stack:
        shape, value, at = stack.pop()
        if isinstance(shape, Obj) and isinstance(value, dict):
            if not value.keys() <= shape.fields.keys():
                n = next(n for n in value if n not in shape.fields)
                yield _join(_path(at), n), n, shape
            stack.extend(reversed([(shape.fields[n], value[n], (at, n)) for n in shape.nested if n in value]))
        elif isinstance(shape, Options) and isinstance(value, dict):
            for name in value:
                if name not in option_names:
                    yield _join(_path(at), name), name, Obj(dict.fromkeys(option_names, VALUE))
        elif isinstance(shape, Items) and isinstance(value, list):
            item = shape.item
            if isinstance(item, Obj):   # an object with only declared names and nothing to walk: passed at once
                keys, nested = item.fields.keys(), item.nested
                stack.extend(reversed([(item, v, (at, [i])) for i, v in enumerate(value)
                                       if not (v.__class__ is dict and v.keys() <= keys and v.keys().isdisjoint(nested))]))
            elif not isinstance(item, Value):     # a list of values: nothing in it to walk
                stack.extend(reversed([(item, v, (at, [i])) for i, v in enumerate(value)]))
        elif isinstance(shape, BySeat) and isinstance(value, dict):
            if not isinstance(shape.item, Value):
                stack.extend(reversed([(shape.item, v, (at, str(k))) for k, v in value.items()]))


def _path(at: tuple) -> str:
    """A place kept by :func:`_unknown` as its path text: ``(path,)`` at the top, else (the
    parent's place, a name or ``[index]``)."""
    steps = []
    while len(at) == 2:
        at, step = at
        steps.append(step)
    path = at[0]
    for step in reversed(steps):
        path = f"{path}[{step[0]}]" if isinstance(step, list) else _join(path, step)
    return path


def _join(path: str, name: Any) -> str:
    return f"{path}.{name}" if path else str(name)


def meant(name: Any, there: Obj) -> str | None:
    """The declared name ``name`` probably meant: the one it once was (``formerly``), else the
    closest, if one is close (two letters swapped, one missing…)."""
    if not isinstance(name, str):
        return None
    if name in there.formerly:
        return there.formerly[name]
    swapped = [k for k in there.fields if _swapped(name, k)]     # "po" for "op": too short for difflib
    if swapped:
        return swapped[0]
    close = difflib.get_close_matches(name, list(there.fields), n=1, cutoff=0.6)
    return close[0] if close else None


def _swapped(a: str, b: str) -> bool:
    """``a`` is ``b`` with two neighbouring letters swapped."""
    if len(a) != len(b) or a == b:
        return False
    at = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    return len(at) == 2 and at[1] == at[0] + 1 and a[at[0]] == b[at[1]] and a[at[1]] == b[at[0]]


def refusal(path: str, name: Any, there: Obj) -> EngineError:
    """``bad_request`` naming the field as sent, where it sits (``path``: the field's own), and
    the one probably meant; else the fields ``there`` (the object holding it) may hold."""
    shown = str(name) if len(str(name)) <= 40 else str(name)[:40] + "…"
    where_zh, where_en = place(path)
    known = tuple(there.fields)
    guess = meant(name, there)
    if guess is not None:
        return bad_request(f"{where_zh}没有「{shown}」这一项：是不是「{guess}」？",
                           f"{where_en} {has(where_en)} no field “{shown}”: did you mean “{guess}”?",
                           field=path, meant=guess, known=sorted(known))
    return bad_request(f"{where_zh}没有「{shown}」这一项。" + (f"可以有的项：{'、'.join(sorted(known))}。" if known else ""),
                       f"{where_en} {has(where_en)} no field “{shown}”." + (f" It may hold: {', '.join(sorted(known))}." if known else ""),
                       field=path, known=sorted(known))


# --- the API page -------------------------------------------------------------------

def field_names(shape: Shape, path: str = "") -> list[str]:
    """Every field ``shape`` declares, as dotted paths (``deal.plays[].seat``), in declared order."""
    out: list[str] = []
    if isinstance(shape, Obj):
        for name, inner in shape.fields.items():
            here = _join(path, name)
            out.append(here)
            out.extend(field_names(inner, here))
    elif isinstance(shape, Items):
        out.extend(field_names(shape.item, path + "[]"))
    elif isinstance(shape, BySeat):
        out.extend(field_names(shape.item, _join(path, "<seat>")))
    return out
