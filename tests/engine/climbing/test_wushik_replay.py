"""赖子五十K deal records: ``replay`` of the sample deals, records that break a rule
(``valid: false`` with the broken step, as every game's replay), and the random-deal simulator with
its invariants (cards and 200 points conserved, every play legal, rounds)."""

import copy

import pytest

from engine.api import handle
from engine.climbing.wushik.ops import RULES
from engine.climbing.simulate import simulate
from engine.climbing.wushik.simulate import DEFAULTS, check, play_deal
from tests.engine.helpers import replay, sample


def wushik_sample(name):
    return sample("climbing", f"wushik-{name}")


@pytest.mark.parametrize("name,mode,outcome", [
    ("partner", "partner", "manfen"), ("chuai", "partner", "chuai"),
    ("anjiao", "anjiao", "anjiao"), ("hou", "hou", "hou")])
def test_replay_sample_deals(name, mode, outcome):
    record = wushik_sample(name)
    out = replay(record)
    assert out["ok"] and out["valid"] and out["complete"], out.get("error")
    assert list(out) == ["ok", "valid", "complete", "rule", "explain", "steps", "result", "failure", "next"]
    result = out["result"]
    assert (result["mode"], result["outcome"]) == (mode, outcome)
    call, *plays = out["steps"]
    assert call["step"] == "call" and call["mode"] == mode
    assert len(plays) == len(record["plays"])
    assert check(record, out) == []
    assert sum(result["payouts"].values()) == 0
    ids = {r.id for r in RULES}
    cited = {out["rule"], *result["rulings"], *(s["rule"] for s in out["steps"]),
             *(s["round"]["rule"] for s in out["steps"] if "round" in s),
             *(s["as"]["rule"] for s in out["steps"] if "as" in s)}
    assert cited <= ids


@pytest.mark.parametrize("name", ["partner", "chuai", "anjiao", "hou"])
def test_samples_are_reproduced_from_their_seed(name):
    record = wushik_sample(name)
    assert record["title"]["zh"] and record["title"]["en"] and record["note"]["en"]
    body = {k: v for k, v in record.items() if k not in ("title", "note", "seed")}
    assert play_deal(record["seed"], DEFAULTS)[0] == body


def test_replay_partner_sample_points_and_last_player():
    settlement = replay(wushik_sample("partner"))["result"]
    assert len(settlement["order"]) == 3 and sum(settlement["points"].values()) == 200
    last = ({0, 1, 2, 3} - set(settlement["order"])).pop()
    assert settlement["points"][str(last)] == 0          # wushik.last_points
    assert "wushik.last_points" not in settlement["rulings"]


def test_replay_unfinished_record_is_not_complete():
    record = wushik_sample("partner")
    record["plays"] = record["plays"][:20]
    out = replay(record)
    assert out["ok"] and out["valid"] and out["complete"] is False and out["result"] is None


def first_play(record):
    return next(i for i, p in enumerate(record["plays"]) if not p.get("pass") and i > 0)


def test_replay_card_not_in_hand_is_illegal_at_its_step():
    record = wushik_sample("partner")
    i = first_play(record)
    seat = record["plays"][i]["seat"]
    other = record["hands"][str((seat + 1) % 4)].split()
    mine = set(record["hands"][str(seat)].split())
    record["plays"][i]["cards"] = next(c for c in other if c not in mine)
    out = replay(record)
    assert out["ok"] and out["valid"] is False and out["failure"]["index"] == i
    assert out["failure"]["seat"] == seat and out["rule"] == out["failure"]["rule"] == "wushik.replay"
    assert len(out["steps"]) == 1 + i      # the call and the steps that held, in one answer


def test_replay_out_of_turn_is_illegal():
    record = wushik_sample("partner")
    record["plays"].insert(1, dict(record["plays"][1]))
    out = replay(record)
    assert out["ok"] and out["valid"] is False and out["failure"]["index"] == 2
    assert out["rule"] == out["failure"]["rule"] == "wushik.trick"


def test_replay_play_after_the_end_is_illegal():
    record = wushik_sample("anjiao")
    record["plays"].append({"seat": 0, "pass": True})
    out = replay(record)
    assert out["valid"] is False and out["failure"]["index"] == len(record["plays"]) - 1


def test_replay_bad_call_and_bad_deal():
    record = wushik_sample("partner")
    record["call"] = next(c for c in record["hands"][str(record["banker"])].split() if c[1:] == "5")
    out = replay(record)
    assert out["valid"] is False and out["failure"]["stage"] == "call" and out["rule"] == "wushik.call"
    assert out["steps"] == []
    record = wushik_sample("partner")
    record["hands"]["0"] = record["hands"]["0"].rsplit(" ", 1)[0]
    assert replay(record)["error"]["code"] == "impossible"
    record = wushik_sample("partner")
    del record["hands"]["3"]
    assert replay(record)["error"]["code"] == "bad_request"
    assert handle({"op": "replay", "game": "wushik", "deal": "nope"})["error"]["code"] == "bad_request"


def test_replay_options_of_the_record_apply():
    record = wushik_sample("hou")
    plain = replay(record)["result"]["payouts"]
    each = replay({**record, "options": {"solo_stake": "each"}})["result"]["payouts"]
    assert {s: 3 * p for s, p in plain.items()} == each
    assert replay({**record, "options": {"nope": 1}})["error"]["code"] == "bad_request"


def test_check_catches_a_wrong_round_winner():
    record = wushik_sample("partner")
    out = replay(record)
    broken = copy.deepcopy(out)
    step = next(s for s in broken["steps"] if "round" in s)
    step["round"]["winner"] = (step["round"]["winner"] + 1) % 4
    assert check(record, broken)


def test_simulate_1000_deals_keep_every_invariant():
    summary = simulate("wushik", 1000, 20261121, {})
    assert summary["deals"] == 1000 and summary["failures"] == []
    assert set(summary["modes"]) == {"partner", "anjiao", "hou"}
    assert {"manfen", "chuai"} <= set(summary["outcomes"])


@pytest.mark.parametrize("options", [{"four_jokers": "highest"}, {"bomb_stack": "add",
                                     "solo_stake": "each", "chuai_vs_fenku": "fenku"}])
def test_simulate_with_options(options):
    summary = simulate("wushik", 100, 5, options)
    assert summary["failures"] == []
