"""Where a match stands between two deals (the ``match`` op, engine.match): what each game's match
hooks (``engine.<family>.<id>.match``) hand back after every deal, and the pieces they share.

A :class:`Standing` is data first: ``standing`` (the levels, or the money, as the answer gives
it), ``next`` (who deals or banks the next deal, if the rules say: ``{seat, role, rule}``),
``over`` and ``won_by`` (the match is won: 找朋友 at A), and ``keep``, the game's own memory
(levels as numbers, the fixed banker, exact sums) that the answer does not show. It never holds
a reader's words: the hooks write those from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from . import fields
from .errors import EngineError, illegal
from .text import seat_en, seat_zh


@dataclass(frozen=True)
class Standing:
    standing: dict                  # as answered: {"levels": […]} or {"money": {seat: n}, …}
    next: dict                      # {"seat": int | None, "role": str, "rule": str}
    keep: Any = None                # the game's own memory between deals
    over: bool = False              # the match is won; no deal may follow
    won_by: tuple[int, ...] = ()
    rules: tuple[str, ...] = field(default=())   # the rules the standing itself rests on


def following(seat: int | None, role: str, rule: str) -> dict:
    """Who has the next deal's ``role`` (None: the cards or the bidding will say), and the rule."""
    return {"seat": seat, "role": role, "rule": rule}


def entry_error(name: str, zh: str, en: str, code: str = "bad_request", **data) -> EngineError:
    """A refusal of one field of a deal's entry (the driver adds the deal's number and path)."""
    return EngineError(code, zh, en, field=name, **data)


def fixed_banker(entry: dict, fixed: int | None, players: int, rule: str) -> int:
    """The deal's banker where the previous deal fixed it (``fixed``): the entry may leave it out,
    and one naming another seat is refused; with none fixed yet (the first deal), the entry's."""
    given = entry.get("banker")
    if given is None and fixed is None:
        raise entry_error("banker", "要写明庄家是哪个座位。", "The entry must name the banker's seat.")
    banker = fields.seat_value(given, players, "banker") if given is not None else fixed
    if fixed is not None and banker != fixed:
        raise illegal(f"这一局的庄家由上一局定：是{seat_zh(fixed)}，不是{seat_zh(banker)}。",
                      f"The previous deal fixed this deal's banker: {seat_en(fixed)}, not {seat_en(banker)}.",
                      field="banker", rule=rule)
    return banker


def start_seat(start: dict, name: str, players: int) -> int | None:
    """A seat the match's start may give (the first dealer, the first banker), or None."""
    if start.get(name) is None:
        return None
    return fields.seat_value(start[name], players, f"match.start.{name}")


def money(values: dict[int, Fraction]) -> dict[str, int | float]:
    """Money per seat as JSON: an int when whole, else a float to four places (the exact form
    goes alongside, as ``settle`` gives it)."""
    return {str(s): int(v) if v.denominator == 1 else round(float(v), 4) for s, v in sorted(values.items())}


def money_words(values: dict[int, Fraction]) -> tuple[str, str]:
    """Each seat's money, signed: "座位 1 +6，座位 2 −3…" / "seat 1 +6, seat 2 −3…"."""
    return ("，".join(f"{seat_zh(s)} {_signed(values[s])}" for s in sorted(values)),
            ", ".join(f"{seat_en(s)} {_signed(values[s])}" for s in sorted(values)))


def _signed(v: Fraction) -> str:
    """+6, -3, +10/3: exact, as the sums are."""
    return "0" if v == 0 else f"{'+' if v > 0 else '-'}{abs(v)}"
