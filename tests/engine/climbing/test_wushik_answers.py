"""赖子五十K ``answers``: every legal answer from a hand, through the API
(wushik.answers; the completeness proof against brute force is in
test_wushik_properties)."""

from engine.api import handle

HAND = "S3 H3 S4 S5 S10 SK H10 D10 HA CA S2 RJ BJ"


def answers(hand=HAND, previous=None, **extra):
    out = handle({"op": "answers", "game": "wushik", "hand": hand, "previous": previous, **extra})
    assert out["ok"], out
    return out


def listed(out):
    return {(a["kind"], a["rank"], a["length"]) for a in out["answers"]}


def test_answers_to_a_pair_are_higher_pairs_and_bombs():
    out = answers(previous="D9 C9")
    assert out["can_pass"] is True and out["rule"] == "wushik.answers"
    pairs = {a[1] for a in listed(out) if a[0] == "pair"}
    assert pairs == {"10", "K", "A", "2"}
    assert all(a["kind"] in ("pair", "bomb", "fifty_k") for a in out["answers"])
    assert ("fifty_k", None, 3) in listed(out)


def test_answers_spend_the_fewest_wilds():
    out = answers(previous="D9 C9")
    by_rank = {a["rank"]: a for a in out["answers"] if a["kind"] == "pair"}
    assert by_rank["A"]["cards"] == "CA HA" and by_rank["A"]["wilds"] == []
    assert by_rank["K"]["cards"] == "SK BJ" and by_rank["K"]["wilds"] == [{"card": "BJ", "as": "K"}]


def test_answers_fifty_k_each_suit_and_mixed():
    out = answers(previous="S9 H9 C9 D9", hand="S5 S10 SK H5 H10 HK D5")
    suits = sorted((a["suit"] or "mixed") for a in out["answers"] if a["kind"] == "fifty_k")
    assert suits == []          # every 5-10-K is below a four-card bomb
    out = answers(previous="C5 D10 SK", hand="S5 S10 SK H5 H10 HK D5")
    suits = sorted((a["suit"] or "mixed") for a in out["answers"] if a["kind"] == "fifty_k")
    assert suits == ["H", "S"]  # mixed ties a mixed one: the first played stands
    out = answers(hand="S5 S10 SK H5 H10 HK D5")
    suits = sorted((a["suit"] or "mixed") for a in out["answers"] if a["kind"] == "fifty_k")
    assert suits == ["H", "S", "mixed"]


def test_answers_to_a_bomb_are_bigger_bombs_only():
    out = answers(previous="S7 H7 C7 D7", hand="S9 H9 C9 RJ BJ S3 SA")
    # three 9s and two wilds: four or five 9s; a lone A or 3 with two wilds is only three cards
    assert listed(out) == {("bomb", "9", 4), ("bomb", "9", 5)}
    # five 9s (two of them wild) on the table: five natural 9s only tie it, and lose
    out = answers(previous="D9 D9 H9 RJ BJ", hand="S9 S9 H9 C9 C9 S3 SA")
    assert listed(out) == set()


def test_answers_lead_lists_chains_with_wilds_and_joker_plays():
    out = answers()
    assert out["can_pass"] is False
    kinds = listed(out)
    assert ("pair_chain", "5", 6) in kinds        # 33 44 55 with wilds filling 4 and 5
    assert ("single", "joker", 1) in kinds and ("pair", "joker", 2) in kinds
    assert ("bomb", "10", 4) in kinds              # three 10s and a wild
    assert all(a["kind"] != "plane" or a["length"] % 3 == 0 for a in out["answers"])
    assert out["count"] == len(out["answers"])


def test_answers_four_jokers_lowest_bomb_answers_nothing_but_leads():
    hand = "RJ RJ BJ BJ S3"
    assert ("bomb", "joker", 4) in listed(answers(hand=hand))
    assert ("bomb", "joker", 4) not in listed(answers(hand=hand, previous="S4 H4 C4 D4"))
    out = answers(hand=hand, previous="S4 H4 C4 D4", options={"four_jokers": "highest"})
    assert ("bomb", "joker", 4) in listed(out)


def test_answers_bad_input():
    out = handle({"op": "answers", "game": "wushik", "hand": ""})
    assert out["error"]["code"] == "bad_request"
    out = handle({"op": "answers", "game": "wushik", "hand": "S3", "previous": "S3 H4"})
    assert out["error"]["code"] == "illegal"
    out = handle({"op": "answers", "game": "wushik", "hand": "S3 S3", "previous": "S3"})
    assert out["error"]["code"] == "impossible"
