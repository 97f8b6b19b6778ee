"""The renderer's own words: the parts of a verdict or a replay that are not codes of the
engine (those come from ``engine.labels``, through ``code`` here). ``{n}`` is filled in by
``say``; an English entry may be a ``(one, many)`` pair, chosen by ``n``."""

from __future__ import annotations

from engine import labels
from engine.text import JOKER_WORDS, seat_no

from .markup import pick

WORDS: dict[str, tuple] = {
    "rule": ("规则", "Rule"), "ruling": ("裁定", "Ruling"), "units": ("拆分", "units"), "error": ("错误", "error"),
    "seat": ("座位", "seat"), "yes": ("是", "yes"), "no": ("否", "no"),
    # the trump: 打 2，黑桃为主 / rank 2 and spades are trump; 打 2，无主 / rank 2 is trump, no trump suit
    "trump": ("打 {rank}，{suit}为主", "rank {rank} and {suit} are trump"),
    "no_trump": ("打 {rank}，无主", "rank {rank} is trump, no trump suit"),
    "wild_as": ("当 {rank}", "as {rank}"),
    # multiplier steps (a settlement's ``steps`` / ``multiplier_steps``)
    "cards_n": ("{n} 张", ("{n} card", "{n} cards")), "fan_n": ("{n} 番", "{n} fan"),
    "fan_total": ("共 {n} 番", "{n} fan in all"),
    # replays
    "seat_head": ("座位", "Seat"), "pass": labels.LABELS["step"]["pass"],
    "points": ("得分", "points won"), "left": ("剩牌", "cards left"), "place": ("名次", "place"),
    "payout": ("输赢", "payout"), "bombs": ("炸弹", "bombs"),
    "first": ("第一步", "First step"), "prev": ("上一步", "Previous step"),
    "next": ("下一步", "Next step"), "last": ("最后一步", "Last step"),
    "all": ("牌谱：全部 {n} 步", ("The play list: {n} step", "The play list: all {n} steps")),
    "built": ("这一步由引擎在建站时判定；全部步骤列在下面。",
              "The engine ruled on this step when the site was built; every step is listed below."),
    "setup": ("开局", "Before the first lead"), "round": ("第 {n} 轮", "Round {n}"), "trick": ("第 {n} 轮", "Trick {n}"),
    "round_play": ("第 {n} 轮第 {k} 手", "Round {n}, play {k}"),
    # a hand record: what stays on screen, the leader, the last trick, the play list
    "beaten": ("座位 {seat} 的 {cards} 管得住这手甩牌，留在桌上的是 {left}。",
               "Seat {seat}'s {cards} beats the throw, so {left} stays on the table."),
    "lead": ("领出", "leads"), "last_trick": ("再看上一轮：{label}", "Look again at the last trick: {label}"),
    "last_round": ("再看上一轮：{label}", "Look again at the last round: {label}"),
    "called_nth": ("找朋友：第 {nth} 张 {card}", "Friend: the {nth} {card} played"),
    "called": ("叫的牌 {card}", "called card {card}"), "stake": ("底分 {n}", "stake {n}"),
    "role_seat": ("{role}：座位 {seat}", "{role}: seat {seat}"),
    "order_note": ("按 {order} 出牌，座位号就是出牌的顺序", "play goes {order}; seats are numbered in the order of play"),
    "plays": ("出牌：", "plays: "),
    # rule citations that are not entries of a game's rule index
    "notation": ("牌的写法", "The card notation"), "overview.games": ("五种游戏", "The five games"),
}


def say(key: str, lang: str, **fmt) -> str:
    text = pick(WORDS[key], lang)
    if isinstance(text, tuple):
        text = text[0 if fmt.get("n") == 1 else 1]
    return text.format(**fmt) if fmt else text


def seat_word(seat, lang: str, key: str = "seat") -> str:
    """A seat as a reader counts it, from 1 (``"seat": 2`` → 座位 3 / seat 3); the data and the
    ``data-seat`` attributes keep the engine's 0-based number."""
    return f"{say(key, lang)} {seat_no(seat_index(seat))}"


def seat_index(seat) -> int:
    """A seat of the data (an int, or a key of a by-seat object such as ``"2"``) as an int;
    anything else is a renderer bug, said loudly."""
    if isinstance(seat, str) and seat.isdigit():
        return int(seat)
    if isinstance(seat, int) and not isinstance(seat, bool) and seat >= 0:
        return seat
    raise ValueError(f"not a seat: {seat!r}")


JOKER_RANKS = {"RJ": 0, "BJ": 1}   # a reading's ``rank`` when jokers rank as themselves


class MissingWord(LookupError):
    """A code of the engine with no label: the renderer never prints a code, so it stops here
    (the build renders every example and every replay frame, so a missing label fails it)."""


def is_code(value) -> bool:
    """Whether ``value`` looks like an engine code (``counter_suit``, ``bomb``), not a rank
    (``10``, ``A``) or a number."""
    return isinstance(value, str) and bool(value) and value[0].islower() and value.replace("_", "").isalnum()


def code(value, lang: str, *domains: str) -> str:
    """A code of the data put into words: its label in the first of ``domains`` that has it
    (``labels.WORD_ORDER`` when none are named). A rank or a number is itself; a code with no
    label raises ``MissingWord``."""
    for domain in domains or labels.WORD_ORDER:
        pair = labels.LABELS[domain].get(value) if isinstance(value, str) else None
        if pair is not None:
            return pair[0 if lang == "zh" else 1]
    if value in JOKER_RANKS:
        return JOKER_WORDS[lang][JOKER_RANKS[value]]
    if is_code(value):
        raise MissingWord(f"no label for {value!r} (domains {domains or labels.WORD_ORDER})")
    return str(value)
