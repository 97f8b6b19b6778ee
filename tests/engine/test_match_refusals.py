"""The ``match`` op refuses what cannot happen, whole and in words (issue 26 §2): an impossible entry
is a coded error naming the deal (from 1) and the entry's field, in both languages; a bad file is
refused as a field of the file; an unknown field is named as every unknown field is."""

from __future__ import annotations

import re

import pytest

from engine.api import handle

ZPY = {"banker": 0, "friend": 2, "suit": "S", "points": 85, "kitty_points": 10,
       "last_trick": {"winner": "attackers", "cards": "S3 S3"}}
SS = {"banker": 0, "suit": "S", "points": 30, "kitty_points": 10, "last_trick": {"winner": "defenders", "cards": "S3 S3"}}
WK = {"digger": 0, "bid": 3, "first_out": 0}
MA = {"landlord": 0, "partner": 2, "call": "seen", "bombs": [], "first_out": 4}
WS = {"mode": "partner", "banker": 0, "partner": 2, "order": [0, 2], "points": {"0": 100, "1": 30, "2": 50, "3": 20}}
GOOD = {"zhaopengyou": ZPY, "shuangsheng": SS, "wakeng": WK, "mingan": MA, "wushik": WS}


def match(game: str, deals: list, **file) -> dict:
    return handle({"op": "match", "game": game, "match": {"deals": deals, **file}})


# (game, the second deal's entry changed thus, the code, the entry's field)
BAD_SECOND = [
    ("zhaopengyou", {"points": 33}, "impossible", "points"),
    ("zhaopengyou", {"points": 290, "kitty_points": 20}, "impossible", "points"),
    ("zhaopengyou", {"kitty_points": 80}, "impossible", "kitty_points"),
    ("zhaopengyou", {"banker": 5}, "bad_request", "banker"),
    ("zhaopengyou", {"friend": 0}, "bad_request", "friend"),
    ("zhaopengyou", {"solo": True}, "bad_request", "friend"),
    ("zhaopengyou", {"suit": None}, "bad_request", "suit"),
    ("zhaopengyou", {"last_trick": {"winner": "attackers", "cards": "D4 H5"}}, "illegal", "last_trick.cards"),
    ("zhaopengyou", {"last_trick": {"winner": "attackers", "cards": "S3 S3 S3 S3"}}, "impossible",
     "last_trick.cards"),
    ("zhaopengyou", {"lead": "S3 S3 S3 S3", "last_trick": {"winner": "attackers", "cards": "S4 S4 S5 S5"}},
     "impossible", "lead"),
    ("shuangsheng", {"banker": 1}, "illegal", "banker"),
    ("shuangsheng", {"points": 205}, "impossible", "points"),
    ("shuangsheng", {"counters": 99}, "bad_request", "counters"),
    ("shuangsheng", {"suit": "X"}, "bad_request", "suit"),
    ("wakeng", {"bid": 4}, "bad_request", "bid"),
    ("wakeng", {"digger": 3}, "bad_request", "digger"),
    ("wakeng", {"first_out": None, "order": [1, 1]}, "bad_request", "order"),
    ("mingan", {"partner": 0}, "illegal", "partner"),
    ("mingan", {"blind_partner": True}, "illegal", "blind_partner"),
    ("mingan", {"first_out": 7}, "bad_request", "first_out"),
    ("mingan", {"bombs": ["S7 H7 C7 D7", "S3 S4 S5 S6"]}, "illegal", "bombs[1]"),
    ("wushik", {"banker": 1}, "illegal", "banker"),
    ("wushik", {"partner": 0}, "bad_request", "partner"),
    ("wushik", {"order": [0, 0]}, "bad_request", "order"),
    ("wushik", {"points": {"0": 105, "1": 30, "2": 50, "3": 20}}, "impossible", "points"),
    ("wushik", {"bombs": ["S3 S4 S5 S6"]}, "illegal", "bombs[0]"),
    ("wushik", {"points": {"0": 100, "1": 30, "2": 50, "3": 20}}, None, None),
]


@pytest.mark.parametrize(("game", "change", "code", "name"), BAD_SECOND, ids=lambda v: str(v)[:30])
def test_an_impossible_second_deal_is_refused_naming_it(game, change, code, name):
    first = dict(GOOD[game])
    # where the first deal fixes the second's banker, the second leaves it to the match
    fixed = {"banker": None} if game in ("shuangsheng", "wushik") else {}
    second = {k: v for k, v in {**first, **fixed, **change}.items() if v is not None}
    players = {"wakeng": 3, "mingan": 5}.get(game)
    file = {"players": players} if players else {}
    assert match(game, [first], **file)["ok"]
    out = match(game, [first, second], **file)
    if code is None:              # a deal that may be: answered
        assert out["ok"], out
        return
    assert not out["ok"], out
    error = out["error"]
    assert error["code"] == code and error["deal"] == 2, error
    assert error["zh"].startswith("第 2 局：") and error["en"].startswith("Deal 2: "), error
    assert error["field"] == f"match.deals[1].{name}", error


