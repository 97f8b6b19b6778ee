"""明暗斗地主: naming a play, reading it, and deciding whether it beats another
(rules mingan.beats, mingan.beats.bomb, mingan.order, ruling mingan.reading.ambiguous)."""

from __future__ import annotations

from collections import Counter

from ...errors import bad_request
from ..combos import Combo
from ..words import RANK_WORDS, both_cards, capital, describe_combo, kind, rank_zh
from .shapes import JOKERS, ORDER, readings

def describe(c: Combo) -> tuple[str, str]:
    return describe_combo(c)


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
    zh, en = describe_wanted(wanted)
    raise bad_request(f"这手牌不能读成{zh}。", f"The play cannot be read as {en}.")


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


def judge(prev: Combo, play_readings: list[Combo], prev_cards,
          play_cards) -> tuple[bool, Combo, str, str, str]:
    """Whether some reading of the play beats ``prev``; that reading, the rule, why."""
    ok, c, rule, case = decide(prev, play_readings)
    pzh, pen = describe(prev)
    qzh, qen = describe(c)
    azh, aen = both_cards(prev_cards)
    bzh, ben = both_cards(play_cards)
    ben = capital(ben)          # the play's cards start the sentence
    a_zh, a_en = f"{azh}（{pzh}）", f"{aen} ({pen})"
    b_zh, b_en = f"{bzh}（{qzh}）", f"{ben} ({qen})"
    if case == "beats":
        zh, en = f"{b_zh}压过 {a_zh}。", f"{b_en} beats {a_en}."
    elif case == "only_bomb":
        zh, en = f"只有更大的炸弹能压 {a_zh}。", f"Only a higher bomb beats {a_en}."
    elif case == "different":
        zh, en = (f"{b_zh}不能压 {a_zh}：牌型或张数不同。",
                  f"{b_en} cannot beat {a_en}: a different kind of play, or a different number of cards.")
    else:       # not_above, not_higher
        zh, en = f"{b_zh}不比 {a_zh}大。", f"{b_en} is not higher than {a_en}."
    return ok, c, rule, zh, en


def describe_wanted(wanted) -> tuple[str, str]:
    """A declared reading (``{kind, rank?}``) in words, for the error that refuses it."""
    if not isinstance(wanted, dict) or not isinstance(wanted.get("kind"), str):
        return "所说明的读法", "the reading named"
    code = wanted["kind"]
    zh, en = kind(code, "zh"), kind(code, "en")
    if zh == code:      # not a kind of play at all
        return "所说明的读法", "the reading named"
    r = wanted.get("rank")
    if isinstance(r, str) and r in RANK_WORDS:
        zh += rank_zh(code, RANK_WORDS[r][0])
        en += f", {RANK_WORDS[r][1]} high"
    return f"「{zh}」", f"“{en}”"
