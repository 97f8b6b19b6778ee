"""Practice grades asked ahead (issue 24 §2, decision 63), in real Chromium at phone width, both
languages: once a question is on screen the page asks the engine to grade each one-tap answer
(a choice, a seat, a pass), and each complete answer the reader composes (cards, a number);
the answer then sent is drawn from that grade (``data-grade="ahead"``) without a request of its
own, and the verdict is the engine's for that very answer (CPython's, the same), a changed pick
included. Progress counts each answer once."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from engine.api import handle

from .conftest import ENGINE_TIMEOUT_MS, engine_workers
from .test_practice import phone
from .test_practice_next import COUNT_MESSAGES

# Every answer the worker posts back from now on (its ids), kept in the worker.
COUNT_ANSWERS = """() => {
    self.__answered = 0;
    if (self.__answering) return;
    self.__answering = true;
    const post = self.postMessage.bind(self);
    self.postMessage = (message, ...rest) => {
        if (message && message.id !== undefined) self.__answered += 1;
        return post(message, ...rest);
    };
}"""

# (seed, kind, level): a choice and a pick of cards and a number, per page; the wushik cards
# question has a pass, and its number is signed.
CASES = {
    "zhaopengyou": [(3, "shape", 1), (3, "follow", 1), (3, "kitty", 2)],
    "wushik": [(3, "beats", 1), (3, "answers", 1), (3, "settle", 2)],
}


def listening(page):
    """The page's engine worker once its own script has run and set its message handler (a
    module worker is listed as soon as it is made, before its imports are in)."""
    for _ in range(600):
        workers = engine_workers(page)
        if workers and workers[0].evaluate("typeof self.onmessage === 'function'"):
            return workers[0]
        page.wait_for_timeout(50)
    raise AssertionError("no engine worker listening on the page")


def counting(worker) -> None:
    """Count what the worker is asked and what it answers from now on, both from the same moment:
    one task of the worker's (a worker busy starting runs a test's scripts between the messages
    it has queued, and the worker looks up its postMessage as it starts to answer)."""
    worker.evaluate(f"() => {{ ({COUNT_MESSAGES})(); ({COUNT_ANSWERS})(); }}")


def settled(page, worker, request: dict, n: int) -> list[dict]:
    """Once the worker has been asked at least `n` requests about `request`'s question since
    `counting`, and has answered all it was asked: those requests, in order."""
    same = lambda r: all(r.get(k) == request[k] for k in ("game", "seed", "kind", "level"))  # noqa: E731
    for _ in range(600):
        received = [json.loads(text) for text in worker.evaluate("self.__received")]
        mine = [r for r in received if same(r)]
        if len(mine) >= n and worker.evaluate("self.__answered") >= len(received):
            return mine
        page.wait_for_timeout(50)
    raise AssertionError(f"the worker was not asked {n} requests about {request}, or did not answer: "
                         f"asked {received}, answered {worker.evaluate('self.__answered')}")


def one_tap(question: dict) -> list:
    """A question's one-tap answers, as the page sends them."""
    reply = question["reply"]
    return ([c["value"] for c in reply.get("choices") or []] + [int(s) for s in reply.get("seats") or []]
            + ([""] if reply.get("pass") else []))


def open_question(page, worker, game: str, seed: int, kind: str, level: int) -> tuple[dict, dict]:
    """The question `#pq=` names, on show, and its one-tap answers graded ahead: (request, question)."""
    request = {"op": "drill", "game": game, "seed": seed, "kind": kind, "level": level}
    question = handle(request)
    counting(worker)
    page.evaluate("(h) => { location.hash = h; }", f"#pq={seed}.{kind}.{level}")
    q = page.locator("pl-practice .pl-drill-q")
    expect(q).to_have_attribute("data-seed", str(seed), timeout=ENGINE_TIMEOUT_MS)
    expect(q).to_have_attribute("data-kind", kind)
    asked = settled(page, worker, request, 1 + len(one_tap(question)))
    assert asked[0] == request                                   # the question, then its grades
    assert sorted(map(json.dumps, (r["answer"] for r in asked[1:]))) == sorted(map(json.dumps, one_tap(question)))
    return request, question


