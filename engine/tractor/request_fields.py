"""The fields of the trick-taking ops, as data (engine.request_fields): what both games read.
Each game's package adds its own (``zhaopengyou/request_fields.py``, ``shuangsheng/…``)."""

from __future__ import annotations

from ..request_shape import OPTIONS, VALUE, BySeat, Items, obj

TRUMP = obj("rank", "suit")
STEP = obj("seat", "cards")                   # a bid; a play the friend op sees
TRICK_STEP = obj("seat", "cards", "attempt")   # a failed throw keeps what was tried
WORDS = obj("zh", "en")                        # a record's words for people (title, about, note)

# The request fields each op reads in both games (besides op, game and options).
OPS = {
    "classify": obj("cards", trump=TRUMP),
    "follow": obj("lead", "hand", "play", trump=TRUMP),
    "trick": obj("leader", trump=TRUMP, plays=Items(VALUE)),
    "throw": obj("leader", "cards", trump=TRUMP, hands=BySeat()),
    "score": obj("points", "kitty_points", "lead", "banker", "solo", trump=TRUMP,
                 last_trick=obj("winner", "cards")),
    "bid": obj("kitty", bids=Items(STEP), bid=STEP),
    "drill": obj("seed", "kind", "level", "answer"),
    "simulate": obj("seed", "players"),
}

# A deal record (engine.tractor.record FORMAT): what both games write.
RECORD = obj("game", "seed", "kitty", "bury", options=OPTIONS, title=WORDS, about=WORDS, note=WORDS,
             hands=BySeat(), levels=Items(VALUE), bids=Items(STEP), tricks=Items(Items(TRICK_STEP)))


def replay(record) -> dict:
    """The ``replay`` op's fields, for a game whose records hold ``record``; and the ``autoplay``
    op's (engine.autoplay), which plays on such a record (or a seed's deal) from one seat."""
    return {"replay": obj("table", deal=record), "autoplay": obj("seat", "seed", "table", deal=record)}
