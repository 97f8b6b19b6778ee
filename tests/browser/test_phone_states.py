"""A phone's reader (390 px, touch), both languages, in real Chromium with the real engine (issue
27 point 5): a loss is entered in a few taps on a phone's keypad (won/lost, then the amount: a
number pad has no minus key) and the grade is the engine's own; a grade, right or wrong, reads
at WCAG AA (phone_checks.py); the "ready offline" note covers no card and goes at a tap."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from engine.api import handle

from .conftest import ENGINE_TIMEOUT_MS, Recorder
from .phone_checks import contrast_now, lone_buttons

LANGS = [("zh", ""), ("en", "en/")]
GAME = "mingan"   # a climbing game: its settle question asks what a seat wins or loses


def a_loss(level: int = 2) -> tuple[int, dict]:
    """A settle question (its seed and the engine's question) whose answer is a loss: −160 if
    one of the first seeds asks it, else the first loss."""
    losses = []
    for seed in range(1, 40):
        q = handle({"op": "drill", "game": GAME, "seed": seed, "kind": "settle", "level": level})
        if q.get("ok") and q["solution"] < 0:
            if q["solution"] == -160:
                return seed, q
            losses.append((seed, q))
    assert losses, "no settle question with a loss among the first seeds"
    return losses[0]


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True,
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    recorder = Recorder(page)
    yield page
    context.close()
    assert recorder.outside() == [] and recorder.errors == []


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_loss_is_entered_in_a_few_taps(phone, base_url, lang, prefix):
    """Lost, the digits on the number pad, Answer: the grade is the engine's verdict on that
    number. In English the sign is left at "won", a wrong answer: graded wrong, as the engine says."""
    page = phone
    seed, q = a_loss()
    page.goto(f"{base_url}{prefix}games/{GAME}/practice/#pq={seed}.settle.2")
    practice = page.locator("pl-practice")
    expect(practice.locator(".pl-drill-q")).to_have_attribute("data-seed", str(seed), timeout=ENGINE_TIMEOUT_MS)
    field = practice.locator("pl-number-field[signed]")
    box = field.locator("input")
    assert box.get_attribute("inputmode") == "numeric"
    amount = str(-q["solution"])
    taps = 0
    if lang == "zh":
        field.locator(".pl-sign[data-sign=lost]").tap()
        taps += 1
    box.tap()
    page.keyboard.type(amount)   # the phone's number pad: digits only
    assert contrast_now(page, "pl-practice .pl-drill-reply", "sign chosen") == []
    assert lone_buttons(page) == []   # the amount and Answer side by side
    practice.locator(".pl-drill-submit").tap()
    taps += 1 + 1 + len(amount)
    assert taps <= 6
    given = q["solution"] if lang == "zh" else -q["solution"]
    verdict = handle({"op": "drill", "game": GAME, "seed": seed, "kind": "settle", "level": 2, "answer": given})
    grade = practice.locator(".pl-drill-grade")
    expect(grade).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    assert grade.get_attribute("data-right") == str(verdict["right"]).lower()
    assert verdict["right"] is (lang == "zh")
    assert verdict["explain"][lang] in grade.locator(".pl-explain").inner_text()
    # the reader's answer stays on show, its sign as given
    assert field.locator(f'.pl-sign[aria-pressed=true]').get_attribute("data-sign") == ("lost" if lang == "zh" else "won")
    assert box.input_value() == amount
    assert contrast_now(page, "pl-practice", "graded") == []
    expect(practice.locator(".pl-practice-next")).to_have_css("font-weight", "700")   # the main button now


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_offline_note_covers_no_card(phone, base_url, lang, prefix):
    """The note the page shows once everything is kept (offline.js, on the service worker's
    message) sits in the header bar, over the site's name: every card on screen is still the
    one a tap reaches; a tap on the note puts the name back."""
    page = phone
    page.goto(f"{base_url}{prefix}games/zhaopengyou/practice/")
    page.evaluate("() => navigator.serviceWorker.ready")
    # a hand's cards at the foot of the screen, where a note at the foot would lie over them
    page.evaluate("""() => { const c = [...document.querySelectorAll("pl-practice .pl-drill-q .pl-card")].at(-1);
        window.scrollBy(0, c.getBoundingClientRect().bottom - innerHeight + 24); }""")
    page.evaluate("""() => navigator.serviceWorker.dispatchEvent(new MessageEvent("message",
        { data: { type: "paili:offline-ready", version: "a test's" } }))""")
    note = page.locator(".pl-offline-ready")
    expect(note).to_be_visible()
    header = page.locator(".md-header").bounding_box()
    box = note.bounding_box()
    assert box["y"] >= header["y"] - 0.5 and box["y"] + box["height"] <= header["y"] + header["height"] + 0.5
    # no card or button of the page shown (below the header bar) lies under the note
    covered = page.evaluate("""() => { const n = document.querySelector(".pl-offline-ready").getBoundingClientRect();
        const bar = document.querySelector(".md-header").getBoundingClientRect().bottom;
        return [...document.querySelectorAll("article .pl-card, article button")].filter((c) => {
            const r = c.getBoundingClientRect();
            return r.width > 0 && r.bottom > bar && r.left < n.right && r.right > n.left && r.top < n.bottom && r.bottom > n.top;
        }).length; }""")
    assert covered == 0
    note.tap()
    expect(note).to_have_count(0)
