"""挖坑 random deals for the shared simulator (engine.climbing.simulate): deal, bid, play."""

from __future__ import annotations

import random

from ...cards import format_cards, full_deck
from .game import GAME
from ..table import ClimbingTable, play_out
from . import deal
from .referee import REFEREE


def seeds(seed: int, deals: int) -> list[int]:
    return [seed * 1_000_003 + i for i in range(deals)]


def play_deal(seed: int, options: dict, players: int) -> tuple[dict, list]:
    """The record of one random deal (rebuilt exactly from its seed) and each play as chosen."""
    rng = random.Random(seed)
    g = GAME
    cards = full_deck(jokers=g.jokers) * g.decks
    rng.shuffle(cards)
    size = REFEREE.hand_size[players]
    hands = {s: cards[s * size:(s + 1) * size] for s in range(players)}
    kitty = cards[players * size:]
    first, _ = deal.opener(hands)
    bids: list = []
    best = 0
    for _ in range(players):
        if best == 3:
            break
        bid = rng.choice(["pass", "pass"] + [b for b in (1, 2, 3) if b > best])
        bids.append(bid)
        best = bid if bid != "pass" else best
    state = deal.bidding(players, first, bids)
    after = {s: list(h) + (kitty if s == state.digger else []) for s, h in hands.items()}
    table = ClimbingTable(REFEREE, after, leader=deal.leader(after, first, options), options=options)
    plays, chosen = play_out(rng, table, pick)
    record = {"game": "wakeng", "options": options, "players": players,
              "hands": {str(s): format_cards(h) for s, h in hands.items()},
              "kitty": format_cards(kitty), "bids": bids, "plays": plays}
    return record, chosen


def pick(rng: random.Random, table: ClimbingTable, seat: int):
    """A random legal play; a pass a third of the time when passing is allowed."""
    top = table.top[1] if table.top else None
    found = REFEREE.answers(table.hands[seat], top, table.options)
    if top is not None and (not found or (not table.options.get("must_beat") and rng.random() < 0.35)):
        return None
    return rng.choice(found)


def zero_sum(record: dict) -> bool:
    """At three players, or four with the balanced stake (ruling wakeng.settle.four_players)."""
    return record["players"] == 3 or record["options"].get("four_player_stake") == "balanced"


def check(record: dict, out: dict) -> list[str]:
    return []


def tally(result: dict) -> dict:
    return {"winners": result["winner"]}
