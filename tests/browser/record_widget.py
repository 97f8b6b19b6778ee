"""Driving ``<pl-record>`` (the record pages, issue 25) the way a reader does: by taps only.

Which cards to tap comes from CPython: the page's random deal keeps its seed in the record
(``seed``), so ``simulate`` here gives the same deal played out, and its plays, tapped one by
one in the hand of the seat to play, are legal steps. Every wait is for the element's own
``data-state`` (``judging`` while the engine answers), never a time.
"""

from __future__ import annotations

import json

from engine.api import handle

from .conftest import clean_sheet

PHONE = {"width": 390, "height": 844}
LANGS = {"zh": "", "en": "en/"}
STATE = "document.querySelector('pl-record').dataset.state"
SETTLED = f"['recording', 'complete', 'refused', 'unavailable'].includes({STATE})"
ASKED_OR_SETTLED = f"['reading', 'recording', 'complete', 'refused', 'unavailable'].includes({STATE})"


def open_page(kept_context, base_url: str, game: str, lang: str, hash_: str = ""):
    """The game's record page, in a new page of the session's shared phone-sized context (its
    engine kept, its localStorage cleared: conftest.py); the caller closes the page."""
    page = kept_context(viewport=PHONE, bypass_csp=True, accept_downloads=True).new_page()
    page.set_default_timeout(90_000)
    clean_sheet(page, base_url)
    errors: list[str] = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(f"uncaught: {e}"))
    page.errors = errors
    page.goto(f"{base_url}{LANGS[lang]}games/{game}/record/{hash_}")
    page.wait_for_function("document.querySelector('pl-record')?.dataset.state")
    return page


def settle(page) -> str:
    """Wait until the engine has judged the last change; the element's state."""
    page.wait_for_function(SETTLED)
    return page.evaluate("document.querySelector('pl-record').dataset.state")


def record_of(page) -> dict | None:
    return page.evaluate("document.querySelector('pl-record').record")


def answer_of(page) -> dict | None:
    return page.evaluate("document.querySelector('pl-record').answer")


def deal(page) -> dict:
    """Tap "Deal at random": the engine's deal, up to its first play."""
    page.locator("pl-record button.pl-record-deal").click()
    assert settle(page) == "recording", page.locator("pl-record .pl-status").inner_text()
    return record_of(page)


def played_out(record: dict) -> list[dict]:
    """The steps of play of the random deal ``record`` was cut from (CPython's ``simulate``)."""
    request = {"op": "simulate", "game": record["game"], "seed": record["seed"],
               "players": len(record["hands"])}
    if record.get("options"):
        request["options"] = record["options"]
    full = handle(request)["deal"]
    steps = [s for trick in full["tricks"] for s in trick] if "tricks" in full else full["plays"]
    return steps      # a wild play's declared reading ("as") is tapped too (tap_step)


def steps_in(record: dict) -> int:
    if "tricks" in record:
        return sum(len(trick) for trick in record["tricks"])
    return len(record.get("plays") or [])


def tap_cards(page, seat: int, cards: str) -> None:
    """Tap each card of ``cards`` in ``seat``'s hand on the table (a copy not yet picked), or,
    where the table shows no hands (one is not known), in the deck under the step buttons."""
    hand = page.locator(f"pl-record .pl-record-view .pl-hand[data-seat='{seat}']")
    if not hand.count():
        deck = page.locator("pl-record .pl-record-deckpick")
        for card in cards.split():
            deck.locator(f".pl-deck-card[data-card='{card}']").click()
        return
    for card in cards.split():
        hand.locator(f".pl-record-pick[data-card='{card}'][aria-pressed='false']").first.click()


def tap_step(page, step: dict) -> str:
    """Enter one step by taps: the seat (where the engine does not say whose turn it is), the
    cards and "Play these cards", or "Pass". The element's state once judged."""
    seat = step["seat"]
    turn = page.locator(f"pl-record .pl-record-turn[data-seat='{seat}']")
    if turn.count():
        turn.click()
    if step.get("pass"):
        page.locator("pl-record button.pl-record-pass").click()
    else:
        tap_cards(page, seat, step["cards"])
        page.locator("pl-record button.pl-record-play").click()
        page.wait_for_function(ASKED_OR_SETTLED)
        if page.evaluate(STATE) == "reading":          # cards with several readings: which one was meant
            tap_reading(page, step.get("as"))
    return settle(page)


