"""The rulebook of 挖坑 and 明暗斗地主: every rule id a verdict returns is a record with text
in both languages; every ruling says question, reading and why; every example runs."""

import json
from pathlib import Path

import pytest

from engine import games
from engine.api import handle
from engine import labels
from engine.climbing.mingan import shapes as mingan_shapes
from engine.climbing.wakeng import shapes as wakeng_shapes

SAMPLES = Path(__file__).resolve().parents[3] / "engine" / "climbing" / "samples"
MINE = ("wakeng", "mingan")


def rules(game):
    return {r.id: r for r in games.rules(game)}


@pytest.mark.parametrize("game", MINE)
def test_rules_have_text_in_both_languages(game):
    for rule in rules(game).values():
        assert rule.id.startswith(game + ".")
        assert rule.title_zh and rule.title_en
        if rule.ruling:
            for field in ("question", "reading", "why"):
                assert getattr(rule, field + "_zh") and getattr(rule, field + "_en"), (rule.id, field)
            assert rule.examples, rule.id
        else:
            assert rule.text_zh and rule.text_en, rule.id


@pytest.mark.parametrize("game", MINE)
def test_options_point_at_rulings(game):
    table = rules(game)
    for option in games.options(game):
        assert table[option.ruling].ruling and table[option.ruling].option == option.name


def examples(game):
    return [(rule.id, ex) for rule in rules(game).values() for ex in rule.examples]


@pytest.mark.parametrize("game, rule_id, example",
                         [(g, rid, ex) for g in MINE for rid, ex in examples(g)])
def test_rule_examples_run_and_cite_known_rules(game, rule_id, example):
    out = handle({**example, "game": game})
    assert out["ok"], (rule_id, out)
    assert json.loads(json.dumps(out, ensure_ascii=False)) == out  # JSON-ready as the worker needs
    assert out["rule"] in rules(game), (rule_id, out["rule"])


def test_every_rule_id_in_replays_is_known():
    for path in [*SAMPLES.glob("wakeng-*.json"), *SAMPLES.glob("mingan-*.json")]:
        record = json.loads(path.read_text())
        out = handle({"op": "replay", "game": record["game"], "deal": record})
        table = rules(record["game"])
        assert out["ok"] and out["rule"] in table, out
        for step in out["steps"]:
            assert step["rule"] in table, step
        for step in out.get("multiplier_steps", []):
            assert step.get("rule", f"{record['game']}.settle") in table


def test_fan_ruling_shows_both_readings_on_one_example():
    rule = rules("mingan")["mingan.fan.reading"]
    outs = [handle({**ex, "game": "mingan"}) for ex in rule.examples[:2]]
    assert outs[0]["multiplier"] != outs[1]["multiplier"]
    assert rule.examples[1]["options"] == {"fan": "linear"}


def test_nobel_ruling_is_cited():
    out = handle({"op": "level", "game": "wakeng", "points": 30000})
    assert out["rule"] == "wakeng.levels.nobel"


@pytest.mark.parametrize("game", MINE)
def test_rules_op_lists_ops_and_rulings(game):
    out = handle({"op": "rules", "game": game})
    assert {"classify", "beats", "answers", "bid", "settle", "replay"} <= set(out["ops"])
    assert any(r["ruling"] for r in out["rules"])


@pytest.mark.parametrize("game, request_, code", [
    ("wakeng", {"op": "classify", "cards": "S4 S4"}, "impossible"),
    ("wakeng", {"op": "classify", "cards": "BJ"}, "impossible"),
    ("mingan", {"op": "classify", "cards": "S4 S4 S4"}, "impossible"),
    ("mingan", {"op": "classify", "cards": "S44"}, "bad_cards"),
    ("mingan", {"op": "classify"}, "bad_request"),
    ("mingan", {"op": "classify", "cards": ""}, "bad_request"),
    ("mingan", {"op": "classify", "cards": 7}, "bad_request"),
    ("wakeng", {"op": "beats", "previous": "S4"}, "bad_request"),
    ("wakeng", {"op": "settle", "players": 5, "digger": 0, "bid": 1, "first_out": 0}, "bad_request"),
    ("wakeng", {"op": "settle", "players": 3, "digger": 0, "bid": 4, "first_out": 0}, "bad_request"),
    ("mingan", {"op": "settle", "players": 5, "landlord": 9, "first_out": 0}, "bad_request"),
    ("mingan", {"op": "settle", "players": 5, "landlord": 0, "first_out": 0, "base": 0}, "bad_request"),
    ("mingan", {"op": "bid", "players": 5, "first": 0, "calls": ["maybe"]}, "illegal"),
    ("wakeng", {"op": "bid", "players": 3, "opener": 0, "bids": "1 2"}, "bad_request"),
    ("wakeng", {"op": "level", "points": "many"}, "bad_request"),
    ("wakeng", {"op": "timeout", "phase": "nap"}, "bad_request"),
    ("wakeng", {"op": "throw", "cards": "S4"}, "unsupported"),
    ("mingan", {"op": "classify", "cards": "S4", "options": {"fan": "huge"}}, "bad_request"),
    ("mingan", {"op": "replay", "deal": "nope"}, "bad_request"),
])
def test_bad_input_gets_coded_errors(game, request_, code):
    out = handle({**request_, "game": game})
    assert out["ok"] is False and out["error"]["code"] == code, out
    assert out["error"]["zh"] and out["error"]["en"]


def test_every_rule_id_in_the_code_is_a_record():
    """A static sweep: any "wakeng.…"/"mingan.…" id written in the engine resolves."""
    import re
    known = set(rules("wakeng")) | set(rules("mingan"))
    root = Path(__file__).resolve().parents[3] / "engine" / "climbing"
    for path in [*root.glob("wakeng/*.py"), *root.glob("mingan/*.py"), root / "record.py"]:
        for found in re.findall(r'"((?:wakeng|mingan)\.[a-z_.]+)"', path.read_text()):
            assert found in known or found.endswith(".md"), (path.name, found)   # or a source's file name
    for suffix in ("win", "pass", "replay"):  # record.py's f"{game}.…" ids
        assert {f"wakeng.{suffix}", f"mingan.{suffix}"} <= known


def test_every_kind_has_a_shape_rule_and_a_name():
    for game, module in (("wakeng", wakeng_shapes), ("mingan", mingan_shapes)):
        for kind in module.KINDS:
            assert f"{game}.shapes.{kind}" in rules(game)
            assert kind in labels.LABELS["kind"], kind     # its one name, in both languages
