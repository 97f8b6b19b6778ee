"""Family module (see engine.games): the ``simulate`` op of all five games — one random
deal, played by legal moves from a seed, answered as a deal record that ``replay`` takes.

``{"op": "simulate", "game": G, "seed": S, "players"?: n, "options"?: {…}}`` →
``{"ok", "rule": "<game>.overview", "explain", "seed", "players", "deal": <record>}``.

The deal comes from the family's own simulator (:func:`engine.tractor.simulate.random_record`,
each climbing game's ``play_deal``), the one the command ``python -m engine simulate`` checks by
the thousand. Only ``random.Random(int)`` and its list methods drive it, so a seed gives the
same record in CPython and in Pyodide. A tractor deal nobody bids on is dealt again (from the
next seed the first one draws, the same way every time): a page asking for a deal to watch
wants one that is played. The record names the house rules set away from their default, so
it replays the same under any page's settings.
"""

from __future__ import annotations

import random

from . import fields, games
from .climbing.mingan import simulate as mingan
from .climbing.wakeng import simulate as wakeng
from .climbing.wushik import simulate as wushik
from .rulebook import verdict
from .text import count_en
from .tractor.simulate import random_record

GAMES = ("zhaopengyou", "shuangsheng", "wakeng", "mingan", "wushik")
OPTIONS: tuple = ()
RULES: tuple = ()

MAX_SEED = 2**53 - 1          # the largest whole number a page's JavaScript holds exactly
REDEALS = 50                  # tractor: deals tried before a redeal is answered as it is
CLIMBING = {"wakeng": wakeng, "mingan": mingan, "wushik": wushik}


def deal_record(game: str, seed: int, players: int, options: dict) -> dict:
    """The record of the random deal ``seed`` of ``game`` (``options``: every option's value)."""
    if game in CLIMBING:
        record, _ = CLIMBING[game].play_deal(seed, dict(options), players)
    else:
        draw = random.Random(seed)
        inner = seed
        for _ in range(REDEALS):
            record = random_record(game, inner, options)
            if "tricks" in record:
                break
            inner = draw.randrange(MAX_SEED + 1)
    changed = {o.name: options[o.name] for o in games.options(game)
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
