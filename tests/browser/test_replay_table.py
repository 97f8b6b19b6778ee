"""The replay's table view in real Chromium: at every step of every sample deal on the
replay pages, the hands drawn hold exactly the cards a CPython ``replay`` with ``table``
says remain, and it reads like a hand record (the trump or the contract on screen, the
leader marked; the climbing games step one play at a time); no sideways scroll at 390 px;
keys and swipes step; hide and guess grades a legal and an illegal guess (the illegal one
says why and is guessed again); ``load(record)`` replaces the deal.

Read from the page in bulk: each hand carries its seat and cards (``data-seat``,
``data-cards``) and draws one chip per card.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from playwright.sync_api import expect

from engine.api import handle
from widgets.build.script_words import SCRIPT_WORDS
from widgets.build.replay_fence import load_sample, replay_answer
from widgets.render.replay import frames, play_order, rows_html, seats_of
from widgets.render.replay_guess import turns

from .conftest import ENGINE_TIMEOUT_MS, Recorder, clean_sheet
from .replay_widget import check_hand_record, read_record, wait_shown

GAMES = ["zhaopengyou", "shuangsheng", "wakeng", "mingan", "wushik"]
READ = """els => els.map(e => [Number(e.dataset.seat), e.dataset.cards, e.querySelectorAll('.pl-card').length])"""


def expected_hands(record: dict, with_frames: bool = False):
    """For each frame, the hands after it: {seat: cards} (and the frames, ``with_frames``)."""
    game = record["game"]
    response = replay_answer(game, record)
    out = []
    fs = frames(game, record, response)
    for f in fs:
        hands = response["table"]["hands"]
        for step in response["steps"][:f["span"][1] + 1]:
            hands = step.get("hands", hands)
        out.append({int(s): c for s, c in hands.items()})
    return (out, fs) if with_frames else out


def hands_of(got: list) -> dict:
    """{seat: cards} from READ's rows, each hand drawn with one chip per card."""
    for seat, cards, chips in got:
        assert chips == len(cards.split()), (seat, cards, chips)
    return {seat: cards for seat, cards, _ in got}


def shown_hands(w) -> dict:
    return hands_of(w.locator(".pl-replay-view .pl-hand").evaluate_all(READ))


def page_records(page) -> list[dict]:
    return [json.loads(t) for t in page.locator("pl-replay script.pl-replay-record").all_text_contents()]


@pytest.fixture
def open_page(kept_context, base_url):
    """``open_page(width)``: a new page of the session's shared context for that width (its engine
    kept: conftest.py), its recorder; closed after the test."""
    made = []

    def opener(width):
        context = kept_context(viewport={"width": width, "height": 800}, bypass_csp=True, has_touch=width < 500)
        page = context.new_page()
        page.set_default_timeout(ENGINE_TIMEOUT_MS)
        clean_sheet(page, base_url)
        made.append((page, Recorder(page)))
        return made[-1]

    yield opener
    for page, _ in made:
        page.close()


WIDTHS = (390, 1280)


def check_frame(page, w, want, frame, *, lang, width, where):
    """The hands and the hand record of ``frame`` as drawn at ``width`` (the page resized to it),
    read in one call; at 390 px the page does not scroll sideways."""
    if page.viewport_size["width"] != width:
        page.set_viewport_size({"width": width, "height": 800})
    got = read_record(w)
    assert hands_of(got["hands"]) == want, where
    check_hand_record(got, frame, lang=lang, phone=width == 390)
    if width == 390:
        assert got["fits"], where


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", [("zh", ""), ("en", "en/")])
def test_every_step_shows_the_hands_the_engine_says_remain(open_page, base_url, lang, prefix):
    """… and reads like a hand record at every step (the trump or the contract, the leader
    marked: replay_widget.assert_hand_record), the climbing games one play at a time; each step
    is checked at a phone's width and a desktop's (the page resized: the layout is CSS media
    queries only, and each step is walked once), the widths taken in turns so the page is
    resized once a step."""
    page, recorder = open_page(390)
    widths = list(WIDTHS)
    for game in GAMES:
        page.goto(f"{base_url}{prefix}games/{game}/replay/")
        records = page_records(page)
        assert records
        for nth, record in enumerate(records):
            want, fs = expected_hands(record, with_frames=True)
            w = page.locator("pl-replay").nth(nth)
            # the build's first frame already holds the hands as dealt
            for width in widths:
                check_frame(page, w, want[0], fs[0], lang=lang, width=width, where=(game, nth, 0))
            w.focus()
            for k in range(1, len(want)):
                w.press("ArrowRight")
                wait_shown(w, k)
                widths.reverse()
                for width in widths:
                    check_frame(page, w, want[k], fs[k], lang=lang, width=width, where=(game, nth, k))
            w.press("Home")
            wait_shown(w, 0)
            assert shown_hands(w) == want[0]
    assert recorder.errors == [], "console errors"
    assert recorder.outside() == [], "requests left 127.0.0.1"


