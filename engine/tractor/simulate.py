"""Random legal deals of zhaopengyou and shuangsheng, replayed and checked.

``simulate(game, deals, seed, options)`` deals at random, bids at random (only
bids the bidding rules accept), buries, calls, leads random units or throws,
follows with the trick referee's ``random_legal_follow``, and writes a deal
record. Each record is then replayed by :func:`engine.tractor.record.replay`
and checked against invariants computed here, independently of the replay:

- every card accounted for: the tricks and the kitty are exactly the decks;
- points conserved: the tricks' points plus the kitty's are 300 / 200;
- the replay accepts every step (every play legal, every throw asked about);
- each trick's winner: the next leader, and for single/pair/triple leads the
  same seat a plain comparison of cards finds;
- zhaopengyou: the friend is the player of the Nth copy, found in that trick.
"""

from __future__ import annotations

import random
import time
from collections import Counter

from .. import games
from ..cards import TEXT_RANK, Card, format_cards, full_deck, parse_cards, remove
from .follow import follows_legally, one_legal_follow, random_legal_follow
from .order import TRUMP, Trump
from .record import replay
from ..games import GAMES
from .shapes import classify, decompose
from .throw import throw_check
from .trick import trick_points, trick_winner

_cards = format_cards


# --- the kitty ---------------------------------------------------------------------

def _bury(rng, hand, kitty, size):
    """A random bury: ``size`` cards of the hand and the kitty put back; (hand left, buried)."""
    pool = hand + kitty
    if rng.random() < 0.3:   # now and then a rich kitty, for big 抠底 bonuses
        pool.sort(key=lambda c: (-trick_points([c]), rng.random()))
        buried = pool[:size]
    else:
        buried = rng.sample(pool, size)
    return remove(pool, buried), buried


# --- play -------------------------------------------------------------------------

def _shape_rules(rules, options) -> dict:
    """How plays are cut into units under the deal's house rules: the referee's reading
    (widest unit, throw cutting, the fewest pairs of a tractor), so the replay accepts them."""
    return {"max_width": rules.max_width, "throw_units": options.get("throw_units", "wide_first"),
            "min_pairs": options.get("tractor_min_pairs", 2)}


def _lead(rng, rules, trump, hand, others, leader, options):
    """A random unit, or now and then a throw (checked; a failed one is recorded)."""
    group = trump.group(rng.choice(hand))
    mine = [c for c in hand if trump.group(c) == group]
    units = decompose(mine, trump, **_shape_rules(rules, options))
    if len(units) >= 2 and rng.random() < 0.2:
        picked = rng.sample(units, rng.randint(2, len(units)))
        tried = [c for u in picked for c in u.cards]
        c = classify(tried, trump, **_shape_rules(rules, options))
        if c.shape == "throw":
            v = throw_check(rules, trump, leader, c, others, options)
            if v.succeeds:
                return tried, None
            return list(rng.choice(v.options).forced.cards), tried
        return tried, None
    return list(rng.choice(units).cards), None


def _follow(rng, rules, trump, led, hand, options):
    """A random legal follow. Mostly a cheap random guess kept if the referee accepts
    it (else the referee's own example); now and then the referee's random follow."""
    n = len(led.cards)
    mine = [c for c in hand if trump.group(c) == led.group]
    if len(mine) <= n:
        # Short in the led group: all of it goes in, anything fills up (the replay checks it).
        return mine + rng.sample([c for c in hand if trump.group(c) != led.group], n - len(mine))
    if rng.random() < 0.3:
        return random_legal_follow(rules, trump, led, hand, options, rng)
    guess = rng.sample(mine, n)
    # a single from the led group always follows (follows_legally's own first answer)
    if n == 1 or follows_legally(rules, trump, led, Counter(mine), guess, options):
        return guess
    return one_legal_follow(rules, trump, led, hand, options)   # the referee's own example


