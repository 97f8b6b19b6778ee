"""``replay`` with ``"table": true`` (the replayer's table view): every hand after every step.

What each step shows is recomputed here from the record alone — the hands as dealt, minus
every card the record plays up to that step, with the kitty's moves (a bury: the holder
takes up the kitty and puts back the buried cards; a digger or landlord takes up the kitty)
— and compared as multisets, for every sample record and for random deals of every game and
table size, whole, cut short and broken. Without the flag the answer is unchanged: the same
answer less the table's fields (``hands``, ``kitty``, ``board``; the board is checked in
test_replay_board.py).
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from engine.cards import TEXT_RANK, full_deck, parse_cards
from engine.tractor.order import Trump
from tests.engine.helpers import replay, simulated

ROOT = Path(__file__).resolve().parents[2] / "engine"
SAMPLES = sorted(ROOT.glob("*/samples/*.json"))
TABLES = [(g, p) for g, ps in (("zhaopengyou", (5,)), ("shuangsheng", (4,)), ("wakeng", (3, 4)),
                               ("mingan", (5, 6)), ("wushik", (4,))) for p in ps]
TRACTOR = {"zhaopengyou", "shuangsheng"}


def cards(text):
    return Counter(parse_cards(text or ""))


def expected(record, steps):
    """Per step: (hands as multisets, the kitty if this step changes it), from the record alone."""
    hands = {int(s): cards(h) for s, h in record["hands"].items()}
    kitty = cards(record.get("kitty"))
    out = []
    if record["game"] in TRACTOR:
        tricks = record.get("tricks") or []
        for step in steps:
            moved = None
            if step["step"] == "bury":
                seat = step["seat"]
                hands[seat] = hands[seat] + kitty - cards(step["cards"])
                kitty = moved = cards(step["cards"])
            elif step["step"] == "trick":
                for play in tricks[step["trick"]]:
                    hands[play["seat"]] -= cards(play["cards"])
            out.append(({s: +h for s, h in hands.items()}, moved))
        return out
    plays = record.get("plays") or []
    for i, step in enumerate(steps):
        moved = None
        if i == 0 and kitty:
            taker = step.get("digger", step.get("landlord"))
            hands[taker] += kitty
            moved = kitty
        elif i:
            play = plays[i - 1]
            if not play.get("pass"):
                hands[play["seat"]] -= cards(play["cards"])
        out.append(({s: +h for s, h in hands.items()}, moved))
    return out


def stripped(answer):
    """The table view's answer less its own fields: what the plain answer must be."""
    out = copy.deepcopy(answer)
    out.pop("table")
    for step in out["steps"]:
        step.pop("hands")
        step.pop("kitty", None)
        step.pop("board")
        step.pop("beaten_by", None)     # a failed throw's beating cards: the table view's own
    return out


def check_table(record):
    """Everything the table view promises, for one record; returns the table answer."""
    plain, shown = replay(record), replay(record, table=True)
    assert plain["ok"] and shown["ok"], (plain, shown)
    assert "table" not in plain and all(not {"hands", "kitty", "board"} & set(s) for s in plain["steps"])
    assert stripped(shown) == plain
    dealt = shown["table"]
    assert {int(s): cards(h) for s, h in dealt["hands"].items()} == \
        {int(s): cards(h) for s, h in record["hands"].items()}
    assert cards(dealt.get("kitty")) == cards(record.get("kitty"))
    for step, (hands, kitty) in zip(shown["steps"], expected(record, shown["steps"]), strict=True):
        assert {int(s): cards(h) for s, h in step["hands"].items()} == hands, step
        assert (cards(step["kitty"]) if "kitty" in step else None) == kitty, step
    _one_order(shown)
    return shown


def _one_order(shown):
    """A card keeps its place: a hand that only lost cards since the last step shows what is left
    in the same order (the hands are sorted one way for the whole deal)."""
    before = shown["table"]["hands"]
    for step in shown["steps"]:
        for seat, text in step["hands"].items():
            now, was = text.split(), before[seat].split()
            if not cards(text) - cards(before[seat]):
                it = iter(was)
                assert all(c in it for c in now), (seat, was, now)
        before = step["hands"]


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_every_sample_record(path):
    record = json.loads(path.read_text(encoding="utf-8"))
    shown = check_table(record)
    assert shown["valid"] and shown["complete"]


@pytest.mark.parametrize("game, players", TABLES)
def test_random_deals_of_every_game(game, players):
    for seed in range(12):
        shown = check_table(simulated(game, seed, players))
        assert shown["valid"] and shown["complete"]
        left = shown["steps"][-1]["hands"]
        if game in TRACTOR:     # every card played: the hands end empty
            assert all(h == "" for h in left.values())
        else:                   # the deal ends when the game says: what is left is the result's
            assert {s: cards(h) for s, h in left.items()} == \
                {s: cards(h) for s, h in shown["result"]["hands"].items()}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**53 - 1), cut=st.floats(0, 1, exclude_max=True))
