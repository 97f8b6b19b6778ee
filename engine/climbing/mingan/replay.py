"""明暗斗地主 deal records: check a whole deal and settle it.

Record: ``{"game": "mingan", "options": {…}, "players": 5, "hands": {"0": "…", …},
"kitty": "…", "landlord_card": "S7", "first": 2, "calls": ["pass", "seen"],
"partner_card": "HA", "blind_partner": false, "base": 5, "plays": [{"seat": 3,
"cards": "…"}, {"seat": 4, "pass": true}, …]}``. ``first`` is the seat dealt the drawn
landlord card (with two decks its twin may be elsewhere); calls run from ``first``.
With ``blind_partner`` the partner card is the landlord card (ruling mingan.partner.blind).
"""

from __future__ import annotations

from ... import fields
from ...errors import EngineError, RecordStops, illegal
from . import deal
from .settle import settle_text, settlement
from ..record import check_deal
from ..table import ClimbingTable
from ..words import Seat
from ...text import cards_en, cards_zh, seat_zh



def setup(game, ctx, record: dict, options: dict) -> tuple[ClimbingTable, dict, dict]:
    """The deal, the calls from ``first``, the kitty and the hidden partner: the ``call`` step."""
    players = fields.players(record, ctx.game)
    hands = fields.hands(record, "hands", ctx.game, players)
    kitty = fields.cards(record, "kitty", ctx.game)
    check_deal(game, ctx.game, players, hands, kitty)
    first = fields.seat(record, "first", players)
    landlord_card = fields.cards(record, "landlord_card", ctx.game)[0]
    if landlord_card not in hands[first]:
        raise EngineError("impossible", f"{seat_zh(first)} 手里没有地主牌 {cards_zh([landlord_card])}。",
                          f"{Seat(first)} was not dealt the landlord card {cards_en([landlord_card])}.")
    calls_made = fields.listed(record, "calls", default=[])
    calls = deal.calling(players, first, calls_made)
    if not calls.done and not record.get("plays"):     # the record stops in the calls
        raise RecordStops({"phase": "call", "seat": calls.turn, "calls": ["pass", "seen", "blind"]})
    if not calls.done:
        raise illegal("叫地主还没有结束。", "The calling is not finished.", rule="mingan.call")
    landlord = calls.landlord
    after = {s: list(h) + (kitty if s == landlord else []) for s, h in hands.items()}
    blind_partner = fields.boolean(record, "blind_partner", default=False)
    if blind_partner and (calls.call != "blind" or landlord != first):
        raise illegal("只有一开始就盲叫的人（发到地主牌的人）能盲叫暗地主。",
                      "Only the first player, calling blind at the start, may name the partner blind.",
                      rule="mingan.partner.blind")
    if not blind_partner and record.get("partner_card") is None and not record.get("plays"):   # stops before it
        raise RecordStops({"phase": "partner", "seat": landlord,
                           "blind": calls.call == "blind" and landlord == first})
    card = landlord_card if blind_partner else fields.cards(record, "partner_card", ctx.game)[0]
    partner, partner_rule = deal.partner(after, landlord, card)
    how = {"blind": ("盲叫", "called blind"), "seen": ("看牌叫", "called after looking")}[calls.call]
    call = {"step": "call", "seat": landlord, "rule": calls.rule,
            "explain": {"zh": f"{seat_zh(landlord)} 当地主（{how[0]}），叫 {cards_zh([card])} 找暗地主。",
                        "en": f"{Seat(landlord)} is the landlord ({how[1]}) and names {cards_en([card])} "
                              f"for the hidden partner."},
            "first": first, "calls": calls_made, "call": calls.call, "landlord": landlord,
            "partner_card": str(card), "blind_partner": blind_partner, "partner": partner,
            "partner_rule": partner_rule}
    data = {"players": players, "landlord": landlord, "partner": partner, "call": calls.call,
            "blind_partner": blind_partner,
            "board": {"roles": [(landlord, "landlord")],     # the table view's board (climbing.replay_board)
                      "hidden": None if partner is None else (partner, str(card), "hidden_partner")}}
    return ClimbingTable(game, after, leader=landlord, options=options, dealt=(hands, kitty)), call, data


def settle(game, ctx, record: dict, table: ClimbingTable, data: dict, options: dict) -> tuple[str, str, str, dict]:
    """The first player out decides the side; the calls, the partner and the bombs the stake."""
    first_out = table.order[0]
    base = fields.integer(record, "base", default=1, low=1)
    out = settlement(ctx, players=data["players"], landlord=data["landlord"], partner=data["partner"],
                     call=data["call"], blind_partner=data["blind_partner"],
                     bombs=[b for b, _ in table.bombs], first_out=first_out, base=base, options=options)
    rule, zh, en = settle_text(out, first_out, base)
    result = {"landlord": data["landlord"], "partner": data["partner"], "call": data["call"],
              "first_out": first_out, **out, "bombs": [text for _, text in table.bombs]}
    return rule, zh, en, result
