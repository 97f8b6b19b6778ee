"""The calls a page sends, timed in CPython over a fixed sample (issue 24, decision 41): the
worker's own entry (``widgets.render.live.answer``, request and view as JSON text), so each
figure is what Pyodide runs, less Pyodide's own slowness and the phone's.

- ``replay first frame (game)``: ``replay`` with ``table`` of each sample record, nothing kept
  (a record asked afresh), frame 1 drawn: the page's first call (the build drew frame 0; the
  reader's first step forward asks frame 1, without the play list the build wrote: decision 56);
- ``replay later step (game)``: frames 2–9 of each sample record, each asked right after the
  first call (untimed, as the reader's next steps follow it);
- ``check op (game)``: every worked example of the ops a page's check sends (``CHECKED``: each
  op with a form), drawn as a verdict;
- ``random deal (game)``: ``simulate`` (seeds 1–10 for each table size), then the deal's first
  frame as above;
- ``next question (game)``: ``drill`` asked cold (seeds 1–30, levels 1–3 in turn), drawn;
  ``next question (game, kind)`` the same questions by kind; ``grade (game)``: each question's
  grade right after it (the question kept, as on the page).

Each call is timed ``--repeat`` times (3 when left out) in the CPU time of its thread
(``time.thread_time``: a shared machine's load takes turns from it, which the clock on the wall
would count), and its best kept. Printed per label: how many calls, median, p95 and the
slowest (ms). ``--json OUT`` also writes the figures, each call's time and a hash of every
answer (to compare two checkouts: the same sample gives the same answers, byte for byte).

usage: PYTHONPATH=. python tests/bench/page_calls_cpython.py [--repeat N] [--only LABEL PREFIX]
       [--game GAME] [--json OUT]
"""

from __future__ import annotations

import glob
import hashlib
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine import games  # noqa: E402
from engine.api import handle, handle_json  # noqa: E402
from engine.drill.kept import forget  # noqa: E402
from engine.games import GAMES  # noqa: E402
from tests.build.examples import all_examples  # noqa: E402
from widgets.render import live  # noqa: E402

VIEW = {"lang": "zh", "root": "/"}
FRAME = json.dumps({**VIEW, "draw": "replay", "frame": 0})     # a random deal's first frame
FIRST_STEP = json.dumps({**VIEW, "draw": "replay", "frame": 1})  # a sample's: the reader's first step
DRILL = json.dumps({**VIEW, "draw": "drill"})
VERDICT = json.dumps({**VIEW, "draw": "verdict"})
# The ops a page's <pl-check> sends: those with a form (tests/bench/phone_calls.py SENT_OPS).
CHECKED = ("beats", "bid", "classify", "follow", "friend", "score", "settle", "throw", "trick")


def _text(request: dict) -> str:
    return json.dumps(request, ensure_ascii=False)


def _timed(request_text: str, view: str) -> tuple[str, float]:
    t0 = time.thread_time()
    text = live.answer(request_text, view)
    return text, time.thread_time() - t0


def _first_frame(request: dict) -> tuple[str, float]:
    live._KEPT.clear()                       # asked afresh: nothing kept serves it
    return _timed(_text(request), FIRST_STEP)


def _later_step(asked: tuple[dict, int]) -> tuple[str, float]:
    request, k = asked
    live._KEPT.clear()
    live.answer(_text(request), FIRST_STEP)    # the record's first call, as the page makes it (untimed)
    return _timed(_text(request), json.dumps({**VIEW, "draw": "replay", "frame": k}))


def _check(request: dict) -> tuple[str, float]:
    return _timed(_text(request), VERDICT)


def _random_deal(request: dict) -> tuple[str, float]:
    t0 = time.thread_time()
    dealt = json.loads(handle_json(_text(request)))
    live._KEPT.clear()
    text = live.answer(_text({"op": "replay", "game": request["game"], "deal": dealt["deal"], "table": True}), FRAME)
    return text, time.thread_time() - t0


