"""赖子五十K: settling a deal — points, who won, and who pays whom how much.

Two against two (a called partner) is won on points, or by a one-two finish;
one against three (暗叫 secret solo, 吼牌 open solo) only by going out first.
The multiplier is the outcome's (1, 2, 4, 12 or 24) times the bombs'
(``wushik.pay.bombs``), worked out step by step so the site can show it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import EngineError
from . import TOTAL_POINTS
from .shapes import Reading
from ..words import both_cards, capital, seats_en, seats_zh
from ...labels import LABELS
from ...text import seat_en, seat_zh

SEATS = 4
# 炸弹番数 by number of cards; a mixed 5-10-K is not in the table (wushik.ruling.bomb_multipliers).
BOMB_FACTOR = {4: 2, 5: 2, 6: 2, 7: 4, 8: 6, 9: 8, 10: 10, 11: 12, 12: 14}
SOLO_FACTOR = {"anjiao": 12, "hou": 24}
# name: (factor, rule, zh, en); the words are the outcome's one label (engine.labels)
OUTCOMES = {name: (factor, rule, *LABELS["outcome"][name]) for name, factor, rule in (
    ("manfen", 1, "wushik.pay.manfen"), ("pingfen", 1, "wushik.pay.pingfen"),
    ("chuai", 2, "wushik.pay.chuai"), ("fenku", 2, "wushik.pay.fenku"),
    ("kuchuai", 4, "wushik.pay.kuchuai"), ("anjiao", 12, "wushik.pay.anjiao"),
    ("hou", 24, "wushik.pay.hou"))}


@dataclass(frozen=True, slots=True, kw_only=True)
class Settlement:
    outcome: str
    winners: tuple[int, ...]
    multiplier: int
    payouts: tuple[int, ...]
    steps: tuple[dict, ...]
    points: tuple[int, ...] | None   # each seat's points after the last player's go
    rules: tuple[str, ...]           # every rule and ruling the result turned on
    next_banker: int                 # the first finisher deals next (wushik.banker)

    @property
    def rule(self) -> str:
        return OUTCOMES[self.outcome][1]

    def to_json(self) -> dict:
        out = {"outcome": self.outcome, "winners": list(self.winners),
               "multiplier": self.multiplier,
               "payouts": {str(s): p for s, p in enumerate(self.payouts)},
               "steps": list(self.steps), "rulings": [r for r in self.rules if ".ruling." in r],
               "next_banker": self.next_banker}
        if self.points is not None:
            out["points"] = {str(s): p for s, p in enumerate(self.points)}
        return out

    def explain(self) -> tuple[str, str]:
        _, _, zh, en = OUTCOMES[self.outcome]
        pays_zh = "，".join(f"{seat_zh(s)} {p:+d}" for s, p in enumerate(self.payouts))
        pays_en = ", ".join(f"{seat_en(s)} {p:+d}" for s, p in enumerate(self.payouts))
        chain_zh, chain_en = [], []
        for step in self.steps:
            if step["step"] == "outcome":
                chain_zh.append(f"{zh} ×{step['factor']}")
                chain_en.append(f"{en} ×{step['factor']}")
            elif step["step"] == "bomb" and "multiplier" in step:
                czh, cen = both_cards(step["cards"])
                chain_zh.append(f"炸弹 {czh} ×{step['factor']}")
                chain_en.append(f"bomb {cen} ×{step['factor']}")
            elif step["step"] == "bombs_added":
                chain_zh.append(f"炸弹番数相加 ×{step['factor']}")
                chain_en.append(f"bomb factors added ×{step['factor']}")
            elif step["step"] == "base":
                chain_zh.append(f"底金 ×{step['factor']}")
                chain_en.append(f"stake ×{step['factor']}")
        win = "win" if len(self.winners) > 1 else "wins"
        return (f"{zh}：{seats_zh(self.winners)} 赢。{' · '.join(chain_zh)} = {self.multiplier}（{pays_zh}）。",
                f"{capital(en)}: {seats_en(self.winners)} {win}. "
                f"{capital(' · '.join(chain_en))} = {self.multiplier} ({pays_en}).")


def bomb_factor(reading: Reading) -> int:
    """What one bomb multiplies the stake by (1: nothing)."""
    if reading.kind == "fifty_k":
        return 2 if reading.suit else 1
    return BOMB_FACTOR.get(reading.size, 1) if reading.kind == "bomb" else 1


def settle(*, mode: str, banker: int, partner: int | None, solo: int | None,
           order: list[int], points: list[int] | None, in_hand: int | None,
           bombs: list[tuple[Reading, str]], base: int, options: dict) -> Settlement:
    """Settle one deal. ``bombs`` pairs each bomb played with its cards' text."""
    rules: list[str] = ["wushik.pay.bombs"] if bombs else []
    if mode in SOLO_FACTOR:
        soloist = banker if mode == "anjiao" else solo
        won = order[0] == soloist
        winners = (soloist,) if won else tuple(s for s in range(SEATS) if s != soloist)
        outcome, final = mode, None
        rules += ["wushik.win.solo", OUTCOMES[mode][1]]
    else:
        outcome, winners, final = _partner_outcome(banker, partner, order, points, in_hand,
                                                   options, rules)
    factor = OUTCOMES[outcome][0]
    steps = [{"step": "outcome", "name": outcome, "factor": factor,
              "rule": OUTCOMES[outcome][1], "multiplier": factor}]
    mult = factor
    counted = [(r, text, bomb_factor(r)) for r, text in bombs]
    if options["bomb_stack"] == "add":
        total = sum(f for _, _, f in counted if f > 1)
        for r, text, f in counted:
            steps.append({"step": "bomb", "cards": text, "factor": f if f > 1 else 0,
                          "rule": "wushik.ruling.bomb_multipliers"})
        if total:
            mult *= total
            steps.append({"step": "bombs_added", "factor": total, "multiplier": mult,
                          "rule": "wushik.ruling.bomb_multipliers"})
    else:
        for r, text, f in counted:
            mult *= f
            steps.append({"step": "bomb", "cards": text, "factor": f, "multiplier": mult,
                          "rule": "wushik.pay.bombs" if f > 1 or r.kind != "fifty_k"
                          else "wushik.ruling.bomb_multipliers"})
    if any(r.kind == "fifty_k" and not r.suit for r, _ in bombs) or options["bomb_stack"] == "add":
        rules.append("wushik.ruling.bomb_multipliers")
    steps.append({"step": "base", "factor": base, "multiplier": mult * base})
    payouts = _payouts(mode, winners, mult * base, options, rules)
    return Settlement(outcome=outcome, winners=tuple(sorted(winners)), multiplier=mult * base,
                      payouts=payouts, steps=tuple(steps),
                      points=tuple(final) if final is not None else None, rules=tuple(rules),
                      next_banker=order[0])


