"""A deal played from one seat against the engine on a record page (issue 25, 2 and 4): real
Chromium at 390 px, both languages. The reader sits down with no deal on the page (the engine
deals one), the engine acts for every other seat (``autoplay``), and the reader's own steps
are tapped: a call button, "The bidding is over", the kitty's cards to bury, a card called (the
engine's own choice for that seat), "No more counters", "Nobody" for an open solo (asked before the
first play, the reader's own lead included), and each play,
whose cards CPython picks (the engine's own choice for that seat, from ``autoplay`` asked for
another seat). The deal reaches its end, and CPython's ``replay`` finds every step legal."""

from __future__ import annotations

import pytest

from engine.api import handle

from .record_widget import (answer_of, cpython_replay, open_page, record_of, settle, sideways, steps_in, tap_called,
                            tap_step)

MOST_TURNS = 400


def flat(record: dict) -> list[dict]:
    if "tricks" in record:
        return [s for trick in record["tricks"] for s in trick]
    return list(record.get("plays") or [])


def my_play(record: dict, seat: int) -> dict:
    """A legal play for ``seat``: the engine's, asked to play every seat but another one."""
    step = flat(engine_would(record, seat))[steps_in(record)]
    assert step["seat"] == seat
    return {k: v for k, v in step.items() if k != "as"}


def my_turn_to_play(next_: dict, record: dict, seat: int) -> bool:
    """``seat`` plays now: its turn in the play, and no declaration still open (a Fifty-K open solo
    not said yet is asked before the first play, even when that play is the reader's)."""
    declare = next_.get("declare")
    still_open = isinstance(declare, dict) and declare.get("field") not in record
    return next_["phase"] == "play" and next_["seat"] == seat and not still_open


def engine_would(record: dict, seat: int) -> dict:
    """The record with ``seat``'s next steps made as the engine would make them (``autoplay``
    asked to play every seat but another one)."""
    other = (seat + 1) % len(record["hands"])
    return handle({"op": "autoplay", "game": record["game"], "seat": other, "deal": record, "seed": 7})["deal"]


def my_setup_step(page, seat: int) -> bool:
    """The reader's step before the play, by taps; False when there is none on show."""
    calls = page.locator("pl-record .pl-record-calls")
    if calls.locator(".pl-record-callcopy, .pl-record-callcard, .pl-record-blind").count():
        tap_called(page, engine_would(record_of(page), seat), answer_of(page)["next"])
    elif calls.locator(".pl-record-declare-none").count():          # Fifty-K's open solo: not declared
        calls.locator(".pl-record-declare-none").click()
    elif calls.locator(".pl-record-counter-none").count():
        calls.locator(".pl-record-counter-none").click()
    elif calls.locator(".pl-record-choice").count():
        calls.locator(".pl-record-choice").first.click()
    elif calls.locator(".pl-record-close").count():
        calls.locator(".pl-record-close").click()
    elif calls.locator(".pl-record-bury").count():
        for chip in page.locator("pl-record .pl-record-view .pl-replay-kitty .pl-record-pick").all():
            chip.click()
        calls.locator(".pl-record-bury").click()
    elif calls.locator(".pl-record-keep").count():
        calls.locator(".pl-record-keep").click()
    else:
        return False
    return True


# The seat's strategy seed is the page's own random draw, but for Fifty-K's: seed 5 makes seat 3
# the banker, who calls a card and then leads, so the open solo is asked before the reader's own
# first play (a random draw met it one time in four).
@pytest.mark.parametrize("game,lang,seat,seed", [("wakeng", "zh", 0, None), ("shuangsheng", "en", 1, None),
                                                 ("wushik", "en", 2, 5), ("mingan", "zh", 3, None),
                                                 ("zhaopengyou", "zh", 4, None)])
def test_a_deal_played_from_one_seat_reaches_its_end_every_step_legal(kept_context, base_url, game, lang, seat, seed):
    page = open_page(kept_context, base_url, game, lang)
    try:
        if seed is not None:          # record-seat.js draws 1 + (one random word % 999,999)
            page.evaluate(f"() => {{ crypto.getRandomValues = (a) => {{ a[0] = {seed - 1}; return a; }}; }}")
        page.locator(f"pl-record button.pl-record-sit[data-seat='{seat}']").click()
        page.wait_for_function("document.querySelector('pl-record').record")
        drawn = page.evaluate("document.querySelector('pl-record').seat.seed")
        try:
            play_out(page, seat)
        except Exception as failed:
            failed.add_note(f"the seat's strategy seed was {drawn}: give it in the parametrize to play this deal again")
            raise
        record = record_of(page)
        expected = cpython_replay(record)
        assert expected["ok"] and expected["valid"]
        assert expected["complete"] or expected["next"]["phase"] == "over"
        assert page.evaluate("document.querySelector('pl-record').dataset.state") == "complete"
        assert sideways(page) <= 0
        assert page.errors == []
    finally:
        page.close()


def play_out(page, seat: int) -> None:
    """Tap the reader's steps, the engine making the others', to the deal's end."""
    for _ in range(MOST_TURNS):
        assert settle(page) in ("recording", "complete"), page.locator("pl-record .pl-status").inner_text()
        answer = answer_of(page)
        if answer["complete"] or answer["next"]["phase"] == "over":
            return
        if my_turn_to_play(answer["next"], record_of(page), seat):
            assert tap_step(page, my_play(record_of(page), seat)) in ("recording", "complete")
        else:
            assert my_setup_step(page, seat), f"nothing to tap at {answer['next']}"
            settle(page)
    raise AssertionError("the deal never ended")
