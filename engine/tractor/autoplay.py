"""The ``autoplay`` op of the trick-taking games (:mod:`engine.autoplay`): the engine's strategy
for every seat but the reader's, one step at a time, each checked by the replay before the next.

- **Bidding** (cards shown while they are drawn, any seat at any time): while the record lists
  no ``bids`` yet, the engine's seats make their bids at once (the game simulator's random legal
  bids, never the reader's seat; its package's ``simulate.autoplay_bids``) and stop: the reader
  may bid too. Called again with ``bids`` listed, the bidding is over. (Where no bid at all
  means a redeal, 双升's first deal, ``bids: []`` is left for the reader to write: it ends the deal.)
- **Bury**: the kitty holder puts back its least useful cards: no trumps where it can, no
  point cards where it can, the lowest first.
- **Counters after the bury** (双升 later deals): the engine's seats never counter; called in
  that phase, it closes the counters (``tricks: []``) and the play begins.
- **Friend call** (找朋友): the game simulator's random call (a card nobody showed, a copy 1–3).
- **Lead**: one unit (single, pair, triple or tractor) of a group drawn at random from the hand;
  never a throw (a throw's fate needs the others' hands, which a player does not see).
- **Follow**: the referee's own random legal follow (``random_legal_follow``).
"""

from __future__ import annotations

from ..autoplay import play_for_others
from ..cards import TEXT_RANK, format_cards
from ..fields import parsed
from .follow import random_legal_follow
from .order import Trump
from .record import replayed
from .shapes import classify, decompose
from .trick import trick_points

MAX_STEPS = 400     # far more steps than any deal has between two turns of one seat


def advance(ctx, record: dict, options: dict, reader: int, rng) -> int:
    """Make the other seats' steps on ``record`` (in place) up to ``reader``'s turn or the end;
    returns how many were made."""
    game = ctx.game
    added = 0
    for _ in range(MAX_STEPS):
        out, t = replayed(game.id, record, options)
        nxt = out["next"]
        if not out["valid"] or nxt is None or nxt["phase"] == "over" or nxt["seat"] == reader:
            break
        made = _step(game, record, t, nxt, reader, options, rng)
        added += made != "none"
        if made != "more":
            break
    return added


def _step(game, record: dict, t, nxt: dict, reader: int, options: dict, rng) -> str:
    """Write the next step of another seat into ``record``: ``more`` (go on), ``last`` (written,
    and now the reader may act) or ``none`` (nothing: it is the reader's to take)."""
    phase = nxt["phase"]
    if phase == "bid":
        if "bids" not in record:    # the engine's seats bid once, then the reader may
            made = game.own("simulate").autoplay_bids(rng, record, t, reader, options)
            if not made and nxt["or"]["phase"] == "over":   # bids: [] with no bid standing is a redeal
                return "none"
            record["bids"] = made
            return "last"
        closed = nxt["or"]          # the reader called with the bids listed: the bidding is over
        if closed["phase"] != "bury" or closed["seat"] == reader:
            return "none"
        record["bury"] = _bury(game, t, closed["seat"], _trump(closed["trump"]))
    elif phase == "counter":
        record["tricks"] = []
    elif phase == "call":
        record["call"] = game.own("simulate").autoplay_call(rng, t, options)
    elif phase == "play":
        _play(game, record, t, nxt, options, rng)
    else:
        return "none"
    return "more"


def _trump(said: dict) -> Trump:
    return Trump(rank=TEXT_RANK[said["rank"]], suit=said["suit"])


def _bury(game, t, seat: int, trump: Trump) -> str:
    """The kitty holder's least useful cards, as many as the kitty: plain before trumps, no
    points before points, low before high."""
    pool = list(t.hands[seat].elements()) + list(t.kitty)
    pool.sort(key=lambda c: (trump.is_trump(c), trick_points([c]) > 0, trump.level(c)))
    return format_cards(trump.sort(pool[:game.kitty_size]))


def _play(game, record: dict, t, nxt: dict, options: dict, rng) -> None:
    """The lead (one unit of a random group) or a random legal follow, added to its trick."""
    seat, trump = nxt["seat"], t.trump
    hand = sorted(t.hands[seat].elements(), key=trump.key)
    width, units_rule = game.max_width, options.get("throw_units", "wide_first")
    pairs = options.get("tractor_min_pairs", 2)
    if nxt["lead"]:
        group = trump.group(rng.choice(hand))
        mine = [c for c in hand if trump.group(c) == group]
        cards = list(rng.choice(decompose(mine, trump, max_width=width, throw_units=units_rule, min_pairs=pairs)).cards)
    else:
        led = classify(parsed(nxt["led"], "led"), trump, max_width=width, throw_units=units_rule, min_pairs=pairs)
        cards = random_legal_follow(game, trump, led, hand, options, rng)
    tricks = record.setdefault("tricks", [])
    step = {"seat": seat, "cards": format_cards(trump.sort(cards))}
    if nxt["lead"]:
        tricks.append([step])
    else:
        tricks[-1].append(step)


def autoplay_op(ctx, request: dict) -> dict:
    return play_for_others(ctx, request, advance, lambda record: ctx.game.seats)


OPS = {"autoplay": autoplay_op}

__all__ = ["OPS", "advance"]
