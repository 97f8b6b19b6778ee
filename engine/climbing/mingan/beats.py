"""明暗斗地主: naming a play, reading it, and deciding whether it beats another
(rules mingan.beats, mingan.beats.bomb, mingan.order, ruling mingan.reading.ambiguous)."""

from __future__ import annotations

from collections import Counter

from ...errors import bad_request
from ..combos import Combo, rank_text
from .shapes import JOKERS, ORDER, readings

KIND_NAME = {
    "single": ("单张", "a single"), "pair": ("对子", "a pair"), "pair_chain": ("连对", "a chain of pairs"),
    "triple": ("三张", "a triple"), "triple_single": ("三带一", "a triple with a single"),
    "triple_pair": ("三带二", "a triple with a pair"), "straight": ("顺子", "a straight"),
    "plane": ("飞机", "a plane"), "plane_single": ("飞机带单", "a plane with singles"),
    "plane_pair": ("飞机带对", "a plane with pairs"), "bomb": ("炸弹", "a bomb"),
    "rocket": ("双王", "the two jokers (双王)"), "four_jokers": ("四王", "four jokers (四王)"),
}


def describe(c: Combo) -> tuple[str, str]:
    zh, en = KIND_NAME[c.kind]
    r, n = rank_text(c.rank), c.size
    if c.kind in ("rocket", "four_jokers"):
        return zh, en
    return f"{zh}（{n} 张，{r} 大）", f"{en} ({n} card{'s' if n > 1 else ''}, {r} high)"


def shape_rule(c: Combo | None, counts: Counter, options: dict | None = None) -> str:
    """The rule that decides a reading; for no reading, the rule the play falls foul of."""
    if c is not None:
        kick = dict(c.kickers)
        if any(j in kick for j in JOKERS):
            return "mingan.kickers.jokers"
        if c.kind == "plane_single" and any(n > 1 for n in kick.values()):
            return "mingan.kickers.rank"
        if c.kind in ("plane_single", "plane_pair") and c.sets > 2:
            return "mingan.kickers.plane"     # the readings of the source differ here
        return f"mingan.shapes.{c.kind}"
    if options is not None and not options.get("joker_kickers", True) and \
            readings(counts, {**options, "joker_kickers": True}):
        return "mingan.kickers.jokers"
    if set(counts) <= set(JOKERS) and sum(counts.values()) == 3:
        return "mingan.jokers.shapes"
    sizes = set(counts.values())
    if len(counts) > 1 and len(sizes) == 1 and any(r not in ORDER.chain for r in counts):
        return "mingan.chain.range" if sizes == {3} else "mingan.shapes.invalid"
    return "mingan.shapes.invalid"


def pick_reading(found: list[Combo], wanted: dict | None) -> Combo:
    """The reading named by ``previous_as`` (ruling mingan.reading.ambiguous), else the first."""
    if wanted is None:
        return found[0]
    for c in found:
        if c.matches(wanted):
            return c
    raise bad_request(f"这手牌不能读成 {wanted!r}。", f"The play cannot be read as {wanted!r}.")


def decide(prev: Combo, play_readings: list[Combo]) -> tuple[bool, Combo, str, str]:
    """Whether some reading of the play beats ``prev``; that reading, the rule, and which
    case it is: ``judge`` without the words, for the replay, which only needs the verdict."""
    for c in play_readings:
        if c.beats(prev):
            rule = "mingan.beats.bomb" if c.bomb else "mingan.beats"
            if len(play_readings) > 1:
                rule = "mingan.reading.ambiguous" if not c.bomb else rule
            return True, c, rule, "beats"
    c = play_readings[0]
    if prev.bomb and c.bomb:
        return False, c, "mingan.beats.bomb", "not_above"
    if prev.bomb:
        return False, c, "mingan.beats.bomb", "only_bomb"
    if c.family != prev.family:
        return False, c, "mingan.beats", "different"
    return False, c, "mingan.order", "not_higher"


def judge(prev: Combo, play_readings: list[Combo]) -> tuple[bool, Combo, str, str, str]:
    """Whether some reading of the play beats ``prev``; that reading, the rule, why."""
    ok, c, rule, case = decide(prev, play_readings)
    pzh, pen = describe(prev)
    qzh, qen = describe(c)
    if case == "beats":
        zh, en = f"{qzh}压过{pzh}。", f"{qen} beats {pen}."
    elif case == "not_above":
        zh, en = f"{qzh}不比{pzh}大。", f"{qen} is not above {pen}."
    elif case == "only_bomb":
        zh, en = f"只有更大的炸弹能压{pzh}。", f"Only a higher bomb beats {pen}."
    elif case == "different":
        zh, en = f"{qzh}不能压{pzh}：牌型或张数不同。", f"{qen} cannot beat {pen}: a different shape or size."
    else:
        zh, en = f"{qzh}不比{pzh}大。", f"{qen} is not higher than {pen}."
    return ok, c, rule, zh, en
