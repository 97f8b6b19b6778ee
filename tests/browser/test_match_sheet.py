"""A whole evening on a match page (issue 26 §1–3), in real Chromium at 390 px, both languages,
one context walking every step: the start (names typed, the table's size), ten deals entered by
taps only (CPython drew them from the sheet's own fields), a deal the engine refuses (its words
shown, the sheet, the file and the device's copy unchanged), a reload (the match is still there),
a deal corrected (every later deal worked out again), the file saved, the match cleared and the
file opened again, each time the page's answer the same as CPython's ``match`` on the saved file;
then the share link, opened beside the reader's own (different) match: only the shared match,
read-only, and the reader's own untouched; for one game, once the service worker keeps the site,
the network goes and the reader's own match still opens and is worked out again. Nothing scrolls
sideways; the chosen seat is marked."""

from __future__ import annotations

import json

import pytest

from engine.api import handle
from engine.games import GAMES

from .match_sheet import (LANGS, add_deal, answer_of, cpython, entry_fields, evening, file_of, open_page, refit, settle,
                          sideways, status, tap_entry)
from .test_offline import sw_lists, wait_cached

# A tractor and a climbing game in each language; every game once (one of them also offline).
CASES = [("zhaopengyou", "zh", 5, False), ("shuangsheng", "en", 4, False), ("mingan", "zh", 5, False),
         ("wakeng", "en", 4, True), ("wushik", "zh", 4, False)]
NAMES = ["Ann", "Bo", "小明", "Dee", "Eve", "Fay"]
SHOWN = """window.__shown = [];
new MutationObserver(() => { const s = document.querySelector('pl-match .pl-match-sheet');
  if (s && s.dataset.shown && window.__shown.at(-1) !== s.dataset.shown) window.__shown.push(s.dataset.shown); })
  .observe(document, { subtree: true, attributes: true, attributeFilter: ['data-shown'] });"""


def _start(page, game: str, players: int) -> None:
    if len(GAMES[game].players) > 1:
        page.locator("pl-match select.pl-match-players").select_option(str(players))
    for seat in range(players):
        page.locator(f"pl-match input.pl-match-name[data-seat='{seat}']").fill(NAMES[seat])
    page.locator("pl-match button.pl-match-begin").click()
    assert settle(page) == "keeping", status(page)


def _refused(page, game: str) -> None:
    """An entry the engine refuses: the sheet, the file and the device's copy stay as they were."""
    before = (file_of(page), page.locator("pl-match .pl-match-sheet").inner_html(),
              page.evaluate(f"localStorage.getItem('paili.match.{game}')"))
    numbers = [(n, f) for n, f in entry_fields(game) if f.kind == "number" and f.step == 5]
    if numbers:   # typed on the keypad: not a multiple of 5
        page.locator(f"pl-match .pl-match-field[data-field='{numbers[0][0]}'] input").fill("83")
    else:         # nothing tapped at all
        tap_entry(page, game, {})
    entry = page.evaluate("document.querySelector('pl-match').entry.read()")
    expected = handle({"op": "match", "game": game, "match": {**before[0], "deals": [*before[0]["deals"], entry]}})
    assert not expected["ok"]
    page.locator("pl-match button.pl-match-add").click()
    assert settle(page) == "refused"
    lang = page.evaluate("document.documentElement.lang").startswith("en") and "en" or "zh"
    assert status(page).endswith(expected["error"][lang])
    assert (file_of(page), page.locator("pl-match .pl-match-sheet").inner_html(),
            page.evaluate(f"localStorage.getItem('paili.match.{game}')")) == before


def _corrected(page, game: str, players: int, file: dict) -> dict:
    """Deal 3 corrected by taps to another deal the engine takes there (with every later deal)."""
    for seed in range(2, 60):
        other = refit(game, file, 2, evening(game, players, 3, seed=seed)["deals"][2])
        candidate = {**file, "deals": [*file["deals"][:2], other, *file["deals"][3:]]}
        answer = cpython(candidate)
        if other != file["deals"][2] and answer["ok"] and not answer["over"]:
            break
    else:
        raise AssertionError("no other third deal the engine takes")
    page.locator("pl-match button.pl-match-edit[data-deal='2']").click()
    tap_entry(page, game, other)
    page.locator("pl-match button.pl-match-fix").click()
    assert settle(page) == "keeping", status(page)
    assert file_of(page) == candidate
    return candidate


