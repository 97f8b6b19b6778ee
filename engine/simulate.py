"""``python -m engine simulate --game G --deals N --seed S``: random legal deals.

Each game simulates through its family's simulator (``GAME.simulate``: the module's
``simulate(game: str, deals: int, seed: int, options: dict) -> dict``), whose
summary holds at least ``deals`` (int) and ``failures`` (a list: an invariant
that broke, with the seed of the deal that broke it). Exit status 1 on failure,
2 for a wrong command line (an unknown game or option, deals outside 1 … 100000).
"""

from __future__ import annotations

import argparse
import json

from . import fields
from .errors import EngineError
from .games import GAMES



def simulate_deals(game: str, deals: int, seed: int, options: dict | None = None) -> dict:
    """``deals`` random legal deals of ``game`` from ``seed``, checked: the summary."""
    return GAMES[game].simulate(deals, seed, options or {})


MAX_DEALS = 100_000
MAX_SEED = 2**63 - 1


def _bounded(low: int, high: int):
    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number from {low} to {high}")
        return value
    return read


def _json_object(text: str) -> dict:
    try:
        value = json.loads(text)
    except ValueError:
        value = None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError(f"{text!r} is not a JSON object")
    return value


def main(argv: list[str]) -> int:
    """The command line; argparse exits with status 2 (and its usage) on a wrong one."""
    parser = argparse.ArgumentParser(prog="python -m engine simulate")
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--deals", type=_bounded(1, MAX_DEALS), default=100)
    parser.add_argument("--seed", type=_bounded(0, MAX_SEED), default=1)
    parser.add_argument("--options", type=_json_object, default={})
    args = parser.parse_args(argv)
    try:
        fields.options(GAMES[args.game].options(), args.options)
    except EngineError as err:
        parser.error(err.en)
    summary = simulate_deals(args.game, args.deals, args.seed, args.options)
    print(json.dumps(summary, ensure_ascii=False, indent=2))
    return 1 if summary.get("failures") else 0