@pytest.mark.parametrize(("file", "field"), [
    ({"deals": "none"}, "match.deals"),
    ({"deals": [WK] * 301}, "match.deals"),
    ({"players": 5, "deals": []}, "match.players"),
    ({"names": ["a", "b"], "deals": []}, "match.names"),
    ({"names": ["a", " b", "c"], "deals": []}, "match.names[1]"),
    ({"game": "mingan", "deals": []}, "match.game"),
    ({"start": [], "deals": []}, "match.start"),
    ({"options": {"no_such": 1}, "deals": []}, "match.options.no_such"),
    ({"deals": [WK, 3]}, "match.deals[1]"),
    ({"deals": [{**WK, "bdi": 2}]}, "match.deals[0].bdi"),
    ({"deals": [], "extra": 1}, "match.extra"),
])
def test_a_bad_file_is_refused_naming_the_field(file, field):
    out = handle({"op": "match", "game": "wakeng", "match": file})
    assert not out["ok"] and out["error"]["code"] == "bad_request" and out["error"]["field"] == field, out
    assert re.search(r"[\u4e00-\u9fff]", out["error"]["zh"]) and out["error"]["en"]


@pytest.mark.parametrize(("game", "start", "field"), [
    ("zhaopengyou", {"levels": ["2", "2"]}, "match.start.levels"),
    ("zhaopengyou", {"levels": ["2", "2", "2", "2", "Z"]}, "match.start.levels"),
    ("zhaopengyou", {"first_dealer": 9}, "match.start.first_dealer"),
    ("shuangsheng", {"banker": -1}, "match.start.banker"),
    ("mingan", {"base": 0}, "match.start.base"),
    ("wushik", {"base": True}, "match.start.base"),
    ("wushik", {"bank": 1}, "match.start.bank"),
])
def test_a_bad_start_is_refused_naming_the_field(game, start, field):
    out = match(game, [], start=start)
    assert not out["ok"] and out["error"]["field"] == field, out


def test_an_empty_match_stands_at_the_start():
    out = match("zhaopengyou", [], start={"levels": ["5", "2", "A", "2", "2"]})
    assert out["ok"] and out["deals"] == [] and out["standing"] == {"levels": ["5", "2", "A", "2", "2"]}
    assert out["next"] == {"seat": None, "role": "first_dealer", "rule": "zhaopengyou.match"}
    out = match("wushik", [], start={"base": 2})
    assert out["standing"] == {"money": {"0": 0, "1": 0, "2": 0, "3": 0}}
    out = match("wakeng", [], players=4)
    assert out["players"] == 4 and out["next"]["role"] == "opener" and out["next"]["seat"] is None


def test_the_files_house_rules_are_the_evenings_over_the_requests():
    # 双升's 下家 read the other way: the bank passes to seat banker − 1 after a change of bank
    deal = {**SS, "points": 100}
    plain = match("shuangsheng", [deal])
    reverse = match("shuangsheng", [deal], options={"shuangsheng_xiajia": "reverse"})
    asked = handle({"op": "match", "game": "shuangsheng", "options": {"shuangsheng_xiajia": "reverse"},
                    "match": {"deals": [deal]}})
    overruled = handle({"op": "match", "game": "shuangsheng", "options": {"shuangsheng_xiajia": "reverse"},
                        "match": {"deals": [deal], "options": {"shuangsheng_xiajia": "play_order"}}})
    assert plain["next"]["seat"] == 1 and reverse["next"]["seat"] == 3 and asked["next"]["seat"] == 3
    assert overruled["next"]["seat"] == 1
    direct = handle({"op": "score", "game": "shuangsheng", "options": {"shuangsheng_xiajia": "reverse"},
                     **{k: v for k, v in deal.items() if k != "suit"}, "trump": {"rank": "2", "suit": "S"},
                     "team_levels": ["2", "2"]})
    assert reverse["deals"][0]["result"] == {k: v for k, v in direct.items() if k != "ok"}


def test_names_are_checked_and_change_nothing_else():
    named = match("wakeng", [WK], players=3, names=["老王", "Ann", ""])
    assert named["ok"] and named["deals"] == match("wakeng", [WK], players=3)["deals"]
    too_long = match("wakeng", [WK], players=3, names=["x" * 25, "a", "b"])
    assert too_long["error"]["field"] == "match.names[0]"


@pytest.mark.parametrize("game", sorted(GOOD))
def test_seats_written_in_digits_are_the_seats(game):
    def digits(entry: dict) -> dict:
        return {k: (str(v) if k in ("banker", "friend", "digger", "landlord", "partner", "first_out") and
                    isinstance(v, int) else [str(s) for s in v] if k == "order" else v) for k, v in entry.items()}
    players = {"wakeng": 3, "mingan": 5}.get(game)
    file = {"players": players} if players else {}
    deals = [GOOD[game], {k: v for k, v in GOOD[game].items() if k != "banker" or game not in ("shuangsheng", "wushik")}]
    assert match(game, [digits(d) for d in deals], **file) == match(game, deals, **file)
