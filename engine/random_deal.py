"""The ``simulate`` op of every game (each ``GAME`` lists it, engine.game): one random
deal, played by legal moves from a seed, answered as a deal record that ``replay`` takes.

``{"op": "simulate", "game": G, "seed": S, "players"?: n, "options"?: {…}}`` →
``{"ok", "rule": "<game>.overview", "explain", "seed", "players", "deal": <record>}``.

The deal comes from the game's own simulator (``GAME.dealt``: the tractor family's
:func:`engine.tractor.simulate.random_record`, each climbing game's ``play_deal``), the one the
command ``python -m engine simulate`` checks by the thousand. Only ``random.Random(int)`` and its list methods drive it, so a seed gives the
same record in CPython and in Pyodide. A tractor deal nobody bids on is dealt again (from the
next seed the first one draws, the same way every time): a page asking for a deal to watch
wants one that is played. The record names the house rules set away from their default, so
it replays the same under any page's settings.
"""

from __future__ import annotations

import random
from itertools import chain

from . import fields
from .games import GAMES
from .rulebook import verdict
from .text import count_en

MAX_SEED = 2**53 - 1          # the largest whole number a page's JavaScript holds exactly


def played_deal(game, seed: int, players: int, options: dict) -> dict:
    """The deal of ``seed`` itself if it is played, else of the next seed ``Random(seed)`` draws
    (the same every time): ``GAME.first_played``, the one re-deal loop."""
    draw = random.Random(seed)
    return game.first_played(chain([seed], iter(lambda: draw.randrange(MAX_SEED + 1), None)), players, options)


def deal_record(game: str, seed: int, players: int, options: dict) -> dict:
    """The record of the random deal ``seed`` of ``game`` (``options``: every option's value)."""
    record = played_deal(GAMES[game], seed, players, options)
    changed = {o.name: options[o.name] for o in GAMES[game].options()
               if o.name in options and options[o.name] != o.default}
    title = {"zh": f"随机一局（第 {seed} 号）", "en": f"A random deal (number {seed})"}
    return {"title": title, **{k: v for k, v in record.items() if k != "seed"}, "seed": seed, "options": changed}


def simulate_op(ctx, request: dict) -> dict:
    seed = fields.integer(request, "seed", low=0, high=MAX_SEED)
    players = fields.players(request, ctx.game)
    record = deal_record(ctx.game.id, seed, players, ctx.options)
    g = ctx.game
    moves = (sum(len(t) for t in record.get("tricks", ())) if "tricks" in record
             else sum(1 for p in record.get("plays", ()) if "cards" in p))
    zh = f"{g.zh}随机第 {seed} 号牌局，{players} 人，每一手都按规则出，打到结束：共出牌 {moves} 手。"
    en = (f"Random deal number {seed} of {g.en}, {players} players, played to the end by legal moves: "
          f"{count_en(moves, 'play')}.")
    return verdict(f"{g.id}.overview", zh, en, seed=seed, players=players, deal=record)


OPS = {"simulate": simulate_op}