def sent(page, worker) -> dict:
    """The verdict of the answer just sent (the grade event's detail), after checking it was
    drawn from what was asked ahead: the worker graded nothing from the tap on (the next
    question, asked once the verdict is painted, is not a grade)."""
    w = page.locator("pl-practice")
    expect(w.locator(".pl-drill-grade")).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    expect(w).to_have_attribute("data-grade", "ahead")
    assert [text for text in worker.evaluate("self.__received") if '"answer"' in text] == []
    return page.evaluate("window.__grade")


def progress(page, game: str, kind: str) -> int:
    stored = page.evaluate("(key) => localStorage.getItem(key)", f"paili.practice.{game}")
    return (json.loads(stored or "{}").get("kinds", {}).get(kind) or {}).get("n", 0)


@pytest.mark.parametrize("lang,prefix,game", [("zh", "", "zhaopengyou"), ("en", "en/", "wushik")])
def test_the_answer_sent_is_drawn_from_its_grade_asked_ahead(kept_context, base_url, lang, prefix, game):
    page, recorder = phone(kept_context, base_url)
    try:
        page.goto(f"{base_url}{prefix}games/{game}/practice/")
        page.evaluate("""() => document.addEventListener("pl-practice-grade",
            (e) => { window.__grade = e.detail; })""")
        w = page.locator("pl-practice")
        form = w.locator(".pl-drill-reply")
        page.wait_for_function("() => document.querySelector('pl-practice').dataset.state === 'prerendered'")
        worker = listening(page)   # the engine starts at once on a practice page (decision 30)
        choice, cards, number = CASES[game]

        # A choice: every one graded once the question is shown; a wrong one sent.
        request, question = open_question(page, worker, game, *choice)
        wrong = next(c for c in one_tap(question) if c not in question["solutions"])
        before = progress(page, game, request["kind"])
        counting(worker)
        form.locator(f'button[name=answer][value="{wrong}"]').click()
        got = sent(page, worker)
        assert got == handle({**request, "answer": wrong}) and got["right"] is False
        page.wait_for_timeout(300)   # the progress is kept once the verdict is painted
        assert progress(page, game, request["kind"]) == before + 1

        # Cards: the pick graded as it is complete; a changed pick graded again, and that one sent.
        request, question = open_question(page, worker, game, *cards)
        hand = w.locator(".pl-drill-card")
        picked = []
        counting(worker)
        for token in question["solution"].split():
            button = w.locator(f'.pl-drill-card[data-card="{token}"][aria-pressed="false"]').first
            picked.append(button.get_attribute("data-i"))
            button.click()
        assert [r["answer"] for r in settled(page, worker, request, 1)] == [question["solution"]]
        counting(worker)
        w.locator(f'.pl-drill-card[data-i="{picked[-1]}"]').click()        # the pick changed
        other = next(i for i in range(hand.count()) if hand.nth(i).get_attribute("aria-pressed") == "false"
                     and hand.nth(i).get_attribute("data-i") != picked[-1])
        hand.nth(other).click()
        changed = settled(page, worker, request, 1)[-1]["answer"]
        assert changed != question["solution"]
        counting(worker)
        form.locator(".pl-drill-submit").click()
        assert sent(page, worker) == handle({**request, "answer": changed})

        # A number: graded as it is typed, sent as typed.
        request, question = open_question(page, worker, game, *number)
        value = question["solution"]
        counting(worker)
        if form.locator(".pl-sign").count():
            form.locator(f'.pl-sign[data-sign={"lost" if value < 0 else "won"}]').click()
        form.locator("input").fill(str(abs(value)))
        assert settled(page, worker, request, 1)[-1]["answer"] == value
        counting(worker)
        form.locator(".pl-drill-submit").click()
        got = sent(page, worker)
        assert got == handle({**request, "answer": value}) and got["right"] is True
    finally:
        page.close()
    assert recorder.errors == [] and recorder.outside() == []
