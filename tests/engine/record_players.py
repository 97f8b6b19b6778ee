"""A reader at the table, for the record-entry tests: a random LEGAL step for the seat whose turn
the replay's ``next`` names, drawn from the referee's own lists of what is allowed (never from the
autoplay op's strategy), and the loop that plays a deal out from one seat with ``autoplay``.

Each step is written into the record as a reader's page would write it; the tests then hold the
whole record to ``replay`` in CPython."""

from __future__ import annotations

import random
from collections import Counter

from engine import fields, games, option_fields
from engine.api import handle
from engine.cards import TEXT_RANK, format_cards, full_deck, parse_cards
from engine.tractor.follow import random_legal_follow
from engine.tractor.order import Trump
from engine.tractor.record import replayed
from engine.tractor.shapes import classify, decompose

MAX_CALLS = 600


def replay(game: str, record: dict) -> dict:
    return handle({"op": "replay", "game": game, "deal": record})


def play_from(game: str, seat: int, seed: int, rng: random.Random, players: int | None = None) -> tuple[dict, int]:
    """A random deal (``seed``, ``players`` at the table) played out from ``seat``: the engine takes
    the others (autoplay), the reader's steps are random legal ones. Returns the final record and the
    reader's steps."""
    out = handle({"op": "autoplay", "game": game, "seat": seat, "seed": seed,
                  **({"players": players} if players else {})})
    assert out["ok"], out
    record, mine = out["deal"], 0
    for _ in range(MAX_CALLS):
        nxt = out["next"]
        assert out["replay"]["valid"], out["replay"]["failure"]
        if nxt["phase"] == "over":
            return record, mine
        if nxt["phase"] == "bid" and nxt.get("or", {}).get("phase") == "over" and "bids" not in record:
            record["bids"] = []     # nobody bids where that is a redeal: the reader ends the bidding
        elif nxt["seat"] == seat or _open_to_reader(nxt, seat):
            if reader_step(game, record, nxt, seat, rng):
                mine += 1
        out = handle({"op": "autoplay", "game": game, "seat": seat, "seed": rng.randrange(2**32), "deal": record})
        assert out["ok"], out
        record = out["deal"]
    raise AssertionError(f"{game} seat {seat} seed {seed}: the deal never ended")


def _open_to_reader(nxt: dict, seat: int) -> bool:
    """A phase any seat may act in (tractor bidding, counters) whose next step is the reader's."""
    return nxt["seat"] is None and (nxt.get("or") or {}).get("seat") == seat


def reader_step(game: str, record: dict, nxt: dict, seat: int, rng: random.Random) -> bool:
    """Write one random legal step of ``seat`` into ``record`` (False: the reader lets it pass)."""
    g = games.GAMES[game]
    if g.family == "tractor":
        return _tractor_step(game, record, nxt, seat, rng)
    return _climbing_step(game, record, nxt, seat, rng)


# --- trick-taking -------------------------------------------------------------------------

def _tractor_step(game: str, record: dict, nxt: dict, seat: int, rng) -> bool:
    g = games.GAMES[game]
    options = option_fields.options(g.options(), record.get("options"))
    _, t = replayed(game, record, options)
    if nxt["phase"] == "bid":       # the bidding is over, and the reader buries
        record.setdefault("bids", [])
        trump = Trump(rank=TEXT_RANK[nxt["or"]["trump"]["rank"]], suit=nxt["or"]["trump"]["suit"])
        pool = list(t.hands[seat].elements()) + list(t.kitty)
        record["bury"] = format_cards(trump.sort(rng.sample(pool, g.kitty_size)))
        return True
    if nxt["phase"] == "call":
        card = rng.choice([c for c in sorted(set(full_deck())) if c not in t.bank.shown])
        record["call"] = {"card": str(card), "nth": rng.randint(1, g.decks)}
        return True
    if nxt["phase"] == "counter":
        return False
    hand = sorted(t.hands[seat].elements(), key=t.trump.key)
    width, throw_units = g.max_width, options.get("throw_units", "wide_first")
    pairs = options.get("tractor_min_pairs", 2)
    if nxt["lead"]:
        group = t.trump.group(rng.choice(hand))
        mine = [c for c in hand if t.trump.group(c) == group]
        cards = list(rng.choice(decompose(mine, t.trump, max_width=width, throw_units=throw_units, min_pairs=pairs)).cards)
        record.setdefault("tricks", []).append([{"seat": seat, "cards": format_cards(cards)}])
    else:
        led = classify(parse_cards(nxt["led"]), t.trump, max_width=width, throw_units=throw_units, min_pairs=pairs)
        cards = random_legal_follow(g, t.trump, led, hand, options, rng)
        record["tricks"][-1].append({"seat": seat, "cards": format_cards(cards)})
    return True


# --- climbing -----------------------------------------------------------------------------

def _climbing_step(game: str, record: dict, nxt: dict, seat: int, rng) -> bool:
    g = games.GAMES[game]
    ref = g.referee
    if nxt["phase"] in ("bid", "call") and ("bids" in nxt or "calls" in nxt):
        record[ref.setup_list] = [*(record.get(ref.setup_list) or []), rng.choice(nxt.get("bids") or nxt.get("calls"))]
        return True
    players = fields.players(record, g)
    hands = {int(k): parse_cards(v) for k, v in record["hands"].items()}
    if nxt["phase"] == "partner":
        record["partner_card"] = str(rng.choice(hands[seat] + parse_cards(record.get("kitty") or "")))
        return True
    if nxt["phase"] == "call":      # 五十K: the banker calls a card it holds that may be called
        callable_ = handle({"op": "bid", "game": game, "banker": seat, "hand": format_cards(hands[seat])})["callable"]
        record["call"] = rng.choice(callable_)
        return True
    return _climbing_play(game, record, nxt, seat, rng, players)


def _climbing_play(game: str, record: dict, nxt: dict, seat: int, rng, players: int) -> bool:
    """A random legal play of the reader's hand as it stands (the ``answers`` op), or a pass."""
    out = handle({"op": "replay", "game": game, "deal": record, "table": True})
    hand = (out["steps"][-1]["hands"] if out["steps"] else out["table"]["hands"])[str(seat)]
    asked = {"op": "answers", "game": game, "hand": hand, "options": record.get("options") or {}}
    if not nxt["lead"]:
        asked["previous"] = nxt["previous"]
    listed = handle(asked)
    plays = listed.get("plays") or listed.get("answers") or []
    step = {"seat": seat}
    if nxt.get("pass") and (not plays or rng.random() < 0.3):
        step["pass"] = True
    else:
        chosen = rng.choice(plays)
        step["cards"] = chosen["cards"]
        step["as"] = {k: chosen[k] for k in ("kind", "rank", "length") if chosen.get(k) is not None}
    record.setdefault("plays", []).append(step)
    return True


def counted_steps(record: dict) -> Counter:
    """How many steps each seat made in ``record`` (plays and passes, or trick plays)."""
    if "tricks" in record:
        return Counter(s["seat"] for t in record["tricks"] for s in t)
    return Counter(s["seat"] for s in record.get("plays", []))
