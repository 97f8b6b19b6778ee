"""Random legal deals of 挖坑 and 明暗斗地主, checked through ``replay`` against invariants.

Each deal is dealt from a shuffled deck, bid or called at random, and played by a random
player who picks among the engine's own ``answers`` (or passes). The finished record is
then replayed through :func:`engine.api.handle`, and the simulator checks what must hold:

- cards conserved: the hands left plus every card played are exactly the deck(s);
- every play legal: the replay accepts every step, and reads each play as it was chosen;
- the round winner consistent: after all the others pass, the last to play leads;
- the first player out decides the winner; the payouts follow from it (and sum to zero
  where the rules make them: 挖坑 at three players, 明暗斗地主 always).

``options`` are the game's options, plus ``players`` (3/4 or 5/6) to fix the table size;
without it deals alternate between the two sizes. A failure names the deal's seed:
``random.Random(seed)`` with the same options rebuilds that deal exactly.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from ..api import handle
from ..cards import Card, format_cards, full_deck, parse_cards
from .mingan import answers as mingan_answers
from .wakeng import deal as wakeng_deal
from .wakeng import shapes as wakeng_shapes
from .combos import arrange, counts_of, rank_text
from .round import RoundState

MAX_STEPS = 1000


def simulate(game: str, deals: int, seed: int, options: dict) -> dict:
    options = dict(options)
    fixed_players = options.pop("players", None)
    failures: list[dict] = []
    tally: Counter = Counter()
    for i in range(deals):
        deal_seed = seed * 1_000_003 + i
        rng = random.Random(deal_seed)
        players = fixed_players or (3 + i % 2 if game == "wakeng" else 5 + i % 2)
        make = _wakeng_record if game == "wakeng" else _mingan_record
        record, played = make(rng, players, options)
        problems = check(game, record, played)
        tally[f"players_{players}"] += 1
        tally["steps"] += len(record["plays"])
        for p in problems:
            failures.append({"seed": deal_seed, "deal": i, "problem": p})
    return {"game": game, "deals": deals, "seed": seed, "failures": failures[:50],
            "failure_count": len(failures), **tally}


def _play(rng: random.Random, hands: dict[int, list[Card]], leader: int, legal,
          must_beat: bool = False) -> tuple[list, list]:
    """Random legal play to the first player out. ``legal(counts, best)`` lists combos."""
    state = RoundState(players=len(hands), turn=leader)
    plays, chosen = [], []
    for _ in range(MAX_STEPS):
        seat = state.turn
        options = legal(counts_of(hands[seat]), state.best)
        if state.best is not None and (not options or (not must_beat and rng.random() < 0.35)):
            plays.append({"seat": seat, "pass": True})
            state = state.after_pass()
            continue
        combo = rng.choice(options)
        cards = arrange(hands[seat], combo, _order_of(legal))
        for c in cards:
            hands[seat].remove(c)
        plays.append({"seat": seat, "cards": format_cards(cards),
                      "as": {"kind": combo.kind, "rank": rank_text(combo.rank)}})
        chosen.append((seat, combo.kind))
        state = state.after_play(combo)
        if not hands[seat]:
            break
    return plays, chosen


def _order_of(legal):
    return wakeng_shapes.ORDER if legal.__module__.endswith("wakeng.shapes") else \
        mingan_answers.ORDER


def _wakeng_record(rng: random.Random, players: int, options: dict) -> tuple[dict, list]:
    deck = full_deck(jokers=False)
    rng.shuffle(deck)
    size = wakeng_deal.HAND_SIZE[players]
    hands = {s: deck[s * size:(s + 1) * size] for s in range(players)}
    kitty = deck[players * size:]
    first, _ = wakeng_deal.opener(hands)
    bids: list = []
    best = 0
    for _ in range(players):
        if best == 3:
            break
        bid = rng.choice(["pass", "pass"] + [b for b in (1, 2, 3) if b > best])
        bids.append(bid)
        best = bid if bid != "pass" else best
    state = wakeng_deal.bidding(players, first, bids)
    after = {s: list(h) + (kitty if s == state.digger else []) for s, h in hands.items()}
    lead = wakeng_deal.leader(after, first, options)
    plays, chosen = _play(rng, after, lead,
                          lambda counts, best: wakeng_shapes.answers(counts, best, options),
                          must_beat=options.get("must_beat", False))
    record = {"game": "wakeng", "options": options, "players": players,
              "hands": {str(s): format_cards(h) for s, h in hands.items()},
              "kitty": format_cards(kitty), "bids": bids, "plays": plays}
    return record, chosen


def _mingan_record(rng: random.Random, players: int, options: dict) -> tuple[dict, list]:
    deck = full_deck() * 2
    rng.shuffle(deck)
    k = {5: 3, 6: 6}[players]
    kitty, rest = deck[:k], deck[k:]
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
    plays, chosen = _play(rng, after, landlord,
                          lambda counts, best: mingan_answers.answers(counts, best, options))
    record = {"game": "mingan", "options": options, "players": players,
              "hands": {str(s): format_cards(h) for s, h in hands.items()},
              "kitty": format_cards(kitty), "landlord_card": str(landlord_card), "first": first,
              "calls": calls, "partner_card": str(partner_card), "blind_partner": blind_partner,
              "base": 5, "plays": plays}
    return record, chosen


def check(game: str, record: dict, chosen: list) -> list[str]:
    """Replay the record and list every invariant that fails (empty: all hold)."""
    out = handle({"op": "replay", "game": game, "deal": record})
    if not out.get("ok"):
        return [f"replay error: {out.get('error')}"]
    problems = []
    if not out["valid"]:
        return [f"illegal step: {out.get('failure')}"]
    if not out["complete"]:
        return ["nobody went out"]
    result = out["result"]
    decks = full_deck(jokers=False) if game == "wakeng" else full_deck() * 2
    left = [c for h in result["hands"].values() for c in _parse(h)]
    steps = out["steps"]
    played = [c for s in steps if s["step"] == "play" for c in _parse(s["cards"])]
    if Counter(left + played) != Counter(decks):
        problems.append("cards not conserved")
    if [(s["seat"], s["as"]["kind"]) for s in steps if s["step"] == "play"] != chosen:
        problems.append("replay read a play differently from the player")
    last = None
    for i, s in enumerate(steps):
        if s["step"] == "play":
            last = s["seat"]
        if "round" in s:
            if s["round"]["winner"] != last:
                problems.append(f"step {i}: round winner {s['round']['winner']} is not the last player {last}")
            if i + 1 < len(steps) and steps[i + 1]["seat"] != last:
                problems.append(f"step {i + 1}: the round winner did not lead")
    out_seat = result["first_out"]
    if result["hands"][str(out_seat)]:
        problems.append("first_out still holds cards")
    pays = result.get("payouts_exact") or {k: str(v) for k, v in result["payouts"].items()}
    total = sum(Fraction(v) for v in pays.values())
    zero_sum = game == "mingan" or record["players"] == 3 or \
        record["options"].get("four_player_stake") == "balanced"
    if zero_sum and total != 0:
        problems.append(f"payouts do not sum to zero: {total}")
    return problems


def _parse(text: str) -> list[Card]:
    return parse_cards(text) if text else []
