"""Bidding for the bank and the trump (抢庄、亮主、反主): what both games share.

A bid is ``{seat, cards}``: level cards shown face up. Each game's check answers
whether one more bid is allowed after the bids so far and what the bank looks like
afterwards, as a :class:`Check`; nothing is changed in place (a :class:`Bank` is
frozen). The games bid differently, each in its own module with its options and rules:

- :mod:`.zhaopengyou.bidding`: 1–3 identical level cards, each counter showing more;
  with no bid, the kitty is flipped (``zpy_check``, ``zpy_flip``);
- :mod:`.shuangsheng.bidding`: one level card declares, a pair counters, climbing the
  order 大王 > 小王 > ♠ > ♥ > ♣ > ♦ (``ss_check``, ``ss_counter_turn``, ``ss_no_bid``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..cards import RANK_TEXT, Card, format_cards
from ..labels import label
from ..rulebook import Rule
from ..text import cards_en, cards_zh  # noqa: F401  (the bidding modules' card words)



@dataclass(frozen=True, kw_only=True)
class Bank:
    """Where the bidding stands: the (provisional) banker and the trump."""

    banker: int | None
    rank: int                    # the trump rank (级牌)
    suit: str | None             # the trump suit; None = no trump (无主)
    count: int = 0               # cards in the standing bid (0: no bid yet)
    order: int = 0               # shuangsheng: height of the standing bid in SS_ORDER
    bidder: int | None = None    # who made the standing bid
    declarer: int | None = None  # shuangsheng: who declared (报主)
    counters: int = 0            # how many counter-bids (反主) so far
    insured: bool = False        # shuangsheng 上保险
    kitty_holder: int | None = None  # shuangsheng 炒底: who buried the kitty last
    shown: tuple[Card, ...] = ()     # every card shown while bidding, showing after showing
    # What each seat has shown, as cards it holds: (seat, cards) by seat, each card as many
    # times as the seat ever showed it at once (shown cards stay in hand, a counter or
    # insurance shows them again).
    shown_by: tuple[tuple[int, tuple[Card, ...]], ...] = ()

    def stake(self, options: dict) -> int:
        """shuangsheng: the stake doubles for each counter-bid (×2ⁿ)."""
        extra = 1 if self.insured and options.get("shuangsheng_insurance_doubles") else 0
        return 2 ** (self.counters + extra)


@dataclass(frozen=True, kw_only=True)
class Check:
    valid: bool
    step: str        # what the bid does (grab / declare / insure / counter / …) or why not
    rule: str
    zh: str
    en: str
    bank: Bank       # the bank after the bid (unchanged when invalid)


def suit_zh(suit: str | None) -> str:
    return "无主" if suit is None else label("suit", suit, "zh")


def suit_en(suit: str | None) -> str:
    return "no trump" if suit is None else label("suit", suit, "en")


def refuse(step, rule, zh, en, bank) -> Check:
    return Check(valid=False, step=step, rule=rule, zh=zh, en=en, bank=bank)


def accept(step, rule, zh, en, bank) -> Check:
    return Check(valid=True, step=step, rule=rule, zh=zh, en=en, bank=bank)


# --- the rulebook's entries ----------------------------------------------------

def bid_rule(id, title_zh, title_en, zh, en, **more) -> Rule:
    """A rule of one game's bidding (declared in its package), its game the id's first part."""
    return Rule(id=id, games=(id.split(".")[0],), title_zh=title_zh, title_en=title_en, text_zh=zh, text_en=en, **more)


def bid_example(seat, cards):
    return {"seat": seat, "cards": cards}


def shown_after(bank: Bank, seat: int, cards) -> dict:
    """The bank's ``shown`` and ``shown_by`` once ``seat`` has shown ``cards``."""
    held = dict(bank.shown_by)
    held[seat] = tuple((Counter(held.get(seat, ())) | Counter(cards)).elements())
    return {"shown": bank.shown + tuple(cards), "shown_by": tuple(sorted(held.items()))}


def bank_json(bank: Bank, extra: dict) -> dict:
    """The bank as a ``bid`` answer gives it; ``extra``: the game's own fields.
    ``shown_by_seat``: the cards each seat has face up, as it holds them."""
    out = {"banker": bank.banker,
           "trump": {"rank": RANK_TEXT[bank.rank], "suit": bank.suit}
           if bank.count or bank.banker is not None else None,
           "shown_by_seat": {str(seat): format_cards(cards) for seat, cards in bank.shown_by},
           "counters": bank.counters}
    out.update(extra)
    return out
