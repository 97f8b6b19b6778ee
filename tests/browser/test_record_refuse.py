"""An illegal step on a record page is refused, and nothing entered before it is lost (issue 25,
1): real Chromium at 390 px, both languages. The illegal step is found here in CPython (a single
card of the seat to play that the referee refuses); tapped in, the page says why and cites the
rule, the record and the draft kept on the device stay as they were, and the legal step then
goes in as if nothing had happened."""

from __future__ import annotations

import json

import pytest

from engine.api import handle

from .record_widget import deal, open_page, played_out, record_of, sideways, steps_in, tap_step


def with_steps(record: dict, steps: list[dict]) -> dict:
    out = json.loads(json.dumps(record))
    if "tricks" in out:
        seats = len(out["hands"])
        out["tricks"] = [steps[k:k + seats] for k in range(0, len(steps), seats)]
    else:
        out["plays"] = list(steps)
    return out


def an_illegal_step(record: dict) -> tuple[int, dict]:
    """(k, step): after the first k legal steps, a single card the seat to play may not play."""
    played = played_out(record)
    for k in range(1, len(played)):
        seat = played[k]["seat"]
        answer = handle({"op": "replay", "game": record["game"], "deal": with_steps(record, played[:k]), "table": True})
        hand = answer["steps"][-1]["hands"][str(seat)].split()
        for card in dict.fromkeys(hand):
            step = {"seat": seat, "cards": card}
            got = handle({"op": "replay", "game": record["game"], "deal": with_steps(record, played[:k] + [step])})
            if got["ok"] and not got["valid"] and got["failure"]:
                return k, step
    raise AssertionError("no illegal single in this deal")


@pytest.mark.parametrize("game,lang", [("shuangsheng", "zh"), ("wakeng", "en"), ("wushik", "zh")])
def test_an_illegal_step_is_refused_and_the_steps_before_it_kept(kept_context, base_url, game, lang):
    page = open_page(kept_context, base_url, game, lang)
    try:
        record = deal(page)
        k, illegal = an_illegal_step(record)
        played = played_out(record)
        for step in played[:k]:
            assert tap_step(page, step) == "recording"
        before = record_of(page)
        draft = page.evaluate(f"localStorage.getItem('paili.record.{game}')")
        assert json.loads(draft) == before

        tap_step(page, illegal)
        assert page.evaluate("document.querySelector('pl-record').dataset.state") == "refused"
        # the page's record (its plays' cards in the order of the hand they were tapped in), one step more
        steps = [s for t in before["tricks"] for s in t] if "tricks" in before else before["plays"]
        expected = handle({"op": "replay", "game": game, "deal": with_steps(before, steps + [illegal])})
        status = page.locator("pl-record .pl-status").inner_text()
        assert expected["explain"][lang] in status
        refusal = page.locator("pl-record .pl-record-refusal")
        assert refusal.is_visible()
        rule = expected["failure"]["rule"]
        assert refusal.locator(f"a[href*='rulebook/#{rule}']").count() >= 1   # the rule, cited by its link
        assert record_of(page) == before and steps_in(record_of(page)) == k
        assert page.evaluate(f"localStorage.getItem('paili.record.{game}')") == draft

        # the refused card is still picked (nothing entered is lost): tap it off, then the legal step
        page.locator(f"pl-record .pl-record-view .pl-record-pick[data-card='{illegal['cards']}'][aria-pressed='true']").click()
        assert tap_step(page, played[k]) == "recording"        # the legal step goes in after the refusal
        assert steps_in(record_of(page)) == k + 1 and record_of(page)["hands"] == before["hands"]
        assert refusal.is_hidden()
        assert sideways(page) <= 0
        assert page.errors == []
    finally:
        page.close()