def tap_reading(page, declared: dict | None) -> None:
    """The reading ``declared`` (``{"kind", "rank", "length"}``) among those the page offers, or,
    with none declared, the rules' default."""
    box = page.locator("pl-record .pl-record-readings")
    if declared is None:
        box.locator("button.pl-record-reading-default").click()
        return
    length = f"[data-length='{declared['length']}']" if "length" in declared else ""
    box.locator(f"button.pl-record-reading[data-kind='{declared['kind']}'][data-rank='{declared['rank']}']{length}").click()


def short(answer: dict) -> dict:
    """A replay answer as the worker hands it to the page: without its steps and table."""
    return {k: v for k, v in answer.items() if k not in ("steps", "table")}


def cpython_replay(record: dict) -> dict:
    return handle({"op": "replay", "game": record["game"], "deal": json.loads(json.dumps(record))})


def sideways(page) -> int:
    """How far the page scrolls sideways, in CSS pixels (0 or less: it does not)."""
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


def dealt_whole(record: dict) -> dict:
    """The random deal ``record`` was cut from, played out (CPython's ``simulate``)."""
    request = {"op": "simulate", "game": record["game"], "seed": record["seed"], "players": len(record["hands"])}
    if record.get("options"):
        request["options"] = record["options"]
    return handle(request)["deal"]


def tap_bidding(page, whole: dict, cut: bool = True) -> list[str]:
    """"Enter the bidding yourself", then the bidding and calls of ``whole`` by taps: a choice
    button per call, a seat and its cards per bid shown, the bury, a card called (picked in the
    deck), a counter after the bury (or none), a declaration before the play (its seat, or
    "Nobody", once the card is called); what cannot be tapped
    ("Keep the random deal's from here") is kept from the deal. ``cut``: "Enter the bidding
    yourself" is pressed first (else it was). The controls used, in order."""
    if cut:
        page.locator("pl-record button.pl-record-own-bidding").click()
        assert settle(page) == "recording"
    used = []
    for _ in range(40):
        page.wait_for_function("!document.querySelector('pl-record .pl-record-calls .pl-record-wait')")
        record, calls = record_of(page), page.locator("pl-record .pl-record-calls")
        if calls.locator(".pl-record-choice").count():
            name = next(k for k, v in answer_of(page)["next"].items() if k != "seats" and isinstance(v, list))
            value = whole[name][len(record.get(name) or [])]
            calls.locator(f".pl-record-choice[data-value='{json.dumps(value)}']").click()
            used.append("choice")
        elif calls.locator(".pl-record-bidder").count():
            given = len(record.get("bids") or [])
            if given < len(whole["bids"]):
                bid = whole["bids"][given]
                calls.locator(".pl-record-bidder").nth(bid["seat"]).click()
                tap_cards(page, bid["seat"], bid["cards"])
                calls.locator(".pl-record-show").click()
                used.append("bid")
            else:
                calls.locator(".pl-record-close").click()
                continue
        elif calls.locator(".pl-record-bury").count():
            for card in whole["bury"].split():
                page.locator(f"pl-record .pl-record-view .pl-record-pick[data-card='{card}'][aria-pressed='false']").first.click()
            calls.locator(".pl-record-bury").click()
            used.append("bury")
        elif calls.locator(".pl-record-declare-none").count():
            used.append(tap_declared(page, whole, record))
        elif calls.locator(".pl-record-callcopy, .pl-record-callcard").count():
            tap_called(page, whole, answer_of(page)["next"])
            changed(page, record)
            used.append("card")
        elif calls.locator(".pl-record-counter-none").count():
            tap_counter(page, whole, len(record.get("counters") or []))
            changed(page, record)
            used.append("counter")
        elif calls.locator(".pl-record-keep").count():
            calls.locator(".pl-record-keep").click()
            used.append("keep")
        else:
            return used
        assert settle(page) == "recording", page.locator("pl-record .pl-status").inner_text()
    raise AssertionError("the bidding never ended")


