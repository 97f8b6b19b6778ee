"""The drill op of wakeng, mingan and wushik, through the engine's one entry: every kind, level
and table size over many seeds (hypothesis) asks a well-formed question from a real deal, whose
cards the decks can hold, whose solution is what its check op says, graded right for the
solution and wrong (with a reason and a rule) for another answer; same request, same question
(in another process too); house rules reach the check; bad answers are coded errors in words."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from engine import games
from engine.api import handle
from engine.cards import parse_cards
from engine.drill.climbing import KINDS

ROOT = Path(__file__).resolve().parents[3]
CLIMBING = ("wakeng", "mingan", "wushik")
CASES = [(g, n, k, lv) for g in CLIMBING for n in games.GAMES[g].players
         for k, levels in KINDS.items() for lv in levels]
SEEDS = st.integers(min_value=0, max_value=2**53 - 1)
RULES = games.all_rules()
def well_formed(q, game, kind, level, seed, players, words):
    assert q["ok"] is True, q
    assert (q["game"], q["kind"], q["level"], q["seed"]) == (game, kind, level, seed)
    for w in (q["title"], q["ask"]):
        words(w)
    for part in q["show"]:
        assert part["part"] in ("cards", "plays", "facts"), part
        if part["part"] == "cards":
            words(part["label"])
            assert parse_cards(part["cards"]) and 0 <= part.get("seat", 0) < players
        elif part["part"] == "plays":
            words(part["label"])
            assert part["plays"] and all(0 <= p["seat"] < players for p in part["plays"])
        else:
            assert part["items"]
            for item in part["items"]:
                words(item)
    r = q["reply"]
    if r["type"] == "choice":
        values = [c["value"] for c in r["choices"]]
        assert len(set(values)) == len(values) >= 2 and q["solution"] in values
        for c in r["choices"]:
            words({"zh": c["zh"], "en": c["en"]})
    elif r["type"] == "number":
        assert type(q["solution"]) is int and r["min"] <= q["solution"] <= r["max"]
        assert 0 <= r["seat"] < players
    else:
        assert r["type"] == "cards" and [c["value"] for c in r["choices"]] == [""]
        assert not Counter(parse_cards(q["solution"])) - Counter(parse_cards(r["from"]))
    assert q["check"]["game"] == game and q["check"]["op"] in ("classify", "beats", "answers", "settle")
    assert q["teaches"] and all(t in RULES and t.split(".")[0] == game for t in q["teaches"]), q["teaches"]


def conserved(q, game):
    """No card shown more often than the decks hold; the hand and the table are disjoint
    (the play to beat is the round's last play, shown again on its own)."""
    g = games.GAMES[game]
    shown = Counter()
    parts = q["show"]
    rounds = [p for p in parts if p["part"] == "plays" and q["kind"] == "answers"]
    if rounds:
        last = [p["cards"] for p in rounds[0]["plays"] if p["cards"]][-1]
        top = next(p for p in parts if p["part"] == "cards" and p["label"]["en"] == "The play to beat")
        assert Counter(parse_cards(last)) == Counter(parse_cards(top["cards"]))
        parts = [p for p in parts if p is not top]
    for part in parts:
        if part["part"] == "cards":
            shown.update(parse_cards(part["cards"]))
        for p in part.get("plays", []):
            shown.update(parse_cards(p["cards"] or ""))
    for card, n in shown.items():
        assert n <= g.decks, (card, n)
        assert g.jokers or not card.is_joker


def check_says(q):
    out = handle(q["check"])
    assert out["ok"], out
    kind, sol = q["kind"], q["solution"]
    if kind == "reading":
        listed = out.get("readings") or ([out] if out["kind"] != "invalid" else [])
        if len(listed) <= 1:
            return out["kind"] == sol
        return "+".join(sorted(f"{j['kind']}.{j.get('rank')}.{j.get('length')}" for j in listed)) == sol
    if kind == "beats":
        return ("yes" if out["beats"] else "no") == sol
    if kind == "answers":
        plays = out.get("plays", out.get("answers"))
        if not plays:
            return sol == ""
        return any(Counter(parse_cards(p["cards"])) == Counter(parse_cards(sol)) for p in plays)
    return out["payouts"][str(q["reply"]["seat"])] == sol


def wrong_answer(q):
    r, sol = q["reply"], q["solution"]
    if r["type"] == "choice":
        return next(c["value"] for c in r["choices"] if c["value"] != sol)
    if r["type"] == "number":
        return sol + 1
    return "" if sol else r["from"].split()[0]      # nothing beats: no single card does either


@pytest.mark.parametrize("game,players,kind,level", CASES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_question_and_grades(drill, words, game, players, kind, level, seed):
    q = drill(game, seed, kind, level, players=players)
    well_formed(q, game, kind, level, seed, players, words)
    conserved(q, game)
    assert check_says(q), q
    right = drill(game, seed, kind, level, players=players, answer=q["solution"])
    assert right["ok"] and right["right"] is True, right
    assert right["rule"] in RULES and right["given"] == q["solution"]
    words(right["explain"])
    assert {k: v for k, v in right.items() if k not in ("right", "given", "rule", "explain")} == q
    wrong = drill(game, seed, kind, level, players=players, answer=wrong_answer(q))
    assert wrong["ok"] and wrong["right"] is False, wrong
    assert wrong["rule"] in RULES and wrong["solution"] == q["solution"]
    words(wrong["explain"])


@pytest.mark.parametrize("game", CLIMBING)
def test_same_request_same_question(drill, game):
    for seed in (0, 1, 2**53 - 1):
        first = drill(game, seed)
        assert first == drill(game, seed)
        assert first["level"] == 1 and 1 in KINDS[first["kind"]]
        # the kind and level the seed chose, asked for by name: the same question (a share link)
        assert drill(game, seed, first["kind"], 1) == first
    assert {drill(game, s)["kind"] for s in range(24)} == {k for k, lv in KINDS.items() if 1 in lv}
    assert {drill(game, s, level=3)["kind"] for s in range(30)} == set(KINDS)


def test_same_question_in_another_process():
    """String hashing is salted per process; nothing in a question may depend on it."""
    requests = [{"op": "drill", "game": g, "seed": 123456789 + i, "level": i % 3 + 1}
                for i, g in enumerate(CLIMBING * 2)]
    code = ("import json, sys; from engine.api import handle; "
            "print(json.dumps([handle(r) for r in json.loads(sys.argv[1])]))")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code, json.dumps(requests)], capture_output=True,
                         text=True, env=env, check=True, cwd=ROOT)
    assert json.loads(out.stdout) == [handle(r) for r in requests]