def _payouts(mode: str, winners: tuple[int, ...], stake: int, options: dict,
             rules: list[str]) -> tuple[int, ...]:
    pay = [0] * SEATS
    if mode in SOLO_FACTOR:
        rules.append("wushik.ruling.solo_stake")
        each = stake // 3 if options["solo_stake"] == "total" else stake
        solo_won = len(winners) == 1
        soloist = winners[0] if solo_won else next(s for s in range(SEATS) if s not in winners)
        for s in range(SEATS):
            if s != soloist:
                pay[s] = -each if solo_won else each
        pay[soloist] = -sum(pay)
        return tuple(pay)
    rules.append("wushik.ruling.team_payout")
    return tuple(stake if s in winners else -stake for s in range(SEATS))


def _partner_outcome(banker, partner, order, points, in_hand, options, rules):
    side_a = frozenset({banker, partner})
    side_b = frozenset(range(SEATS)) - side_a

    def side_of(seat: int) -> frozenset[int]:
        return side_a if seat in side_a else side_b

    final = list(points)
    complete = len(order) >= 3
    if complete:
        last = next(s for s in range(SEATS) if s not in order[:3])
        left = TOTAL_POINTS - sum(points) if in_hand is None else in_hand
        if sum(points) + left != TOTAL_POINTS:
            raise EngineError(
                "impossible", f"分数对不上：收到的 {sum(points)} 分加末游手里 {left} 分不是 200。",
                f"Points do not add up: {sum(points)} taken plus {left} in the last hand is not 200.",
                field="points")
        final[order[0]] += final[last]
        final[last] = 0
        final[order[2]] += left
        rules.append("wushik.last_points")
    elif sum(points) > TOTAL_POINTS:
        raise EngineError("impossible", f"分数超过 200：{sum(points)}。",
                          f"More than 200 points: {sum(points)}.", field="points")
    total = {side: sum(final[s] for s in side) for side in (side_a, side_b)}
    first = side_of(order[0])
    other = next(s for s in total if s != first)
    if len(order) >= 2 and side_of(order[1]) == first:
        rules.append("wushik.ruling.early_end")
        if total[other] == TOTAL_POINTS:
            rules.append("wushik.ruling.chuai_vs_fenku")
            if options["chuai_vs_fenku"] == "fenku":
                return "fenku", tuple(other), final
        if total[other] == 0:
            rules.append("wushik.ruling.outcome_precedence")
            return "kuchuai", tuple(first), final
        return "chuai", tuple(first), final
    if not complete:
        raise EngineError(
            "bad_request", "名次不全：找朋友的一局要到三游出完（或同一方拿下一、二游）才结束。",
            "The order is incomplete: a partnership deal ends when the third player goes out "
            "(or one side finishes first and second).")
    for side, pts in total.items():
        if pts == TOTAL_POINTS:
            return "fenku", tuple(side), final
    for side, pts in total.items():
        if pts > TOTAL_POINTS // 2:
            rules += ["wushik.win.points", "wushik.ruling.full_score_105"]
            return "manfen", tuple(side), final
    rules.append("wushik.win.tie")
    return "pingfen", tuple(first), final
