"""Practice as the reader sees it on a phone, for `make bench` (issue 24): on each game's
practice page, the real ``<pl-practice>`` with the CPU slowed four times, "Next" tapped → the
question painted, and the answer → the verdict painted: the element's event
(``pl-practice-question``, ``pl-practice-grade``) and then the frame that draws it (the next
animation frame's work done: ``painted``), since what the reader waits for is the verdict on the
screen, not the event. Once a question is shown the page asks the engine for the question after
it (widgets/js/elements/practice-next.js; decision 64), so "Next" takes a question asked ahead
both after a grade and on a question skipped (left unanswered, read first): these taps are
"tap → painted", and every one must have taken the question asked ahead. A question is asked
cold only when what the next one is picked under changes: the kind menu changed, once the
question on show is read, to each of its choices in turn, is timed as "asked cold" (change →
painted), and every one must have been asked cold.

An answer is given as a reader gives it (``compose``): the question read (``READ_MS``), then the
form's own controls: a choice, a seat or a pass is the one tap that sends it; cards are tapped
one by one and a number typed, then the answer button, a reader's tap (``TAP_MS``) apart. The
time runs from the tap that sends the answer, so the page's grades asked ahead while the reader
reads and composes (practice-ahead.js) count as they do for a reader; ``data-grade`` says which
path each answer took, and every one must have been asked ahead.

Two ways to slow the CPU (decision 64). Where only the page works (an answer graded ahead, a
question asked ahead: the page draws what is already back), Chromium's own throttle of the
page's main thread, four times: the instrument issue 24 names; each tap checks that the worker
had nothing left to answer, so its host speed is on no path timed. Where the worker works (a
question asked cold), slow_cpu (tests/bench/slow_cpu.py), which slows the worker too, but the
page more than four times (cpu_probe's line: ×5.9 in decision 63's run) and the compositor and
raster threads with it, each hand-over between them waiting for a running slot. The page's
paths are timed under slow_cpu as well and printed beside, without a goal."""

from __future__ import annotations

from engine.games import GAMES
from tests.browser.conftest import PAGE_MODULE

from slow_cpu import RATE, SlowCpu  # tests/bench/slow_cpu.py

TIMEOUT_MS = 600_000
READ_MS = 800    # a question read before the first tap
TAP_MS = 250     # a reader's taps apart

# The start of a harness on a practice page: the engine warmed, `w` the element, `shown(event)`
# its next event's detail, `painted()` once the frame being prepared has been drawn (its
# animation frame, then a task after it) (also tests/bench/page_work.py).
WARMED_PRACTICE = """
    const { warm, engineIdle } = await """ + PAGE_MODULE + """;
    const warmed = new Promise((r) => document.addEventListener("paili:engine-warmed", r, { once: true }));
    warm();
    await warmed;
    const w = document.querySelector("pl-practice");
    const shown = (event) => new Promise((r) => w.addEventListener(event, (e) => r(e.detail), { once: true }));
    const painted = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
"""

