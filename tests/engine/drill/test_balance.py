"""Practice that cannot be answered without looking (issue 27 §6): over 200 seeds of every kind
and level of every game, and over any 60 consecutive seeds (the run a reader meets: the page
takes consecutive seeds per kind and level, after the build's quick ones: test_practice_seeds.py), no one answer is right more than half the time,
nor any part of a many-part choice (the side and count of a levels answer, the next dealer). An answer is what a
reader could give without reading the position: a choice ("no", "invalid", "throw", one line
of levels), "pass", a seat by its place in the trick (the leader, the next …), a number, or, for
a throw, "all of it" against "a part"; a follow's cards differ with every hand, so it has no
such answer. Also: every kind with several right answers says so and its grade's words admit
them; a non-answer (null, no cards) is an error in words, in both languages."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine import games
from engine.api import handle
from engine.drill import kept
from tests.engine.drill.answers import FAMILY, answered_without_looking, parts_of

SEEDS = 200
CASES = [(g, k, lv) for g, fam in FAMILY.items() for k, levels in fam.KINDS.items() for lv in levels]


WINDOW = 60      # a reader's own run: after the run of quick seeds (test_practice_seeds.py), consecutive seeds per kind and level (practice-seeds.js)


@pytest.mark.parametrize("game,kind,level", CASES)
def test_no_answer_is_right_more_than_half_the_time(game, kind, level, reader_mix):
    """Over 200 seeds and over any 60 consecutive ones (a reader's own run), no answer and no
    part of a many-part choice is right more than half the time."""
    # the questions of a reader's mix already asked this run (the same question for a seed, level
    # and kind, chosen or given) are read, not asked again
    mixed = {q["seed"]: q for q in reader_mix(game) if (q["kind"], q["level"]) == (kind, level)}
    asked = [mixed.get(seed) or handle({"op": "drill", "game": game, "seed": seed, "kind": kind, "level": level})
             for seed in range(SEEDS)]
    answers = [answered_without_looking(q) for q in asked]
    counted = Counter(a for a in answers if a is not None)
    top, n = counted.most_common(1)[0] if counted else (None, 0)
    assert n <= SEEDS // 2, (top, n, counted.most_common(4))
    for start in range(SEEDS - WINDOW + 1):
        run = Counter(a for a in answers[start:start + WINDOW] if a is not None)
        if len(counted) > 1 and run:
            top, n = run.most_common(1)[0]
            assert n <= WINDOW // 2, (f"seeds {start}–{start + WINDOW - 1}", top, n)
    parts = Counter(p for q in asked for p in parts_of(q))
    for part, n in parts.items():
        assert n <= SEEDS // 2, (part, n, parts.most_common(6))


@pytest.mark.parametrize("game", list(games.GAMES))
def test_a_kind_chosen_from_the_seed_asks_the_question_the_kind_given_asks(game, reader_mix):
    """What lets the sweep above read the reader's mix: the same seed, level and kind, chosen by
    the engine or given, make the same question, byte for byte (made afresh: nothing kept)."""
    for q in reader_mix(game)[:9]:
        kept.forget()
        given = handle({"op": "drill", "game": game, "seed": q["seed"], "kind": q["kind"], "level": q["level"]})
        assert json.dumps(given, sort_keys=True) == json.dumps(q, sort_keys=True), (q["seed"], q["kind"], q["level"])


# --- several right answers: said, admitted, listed ------------------------------------------

# 双升's rules force the part of a failed throw left on the table (one answer): 找朋友's blocker chooses.
SEVERAL = [("zhaopengyou", "follow", 1), ("shuangsheng", "follow", 3), ("zhaopengyou", "throw", 3),
           ("wakeng", "answers", 1), ("mingan", "answers", 2), ("wushik", "answers", 3)]
ANY = {"zh": ("以下任一都对", "正确答案是"), "en": ("Any of these is right", "the answer is")}


def wrong_for(q):
    """An answer the question makes wrong (None if none turns up in a few tries)."""
    reply, right = q["reply"], q.get("solutions")
    if q["kind"] == "answers":
        return "" if right != [""] else None
    if q["kind"] == "throw":
        whole = reply["from"]
        return whole if whole not in right else " ".join(whole.split()[:1])
    hand = reply["from"].split()
    for start in range(len(hand) - reply["count"] + 1):
        play = " ".join(hand[start:start + reply["count"]])
        if not handle({**q["check"], "play": play})["legal"]:
            return play
    return None


@pytest.mark.parametrize("game,kind,level", SEVERAL)
def test_a_kind_with_several_right_answers_says_so_and_admits_them(game, kind, level):
    """The question says more than one answer may be right; each listed answer is graded right;
    a wrong answer's words name them all ("any of these"), or, for a follow, what the rule allows,
    never "the" answer; the solution is one of them."""
    met = Counter()
    for seed in range(30 if kind == "throw" else 10):
        q = handle({"op": "drill", "game": game, "seed": seed, "kind": kind, "level": level})
        assert q["how_many"] == "any", q
        assert "不止一个" in q["ask"]["zh"] and "More than one answer may be right" in q["ask"]["en"]
        right = q.get("solutions")
        assert (right is None) == (kind == "follow")
        for r in right or []:
            graded = handle({"op": "drill", "game": game, "seed": seed, "kind": kind, "level": level, "answer": r})
            assert graded["right"] is True, (r, graded["explain"])
        bad = wrong_for(q)
        if bad is None:
            continue
        g = handle({"op": "drill", "game": game, "seed": seed, "kind": kind, "level": level, "answer": bad})
        assert g["right"] is False, g
        for lang in ("zh", "en"):
            words, the_one = g["explain"][lang], ANY[lang][1]
            assert the_one not in words, words
            if right is None:
                assert ("规则允许的答案都算对" if lang == "zh" else "any answer the rule allows is right") in words
            elif len(right) > 1:
                assert ANY[lang][0] in words, words
                met["several"] += 1
        assert right is None or q["solution"] in right
    assert kind == "follow" or met["several"], "no question with several right answers among the seeds"


@pytest.mark.parametrize("game,kind,level", [("zhaopengyou", "winner", 1), ("shuangsheng", "bid", 3),
                                             ("shuangsheng", "throw", 3),
                                             ("wakeng", "beats", 1), ("wushik", "reading", 2)])
def test_a_kind_with_one_right_answer_says_so(game, kind, level):
    q = handle({"op": "drill", "game": game, "seed": 5, "kind": kind, "level": level})
    assert q["how_many"] == "one" and q["solutions"] == [q["solution"]]
    assert q["ask"]["zh"].endswith("只有一个答案是对的。") and q["ask"]["en"].endswith("One answer is right.")


@pytest.mark.parametrize("game,kind,level,answer", [
    ("zhaopengyou", "shape", 1, None), ("shuangsheng", "follow", 1, None), ("wakeng", "beats", 1, None),
    ("mingan", "settle", 2, None), ("wushik", "answers", 1, None), ("zhaopengyou", "throw", 3, ""),
    ("shuangsheng", "follow", 2, ""), ("zhaopengyou", "kitty", 2, None)])
def test_a_non_answer_is_an_error_in_words(leak, game, kind, level, answer):
    out = handle({"op": "drill", "game": game, "seed": 8, "kind": kind, "level": level, "answer": answer})
    assert out["ok"] is False and out["error"]["code"] == "bad_request" and out["error"]["field"] == "answer", out
    assert "答案" in out["error"]["zh"] and "answer" in out["error"]["en"]
    assert not leak(out["error"]["en"], notation=False) and "、" not in out["error"]["en"]


def test_a_pass_is_an_answer_where_it_is_offered():
    out = handle({"op": "drill", "game": "wakeng", "seed": 8, "kind": "answers", "level": 1, "answer": ""})
    assert out["ok"] is True and out["given"] == ""


def test_english_lists_of_choices_use_english_commas():
    out = handle({"op": "drill", "game": "wakeng", "seed": 8, "kind": "beats", "level": 1, "answer": "maybe"})
    assert out["ok"] is False and "、" not in out["error"]["en"] and ", " in out["error"]["en"], out
    assert "、" in out["error"]["zh"]


def test_a_bid_is_refused_by_the_sources_rule_before_the_ruling():
    """The standing bidder's counter that shows too few cards, or a card nobody plays, is refused
    by those rules (the sources'), not by the site's ruling on who may counter."""
    levels = ["2"] * 5
    few = handle({"op": "bid", "game": "zhaopengyou", "levels": levels, "bids": [{"seat": 0, "cards": "S2 S2"}],
                  "bid": {"seat": 0, "cards": "H2"}})
    nobody = handle({"op": "bid", "game": "zhaopengyou", "levels": levels, "bids": [{"seat": 0, "cards": "S2"}],
                     "bid": {"seat": 0, "cards": "DA DA"}})
    barred = handle({"op": "bid", "game": "zhaopengyou", "levels": levels, "bids": [{"seat": 0, "cards": "S2"}],
                     "bid": {"seat": 0, "cards": "D2 D2"}})
    assert few["valid"] is False and few["rule"] == "zhaopengyou.bid.counter_more"
    assert nobody["valid"] is False and nobody["rule"] == "zhaopengyou.bid.counter_own_rank"
    assert barred["valid"] is False and barred["rule"] == "zhaopengyou.bid.who_counters"


def test_copies_of_a_joker_are_worded_as_a_pair():
    from engine.text import held_in
    assert (held_in("RJ RJ", "zh"), held_in("RJ RJ", "en")) == ("一对大王", "pair of big jokers")
    assert held_in("BJ BJ BJ", "en") == "three small jokers" and held_in("SA SA", "en") == "♠A♠A"


def test_a_missing_answer_s_stand_in_turns_with_the_seed_and_the_last_named_comes_last():
    """in_turn (what the aimed questions share): the seed's turn of the list where present; where
    it is missing, the others in turn over consecutive seeds, the one named last only when no other is."""
    from engine.drill.common import in_turn
    aims = ("a", "b", "c", "last")
    assert [in_turn(aims, t, set(aims)) for t in range(4)] == list(aims)
    stand_ins = Counter(in_turn(aims, t, {"a", "b", "c", "last"} - {aims[t % 4]}) for t in range(0, 48, 4))
    assert stand_ins == Counter({"b": 6, "c": 6}), stand_ins       # "a" missing: b and c take turns, not "last"
    assert in_turn(aims, 0, {"last"}) == "last" and in_turn(aims, 1, set()) is None
