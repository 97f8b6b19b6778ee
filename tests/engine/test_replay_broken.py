"""A broken record gets the same answer from all five games' ``replay``: ``ok: true``,
``valid: false``, the broken rule and its explanation, the steps that held and
``failure`` (the broken step: kind, ok, rule, explain, and where). A record that does
not parse or a deal that cannot exist stays a coded error, the same codes in every game."""

import copy

import pytest

from tests.engine.helpers import replay, sample

SAMPLES = {"zhaopengyou": ("tractor", "zpy_failed_throw"), "shuangsheng": ("tractor", "ss_chaodi"),
           "wakeng": ("climbing", "wakeng-3p"), "mingan": ("climbing", "mingan-5p"),
           "wushik": ("climbing", "wushik-partner")}
GAMES = sorted(SAMPLES)


def sample_of(game):
    """The kept sample deal of ``game`` these tests break."""
    return sample(*SAMPLES[game])


def not_held(game, record):
    """The first play of the record made with a card its seat does not hold."""
    step = record["tricks"][0][0] if "tricks" in record else next(p for p in record["plays"] if "cards" in p)
    seat = step["seat"]
    mine = set(record["hands"][str(seat)].split())
    step["cards"] = next(c for c in record["hands"][str((seat + 1) % len(record["hands"]))].split()
                         if c not in mine)
    return seat


def assert_broken(out, rule=None):
    assert out["ok"] is True and out["valid"] is False, out.get("error")
    f = out["failure"]
    assert f["step"] == "broken" and f["ok"] is False and f["rule"] == out["rule"]
    assert f["explain"]["zh"] and f["explain"]["en"]
    assert f["explain"]["en"] in out["explain"]["en"] and f["explain"]["zh"] in out["explain"]["zh"]
    assert isinstance(out["steps"], list)
    if rule:
        assert out["rule"] == rule


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_play_is_a_broken_record_in_every_game(game):
    record = sample_of(game)
    seat = not_held(game, record)
    out = replay(record, game)
    assert_broken(out)
    assert out["failure"]["seat"] == seat
    assert out["failure"].get("trick") == 0 or isinstance(out["failure"].get("index"), int)


@pytest.mark.parametrize("game, edit, stage", [
    ("wakeng", {"bids": [3, 3]}, "bidding"),
    ("mingan", {"calls": ["bogus"]}, "calling"),
    ("wushik", {"call": "D2"}, "call"),
])
def test_a_broken_bidding_or_call_is_a_broken_record_with_its_stage(game, edit, stage):
    out = replay({**sample_of(game), **edit}, game)
    assert_broken(out)
    assert out["failure"]["stage"] == stage and out["steps"] == []


def test_a_broken_bury_is_a_broken_record():
    out = replay({**sample_of("shuangsheng"), "bury": "S3"}, "shuangsheng")
    assert_broken(out, "shuangsheng.deal.bury")


@pytest.mark.parametrize("game", GAMES)
def test_wushik_like_every_game_answers_the_steps_before_the_break_at_once(game):
    record = sample_of(game)
    full = replay(record, game)
    assert full["ok"] and full.get("valid", True)
    if "tricks" in record:          # a tractor record: the third play of trick 3 out of turn
        trick = record["tricks"][3]
        trick[1], trick[2] = trick[2], trick[1]
        out = replay(record, game)
        assert_broken(out, f"{game}.deal.lead_order")
        assert out["failure"]["trick"] == 3 and out["failure"]["seat"] == trick[1]["seat"]
        first = next(i for i, s in enumerate(full["steps"]) if s.get("trick") == 3)
        assert [s for s in out["steps"] if s["ok"]] == full["steps"][:first]
        return
    k = next(i for i, p in enumerate(record["plays"]) if i >= 3 and "cards" in p)
    record["plays"][k] = {**record["plays"][k], "seat": (record["plays"][k]["seat"] + 1) % len(record["hands"])}
    out = replay(record, game)
    assert_broken(out)
    assert out["failure"]["index"] == k and "failed" not in out
    assert out["steps"] == full["steps"][:k + 1]     # the deal's setup step (bid, call), then k plays


@pytest.mark.parametrize("game", GAMES)
def test_a_play_that_does_not_parse_is_bad_cards_naming_where(game):
    record = sample_of(game)
    if "tricks" in record:
        record["tricks"][2][1]["cards"] = "X9"
        where = ("trick", 2)
    else:
        record["plays"][2] = {"seat": record["plays"][2]["seat"], "cards": "X9"}
        where = ("index", 2)
    error = replay(record, game)["error"]
    assert error["code"] == "bad_cards" and error["token"] == "X9"
    assert error[where[0]] == where[1]


@pytest.mark.parametrize("game", GAMES)
def test_a_deal_that_cannot_exist_is_impossible_in_every_game(game):
    record = copy.deepcopy(sample_of(game))
    hands = record["hands"]
    a, b = "0", "1"
    mine, theirs = hands[a].split(), hands[b].split()
    hands[a] = " ".join([theirs[0], *mine[1:]])
    assert replay(record, game)["error"]["code"] == "impossible"
