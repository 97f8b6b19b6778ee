"""What the climbing games' match hooks share (``wakeng/match.py``, ``mingan/match.py``,
``wushik/match.py``): the evening's base stake, the entry's fields a ``settle`` request takes as
they are, and money per seat summed over the deals exactly (``settle``'s exact payouts where it
gives them, as fractions, else its payouts), never rounded along the way.
"""

from __future__ import annotations

from fractions import Fraction

from .. import fields
from .payouts import paid
from ..match_state import Standing, money, money_words


def start_base(start: dict) -> int:
    """The evening's base stake (``start.base``, 1 when left out): every deal's ``settle`` gets it."""
    if start.get("base") is None:
        return 1
    return fields.integer({"match.start.base": start["base"]}, "match.start.base", low=1)


def settle_fields(entry: dict, names: tuple[str, ...]) -> dict:
    """The entry's fields the game's ``settle`` request reads as they are (``names``)."""
    return {name: entry[name] for name in names if name in entry}


def zero(players: int) -> dict[int, Fraction]:
    return {s: Fraction(0) for s in range(players)}


def add(totals: dict[int, Fraction], result: dict) -> dict[int, Fraction]:
    """``totals`` plus one deal's payouts (its exact ones, where ``settle`` gives them)."""
    pays = paid(result)
    return {s: v + Fraction(pays[str(s)]) for s, v in totals.items()}


def money_standing(totals: dict[int, Fraction], nxt: dict, *, exact: bool, keep=None,
                   rules: tuple[str, ...] = ()) -> Standing:
    """The standing in money: ``money`` per seat (and ``money_exact``, fractions as text, where a
    game's shares may not divide)."""
    shown = {"money": money(totals)}
    if exact:
        shown["money_exact"] = {str(s): str(v) for s, v in sorted(totals.items())}
    return Standing(standing=shown, next=nxt, keep=(totals, keep), rules=rules)


def standing_words(state: Standing, deals: int) -> tuple[str, str]:
    """"After n deals: seat 1 +6, …"."""
    zh, en = money_words(state.keep[0])
    return (f"{deals} 局之后，各家的输赢：{zh}。",
            f"After {deals} deal{'s' if deals != 1 else ''}, each seat's winnings: {en}.")
