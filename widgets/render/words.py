"""The renderer's own words: the parts of a verdict or a replay that are not codes of the
engine (those come from ``engine.labels``). ``{n}`` is filled in by ``say``."""

from __future__ import annotations

from .markup import pick

WORDS: dict[str, tuple[str, str]] = {
    "rule": ("规则", "rule"), "units": ("拆分", "units"), "error": ("错误", "error"),
    "seat": ("座位", "seat"), "yes": ("是", "yes"), "no": ("否", "no"),
    "no_trump": ("无主", "no trump"),
    # replays
    "seat_head": ("座位", "Seat"), "pass": ("不出", "pass"),
    "points": ("得分", "points won"), "left": ("剩牌", "cards left"), "place": ("名次", "place"),
    "payout": ("输赢", "payout"), "bombs": ("炸弹", "bombs"),
    "first": ("第一步", "First step"), "prev": ("上一步", "Previous step"),
    "next": ("下一步", "Next step"), "last": ("最后一步", "Last step"),
    "all": ("全部 {n} 步（文字）", "All {n} steps (text)"),
    "built": ("这一步由引擎在建站时判定；全部步骤列在下面。",
              "The engine ruled on this step when the site was built; every step is listed below."),
    "setup": ("开局", "Before the first lead"), "round": ("第 {n} 轮", "Round {n}"), "trick": ("第 {n} 轮", "Trick {n}"),
}


def say(key: str, lang: str, **fmt) -> str:
    text = pick(WORDS[key], lang)
    return text.format(**fmt) if fmt else text
