"""A wild play entered by taps on the 五十K record page says how it was read: cards that the
engine reads more than one way (jokers standing in) are not taken at once; the page offers each
reading the engine's ``classify`` lists, in the page's language, and the rules' default. Real
Chromium at 390 px, both languages: jokers and two 8s led as pairs in a row (7–8) are recorded
with that reading, and pairs 9–10 beat them; left to the default, the same lead is a bomb
(ruling wushik.ruling.declare) and the same pairs are refused. The page's record replays in
CPython's ``engine.api.handle`` to the answer the page showed."""

from __future__ import annotations

import pytest

from engine.api import handle

from .record_widget import (STATE, answer_of, cpython_replay, dealt_record, open_file, open_page, record_of,
                            settle, short, tap_cards)

LEAD = "RJ BJ C8 D8"
ANSWER = "S9 H9 S10 H10"
AS_PAIRS = {"kind": "pair_chain", "rank": "8", "length": 4}


def arranged() -> dict:
    """A 五十K deal (seed 5) with the cards moved so that the leader holds ``LEAD`` and the next
    seat ``ANSWER``: each card swapped with one of the receiver's others."""
    record = dealt_record("wushik", 5)
    hands = {s: h.split() for s, h in record["hands"].items()}
    lead = handle({"op": "replay", "game": "wushik", "deal": record})["next"]["seat"]
    after = (lead + 1) % len(hands)
    wanted = {str(lead): LEAD.split(), str(after): ANSWER.split()}
    for seat, cards in wanted.items():
        for card in cards:
            if hands[seat].count(card) >= cards.count(card):
                continue
            holder = next(s for s, h in hands.items() if s != seat and card in h
                          and (s not in wanted or h.count(card) > wanted[s].count(card)))
            give = next(c for c in hands[seat] if c not in cards)
            hands[holder].remove(card)
            hands[holder].append(give)
            hands[seat].remove(give)
            hands[seat].append(card)
    record["hands"] = {s: " ".join(h) for s, h in hands.items()}
    assert cpython_replay(record)["valid"]
    return record


def play(page, seat: int, cards: str) -> str:
    tap_cards(page, seat, cards)
    page.locator("pl-record button.pl-record-play").click()
    page.wait_for_function(f"['reading', 'recording', 'refused'].includes({STATE})")
    return page.evaluate(STATE)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_wild_play_is_recorded_as_the_reading_the_reader_names(kept_context, base_url, tmp_path, lang):
    record = arranged()
    lead = cpython_replay(record)["next"]["seat"]
    readings = handle({"op": "classify", "game": "wushik", "cards": LEAD})["readings"]
    assert len(readings) == 3
    page = open_page(kept_context, base_url, "wushik", lang)
    try:
        assert open_file(page, tmp_path, record) == "recording"
        assert play(page, lead, LEAD) == "reading"
        box = page.locator("pl-record .pl-record-readings")
        assert box.is_visible() and record_of(page)["plays"] == []          # nothing taken yet
        offered = box.locator("button.pl-record-reading")
        assert offered.all_inner_texts() == [r["text"][lang] for r in readings]
        assert box.locator("button.pl-record-reading-default").is_visible()

        offered.nth(2).click()                                              # pairs 7 to 8
        assert settle(page) == "recording" and box.is_hidden()
        assert record_of(page)["plays"] == [{"seat": lead, "cards": LEAD, "as": AS_PAIRS}]
        assert play(page, answer_of(page)["next"]["seat"], ANSWER) == "recording"   # no joker: one reading
        assert page.evaluate("document.querySelector('pl-record').answer") == short(cpython_replay(record_of(page)))

        for _ in range(2):
            page.locator("pl-record button.pl-record-undo").click()
            assert settle(page) == "recording"
        assert play(page, lead, LEAD) == "reading"
        box.locator("button.pl-record-reading-default").click()             # left to the rules: a bomb
        assert settle(page) == "recording"
        assert record_of(page)["plays"] == [{"seat": lead, "cards": LEAD}]
        assert play(page, answer_of(page)["next"]["seat"], ANSWER) == "refused"
        assert record_of(page)["plays"] == [{"seat": lead, "cards": LEAD}]
        assert page.errors == []
    finally:
        page.close()
