"""挖坑 around the play: the opener, bidding, who leads, the result, points and titles."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card
from ...errors import illegal

HEARTS_UP = tuple(Card(r, "H") for r in (4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 2, 3))

# The thresholds are 50×n²; 诺贝尔's is blank in the source (ruling wakeng.levels.nobel).
TITLES = ("幼小班", "幼中班", "幼大班", "学前班", "一年级", "二年级", "三年级", "四年级", "五年级",
          "六年级", "初一", "初二", "初三", "高一", "高二", "高三", "大一", "大二", "大三", "大四",
          "研究生", "博士", "博士后", "院士", "诺贝尔")
TITLES_EN = ("Nursery (junior)", "Nursery (middle)", "Nursery (senior)", "Pre-school", "Grade 1",
             "Grade 2", "Grade 3", "Grade 4", "Grade 5", "Grade 6", "Junior high 1",
             "Junior high 2", "Junior high 3", "Senior high 1", "Senior high 2", "Senior high 3",
             "University year 1", "University year 2", "University year 3", "University year 4",
             "Graduate student", "Doctor", "Postdoc", "Academician", "Nobel laureate")
THRESHOLDS = tuple(50 * n * n for n in range(len(TITLES)))
NOBEL_RULING = "wakeng.levels.nobel"


def opener(hands: dict[int, list[Card]]) -> tuple[int, Card]:
    """The seat holding the lowest heart as dealt (♥4, else ♥5, …), and that card."""
    for card in HEARTS_UP:
        for seat in sorted(hands):
            if card in hands[seat]:
                return seat, card
    raise illegal("没有人持有红桃。", "Nobody holds a heart.")


@dataclass(frozen=True, kw_only=True)
class Bidding:
    """The bidding so far: ``digger``/``stake`` once ``done``; ``turn`` speaks next."""

    digger: int | None
    stake: int
    done: bool
    turn: int | None
    rule: str


def bidding(players: int, first: int, bids: list) -> Bidding:
    """Apply ``bids`` (1, 2, 3 or "pass", in order from ``first``). Raises ``illegal``."""
    best, best_seat = 0, None
    for i, bid in enumerate(bids):
        seat = (first + i) % players
        if i >= players or best == 3:
            raise illegal("叫分已经结束。", "The bidding is over.", index=i)
        check_bid(bid, best, i)
        if bid != "pass":
            best, best_seat = bid, seat
    spoken = len(bids)
    if best == 3:
        return Bidding(digger=best_seat, stake=3, done=True, turn=None, rule="wakeng.bid.raise")
    if spoken < players:
        return Bidding(digger=best_seat, stake=best, done=False, turn=(first + spoken) % players,
                       rule="wakeng.bid")
    if best_seat is None:
        return Bidding(digger=first, stake=1, done=True, turn=None, rule="wakeng.bid.all_pass")
    return Bidding(digger=best_seat, stake=best, done=True, turn=None, rule="wakeng.bid.raise")


def check_bid(bid, best: int, index: int) -> None:
    if bid == "pass":
        return
    if type(bid) is not int or bid not in (1, 2, 3):
        raise illegal(f"第 {index + 1} 个叫分无效：只能叫 1、2、3 分或不叫。",
                      f"Bid {index + 1} is none of 1, 2, 3 or a pass.", index=index)
    if bid <= best:
        raise illegal(f"叫 {bid} 分不够：必须高于当前的 {best} 分。",
                      f"A bid of {bid} must top the current {best}.",
                      index=index, rule="wakeng.bid.raise")


def leader(hands_after_kitty: dict[int, list[Card]], first: int, options: dict) -> int:
    # ruling wakeng.lead: by default the opener (lowest heart as dealt) leads.
    if options.get("lead", "opener") == "opener":
        return first
    return opener(hands_after_kitty)[0]


def payouts(players: int, digger: int, stake: int, digger_wins: bool, options: dict) -> dict:
    """Seat → points. Ruling wakeng.settle.four_players for the digger's amount at four."""
    mult = 3 if players == 4 and options.get("four_player_stake") == "balanced" else 2
    sign = 1 if digger_wins else -1
    return {s: (sign * mult * stake if s == digger else -sign * stake) for s in range(players)}


def level(points: int) -> dict:
    """The title for accumulated points (ruling wakeng.levels.below_zero under 0)."""
    index = max(i for i, t in enumerate(THRESHOLDS) if t <= max(points, 0))
    nxt = THRESHOLDS[index + 1] if index + 1 < len(THRESHOLDS) else None
    rule = (NOBEL_RULING if index == len(TITLES) - 1 else
            "wakeng.levels.below_zero" if points < 0 else "wakeng.levels")
    return {"title": {"zh": TITLES[index], "en": TITLES_EN[index]}, "level": index + 1,
            "threshold": THRESHOLDS[index], "next": nxt, "rule": rule}