def _play(rng, game, hands, trump, leader, options):
    rules = GAMES[game]
    n = rules.seats
    tricks = []
    while hands[leader]:
        others = {s: hands[s] for s in range(n) if s != leader}
        lead, attempt = _lead(rng, rules, trump, hands[leader], others, leader, options)
        led = classify(lead, trump, **_shape_rules(rules, options))
        plays = [lead]
        for i in range(1, n):
            seat = (leader + i) % n
            plays.append(_follow(rng, rules, trump, led, hands[seat], options))
        for i, p in enumerate(plays):
            seat = (leader + i) % n
            hands[seat] = remove(hands[seat], p)
        trick = [{"seat": (leader + i) % n, "cards": _cards(trump.sort(p))} for i, p in enumerate(plays)]
        if attempt is not None:
            trick[0]["attempt"] = _cards(trump.sort(attempt))
        tricks.append(trick)
        leader = (leader + trick_winner(rules, trump, plays, options).winner) % n
    return tricks


def random_record(game: str, seed: int, options: dict) -> dict:
    """One random deal, played to the end, as a deal record."""
    rng = random.Random(seed)
    rules = GAMES[game]
    n, size = rules.seats, rules.hand_size
    deck = full_deck() * rules.decks
    rng.shuffle(deck)
    hands = [deck[i * size:(i + 1) * size] for i in range(n)]
    kitty = deck[n * size:]
    record = {"game": game, "seed": seed, "hands": {str(i): _cards(h) for i, h in enumerate(hands)}, "kitty": _cards(kitty)}
    live = [list(h) for h in hands]
    bank = rules.random_bank(rng, record, hands, kitty, deck, live, options, _bury)
    if bank is None:
        return record                         # a redeal: nothing more to play
    trump = Trump(rank=bank.rank, suit=bank.suit)
    record["tricks"] = _play(rng, game, live, trump, bank.banker, options)
    return record


# --- invariants ---------------------------------------------------------------------

def _plain_winner(trump: Trump, plays: list[list[Card]]) -> int | None:
    """Winner of a single/pair/triple lead by plain card comparison, else None."""
    lead = plays[0]
    if len(set(lead)) != 1:
        return None
    group = trump.group(lead[0])
    best, value = 0, (0, trump.level(lead[0]))
    for i, play in enumerate(plays[1:], start=1):
        if len(set(play)) != 1:
            continue                               # not the lead's shape: never wins
        g = trump.group(play[0])
        if g != group and g != TRUMP:
            continue
        v = (1 if g != group else 0, trump.level(play[0]))
        if v > value:
            best, value = i, v
    return best


def check(game: str, record: dict, options: dict) -> tuple[list[str], dict]:
    """The invariants that broke for one record (empty: all held), and the replay."""
    out = replay(game, record, options)
    bad = []
    if not out["valid"]:
        f = out["failure"]
        return [f"replay: {f['rule']}: {f['explain']['en']}"], out
    if "tricks" not in record:
        return bad, out                                   # a redeal
    rules = GAMES[game]
    tricks = record["tricks"]
    played = Counter()
    points = 0
    trump = Trump(rank=TEXT_RANK[out["result"]["trump"]["rank"]], suit=out["result"]["trump"]["suit"])
    plays_by_trick = [[parse_cards(s["cards"]) for s in t] for t in tricks]
    for k, plays in enumerate(plays_by_trick):
        for p in plays:
            played.update(p)
        points += trick_points(c for p in plays for c in p)
        step = [s for s in out["steps"] if s["step"] == "trick"][k]
        nxt = tricks[k + 1][0]["seat"] if k + 1 < len(tricks) else None
        if nxt is not None and nxt != step["winner"]:
            bad.append(f"trick {k}: winner {step['winner']} but {nxt} leads next")
        plain = _plain_winner(trump, plays)
        if plain is not None and tricks[k][plain]["seat"] != step["winner"]:
            bad.append(f"trick {k}: referee says {step['winner']}, plain comparison {plain}")
    kitty = _final_kitty(out)
    if played + Counter(kitty) != Counter(full_deck() * rules.decks):
        bad.append("cards: tricks + kitty are not exactly the decks")
    if points + trick_points(kitty) != rules.deck_points:
        bad.append(f"points: {points} in tricks + {trick_points(kitty)} in kitty != {rules.deck_points}")
    if rules.friend_call:
        bad += _check_friend(record, out, plays_by_trick, options)
    return bad, out


