"""The ``autoplay`` op of the climbing games (:mod:`engine.autoplay`): the engine's strategy for
every seat but the reader's, each step checked by the referee before the next.

- **Bids and calls in turn** (挖坑's bids, 明暗斗地主's calls): a pass two times in three,
  else one of the others allowed, at random (the simulators' choice).
- **The game's own setup step** (明暗斗地主: the landlord's partner card; 赖子五十K: the banker's
  call): its package's ``simulate.autoplay_setup`` (the simulator's random choice; the engine
  never declares 吼牌 for a seat).
- **Plays**: the game simulator's random legal play (its ``pick``: an answer drawn among the
  legal ones, a pass now and then where passing is allowed), on the one table, checked.
"""

from __future__ import annotations

from .. import fields
from ..autoplay import play_for_others
from ..cards import format_cards
from .record import played_out

MAX_STEPS = 3000    # more than any deal holds


def advance(ctx, record: dict, options: dict, reader: int, rng) -> int:
    """Make the other seats' steps on ``record`` (in place) up to ``reader``'s turn or the end;
    returns how many were made."""
    game = ctx.game.referee
    added = 0
    while added < MAX_STEPS:
        out, table = played_out(ctx, record, game, options)
        nxt = out["next"]
        if not out["valid"] or nxt is None or nxt["phase"] == "over" or nxt["seat"] == reader:
            break
        if nxt["phase"] == "play":
            return added + _plays(ctx.game.dealer, record, table, reader, rng)
        listed = game.setup_list
        if listed and ("bids" in nxt or "calls" in nxt):
            allowed = nxt.get("bids") or nxt.get("calls")
            record[listed] = [*(record.get(listed) or []), rng.choice(["pass", "pass", *allowed[1:]])]
        else:
            ctx.game.dealer.autoplay_setup(rng, ctx, record, nxt)
        added += 1
    return added


def _plays(dealer, record: dict, table, reader: int, rng) -> int:
    """The plays and passes of the other seats on ``table`` (each checked by the table), written
    to ``record``, until the reader's turn or the end."""
    plays = record.setdefault("plays", [])
    declare = getattr(dealer, "declare", None)
    added = 0
    while not table.over and table.turn != reader and added < MAX_STEPS:
        seat = table.turn
        choice = dealer.pick(rng, table, seat)
        if choice is None and not table.can_pass(seat):     # a house rule may forbid the pass
            choice = table.game.answers(table.hands[seat], table.top[1], table.options)[0]
        if choice is None:
            table.pass_(seat)
            plays.append({"seat": seat, "pass": True})
        else:
            reading, cards = choice
            step = {"seat": seat, "cards": format_cards(cards)}
            said = declare(rng, table, reading, cards) if declare else None
            if said:
                step["as"] = said
            table.play(seat, cards, said)
            plays.append(step)
        added += 1
    return added


def autoplay_op(ctx, request: dict) -> dict:
    return play_for_others(ctx, request, advance, lambda record: fields.players(record, ctx.game))


OPS = {"autoplay": autoplay_op}

__all__ = ["OPS", "advance"]
