"""赖子五十K random deals for the shared simulator (``python -m engine simulate --game wushik``).

Each deal is dealt from a seeded shuffle, called (partner, 暗叫 or 吼牌), and played on
the shared table by random players choosing among the legal answers. Besides what every
climbing game must hold (engine.climbing.simulate), :func:`check` recomputes here,
independently of the table's own bookkeeping:

- every play legal: its declared reading is one of the cards' readings, and it beats
  the play before it in the round;
- each round taken with exactly the points played in it;
- points conserved: 200 in all.
"""

from __future__ import annotations

import random
from collections import Counter

from ... import fields
from ...cards import Card, format_cards, full_deck, parse_cards
from .game import GAME
from ..table import ClimbingTable, play_out
from .answers import reading as read_spec, split_answers
from .calls import UNCALLABLE, Call, holder
from .shapes import beats, points, readings
from .referee import REFEREE, choose, match_declared
from .rulings import OPTIONS

DEFAULTS = {o.name: o.default for o in OPTIONS}


def seeds(seed: int, deals: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.randrange(2**32) for _ in range(deals)]


def deal_hands(rng: random.Random) -> list[list[Card]]:
    g, (players,) = GAME, GAME.players
    deck = full_deck(jokers=g.jokers) * g.decks
    rng.shuffle(deck)
    size = REFEREE.hand_size[players]
    return [sorted(deck[i * size:(i + 1) * size]) for i in range(players)]


def choose_call(rng: random.Random, hands: list[list[Card]], banker: int, *,
                hou: bool = True) -> tuple[str | None, int | None]:
    """(call card text, hou seat): mostly a partner call, sometimes 暗叫 or 吼牌 (never without ``hou``)."""
    if hou and rng.random() < 0.06:
        return None, rng.randrange(4)
    held = Counter(c for c in hands[banker] if not c.is_joker and c.rank not in UNCALLABLE)
    pairs = sorted(c for c, n in held.items() if n == 2)
    singles = sorted(c for c, n in held.items() if n == 1)
    if pairs and (rng.random() < 0.08 or not singles):
        return str(rng.choice(pairs)), None
    return str(rng.choice(singles)), None


def play_deal(seed: int, opts: dict, players: int = 4) -> tuple[dict, list]:
    """The record of one random deal (rebuilt exactly from its seed) and each play as chosen."""
    opts = {**DEFAULTS, **opts}
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
    table = ClimbingTable(REFEREE, dict(enumerate(hands)), leader=banker, options=opts, call=call)
    plays, chosen = play_out(rng, table, pick, declare)
    record = {"game": "wushik", "options": {k: v for k, v in opts.items() if DEFAULTS[k] != v},
              "banker": banker, "base": 1,
              "hands": {str(s): format_cards(h) for s, h in enumerate(hands)},
              "call": call_text, "hou": hou, "plays": plays}
    return record, chosen


def pick(rng: random.Random, table: ClimbingTable, seat: int):
    """A random answer, passing now and then; bombs now and then: often enough to test
    them, rare enough to read a deal."""
    previous = table.top[1] if table.top else None
    passing = previous is not None and rng.random() < 0.3
    plain, bombs = ([], []) if passing else split_answers(table.hands[seat], previous,
                                                          four_jokers=table.options["four_jokers"])
    if previous is not None and not plain and not bombs:
        return None
    if plain and (not bombs or rng.random() < 0.95):
        return _made(rng.choice(plain))
    if bombs and (not plain or rng.random() < 0.5) and (previous is None or rng.random() < 0.4):
        return _made(rng.choice(bombs))
    if plain:
        return _made(rng.choice(plain))
    return None


def _made(answer):
    spec, cards = answer
    return read_spec(spec), cards


def declare(rng: random.Random, table: ClimbingTable, reading, cards) -> dict | None:
    """Declare a wild play's reading, except (half the time) when the referee's default
    reading is the same one: both paths of wushik.ruling.declare get exercised."""
    if not any(c.is_joker for c in cards):   # no wild: one reading, nothing to declare
        return None
    previous = table.top[1] if table.top else None
    default = choose(readings(cards, four_jokers=table.options["four_jokers"]), previous, None)
    if default != reading or rng.random() < 0.5:
        return {"kind": reading.kind, "rank": reading.rank_text(), "length": reading.size}
    return None


def zero_sum(record: dict) -> bool:
    return True


def tally(result: dict) -> dict:
    return {"outcomes": result["outcome"], "modes": result["mode"]}


def check(record: dict, response: dict) -> list[str]:
    """The invariants, recomputed from the record and the replay's answer."""
    if not response.get("ok"):
        return [f"replay refused the record: {response.get('error')}"]
    if not response["complete"]:
        return ["the deal did not finish"]
    problems: list[str] = []
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
    taken = sum(result["taken"].values())
    if taken + points(left.elements()) != 200:
        problems.append(f"points not conserved: {taken} taken, {points(left.elements())} left")
    if "points" in result and len(result["order"]) >= 3 and \
            sum(result["points"].values()) != 200:
        problems.append("final points are not 200")
    return problems


def _undeclared(options, previous):
    return choose(options, previous, None) if options else None


def autoplay_setup(rng: random.Random, ctx, record: dict, nxt: dict) -> None:
    """The autoplay op's banker call (engine.climbing.autoplay): the simulator's, never a 吼牌."""
    by_seat = fields.hands(record, "hands", ctx.game, GAME.players[0], need_all=True)
    record["call"], _ = choose_call(rng, [by_seat[s] for s in sorted(by_seat)], nxt["seat"], hou=False)
