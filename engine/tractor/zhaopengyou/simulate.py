"""找朋友's random bidding for the family's simulator (:mod:`engine.tractor.simulate`): random
bids the bidding rules accept (or the flip of the kitty), a random bury and friend call."""

from __future__ import annotations

from collections import Counter

from ...cards import RANK_TEXT, format_cards as _cards, full_deck
from ..bidding import Bank
from ..levels import level_of
from .bidding import zpy_check, zpy_flip


def _zpy_bids(rng, hands, lv, options):
    bank, bids = Bank(banker=None, rank=2, suit=None), []
    for _ in range(rng.choice((0, 1, 2, 3, 4, 6))):
        seat = rng.randrange(5)
        ranks = {lv[seat]} | ({bank.rank} if bank.count else set())
        held = Counter(c for c in hands[seat] if c.rank in ranks and not c.is_joker)
        if not held:
            continue
        card, n = rng.choice(sorted(held.items()))
        k = rng.randint(1, n) if not bank.count else min(n, bank.count + 1)
        chk = zpy_check(bank, seat, [card] * k, lv, options)
        if chk.valid:
            bank = chk.bank
            bids.append({"seat": seat, "cards": _cards([card] * k)})
    return bank, bids


def random_bank(rng, record, rules, hands, kitty, deck, live, options, bury):
    """找朋友: bids (or the flip of the kitty), the bury and the friend call."""
    lv = [rng.choice((2, 2, 3, 5, 8, 10, 12, 13, 14)) for _ in range(5)]
    dealer = rng.randrange(5)
    bank, bids = _zpy_bids(rng, hands, lv, options)
    if not bank.count:
        bank = zpy_flip(kitty, lv, dealer, options)[0]
    record.update(levels=[RANK_TEXT[v] for v in lv], first_dealer=dealer, bids=bids)
    live[bank.banker], buried = bury(rng, live[bank.banker], kitty, rules.kitty_size)
    record["bury"] = _cards(buried)
    card = rng.choice([c for c in sorted(set(deck)) if c not in bank.shown])
    record["call"] = {"card": str(card), "nth": rng.randint(1, 3)}
    return bank


# --- the autoplay op's bids and call (engine.tractor.autoplay) ------------------------------

def autoplay_bids(rng, record, t, reader, options):
    """The engine's seats' random legal bids (the simulator's), the reader's seat left out."""
    lv = [level_of(v) for v in record.get("levels", ["2"] * 5)]
    hands = [[] if seat == reader else list(h.elements()) for seat, h in enumerate(t.hands)]
    return _zpy_bids(rng, hands, lv, options)[1]


def autoplay_call(rng, t, options):
    """The simulator's random friend call: a card nobody showed, copy 1 to 3."""
    card = rng.choice([c for c in sorted(set(full_deck())) if c not in t.bank.shown])
    return {"card": str(card), "nth": rng.randint(1, 3)}
