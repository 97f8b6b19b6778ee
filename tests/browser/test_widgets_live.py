"""<pl-check> widgets in real Chromium, both languages: set every field of a widget as a
reader would (choose from the selects, type notation, tick boxes), and the verdict the
real engine draws in the worker must be the one engine.api.handle gives here for the
same request. And every widget on the teaching pages draws live what the build drew."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from engine.api import handle
from widgets.render.specs import spec_of
from widgets.render.verdict import verdict_html

from .conftest import ENGINE_TIMEOUT_MS

LANGS = [("zh", ""), ("en", "en/")]
WIDGETS = "pl-check, pl-shape-check"


def set_fields(w, values: dict) -> None:
    """Fill a widget's form the way a reader does, field by field."""
    for name, value in values.items():
        node = w.locator(f'[data-name="{name}"]')
        kind = node.get_attribute("data-kind")
        if kind == "trump":
            node.locator("select[name=rank]").select_option(value["rank"])
            node.locator("select[name=suit]").select_option(value["suit"] or "")
        elif kind == "cards":
            node.locator("input").fill(value)
        elif kind == "cards_list":
            rows = node.locator(".pl-rows input")
            while rows.count() < len(value):
                node.locator(".pl-add-row").click()
            for k in range(rows.count()):
                rows.nth(k).fill(value[k] if k < len(value) else "")
        elif kind == "seat_cards":
            rows = node.locator("input[data-seat]")
            for k in range(rows.count()):
                given = value.get(rows.nth(k).get_attribute("data-seat"), "")
                if rows.nth(k).is_visible():
                    rows.nth(k).fill(given)
                else:                       # the thrower's own seat is not among the others' hands
                    assert not given, (rows.nth(k).get_attribute("data-seat"), given)
        elif kind in ("seat", "choice"):
            node.locator("select").select_option("" if value is None else str(value))
        elif kind == "bool":
            node.locator("input").set_checked(value)
        else:  # int, seat_numbers, seat_order, steps: by clicks and number keys
            from .test_widgets_inputs import enter
            assert enter(node, kind, value), kind


def expect_verdict(w, response: dict, lang: str) -> None:
    """The widget shows ``response`` (the Python engine's answer), drawn live."""
    text = response["explain"][lang] if response["ok"] else response["error"][lang]
    try:
        expect(w.locator(".pl-verdict .pl-explain")).to_have_text(text, timeout=ENGINE_TIMEOUT_MS)
    except AssertionError as err:  # say what the widget was saying (engine starting? unavailable?)
        raise AssertionError(f"{err}\nwidget state {w.get_attribute('data-state')!r}, status "
                             f"{w.locator('.pl-status').inner_text()!r}") from None
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)
    if response["ok"]:
        href = w.locator(".pl-verdict .pl-rule a").get_attribute("href")
        assert href.endswith(f"/games/{w.get_attribute('game')}/rulebook/#{response['rule']}"), href
        assert (lang == "en") == ("/en/games/" in href)


def fixed(w) -> dict:
    return json.loads(w.get_attribute("data-fixed"))


