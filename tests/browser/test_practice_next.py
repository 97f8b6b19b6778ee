"""The next practice question is ready before the reader asks (issue 24), in real Chromium at
phone width, both languages: once a grade is shown, <pl-practice> asks the worker for the next
question while the verdict is read (practice-next.js); "Next" then shows that one without a
request of its own (the worker is not asked the question on show after the tap, only, once it
is shown, the grades of its answers (practice-ahead.js) and the question after it), and it is
the engine's own question for its seed, kind and level (CPython's answer, the same). A skip
("Next" on a question left unanswered) takes a question asked ahead too. A change of the menus
drops what was asked ahead: the question is asked afresh."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from engine.api import handle

from .conftest import ENGINE_TIMEOUT_MS, engine_workers
from .test_practice import QUESTION_ID, answer_by_clicks, new_question, phone

# Every message the worker receives from now on, kept in the worker (its requests' texts).
# Only once the worker's own script has run (its handler set): wrapped any sooner, the script's
# handler would replace the wrapper and nothing would ever be counted.
COUNT_MESSAGES = """() => {
    if (typeof self.onmessage !== "function") throw new Error("the worker's script has not run yet");
    self.__received = [];
    if (self.__counting) return;
    self.__counting = true;
    const respond = self.onmessage;
    self.onmessage = (event) => { self.__received.push(event.data && event.data.request); respond(event); };
}"""


def questions_asked(worker) -> list[dict]:
    """The questions the worker was asked since COUNT_MESSAGES (requests without an answer);
    the grades the page asks ahead are not among them."""
    asked = [json.loads(text) for text in worker.evaluate("self.__received")]
    return [request for request in asked if "answer" not in request]


def asked_ahead(page, worker) -> None:
    """Wait until the next question has come back drawn, then count what the worker receives."""
    expect(page.locator("pl-practice")).to_have_attribute("data-prepared", "ready", timeout=ENGINE_TIMEOUT_MS)
    worker.evaluate(COUNT_MESSAGES)


@pytest.mark.parametrize("lang,prefix,game", [("zh", "", "mingan"), ("en", "en/", "shuangsheng")])
def test_next_is_the_question_asked_while_the_verdict_was_read(kept_context, base_url, lang, prefix, game):
    page, recorder = phone(kept_context, base_url)
    try:
        page.goto(f"{base_url}{prefix}games/{game}/practice/")
        w = page.locator("pl-practice")
        expect(w).to_have_attribute("data-state", "prerendered")
        page.evaluate("""() => document.addEventListener("pl-practice-question",
            (e) => { window.__shown = e.detail; })""")
        answer_by_clicks(page)                        # the page's own question, graded
        workers = engine_workers(page)
        assert len(workers) == 1
        for _ in range(2):
            asked_ahead(page, workers[0])
            before = page.evaluate(QUESTION_ID)
            w.locator(".pl-practice-next").click()
            expect(w).to_have_attribute("data-next", "prepared", timeout=ENGINE_TIMEOUT_MS)
            expect(w.locator(".pl-drill-grade")).to_have_count(0)
            expect(w).to_have_attribute("data-state", "live")
            assert page.evaluate(QUESTION_ID) != before    # a new question: kind, level and seed (two kinds may share a seed)
            shown = page.evaluate("window.__shown")
            request = {"op": "drill", "game": game, "seed": shown["seed"], "kind": shown["kind"],
                       "level": shown["level"]}
            # shown without asking: what the worker was asked since is its grades and the question after it
            ahead = [json.loads(text) for text in workers[0].evaluate("self.__received")]
            assert all({**r, "answer": None} == {**request, "answer": None} for r in ahead if "answer" in r)
            assert request not in questions_asked(workers[0])
            assert shown == handle(request)           # the engine's own question for that seed
            answer_by_clicks(page)                    # its grade: one request (the engine kept it)
            assert len(workers[0].evaluate("self.__received")) >= 1

        # A skip ("Next" on a question left unanswered): the question after it was asked once it was shown.
        asked_ahead(page, workers[0])
        before = page.evaluate(QUESTION_ID)
        w.locator(".pl-practice-next").click()
        new_question(page, before)
        asked_ahead(page, workers[0])                 # this one not answered
        before = page.evaluate(QUESTION_ID)
        w.locator(".pl-practice-next").click()
        new_question(page, before)
        assert w.get_attribute("data-next") == "prepared"
        shown = page.evaluate("window.__shown")
        assert {"op": "drill", "game": game, "seed": shown["seed"], "kind": shown["kind"],
                "level": shown["level"]} not in questions_asked(workers[0])

        asked_ahead(page, workers[0])                 # menus changed: asked afresh
        level = w.locator(".pl-drill-q").get_attribute("data-level")
        other = "1" if level != "1" else "2"
        page.locator('pl-practice select[data-practice="level"]').select_option(other)
        expect(w).to_have_attribute("data-next", "asked", timeout=ENGINE_TIMEOUT_MS)
        expect(w.locator(".pl-drill-q")).to_have_attribute("data-level", other, timeout=ENGINE_TIMEOUT_MS)
        shown = page.evaluate("window.__shown")
        assert questions_asked(workers[0])[0] == {"op": "drill", "game": game, "seed": shown["seed"],
                                                  "kind": shown["kind"], "level": shown["level"]}
    finally:
        page.close()
    assert recorder.errors == [] and recorder.outside() == []


@pytest.mark.parametrize("lang,prefix,game", [("zh", "", "wakeng")])
def test_a_grade_keeps_the_question_asked_ahead_unless_the_misses_pick_the_next(kept_context, base_url, lang,
                                                                                prefix, game):
    """The next question is asked once a question is shown; a grade leaves it be, since nothing it
    was picked under changed, except under "practise what I miss", where the grade changes the
    misses that weigh the next kind: then it is asked again."""
    page, recorder = phone(kept_context, base_url)
    try:
        page.goto(f"{base_url}{prefix}games/{game}/practice/")
        w = page.locator("pl-practice")
        expect(w).to_have_attribute("data-state", "prerendered")
        workers = engine_workers(page)
        for kind, asked_again in (("all", False), ("miss", True)):
            before = page.evaluate(QUESTION_ID)
            page.locator('pl-practice select[data-practice="kind"]').select_option(kind)
            new_question(page, before)
            asked_ahead(page, engine_workers(page)[0])
            workers = engine_workers(page)
            answer_by_clicks(page)
            if asked_again:
                expect(w).to_have_attribute("data-prepared", "ready", timeout=ENGINE_TIMEOUT_MS)
                assert len(questions_asked(workers[0])) == 1
            else:
                page.wait_for_timeout(1000)   # the grade's frame painted, and time for a question to be asked
                assert questions_asked(workers[0]) == []
                assert w.get_attribute("data-prepared") == "ready"
    finally:
        page.close()
    assert recorder.errors == [] and recorder.outside() == []
