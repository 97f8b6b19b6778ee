"""Deal records and replay: a whole deal checked step by step; broken records stop at the right step."""

import copy

import pytest

from engine.api import handle
from engine.cards import parse_cards
from engine.tractor.simulate import random_record
from tests.engine.helpers import ask, replay

SEEDS = range(1, 9)


def played(game, seed):
    """The first random record from ``seed`` on that was played out (not a redeal)."""
    while True:
        rec = random_record(game, seed, {})
        if "tricks" in rec:
            return rec
        seed += 1000


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_deal_record_replays_step_by_step(game):
    rec = played(game, 11)
    out = ask("replay", game, deal=rec)
    assert list(out) == ["ok", "valid", "complete", "rule", "explain", "steps", "result", "failure", "next"]
    assert out["valid"] and out["complete"] and out["failure"] is None
    assert out["rule"] == f"{game}.deal.record"
    types = [s["step"] for s in out["steps"]]
    assert types[0] == "deal" and types[-1] == "score"
    assert types.count("trick") == len(rec["tricks"])
    tricks = [s for s in out["steps"] if s["step"] == "trick"]
    for step, trick in zip(tricks, rec["tricks"]):
        assert [p["seat"] for p in step["plays"]] == [p["seat"] for p in trick]
        assert step["leader"] == trick[0]["seat"] and "kind" not in step
    assert out["result"]["total"] == out["result"]["points"] + out["result"]["kitty_bonus"]


def _broken(game, record):
    out = ask("replay", game, deal=record)
    assert not out["valid"] and out["failure"]["step"] == "broken"
    assert all(s["ok"] for s in out["steps"])      # the broken step is the failure, not a step
    return out["failure"]


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_deal_lead_order_next_trick_led_by_the_winner(game):
    rec = played(game, 3)
    n = len(rec["hands"])
    for step in rec["tricks"][1]:
        step["seat"] = (step["seat"] + 1) % n
    assert _broken(game, rec)["rule"] == f"{game}.deal.lead_order"


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_deal_lead_order_the_others_follow_in_play_order(game):
    rec = played(game, 3)
    trick = rec["tricks"][1]
    trick[1], trick[2] = trick[2], trick[1]
    f = _broken(game, rec)
    assert f["rule"] == f"{game}.deal.lead_order" and f["trick"] == 1 and f["seat"] == trick[1]["seat"]


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_deal_lead_order_banker_leads_first(game):
    rec = played(game, 3)
    for step in rec["tricks"][0]:
        step["seat"] = (step["seat"] + 2) % len(rec["hands"])
    assert _broken(game, rec)["rule"] == f"{game}.deal.lead_order"


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_deal_bury_counts_the_cards(game):
    rec = played(game, 4)
    rec["bury"] = " ".join(rec["bury"].split()[:-1])
    assert _broken(game, rec)["rule"] == f"{game}.deal.bury"


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
@pytest.mark.parametrize("tricks, plays", [(0, 0), (0, 1), (3, 0), (3, 2), (-1, 0), (-1, 3)])
def test_a_record_cut_short_holds_but_is_not_complete(game, tricks, plays):
    """As in every game: a record may stop after any play (its bids, bury and call whole);
    the steps it holds are checked, nothing is scored (tractor.deal.unfinished)."""
    rec = played(game, 5)
    full = replay(rec, game)
    kept = rec["tricks"][:tricks % len(rec["tricks"])]
    rec["tricks"] = kept + ([rec["tricks"][len(kept)][:plays]] if plays else [])
    out = replay(rec, game)
    assert out["ok"] and out["valid"] is True and out["complete"] is False, out
    assert out["result"] is None and out["failure"] is None and out["rule"] == f"{game}.deal.unfinished"
    tricks_seen = [s for s in out["steps"] if s["step"] == "trick"]
    assert len(tricks_seen) == len(kept) + bool(plays)
    if plays:
        assert tricks_seen[-1]["winner"] is None and len(tricks_seen[-1]["plays"]) == plays
    assert all(a == b for a, b in zip(out["steps"], full["steps"]) if a["step"] != "trick" or a["winner"] is not None)


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_a_record_cut_short_still_breaks_on_its_last_step(game):
    rec = played(game, 5)
    trick = rec["tricks"][2]
    trick[1]["seat"] = trick[0]["seat"]          # out of play order, then the record stops
    rec["tricks"] = rec["tricks"][:2] + [trick[:2]]
    assert _broken(game, rec)["rule"] == f"{game}.deal.lead_order"


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_only_the_last_trick_may_stop_short(game):
    rec = played(game, 5)
    rec["tricks"][1] = rec["tricks"][1][:2]
    out = replay(rec, game)
    assert out["ok"] is False and out["error"]["code"] == "bad_request"


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_deal_cards_every_card_once(game):
    rec = played(game, 6)
    hand = rec["hands"]["0"].split()
    other = rec["hands"]["1"].split()[0]
    rec["hands"]["0"] = " ".join([other] + hand[1:])
    out = replay(rec, game)
    assert out["ok"] is False and out["error"]["code"] == "impossible"


