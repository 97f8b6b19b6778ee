"""挖坑: naming a play and deciding whether one play beats another (rules wakeng.beats, wakeng.order)."""

from __future__ import annotations

from collections import Counter

from ..combos import Combo, rank_text
from .shapes import ORDER

KIND_NAME = {
    "single": ("单张", "a single"), "pair": ("对子", "a pair"), "triple": ("三头", "a triple (三头)"),
    "quad": ("四头", "four of a kind (四头)"), "straight": ("连牌", "a straight"),
    "pair_chain": ("对连张", "a chain of pairs"), "triple_chain": ("三连张", "a chain of triples"),
    "quad_chain": ("四连张", "a chain of quads"),
}


def describe(combo: Combo) -> tuple[str, str]:
    zh, en = KIND_NAME[combo.kind]
    r = rank_text(combo.rank)
    n = combo.size
    return f"{zh}（{n} 张，{r} 大）", f"{en} ({n} card{'s' if n > 1 else ''}, {r} high)"


def shape_rule(combo: Combo | None, counts: Counter, options: dict) -> str:
    """The rule that decides a reading, or (for no reading) the rule the play falls foul of."""
    if combo is not None:
        return f"wakeng.shapes.{combo.kind}"
    sizes = set(counts.values())
    if len(counts) > 1 and len(sizes) == 1:
        m = sizes.pop()
        if any(r not in ORDER.chain for r in counts):
            return "wakeng.shapes.straight" if m == 1 else "wakeng.chain.range"
        if ORDER.chain_run(counts) is not None:  # consecutive, only too short
            return "wakeng.shapes.straight" if m == 1 else "wakeng.chain.min_sets"
    return "wakeng.shapes.invalid"


def decide(prev: Combo, play: Combo) -> tuple[bool, str]:
    """Whether ``play`` beats ``prev`` and the rule that decides it: ``judge`` without the
    words, for the replay, which only needs the verdict."""
    if play.family != prev.family:
        return False, "wakeng.beats.no_bomb" if play.kind == "quad" else "wakeng.beats"
    if play.key > prev.key:
        return True, "wakeng.beats"
    return False, "wakeng.order"


def judge(prev: Combo, play: Combo) -> tuple[bool, str, str, str]:
    """Whether ``play`` beats ``prev``, the rule that decides it, and why (zh, en)."""
    ok, rule = decide(prev, play)
    pzh, pen = describe(prev)
    qzh, qen = describe(play)
    if ok:
        return True, rule, f"{qzh}压过{pzh}。", f"{qen} beats {pen}."
    if rule == "wakeng.order":
        return (False, rule, f"{qzh}不比{pzh}大。", f"{qen} is not higher than {pen}.")
    return (False, rule, f"{qzh}不能压{pzh}：必须同一牌型、同样张数。",
            f"{qen} cannot beat {pen}: it must be the same shape and length.")
