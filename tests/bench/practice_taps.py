"""Practice as the reader sees it on a phone, for `make bench` (issue 24): on each game's
practice page, the real ``<pl-practice>`` with the CPU slowed four times (tests/bench/slow_cpu.py),
"Next" tapped → the question painted, and the answer → the verdict painted: the element's event
(``pl-practice-question``, ``pl-practice-grade``) and then the frame that draws it (the next
animation frame's work done: ``painted``), since what the reader waits for is the verdict on the
screen, not the event. The first tap asks cold (no question asked ahead);
after each grade the page asks the next question while the verdict is read
(widgets/js/elements/practice-next.js), and the reader taps once it is ready (a verdict is read
for longer than that), so the taps after the first are what a reader waits for."""

from __future__ import annotations

from engine.games import GAMES
from tests.browser.conftest import PAGE_MODULE

from slow_cpu import SlowCpu  # tests/bench/slow_cpu.py

TIMEOUT_MS = 600_000

# The start of a harness on a practice page: the engine warmed, `w` the element, `shown(event)`
# its next event's detail, `painted()` once the frame being prepared has been drawn (its
# animation frame, then a task after it) (also tests/bench/page_work.py).
WARMED_PRACTICE = """
    const { warm } = await """ + PAGE_MODULE + """;
    const warmed = new Promise((r) => document.addEventListener("paili:engine-warmed", r, { once: true }));
    warm();
    await warmed;
    const w = document.querySelector("pl-practice");
    const shown = (event) => new Promise((r) => w.addEventListener(event, (e) => r(e.detail), { once: true }));
    const painted = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
"""

HARNESS = """async (runs) => {""" + WARMED_PRACTICE + """    const tap = async () => {                 // "Next" tapped → the question painted
        const t0 = performance.now(), got = shown("pl-practice-question");
        w.querySelector(".pl-practice-next").click();
        const q = await got;
        await painted();
        return [q, performance.now() - t0, w.dataset.next];
    };
    const grade = async (q) => {              // the answer sent → the verdict painted
        const t0 = performance.now(), got = shown("pl-practice-grade");
        w.answer(q.solution);
        await got;
        await painted();
        return performance.now() - t0;
    };
    const ready = async () => { while (w.dataset.prepared !== "ready") await new Promise((r) => setTimeout(r, 20)); };
    window.__taps = async (runs) => {
        const out = { cold: [], taps: [], grades: [], paths: [] };
        let [q, ms] = await tap();
        out.cold.push(ms);
        for (let i = 0; i < runs; i++) {
            out.grades.push(await grade(q));
            await ready();
            await new Promise((r) => setTimeout(r, 200));   // the verdict read
            let path;
            [q, ms, path] = await tap();
            out.taps.push(ms);
            out.paths.push(path);
        }
        return out;
    };
    await window.__taps(2);                   // the warm-up, unslowed
}"""


def measure(browser, base: str, runs: int) -> dict[str, list[float]]:
    """Per game: ``next question (game): tap → painted`` (asked ahead), its first tap cold, and
    ``grade (game): answer → verdict painted``, in ms, the CPU slowed four times."""
    out: dict[str, list[float]] = {}
    for game in GAMES:
        context = browser.new_context(bypass_csp=True, viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(f"{base}games/{game}/practice/", wait_until="load")
        page.evaluate(HARNESS, 2)
        page.wait_for_timeout(2000)   # the optimised WebAssembly settles in
        with SlowCpu():
            got = page.evaluate("(runs) => window.__taps(runs)", runs)
        context.close()
        assert set(got["paths"]) == {"prepared"}, got["paths"]
        out[f"next question ({game}): tap → painted"] = got["taps"]
        out[f"next question ({game}): tap → painted, first (cold)"] = got["cold"]
        out[f"grade ({game}): answer → verdict painted"] = got["grades"]
    return out
