"""Practice pages in real Chromium at phone width, both languages (issue 15): questions from the
real engine in the worker, answered by clicks only and by the keyboard only, graded with the
reason and the rule; a share link opened in a fresh browser shows the same question; progress
survives a reload and can be cleared; nothing scrolls sideways."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from .conftest import ENGINE_TIMEOUT_MS, PAGE_MODULE, Recorder, clean_sheet

# One page per language, one family each: the kinds asked by clicks and by keys cover every
# way to answer (a choice, a seat, cards, cards or a pass, a number).
RUNS = [("zh", "", "zhaopengyou", ("follow", "kitty"), ("winner", "follow")),
        ("en", "en/", "wushik", ("answers", "settle"), ("beats", "answers"))]
# The heading of the right answers a wrong answer is shown: the one answer; every one of
# several ("any of these"); for a follow, one the rule allows, as an example.
RIGHT_WORDS = {"zh": ("正确答案", "以下任一都对", "合规的都对，例如"),
               "en": ("The right answer", "Any of these is right", "Any the rule allows, for example")}
WORDS = {
    "bad_link": ("这个链接读不出来", "This link could not be read"),
    "restored": ("已按链接打开这道题。", "The question from the link."),
    "cleared": ("进度已清除。", "Progress cleared."),
}


PHONE = {"viewport": {"width": 390, "height": 844}, "bypass_csp": True, "is_mobile": True, "has_touch": True}


def fresh_phone(browser):
    """A fresh phone context, nothing kept (another reader's browser): (context, page, recorder)."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    return context, page, Recorder(page)


def phone(kept_context, base_url: str):
    """A new page of the session's shared phone context, its engine kept and its localStorage
    cleared (conftest.py); the caller closes it: (page, recorder)."""
    page = kept_context(**PHONE).new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    clean_sheet(page, base_url)
    return page, Recorder(page)


def no_sideways_scroll(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    wide = page.evaluate("""() => [...document.querySelectorAll("pl-practice *")]
        .filter(e => { const r = e.getBoundingClientRect(); return r.width && (r.right > 391 || r.left < -1); })
        .map(e => e.className || e.tagName)""")
    assert wide == []


def question(page) -> dict:
    q = page.locator("pl-practice .pl-drill-q")
    return {"kind": q.get_attribute("data-kind"), "reply": q.get_attribute("data-reply"),
            "count": page.locator("pl-practice .pl-drill-reply").get_attribute("data-count"),
            "text": q.inner_text()}


def graded(page) -> dict:
    grade = page.locator("pl-practice .pl-drill-grade")
    expect(grade).to_be_visible(timeout=ENGINE_TIMEOUT_MS)   # the first answer starts the engine
    rule = grade.locator(".pl-rule a[data-rule]")
    expect(rule).to_have_count(1)
    assert rule.inner_text().strip() and "." not in rule.inner_text()   # a title, never an id
    assert grade.locator(".pl-explain").inner_text().strip()
    assert page.locator("pl-practice .pl-drill-reply button:not([disabled])").count() == 0
    return {"right": grade.get_attribute("data-right") == "true", "text": grade.inner_text()}


def answer_by_clicks(page) -> dict:
    q = question(page)
    form = page.locator("pl-practice .pl-drill-reply")
    if q["reply"] in ("choice", "seat"):
        form.locator("button[name=answer]").first.click()
    elif q["reply"] == "cards":
        cards = page.locator("pl-practice .pl-drill-card")
        for k in range(int(q["count"] or 1)):
            cards.nth(k).click()
        expect(form.locator("[data-picked]")).to_have_text(str(int(q["count"] or 1)))
        form.locator(".pl-drill-submit").click()
    elif form.locator(".pl-sign").count():   # a number below 0 allowed: lost, the amount, the answer button
        form.locator(".pl-sign[data-sign=lost]").click()
        form.locator("input").fill("30")
        form.locator(".pl-drill-submit").click()
    else:   # number: the stepper, then the answer button
        form.locator(".pl-drill-step[data-step='1']").click()
        form.locator(".pl-drill-step[data-step='1']").click()
        form.locator(".pl-drill-submit").click()
    return {**q, **graded(page)}


def answer_by_keys(page) -> dict:
    """Only keys: the element puts the focus on the new question's first control."""
    q = question(page)
    focused = lambda: page.evaluate("document.activeElement.className")  # noqa: E731
    if q["reply"] in ("choice", "seat"):
        assert "pl-drill-choice" in focused() or "pl-drill-seat" in focused()
        page.keyboard.press("Tab")          # the second choice, then Enter answers
        page.keyboard.press("Enter")
    elif q["reply"] == "cards":
        assert "pl-drill-card" in focused()
        for _ in range(int(q["count"] or 1)):
            page.keyboard.press("Enter")    # a card is a toggle button
            page.keyboard.press("Tab")
        while "pl-drill-submit" not in focused():
            page.keyboard.press("Tab")
        page.keyboard.press("Enter")
    else:
        page.keyboard.press("Tab")          # from the − button to the number
        page.keyboard.type("30")
        page.keyboard.press("Enter")
    return {**q, **graded(page)}


# A question is its kind, level and seed: each kind and level takes its own run of seeds from one
# start (practice-seeds.js), so two kinds' questions may share a seed.
QUESTION_ID = """() => { const q = document.querySelector("pl-practice .pl-drill-q");
    return [q.dataset.kind, q.dataset.level, q.dataset.seed]; }"""


def new_question(page, before: list) -> None:
    """Wait until the question on show is another than ``before`` (its kind, level or seed): the
    state alone does not say so, a warm engine answering before "checking" shows (practice-draw.js)."""
    page.wait_for_function(f"(before) => JSON.stringify(({QUESTION_ID})()) !== JSON.stringify(before)", arg=before,
                           timeout=ENGINE_TIMEOUT_MS)


def next_question(page, kind: str | None = None) -> None:
    if kind:   # a question of the kind chosen, asked at once
        before = page.evaluate(QUESTION_ID)
        page.locator('pl-practice select[data-practice="kind"]').select_option(kind)
        new_question(page, before)
        assert question(page)["kind"] == kind
    before = page.evaluate(QUESTION_ID)
    page.locator("pl-practice .pl-practice-next").click()
    new_question(page, before)
    expect(page.locator("pl-practice .pl-drill-grade")).to_have_count(0)
    expect(page.locator("pl-practice")).to_have_attribute("data-state", "live")
    if kind:
        assert question(page)["kind"] == kind


def progress_rows(page) -> dict:
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll("pl-practice tr[data-kind]")]
        .map(r => [r.dataset.kind, [+r.querySelector("[data-n]").textContent, +r.querySelector("[data-right]").textContent]]))""")


def answer_every_way(page, lang: str, by_clicks: tuple, by_keys: tuple) -> list[dict]:
    """The page's own question and the kinds ``by_clicks`` answered by clicks only, then the
    kinds ``by_keys`` by the keyboard only: every answer graded, a wrong one with a right one."""
    # clicks only: the page's own question, then a pick of cards and a number
    done = [answer_by_clicks(page)]
    no_sideways_scroll(page)
    for kind in by_clicks:
        next_question(page, kind)
        done.append(answer_by_clicks(page))
        no_sideways_scroll(page)
    # a wrong answer shows the right one, or every right one where several are (issue 27)
    for d in done:
        if not d["right"]:
            assert any(w in d["text"] for w in RIGHT_WORDS[lang]), d["text"]

    # keys only: one key answers (a choice, a seat), cards toggled and sent
    for kind in by_keys:
        next_question(page, kind)
        done.append(answer_by_keys(page))
    assert page.evaluate("document.activeElement.className").startswith("pl-practice-next")
    page.keyboard.press("Enter")        # "next question" from the keyboard too
    expect(page.locator("pl-practice .pl-drill-grade")).to_have_count(0)
    return done


def choose_level_then_what_i_miss(page) -> None:
    """Choosing a level asks a question at that level at once; "practise what I miss" asks too."""
    w = page.locator("pl-practice")
    page.locator('pl-practice select[data-practice="kind"]').select_option("all")
    page.locator('pl-practice select[data-practice="level"]').select_option("3")
    expect(w.locator(".pl-drill-q")).to_have_attribute("data-level", "3", timeout=ENGINE_TIMEOUT_MS)
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)
    before = page.evaluate(QUESTION_ID)
    page.locator('pl-practice select[data-practice="kind"]').select_option("miss")
    # another question: its kind, level or seed (two kinds' questions may share a seed)
    page.wait_for_function(f"(before) => JSON.stringify(({QUESTION_ID})()) !== JSON.stringify(before)", arg=before,
                           timeout=ENGINE_TIMEOUT_MS)
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)


def progress_counts(page, done: list[dict], store: str) -> dict:
    """Progress per kind, answered and right, kept in localStorage and shown in words: the
    rows shown, checked against the answers ``done``."""
    rows = progress_rows(page)
    for kind in {d["kind"] for d in done}:
        ours = [d for d in done if d["kind"] == kind]
        assert rows[kind] == [len(ours), sum(d["right"] for d in ours)]
    saved = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(store)})"))
    assert {k: [v["n"], v["right"]] for k, v in saved["kinds"].items()} == {k: v for k, v in rows.items() if v[0]}
    return rows


def share_link_opens_the_same_question(browser, page, url: str, lang: str, rows: dict) -> None:
    """A share link, opened in a fresh browser, shows the same question (and none of this
    device's progress); a broken link says so."""
    shown = question(page)
    page.locator("pl-practice .pl-share").click()
    link = page.evaluate("location.href")
    assert re.search(r"#pq=\d+\.[a-z]+\.[123]$", link)
    fresh_context, fresh, fresh_recorder = fresh_phone(browser)
    try:
        fresh.goto(link)
        expect(fresh.locator("pl-practice")).to_have_attribute("data-linked", "restored")
        expect(fresh.locator("pl-practice .pl-status")).to_have_text(WORDS["restored"][lang == "en"],
                                                                     timeout=ENGINE_TIMEOUT_MS)
        assert question(fresh) == shown
        assert progress_rows(fresh) == {k: [0, 0] for k in rows}   # progress is this device's
        no_sideways_scroll(fresh)
        fresh.goto(f"{url}#pq=12.nonsense.9")
        expect(fresh.locator("pl-practice")).to_have_attribute("data-linked", "broken")
        expect(fresh.locator("pl-practice .pl-status")).to_contain_text(WORDS["bad_link"][lang == "en"])
    finally:
        fresh_context.close()
    assert fresh_recorder.errors == [] and fresh_recorder.outside() == []


def progress_survives_a_reload_and_clears(page, url: str, store: str, lang: str, rows: dict) -> None:
    """Progress survives a reload, and can be cleared (for good)."""
    w = page.locator("pl-practice")
    page.goto(url)
    expect(w).to_have_attribute("data-state", "prerendered")
    assert progress_rows(page) == rows
    w.locator(".pl-practice-progress summary").click()
    no_sideways_scroll(page)
    w.locator(".pl-practice-clear").click()
    expect(w.locator(".pl-status")).to_have_text(WORDS["cleared"][lang == "en"])
    assert set(map(tuple, progress_rows(page).values())) == {(0, 0)}
    assert page.evaluate(f"localStorage.getItem({json.dumps(store)})") is None
    page.reload()
    expect(w).to_have_attribute("data-state", "prerendered")
    assert set(map(tuple, progress_rows(page).values())) == {(0, 0)}
    auto = w.locator('select[data-practice="level"] option[value="auto"]')
    assert auto.inner_text() == ("自动（现在第 1 级）" if lang == "zh" else "Automatic (now level 1)")


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix, game, by_clicks, by_keys", RUNS)
def test_practice_by_clicks_keys_links_and_progress(browser, kept_context, base_url, lang, prefix, game, by_clicks,
                                                    by_keys):
    url = f"{base_url}{prefix}games/{game}/practice/"
    store = f"paili.practice.{game}"
    page, recorder = phone(kept_context, base_url)
    try:
        page.goto(url)
        w = page.locator("pl-practice")
        expect(w).to_have_attribute("data-state", "prerendered")
        expect(w.locator(".pl-practice-bar")).to_be_visible()
        no_sideways_scroll(page)
        done = answer_every_way(page, lang, by_clicks, by_keys)
        choose_level_then_what_i_miss(page)
        rows = progress_counts(page, done, store)
        share_link_opens_the_same_question(browser, page, url, lang, rows)
        progress_survives_a_reload_and_clears(page, url, store, lang, rows)
    finally:
        page.close()
    assert recorder.errors == [] and recorder.outside() == []


@pytest.mark.browser
def test_missed_kinds_come_up_more_and_the_automatic_level_moves(kept_context, base_url):
    """The page's own code (practice-progress.js, bundled in the page's module), run in the browser: "practise what I miss"
    weighs a kind by how often it was missed; RUN right answers in a row raise the automatic
    level, MISSES wrong ones lower it, and only on "automatic"."""
    page, recorder = phone(kept_context, base_url)
    try:
        page.goto(f"{base_url}games/wakeng/practice/")
        got = page.evaluate("""async () => {
          const m = await """ + PAGE_MODULE + """;
          const w = m.missWeights(["good", "bad", "new"], {good: {n: 10, right: 10}, bad: {n: 10, right: 1}});
          const p = {kinds: {}, auto: {level: 1, streak: 0, misses: 0}};
          const moves = [];
          for (const right of [true, true, true, true, true, true, false, false, false]) moves.push(m.counted(p, "beats", right, true));
          const fixed = {kinds: {}, auto: {level: 2, streak: 0, misses: 0}};
          for (let i = 0; i < 9; i++) m.counted(fixed, "beats", true, false);
          return {w, moves, p, fixed, run: m.RUN, misses: m.MISSES};
        }""")
    finally:
        page.close()
    good, bad, new = got["w"]
    assert bad > new > good
    assert got["run"] == 5 and got["misses"] == 2
    assert got["moves"] == [0, 0, 0, 0, 1, 0, 0, -1, 0]
    assert got["p"]["kinds"]["beats"] == {"n": 9, "right": 6} and got["p"]["auto"]["level"] == 1
    assert got["fixed"]["auto"]["level"] == 2 and got["fixed"]["kinds"]["beats"] == {"n": 9, "right": 9}
    assert recorder.errors == [] and recorder.outside() == []

