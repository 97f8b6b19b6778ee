"""赖子五十K random deals: ``python -m engine simulate --game wushik``.

Each deal is dealt from a seeded shuffle, called (partner, 暗叫 or 吼牌), and
played by random players choosing among the legal answers; the record is
then replayed through ``engine.api.handle`` and checked against invariants
computed here, independently of the referee's own bookkeeping:

- cards conserved: what was played plus what is left is exactly two decks;
- every play legal: its declared reading is one of the cards' readings, and
  it beats the play before it in the round;
- the round winner consistent: the last player to play in a round takes it,
  with exactly the points played in it;
- points conserved: 200 in all, and the payouts sum to zero.
"""

from __future__ import annotations

import random
from collections import Counter

from ...api import handle
from ...cards import Card, format_cards, full_deck, parse_cards
from .answers import answers
from .calls import UNCALLABLE, Call, holder
from .shapes import beats, points, readings
from .table import Deal, choose, match_declared
from .rulings import OPTIONS

DEFAULTS = {o.name: o.default for o in OPTIONS}


def simulate(game: str, deals: int, seed: int, options: dict) -> dict:
    opts = {**DEFAULTS, **options}
    rng = random.Random(seed)
    failures: list[dict] = []
    outcomes: Counter = Counter()
    modes: Counter = Counter()
    for _ in range(deals):
        deal_seed = rng.randrange(2**32)
        try:
            record = play_deal(deal_seed, opts)
            response = handle({"op": "replay", "game": "wushik", "options": options,
                               "deal": record})
            problems = check(record, response)
        except Exception as err:  # a crash is a failure to report, with its seed
            problems = [f"{type(err).__name__}: {err}"]
            response = {}
        if problems:
            failures.append({"seed": deal_seed, "problems": problems[:5]})
        else:
            outcomes[response["result"]["outcome"]] += 1
            modes[response["result"]["mode"]] += 1
    return {"game": game, "deals": deals, "seed": seed, "options": opts,
            "failures": failures, "outcomes": dict(outcomes), "modes": dict(modes)}


def deal_hands(rng: random.Random) -> list[list[Card]]:
    deck = full_deck() * 2
    rng.shuffle(deck)
    return [sorted(deck[i * 27:(i + 1) * 27]) for i in range(4)]


def choose_call(rng: random.Random, hands: list[list[Card]], banker: int) -> tuple[str | None, int | None]:
    """(call card text, hou seat): mostly a partner call, sometimes 暗叫 or 吼牌."""
    if rng.random() < 0.06:
        return None, rng.randrange(4)
    held = Counter(c for c in hands[banker] if not c.is_joker and c.rank not in UNCALLABLE)
    pairs = sorted(c for c, n in held.items() if n == 2)
    singles = sorted(c for c, n in held.items() if n == 1)
    if pairs and (rng.random() < 0.08 or not singles):
        return str(rng.choice(pairs)), None
    return str(rng.choice(singles)), None


