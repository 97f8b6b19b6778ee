"""明暗斗地主 around the play: calling landlord, the hidden partner, 番 and payouts."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...cards import Card
from ..combos import Combo
from ...errors import illegal
from ...text import cards_en, cards_zh

CALLS = ("blind", "seen", "pass")

# 番 per bomb, as the source lists them (4 → 1, 5 → 2, 6 → 4, 7 → 8, 8 → 16).
BOMB_FAN = {4: 1, 5: 2, 6: 4, 7: 8, 8: 16}
SPECIAL_FAN = {"rocket": 1, "four_jokers": 16}


@dataclass(frozen=True, kw_only=True)
class Calling:
    landlord: int | None
    call: str | None        # "blind" or "seen" once decided
    done: bool
    turn: int | None
    rule: str


def calling(players: int, first: int, calls: list) -> Calling:
    """Apply ``calls`` (each "blind", "seen" or "pass", in order from ``first``)."""
    for i, call in enumerate(calls):
        if call not in CALLS:
            raise illegal(f"第 {i + 1} 个叫法无效：只能看牌叫、盲叫或不叫。",
                          f"Call {i + 1} is none of a call after looking, a blind call or a pass.",
                          index=i)
        if i >= players:
            raise illegal("叫地主已经结束。", "The calling is over.", index=i)
        if call != "pass":
            if i != len(calls) - 1:
                raise illegal("已经有人叫了地主。", "Someone has already called landlord.", index=i + 1)
            seat = (first + i) % players
            rule = "mingan.call.blind" if call == "blind" and i else "mingan.call"
            return Calling(landlord=seat, call=call, done=True, turn=None, rule=rule)
    if len(calls) == players:
        return Calling(landlord=first, call="seen", done=True, turn=None, rule="mingan.call.all_pass")
    return Calling(landlord=None, call=None, done=False, turn=(first + len(calls)) % players,
                   rule="mingan.call")


def partner(hands: dict[int, list[Card]], landlord: int, card: Card) -> tuple[int | None, str]:
    """The seat holding the twin of ``card`` (None: the landlord holds both, alone)."""
    own = hands[landlord].count(card)
    if own == 0:
        raise illegal(f"暗地主牌 {cards_zh([card])} 必须是地主手里的牌。",
                      f"The partner card {cards_en([card])} must come from the landlord's hand.",
                      rule="mingan.partner")
    if own == 2:
        return None, "mingan.partner.alone"
    for seat, hand in sorted(hands.items()):
        if seat != landlord and card in hand:
            return seat, "mingan.partner"
    raise illegal(f"找不到另一张 {cards_zh([card])}：需要每一家的手牌。",
                  f"The twin of {cards_en([card])} is in no hand given: every seat's hand is needed.",
                  rule="mingan.partner")


def bomb_fan(combo: Combo) -> int:
    return SPECIAL_FAN.get(combo.kind) or BOMB_FAN[combo.size]


def multiplier(*, call: str, blind_partner: bool, alone: bool, bombs: list[Combo],
               options: dict) -> tuple[int, list[dict]]:
    """The final multiplier and each step towards it (ruling mingan.fan.reading)."""
    steps: list[dict] = []
    m = 1

    def step(what: str, factor: int, rule: str, **extra) -> None:
        nonlocal m
        m *= factor
        steps.append({"what": what, "factor": factor, "multiplier": m, "rule": rule, **extra})

    if call == "blind":
        step("blind_call", 2, "mingan.call")
    if blind_partner:
        step("blind_partner", 2, "mingan.partner.blind")
    if alone:
        step("alone", 2, "mingan.partner.blind" if blind_partner else "mingan.partner.alone")
    linear = options.get("fan", "power") == "linear"
    total = 0
    for combo in bombs:
        fan = bomb_fan(combo)
        if linear:
            total += fan
            steps.append({"what": combo.kind, "size": combo.size, "fan": fan, "fan_total": total,
                          "multiplier": m, "rule": "mingan.fan.reading"})
        else:
            step(combo.kind, 2 ** fan, "mingan.fan", size=combo.size, fan=fan)
    if linear and total:
        step("bombs_linear", 1 + total, "mingan.fan.reading", fan_total=total)
    return m, steps


def payouts(*, players: int, landlord: int, partner_seat: int | None, landlord_wins: bool,
            score: int, options: dict) -> dict[int, Fraction]:
    """Seat → chips (exact; ruling mingan.settle.split), summing to zero."""
    side = {landlord} | ({partner_seat} if partner_seat is not None else set())
    farmers = set(range(players)) - side
    winners, losers = (side, farmers) if landlord_wins else (farmers, side)
    if not landlord_wins and options.get("loser_pays", "each") == "landlord":
        losers = {landlord}  # ruling mingan.settle.losers, option landlord
    pot = score * len(losers)
    share = Fraction(pot, len(winners))
    return {s: (share if s in winners else Fraction(-score) if s in losers else Fraction(0))
            for s in range(players)}


def transfers(pay: dict[int, Fraction]) -> list[dict]:
    """Who pays whom: each loser's payment is shared equally by the winners."""
    winners = [s for s, v in pay.items() if v > 0]
    out = []
    for loser in (s for s, v in pay.items() if v < 0):
        each = Fraction(-pay[loser]) / len(winners)
        out += [{"from": loser, "to": w, "amount": chips(each), "exact": str(each)} for w in winners]
    return out


def chips(value: Fraction) -> int | float:
    """JSON form: an int when whole, else a float (the exact form goes alongside)."""
    return int(value) if value.denominator == 1 else round(float(value), 4)
