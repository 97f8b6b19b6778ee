"""A practice grade drawn onto the question on show (issue 24 §2; practice-draw.js), in real
Chromium at phone width, both languages: the question's nodes stay (the answer buttons are the
same elements, settled), and what the page shows is the renderer's grade, node for node, as if
drawn whole (widgets/render/drill.py run here in CPython on the engine's own answer), for every
way to answer (a seat, a choice, cards, cards or a pass, a number, a number won or lost); "Next"
then has the focus. While the engine starts, an answer says "grading" at once, with the
engine's progress; the grade then lands on the question the build drew. "Next" tapped as the
verdict lands, before the next question is asked ahead, is not lost. No timing is asserted."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from widgets.build.script_words import SCRIPT_WORDS
from widgets.render.drill import drill_html

from .conftest import ENGINE_TIMEOUT_MS, wait_until_held
from .helpers import HeldRuntime
from .test_practice import QUESTION_ID, answer_by_clicks, fresh_phone, new_question, phone

# (game, seed, kind, level): one of each way to answer, per language
QUESTIONS = {
    "zh": [("zhaopengyou", 7, "winner", 1), ("zhaopengyou", 7, "follow", 1), ("zhaopengyou", 7, "kitty", 2),
           ("zhaopengyou", 7, "levels", 2)],
    "en": [("wushik", 7, "answers", 1), ("wushik", 7, "settle", 2), ("wushik", 7, "beats", 1),
           ("zhaopengyou", 24, "throw", 3)],
}
REPLIES = {"zh": {"seat", "cards", "number", "choice"}, "en": {"cards", "number-signed", "choice"}}

# Before the answer: the question's node and its answer controls, kept to compare after.
KEEP_NODES = """() => {
    const view = document.querySelector("pl-practice .pl-practice-view");
    window.__kept = { q: view.querySelector(".pl-drill-q"),
                      controls: [...view.querySelectorAll(".pl-drill-q button:not(.pl-sign)")] };
    window.__graded = null;
    document.querySelector("pl-practice").addEventListener("pl-practice-grade",
        (e) => { window.__graded = e.detail; }, { once: true });
}"""

# After the grade: whether the question's node and its controls are the ones kept, and where the
# view differs from `html` drawn whole beside it (the count of cards picked shown as the page
# shows it, practice-form.js), or null.
COMPARE = """(html) => {
    const view = document.querySelector("pl-practice .pl-practice-view");
    const q = view.querySelector(".pl-drill-q");
    const controls = [...view.querySelectorAll(".pl-drill-q button:not(.pl-sign)")];
    const kept = q === window.__kept.q && controls.length === window.__kept.controls.length
        && controls.every((b, i) => b === window.__kept.controls[i]);
    const whole = document.createElement("div");
    whole.hidden = true;
    whole.innerHTML = html;
    document.body.append(whole);            // its number field upgraded, as the view's was
    const picked = whole.querySelector("[data-picked]");
    if (picked) picked.textContent = String(whole.querySelectorAll('.pl-drill-card[aria-pressed="true"]').length);
    const a = [...view.childNodes], b = [...whole.childNodes];
    let differs = a.length === b.length ? null : [`${a.length} nodes`, `${b.length} nodes`];
    for (let i = 0; !differs && i < a.length; i++) {
        if (!a[i].isEqualNode(b[i])) differs = [a[i].outerHTML ?? a[i].textContent, b[i].outerHTML ?? b[i].textContent];
    }
    whole.remove();
    return { kept, differs };
}"""

NEXT_FOCUSED = "() => document.activeElement?.classList.contains('pl-practice-next')"


def graded_in_place(page, lang: str, game: str, root: str) -> dict:
    """The grade just shown: drawn onto the question kept, the same as the renderer draws it whole."""
    response = page.evaluate("window.__graded")
    assert response and response["ok"] and "right" in response, response
    got = page.evaluate(COMPARE, drill_html(response, lang=lang, game=game, root=root))
    assert got["differs"] is None, got["differs"]
    assert got["kept"], "the question was drawn anew, not settled in place"
    page.wait_for_function(NEXT_FOCUSED, timeout=ENGINE_TIMEOUT_MS)
    return response


@pytest.mark.browser
@pytest.mark.parametrize("lang,prefix", [("zh", ""), ("en", "en/")])
def test_a_grade_lands_on_the_question_on_show_as_the_renderer_draws_it(kept_context, base_url, lang, prefix):
    page, recorder = phone(kept_context, base_url)
    root = base_url if base_url.endswith("/") else f"{base_url}/"
    replies = set()
    try:
        for game, seed, kind, level in QUESTIONS[lang]:
            page.goto(f"{base_url}{prefix}games/{game}/practice/#pq={seed}.{kind}.{level}")
            w = page.locator("pl-practice")
            expect(w.locator(".pl-drill-q")).to_have_attribute("data-seed", str(seed), timeout=ENGINE_TIMEOUT_MS)
            expect(w.locator(".pl-drill-q")).to_have_attribute("data-kind", kind)
            expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)
            page.evaluate(KEEP_NODES)
            done = answer_by_clicks(page)
            replies.add(done["reply"] + ("-signed" if w.locator("pl-number-field[signed]").count() else ""))
            graded_in_place(page, lang, game, root)
    finally:
        page.close()
    assert replies == REPLIES[lang], replies
    assert recorder.errors == [] and recorder.outside() == []


@pytest.mark.browser
@pytest.mark.parametrize("lang,prefix,game", [("zh", "", "mingan"), ("en", "en/", "shuangsheng")])
def test_an_answer_before_the_engine_is_up_says_grading_at_once_then_lands_in_place(browser, base_url, lang, prefix,
                                                                                   game):
    context, page, recorder = fresh_phone(browser)
    root = base_url if base_url.endswith("/") else f"{base_url}/"
    try:
        page.add_init_script("window.PAILI_TIMEOUTS = {stall: 600000};")   # only the test releases the runtime
        held = HeldRuntime(context)
        page.goto(f"{base_url}{prefix}games/{game}/practice/")   # a practice page starts the engine at once
        wait_until_held(page, held.routes, "the runtime")
        w = page.locator("pl-practice")
        expect(w).to_have_attribute("data-state", "prerendered")
        page.evaluate(KEEP_NODES)
        w.locator(".pl-drill-reply button[name=answer]").first.click()   # the build's question
        expect(w).to_have_attribute("data-state", "checking")
        expect(w.locator(".pl-status")).to_contain_text(SCRIPT_WORDS["practice"]["grading"][lang == "en"])
        expect(w.locator(".pl-status .pl-boot")).to_have_count(1)          # what the engine is doing
        assert w.locator(".pl-drill-grade").count() == 0
        held.release()
        expect(w.locator(".pl-drill-grade")).to_have_count(1, timeout=ENGINE_TIMEOUT_MS)
        expect(w).to_have_attribute("data-state", "live")
        expect(w.locator(".pl-status .pl-boot")).to_have_count(0)
        graded_in_place(page, lang, game, root)
    finally:
        context.close()
    assert recorder.errors == [] and recorder.outside() == []


@pytest.mark.browser
@pytest.mark.parametrize("lang,prefix,game", [("zh", "", "wakeng"), ("en", "en/", "zhaopengyou")])
def test_next_tapped_as_the_verdict_lands_is_not_lost(kept_context, base_url, lang, prefix, game):
    """"Next" tapped in the same task as the verdict, before its frame (the grade's own work after
    it not done yet): a new question comes all the same, the one asked ahead once the engine was
    up (the build's question on show), and the one after it is asked ahead."""
    page, recorder = phone(kept_context, base_url)
    try:
        page.goto(f"{base_url}{prefix}games/{game}/practice/")
        w = page.locator("pl-practice")
        expect(w).to_have_attribute("data-state", "prerendered")
        before = page.evaluate(QUESTION_ID)
        page.evaluate("""() => { const w = document.querySelector("pl-practice");
            w.addEventListener("pl-practice-grade", () => w.querySelector(".pl-practice-next").click(), { once: true }); }""")
        w.locator(".pl-drill-reply button[name=answer]").first.click()
        new_question(page, before)
        expect(w.locator(".pl-drill-grade")).to_have_count(0)
        assert w.get_attribute("data-next") == "prepared"      # asked ahead while the first was on show
        answer_by_clicks(page)
        expect(w).to_have_attribute("data-prepared", "ready", timeout=ENGINE_TIMEOUT_MS)
    finally:
        page.close()
    assert recorder.errors == [] and recorder.outside() == []
