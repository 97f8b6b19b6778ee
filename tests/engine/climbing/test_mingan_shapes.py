"""明暗斗地主 shapes and beating: every example of mingan-doudizhu.md 可出牌型, by clause."""

from functools import partial

import pytest

from tests.engine import helpers

G = "mingan"
ask = partial(helpers.ask, game=G)
classify = partial(helpers.classify, game=G)


def beats(previous, play, **extra):
    return ask("beats", previous=previous, play=play, **extra)["beats"]


# 手牌大小: 3 < 4 < … < A < 2 < 小王 < 大王
LADDER = ["S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "SJ", "SQ", "SK", "SA", "S2", "BJ", "RJ"]


@pytest.mark.parametrize("low, high", list(zip(LADDER, LADDER[1:])))
def test_order_singles(low, high):
    assert beats(low, high) and not beats(high, low)


# 连对: "例如：334455、7788991010JJ"
@pytest.mark.parametrize("cards, top, sets", [
    ("S3 H3 S4 H4 S5 H5", "5", 3), ("S7 H7 S8 H8 S9 H9 S10 H10 SJ HJ", "J", 5)])
def test_shapes_pair_chain_examples(cards, top, sets):
    out = classify(cards)
    assert (out["kind"], out["rank"], out["sets"]) == ("pair_chain", top, sets)


# 连对: "至少包含 3 组", "最大至 A 结束"
@pytest.mark.parametrize("cards", ["S3 H3 S4 H4", "SK HK SA HA S2 H2"])
def test_shapes_pair_chain_limits(cards):
    assert classify(cards)["kind"] == "invalid"


# 三张: "例如：777、777+5（三带一）、777+55（三带二）"
@pytest.mark.parametrize("cards, expected", [
    ("S7 H7 C7", "triple"), ("S7 H7 C7 D5", "triple_single"), ("S7 H7 C7 D5 S5", "triple_pair")])
def test_shapes_triple_examples(cards, expected):
    out = classify(cards)
    assert out["kind"] == expected and out["rank"] == "7"


# 顺子: "最小 34567，最大 10JQKA"
@pytest.mark.parametrize("cards, top", [("S3 H4 C5 D6 S7", "7"), ("S10 HJ CQ DK SA", "A")])
def test_shapes_straight_examples(cards, top):
    out = classify(cards)
    assert (out["kind"], out["rank"], out["length"]) == ("straight", top, 5)


@pytest.mark.parametrize("cards", ["S3 H4 C5 D6", "SJ HQ CK DA S2", "S2 H3 C4 D5 S6"])
def test_shapes_straight_limits(cards):
    assert classify(cards)["kind"] == "invalid"


# 飞机: "不带牌：555666", "带单牌：555666+3+9", "带对子：555666+33+99"
@pytest.mark.parametrize("cards, expected, kickers", [
    ("S5 H5 C5 S6 H6 C6", "plane", None),
    ("S5 H5 C5 S6 H6 C6 D3 S9", "plane_single", ["3", "9"]),
    ("S5 H5 C5 S6 H6 C6 D3 S3 S9 H9", "plane_pair", ["3", "3", "9", "9"])])
def test_shapes_plane_examples(cards, expected, kickers):
    out = classify(cards)
    assert (out["kind"], out["rank"], out["sets"]) == (expected, "6", 2)
    assert out.get("kickers") == kickers


# 飞机: one kicker per triple, all singles or all pairs
@pytest.mark.parametrize("cards", ["S5 H5 C5 S6 H6 C6 D3", "S5 H5 C5 S6 H6 C6 D3 S9 H9",
                                   "S5 H5 C5 S6 H6 C6 D3 H3 S9"])
def test_shapes_plane_kicker_count(cards):
    assert classify(cards)["kind"] == "invalid"


# 炸弹: "6666（4 只）、99999（5 只）、888888（6 只）"
@pytest.mark.parametrize("cards, size", [
    ("S6 H6 C6 D6", 4), ("S9 H9 C9 D9 S9", 5), ("S8 H8 C8 D8 S8 H8", 6)])
def test_shapes_bomb_examples(cards, size):
    out = classify(cards)
    assert (out["kind"], out["length"], out["bomb"]) == ("bomb", size, True)


# The bomb ladder: 4 < 双王 < 5 < 6 < 7 < 8 < 四王, by rank inside a size
BOMBS = ["S3 H3 C3 D3", "S2 H2 C2 D2", "BJ RJ", "S3 H3 C3 D3 S3", "S2 H2 C2 D2 S2",
         "S3 H3 C3 D3 S3 H3", "S3 H3 C3 D3 S3 H3 C3", "S3 H3 C3 D3 S3 H3 C3 D3",
         "S2 H2 C2 D2 S2 H2 C2 D2", "BJ BJ RJ RJ"]


@pytest.mark.parametrize("i", range(len(BOMBS) - 1))
def test_beats_bomb_ladder(i):
    low, high = BOMBS[i], BOMBS[i + 1]
    out = ask("beats", previous=low, play=high)
    assert out["beats"] and out["rule"] == "mingan.beats.bomb"
    assert not beats(high, low)


# 双王: "大于任意 4 只炸弹，但小于 5 只炸弹"
def test_shapes_rocket_between_four_and_five():
    assert beats("S2 H2 C2 D2", "BJ RJ")
    assert not beats("S3 H3 C3 D3 S3", "BJ RJ")
    assert beats("BJ RJ", "S3 H3 C3 D3 S3")


# 四王: "大于一切炸弹"
def test_shapes_four_jokers_above_everything():
    for bomb in BOMBS[:-1]:
        assert beats(bomb, "BJ BJ RJ RJ")


# A bomb beats every non-bomb
@pytest.mark.parametrize("previous", ["RJ", "S2 H2", "S3 H4 C5 D6 S7 H8 C9 D10 SJ HQ CK DA",
                                      "S5 H5 C5 S6 H6 C6 D3 S3 S9 H9", "SA HA CA D2"])
def test_beats_bomb_over_non_bomb(previous):
    assert beats(previous, "S4 H4 C4 D4")
    assert not beats("S4 H4 C4 D4", previous)


# 压牌: same kind and size; kickers never count
def test_beats_triple_with_single_by_triple():
    assert beats("S7 H7 C7 DA", "S8 H8 C8 D3")
    assert not beats("S7 H7 C7 D5", "S8 H8 C8 D3 S3")


def test_beats_straight_same_length_only():
    assert beats("S3 H4 C5 D6 S7", "S4 H5 C6 D7 S8")
    assert not beats("S3 H4 C5 D6 S7", "S4 H5 C6 D7 S8 H9")


def test_beats_joker_pairs():
    assert beats("S2 H2", "BJ BJ") and beats("BJ BJ", "RJ RJ")


# ruling mingan.kickers.rank
def test_kickers_rank_ruling_777_7_is_a_bomb():
    assert classify("S7 H7 C7 D7")["kind"] == "bomb"


def test_kickers_rank_ruling_plane_singles_may_pair():
    out = classify("S5 H5 C5 S6 H6 C6 D3 S3")
    assert out["kind"] == "plane_single" and out["rule"] == "mingan.kickers.rank"


# ruling mingan.kickers.jokers
def test_kickers_jokers_ruling():
    out = classify("S7 H7 C7 RJ")
    assert out["kind"] == "triple_single" and out["rule"] == "mingan.kickers.jokers"
    assert classify("S7 H7 C7 BJ BJ")["kind"] == "triple_pair"
    off = classify("S7 H7 C7 RJ", joker_kickers=False)
    assert off["kind"] == "invalid" and off["rule"] == "mingan.kickers.jokers"
    assert classify("S7 H7 C7 BJ RJ")["kind"] == "invalid"  # 小王+大王 is no pair


# ruling mingan.chain.range
def test_chain_range_ruling_no_2_in_planes():
    out = classify("SA HA CA S2 H2 C2")
    assert out["kind"] == "invalid" and out["rule"] == "mingan.chain.range"


# ruling mingan.jokers.shapes
@pytest.mark.parametrize("cards", ["BJ BJ RJ", "BJ RJ RJ"])
def test_jokers_shapes_ruling(cards):
    out = classify(cards)
    assert out["kind"] == "invalid" and out["rule"] == "mingan.jokers.shapes"


# ruling mingan.reading.ambiguous
def test_reading_ambiguous_ruling():
    cards = "S5 H5 C5 S6 H6 C6 S7 H7 C7 S8 H8 C8"
    out = classify(cards)
    assert out["kind"] == "plane" and out["rule"] == "mingan.reading.ambiguous"
    assert [r["kind"] for r in out["readings"]] == ["plane", "plane_single", "plane_single"]
    # as an answer to a 3-triple plane with singles it counts, by its second reading
    prev = "S3 H3 C3 S4 H4 C4 S5 H5 C5 D9 D10 DJ"
    assert beats(prev, cards)
    # as the play to beat, the player may name the reading
    plain = ask("beats", previous=cards, play="S9 H9 C9 S10 H10 C10 SJ HJ CJ SQ HQ CQ")
    assert plain["beats"] and plain["previous_as"]["kind"] == "plane"
    named = ask("beats", previous=cards, previous_as={"kind": "plane_single"},
                play="S9 H9 C9 S10 H10 C10 SJ HJ CJ D3 D4 D5")
    assert named["beats"]


def test_answers_from_a_hand():
    out = ask("answers", hand="S3 S3 S4 H4 C4 S5 H5 C5 S9 SK BJ RJ", previous="S6 H6 C6 D7")
    kinds = {(p["kind"], p["rank"]) for p in out["plays"]}
    assert kinds == {("rocket", "RJ")}
    out = ask("answers", hand="S3 S3 S4 H4 C4 S5 H5 C5 S9 SK BJ RJ", previous="S3 H3 C3 D7")
    assert {p["cards"] for p in out["plays"] if p["rank"] == "4"} == {
        "S4 H4 C4 S3", "S4 H4 C4 S5", "S4 H4 C4 S9", "S4 H4 C4 SK", "S4 H4 C4 BJ", "S4 H4 C4 RJ"}


# ruling mingan.kickers.plane: "可带两张任意单牌或两对对子" — per triple (default) or two in all
PLANE3 = "S5 H5 C5 S6 H6 C6 S7 H7 C7"


@pytest.mark.parametrize("kickers, per_triple, two", [
    ("D3 S9 DJ", "plane_single", "invalid"),           # three singles: one per triple
    ("D3 S9", "invalid", "plane_single"),              # two singles: the literal reading
    ("D3 S3 S9 H9 DJ SJ", "plane_pair", "invalid"),    # three pairs
    ("D3 S3 S9 H9", "invalid", "plane_pair"),          # two pairs
])
def test_plane_kickers_both_readings(kickers, per_triple, two):
    cards = f"{PLANE3} {kickers}"
    default = classify(cards)
    literal = classify(cards, plane_kickers="two")
    assert (default["kind"], literal["kind"]) == (per_triple, two)
    for out in (default, literal):
        if out["kind"] != "invalid":
            assert out["rule"] == "mingan.kickers.plane" and out["sets"] == 3


def test_plane_kickers_agree_on_two_triples():
    for plane_kickers in ("per_triple", "two"):
        out = classify("S5 H5 C5 S6 H6 C6 D3 S9", plane_kickers=plane_kickers)
        assert out["kind"] == "plane_single" and out["rule"] == "mingan.shapes.plane_single"


@pytest.mark.parametrize("plane_kickers, previous, size", [
    ("per_triple", f"{PLANE3} D3 S9 DJ", 12), ("two", f"{PLANE3} D3 S9", 11)])
def test_plane_kickers_answers_follow_the_reading(plane_kickers, previous, size):
    hand = "S8 H8 C8 S9 H9 C9 S10 H10 C10 D4 D6 DQ"
    out = ask("answers", hand=hand, previous=previous, options={"plane_kickers": plane_kickers})
    planes = [p for p in out["plays"] if p["kind"] == "plane_single"]
    assert planes and all(p["length"] == size and p["sets"] == 3 for p in planes)
    for p in planes:
        assert beats(previous, p["cards"], options={"plane_kickers": plane_kickers})
