"""Warm calls on a phone, for `make bench`: every kind of request a page sends the engine,
timed through the page's worker in Pyodide with the CPU slowed four times (tests/bench/slow_cpu.py).

What a page sends (widgets/js/elements): a worked example's check (``<pl-check>``: each op
with a form, its heaviest example as browser.py picks it), a replay's first frame and a later
step (``<pl-replay>``: the build drew frame 0, so the record's first call is the reader's first
step forward, frame 1, the engine's whole run included; a later step is frame 2–9 of the record
that call left in the worker, as the reader's next steps are), a random deal (``<pl-random-deal>``: ``simulate``, then the deal's first
frame drawn as a replay), practice's next question and its grade (``<pl-practice>``: ``drill``
without and with the reader's answer). A check is the same request each time (its keys in
another order: nothing the worker keeps serves it); a deal, a question and a grade take a new
seed each time (a deal seeds 1, 2, …; a question levels 1–3 in turn, each kind and level's seeds
as the page takes them: ``_question``), as a reader's do; a grade's question is
asked (untimed) just before it, as the page does (the engine keeps it: engine/drill/kept.py).
"Next" as the reader sees it, asked ahead, is tests/bench/practice_taps.py. Every call is drawn as the
widget asks (answer and HTML) and timed from the page: what the reader waits.

The worker boots, warms up (every call once, unslowed: the browser compiles the hot WebAssembly
optimised, in the background, in the first seconds) and rests two quiet seconds; then the CPU
is slowed and each call timed ``runs`` times.
"""

from __future__ import annotations

from collections import Counter

from engine.api import handle
from engine import games
from engine.games import GAMES
from tests.browser.conftest import PAGE_MODULE
from widgets.build import practice_seeds

from slow_cpu import SlowCpu  # tests/bench/slow_cpu.py

WIDGET_PAGE = "games/zhaopengyou/"
TIMEOUT_MS = 600_000


def plan(heavy: dict[str, dict], runs: int) -> list[dict]:
    """Each labelled call, with the requests its runs send and how the page draws them."""
    out = []
    for op, request in heavy.items():
        if op == "replay":
            out.append({"label": f"replay ({request['game']}): first frame", "draw": "replay",
                        "requests": [request], "vary": True})
            out.append({"label": f"replay ({request['game']}): a later step", "draw": "step",
                        "before": [request],   # the record's first call, just before (untimed), as the page's
                        "requests": [request], "vary": False})
        elif op in SENT_OPS:
            out.append({"label": f"{op} ({request['game']})", "draw": "verdict",
                        "requests": [request], "vary": True})
    for game in GAMES:
        players = max(GAMES[game].players)
        out.append({"label": f"random deal ({game}, {players} players)", "draw": "deal", "vary": False,
                    "requests": [{"op": "simulate", "game": game, "seed": s, "players": players}
                                 for s in range(1, runs + 2)]})
        if "drill" in games.ops(game):
            used: Counter = Counter()
            questions = [_question(game, n, used) for n in range(1, runs + 2)]   # the last: the warm-up's
            out.append({"label": f"next question ({game}): asked cold", "draw": "drill", "vary": False,
                        "requests": [q for q, _ in questions]})
            out.append({"label": f"grade ({game})", "draw": "drill", "vary": False,
                        "before": [q for q, _ in questions],   # asked just before, as the page does
                        "requests": [{**q, "answer": solution} for q, solution in questions]})
    return out


def _question(game: str, n: int, used: Counter) -> tuple[dict, object]:
    """A reader's ``n``-th question, as practice asks it (its kind named, as the page names it), and
    its answer: levels 1–3 in turn, a kind that serves the level (the one the engine draws for
    seed ``n``), and the seed the page's run takes for that kind and level (practice-seeds.js,
    from place 0: the build's quick seeds, widgets/build/practice_seeds.py, else consecutive
    seeds from 0), ``used`` counting each kind and level's questions so far."""
    level = n % 3 + 1
    kind = handle({"op": "drill", "game": game, "seed": n, "level": level})["kind"]
    run = practice_seeds.load().get(game, {}).get(f"{kind}.{level}")
    k = used[kind, level]
    used[kind, level] += 1
    seed = practice_seeds.seeds(run)[k % practice_seeds.CYCLE] if run else k
    got = handle({"op": "drill", "game": game, "seed": seed, "kind": kind, "level": level})
    assert got["ok"], got
    return {"op": "drill", "game": game, "seed": seed, "kind": kind, "level": level}, got["solution"]


# The ops a page's <pl-check> sends: the ops with a form (widgets/build/specs.py), each game's.
SENT_OPS = ("beats", "bid", "classify", "follow", "friend", "score", "settle", "throw", "trick")

HARNESS = """async (items) => {
    const { call, draw, warm } = await """ + PAGE_MODULE + """;  // the widgets' own engine client
    const warmed = new Promise((r) => document.addEventListener("paili:engine-warmed", r, { once: true }));
    warm();
    await warmed;
    // The same request as another text: its keys in another order (nothing kept serves it).
    const other = (request, i) => {
        const e = Object.entries(request), k = i % e.length;
        const turned = [...e.slice(k), ...e.slice(0, k)];
        return Object.fromEntries(Math.floor(i / e.length) % 2 ? turned.reverse() : turned);
    };
    const pick = (list, i) => list[((i % list.length) + list.length) % list.length];   // -1: the last
    const replayOf = (deal) => ({ op: "replay", game: deal.game, deal, table: true });
    const frame = (request, n) => draw(request, { lang: "zh", draw: "replay", frame: n });
    const once = async (item, i) => {            // one call as the widget makes it; its answer
        const request = pick(item.requests, i);
        const asked = item.vary ? other(request, i + 1) : request;
        if (item.draw === "verdict") return (await draw(asked, { lang: "zh", draw: "verdict" })).response;
        if (item.draw === "drill") return (await draw(asked, { lang: "zh", draw: "drill" })).response;
        if (item.draw === "replay") return (await frame(asked, 1)).response;
        if (item.draw === "step") return (await frame(asked, 2 + i % 8)).response;
        const dealt = await call(asked);         // a random deal: dealt, then its first frame
        if (!dealt.ok) return dealt;
        return (await frame(replayOf(dealt.deal), 0)).response;
    };
    window.__phone = async (items, runs, start = 0) => {
        const out = {};
        for (const item of items) {
            out[item.label] = [];
            for (let i = start; i < start + runs; i++) {
                if (item.before && item.draw === "step") await frame(pick(item.before, i), 1);
                else if (item.before) await draw(pick(item.before, i), { lang: "zh", draw: "drill" });
                const t0 = performance.now();
                const answer = await once(item, i);
                out[item.label].push(performance.now() - t0);
                if (!answer.ok) throw new Error(item.label + ": " + JSON.stringify(answer.error));
                await new Promise((r) => setTimeout(r, 5));   // calls spaced as a reader's are
            }
        }
        return out;
    };
    // the warm-up: the last of each item's requests (a deal's, a question's seed no timed run asks)
    for (let round = 0; round < 2; round++) await window.__phone(items, 1, -1);
}"""


def measure(browser, base: str, heavy: dict[str, dict], runs: int) -> dict[str, list[float]]:
    """Each call of ``plan``: ``runs`` times (ms), the CPU slowed four times."""
    items = plan(heavy, runs)
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(base + WIDGET_PAGE, wait_until="load")
    page.evaluate(HARNESS, items)
    page.wait_for_timeout(2000)   # the optimised WebAssembly settles in
    with SlowCpu():
        times = page.evaluate("([items, runs]) => window.__phone(items, runs)", [items, runs])
    context.close()
    return times