def _question(request: dict) -> tuple[str, float]:
    forget()                                 # asked cold: no question kept
    return _timed(_text(request), DRILL)


def _grade(pair: tuple[dict, dict]) -> tuple[str, float]:
    forget()
    live.answer(_text(pair[0]), DRILL)       # the question just before, as the page asks it (untimed)
    return _timed(_text(pair[1]), DRILL)


def cases() -> list[tuple[str, str, object, object]]:
    """(label, key, call, argument) for every call of the sample."""
    out = []
    for path in sorted(glob.glob(str(ROOT / "engine/*/samples/*.json"))):
        record = json.loads(Path(path).read_text(encoding="utf-8"))
        request = {"op": "replay", "game": record["game"], "deal": record, "table": True}
        out.append((f"replay first frame ({record['game']})", Path(path).name, _first_frame, request))
        for k in range(2, 10):
            out.append((f"replay later step ({record['game']})", f"{Path(path).name} {k}", _later_step, (request, k)))
    checked = set()      # each example once (a page and its English twin show the same), answered
    for _, request, _ in all_examples():
        if request.get("op") in CHECKED and request.get("game") in GAMES and _text(request) not in checked:
            checked.add(_text(request))
            if handle(request)["ok"]:
                out.append((f"check {request['op']} ({request['game']})", _text(request), _check, request))
    for game in GAMES:
        for players in GAMES[game].players:
            for seed in range(1, 11):
                asked = {"op": "simulate", "game": game, "seed": seed, "players": players}
                out.append((f"random deal ({game})", f"{players}p {seed}", _random_deal, asked))
        if "drill" not in games.ops(game):
            continue
        for seed in range(1, 31):
            asked = {"op": "drill", "game": game, "seed": seed, "level": seed % 3 + 1}
            q = json.loads(handle_json(_text(asked)))
            out.append((f"next question ({game})", str(seed), _question, asked))
            out.append((f"next question ({game}, {q['kind']})", str(seed), _question, asked))
            named = {**asked, "kind": q["kind"]}
            out.append((f"grade ({game})", str(seed), _grade, (named, {**named, "answer": q["solution"]})))
    return out


def measure(repeat: int, only: str = "", game: str = "") -> tuple[dict, dict, dict]:
    times: dict[str, list[float]] = {}
    answers: dict[str, str] = {}
    each: dict[str, float] = {}
    for label, key, call, argument in cases():
        if not label.startswith(only) or f"({game}" not in label:
            continue
        best = None
        for _ in range(repeat):
            text, took = call(argument)
            best = took if best is None else min(best, took)
        assert json.loads(text)["response"]["ok"], (label, key, text[:300])
        times.setdefault(label, []).append(best * 1000)
        answers[f"{label} {key}"] = hashlib.sha256(text.encode("utf-8")).hexdigest()
        each[f"{label} {key}"] = best * 1000
    return times, answers, each


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main(argv: list[str]) -> int:
    repeat = int(argv[argv.index("--repeat") + 1]) if "--repeat" in argv else 3
    only = argv[argv.index("--only") + 1] if "--only" in argv else ""
    game = argv[argv.index("--game") + 1] if "--game" in argv else ""
    times, answers, each = measure(repeat, only, game)
    rows = {}
    for label, values in times.items():
        rows[label] = {"calls": len(values), "median": round(statistics.median(values), 2),
                       "p95": round(p95(values), 2), "max": round(max(values), 2)}
        print(f"{label:48s} {len(values):3d} calls  median {rows[label]['median']:7.2f}  "
              f"p95 {rows[label]['p95']:7.2f}  slowest {rows[label]['max']:7.2f} ms")
    if "--json" in argv:
        Path(argv[argv.index("--json") + 1]).write_text(json.dumps({"times": rows, "answers": answers, "each": each}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
