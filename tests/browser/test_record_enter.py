"""A deal entered by taps only on each game's record page (issue 25, 1 and 4), in real Chromium
at 390 px, both languages: a random deal, one hand edited by tapping cards, the bidding entered
again by taps (the friend, partner or banker's card picked in a deck, the counters after the bury),
then the first plays
tapped in the hand of the seat to play. The file the page saves replays in CPython's
``engine.api.handle`` to the very answer the page showed, and nothing scrolls sideways."""

from __future__ import annotations

import json

import pytest

from engine.games import GAMES

from .record_widget import (answer_of, cpython_replay, deal, dealt_record, dealt_whole, open_file, open_page,
                            played_out, record_of, settle, short, sideways, steps_in, tap_bidding, tap_step)

# each game in both languages
CASES = [("zhaopengyou", "zh"), ("shuangsheng", "en"), ("wakeng", "en"), ("mingan", "zh"), ("wushik", "en"),
         ("wakeng", "zh"), ("shuangsheng", "zh"), ("zhaopengyou", "en"), ("mingan", "en"), ("wushik", "zh")]
PLAYS = 9      # steps of play entered: two tricks and more at any table
# the steps named rather than listed, by taps too (record-declare.js): a card called, the counters,
# the open solo declared by nobody (or by a seat: then the seat, and no card)
DECLARED = {"zhaopengyou": {"card"}, "mingan": {"card"}, "wushik": {"card", "nobody"}, "shuangsheng": {"counter"}}


def declared(game: str, record: dict) -> set[str]:
    """The steps of ``DECLARED`` this deal asks for: 双升's counters only where, after the bury,
    the engine asks for them (a deal where no seat could counter goes straight to the play); 五十K's
    open solo, where the random deal has one, is the seat's button instead of a card and "Nobody"."""
    want = set(DECLARED.get(game, set()))
    if record.get("hou") is not None:
        want = {"declare"}
    if "counter" in want:
        whole = dealt_whole(record)
        cut = {k: v for k, v in whole.items() if k not in ("tricks", "plays", "counters")}
        if cpython_replay(cut)["next"]["phase"] != "counter":
            want.discard("counter")
    return want


def edit_a_hand(page, record: dict, seat: str = "0") -> None:
    """Seat 1's hand (or the kitty) by taps: take its first card out (the chip), put it back (the
    deck), use it."""
    page.locator(f"pl-record .pl-record-seat[data-seat='{seat}']").click()
    editor = page.locator("pl-record .pl-record-editor")
    first = (record["kitty"] if seat == "kitty" else record["hands"][seat]).split()[0]
    editor.locator(f".pl-chip[data-card='{first}']").first.click()
    editor.locator(f".pl-deck-card[data-card='{first}']").click()
    editor.locator("button.pl-record-apply").click()
    assert settle(page) == "recording"
    assert editor.is_hidden()


def unordered(value):
    """Cards as a set of copies: taps pick them in the order of the hand, not the deal's."""
    if isinstance(value, dict):
        return {k: unordered(v) for k, v in value.items()}
    if isinstance(value, list):
        return [unordered(v) for v in value]
    return " ".join(sorted(value.split())) if isinstance(value, str) else value


def setup(record: dict) -> dict:
    return unordered({k: v for k, v in record.items() if k not in ("plays", "tricks")})


