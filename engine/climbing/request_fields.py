"""The fields of the climbing ops, as data (engine.request_fields): what the three games share.
Each game's package adds its own (``wakeng/request_fields.py``, ``mingan/…``, ``wushik/…``)."""

from __future__ import annotations

from ..request_shape import OPTIONS, VALUE, BySeat, Items, Obj, obj

# A declared reading (a step's ``as``, ``previous_as``): the keys a reading is matched on.
COMBO_READING = obj("kind", "rank", "length", "sets", "bomb", "kickers")   # wakeng, mingan
WORDS = obj("zh", "en")                        # a record's words for people (title, about, note)


def step(reading: Obj) -> Obj:
    """A play ``{seat, cards, as?}`` or a pass ``{seat, pass: true}``."""
    return obj("seat", "cards", "pass", as_=reading)


# The request fields each op reads in every climbing game (besides op, game and options).
OPS = {
    "classify": obj("cards"),
    "beats": obj("previous", "play"),
    "answers": obj("hand", "previous"),
    "drill": obj("seed", "kind", "level", "answer", "players"),
    "simulate": obj("seed", "players"),
}
SETTLE = obj("players", "bombs", "base", "order")


def record(reading: Obj, **own) -> Obj:
    """A deal record: what every climbing game writes, and the game's ``own`` setup fields."""
    return obj("game", "seed", "players", options=OPTIONS, title=WORDS, about=WORDS, note=WORDS,
               hands=BySeat(), plays=Items(step(reading))) | obj(**own)


def replay(deal: Obj) -> dict:
    """The ``replay`` op's fields, for a game whose records are ``deal``; and the ``autoplay`` op's
    (engine.autoplay), which plays on such a record (or a seed's deal) from one seat."""
    return {"replay": obj("table", deal=deal), "autoplay": obj("seat", "seed", "players", "table", deal=deal)}


__all__ = ["COMBO_READING", "OPS", "SETTLE", "VALUE", "Items", "BySeat", "obj", "record", "replay"]
