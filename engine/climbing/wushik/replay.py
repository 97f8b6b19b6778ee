"""赖子五十K deal records and ``replay``.

A record (JSON; ``title``, ``note`` and ``seed`` may describe it and are not checked)::

    {"game": "wushik", "options": {…}, "banker": 0, "base": 1,
     "hands": {"0": "<27 cards>", …, "3": …},          # the deal: all 108 cards
     "call": "H7",                                        # the banker's call, or null
     "hou": null,                                         # a seat declaring 吼牌, or null
     "plays": [{"seat": 0, "cards": "S3"}, {"seat": 1, "pass": true},
               {"seat": 2, "cards": "RJ S5 H5 BJ", "as": {"kind": "bomb", "rank": "5"}}, …]}

``replay`` checks it play by play; the first illegal action (or an illegal call) ends
it with ``valid: false`` and ``failure`` (the broken step: rule, explain, ``index``,
``seat``), as in every game's replay. A record may stop before the deal ends
(``complete: false``); a finished one carries the settlement.
"""

from __future__ import annotations

from ...cards import format_cards
from ...errors import EngineError, bad_request
from ... import fields
from ...rulebook import broken_step
from ..record import answer, broken, check_deal, drive
from .calls import Call, check_call, holder
from ..table import Table
from .game import GAME
from .scoring import settle


def setup(record: dict, game, options: dict) -> tuple[Table, dict]:
    """The table at the start of a recorded deal and its ``call`` step (raises on a bad record)."""
    n = fields.players(record, game)
    by_seat = fields.hands(record, "hands", game, n, need_all=True)
    check_deal(GAME, game, n, by_seat, [])
    hands = [by_seat[s] for s in range(n)]
    banker = fields.seat(record, "banker", n)
    hou = fields.seat(record, "hou", n, default=None)
    if hou is not None:
        call = Call(mode="hou", banker=banker, solo=hou)   # wushik.ruling.hou_over_call
        rule, zh, en = ("wushik.hou", f"座位 {hou} 吼牌：一打三。",
                        f"Seat {hou} declares an open solo: one against three.")
    else:
        cards = fields.cards(record, "call", game)
        if len(cards) != 1:
            raise bad_request("call 应是一张牌。", "\"call\" must be one card.")
        valid, mode, rule, zh, en = check_call(hands[banker], cards[0])
        if not valid:
            raise EngineError("illegal", zh, en, rule=rule, step=None)
        if mode == "anjiao":
            call = Call(mode="anjiao", banker=banker, card=cards[0], solo=banker)
        else:
            call = Call(mode="partner", banker=banker, card=cards[0],
                        partner=holder(hands, cards[0], besides=banker))
    step = {"step": "call", "seat": banker, "rule": rule, "explain": {"zh": zh, "en": en},
            "mode": call.mode, "banker": banker, "card": str(call.card) if call.card else None,
            "partner": call.partner, "solo": call.solo}
    table = Table(GAME, dict(enumerate(hands)), leader=banker, options=options, call=call)
    return table, step    # the banker leads (wushik.ruling.first_lead)


def replay(ctx, request: dict) -> dict:
    record = fields.record(request)
    if record.get("game", "wushik") != "wushik":
        raise bad_request("这份记录不是赖子五十K。", "This record is not a wushik deal.")
    options = fields.record_options(ctx, record)
    try:
        deal, call = setup(record, ctx.game, options)
    except EngineError as err:
        if err.code != "illegal":
            raise
        return _broken(err, "叫牌不合规则：", "The call breaks a rule: ", [], stage="call")
    played, f = drive(deal, record.get("plays", []))
    steps = [call, *played]
    if f:
        return broken(f, steps, f"第 {f['index']} 步不合规则：", f"Step {f['index']} breaks a rule: ")
    n = len(steps) - 1
    if not deal.over:
        return answer("wushik.replay", f"前 {n} 步都合规，这一局还没打完。",
                      f"All {n} steps are legal; the deal is not finished.", steps=steps)
    base = fields.integer(record, "base", default=1, low=1)
    settled = settle(mode=deal.call.mode, banker=deal.call.banker, partner=deal.call.partner,
                     solo=deal.call.solo, order=deal.order,
                     points=deal.taken if deal.call.mode == "partner" else None,
                     in_hand=deal.in_hand_points() if len(deal.order) >= 3 else None,
                     bombs=deal.bombs, base=base, options=options)
    zh, en = settled.explain()
    out = settled.to_json()
    multiplier_steps = out.pop("steps")
    result = {"mode": deal.call.mode, "banker": deal.call.banker, "partner": deal.call.partner,
              "solo": deal.call.solo, "order": deal.order,
              "taken": {str(s): p for s, p in enumerate(deal.taken)},
              "bombs": [text for _, text in deal.bombs], **out,
              "hands": {str(s): format_cards(h) for s, h in enumerate(deal.hands)},
              "multiplier_steps": multiplier_steps}
    return answer(settled.rule, f"{n} 步都合规。{zh}", f"All {n} steps are legal. {en}", steps=steps,
                  complete=True, result=result)


def _broken(err: EngineError, zh: str, en: str, steps: list, **where) -> dict:
    """A record that breaks a rule: ``valid: false`` with the broken step, as every replay."""
    rule = err.data.get("rule", "wushik.replay")
    more = {k: v for k, v in err.data.items() if k not in ("rule", "step")}
    return broken(broken_step(rule, err.zh, err.en, **where, **more), steps, zh, en)
