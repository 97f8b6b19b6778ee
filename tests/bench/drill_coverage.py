"""Which rules the practice questions exercise: for each game with a ``drill`` op, over N questions
(the levels taken in turn, 1, 2, 3, each level over consecutive seeds 0, 1, 2, … as a reader's
questions come; the kind chosen from the seed as a reader's mix is), every
question's ``teaches`` counted per kind. Printed as Markdown (game × kind → rule ids hit, how
often); a kind's declared rules (the ``TEACHES`` of the game's drill hooks) that no question hit are
marked "not hit". tests/engine/drill/test_coverage.py runs the same count.

usage: python tests/bench/drill_coverage.py [--seeds N]   (N = 1000 when left out)
"""

from __future__ import annotations

import importlib
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import games  # noqa: E402
from engine.api import handle  # noqa: E402

FAMILY = {"tractor": "engine.drill.tractor", "climbing": "engine.drill.climbing"}


def has_drill(game: str) -> bool:
    return "drill" in games.ops(game)


def family(game: str):
    return importlib.import_module(FAMILY[games.GAMES[game].family])


def declared(game: str) -> dict[str, set[str]]:
    """Each kind's rules it is meant to teach (the game's drill hooks ``TEACHES``: ``{kind: ids}``)."""
    own = {r.id for r in games.rules(game)}
    return {kind: set(ids) & own for kind, ids in games.GAMES[game].drill.TEACHES.items()}


def mixed_questions(game: str, seeds: int) -> list[dict]:
    """The first ``seeds`` questions of a reader's mix, as the engine answers them: the level from
    n, the seed counted per level, the kind left to the engine (chosen from the seed)."""
    out = []
    for n in range(seeds):
        # the level from n, the seed counted per level: a question aims at its answers in turn
        # over consecutive seeds (engine.drill.common.aimed), which a seed tied to its level
        # (seed % 3) would alias, asking every level-3 question for the same answer
        seed, level = n // 3, n % 3 + 1
        q = handle({"op": "drill", "game": game, "seed": seed, "level": level})
        if not q.get("ok"):
            raise AssertionError(f"{game} seed {seed}: {q.get('error')}")
        out.append(q)
    return out


def counted(questions: list[dict]) -> dict[str, Counter]:
    """``{kind: Counter(rule id → questions teaching it)}``; ``Counter["(questions)"]`` counts them."""
    out: dict[str, Counter] = {}
    for q in questions:
        hits = out.setdefault(q["kind"], Counter())
        hits["(questions)"] += 1
        hits.update(q["teaches"])
    return out


def coverage(game: str, seeds: int) -> dict[str, Counter]:
    """``{kind: Counter(rule id → questions teaching it)}`` over ``seeds`` questions of the mix."""
    return counted(mixed_questions(game, seeds))


def markdown(results: dict[str, dict[str, Counter]], seeds: int) -> str:
    lines = [f"Rules exercised by the practice questions ({seeds} seeds per game, levels 1–3 in turn)", "",
             "| game | kind | questions | rule ids hit (count) | declared, not hit |", "| --- | --- | ---: | --- | --- |"]
    for game, kinds in results.items():
        want = declared(game)
        for kind in sorted(set(kinds) | set(want)):
            hits = kinds.get(kind, Counter())
            n = hits.pop("(questions)", 0)
            ids = ", ".join(f"`{r}` ({c})" for r, c in sorted(hits.items(), key=lambda x: (-x[1], x[0])))
            missing = ", ".join(f"`{r}`" for r in sorted(want.get(kind, set()) - set(hits))) or "—"
            lines.append(f"| {game} | {kind} | {n} | {ids or '—'} | {missing} |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    seeds = int(argv[argv.index("--seeds") + 1]) if "--seeds" in argv else 1000
    results, start = {}, time.perf_counter()
    for game in games.GAMES:
        if has_drill(game):
            results[game] = coverage(game, seeds)
    print(markdown(results, seeds))
    print(f"\n({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
