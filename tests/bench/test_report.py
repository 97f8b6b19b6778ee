"""The closing lines of `make bench` say each figure, its two times and whether its goal is met
(tests/bench/goals.py), from measurements given here: no browser, nothing timed. Each goal is
tried on both sides of its ceiling, so a line that always said "met" fails."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the bench's modules import each other so

import browser_report  # noqa: E402
import goals  # noqa: E402
import network  # noqa: E402
import phone_calls  # noqa: E402


def _cold(stock_ms: float, verdict_ms: float, fetched_site=(), fetched_stock=()) -> dict:
    run = {"verdict": verdict_ms, "wait": 100.0, "fetched": [(p, True) for p in fetched_site]}
    return {"stock": [{"ms": stock_ms, "fetched": [(p, True) for p in fetched_stock]}],
            "site": [run], "late": [run]}


def test_each_profile_closes_with_its_ratio_times_and_goal(tmp_path):
    results = {"local": _cold(2000, 1000), "phone": _cold(10000, 4100)}
    table, closing = network.report(tmp_path, results)
    assert closing == [
        "speed local: first live verdict / stock boot = 0.50 (1000 ms / 2000 ms); goal ≤ 0.5: met",
        "speed phone: first live verdict / stock boot = 0.41 (4100 ms / 10000 ms); goal ≤ 0.4: not met"]
    assert "phone = 20 Mbit/s down, 5 up, 40 ms RTT, CPU slowed 4x" in table[-1]


def test_a_ratio_that_rounds_to_its_ceiling_but_misses_it_shows_a_third_place(tmp_path):
    closing = network.report(tmp_path, {"phone": _cold(14245, 5758), "local": _cold(10000, 4996)})[1]
    assert closing == [
        "speed phone: first live verdict / stock boot = 0.404 (5758 ms / 14245 ms); goal ≤ 0.4: not met",
        "speed local: first live verdict / stock boot = 0.50 (4996 ms / 10000 ms); goal ≤ 0.5: met"]
    runs = [{"load": 1000.0, "verdict": 1504.0, "via": "snapshot"}]
    assert browser_report.repeat_line(runs).startswith("speed repeat: first live verdict / page load = 1.504 ")


def test_the_bytes_line_comes_with_the_bytes_profile_only(tmp_path):
    (tmp_path / "engine.zip").write_bytes(b"x" * 910)   # archives are sent as they are
    (tmp_path / "stock.zip").write_bytes(b"x" * 1000)
    results = {"4g": _cold(3000, 1500, ["/engine.zip"], ["/stock.zip"])}
    assert network.report(tmp_path, results)[1][-1] == (
        "bytes: before first live verdict / stock boot = 0.91 (910 gzip); goal ≤ 0.9: not met")
    assert not any(line.startswith("bytes") for line in network.report(tmp_path, {"local": _cold(2, 1)})[1])


def test_the_repeat_line_weighs_the_verdict_against_the_page_load():
    runs = [{"load": 1000.0, "verdict": v, "via": "snapshot"} for v in (1400.0, 1500.0, 2600.0)]
    assert browser_report.repeat_line(runs) == ("speed repeat: first live verdict / page load = 1.50 "
                                                "(1500 ms / 1000 ms; booted via snapshot); goal ≤ 1.5: met")
    runs[1]["verdict"] = 1600.0
    assert browser_report.repeat_line(runs).endswith("= 1.60 (1600 ms / 1000 ms; booted via snapshot); "
                                                     "goal ≤ 1.5: not met")


def test_the_phone_calls_are_counted_against_their_own_goals():
    fast, slow = [10.0] * 19 + [59.0], [10.0] * 19 + [60.0]      # p95 of 20: the slowest
    times = {"classify (wushik)": fast, "grade (wakeng)": slow,
             "random deal (mingan, 6 players)": [200.0] * 20, "next question (wakeng)": [249.0] * 20}
    assert browser_report.phone_call_summary(times) == [
        "speed phone, warm calls: every other warm call p95 < 60 ms for 1 of 2; "
        "slowest grade (wakeng) p95 60 ms; goal: not met",
        "speed phone, warm calls: random deal and next question p95 < 250 ms for 2 of 2; "
        "slowest next question (wakeng) p95 249 ms; goal: met"]
    rows = browser_report.phone_call_lines(times)
    assert [row.rsplit(": ", 1)[1] for row in rows[2:6]] == ["met", "not met", "met", "met"]


def test_every_call_a_page_sends_has_a_goal_by_its_label():
    heavy = {"classify": {"op": "classify", "game": "wushik"}, "replay": {"op": "replay", "game": "wushik"},
             "rules": {"op": "rules", "game": "wushik"}}   # rules: drawn at build time, never sent
    labels = [item["label"] for item in phone_calls.plan(heavy, 1)]
    assert not any(label.startswith("rules") for label in labels)
    long = {label for label in labels if goals.call_goal_ms(label) == goals.LONG_CALL_P95_MS}
    assert long and all(label.startswith(("random deal", "next question")) for label in long)
    assert any(label.startswith("grade") for label in labels if label not in long)


def test_practice_under_slow_cpu_is_printed_beside_without_a_goal():
    times = {"grade (wakeng): answer → verdict painted": [10.0] * 19 + [90.0]}
    rows = browser_report.compared_lines(times)
    assert rows[2].split() == ["grade", "(wakeng):", "answer", "→", "verdict", "painted", "20", "10.0", "90.0"]
    assert not any("met" in row for row in rows)
