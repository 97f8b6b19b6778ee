"""Fifty-K's open solo (吼牌) tapped in on the record page (issue 25, 1): real Chromium at 390 px,
both languages. The engine's ``next`` offers it (``declare``) while the record has not said it and
nothing is played: beside the banker's call, and after the call instead of the first play; a seat's
button declares it, "Nobody" says none did. Entered by taps, the deal replays in CPython's
``handle`` to the answer the page shows, and the heading line names the soloist."""

from __future__ import annotations

import json

import pytest

from .record_widget import (answer_of, cpython_replay, dealt_record, dealt_whole, open_file, open_page,
                            played_out, record_of, settle, short, sideways, tap_bidding, tap_called, tap_step)

PLAYS = 6
SOLO_DEAL = 70        # a random deal whose seat 3 declares before the banker (seat 1) calls
CALLED_DEAL = 5       # a random deal with a call and no open solo


def check_saved(page, tmp_path, soloist: int) -> None:
    with page.expect_download() as got:
        page.locator("pl-record button.pl-record-save").click()
    path = tmp_path / "deal.json"
    got.value.save_as(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved == record_of(page) and saved["hou"] == soloist
    expected = cpython_replay(saved)
    assert expected["ok"] and expected["valid"] and expected["steps"][0]["rule"] == "wushik.hou"
    assert expected["steps"][0]["solo"] == soloist
    assert answer_of(page) == short(expected)
    roles = page.locator("pl-record .pl-record-view .pl-replay-contract [data-contract='role']")
    assert roles.count() == 2                       # the banker and the soloist


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_open_solo_declared_before_the_call(kept_context, base_url, tmp_path, lang):
    record = dealt_record("wushik", SOLO_DEAL)
    assert record["hou"] is not None and record["call"] is None
    page = open_page(kept_context, base_url, "wushik", lang)
    try:
        assert open_file(page, tmp_path, record) == "recording"
        used = tap_bidding(page, dealt_whole(record))
        assert used == ["declare"], used
        assert record_of(page).get("call") is None and answer_of(page)["next"]["phase"] == "play"
        assert page.locator("pl-record .pl-record-declare").count() == 0
        for step in played_out(record)[:PLAYS]:
            assert tap_step(page, step) == "recording", page.locator("pl-record .pl-status").inner_text()
        check_saved(page, tmp_path, record["hou"])
        assert sideways(page) <= 0
        assert page.errors == []
    finally:
        page.close()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_open_solo_declared_after_the_call_and_nobody(kept_context, base_url, tmp_path, lang):
    """After the banker's call the first play waits for the open solo: "Nobody" is offered, and
    a seat's button declares it (the call stays in the record; the solo replaces it)."""
    record = dealt_record("wushik", CALLED_DEAL)
    assert record["hou"] is None and record["call"]
    soloist = (record["banker"] + 2) % 4
    page = open_page(kept_context, base_url, "wushik", lang)
    try:
        assert open_file(page, tmp_path, record) == "recording"
        page.locator("pl-record button.pl-record-own-bidding").click()
        assert settle(page) == "recording"
        cut = record_of(page)
        assert "call" not in cut and "hou" not in cut
        calls = page.locator("pl-record .pl-record-calls")
        assert calls.locator(".pl-record-declare").count() == 4 and calls.locator(".pl-record-declare-none").count() == 1
        page.wait_for_function("!document.querySelector('pl-record .pl-record-calls .pl-record-wait')")
        # a K may never be called: refused with its rule, and nothing entered is lost
        deck = page.locator("pl-record .pl-record-deckpick")
        deck.locator(".pl-deck-card[data-card='SK']").click()
        calls.locator(".pl-record-callcard").click()
        assert settle(page) == "refused" and record_of(page) == cut
        assert page.locator("pl-record .pl-record-refusal a[href*='#wushik.call']").count()
        deck.locator(".pl-chip[data-card='SK']").click()
        tap_called(page, dealt_whole(record), answer_of(page)["next"])
        page.wait_for_function("(c) => document.querySelector('pl-record').record.call === c", arg=record["call"])
        assert settle(page) == "recording"
        assert record_of(page)["call"] == record["call"] and "hou" not in record_of(page)
        next_ = answer_of(page)["next"]
        assert next_["phase"] == "play" and next_["declare"]["field"] == "hou"
        assert page.locator("pl-record button.pl-record-play").is_hidden()   # the solo first
        assert calls.locator(".pl-record-declare-none").is_visible()
        calls.locator(f".pl-record-declare[data-seat='{soloist}']").click()
        assert settle(page) == "recording"
        assert record_of(page)["hou"] == soloist and "declare" not in answer_of(page)["next"]
        for step in played_out(record)[:PLAYS]:
            assert tap_step(page, step) == "recording", page.locator("pl-record .pl-status").inner_text()
        check_saved(page, tmp_path, soloist)
        assert sideways(page) <= 0
        assert page.errors == []
    finally:
        page.close()