def test_kind_alone_takes_its_first_level_and_players_fix_the_table(drill):
    assert drill("wakeng", 5, "settle")["level"] == 2
    q = drill("wakeng", 5, "settle", 3)
    assert q["check"]["players"] == 4           # 挖坑's four-player settlement is the ruling
    assert drill("wakeng", 5, "settle", 3, players=3)["check"]["players"] == 3
    assert drill("mingan", 8, "settle", 2, players=6)["check"]["players"] == 6


HOUSE = [("wakeng", {"chain_min_sets": 2, "must_beat": True}), ("mingan", {"joker_kickers": False}),
         ("wushik", {"four_jokers": "highest"})]


@pytest.mark.parametrize("game,opts", HOUSE)
def test_house_rules_reach_the_check(drill, game, opts):
    for seed in range(4):
        for kind in KINDS:
            q = drill(game, seed, kind, 3, options=opts)
            assert q["check"]["options"] == opts and check_says(q), q
            facts = [i["en"] for p in q["show"] if p["part"] == "facts" for i in p["items"]]
            assert any(f.startswith("House rule") for f in facts), facts
            assert "options" not in drill(game, seed, kind, 3)["check"]


def test_a_chain_of_two_pairs_is_read_by_the_house_rule(drill):
    """4455 is no shape by default (ruling wakeng.chain.min_sets), a chain of pairs with the option."""
    seed = next(s for s in range(200) if drill("wakeng", s, "reading", 3)["teaches"] == ["wakeng.chain.min_sets"])
    q = drill("wakeng", seed, "reading", 3)
    assert q["solution"] == "invalid"
    cards = q["show"][0]["cards"]
    out = handle({"op": "classify", "game": "wakeng", "cards": cards, "options": {"chain_min_sets": 2}})
    assert out["kind"] == "pair_chain"