def _illegal_follow(game):
    """A record whose first trick has a follower leaving the led suit while holding it."""
    for seed in range(1, 200):
        rec = random_record(game, seed, {})
        trick = rec["tricks"][0]
        n = len(rec["hands"])
        lead = parse_cards(trick[0]["cards"])
        if len(lead) != 1 or lead[0].is_joker or lead[0].rank == 2:
            continue
        for i in range(1, n):
            seat = trick[i]["seat"]
            play = parse_cards(trick[i]["cards"])
            hand = parse_cards(rec["hands"][str(seat)])
            if play[0].suit != lead[0].suit or play[0].rank == lead[0].rank:
                continue
            # a card of another plain suit, not a trump candidate of any kind
            swap = [c for c in hand if not c.is_joker and c.suit not in (lead[0].suit,)
                    and c.rank not in (2, 3, 5, 8, 10, 12, 13, 14)]
            if swap and "counters" not in rec and seat != rec.get("banker"):
                rec["tricks"][0][i]["cards"] = str(swap[0])
                return rec, seat
    raise AssertionError("no suitable record")


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_deal_follow_must_follow_suit(game):
    rec, seat = _illegal_follow(game)
    out = ask("replay", game, deal=rec)
    if out["valid"]:
        pytest.skip("the swapped card happened to be a trump of the deal")
    f = out["failure"]
    assert f["seat"] == seat and f["trick"] == 0
    assert f["rule"] in (f"{game}.follow.suit", f"{game}.follow.trump")
    assert f["example"]


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_deal_failed_throw_that_stands_is_broken(game):
    for seed in SEEDS:
        rec = random_record(game, seed, {})
        for k, t in enumerate(rec["tricks"]):
            if "attempt" in t[0]:
                bad = copy.deepcopy(rec)
                # claim the forced unit itself was a failed throw: a single unit is no throw
                bad["tricks"][k][0]["attempt"] = t[0]["cards"]
                assert _broken(game, bad)["rule"] == f"{game}.deal.failed_throw"
                return
    raise AssertionError("no failed throw in the seeds")


def test_zhaopengyou_friend_call_shown_in_record():
    for seed in range(1, 60):
        rec = random_record("zhaopengyou", seed, {})
        if rec["bids"]:
            rec["call"] = {"card": rec["bids"][0]["cards"].split()[0], "nth": 1}
            assert _broken("zhaopengyou", rec)["rule"] == "zhaopengyou.friend.call_shown"
            return
    raise AssertionError("no bid in the seeds")


def test_shuangsheng_counter_later_must_wait_for_the_bury():
    for seed in range(1, 80):
        rec = random_record("shuangsheng", seed, {})
        if not rec.get("first_deal", True) and rec.get("counters"):
            early = copy.deepcopy(rec)
            c = early["counters"].pop(0)
            early["bids"].append({"seat": c["seat"], "cards": c["cards"]})
            early["counters"] = []
            assert _broken("shuangsheng", early)["rule"] == "shuangsheng.bid.counter_later"
            return
    raise AssertionError("no 炒底 in the seeds")