# (page, widget selector, the fields to set, checks on the answer's facts: key → text shown)
CASES = {
    "zhaopengyou": [
        ('pl-check[op=follow]', {"trump": {"rank": "2", "suit": "S"}, "lead": "H5 H5", "hand": "H7 H8 C3 C3 H9",
                                 "play": "C3 C3"},
         {"legal": ("否", "no")}),
        ('pl-check[op=trick]', {"trump": {"rank": "2", "suit": "H"}, "leader": 2,
                                "plays": ["CA", "C3", "S2", "C10", "CK"]},
         {"winner": ("座位 5", "seat 5"), "points": ("20", "20")}),
        ('pl-check[op=throw]', {"trump": {"rank": "2", "suit": "S"}, "leader": 0, "cards": "HA HA HQ HQ HJ",
                                "hands": {"1": "HK HK H3", "2": "C3", "3": "D3", "4": "D4"}},
         {"succeeds": ("否", "no"), "blocker": ("座位 2", "seat 2")}),
        ('pl-check[op=score][data-fixed="{}"]', {
            "trump": {"rank": "2", "suit": "S"}, "points": 95, "kitty_points": 25,
            "last_trick.winner": "attackers", "last_trick.cards": "S3 S3", "solo": False, "banker": 0, "friend": 2},
         {"total": ("145", "145"), "kitty": ("25 × 2 = 50", "25 × 2 = 50")}),
        ('pl-check[op=bid]', {"bids": [{"seat": 0, "cards": "S2"}], "bid.seat": 3, "bid.cards": "H2 H2"},
         {"valid": ("是", "yes"), "banker": ("座位 4", "seat 4")}),
    ],
    "shuangsheng": [
        ('pl-shape-check', {"trump": {"rank": "2", "suit": None}, "cards": "H5 H5 H6 H6"}, {}),
        ('pl-check[op=throw]', {"trump": {"rank": "2", "suit": "S"}, "leader": 0, "cards": "HA HQ",
                                "hands": {"1": "HK H3", "2": "C3 C4", "3": "D3 D4"}},
         {"blocker": ("座位 2", "seat 2"), "play": ("♥Q", "♥Q")}),
        ('pl-check[op=score][data-fixed="{}"]', {
            "trump": {"rank": "2", "suit": "S"}, "points": 85, "kitty_points": 10,
            "last_trick.winner": "attackers", "last_trick.cards": "S3 S3", "banker": 0},
         {"total": ("125", "125")}),
    ],
    "wakeng": [
        ('pl-check[op=beats]', {"previous": "S9", "play": "S8 H8 C8 D8"}, {"beats": ("否", "no")}),
        ('pl-check[op=settle][data-fixed="{}"]', {"players": 4, "digger": 1, "bid": 2, "first_out": 1},
         {"winner": ("挖坑者", "digger")}),
    ],
    "mingan": [
        ('pl-check[op=classify]', {"cards": "S7 H7 C7 D7"}, {"kind": ("炸弹", "bomb"), "bomb": ("是", "yes")}),
        ('pl-check[op=beats]', {"previous": "BJ RJ", "play": "S3 H3 C3 D3 S3"}, {"beats": ("是", "yes")}),
        ('pl-check[op=settle][data-fixed="{}"]', {
            "players": 5, "landlord": 0, "partner": None, "call": "blind", "bombs": ["S8 H8 C8 D8", "RJ RJ BJ BJ"],
            "first_out": 0, "base": 2},
         {"winner": ("地主方", "landlord's side")}),
    ],
    "wushik": [
        ('pl-check[op=classify]', {"cards": "S7 RJ"}, {"readings": ("对子 7（大王当 7）", "pair of 7s (big joker as 7)")}),
        ('pl-check[op=beats][data-fixed="{}"]', {"previous": "RJ BJ", "play": "S3 H3"}, {"beats": ("是", "yes")}),
        ('pl-check[op=settle]', {"mode": "partner", "banker": 0, "partner": 2, "solo": None, "order": [0, 2],
                                 "points": {"0": 50, "1": 60, "2": 30, "3": 60}, "in_hand": 0,
                                 "bombs": ["S7 S7 H7 H7"], "base": 1},
         {"outcome": ("踹", "one-two finish"), "winners": ("座位 1、座位 3", "seat 1, seat 3")}),
    ],
}


