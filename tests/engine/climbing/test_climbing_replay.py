"""Deal records of 挖坑 and 明暗斗地主: the samples replay cleanly, and every kind of broken
record stops at the step that breaks a rule, naming it."""

import copy
from functools import partial

import pytest

from tests.engine.helpers import replay, sample

NAMES = ["wakeng-3p", "wakeng-4p", "mingan-5p", "mingan-6p"]
load = partial(sample, "climbing")


@pytest.mark.parametrize("name", NAMES)
def test_replay_samples_are_legal_and_settled(name):
    out = replay(load(name))
    assert out["ok"] and out["valid"] and out["complete"], out.get("failure")
    assert list(out) == ["ok", "valid", "complete", "rule", "explain", "steps", "result", "failure", "next"]
    result = out["result"]
    assert result["hands"][str(result["first_out"])] == "" and out["failure"] is None
    setup, *plays = out["steps"]
    assert setup["step"] == ("bid" if name.startswith("wakeng") else "call")
    assert len(plays) == len(load(name)["plays"])
    assert all(s["step"] in ("play", "pass") and s["explain"]["zh"] and s["explain"]["en"] for s in plays)
    assert all(s["as"]["kind"] and "kind" not in s for s in plays if s["step"] == "play")


def test_replay_wakeng_settles_from_the_first_out():
    record = load("wakeng-3p")
    result = replay(record)["result"]
    stake = result["stake"]
    digger_pay = result["payouts"][str(result["digger"])]
    assert digger_pay == (2 * stake if result["first_out"] == result["digger"] else -2 * stake)


def first_play(record):
    return next(i for i, p in enumerate(record["plays"]) if not p.get("pass"))


@pytest.mark.parametrize("name", NAMES)
def test_replay_wrong_turn(name):
    record = load(name)
    players = record["players"]
    record["plays"][0]["seat"] = (record["plays"][0]["seat"] + 1) % players
    out = replay(record)
    assert out["ok"] and out["valid"] is False and out["failure"]["index"] == 0


@pytest.mark.parametrize("name", NAMES)
def test_replay_leader_cannot_pass(name):
    record = load(name)
    record["plays"][0] = {"seat": record["plays"][0]["seat"], "pass": True}
    out = replay(record)
    assert out["valid"] is False and out["failure"]["rule"].endswith(".pass")


@pytest.mark.parametrize("name", NAMES)
def test_replay_card_not_in_hand(name):
    record = load(name)
    seat = record["plays"][0]["seat"]
    other = str((seat + 1) % record["players"])
    record["plays"][0]["cards"] = record["hands"][other].split()[0]
    held = record["hands"][str(seat)].split()
    if record["plays"][0]["cards"] in held:
        pytest.skip("the leader holds a twin of that card")
    out = replay(record)
    assert out["valid"] is False and out["failure"]["index"] == 0


@pytest.mark.parametrize("name", NAMES)
def test_replay_play_after_the_deal_ends(name):
    record = load(name)
    last = record["plays"][-1]
    record["plays"].append({"seat": (last["seat"] + 1) % record["players"], "pass": True})
    out = replay(record)
    assert out["valid"] is False and out["failure"]["rule"].endswith(".win")


def test_replay_wakeng_not_beating_is_refused():
    record = {"game": "wakeng", "players": 3, "bids": ["pass", "pass", "pass"],
              "hands": {"0": "H4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA S2 S3 H5 H6 H7",
                        "1": "H8 H9 H10 HJ HQ HK HA H2 H3 C4 C5 C6 C7 C8 C9 C10",
                        "2": "CJ CQ CK CA C2 C3 D4 D5 D6 D7 D8 D9 D10 DJ DQ DK"},
              "kitty": "DA D2 D3 S4",
              "plays": [{"seat": 0, "cards": "S9"}, {"seat": 1, "cards": "H8"}]}
    out = replay(record)
    bid = out["steps"][0]
    assert (bid["step"], bid["digger"], bid["leader"], bid["opener_card"]) == ("bid", 0, 0, "H4")
    assert out["valid"] is False and out["result"] is None and out["failure"] == {**out["failure"], "index": 1, "rule": "wakeng.order"}


def test_replay_mingan_blind_partner_only_for_the_first():
    record = load("mingan-5p")
    record["calls"] = ["pass", "blind"]
    record["blind_partner"] = True
    out = replay(record)
    assert out["valid"] is False and out["failure"]["rule"] == "mingan.partner.blind"


@pytest.mark.parametrize("mutate, code", [
    (lambda r: r["hands"].update({"0": r["hands"]["0"] + " " + r["hands"]["1"].split()[0]}), "impossible"),
    (lambda r: r.update(kitty=r["kitty"].split()[0]), "impossible"),
    (lambda r: r["hands"].pop("1"), "impossible"),
    (lambda r: r.update(players=7), "bad_request"),
    (lambda r: r["plays"].__setitem__(0, {"seat": 0, "cards": "ZZ9"}), "bad_cards"),
    (lambda r: r["plays"].__setitem__(0, "S3"), "bad_request"),
    (lambda r: r.update(options={"no_such_option": 1}), "bad_request"),
])
@pytest.mark.parametrize("name", ["wakeng-3p", "mingan-5p"])
def test_replay_bad_records_get_coded_errors(name, mutate, code):
    record = copy.deepcopy(load(name))
    mutate(record)
    out = replay(record)
    assert out["ok"] is False and out["error"]["code"] == code
    assert out["error"]["zh"] and out["error"]["en"]


@pytest.mark.parametrize("name", NAMES)
def test_a_play_declared_as_what_it_is_not_breaks_the_record(name):
    record = load(name)
    i = next(i for i, p in enumerate(record["plays"]) if "cards" in p)
    record["plays"][i] = {**record["plays"][i], "as": {"kind": "quad_chain"}}
    out = replay(record)
    assert out["valid"] is False and out["failure"]["index"] == i
    assert out["rule"] == ("wakeng.replay" if name.startswith("wakeng") else "mingan.reading.ambiguous")
