"""明暗斗地主 random deals for the shared simulator (engine.climbing.simulate): deal, call, play."""

from __future__ import annotations

import random

from ... import fields
from ...cards import format_cards, full_deck
from .game import GAME
from ..combos import Picker, counts_of, rank_text
from ..table import ClimbingTable, play_out
from .answers import answers
from .referee import REFEREE
from .shapes import ORDER


def seeds(seed: int, deals: int) -> list[int]:
    return [seed * 1_000_003 + i for i in range(deals)]


def play_deal(seed: int, options: dict, players: int) -> tuple[dict, list]:
    """The record of one random deal (rebuilt exactly from its seed) and each play as chosen."""
    rng = random.Random(seed)
    g = GAME
    cards = full_deck(jokers=g.jokers) * g.decks
    rng.shuffle(cards)
    k = REFEREE.kitty_size[players]
    kitty, rest = cards[:k], cards[k:]
    size = len(rest) // players
    hands = {s: rest[s * size:(s + 1) * size] for s in range(players)}
    drawn = rng.randrange(len(rest))  # the physical landlord card, shown then dealt
    first, landlord_card = drawn // size, rest[drawn]
    calls: list = []
    for _ in range(players):
        call = rng.choice(["pass", "pass", "seen", "blind"])
        calls.append(call)
        if call != "pass":
            break
    landlord = (first + len(calls) - 1) % players if calls[-1] != "pass" else first
    call = calls[-1] if calls[-1] != "pass" else "seen"
    after = {s: list(h) + (kitty if s == landlord else []) for s, h in hands.items()}
    blind_partner = call == "blind" and landlord == first and rng.random() < 0.5
    partner_card = landlord_card if blind_partner else rng.choice(after[landlord])
    table = ClimbingTable(REFEREE, after, leader=landlord, options=options)
    plays, chosen = play_out(rng, table, pick, declare)
    record = {"game": "mingan", "options": options, "players": players,
              "hands": {str(s): format_cards(h) for s, h in hands.items()},
              "kitty": format_cards(kitty), "landlord_card": str(landlord_card), "first": first,
              "calls": calls, "partner_card": str(partner_card), "blind_partner": blind_partner,
              "base": 5, "plays": plays}
    return record, chosen


def pick(rng: random.Random, table: ClimbingTable, seat: int):
    """A random legal play; a pass a third of the time when the player may pass."""
    top = table.top[1] if table.top else None
    hand = table.hands[seat]
    found = answers(counts_of(hand), top, table.options)   # REFEREE.answers, cards for the one chosen only
    if top is not None and (not found or rng.random() < 0.35):
        return None
    combo = rng.choice(found)
    return combo, Picker(hand, ORDER).take(combo)


def declare(rng, table, reading, cards) -> dict:
    """The reading the player means (ruling mingan.reading.ambiguous), always written out."""
    return {"kind": reading.kind, "rank": rank_text(reading.rank)}


def zero_sum(record: dict) -> bool:
    return True


def check(record: dict, out: dict) -> list[str]:
    return []


def tally(result: dict) -> dict:
    return {"winners": result["winner"]}


def autoplay_setup(rng: random.Random, ctx, record: dict, nxt: dict) -> None:
    """The autoplay op's partner card (engine.climbing.autoplay): the simulator's choice, a card of
    the landlord's hand with the kitty taken up (the landlord card itself, named blind, half the
    time the blind caller may)."""
    players = fields.players(record, ctx.game)
    hands = fields.hands(record, "hands", ctx.game, players)
    landlord = nxt["seat"]
    if nxt.get("blind") and rng.random() < 0.5:
        record["blind_partner"] = True
    else:
        record["partner_card"] = str(rng.choice(hands[landlord] + fields.cards(record, "kitty", ctx.game)))
