"""双升's random bidding for the family's simulator (:mod:`engine.tractor.simulate`): random
declarations and counters the bidding rules accept, the bury, and in later deals counters
after it (反主炒底), each re-burying the kitty."""

from __future__ import annotations

from collections import Counter

from ...cards import RANK_TEXT, format_cards as _cards
from ..bidding import Bank
from ..levels import level_of
from .bidding import ss_check, ss_no_bid


def _ss_bids(rng, hands, bank, first, options):
    """Declarations (and, in the first deal, counters) while the cards are drawn."""
    bids = []
    for _ in range(rng.choice((1, 2, 3, 5))):
        seat = rng.randrange(4)
        tried = _ss_try(rng, hands[seat], bank, seat, first, options, singles=True)
        if tried is not None and (first or tried[0].step != "counter"):
            bank = tried[0].bank
            bids.append({"seat": seat, "cards": _cards(tried[1])})
    return bank, bids


def _ss_try(rng, hand, bank, seat, first, options, *, singles):
    """A random declaration or counter from ``hand`` that the rules accept: ``(check, cards)``."""
    held = Counter(hand)
    pairs = [[c, c] for c, n in held.items() if n >= 2 and (c.is_joker or c.rank == bank.rank)]
    ones = [[c] for c in held if singles and not c.is_joker and c.rank == bank.rank]
    choices = sorted(pairs + ones)
    if not choices:
        return None
    cards = rng.choice(choices)
    chk = ss_check(bank, seat, cards, first_deal=first, options=options)
    return (chk, cards) if chk.valid else None


def _ss_chaodi(rng, live, bank, buried, options, bury, size):
    """反主炒底: once round from the banker in play order, each may counter and re-bury."""
    counters = []
    for pos in range(4):
        seat = (bank.banker + pos) % 4
        if rng.random() < 0.4:
            tried = _ss_try(rng, live[seat], bank, seat, False, options, singles=False)
            if tried is not None:
                bank = tried[0].bank
                live[seat], buried = bury(rng, live[seat], buried, size)
                counters.append({"seat": seat, "cards": _cards(tried[1]), "bury": _cards(buried)})
    return bank, counters


def random_bank(rng, record, rules, hands, kitty, deck, live, options, bury):
    """双升: declarations, the bury and (later deals) counters after it; None: a redeal."""
    first = rng.random() < 0.3
    lv = [2, 2] if first else [rng.randrange(2, 15), rng.randrange(2, 15)]
    banker = None if first else rng.randrange(4)
    rank = lv[0] if first else lv[banker % 2]
    bank = Bank(banker=banker, rank=rank, suit=None, kitty_holder=banker)
    bank, bids = _ss_bids(rng, hands, bank, first, options)
    record.update(levels=[RANK_TEXT[v] for v in lv], first_deal=first, bids=bids)
    if banker is not None:
        record["banker"] = banker
    if not bank.count:
        bank = ss_no_bid(bank, kitty, first_deal=first, first_dealer=0, options=options)[0]
        if bank is None:
            return None
    holder = bank.kitty_holder
    live[holder], buried = bury(rng, live[holder], kitty, rules.kitty_size)
    record["bury"] = _cards(buried)
    if not first:
        bank, record["counters"] = _ss_chaodi(rng, live, bank, buried, options, bury, rules.kitty_size)
    return bank


# --- the autoplay op's bids (engine.tractor.autoplay) -----------------------------------------

def autoplay_bids(rng, record, t, reader, options):
    """The engine's seats' random legal declarations (the simulator's), the reader's seat left out:
    from the bank the record starts with (its levels, first deal or banker)."""
    lv = [level_of(v) for v in record.get("levels", ["2", "2"])]
    first = record.get("first_deal", True)
    banker = None if first else record.get("banker")
    bank = Bank(banker=banker, rank=lv[0] if first else lv[banker % 2], suit=None, kitty_holder=banker)
    hands = [[] if seat == reader else list(h.elements()) for seat, h in enumerate(t.hands)]
    return _ss_bids(rng, hands, bank, first, options)[1]