def test_shuangsheng_counter_after_bury_in_first_deal_is_broken():
    for seed in range(1, 80):
        rec = random_record("shuangsheng", seed, {})
        if rec.get("first_deal") and "tricks" in rec:
            rec["counters"] = [{"seat": 0, "cards": "RJ RJ", "bury": rec["bury"]}]
            assert _broken("shuangsheng", rec)["rule"] == "shuangsheng.bid.counter_first"
            return
    raise AssertionError("no first deal in the seeds")


def test_zhaopengyou_points_before_reveal_ruling():
    """A friend who won points before being revealed: both readings, and the difference."""
    for seed in range(1, 200):
        rec = random_record("zhaopengyou", seed, {})
        out = ask("replay", "zhaopengyou", deal=rec)
        mate = out["result"]["friend"]
        reveal = next((s["trick"] for s in out["steps"] if s["step"] == "friend"), None)
        early = [s["points"] for s in out["steps"] if s["step"] == "trick"
                 and s["winner"] == mate and s["trick"] < (reveal or 0)]
        if mate is not None and sum(early):
            rec["options"] = {"zhaopengyou_points_before_reveal": "as_known"}
            alt = ask("replay", "zhaopengyou", deal=rec)
            assert alt["result"]["points"] == out["result"]["points"] + sum(early)
            assert "zhaopengyou.friend.points_before_reveal" in out["result"]["rules"]
            return
    raise AssertionError("no such deal in the seeds")


def test_replay_record_options_are_checked():
    rec = random_record("shuangsheng", 2, {})
    rec["options"] = {"no_such_option": 1}
    out = replay(rec, "shuangsheng")
    assert out["error"]["code"] == "bad_request"


def test_replay_needs_a_record():
    out = handle({"op": "replay", "game": "zhaopengyou"})
    assert out["error"]["code"] == "bad_request"


def test_shuangsheng_bid_chaodi_turns_ruling():
    for seed in range(1, 400):
        rec = random_record("shuangsheng", seed, {})
        if len(rec.get("counters") or []) >= 2:
            assert ask("replay", "shuangsheng", deal=rec)["valid"]
            first, second = rec["counters"][:2]
            # the second counter-bidder tries again after the first: his turn has passed
            late = copy.deepcopy(rec)
            late["counters"] = [first, second, {**first}]
            late["counters"][2]["seat"] = second["seat"]
            f = _broken("shuangsheng", late)
            assert f["rule"] == "shuangsheng.bid.chaodi_turns"
            return
    raise AssertionError("no deal with two counters after the bury")


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_deal_record_result_agrees_with_the_score_op(game):
    """The replay's score and the score op, given the same numbers, say the same."""
    for seed in SEEDS:
        rec = played(game, seed)
        out = ask("replay", game, deal=rec)
        r = out["result"]
        last = [s for s in out["steps"] if s["step"] == "trick"][-1]
        cards = next(p["cards"] for p in last["plays"] if p["seat"] == last["winner"])
        req = {"op": "score", "game": game, "trump": r["trump"], "points": r["points"],
               "kitty_points": r["kitty_points"], "banker": r["banker"],
               "last_trick": {"winner": "defenders" if last["winner"] in r["defenders"] else "attackers",
                              "cards": cards}, "lead": last["plays"][0]["cards"]}
        if game == "zhaopengyou":
            req.update(solo=r["solo"], **({} if r["solo"] else {"friend": r["friend"]}))
        else:
            req["counters"] = r["stake"].bit_length() - 1
        s = handle(req)
        assert s["ok"], s
        assert (s["total"], s["outcome"], s["levels"], s["next_dealer"], s["kitty"]["bonus"]) == \
            (r["total"], r["outcome"], r["levels"], r["next_dealer"], r["kitty_bonus"])
        assert ("tractor.ruling.kitty_shape" in s["rules"]) == ("tractor.ruling.kitty_shape" in r["rules"])