@pytest.mark.browser
def test_a_swipe_steps_like_the_arrow_keys(open_page, base_url):
    page, recorder = open_page(390)
    page.goto(f"{base_url}en/games/wakeng/replay/")
    w = page.locator("pl-replay").first
    view = w.locator(".pl-replay-view")

    def swipe(x0, x1):
        view.dispatch_event("pointerdown", {"pointerType": "touch", "clientX": x0, "clientY": 300, "isPrimary": True})
        view.dispatch_event("pointerup", {"pointerType": "touch", "clientX": x1, "clientY": 310, "isPrimary": True})

    swipe(300, 100)                   # leftwards: the next step
    wait_shown(w, 1)
    swipe(300, 100)
    wait_shown(w, 2)
    swipe(100, 300)                   # rightwards: back
    wait_shown(w, 1)
    swipe(200, 190)                   # a tap, not a swipe: stays
    page.wait_for_timeout(300)
    wait_shown(w, 1)
    view.dispatch_event("pointerdown", {"pointerType": "mouse", "clientX": 300, "clientY": 300})
    view.dispatch_event("pointerup", {"pointerType": "mouse", "clientX": 50, "clientY": 300})
    page.wait_for_timeout(300)        # a mouse drag selects text; it does not step
    wait_shown(w, 1)
    assert recorder.errors == []


def script_word(table: str, key: str, lang: str) -> str:
    """A word the page's script says (widgets/build/script_words.py)."""
    return SCRIPT_WORDS[table][key][0 if lang == "zh" else 1]


def first_turn(record: dict, seat: int):
    """The first frame where ``seat`` plays, and its first turn (CPython)."""
    game = record["game"]
    response = replay_answer(game, record)
    fs = frames(game, record, response)
    for k, f in enumerate(fs):
        found = turns(game, record, response, f, seat, lang="en", seats=seats_of(record),
                      order=play_order(game), rows_html=rows_html)
        if found and found[0]["actual"] is not None and found[0]["field"] == "play":
            return k, found[0]
    raise AssertionError("the seat never answers a play")


def an_illegal_guess(turn: dict) -> str:
    """Cards from the hand the engine refuses at this turn (CPython's engine says so)."""
    n = len(turn["actual"].split())
    hand = turn["hand"].split()
    for start in range(len(hand) - n + 1):
        guess = " ".join(hand[len(hand) - start - n:len(hand) - start])   # from the low end up
        answer = handle({**turn["check"], turn["field"]: guess})
        legal = answer.get("legal", answer.get("beats"))
        if answer["ok"] and legal is False:
            return guess
    raise AssertionError("no illegal guess in this hand")


def pick(w, seat: int, cards: str):
    hand = w.locator(f'.pl-guess-table .pl-hand[data-seat="{seat}"]')
    for card, n in Counter(cards.split()).items():
        chips = hand.locator(f'.pl-card[data-card="{card}"]')
        for i in range(n):
            chips.nth(i).click()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix, game, seat", [("zh", "", "zhaopengyou", 1), ("en", "en/", "wakeng", 2)])
