"""The seeds a reader's practice starts from, made once by the maintainers (maintainers page,
decision 60): ``python -m widgets.build.practice_seeds`` writes ``practice_seeds.json`` beside
this file, and the build puts each game's part into its practice page (``data-run``).

A question's seed names it for good; some seeds take the engine a deal, others fifteen (the
builder deals until a position fits the level and the answer the seed aims at:
``engine/drill/tractor_deal.py`` ``pick``). On a phone a fifteen-deal question is half a second.
So for each kind and level whose questions are often slow, this finds, for every place ``i`` of
a run of :data:`CYCLE` (0 … 59), a seed ``i + CYCLE * j`` that the engine answers quickly, and the
page asks those first (``widgets/js/elements/practice-seeds.js``): the reader's first
:data:`CYCLE` questions of that kind and level, then consecutive seeds as before.

A seed keeps its place in the cycle (``seed % CYCLE == i``), so the answers a question aims at
(``engine/drill/common.py`` ``aimed``: by the seed's remainder) come round in the same turn as
over consecutive seeds; ``tests/engine/drill/test_practice_seeds.py`` checks the balance over the
run as the page walks it. Only the time is measured here, on this machine's CPython; any seed
is still a valid question, so a stale file makes practice slower, never wrong.
"""

from __future__ import annotations

import functools
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine import games  # noqa: E402
from engine.api import handle  # noqa: E402
from engine.drill import climbing, kept, tractor  # noqa: E402

FILE = Path(__file__).with_name("practice_seeds.json")
CYCLE = 60          # a multiple of every aim's turn (2, 3, 4, 5 seats); the balance test's window
BUDGET_MS = 8.0     # a question within this, in CPython here, is about a deal (decision 60)
SEARCH = 40         # seeds tried for each place (i, i + 60, … ); the quickest is kept if none is within


def kinds(game: str) -> dict[str, tuple[int, ...]]:
    family = tractor if games.GAMES[game].family == "tractor" else climbing
    return family.KINDS


@functools.cache
def cost(game: str, kind: str, level: int, seed: int) -> float:
    """The question's CPU time in ms, made afresh (nothing kept), the lesser of two makings; once
    for each seed (``slow`` and ``place`` both read a cycle's first seeds)."""
    best = float("inf")
    for _ in range(2):
        kept.forget()
        t = time.thread_time()
        got = handle({"op": "drill", "game": game, "seed": seed, "kind": kind, "level": level})
        best = min(best, (time.thread_time() - t) * 1000)
        assert got["ok"], got
        if best > BUDGET_MS:
            break           # slow already: no second making
    return best


def slow(game: str, kind: str, level: int) -> bool:
    """Whether this kind and level's questions are often slow: one in twenty of a cycle's
    consecutive seeds over the budget."""
    over = sum(cost(game, kind, level, seed) > BUDGET_MS for seed in range(CYCLE))
    return over > CYCLE // 20


def place(game: str, kind: str, level: int, i: int) -> int:
    """``j`` for place ``i``: the first seed ``i + CYCLE * j`` within the budget, else the quickest."""
    best, best_ms = 0, float("inf")
    for j in range(SEARCH):
        ms = cost(game, kind, level, i + CYCLE * j)
        if ms <= BUDGET_MS:
            return j
        if ms < best_ms:
            best, best_ms = j, ms
    return best


def made(only: list[str] | None = None) -> dict[str, dict[str, list[int]]]:
    out: dict[str, dict[str, list[int]]] = {}
    for game in games.GAMES:
        if "drill" not in games.ops(game) or (only and game not in only):
            continue
        out[game] = {}
        for kind, levels in kinds(game).items():
            for level in levels:
                if slow(game, kind, level):
                    out[game][f"{kind}.{level}"] = [place(game, kind, level, i) for i in range(CYCLE)]
                    print(f"{game} {kind} {level}: {out[game][f'{kind}.{level}']}", file=sys.stderr)
    return out


def seeds(js: list[int]) -> list[int]:
    """The seeds of a run, in the order the page asks them."""
    return [i + CYCLE * j for i, j in enumerate(js)]


@functools.cache
def load() -> dict[str, dict[str, list[int]]]:
    """The runs as the file holds them, read once (callers do not change them)."""
    return json.loads(FILE.read_text(encoding="utf-8"))


if __name__ == "__main__":
    got = made(sys.argv[1:] or None)
    if sys.argv[1:] and FILE.exists():
        got = {**load(), **got}
    FILE.write_text(json.dumps(got, sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")