def expected_request(w, values: dict) -> dict:
    request = {"op": w.get_attribute("op"), "game": w.get_attribute("game"), **fixed(w)}
    for name, value in values.items():
        if value is None and name in ("solo",):
            continue  # an optional seat left empty is left out
        node = request
        *head, last = name.split(".")
        for part in head:
            node = node.setdefault(part, {})
        node[last] = value
    return request


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("game", sorted(CASES))
def test_every_widget_kind_rules_as_the_engine_does(kept_page, base_url, game, lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/{game}/play/")
    for selector, values, facts in CASES[game]:
        w = page.locator(selector).first
        set_fields(w, values)
        request = expected_request(w, values)
        assert w.evaluate("w => w.request()") == request, selector
        response = handle(request)
        assert response["ok"], response
        expect_verdict(w, response, lang)
        for key, texts in facts.items():
            expect(w.locator(f'.pl-verdict .pl-fact[data-key="{key}"] dd')).to_have_text(
                texts[0 if lang == "zh" else 1])
        for entry_key in ("legal", "beats", "succeeds", "valid", "bomb"):
            if entry_key in facts:
                value = w.locator(f'.pl-fact[data-key="{entry_key}"] .pl-bool').get_attribute("data-value")
                assert value == str(response[entry_key]).lower()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_engine_errors_show_in_the_pages_language(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/play/")
    w = page.locator("pl-check[op=follow]").first
    set_fields(w, {"trump": {"rank": "2", "suit": "S"}, "lead": "D3", "hand": "D4 D5", "play": "D9"})
    response = handle(w.evaluate("w => w.request()"))
    assert response["error"]["code"] == "illegal"
    expect_verdict(w, response, lang)
    assert w.locator(".pl-error").get_attribute("data-code") == "illegal"
    # A field the form itself cannot read is said in the page's language: the engine is not
    # asked, the worker's renderer draws the page's own answer.
    w2 = page.locator('pl-check[op=score][data-fixed="{}"]').first
    w2.locator('[data-name="points"] input').fill("305")
    words = ("抓分方得分：应是 0–300 的整数", "Attackers' points: must be a whole number from 0 to 300")
    expect(w2.locator(".pl-error .pl-explain")).to_have_text(words[0 if lang == "zh" else 1],
                                                           timeout=ENGINE_TIMEOUT_MS)


PAGES = [f"games/{g}/{sub}" for g in CASES for sub in ("play/", "arguments/")] + ["reference/api/"]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("path", PAGES)
def test_every_widget_on_the_page_draws_live_what_the_build_drew(kept_page, base_url, path, lang, prefix):
    """The form as prerendered builds the fence's request (Python's engine gives the
    verdict on the page for it); live, the worker draws CPython's markup for that request
    (the one renderer), which is the build's but for its absolute links."""
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}{path}")
    widgets = page.locator(WIDGETS)
    n = widgets.count()
    assert n > 0
    before = page.evaluate(f"""() => [...document.querySelectorAll("{WIDGETS}")].map(w =>
        [w.dataset.state, JSON.stringify(w.request()), w.querySelector('.pl-verdict').innerHTML,
         w.querySelector('.pl-verdict .pl-explain').textContent])""")
    for state, request, _, shown in before:
        assert state == "prerendered"
        response = handle(json.loads(request))
        # the prerendered verdict is Python's answer to the request the form holds
        assert (response["explain"][lang] if response["ok"] else response["error"][lang]) == shown, request
    page.evaluate(f"""() => document.querySelectorAll("{WIDGETS}").forEach(w => w.run())""")
    page.wait_for_function(f"""() => [...document.querySelectorAll("{WIDGETS}")]
        .every(w => w.dataset.state === 'live')""", timeout=ENGINE_TIMEOUT_MS)
    after = page.evaluate(f"""() => [...document.querySelectorAll("{WIDGETS}")]
        .map(w => w.querySelector('.pl-verdict').innerHTML)""")
    root = "../" * path.count("/") + ("../" if prefix else "")
    drawn = []
    for _, request, _, _ in before:
        asked = json.loads(request)
        drawn.append(verdict_html(handle(asked), lang=lang, game=asked["game"], root=base_url, spec=spec_of(asked)))
    parsed = page.evaluate("""(all) => all.map((h) => { const t = document.createElement('template');
        t.innerHTML = h; return t.innerHTML; })""", drawn)
    for (_, request, html, _), live, cpython in zip(before, after, parsed):
        assert live == cpython, request
        assert live.replace(f'href="{base_url}', 'href="') == html.replace(f'href="{root}', 'href="'), request
