"""赖子五十K rulebook: every rule id the engine can return is a Rule with text in both
languages; every ruling states its question, reading and why; every option
names a ruling that names it back; every example request under a rule runs."""

import re
from pathlib import Path

import pytest

from engine.api import handle
from engine.climbing.wushik import ops as wushik
from engine.games import options as game_options
from engine.games import rules as game_rules

ROOT = Path(__file__).resolve().parents[3]
IDS = {r.id for r in wushik.RULES}


def test_rule_ids_are_unique_and_well_formed():
    ids = [r.id for r in wushik.RULES]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"wushik(\.[a-z0-9_]+)+", i) for i in ids)
    assert {r.id for r in game_rules("wushik")} == IDS


def test_every_rule_id_in_the_code_is_a_rule():
    source = "\n".join(p.read_text(encoding="utf-8")
                       for p in (ROOT / "engine" / "climbing" / "wushik").glob("*.py"))
    used = set(re.findall(r'"(wushik\.[a-z0-9_.]+)"', source))
    used |= {f"wushik.{k}" for k in ("single", "pair", "triple", "pair_chain", "plane")}
    assert used - IDS == set()


def test_every_rule_has_both_languages():
    for r in wushik.RULES:
        assert r.title_zh and r.title_en and r.text_zh and r.text_en, r.id
        assert re.search(r"[\u4e00-\u9fff]", r.text_zh), r.id


def test_every_ruling_states_question_reading_why():
    rulings = [r for r in wushik.RULES if r.ruling]
    assert len(rulings) >= 15
    for r in rulings:
        assert r.id.startswith("wushik.ruling.")
        for text in (r.question_zh, r.question_en, r.reading_zh, r.reading_en, r.why_zh, r.why_en):
            assert text, r.id


def test_options_and_rulings_point_at_each_other():
    by_id = {r.id: r for r in wushik.RULES}
    for o in game_options("wushik"):
        assert by_id[o.ruling].option == o.name and o.default in o.choices
    for r in wushik.RULES:
        if r.option:
            assert any(o.name == r.option for o in game_options("wushik")), r.id


@pytest.mark.parametrize("rule", [r for r in wushik.RULES if r.examples], ids=lambda r: r.id)
def test_every_example_request_runs_and_cites_known_rules(rule):
    for example in rule.examples:
        out = handle({"game": "wushik", **example})
        assert out["ok"], (rule.id, example, out)
        assert out["rule"] in IDS


def test_rules_op_lists_everything():
    out = handle({"op": "rules", "game": "wushik"})
    assert out["ok"] and out["rule"] in IDS
    assert {r["id"] for r in out["rules"]} == IDS
    assert set(out["ops"]) >= {"classify", "beats", "answers", "bid", "settle", "replay", "rules"}


def test_unknown_option_value_is_a_bad_request():
    out = handle({"op": "classify", "game": "wushik", "cards": "S3", "options": {"four_jokers": "top"}})
    assert out["error"]["code"] == "bad_request"
