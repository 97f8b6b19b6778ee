"""The kept sample records replay cleanly and still show what they were kept for."""

import json
from pathlib import Path

import pytest

from tests.engine.helpers import replay, sample

SAMPLES = Path(__file__).parents[3] / "engine" / "tractor" / "samples"


def replayed(name):
    """A kept sample and its replay, which must be valid."""
    rec = sample("tractor", name)
    out = replay(rec)
    assert out["ok"] and out["valid"], out.get("failure")
    return rec, out


def test_samples_are_few_and_titled():
    files = sorted(SAMPLES.glob("*.json"))
    assert 3 <= len(files) <= 8
    for f in files:
        rec = json.loads(f.read_text(encoding="utf-8"))
        assert rec["title"]["zh"] and rec["title"]["en"] and rec["about"]["zh"] and rec["about"]["en"]


def test_sample_zpy_failed_throw():
    rec, out = replayed("zpy_failed_throw")
    assert any(s["step"] == "throw" for s in out["steps"])
    assert out["result"]["friend"] is not None and not out["result"]["solo"]


def test_sample_zpy_banker_plays_called_is_1v4():
    _, out = replayed("zpy_banker_plays_called")
    friend = [s for s in out["steps"] if s["step"] == "friend"]
    assert friend[0]["rule"] == "zhaopengyou.friend.banker_plays_called"
    assert out["result"]["solo"] and "zhaopengyou.levels.1v4" in out["result"]["rules"]


def test_sample_zpy_big_kitty_over_300():
    _, out = replayed("zpy_big_kitty")
    r = out["result"]
    assert r["kitty_bonus"] >= 2 * r["kitty_points"] > 0
    assert r["total"] > 300 and r["outcome"] == "man_guang"
    assert "zhaopengyou.levels.over_300" in r["rules"]


def test_sample_ss_chaodi():
    _, out = replayed("ss_chaodi")
    counters = [s for s in out["steps"] if s["step"] == "counter"]
    assert counters and out["result"]["stake"] == 2 ** len(counters) * (1 if not any(
        s["step"] == "bid" and s["rule"] == "shuangsheng.bid.counter_later" for s in out["steps"]) else 2)
    buries = [s for s in out["steps"] if s["step"] == "bury"]
    assert len(buries) == 1 + len(counters) and buries[-1]["seat"] == counters[-1]["seat"]


def test_sample_ss_big_kitty():
    _, out = replayed("ss_big_kitty")
    r = out["result"]
    assert r["kitty_bonus"] >= 4 * r["kitty_points"] > 0


@pytest.mark.parametrize("name", ["zpy_failed_throw", "ss_chaodi"])
def test_samples_break_when_tampered(name):
    rec = sample("tractor", name)
    first = rec["tricks"][0]
    first[0]["cards"], first[1]["cards"] = first[1]["cards"], first[0]["cards"]
    out = replay(rec)
    assert out["ok"] and not out["valid"]
