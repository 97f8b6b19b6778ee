"""Which fields a game's match sheet asks for, and as what controls (``match_form.Field``).

The fields are the engine's: each game package declares the ``match`` op's deal entry and start
(``request_fields.py``: ``MATCH_ENTRY``, ``MATCH_START``). What a field *is* (a seat, a choice,
points in fives, an order of seats) follows its name and its declared shape, the same for every
game that has it; the limits come from the game (``GAME``: its decks, seats, whether it has
a no-trump deal). Nothing here branches on a game's id. A field declared that this table does
not know stops the build (``UnknownField``): a new field needs its control here first.
"""

from __future__ import annotations

import functools

from engine import games, labels
from engine.api import handle
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
        return Field("by_seat", _words("by_seat_points"), step=5, most=100 * g.decks,
                     when={"mode": ["partner"]} if "mode" in _declared(game, "MATCH_ENTRY").fields else {})
    if name in SEATS:
        return Field("seat", _words(name), next="next.seat" if name in ROLES else None)
    modes = "mode" in _declared(game, "MATCH_ENTRY").fields   # a deal played one of several ways
    if name == "partner" and modes:
        return Field("seat", _words(name), when={"mode": ["partner"]})
    if name == "partner":
        return Field("seat", _words(name), none=("没有（一个人打）", "None (alone)"))
    if name == "solo" and g.family != "tractor":       # the climbing games' soloist is a seat
        return Field("seat", _words("soloist"), when={"mode": ["hou"]} if modes else {})
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
        return Field("choice", _words(name), choices=tuple((c, _cap(labels.LABELS["bid"][c])) for c in ("seen", "blind")))
    if name == "mode":
        return Field("choice", _words(name), choices=tuple((m, _cap(w)) for m, w in labels.LABELS["mode"].items()))
    if name == "last_trick" and isinstance(shape, Obj):
        sides = tuple((s, _cap(labels.LABELS["side"][s])) for s in ("attackers", "defenders"))
        return Field("last_trick", _words(name), choices=sides, shapes=trick_shapes(game))
    if name == "bombs" and isinstance(shape, Items):
        return Field("bombs", _words(name), shapes=bomb_kinds(game))
    raise UnknownField(f"the match sheet has no control for the field {name!r} of {game}")


def _cap(pair: tuple[str, str]) -> tuple[str, str]:
    return pair[0], pair[1][:1].upper() + pair[1][1:]


def trick_shapes(game: str) -> tuple:
    """The shapes a last trick can be won with, as ``({width, length}, words)``: a single, a
    pair, a triple where the game has three decks, tractors of two and three units."""
    g = games.GAMES[game]
    shape = labels.LABELS["shape"]
    out = [({"width": w, "length": 1}, _cap(shape[k])) for w, k in ((1, "single"), (2, "pair"), (3, "triple"))
           if w <= g.max_width]
    for width in range(2, g.max_width + 1):
        unit = shape["pair" if width == 2 else "triple"]
        for length in (2, 3):
            out.append(({"width": width, "length": length},
                        (f"{shape['tractor'][0]}（{length} 个{unit[0]}）", f"Tractor ({length} {unit[1]}s)")))
    return tuple(out)


def bomb_kinds(game: str) -> tuple:
    """The kinds of bomb the game has, as ``(cards of one such bomb, words)``: the engine's
    ``classify`` is asked of each candidate (a run of one rank, jokers, 5-10-K of one suit and
    of mixed suits) and those it calls a bomb are kept."""
    g = games.GAMES[game]
    kind = labels.LABELS["kind"]
    suits = ("S", "H", "C", "D")
    candidates = [(" ".join(f"{suits[i % 4]}7" for i in range(n)), (f"{n} 张{kind['bomb'][0]}", f"Bomb of {n}"))
                  for n in range(3, 4 * g.decks + 1)]
    if g.jokers:
        candidates += [(" ".join(("RJ", "BJ")[i % 2] for i in range(n)), None) for n in range(2, 2 * g.decks + 1)]
    candidates += [("S5 S10 SK", None), ("S5 H10 SK", None)]
    out = []
    for cards, words in candidates:
        answer = handle({"op": "classify", "game": game, "cards": cards})
        if not (answer.get("ok") and answer.get("bomb")):
            continue
        if words is None:
            named = _cap(kind.get(answer["kind"], kind["bomb"]))
            n = len(cards.split())
            extra = {"S5 S10 SK": ("（同花）", " (one suit)"), "S5 H10 SK": ("（杂花）", " (mixed suits)")}.get(
                cards, (f"（{n} 张王）", f" ({n} jokers)"))
            words = (named[0] + extra[0], named[1] + extra[1])
        out.append((cards, words))
    return tuple(out)


def start_field(game: str, name: str, shape) -> Field:
    if name in ("banker", "dealer", "first_dealer"):
        key = "start_banker" if name == "banker" else name
        return Field("seat", _words(key))
    if name == "base":
        return Field("number", _words(name), step=1, least=1, most=1000, start=1)
    if name == "levels" and isinstance(shape, Items):
        return Field("levels", _words(name))
    raise UnknownField(f"the match sheet has no control for the start field {name!r} of {game}")


@functools.cache
def entry_fields(game: str) -> tuple[tuple[str, Field], ...]:
    declared = _declared(game, "MATCH_ENTRY").fields
    # left out: a throw's lead (the shape tapped is what won); who went out first where the
    # whole order is asked (its first seat says it)
    skip = {"lead"} | ({"first_out"} if "order" in declared else set())
    return tuple((n, entry_field(game, n, s)) for n, s in declared.items() if n not in skip)


@functools.cache
def start_fields(game: str) -> tuple[tuple[str, Field], ...]:
    return tuple((n, start_field(game, n, s)) for n, s in _declared(game, "MATCH_START").fields.items())
