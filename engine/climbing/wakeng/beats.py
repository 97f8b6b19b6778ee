"""挖坑: naming a play and deciding whether one play beats another (rules wakeng.beats, wakeng.order)."""

from __future__ import annotations

from collections import Counter

from ..combos import Combo
from ..words import both_cards, capital, describe_combo
from .shapes import ORDER


def describe(combo: Combo) -> tuple[str, str]:
    return describe_combo(combo)


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


def judge(prev: Combo, play: Combo, prev_cards, play_cards) -> tuple[bool, str, str, str]:
    """Whether ``play`` beats ``prev``, the rule that decides it, and why (zh, en)."""
    ok, rule = decide(prev, play)
    pzh, pen = describe(prev)
    qzh, qen = describe(play)
    azh, aen = both_cards(prev_cards)
    bzh, ben = both_cards(play_cards)
    ben = capital(ben)          # the play's cards start the sentence
    if ok:
        return True, rule, f"{bzh}（{qzh}）压过 {azh}（{pzh}）。", f"{ben} ({qen}) beats {aen} ({pen})."
    if rule == "wakeng.order":
        return (False, rule, f"{bzh}（{qzh}）不比 {azh}（{pzh}）大。",
                f"{ben} ({qen}) is not higher than {aen} ({pen}).")
    return (False, rule, f"{bzh}（{qzh}）不能压 {azh}（{pzh}）：必须同一牌型、同样张数。",
            f"{ben} ({qen}) cannot beat {aen} ({pen}): it must be the same kind of play, as many cards.")
