"""赖子五十K deal records and ``replay``.

A record (JSON; ``title``, ``note`` and ``seed`` may describe it and are not checked)::

    {"game": "wushik", "options": {…}, "banker": 0, "base": 1,
     "hands": {"0": "<27 cards>", …, "3": …},          # the deal: all 108 cards
     "call": "H7",                                        # the banker's call, or null
     "hou": null,                                         # a seat declaring 吼牌, or null
     "plays": [{"seat": 0, "cards": "S3"}, {"seat": 1, "pass": true},
               {"seat": 2, "cards": "RJ S5 H5 BJ", "as": {"kind": "bomb", "rank": "5"}}, …]}

A record entered step by step may stop before the banker's call, or after it before the first
play; while it says nothing of ``hou`` (the key absent) and nothing is played, its ``next`` adds
``declare``: ``{"field": "hou", "seats": [every seat]}`` (wushik.hou: anyone may declare before the
first play, even after the call); ``"hou": null`` says nobody did.

``replay`` checks it play by play; the first illegal action (or an illegal call) ends
it with ``valid: false`` and ``failure`` (the broken step: rule, explain, ``index``,
``seat``), as in every game's replay. A record may stop before the deal ends
(``complete: false``); a finished one carries the settlement.
"""

from __future__ import annotations

from ... import fields
from ...errors import RecordStops, bad_request, illegal
from ..record import check_deal
from .calls import Call, check_call, holder
from ..table import ClimbingTable
from .scoring import settle as score
from ..words import Seat
from ...text import seat_zh



def setup(game, ctx, record: dict, options: dict) -> tuple[ClimbingTable, dict, dict]:
    """The table at the start of a recorded deal and its ``call`` step (raises on a bad record)."""
    n = fields.players(record, ctx.game)
    by_seat = fields.hands(record, "hands", ctx.game, n, need_all=True)
    check_deal(game, ctx.game, n, by_seat, [])
    hands = [by_seat[s] for s in range(n)]
    banker = fields.seat(record, "banker", n)
    hou = fields.seat(record, "hou", n, default=None)
    # the table view's board (climbing.replay_board): points won and places; a called partner's sides
    board = {"roles": [(banker, "banker")] + ([(hou, "hou")] if hou is not None else []), "counts": "points"}
    more = _open_solo(record, n)
    if hou is not None:
        call = Call(mode="hou", banker=banker, solo=hou)   # wushik.ruling.hou_over_call
        rule, zh, en = ("wushik.hou", f"{seat_zh(hou)} 吼牌：一打三。",
                        f"{Seat(hou)} declares an open solo: one against three.")
    elif record.get("call") is None and not record.get("plays"):   # stops before the banker's call (or a 吼牌)
        raise RecordStops({"phase": "call", "seat": banker, **more})
    else:
        cards = fields.cards(record, "call", ctx.game)
        if len(cards) != 1:
            raise bad_request("叫的牌应是一张牌。", "The card called must be one card.")
        valid, mode, rule, zh, en = check_call(hands[banker], cards[0])
        if not valid:
            raise illegal(zh, en, rule=rule, board=board)   # the replay keeps the rule and this board
        if mode == "anjiao":
            call = Call(mode="anjiao", banker=banker, card=cards[0], solo=banker)
        else:
            call = Call(mode="partner", banker=banker, card=cards[0],
                        partner=holder(hands, cards[0], besides=banker))
    step = {"step": "call", "seat": banker, "rule": rule, "explain": {"zh": zh, "en": en},
            "mode": call.mode, "banker": banker, "card": str(call.card) if call.card else None,
            "partner": call.partner, "solo": call.solo}
    table = ClimbingTable(game, dict(enumerate(hands)), leader=banker, options=options, call=call, dealt=(by_seat, []))
    if call.mode == "partner":
        board.update(hidden=(call.partner, str(call.card), "partner"), sides=("banker_side", "partners", banker))
    return table, step, {"board": board, "next": more}    # the banker leads (wushik.ruling.first_lead)


def _open_solo(record: dict, n: int) -> dict:
    """What ``next`` adds while an open solo may still be declared and the record has not said
    whether one was (``hou`` absent, nothing played): any seat may (wushik.hou)."""
    if "hou" in record or record.get("plays"):
        return {}
    return {"declare": {"field": "hou", "seats": list(range(n))}}


def settle(game, ctx, record: dict, deal: ClimbingTable, data: dict, options: dict) -> tuple[str, str, str, dict]:
    """The sides, the finishing order and the points taken decide it (see scoring.py)."""
    base = fields.integer(record, "base", default=1, low=1)
    call = deal.call
    settled = score(mode=call.mode, banker=call.banker, partner=call.partner, solo=call.solo,
                     order=deal.order, points=deal.taken if call.mode == "partner" else None,
                     in_hand=deal.in_hand_points() if len(deal.order) >= 3 else None,
                     bombs=deal.bombs, base=base, options=options)
    zh, en = settled.explain()
    out = settled.to_json()
    multiplier_steps = out.pop("steps")
    result = {"mode": call.mode, "banker": call.banker, "partner": call.partner, "solo": call.solo,
              "order": deal.order, "taken": {str(s): p for s, p in enumerate(deal.taken)},
              "bombs": [text for _, text in deal.bombs], **out, "multiplier_steps": multiplier_steps}
    return settled.rule, zh, en, result