def tap_declared(page, whole: dict, record: dict) -> str:
    """A declaration ``next`` offers (Fifty-K's open solo): the seat ``whole`` names, else the card
    called first where it is to call, else "Nobody". Which control was used."""
    calls = page.locator("pl-record .pl-record-calls")
    field = answer_of(page)["next"]["declare"]["field"]
    if whole.get(field) is not None:
        calls.locator(f".pl-record-declare[data-seat='{whole[field]}']").click()
        return "declare"
    if calls.locator(".pl-record-callcopy, .pl-record-callcard").count():
        tap_called(page, whole, answer_of(page)["next"])
        changed(page, record)
        return "card"
    calls.locator(".pl-record-declare-none").click()
    return "nobody"


def dealt_record(game: str, seed: int, players: int | None = None) -> dict:
    """The record "Deal at random" keeps of ``simulate``'s deal from ``seed`` (record-hands.js
    setupOf): up to its first play, the seed kept."""
    request = {"op": "simulate", "game": game, "seed": seed}
    if players:
        request["players"] = players
    out = {"seed": seed}
    for key, value in handle(request)["deal"].items():
        if key not in ("title", "about", "note", "seed"):
            out[key] = [] if key in ("plays", "tricks") else value
    return out


def choose_file(page, path) -> None:
    """"Open a file" with the file at ``path``, once the element has read it: it empties its input
    in the task that starts judging the record (or refuses the file), so a state read sooner can
    be the one from before the file."""
    page.locator("pl-record input.pl-record-file").set_input_files(str(path))
    page.wait_for_function("document.querySelector('pl-record input.pl-record-file').value === ''")


def open_file(page, tmp_path, record: dict) -> str:
    """"Open a file" with ``record`` in it; the element's state once judged."""
    path = tmp_path / "opened.json"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    choose_file(page, path)
    return settle(page)


# The record's field a card step goes in, by the phase of ``next``.
CARD_FIELDS = {"call": "call", "partner": "partner_card"}


def tap_called(page, whole: dict, next_: dict) -> None:
    """The card ``whole`` calls at this step, picked in the deck, then its copy or "Call this
    card"; or, for a partner named blind, "Blind"."""
    calls = page.locator("pl-record .pl-record-calls")
    if next_["phase"] == "partner" and whole.get("blind_partner"):
        calls.locator(".pl-record-blind").click()
        return
    value = whole[CARD_FIELDS[next_["phase"]]]
    card = value["card"] if isinstance(value, dict) else value
    page.locator(f"pl-record .pl-record-deckpick .pl-deck-card[data-card='{card}']").click()
    if isinstance(value, dict):
        calls.locator(f".pl-record-callcopy[data-nth='{value['nth']}']").click()
    else:
        calls.locator(".pl-record-callcard").click()


def tap_counter(page, whole: dict, given: int) -> None:
    """The ``given``-th counter of ``whole`` after the bury (a seat, the cards it shows, its new
    bury), or "No more counters"."""
    calls = page.locator("pl-record .pl-record-calls")
    counters = whole.get("counters") or []
    if given >= len(counters):
        calls.locator(".pl-record-counter-none").click()
        return
    counter = counters[given]
    calls.locator(f".pl-record-counter[data-seat='{counter['seat']}']").click()
    tap_cards(page, counter["seat"], counter["cards"])
    calls.locator(".pl-record-counter-show").click()
    for card in counter["bury"].split():
        page.locator(f"pl-record .pl-record-view .pl-record-pick[data-card='{card}'][aria-pressed='false']").first.click()
    calls.locator(".pl-record-counter-bury").click()


def changed(page, record: dict) -> None:
    """Wait until the page's record is no longer ``record`` (a step taken) or the step is refused."""
    page.wait_for_function("(before) => { const r = document.querySelector('pl-record');"
                           " return r.dataset.state === 'refused' || JSON.stringify(r.record) !== JSON.stringify(before); }",
                           arg=record)