def _final_kitty(out) -> list[Card]:
    buries = [s for s in out["steps"] if s["step"] == "bury"]
    return parse_cards(buries[-1]["cards"])


def _check_friend(record, out, plays_by_trick, options) -> list[str]:
    """Count the called copies here, independently of friend.track."""
    skip = options.get("zhaopengyou_friend_banker_copies") == "skip"   # the banker's copies do not count
    call = parse_cards(record["call"]["card"])[0]
    nth = record["call"]["nth"]
    banker = out["result"]["banker"]
    seen, expect = 0, (None, None)            # (seat, trick)
    for k, plays in enumerate(plays_by_trick):
        for step, p in zip(record["tricks"][k], plays):
            if skip and step["seat"] == banker:
                continue
            before = seen
            seen += sum(1 for c in p if c == call)
            if before < nth <= seen and expect == (None, None):
                expect = (step["seat"], k)
    seat, k = expect
    got = [s for s in out["steps"] if s["step"] == "friend"]
    mate = out["result"]["friend"]
    want = None if seat == banker else seat
    if mate != want:
        return [f"friend: replay says {mate}, the {nth}th {call} was played by {seat}"]
    if seat is not None and got and got[0].get("trick") != k:
        return [f"friend: revealed in trick {got[0].get('trick')}, the copy fell in trick {k}"]
    return []


def simulate(game: str, deals: int, seed: int, options: dict) -> dict:
    """Play ``deals`` random deals from ``seed``; report the invariants that broke."""
    declared = {o.name: o for o in games.options(game)}
    opts = {name: o.default for name, o in declared.items()}
    opts.update({k: declared[k].check(v) for k, v in (options or {}).items() if k in declared})
    rng = random.Random(seed)
    failures, stats = [], Counter()
    start = time.perf_counter()
    for _ in range(deals):
        deal_seed = rng.randrange(2 ** 32)
        try:
            record = random_record(game, deal_seed, opts)
            broken, out = check(game, record, opts)
        except Exception as err:  # a crash is a failure to report, with its seed
            broken, record, out = [f"crash: {type(err).__name__}: {err}"], {}, {}
        if broken:
            failures.append({"seed": deal_seed, "broken": broken})
        _count(stats, record)
        _tally(stats, out)
    elapsed = time.perf_counter() - start
    return {"game": game, "deals": deals, "seed": seed, "failures": failures,
            "seconds": round(elapsed, 3), "deals_per_second": round(deals / elapsed, 1) if elapsed else None,
            "stats": dict(stats)}


def _count(stats: Counter, record: dict) -> None:
    tricks = record.get("tricks")
    if tricks is None:
        stats["redeals"] += 1
        return
    stats["tricks"] += len(tricks)
    stats["failed_throws"] += sum(1 for t in tricks if "attempt" in t[0])


def _tally(stats: Counter, out: dict) -> None:
    r = out.get("result") or {}
    if "outcome" in r:
        stats[f"outcome.{r['outcome']}"] += 1
        stats["solo"] += 1 if r.get("solo") else 0
        stats["max_kitty_bonus"] = max(stats["max_kitty_bonus"], r["kitty_bonus"])
    for step in out.get("steps", ()):
        if step["step"] in ("bank", "counter", "friend", "bid"):
            stats[f"rule.{step['rule']}"] += 1