def play_deal(seed: int, opts: dict) -> dict:
    rng = random.Random(seed)
    banker = rng.randrange(4)
    hands = deal_hands(rng)
    while not any(c.rank not in UNCALLABLE for c in hands[banker] if not c.is_joker):
        hands = deal_hands(rng)   # nothing to call: deal again (wushik.ruling.no_callable)
    call_text, hou = choose_call(rng, hands, banker)
    if hou is not None:
        call = Call(mode="hou", banker=banker, solo=hou)
    else:
        card = parse_cards(call_text)[0]
        mate = holder(hands, card, besides=banker)
        call = (Call(mode="anjiao", banker=banker, card=card, solo=banker) if mate is None
                else Call(mode="partner", banker=banker, card=card, partner=mate))
    deal = Deal(hands=hands, call=call, options=opts)
    plays: list[dict] = []
    while not deal.over:
        seat = deal.turn
        previous = deal.top[1] if deal.top else None
        passing = previous is not None and rng.random() < 0.3
        found = [] if passing else answers(deal.hands[seat], previous,
                                           four_jokers=opts["four_jokers"])
        if previous is not None and not found:
            deal.pass_(seat)
            plays.append({"seat": seat, "pass": True})
            continue
        # bombs now and then: often enough to test them, rare enough to read a deal
        plain = [a for a in found if not a[0].bomb]
        bombs = [a for a in found if a[0].bomb]
        if plain and (not bombs or rng.random() < 0.95):
            pick = rng.choice(plain)
        elif bombs and (not plain or rng.random() < 0.5) and (previous is None or rng.random() < 0.4):
            pick = rng.choice(bombs)
        elif plain:
            pick = rng.choice(plain)
        else:
            deal.pass_(seat)
            plays.append({"seat": seat, "pass": True})
            continue
        reading, cards = pick
        action = {"seat": seat, "cards": format_cards(cards)}
        # declare a wild play's reading, except (half the time) when the referee's default
        # reading is the same one: both paths of wushik.ruling.declare get exercised
        default = choose(readings(cards, four_jokers=opts["four_jokers"]), previous, None)
        if any(c.is_joker for c in cards) and (default != reading or rng.random() < 0.5):
            action["as"] = {"kind": reading.kind, "rank": reading.rank_text(),
                            "length": reading.size}
        deal.play(seat, cards, action.get("as"))
        plays.append(action)
    return {"game": "wushik", "options": {k: v for k, v in opts.items() if DEFAULTS[k] != v},
            "banker": banker, "base": 1,
            "hands": {str(s): format_cards(h) for s, h in enumerate(hands)},
            "call": call_text, "hou": hou, "plays": plays}


def check(record: dict, response: dict) -> list[str]:
    """The invariants, recomputed from the record and the replay's answer."""
    if not response.get("ok"):
        return [f"replay refused the record: {response.get('error')}"]
    if not response["complete"]:
        return ["the deal did not finish"]
    problems: list[str] = []
    dealt = Counter(c for s in range(4) for c in parse_cards(record["hands"][str(s)]))
    if dealt != Counter(full_deck() * 2):
        problems.append("the deal is not exactly two decks")
    hands = {s: Counter(parse_cards(record["hands"][str(s)])) for s in range(4)}
    four = record.get("options", {}).get("four_jokers", DEFAULTS["four_jokers"])
    top_seat, top_reading, pot = None, None, 0
    result = response["result"]
    plays = [s for s in response["steps"] if s["step"] in ("play", "pass")]
    for action, step in zip(record["plays"], plays):
        seat = action["seat"]
        if not action.get("pass"):
            cards = parse_cards(action["cards"])
            for c in cards:
                if hands[seat][c] < 1:
                    problems.append(f"seat {seat} played {c}, which it did not hold")
                hands[seat][c] -= 1
            options = readings(cards, four_jokers=four)
            reading = (match_declared(options, action["as"]) if "as" in action else
                       _undeclared(options, top_reading))
            if reading is None or (top_reading is not None and not beats(top_reading, reading)[0]):
                problems.append(f"illegal play {action['cards']} by seat {seat}")
            top_seat, top_reading = seat, reading
            pot += points(cards)
        if "round" in step:
            if step["round"]["winner"] != top_seat or step["round"]["points"] != pot:
                problems.append(f"round winner or points inconsistent at seat {seat}")
            top_seat, top_reading, pot = None, None, 0
    left = sum((+hands[s] for s in range(4)), Counter())
    played = Counter(c for a in record["plays"] if not a.get("pass")
                     for c in parse_cards(a["cards"]))
    if played + left != dealt:
        problems.append("cards not conserved")
    taken = sum(result["taken"].values())
    if taken + points(left.elements()) != 200:
        problems.append(f"points not conserved: {taken} taken, {points(left.elements())} left")
    if sum(result["payouts"].values()) != 0:
        problems.append("payouts do not sum to zero")
    if "points" in result and len(result["order"]) >= 3 and \
            sum(result["points"].values()) != 200:
        problems.append("final points are not 200")
    return problems


def _undeclared(options, previous):
    return choose(options, previous, None) if options else None
