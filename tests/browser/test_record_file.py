"""Save → load → share link on a record page gives back the same record (issue 25, 1): real
Chromium at 390 px, both languages. The saved file is the API's record (CPython's ``replay``
takes it as its ``deal``); "Start over" clears the page and the device's draft; "Open a file"
brings the record back, judged again; the share link (``#pe=``), opened in a fresh browser,
holds the same record; the replayer opens it; a file of another game is refused, and the
record on the page stays."""

from __future__ import annotations

import json

import pytest

from .record_widget import (answer_of, choose_file, cpython_replay, deal, open_page, played_out, record_of,
                            settle, short, sideways, tap_step)


@pytest.mark.parametrize("game,lang", [("zhaopengyou", "en"), ("mingan", "zh")])
def test_save_load_and_link_round_trip_to_the_same_record(kept_context, base_url, tmp_path, game, lang):
    page = open_page(kept_context, base_url, game, lang)
    try:
        record = deal(page)
        for step in played_out(record)[:4]:
            assert tap_step(page, step) == "recording"
        entered = record_of(page)

        with page.expect_download() as got:
            page.locator("pl-record button.pl-record-save").click()
        path = tmp_path / got.value.suggested_filename
        got.value.save_as(path)
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert saved == entered and cpython_replay(saved)["valid"]

        page.locator("pl-record button.pl-record-clear").click()
        assert record_of(page) is None
        assert page.evaluate(f"localStorage.getItem('paili.record.{game}')") is None

        other = tmp_path / "other.json"
        other.write_text(json.dumps({**saved, "game": "nothing"}), encoding="utf-8")
        choose_file(page, other)
        page.wait_for_function("document.querySelector('pl-record .pl-status').dataset.notice === 'error'")
        assert record_of(page) is None

        choose_file(page, path)
        assert settle(page) == "recording"
        assert record_of(page) == saved
        assert answer_of(page) == short(cpython_replay(saved))

        page.locator("pl-record button.pl-record-share").click()
        page.wait_for_function("location.hash.startsWith('#pe=')")
        link = page.evaluate("location.href")

        page.locator("pl-record button.pl-record-open").click()
        replay = page.locator("pl-replay")
        replay.wait_for()
        page.wait_for_function("document.querySelector('pl-replay').dataset.state === 'live'")
        assert page.evaluate("document.querySelector('pl-replay').record") == saved
        assert sideways(page) <= 0
        assert page.errors == []
    finally:
        page.close()

    page = open_page(kept_context, base_url, game, lang, hash_=link[link.index("#"):])
    try:
        assert settle(page) == "recording"
        assert record_of(page) == saved
        assert page.evaluate("document.querySelector('pl-record').dataset.linked") == "restored"
        assert page.errors == []
    finally:
        page.close()
