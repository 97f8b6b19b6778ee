"""The ``autoplay`` op of every game: play a deal out from one seat (issue 25 item 2).

``{"op": "autoplay", "game": G, "seat": s, "deal"?: record so far, "seed"?: n, "players"?: n,
"table"?: bool, "options"?: {…}}``: the engine makes every OTHER seat's steps — bids or calls,
the kitty, the friend or partner card, the plays — up to the reader's next turn (``seat``) or
the end of the deal, and answers the record so extended (``deal``), how many steps it added
(``added``), what comes next (``next``, as the replay says) and the replay of the whole record
(``replay``: the ``replay`` op's own answer, with ``table`` when asked). Without ``deal``, the deal
is dealt at random from ``seed`` (the ``simulate`` op's deal, its steps left out).

The choices are a simple strategy, drawn from ``random.Random(seed)`` (``seed`` 0 when left
out), each family's in its own module (:mod:`engine.tractor.autoplay`,
:mod:`engine.climbing.autoplay`; documented on the API page): the same request gives the same
answer, here and in the browser. Every step it adds is checked by the replay before the next
is chosen, so a step the referee refuses is never written (that would be an internal error).
A record that is broken already is answered as the replay answers it, nothing added.
"""

from __future__ import annotations

import copy
import random

from . import fields
from .errors import bad_request
from .random_deal import MAX_SEED, deal_record
from .rulebook import verdict
from .text import count_en, seat_no


def play_for_others(ctx, request: dict, advance, players) -> dict:
    """The op, for a family: ``advance(ctx, record, options, seat, rng)`` makes the other seats'
    steps; ``players(record)`` is the table size the record sets."""
    record, rng = start(ctx, request)
    hands = record.get("hands")
    if isinstance(hands, dict) and any(v is None for v in hands.values()):
        raise bad_request("要替其他座位打下去，得知道每一家的手牌。", "Playing on for the other seats needs every hand.",
                          field="deal.hands")
    options = fields.record_options(ctx, record)
    seat = fields.seat(request, "seat", players(record))
    added = advance(ctx, record, options, seat, rng)
    return answer(ctx, request, record, added, seat)


def start(ctx, request: dict) -> tuple[dict, random.Random]:
    """The record to play on (a copy of ``deal``, or a seed's random deal without its steps) and
    the strategy's random source."""
    seed = fields.integer(request, "seed", low=0, high=MAX_SEED, default=0)
    if "deal" in request:
        record = copy.deepcopy(fields.record(request))
        if record.get("game", ctx.game.id) != ctx.game.id:
            raise bad_request("这份牌局记录是另一个游戏的。", "The deal record is of another game.",
                              field="deal.game")
    else:
        players = fields.players(request, ctx.game)
        dealt = deal_record(ctx.game.id, seed, players, ctx.options)
        record = ctx.game.setup_of(dealt)
    return record, random.Random(seed)


def answer(ctx, request: dict, record: dict, added: int, seat: int) -> dict:
    """The op's answer: the record, the steps added, ``next`` and the replay of the record."""
    asked = {"op": "replay", "game": ctx.game.id, "deal": record}
    if "table" in request:
        asked["table"] = request["table"]
    replayed = ctx.game.handler("replay")(ctx, asked)
    nxt = replayed["next"]
    s, made = seat_no(seat), count_en(added, "step")
    if not replayed["valid"] and not added:
        zh, en = "记录本身有不合规则的一步，引擎没有接着打。", "The record breaks a rule already: the engine played nothing."
    elif nxt is None or nxt["phase"] == "over":
        zh, en = (f"引擎替其他座位走了 {added} 步，这一局打完了。",
                  f"The engine made {made} for the other seats; the deal is over.")
    elif nxt["seat"] == seat:
        zh, en = (f"引擎替其他座位走了 {added} 步；现在轮到座位 {s}。",
                  f"The engine made {made} for the other seats; seat {s} to play.")
    else:
        zh, en = (f"引擎替其他座位走了 {added} 步；接下来座位 {s} 可以行动。",
                  f"The engine made {made} for the other seats; seat {s} may act next.")
    return verdict(replayed["rule"], zh, en, seat=seat, added=added, deal=record, next=nxt, replay=replayed)