def test_hide_and_guess_grades_a_legal_and_an_illegal_guess(open_page, base_url, lang, prefix, game, seat):
    page, recorder = open_page(390 if lang == "zh" else 1280)
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    w = page.locator("pl-replay").first
    record = page_records(page)[0]
    k, turn = first_turn(record, seat)
    w.locator(".pl-guess-toggle").click()
    expect(w).to_have_attribute("data-guess", "choose")
    other = w.locator('.pl-replay-view .pl-table-seat[data-seat="0"]')
    expect(other).to_have_attribute("role", "button")
    other.focus()
    page.keyboard.press("Enter")             # a seat is picked from the keyboard too
    expect(w).to_have_attribute("data-guess", "0")
    w.locator(f'.pl-replay-view .pl-table-seat[data-seat="{seat}"]').click()
    expect(w).to_have_attribute("data-guess", str(seat))
    # the other hands are hidden, the chosen one shows (checked once the engine draws)
    w.focus()
    for i in range(1, k + 1):
        w.press("ArrowRight")
        if i < k:
            wait_shown(w, i)
            hidden = w.locator(".pl-replay-view .pl-hand .pl-hand-cards:visible")
            expect(hidden).to_have_count(1)
    expect(w).to_have_attribute("data-state", "guessing", timeout=ENGINE_TIMEOUT_MS)
    hand = w.locator(f'.pl-guess-table .pl-hand[data-seat="{seat}"]')
    assert hand.get_attribute("data-cards") == turn["hand"]
    result = w.locator(".pl-guess-result")
    illegal = an_illegal_guess(turn)
    pick(w, seat, illegal)
    w.locator(".pl-guess-check").click()
    expect(result).to_have_attribute("data-legal", "false", timeout=ENGINE_TIMEOUT_MS)
    # an illegal guess says why (the engine's words, the rule) and keeps the real play hidden:
    # the reader guesses again, told so on the status line
    assert result.locator(".pl-explain").count() == 1 and result.locator(".pl-rule a").count() == 1
    assert result.locator(".pl-guess-actual").count() == 0
    status = w.locator(".pl-status")
    expect(status).to_have_text(script_word("guess", "retry", lang))
    assert w.locator(".pl-guess-skip").inner_text() == script_word("guess", "skip", lang)
    pick(w, seat, illegal)            # unpicked
    pick(w, seat, turn["actual"])
    w.locator(".pl-guess-check").click()
    expect(result).to_have_attribute("data-legal", "true", timeout=ENGINE_TIMEOUT_MS)
    assert result.locator(".pl-explain").count() == 1 and result.locator(".pl-rule a").count() == 1
    assert result.locator(".pl-guess-actual .pl-card").count() == len(turn["actual"].split())
    expect(status).to_have_text(script_word("guess", "right", lang))
    assert w.locator(".pl-guess-skip").inner_text() == script_word("guess", "next", lang)
    # on to the frame itself (after this seat's remaining turns in it)
    for _ in range(20):
        if w.get_attribute("data-state") == "live":
            break
        w.locator(".pl-guess-skip").click()
    wait_shown(w, k)
    # showing every hand again
    w.locator(".pl-guess-toggle").click()
    expect(w.locator(".pl-replay-view .pl-hand .pl-hand-cards:visible")).to_have_count(seats_of(record))
    assert recorder.errors == []


@pytest.mark.browser
def test_load_replaces_the_record_and_starts_at_step_zero(open_page, base_url):
    page, recorder = open_page(1280)
    page.goto(f"{base_url}en/games/zhaopengyou/replay/")
    w = page.locator("pl-replay").first
    other = load_sample("zpy_big_kitty")
    want = expected_hands(other)
    w.focus()
    w.press("ArrowRight")
    wait_shown(w, 1)
    w.evaluate("(el, record) => el.load(record)", other)
    wait_shown(w, 0)
    expect(w.locator(".pl-replay-count")).to_have_text(f"1 / {len(want)}")
    assert shown_hands(w) == want[0]
    w.press("End")
    wait_shown(w, len(want) - 1)
    assert shown_hands(w) == want[-1]
    assert recorder.errors == []