BAD_ANSWERS = [("reading", 1, "maybe"), ("reading", 1, 3), ("beats", 1, True), ("beats", 2, "YES"),
               ("answers", 1, "ZZ"), ("answers", 1, 7), ("settle", 2, "3"), ("settle", 2, 1.5),
               ("settle", 3, 10**10)]


@pytest.mark.parametrize("game", CLIMBING)
@pytest.mark.parametrize("kind,level,answer", BAD_ANSWERS)
def test_bad_answers_are_coded_errors_in_words(drill, words, game, kind, level, answer):
    out = drill(game, 3, kind, level, answer=answer)
    assert out["ok"] is False and out["error"]["code"] in ("bad_request", "bad_cards"), out
    if kind != "answers":       # cards are read by the engine's one card reader, which names the token
        assert out["error"]["field"] == "answer" and "答案" in out["error"]["zh"]
        words({"zh": out["error"]["zh"], "en": out["error"]["en"]})


@pytest.mark.parametrize("game", CLIMBING)
def test_cards_not_in_the_hand_are_refused(drill, game):
    q = drill(game, 9, "answers", 1)
    hand = Counter(parse_cards(q["reply"]["from"]))
    g = games.GAMES[game]
    missing = next(c for c in parse_cards("S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 S6 S7 S8 S9") if hand[c] < g.decks)
    out = drill(game, 9, "answers", 1, answer=" ".join(str(missing) for _ in range(hand[missing] + 1)))
    assert out["ok"] is False and out["error"]["code"] == "bad_request" and out["error"]["field"] == "answer"


BAD = [({"seed": None}, "题号"), ({"seed": -1}, "题号"), ({"seed": 2**53}, "题号"), ({"seed": "7"}, "题号"),
       ({"seed": 1, "kind": "shape"}, "题型"), ({"seed": 1, "level": 0}, "难度"),
       ({"seed": 1, "kind": "settle", "level": 1}, "难度"), ({"seed": 1, "players": 7}, "人数")]


@pytest.mark.parametrize("game", CLIMBING)
@pytest.mark.parametrize("more,word", BAD)
def test_bad_requests_are_coded_errors_in_words(leak, game, more, word):
    out = handle({"op": "drill", "game": game, **more})
    assert out["ok"] is False and out["error"]["code"] == "bad_request", out
    assert word in out["error"]["zh"] and not leak(out["error"]["en"].replace("0 to", "")), out


@pytest.mark.parametrize("game", CLIMBING)
@pytest.mark.parametrize("kind", ["reading", "beats", "settle"])
def test_questions_fit_their_level(drill, game, kind):
    """The level the check's verdict says a question is (basics, common play, a ruling) is the
    level asked, for nearly every seed (a deal without such a position falls back to any)."""
    for level in KINDS[kind]:
        fit, own = 0, games.GAMES[game].drill
        for seed in range(10):
            q = drill(game, seed, kind, level)
            v = handle(q["check"])
            if kind == "reading":
                fit += own.reading_level(v) == level
            elif kind == "beats":
                fit += own.beats_level({**v, **({"top_as": True} if "previous_as" in q["check"] else {})}) == level
            else:
                fit += own.settle_level(v, q["check"]) == level
        assert fit >= 8, (kind, level, fit)