def saved_file(page, tmp_path) -> dict:
    with page.expect_download() as got:
        page.locator("pl-record button.pl-record-save").click()
    path = tmp_path / "deal.json"
    got.value.save_as(path)
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game,lang", CASES)
def test_a_deal_entered_by_taps_replays_as_in_cpython(kept_context, base_url, tmp_path, game, lang):
    page = open_page(kept_context, base_url, game, lang)
    try:
        assert page.locator("pl-record .pl-record-noscript").is_hidden()
        record = deal(page)
        assert record["game"] == game and steps_in(record) == 0
        edit_a_hand(page, record)
        if isinstance(record.get("kitty"), str):
            edit_a_hand(page, record, "kitty")
        record = record_of(page)                                # seat 1's (and the kitty's) first card now last
        used = tap_bidding(page, dealt_whole(record))
        assert used                                             # the bidding went in again, step by step
        assert "keep" not in used, used                         # every step before the play by taps
        assert declared(game, record) <= set(used), used
        got, want = setup(record_of(page)), setup(record)
        # a field the random deal writes as null that no tap reached (五十K's call, an open solo declared) is absent
        want = {k: v for k, v in want.items() if v is not None or k in got}
        assert got == want, {k: (got.get(k), want.get(k)) for k in set(got) | set(want) if got.get(k) != want.get(k)}
        for step in played_out(record)[:PLAYS]:
            assert tap_step(page, step) == "recording", page.locator("pl-record .pl-status").inner_text()
        entered = record_of(page)
        assert steps_in(entered) == PLAYS
        saved = saved_file(page, tmp_path)
        assert saved == entered
        expected = cpython_replay(saved)
        assert expected["ok"] and expected["valid"] and not expected["complete"]
        assert page.evaluate("document.querySelector('pl-record').answer") == short(expected)
        assert sideways(page) <= 0
        assert page.errors == []
    finally:
        page.close()


# later deals of Double Tractor (a banker and levels carried from the deal before), each with a bid
# and a counter after the bury
LATER_DEALS = [(3, "zh"), (4, "en")]


@pytest.mark.parametrize("seed,lang", LATER_DEALS)
def test_a_later_deal_s_bidding_is_entered_from_its_start(kept_context, base_url, tmp_path, seed, lang):
    """"Enter the bidding yourself" on a later deal of Double Tractor goes back to its first bid
    (the banker carried from the deal before stays), and every bid, the bury and the counters are
    then tapped in again."""
    record = dealt_record("shuangsheng", seed)
    assert record["first_deal"] is False and record["bids"] and record["counters"]
    page = open_page(kept_context, base_url, "shuangsheng", lang)
    try:
        assert open_file(page, tmp_path, record) == "recording"
        assert record_of(page) == record
        page.locator("pl-record button.pl-record-own-bidding").click()
        assert settle(page) == "recording"
        cut = record_of(page)
        assert not cut.get("bids") and cut["banker"] == record["banker"] and cut["first_deal"] is False
        assert "bury" not in cut and answer_of(page)["next"]["phase"] == "bid"
        used = tap_bidding(page, dealt_whole(record), cut=False)
        assert used.count("bid") == len(record["bids"]) and "bury" in used and "counter" in used, used
        assert "keep" not in used, used
        assert setup(record_of(page)) == setup(record)
        assert page.evaluate("document.querySelector('pl-record').answer") == short(cpython_replay(record_of(page)))
        assert sideways(page) <= 0
        assert page.errors == []
    finally:
        page.close()


def test_every_game_has_a_record_page_case():
    assert {g for g, _ in CASES} == set(GAMES) and {lang for _, lang in CASES} == {"zh", "en"}


@pytest.mark.parametrize("game,lang", [("shuangsheng", "zh"), ("wakeng", "en")])
def test_a_hand_left_unknown_where_the_engine_allows_it(kept_context, base_url, tmp_path, game, lang):
    """A trick-taking record may leave a hand unknown (the engine's ruling): its plays, and every
    play while the table cannot be drawn, are tapped in a deck. A climbing record needs every
    hand: the engine refuses, and the hand stays as it was."""
    page = open_page(kept_context, base_url, game, lang)
    try:
        record = deal(page)
        page.locator("pl-record .pl-record-seat[data-seat='1']").click()
        page.locator("pl-record .pl-record-unknown").click()
        if "plays" in record:                                   # a climbing game: refused, nothing lost
            assert settle(page) == "refused" and record_of(page) == record
            assert page.locator("pl-record .pl-record-editor").is_visible()
            return
        assert settle(page) == "recording" and record_of(page)["hands"]["1"] is None
        for step in played_out(record)[:PLAYS]:
            assert tap_step(page, step) == "recording", page.locator("pl-record .pl-status").inner_text()
        saved = saved_file(page, tmp_path)
        assert saved["hands"]["1"] is None and steps_in(saved) == PLAYS
        assert page.evaluate("document.querySelector('pl-record').answer") == short(cpython_replay(saved))
        assert sideways(page) <= 0
        assert page.errors == []
    finally:
        page.close()