HARNESS = """async (runs) => {""" + WARMED_PRACTICE + f"""
    const READ_MS = {READ_MS}, TAP_MS = {TAP_MS};
""" + """    const idle = [];                          // per tap or answer sent: nothing was left for the worker
    const timed = async (event, act) => {     // act → its event → painted: [detail, ms]
        const t0 = performance.now(), got = shown(event);
        act();
        const detail = await got;
        await painted();
        return [detail, performance.now() - t0];
    };
    const tap = async () => {                 // "Next" tapped → the question painted
        idle.push(engineIdle());
        const [q, ms] = await timed("pl-practice-question", () => w.querySelector(".pl-practice-next").click());
        return [q, ms, w.dataset.next];
    };
    const rest = (ms) => new Promise((r) => setTimeout(r, ms));
    const compose = async (q) => {            // read, compose; what sends it
        await rest(READ_MS);
        const form = w.querySelector(".pl-drill-reply");
        const type = form.dataset.type, answer = q.solution;
        const oneTap = [...form.querySelectorAll('button[name="answer"]')].find((b) => b.value === String(answer));
        if (oneTap && type !== "number" && (type !== "cards" || answer === "")) return () => oneTap.click();
        if (type === "cards") {
            for (const card of answer.split(" ")) {
                const free = [...w.querySelectorAll('.pl-drill-card[aria-pressed="false"]')];
                const button = free.find((b) => b.dataset.card === card);
                if (!button) throw new Error(`no card ${card} to tap in ${free.map((b) => b.dataset.card)}`);
                button.click();
                await rest(TAP_MS);
            }
        } else {
            const field = form.querySelector("pl-number-field"), signed = field.hasAttribute("signed");
            if (signed) field.querySelector(`.pl-sign[data-sign="${answer < 0 ? "lost" : "won"}"]`).click();
            const input = field.querySelector("input");
            input.value = String(signed ? Math.abs(answer) : answer);
            input.dispatchEvent(new Event("input", { bubbles: true }));
            await rest(TAP_MS);
        }
        return () => form.querySelector(".pl-drill-submit").click();
    };
    const grade = async (q) => {              // the tap that sends the answer → the verdict painted
        const send = await compose(q);
        idle.push(engineIdle());
        const [, ms] = await timed("pl-practice-grade", send);
        return [ms, w.dataset.grade];
    };
    const ready = async () => { while (w.dataset.prepared !== "ready") await new Promise((r) => setTimeout(r, 20)); };
    const menu = w.querySelector('select[data-practice="kind"]');
    const kinds = [...menu.options].map((o) => o.value);
    const change = async (i) => {               // the kind menu changed → the question painted
        const now = kinds.indexOf(menu.value);
        const [q, ms] = await timed("pl-practice-question", () => {
            menu.value = kinds[(now + 1 + (i % (kinds.length - 1))) % kinds.length];   // never the one it shows
            menu.dispatchEvent(new Event("change", { bubbles: true }));
        });
        return [q, ms, w.dataset.next];
    };
    window.__taps = async (runs, cold = true) => {
        idle.length = 0;
        const out = { cold: [], coldPaths: [], taps: [], grades: [], paths: [], graded: [], idle };
        await ready();
        let [q, ms, path] = await tap();            // the build's question skipped
        out.taps.push(ms);
        out.paths.push(path);
        for (let i = 0; i < runs; i++) {
            const [graded, how] = await grade(q);
            out.grades.push(graded);
            out.graded.push(how);
            await ready();
            await rest(200);                                 // the verdict read
            [q, ms, path] = await tap();
            out.taps.push(ms);
            out.paths.push(path);
        }
        for (let i = 1; i < runs; i++) {     // skipped, not answered, once read
            await rest(READ_MS);
            await ready();
            [q, ms, path] = await tap();
            out.taps.push(ms);
            out.paths.push(path);
        }
        for (let i = 0; i < (cold ? runs : 0); i++) {     // another kind chosen, once the question is read: asked cold
            await rest(READ_MS);
            [q, ms, path] = await change(i);
            out.cold.push(ms);
            out.coldPaths.push(path);
        }
        return out;
    };
    await window.__taps(2, false);            // the warm-up, unslowed (the kind menu left as it is: "all")
}"""


def _taps(page, runs: int, cold: bool) -> dict:
    got = page.evaluate("([runs, cold]) => window.__taps(runs, cold)", [runs, cold])
    assert set(got["paths"]) == {"prepared"}, got["paths"]
    assert set(got["graded"]) == {"ahead"}, got["graded"]
    assert set(got["coldPaths"]) == ({"asked"} if cold else set()), got["coldPaths"]
    return got


def measure(browser, base: str, runs: int) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Per game, in ms: ``grade (game): answer → verdict painted`` and ``next question (game): tap
    → painted`` (asked ahead: after a grade, and on a question skipped) under Chromium's own
    throttle of the page (the issue's instrument: on these paths the page alone works, and every
    tap and answer is checked to have found the worker with nothing left to answer), and ``…
    menu changed → painted, asked cold`` (another kind chosen: the worker on the path) under
    slow_cpu, the whole renderer slowed. Second, the page's paths under slow_cpu too, for
    comparison: it slows the page more than four times (cpu_probe's line), and stops the
    compositor and raster threads with it."""
    out: dict[str, list[float]] = {}
    compared: dict[str, list[float]] = {}
    for game in GAMES:
        context = browser.new_context(bypass_csp=True, viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(f"{base}games/{game}/practice/", wait_until="load")
        page.evaluate(HARNESS, 2)
        page.wait_for_timeout(2000)   # the optimised WebAssembly settles in
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": RATE})
        got = _taps(page, runs, cold=False)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        assert all(got["idle"]), got["idle"]
        with SlowCpu():
            slowed = _taps(page, runs, cold=True)
        context.close()
        out[f"next question ({game}): tap → painted"] = got["taps"]
        out[f"next question ({game}): menu changed → painted, asked cold"] = slowed["cold"]
        out[f"grade ({game}): answer → verdict painted"] = got["grades"]
        compared[f"next question ({game}): tap → painted"] = slowed["taps"]
        compared[f"grade ({game}): answer → verdict painted"] = slowed["grades"]
    return out, compared
