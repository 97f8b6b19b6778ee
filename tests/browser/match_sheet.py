"""Driving ``<pl-match>`` (the match pages, issue 26) the way a reader does: by taps only.

The evenings to enter come from CPython: ``evening`` draws each deal's entry at random from the
sheet's own fields (``widgets.build.match_fields``: the kinds the page draws as taps) and keeps
the first draw the engine's ``match`` op accepts after the deals before it, so every deal is one
a table could have played and every one is entered through the same controls a reader taps.
Every wait is for the element's own ``data-state`` (``judging`` while the engine answers),
never a time.
"""

from __future__ import annotations

import json
import random

from engine.api import handle
from widgets.build.match_fields import entry_fields

PHONE = {"width": 390, "height": 844}
LANGS = {"zh": "", "en": "en/"}
SETTLED = ("['keeping', 'over', 'refused', 'unavailable', 'ready'].includes("
           "document.querySelector('pl-match').dataset.state)")
RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def trick_cards(shape: dict, rank: str, suit) -> str:
    """The cards the page makes for a last trick of ``shape`` (match-cards.js trickCards)."""
    plain = next(s for s in "SHCD" if s != suit)
    ranks = [r for r in RANKS[RANKS.index("6"):] if r != rank]
    return " ".join(plain + r for r in ranks[:shape["length"]] for _ in range(shape["width"]))


def bomb_at(cards: str, k: int) -> str:
    """A bomb of one rank moved ``k`` ranks up (match-cards.js bombAt)."""
    tokens = cards.split()
    if any(t in ("RJ", "BJ") for t in tokens) or len({t[1:] for t in tokens}) != 1:
        return cards
    return " ".join(t[0] + RANKS[(RANKS.index(t[1:]) + k) % len(RANKS)] for t in tokens)


def _level_before(answer: dict | None, start: dict, banker) -> str:
    rows = (answer or {}).get("deals") or []
    levels = rows[-1]["standing"].get("levels") if rows else start.get("levels")
    if not isinstance(levels, list) or not isinstance(banker, int):
        return "2"
    return str(levels[banker % len(levels)])


