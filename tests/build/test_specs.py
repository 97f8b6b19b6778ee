"""The widgets' spec: one table (widgets/render/specs.py) whose form half the JS reads as
widgets/js/specs.js; the prerendered forms it gives."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest

from engine import games
from engine.api import handle
from widgets.build.specs import JS_PATH, js_text
from widgets.render.specs import SPECS, spec_for
from widgets.build.widgets_html import widget_html

FIELD_KINDS = {"trump", "cards", "cards_list", "seat_cards", "seat", "int", "bool", "choice", "seat_numbers",
               "seat_order", "steps"}
SHOW_KINDS = {"bool", "cards", "seat", "seats", "num", "text", "name", "trump", "pairs", "payouts", "seat_cards", "steps",
              "options", "plays", "kitty", "reading", "readings"}


def test_the_js_spec_is_generated_from_the_python_one():
    assert JS_PATH.read_text(encoding="utf-8") == js_text(), \
        "widgets/js/specs.js is stale: run `python -m widgets.build.specs`"


@pytest.mark.parametrize("key", sorted(SPECS))
def test_each_spec_names_an_op_its_games_have_and_known_kinds(key):
    scope, op = key.split(".")
    ids = [g for g, game in games.GAMES.items() if scope in (g, game.family)]
    assert ids, key
    for game in ids:
        assert op in games.ops(game), (game, op)
    spec = SPECS[key]
    for field in spec["fields"]:
        assert field["kind"] in FIELD_KINDS, field
        assert len(field["label"]) == 2 and all(field["label"]), field
        if field["kind"] == "choice":
            assert field["choices"], field
    for entry in spec["show"]:
        assert entry["kind"] in SHOW_KINDS, entry
        assert len(entry["label"]) == 2 and all(entry["label"]), entry


def test_game_specific_specs_come_first():
    assert spec_for("wushik", "climbing", "settle") is SPECS["wushik.settle"]
    assert spec_for("wakeng", "climbing", "beats") is SPECS["climbing.beats"]
    assert spec_for("zhaopengyou", "tractor", "friend") is SPECS["zhaopengyou.friend"]
    assert spec_for("wakeng", "climbing", "level") is None  # no widget: a static verdict


def test_the_js_gets_the_forms_only():
    """Verdicts are drawn in Python: no answer field (``show``) and no word table in the JS."""
    text = JS_PATH.read_text(encoding="utf-8")
    assert '"show"' not in text and "WORDS" not in text and "UI" not in text


FOLLOW = {"game": "zhaopengyou", "op": "follow", "trump": {"rank": "2", "suit": "S"},
          "lead": "H5 H5", "hand": "H7 H8 C3 C3", "play": "C3 C3"}


@pytest.mark.parametrize("lang, label, yes_no", [("zh", "领出", "否"), ("en", "Lead", "no")])
def test_a_follow_widget_prerenders_its_form_and_verdict(lang, label, yes_no):
    html = unescape(widget_html(FOLLOW, handle(FOLLOW), lang=lang, root="../../"))
    assert '<pl-check class="pl-widget" op="follow" game="zhaopengyou"' in html
    for name, value in (("lead", "H5 H5"), ("hand", "H7 H8 C3 C3"), ("play", "C3 C3")):
        assert f'<input name="{name}" value="{value}"' in html
    assert html.count('<pl-card-picker game="zhaopengyou" decks="3" jokers>') == 3
    assert label in html
    assert f'<span class="pl-bool" data-value="false">{yes_no}</span>' in html
    example = handle(FOLLOW)["example"]
    assert 'data-key="example"' in html and example.split()[0][0] in "SHCD"
    assert 'data-fixed="{}"' in html


def test_request_keys_without_a_field_ride_along_in_data_fixed():
    # "lead" cannot change a settlement: no switch covers it, so it rides along as it is
    request = {"game": "wakeng", "op": "settle", "players": 4, "digger": 1, "bid": 2, "first_out": 1,
               "options": {"lead": "holder"}}
    html = widget_html(request, handle(request), lang="en", root="")
    fixed = re.search(r'data-fixed="([^"]*)"', html).group(1)
    assert json.loads(unescape(fixed)) == {"options": {"lead": "holder"}}
    said = re.search(r'<p class="pl-fixed">(.*?)</p>', html).group(1)
    assert said == "Also: House rules: Who leads: whoever holds the lowest heart after the kitty"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_examples_own_conditions_are_said_in_words(lang):
    request = {"game": "zhaopengyou", "op": "bid", "bids": [], "levels": ["2", "3", "2", "2", "3"],
               "kitty": "H3 C5 S2 D7 S8 HA C9", "first_dealer": 1}
    html = widget_html(request, handle(request), lang=lang, root="")
    said = re.search(r'<p class="pl-fixed">(.*?)</p>', html).group(1)
    text = unescape(re.sub(r"<[^>]+>", "", said))
    assert not re.search(r"levels|kitty|first_dealer|\[|\{", text), text
    seat = "座位" if lang == "zh" else "seat"
    assert f"{seat} 2" in text and f"{seat} 5" in text and 'class="pl-card' in said


def test_an_option_a_switch_covers_is_the_switch_not_a_fixed_key():
    request = {"game": "wakeng", "op": "settle", "players": 4, "digger": 1, "bid": 2, "first_out": 1,
               "options": {"four_player_stake": "balanced"}}
    html = widget_html(request, handle(request), lang="en", root="")
    assert 'data-fixed="{}"' in html and '<p class="pl-fixed">' not in html
    switch = re.search(r'<select data-option="four_player_stake"[^>]*>(.*?)</select>', html).group(1)
    assert re.search(r'<option value="&quot;balanced&quot;"[^>]*selected>balanced</option>', switch)
    assert "House rule: with four players the digger" in html  # the badge, in words


def test_tractor_classify_keeps_the_shape_check_element():
    request = {"game": "shuangsheng", "op": "classify", "trump": {"rank": "2", "suit": None}, "cards": "H5 H5"}
    html = widget_html(request, handle(request), lang="zh", root="")
    assert "<pl-shape-check" in html and '<option value="" selected>无主</option>' in html


def test_an_op_without_a_spec_stays_a_static_verdict():
    request = {"game": "wakeng", "op": "level", "points": 120}
    html = widget_html(request, handle(request), lang="zh", root="")
    assert "<pl-verdict" in html and "<pl-check" not in html


def test_no_field_is_typed_as_json_and_every_number_is_bounded():
    """Nothing to type but cards (issue 12, 3): seats are tapped, numbers have the engine's
    limits (a number of its own or one per game), bids are rows of seat buttons and cards."""
    for key, spec in SPECS.items():
        for field in spec["fields"]:
            assert field["kind"] != "json", (key, field)
            if field["kind"] in ("int", "seat_numbers"):
                for end in ("min", "max"):
                    bound = field.get(end)
                    ids = [g for g, game in games.GAMES.items() if key.split(".")[0] in (g, game.family)]
                    for game in ids:
                        value = bound.get(game) if isinstance(bound, dict) else bound
                        assert isinstance(value, int) and not isinstance(value, bool), (key, field["name"], end, game)
    assert "json" not in JS_PATH.read_text(encoding="utf-8").lower()


SETTLE = {"game": "wushik", "op": "settle", "mode": "partner", "banker": 0, "partner": 2, "order": [1, 0],
          "points": {"0": 50, "1": 60, "2": 30, "3": 60}, "bombs": [], "base": 1}
BID = {"game": "zhaopengyou", "op": "bid", "bids": [{"seat": 1, "cards": "S2"}], "bid": {"seat": 3, "cards": "H2 H2"}}


@pytest.mark.parametrize("lang, seat", [("zh", "座位"), ("en", "seat")])
def test_the_new_controls_prerender_their_values(lang, seat):
    html = unescape(widget_html(SETTLE, handle(SETTLE), lang=lang, root=""))
    assert '<pl-seat-order seats="4" data-value="1 0">' in html
    # seats are shown from 1 (data 1 and 0 are seats 2 and 1)
    assert f'<li data-seat="1">1. {seat} 2</li><li data-seat="0">2. {seat} 1</li>' in html
    for k, v in SETTLE["points"].items():
        assert f'<input type="number" min="0" max="200" step="5" inputmode="numeric" data-seat="{k}" value="{v}">' in html
    assert '<pl-number-field min="1" max="1000000000">' in html  # base: 1 … the engine's BIG
    html = unescape(widget_html(BID, handle(BID), lang=lang, root=""))
    label = "亮出的牌" if lang == "zh" else "Cards shown"
    assert (f'<pl-step-rows game="zhaopengyou" seats="5" decks="3" jokers data-cards-label="{label}" '
            'data-value="[{"seat": 1, "cards": "S2"}]">') in html  # (unescaped here: the page holds it escaped)
    assert f'<li>{seat} 2: S2</li>' in html and "<pl-step-rows " in html
    assert f'<option value="3" selected>{seat} 4</option>' in html  # the bidder's select, from 1
    assert "pl-json" not in html


def test_tractor_points_are_bounded_by_each_games_cards():
    for game, most, kitty in (("zhaopengyou", 300, 70), ("shuangsheng", 200, 80)):
        request = {"game": game, "op": "score", "trump": {"rank": "2", "suit": "S"}, "points": 95, "kitty_points": 10}
        html = widget_html(request, handle(request), lang="en", root="")
        assert f'<pl-number-field min="0" max="{most}" step="5">' in html
        assert f'<pl-number-field min="0" max="{kitty}" step="5">' in html


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_seat_control_counts_from_1(lang):
    request = {"game": "zhaopengyou", "op": "throw", "trump": {"rank": "2", "suit": "S"}, "leader": 0,
               "cards": "HA HK", "hands": {"1": "H3"}}
    html = widget_html(request, handle(request), lang=lang, root="")
    seat = "座位" if lang == "zh" else "seat"
    assert f'<option value="0" selected>{seat} 1</option>' in html and f'>{seat} 5</option>' in html
    assert f'>{seat} 0<' not in html and f'{seat} 0</span>' not in html
    assert re.search(rf'<span class="pl-label">{seat} 5</span> <input data-seat="4"', html)


def test_no_trump_is_offered_only_where_the_game_has_it():
    for game, offered in (("zhaopengyou", False), ("shuangsheng", True)):
        request = {"game": game, "op": "classify", "trump": {"rank": "2", "suit": "S"}, "cards": "H5 H5"}
        html = widget_html(request, handle(request), lang="zh", root="")
        assert ('>无主</option>' in html) is offered, game


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_tricks_plays_are_named_by_the_seat_that_played_each(lang):
    request = {"game": "zhaopengyou", "op": "trick", "trump": {"rank": "2", "suit": "H"}, "leader": 3,
               "plays": ["CA", "C3", "S2", "C10", "CK"]}
    html = widget_html(request, handle(request), lang=lang, root="")
    seat = "座位" if lang == "zh" else "seat"
    assert 'data-name="plays" data-kind="cards_list" data-seats-from="leader"' in html
    shown = re.findall(r'<span class="pl-label">([^<]+)</span> <input data-row', html)
    assert shown == [f"{seat} {n}" for n in (4, 5, 1, 2, 3)]  # leader 3 is seat 4, then on round the table
