"""赖子五十K: the partner call (叫牌), the secret solo (暗叫), the open solo
(吼牌), and who takes the lead when a player goes out (接风)."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card
from ...text import cards_en, cards_zh
from ..words import capital

UNCALLABLE = (2, 5, 10, 13)  # the 2 and the point cards; jokers neither (wushik.call)


@dataclass(frozen=True, slots=True, kw_only=True)
class Call:
    """The deal's arrangement: ``partner`` (2 v 2), ``anjiao`` or ``hou`` (1 v 3)."""

    mode: str
    banker: int
    card: Card | None = None
    partner: int | None = None   # 2 v 2: the other holder of the called card
    solo: int | None = None      # 1 v 3: the soloist

    def side(self, seat: int) -> frozenset[int]:
        """The seats on ``seat``'s side."""
        if self.mode == "partner":
            pair = {self.banker, self.partner}
        else:
            pair = {self.solo}
        return frozenset(pair if seat in pair else set(range(4)) - pair)


def check_call(hand: list[Card], card: Card) -> tuple[bool, str, str, str, str]:
    """(valid, mode or reason code, rule, zh, en) for the banker calling ``card``."""
    name, en = cards_zh([card]), cards_en([card])
    if card.is_joker or card.rank in UNCALLABLE:
        return (False, "uncallable", "wushik.call",
                f"不能叫 {name}：王、2、5、10、K 都不能叫。",
                f"{capital(en)} cannot be called: jokers, 2s, 5s, 10s and Ks never can.")
    held = sum(1 for c in hand if c == card)
    if held == 0:
        return (False, "not_held", "wushik.call", f"庄家手里没有 {name}，不能叫。",
                f"The banker does not hold {en}, so cannot call it.")
    if held == 2:
        return (True, "anjiao", "wushik.call.anjiao",
                f"庄家两张 {name} 都在手：暗叫，一打三。",
                f"The banker holds both {en}: a secret solo, one against three.")
    return (True, "partner", "wushik.call",
            f"叫 {name}：另一张 {name} 的主人是对家。",
            f"Calling {en}: whoever holds the other {en} is the partner.")


def holder(hands: list[list[Card]], card: Card, *, besides: int) -> int | None:
    """The seat other than ``besides`` holding ``card``."""
    return next((s for s, h in enumerate(hands) if s != besides and card in h), None)


def next_in(seat: int, still_in: list[bool]) -> int | None:
    """The next seat after ``seat`` in the direction of play that still holds cards."""
    n = len(still_in)
    for step in range(1, n + 1):
        s = (seat + step) % n
        if still_in[s]:
            return s
    return None


def jiefeng(finisher: int, call: Call, partner_public: bool, still_in: list[bool]) -> int | None:
    """Who leads after ``finisher`` went out with a play nobody beat
    (wushik.jiefeng, wushik.ruling.jiefeng_scope)."""
    if call.mode == "partner" and partner_public:
        # once the partner is known, both sides are known
        (mate,) = call.side(finisher) - {finisher}
        if still_in[mate]:
            return mate
    return next_in(finisher, still_in)
