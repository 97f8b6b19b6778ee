"""The drill op of zhaopengyou and shuangsheng, through the engine's one entry: every kind
and level over many seeds (hypothesis) asks a well-formed question from a real deal, whose
solution is what the check op says, graded right for the solution and wrong (with a reason
and a rule) for another answer; same request, same question; bad requests, coded errors."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from engine import games
from engine.api import handle
from engine.cards import format_cards, parse_cards
from engine.drill.tractor import KINDS

CASES = [(g, k, lv) for g in ("zhaopengyou", "shuangsheng") for k, levels in KINDS.items() for lv in levels]
SEEDS = st.integers(min_value=0, max_value=2**53 - 1)
RULES = games.all_rules()


def well_formed(q, game, kind, level, seed, words):
    assert q["ok"] is True, q
    assert (q["game"], q["kind"], q["level"], q["seed"]) == (game, kind, level, seed)
    words(q["title"])
    words(q["ask"])
    players = games.GAMES[game].players[0]
    for part in q["show"]:
        assert part["part"] in ("trump", "cards", "plays", "facts"), part
        if part["part"] == "trump":
            assert set(part["trump"]) == {"rank", "suit"}
        elif part["part"] == "cards":
            words(part["label"])
            parse_cards(part["cards"])
            assert 0 <= part.get("seat", 0) < players
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
    elif r["type"] == "seat":
        assert q["solution"] in r["seats"]
    elif r["type"] == "number":
        assert r["min"] <= q["solution"] <= r["max"]
    else:
        assert r["type"] == "cards"
        assert not Counter(parse_cards(q["solution"])) - Counter(parse_cards(r["from"]))
        assert r.get("count") in (None, len(parse_cards(q["solution"])))
    assert q["check"]["game"] == game and q["check"]["op"] != "drill"
    assert q["teaches"] and all(t in RULES for t in q["teaches"]), q["teaches"]


def conserved(q, game):
    """No card shown more often than the decks hold; the hand and the table are disjoint."""
    decks = games.GAMES[game].decks
    if q["kind"] == "bid":       # shown bids stay in hand and may be shown again: the most at once per seat
        held: dict = {}
        for part in q["show"]:
            plays = part.get("plays", []) + ([{"seat": part["seat"], "cards": part["cards"]}] if "seat" in part else [])
            for p in plays:
                held[p["seat"]] = held.get(p["seat"], Counter()) | Counter(parse_cards(p["cards"]))
        total = sum(held.values(), Counter())
    else:
        total = Counter()
        for part in q["show"]:
            if part["part"] == "cards":
                total.update(parse_cards(part["cards"]))
            for p in part.get("plays", []):
                total.update(parse_cards(p["cards"] or ""))
    assert all(n <= decks for n in total.values()), total.most_common(3)


def check_says(q):
    """The answer the check op gives about the position."""
    out = handle(q["check"])
    assert out["ok"], out
    kind = q["kind"]
    if kind == "shape":
        return out["shape"] == q["solution"]
    if kind == "follow":
        return out["legal"] and Counter(parse_cards(out["play"])) == Counter(parse_cards(q["solution"]))
    if kind == "winner":
        return out["winner"] == q["solution"]
    if kind == "throw":
        right = [q["check"]["cards"]] if out["succeeds"] else [o["forced"] for o in out["options"]]
        return any(Counter(parse_cards(r)) == Counter(parse_cards(q["solution"])) for r in right)
    if kind == "kitty":
        return out["kitty"]["bonus"] == q["solution"]
    if kind == "levels":
        lv = out["levels"]
        return f"{lv['defenders']}-{lv['attackers']}-{out['next_dealer']}" == q["solution"]
    assert kind == "bid"
    return ("yes" if out["valid"] else "no") == q["solution"]


def wrong_answer(q, rng):
    """An answer the position makes wrong (None when the hand leaves no wrong follow)."""
    r, sol = q["reply"], q["solution"]
    if r["type"] == "choice":
        return rng.choice([c["value"] for c in r["choices"] if c["value"] != sol])
    if r["type"] == "seat":
        return rng.choice([s for s in r["seats"] if s != sol])
    if r["type"] == "number":
        return sol + 5
    pool = parse_cards(r["from"])
    if q["kind"] == "throw":
        out = handle(q["check"])
        return format_cards(pool[1:]) if out["succeeds"] else r["from"]
    for _ in range(60):
        play = rng.sample(pool, r["count"])
        verdict = handle({**q["check"], "play": format_cards(play)})
        if not verdict["legal"]:
            return format_cards(play)
    return None


@pytest.mark.parametrize("game,kind,level", CASES)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_question_and_grades(drill, words, game, kind, level, seed):
    q = drill(game, seed, kind, level)
    well_formed(q, game, kind, level, seed, words)
    conserved(q, game)
    assert check_says(q), q
    right = drill(game, seed, kind, level, answer=q["solution"])
    assert right["ok"] and right["right"] is True, right
    assert right["rule"] in RULES and right["given"] == q["solution"]
    words(right["explain"])
    assert {k: v for k, v in right.items() if k not in ("right", "given", "rule", "explain")} == \
        {k: v for k, v in q.items()}
    bad = wrong_answer(q, random.Random(seed))
    if bad is not None:
        wrong = drill(game, seed, kind, level, answer=bad)
        assert wrong["ok"] and wrong["right"] is False, (bad, wrong)
        assert wrong["rule"] in RULES and wrong["solution"] == q["solution"]
        words(wrong["explain"])


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_same_request_same_question(drill, game):
    for seed in (0, 1, 2**53 - 1):
        first = drill(game, seed)
        assert first == drill(game, seed)
        assert first["level"] == 1 and 1 in KINDS[first["kind"]]
    kinds = {drill(game, s)["kind"] for s in range(30)}
    assert kinds == {k for k, levels in KINDS.items() if 1 in levels}      # a beginner's mix
    assert {drill(game, s, level=3)["kind"] for s in range(40)} == {k for k, lv in KINDS.items() if 3 in lv}


def test_kind_alone_takes_its_first_level(drill):
    assert drill("shuangsheng", 5, "throw")["level"] == 3
    assert drill("shuangsheng", 5, "kitty")["level"] == 2


def test_house_rules_reach_the_check(drill):
    opts = {"point_suits": "spades", "throw_follow": "suit"}
    q = drill("zhaopengyou", 11, "winner", 1, options=opts)
    assert q["check"]["options"] == opts
    out = handle(q["check"])
    assert out["winner"] == q["solution"]
    assert "options" not in drill("zhaopengyou", 11, "winner", 1)["check"]


BAD = [
    ({"seed": None}, "题号"), ({"seed": -1}, "题号"), ({"seed": 2**53}, "题号"), ({"seed": 1.5}, "题号"),
    ({"seed": True}, "题号"), ({"seed": "7"}, "题号"),
    ({"seed": 1, "kind": "reading"}, "题型"), ({"seed": 1, "kind": 3}, "题型"),
    ({"seed": 1, "level": 4}, "难度"), ({"seed": 1, "kind": "throw", "level": 1}, "难度"),
    ({"seed": 1, "kind": "bid", "level": 2}, "难度"),
]


@pytest.mark.parametrize("more,word", BAD)
@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_bad_requests_are_coded_errors_in_words(leak, game, more, word):
    req = {"op": "drill", "game": game, **more}
    if more.get("seed", 0) is None:
        del req["seed"]
    out = handle(req)
    assert out["ok"] is False and out["error"]["code"] == "bad_request", out
    assert word in out["error"]["zh"]
    assert not leak(out["error"]["en"]) and "kind" not in out["error"]["en"].replace("kind of", "")


@pytest.mark.parametrize("kind,level,answer", [
    ("shape", 1, 3), ("shape", 1, "square"), ("winner", 1, 9), ("winner", 1, "north"), ("kitty", 2, -5),
    ("kitty", 2, "ten"), ("follow", 1, "RJ RJ RJ"), ("follow", 1, 7), ("throw", 3, "XX"), ("levels", 2, True),
])
def test_malformed_answers_are_errors_not_grades(drill, leak, kind, level, answer):
    out = drill("shuangsheng", 3, kind, level, answer=answer)
    assert out["ok"] is False and out["error"]["code"] in ("bad_request", "bad_cards", "impossible"), out
    assert out["error"].get("field", "answer") == "answer"
    assert not leak(out["error"]["en"], notation=False)      # the card reader's error shows its example


def test_follow_answer_must_come_from_the_hand_and_count(drill):
    q = drill("zhaopengyou", 4, "follow", 1)
    hand = Counter(parse_cards(q["reply"]["from"]))
    outside = next(c for c in parse_cards("RJ BJ SA HA CA DA S2 H2") if hand[c] < 3)
    n = q["reply"]["count"]
    out = drill("zhaopengyou", 4, "follow", 1, answer=format_cards([outside] * 3))
    assert out["ok"] is False and "可选" in out["error"]["zh"]
    if len(hand) > n:
        more = format_cards(list(hand.elements())[:n + 1])
        out = drill("zhaopengyou", 4, "follow", 1, answer=more)
        assert out["ok"] is False and f"应选 {n} 张" in out["error"]["zh"]


def test_same_question_in_another_process_and_hash_seed():
    """Nothing in a question hangs on set or dict order of cards (string hashes change per process)."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]
    reqs = [{"op": "drill", "game": g, "seed": s, "kind": k, "level": KINDS[k][-1]}
            for g in ("zhaopengyou", "shuangsheng") for k in KINDS for s in (3, 2**40 + 1)]
    code = ("import json, sys; from engine.api import handle; "
            "print(json.dumps([handle(r) for r in json.loads(sys.stdin.read())], sort_keys=True))")
    outs = []
    for hash_seed in ("0", "4321"):
        env = {**os.environ, "PYTHONPATH": str(root), "PYTHONHASHSEED": hash_seed}
        proc = subprocess.run([sys.executable, "-c", code], input=json.dumps(reqs), capture_output=True,
                              text=True, env=env, cwd=root, check=True)
        outs.append(proc.stdout)
    assert outs[0] == outs[1] == json.dumps([handle(r) for r in reqs], sort_keys=True) + "\n"


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_any_follow_is_graded_by_the_follow_op(drill, game):
    """Several follows may be right: each answer is graded by what the follow op says of it."""
    rng = random.Random(game)
    seen = Counter()
    for seed in range(12):
        q = drill(game, seed, "follow", seed % 3 + 1)
        hand, n = parse_cards(q["reply"]["from"]), q["reply"]["count"]
        for _ in range(4):
            play = format_cards(rng.sample(hand, n))
            legal = handle({**q["check"], "play": play})["legal"]
            graded = drill(game, seed, "follow", seed % 3 + 1, answer=play)
            assert graded["right"] is legal and graded["solution"] == q["solution"]
            seen[legal] += 1
    assert seen[True] and seen[False]
