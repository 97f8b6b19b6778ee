"""Which fields a game's match sheet asks for, and as what controls (``match_form.Field``).

The fields are the engine's: each game package declares the ``match`` op's deal entry and start
(``request_fields.py``: ``MATCH_ENTRY``, ``MATCH_START``). What a field *is* (a seat, a choice,
points in fives, an order of seats) follows its name and its declared shape, the same for every
game that has it; the limits come from the game (``GAME``: its decks, seats, whether it has
a no-trump deal). Nothing here branches on a game's id. A field declared that this table does
not know stops the build (``UnknownField``): a new field needs its control here first.
"""

from __future__ import annotations

from engine import games
from engine.request_shape import BySeat, Items, Obj

from widgets.render.match_words import FIELD_WORDS

from .match_form import Field

SUIT_WORDS = {"S": ("黑桃", "Spades ♠"), "H": ("红桃", "Hearts ♥"), "C": ("梅花", "Clubs ♣"), "D": ("方块", "Diamonds ♦")}
YES_NO = ((True, ("是", "Yes")), (False, ("否", "No")))
SEATS = ("banker", "digger", "landlord", "friend", "first_out", "dealer", "first_dealer")
ROLES = ("banker", "digger", "landlord")   # who banked: a new deal starts from the answer's next seat


class UnknownField(Exception):
    """A field of a match the sheet has no control for."""


def _words(name: str) -> tuple[str, str]:
    if name not in FIELD_WORDS:
        raise UnknownField(f"the match sheet has no words for the field {name!r} (widgets/render/match_words.py)")
    return FIELD_WORDS[name]


def _declared(game: str, name: str) -> Obj:
    module = games.GAMES[game].own("request_fields")
    shape = getattr(module, name, None)
    return shape if isinstance(shape, Obj) else Obj({})


def entry_field(game: str, name: str, shape) -> Field:
    g = games.GAMES[game]
    if isinstance(shape, BySeat):
        return Field("by_seat", _words("by_seat_points"), step=5, most=100 * g.decks)
    if name in SEATS:
        return Field("seat", _words(name), next="next.seat" if name in ROLES else None)
    if name == "partner":
        return Field("seat", _words(name), none=("没有（一个人打）", "None (alone)"))
    if name == "order":
        return Field("order", _words(name))
    if name in ("points", "kitty_points", "in_hand"):
        return Field("number", _words(name), step=5, most=100 * g.decks)
    if name == "counters":
        return Field("number", _words(name), step=1, most=g.players[-1] * 2)
    if name == "suit":
        choices = tuple((s, w) for s, w in SUIT_WORDS.items())
        if getattr(g, "no_trump", False):
            choices += ((None, ("无主", "No trump")),)
        return Field("choice", _words(name), choices=choices)
    if name in ("solo", "blind_partner"):
        return Field("choice", _words(name), choices=YES_NO)
    if name == "bid":
        return Field("choice", _words(name), choices=tuple((n, (f"{n} 分", f"{n}")) for n in (1, 2, 3)))
    if name == "call":
        return Field("choice", _words(name), choices=(("seen", ("明叫", "Seen")), ("blind", ("盲叫（闷）", "Blind"))))
    if name == "mode":
        return Field("choice", _words(name), choices=(("partner", ("找同伙", "With a partner")),
                                                      ("anjiao", ("暗叫", "Hidden call")), ("hou", ("吼牌", "Hou (alone)"))))
    raise UnknownField(f"the match sheet has no control for the field {name!r} of {game}")


def start_field(game: str, name: str, shape) -> Field:
    if name in ("banker", "dealer", "first_dealer"):
        key = "start_banker" if name == "banker" else name
        return Field("seat", _words(key))
    if name == "base":
        return Field("number", _words(name), step=1, least=1, most=1000, start=1)
    if name == "levels" and isinstance(shape, Items):
        return Field("levels", _words(name))
    raise UnknownField(f"the match sheet has no control for the start field {name!r} of {game}")


def entry_fields(game: str) -> list[tuple[str, Field]]:
    return [(n, entry_field(game, n, s)) for n, s in _declared(game, "MATCH_ENTRY").fields.items()
            if n not in ("lead",)]


def start_fields(game: str) -> list[tuple[str, Field]]:
    return [(n, start_field(game, n, s)) for n, s in _declared(game, "MATCH_START").fields.items()]