def _saved_cleared_opened(page, game: str, tmp_path, file: dict) -> dict:
    """Save to a file (the match file itself), start over (two taps), open the file again."""
    with page.expect_download() as got:
        page.locator("pl-match button.pl-match-save").click()
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved == file
    page.locator("pl-match button.pl-match-clear").click()
    page.locator("pl-match button.pl-match-clear").click()
    assert settle(page) == "ready" and file_of(page) is None
    assert page.evaluate(f"localStorage.getItem('paili.match.{game}')") is None
    page.locator("pl-match input.pl-match-file").set_input_files(str(path))
    assert settle(page) == "keeping" and file_of(page) == saved
    assert answer_of(page) == cpython(saved)
    return saved


@pytest.mark.parametrize("game,lang,players,offline", CASES)
def test_an_evening_by_taps_kept_corrected_saved_opened_and_shared(browser, base_url, built_site, tmp_path, game, lang,
                                                                   players, offline):
    context, page = open_page(browser, base_url, game, lang)
    try:
        assert page.locator("pl-match .pl-match-sheet .pl-match-deal").count() >= 3   # the example, before a match
        _start(page, game, players)
        planned = evening(game, players, 10)
        for k, entry in enumerate(planned["deals"]):
            assert add_deal(page, game, entry) in ("keeping", "over"), (k, status(page))
            assert page.locator("pl-match .pl-match-deal").count() == k + 1
        file = file_of(page)
        assert file["deals"] == planned["deals"] and file["names"] == NAMES[:players]
        chosen = page.locator("pl-match [data-part='entry'] .pl-match-tap[aria-pressed='true']").first
        if chosen.count():   # the seat chosen is marked by more than colour: bold, outlined
            assert chosen.evaluate("b => getComputedStyle(b).fontWeight") == "700"
        assert answer_of(page) == cpython(file)
        assert sideways(page) <= 0

        _refused(page, game)
        page.reload()
        assert settle(page) == "keeping" and file_of(page) == file
        file = _corrected(page, game, players, file)
        assert answer_of(page) == cpython(file) and sideways(page) <= 0

        saved = _saved_cleared_opened(page, game, tmp_path, file)
        standing = page.locator("pl-match .pl-match-standing td").all_inner_texts()

        page.locator("pl-match button.pl-match-share").click()
        page.wait_for_function("document.querySelector('pl-match .pl-match-status').dataset.link")
        link = page.evaluate("document.querySelector('pl-match .pl-match-status').dataset.link")
        page.locator("pl-match button.pl-match-undo").click()          # the reader's own match moves on
        assert settle(page) == "keeping" and len(file_of(page)["deals"]) == len(saved["deals"]) - 1
        own = page.evaluate(f"localStorage.getItem('paili.match.{game}')")
        assert page.errors == []
    finally:
        page.close()

    context.add_init_script(SHOWN)
    _, shared = open_page(browser, base_url, game, lang, hash_=link[link.index("#"):], context=context)
    try:
        assert settle(shared) == "keeping"
        assert file_of(shared) == saved and shared.evaluate("window.__shown") == ["shared"]
        assert shared.locator("pl-match .pl-match-standing td").all_inner_texts() == standing
        assert shared.evaluate("document.querySelector('pl-match').dataset.readonly") == "true"
        for part in ("setup", "entry"):
            assert shared.locator(f"pl-match [data-part='{part}']").is_hidden()
        assert shared.locator("pl-match .pl-match-edit").first.is_hidden()
        assert shared.evaluate(f"localStorage.getItem('paili.match.{game}')") == own   # untouched
        assert sideways(shared) <= 0 and shared.errors == []
        if offline:
            _offline(shared, base_url, built_site, game, lang, json.loads(own))
    finally:
        context.close()


def _offline(page, base_url: str, built_site, game: str, lang: str, own: dict) -> None:
    """Once the service worker keeps the site, the network goes: the reader's own match opens from
    the device and the engine (from the cache) still works it out (test_offline's approach)."""
    lists = sw_lists(built_site)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    wait_cached(page, base_url, lists["ENGINE"] + lists["PAGES"] + lists["SHELL"])
    page.context.set_offline(True)
    page.goto(f"{base_url}{LANGS[lang]}games/{game}/match/")
    assert settle(page) == "keeping" and file_of(page) == own
    page.locator("pl-match button.pl-match-undo").click()
    assert settle(page) == "keeping" and file_of(page)["deals"] == own["deals"][:-1]
    assert answer_of(page) == cpython(file_of(page))
    page.context.set_offline(False)
