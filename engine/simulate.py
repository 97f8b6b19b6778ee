"""``python -m engine simulate --game G --deals N --seed S``: random legal deals.

Each family has its own simulator module exporting
``simulate(game: str, deals: int, seed: int, options: dict) -> dict`` whose
summary holds at least ``deals`` (int) and ``failures`` (a list: an invariant
that broke, with the seed of the deal that broke it). Exit status 1 on failure.
"""

from __future__ import annotations

import argparse
import importlib
import json

from .games import GAMES

SIMULATORS = {
    "zhaopengyou": "engine.tractor.simulate",
    "shuangsheng": "engine.tractor.simulate",
    "wakeng": "engine.climbing.simulate",
    "mingan": "engine.climbing.simulate",
    "wushik": "engine.climbing.wushik_simulate",
}


def run(game: str, deals: int, seed: int, options: dict | None = None) -> dict:
    mod = importlib.import_module(SIMULATORS[game])
    return mod.simulate(game, deals, seed, options or {})


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine simulate")
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", type=json.loads, default={})
    args = parser.parse_args(argv)
    summary = run(args.game, args.deals, args.seed, args.options)
    print(json.dumps(summary, ensure_ascii=False, indent=2))
    return 1 if summary.get("failures") else 0