@example(table=("zhaopengyou", 5), seed=0, cut=0.0).via("the first lead alone")
@example(table=("wushik", 4), seed=0, cut=0.0).via("no play at all")
@example(table=("shuangsheng", 4), seed=0, cut=0.9999).via("the last trick short of one play")
def test_any_deal_whole_or_cut_short(table, seed, cut):
    game, players = table
    record = simulated(game, seed, players)
    check_table(record)
    short = copy.deepcopy(record)
    if game in TRACTOR:
        tricks = short["tricks"]
        k = int(cut * (len(tricks) - 1))
        short["tricks"] = tricks[:k] + [tricks[k][:max(1, int(cut * len(tricks[k])))]]
    else:
        short["plays"] = short["plays"][:int(cut * len(short["plays"]))]
    shown = check_table(short)
    assert shown["valid"] and not shown["complete"]


def _break(record, cut):
    """The record with one play made of a card its seat cannot hold, at about ``cut`` of the way:
    none of its copies is in that seat's hand as dealt, in the kitty, or buried by anyone (the
    cards a seat can pick up besides its own)."""
    out = copy.deepcopy(record)
    steps = ([p for t in out["tricks"] for p in t] if "tricks" in out
             else [p for p in out["plays"] if "cards" in p])
    step = steps[int(cut * (len(steps) - 1))]
    buried = [out.get("bury") or "", *((c.get("bury") or "") for c in out.get("counters") or [])]
    held = cards(" ".join([out["hands"][str(step["seat"])], out.get("kitty") or "", *buried]))
    step["cards"] = str(next(c for c in full_deck() if not held[c]))
    step.pop("as", None)
    return out


@settings(max_examples=30, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**53 - 1), cut=st.floats(0, 1))
@example(table=("shuangsheng", 4), seed=1983, cut=0.0)     # the banker's first lead is a card of the kitty
def test_a_broken_record_shows_the_steps_that_held(table, seed, cut):
    game, players = table
    shown = check_table(_break(simulated(game, seed, players), cut))
    assert shown["valid"] is False and shown["failure"]["rule"]


def test_a_record_broken_before_the_first_play_shows_the_deal():
    record = simulated("wakeng", 5, 3)
    record["bids"] = [3, 3]                     # a bid that does not top the one before
    shown = replay(record, table=True)
    assert shown["valid"] is False and shown["steps"] == []
    assert {s: cards(h) for s, h in shown["table"]["hands"].items()} == \
        {s: cards(h) for s, h in record["hands"].items()}
    assert cards(shown["table"]["kitty"]) == cards(record["kitty"])


def test_the_kitty_moves_where_the_game_moves_it():
    zpy = replay(simulated("zhaopengyou", 3, 5), table=True)
    assert [s["step"] for s in zpy["steps"] if "kitty" in s] == ["bury"]
    dig = replay(simulated("wakeng", 3, 4), table=True)
    assert [s["step"] for s in dig["steps"] if "kitty" in s] == ["bid"]
    assert len(dig["table"]["kitty"].split()) == 4
    fifty = replay(simulated("wushik", 3, 4), table=True)
    assert "kitty" not in fifty["table"] and not any("kitty" in s for s in fifty["steps"])


@pytest.mark.parametrize("value", ["yes", 1, None, [True]])
def test_the_flag_is_yes_or_no(value):
    out = replay(simulated("wushik", 1, 4), table=value)
    if value is None:               # left out, as if not given
        assert out["ok"] and "table" not in out
    else:
        assert not out["ok"] and out["error"]["code"] == "bad_request" and out["error"]["field"] == "table"


def test_hands_are_shown_strongest_first():
    shown = replay(simulated("wakeng", 2, 3), table=True)
    # 挖坑: 3 is the top rank, then 2, A, K … 4
    ladder = [3, 2, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]
    for text in shown["table"]["hands"].values():
        ranks = [ladder.index(c.rank) for c in parse_cards(text)]
        assert ranks == sorted(ranks)
    for seed in range(5):   # 找朋友: the trumps together, ahead of the plain suits
        shown = replay(simulated("zhaopengyou", seed, 5), table=True)
        t = shown["result"]["trump"]
        trump = Trump(rank=TEXT_RANK[t["rank"]], suit=t["suit"])
        for text in shown["table"]["hands"].values():
            marks = [trump.is_trump(c) for c in parse_cards(text)]
            assert marks == sorted(marks, reverse=True)
