"""A replay's table view written as it is read: for the page's worker (decision 56).

Asked with ``"table": true``, a replay writes on every step the hands after it (``hands``,
``kitty``) and the running score (``board``): a fifth to a third of the replay's time. The
worker (widgets/render/live.py) keeps a replay's answer between calls and draws one frame per
call, so it asks for the answer inside :func:`written_as_read`: the replay then gives its
``table`` (as dealt, and the board before the first step) at once, and hands the steps' part
back as a :class:`Writer`, which writes the steps up to the one a frame needs. It is the same
code writing the same values in the same order as the answer written whole (``handle``, and
every other caller): each family's ``seen`` (the hands) and ``boards`` (the running score)
write one step per turn, :func:`together` runs the two step by step, and a whole answer is
written to its end before it is returned.

Only the request's own replay is so written (its first), and only when every house rule is at
its default: naming the house rules that decided a step (engine.decided) compares whole steps
and copies those it names, so engine.api has them written whole (:func:`write_whole`) first.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from itertools import zip_longest

# The writer handed back, in the box of the one caller asking (None inside the box: the
# request's replay wrote its steps whole).
_ASKED: ContextVar[list | None] = ContextVar("table_later", default=None)


class Writer:
    """The steps of a replay's table view still to be written: ``upto(i)`` writes steps up
    to ``i`` (those not written yet), ``every()`` the rest."""

    def __init__(self, writing: Iterator[int], steps: int):
        self._writing = writing       # yields each step's index once it is written, in order
        self.written = -1             # the last step written
        self.steps = steps

    def upto(self, i: int) -> None:
        while self.written < min(i, self.steps - 1):
            at = next(self._writing, None)
            if at is None:              # nothing more to write
                self.written = self.steps - 1
                return
            self.written = at

    def every(self) -> None:
        self.upto(self.steps - 1)


def together(*writings: Iterator[int]) -> Iterator[int]:
    """Each step written by every one of ``writings`` in turn (each yields a step's index once
    it has written it), as they would write the steps one after the other: they read nothing
    the others write."""
    for i, _ in enumerate(zip_longest(*writings)):
        yield i


@contextmanager
def written_as_read():
    """Within it, the first replay asked with ``table`` leaves its steps' table view to be
    written as read; yields a list that then holds its :class:`Writer` (or None: written whole)."""
    box: list = []
    token = _ASKED.set(box)
    try:
        yield box
    finally:
        _ASKED.reset(token)


def hand_over(writer: Writer) -> None:
    """Give ``writer`` to the caller asking for it (the request's first replay), else write
    every step now."""
    box = _ASKED.get()
    if box is not None and not box:
        box.append(writer)
        return
    writer.every()


def waiting() -> bool:
    """Some steps of the request's replay are left to be written as read."""
    box = _ASKED.get()
    return bool(box) and box[0] is not None


def write_whole() -> None:
    """The request's replay written whole after all (engine.api, when a house rule is off its
    default: engine.decided compares whole steps and copies those it names)."""
    box = _ASKED.get()
    if box and box[0] is not None:
        box[0].every()
        box[0] = None