def _draw(game: str, players: int, rng: random.Random, answer: dict | None, start: dict) -> dict:
    entry: dict = {}
    later = []
    for name, f in entry_fields(game):
        if f.kind == "last_trick":
            later.append((name, f))
            continue
        nxt = ((answer or {}).get("next") or {}).get("seat")
        if f.kind == "seat":
            seats = list(range(players)) + ([None] if f.none else [])
            if f.next and isinstance(nxt, int) and rng.random() < 0.8:
                entry[name] = nxt
            elif rng.random() < 0.85:
                entry[name] = rng.choice(seats)
        elif f.kind == "choice":
            if rng.random() < 0.9:
                entry[name] = rng.choice(f.choices)[0]
        elif f.kind == "order":
            order = list(range(players))
            rng.shuffle(order)
            entry[name] = order
        elif f.kind == "number":
            entry[name] = f.step * rng.randint(0, min(40, (f.most or 40 * f.step) // f.step))
        elif f.kind == "by_seat":
            entry[name] = {str(s): 5 * rng.randint(0, 20) for s in range(players)}
        elif f.kind == "bombs":
            kinds = [cards for cards, _ in f.shapes]
            bombs = [bomb_at(rng.choice(kinds), k) for k in range(rng.choice((0, 0, 1, 2)))]
            if bombs:   # none: left out, as the page leaves it
                entry[name] = bombs
    for name, f in entry_fields(game):   # a field shown only with another's value (match-fields.js)
        if name in entry and any(entry.get(other) not in allowed for other, allowed in f.when.items()):
            del entry[name]
    for name, f in later:
        shape = rng.choice(f.shapes)[0]
        rank = _level_before(answer, start, entry.get("banker"))
        entry[name] = {"winner": rng.choice(f.choices)[0], "cards": trick_cards(shape, rank, entry.get("suit"))}
    return entry


def refit(game: str, file: dict, index: int, entry: dict) -> dict:
    """``entry`` as deal ``index`` of ``file``: a last trick's cards made again for the banker's
    level there (as the page makes them: the shape is what the reader taps)."""
    if "last_trick" not in entry:
        return entry
    before = handle({"op": "match", "game": game, "match": {**file, "deals": file["deals"][:index]}})
    cards = entry["last_trick"]["cards"].split()
    shape = {"width": len(cards) // len({c[1:] for c in cards}), "length": len({c[1:] for c in cards})}
    rank = _level_before(before, file.get("start", {}), entry.get("banker"))
    return {**entry, "last_trick": {**entry["last_trick"], "cards": trick_cards(shape, rank, entry.get("suit"))}}


def evening(game: str, players: int, deals: int = 10, seed: int = 1, start: dict | None = None) -> dict:
    """A match file of ``deals`` deals the engine accepts, each drawn at random from the sheet's
    fields (the first of up to 400 draws per deal the engine takes and that leaves the match
    going on)."""
    rng = random.Random(f"{game}-{players}-{seed}")
    file = {"game": game, "start": dict(start or {}), "deals": []}
    if players != handle({"op": "match", "game": game, "match": {**file}})["players"]:
        file["players"] = players
    answer = handle({"op": "match", "game": game, "match": file})
    assert answer["ok"], answer
    for _ in range(deals):
        for _ in range(400):
            candidate = {**file, "deals": [*file["deals"], _draw(game, players, rng, answer, file["start"])]}
            got = handle({"op": "match", "game": game, "match": json.loads(json.dumps(candidate))})
            if got["ok"] and not got["over"]:   # an evening that goes on
                file, answer = candidate, got
                break
        else:
            raise AssertionError(f"no deal of {game} drawn that the engine takes")
    return file


def open_page(browser, base_url: str, game: str, lang: str, hash_: str = "", context=None):
    """A phone-sized context (fresh unless given) and the game's match page: (context, page)."""
    context = context or browser.new_context(viewport=PHONE, bypass_csp=True, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(90_000)
    errors: list[str] = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(f"uncaught: {e}"))
    page.errors = errors
    page.goto(f"{base_url}{LANGS[lang]}games/{game}/match/{hash_}")
    page.wait_for_function("document.querySelector('pl-match')?.dataset.state")
    return context, page


def settle(page) -> str:
    """Wait until the engine has answered the last change; the element's state."""
    page.wait_for_function(SETTLED)
    return page.evaluate("document.querySelector('pl-match').dataset.state")


def file_of(page) -> dict | None:
    return page.evaluate("document.querySelector('pl-match').file")


def answer_of(page) -> dict | None:
    return page.evaluate("document.querySelector('pl-match').answer")


def status(page) -> str:
    return page.locator("pl-match .pl-match-status").inner_text()


def sideways(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


def cpython(file: dict) -> dict:
    return handle({"op": "match", "game": file["game"], "match": json.loads(json.dumps(file))})


def _value(v) -> str:
    return json.dumps(v, ensure_ascii=False)


def _press(box, selector: str, want: bool) -> None:
    button = box.locator(selector)
    if (button.get_attribute("aria-pressed") == "true") != want:
        button.click()


def _number(box, value: int) -> None:
    """Tap − or + until the number control says ``value``."""
    step = int(box.get_attribute("data-step"))
    now = int(box.locator("input").input_value() or 0)
    by = "1" if value > now else "-1"
    for _ in range(abs(value - now) // step):
        box.locator(f"button[data-by='{by}']").click()
    assert int(box.locator("input").input_value()) == value


def tap_field(field, kind: str, value, present: bool = True) -> None:
    """Tap one field of the entry to ``value`` (``present`` false: nothing chosen)."""
    if kind in ("seat", "choice"):
        for button in field.locator(".pl-match-tap").all():
            want = present and button.get_attribute("data-value") == _value(value)
            if (button.get_attribute("aria-pressed") == "true") != want:
                button.click()
    elif kind == "order":
        field.locator(".pl-match-order-clear").click()
        for seat in value or []:
            field.locator(f".pl-match-tap[data-value='{seat}']").click()
    elif kind == "number":
        _number(field.locator(".pl-match-number"), value)
    elif kind == "by_seat":
        for seat, n in (value or {}).items():
            _number(field.locator(f".pl-match-number[data-seat='{seat}']"), n)
    elif kind == "last_trick":
        tokens = value["cards"].split()
        ranks = {t[1:] for t in tokens}
        _press(field, f".pl-match-winner[data-value='{_value(value['winner'])}']", True)
        _press(field, f".pl-match-shape[data-value='{_value({'width': len(tokens) // len(ranks), 'length': len(ranks)})}']", True)
    elif kind == "bombs":
        while field.locator(".pl-match-bomb-out").count():   # the bombs already listed (a deal corrected)
            field.locator(".pl-match-bomb-out").first.click()
        kinds = field.locator(".pl-match-bomb")
        for k, bomb in enumerate(value or []):
            base = next(i for i in range(kinds.count()) if bomb_at(kinds.nth(i).get_attribute("data-cards"), k) == bomb)
            kinds.nth(base).click()


def tap_entry(page, game: str, entry: dict) -> None:
    """Tap ``entry`` into the deal form, field by field, as the form shows them."""
    form = page.locator("pl-match [data-part='entry']")
    for name, f in entry_fields(game):
        field = form.locator(f".pl-match-field[data-field='{name}']")
        if field.is_hidden():
            continue
        if name in entry:
            tap_field(field, f.kind, entry[name])
        elif f.kind in ("seat", "choice", "bombs"):
            tap_field(field, f.kind, None, present=False)
    read = page.evaluate("document.querySelector('pl-match').entry.read()")
    assert read == entry, (read, entry)


def add_deal(page, game: str, entry: dict) -> str:
    tap_entry(page, game, entry)
    page.locator("pl-match button.pl-match-add").click()
    return settle(page)
