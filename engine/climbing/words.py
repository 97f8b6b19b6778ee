"""How the climbing games write a sentence: seats from 1, cards as cards, kinds by their label.

Built on :mod:`engine.text` (one way to write a seat, cards and an English count in every
game) and :mod:`engine.labels` (one name for each kind of play, the ``kind`` domain): the
three games' verdicts, replay steps and errors say a play the same way, e.g.
``座位 2 领出 ♠7♥7♣7♦5（三带一，三个 7）`` / ``Seat 2 leads ♠7♥7♣7♦5 (triple with a single, 7 high)``.
"""

from __future__ import annotations

from typing import Iterable

from .. import labels
from ..cards import BJ, JOKER_NAMES, RANK_TEXT, RJ, Card, full_deck, parse_cards
from ..text import cards_in, count_en, seat_en, seat_zh, seats_en, seats_zh, zh_spaced  # noqa: F401 (re-exported)

JOKER_RANK = JOKER_NAMES        # a joker as a rank: its name (engine.cards)


def seat(s: int, lang: str) -> str:
    """``座位 3`` / ``seat 3`` (data counts from 0)."""
    return seat_zh(s) if lang == "zh" else seat_en(s)


def Seat(s: int) -> str:
    """``Seat 3``: the English seat at the start of a sentence."""
    return seat_en(s).capitalize()


# each seat's words, made once from engine.text (a replay writes a seat in every step):
# (zh, en, En at the start of a sentence)
SEATS = tuple((seat_zh(s), seat_en(s), seat_en(s).capitalize()) for s in range(12))


def cards(c: Iterable[Card] | str, lang: str) -> str:
    """``♠7♥7`` / ``♥A 大王`` / ``♥A big joker``."""
    return cards_in(c, lang)


def both_cards(c: Iterable[Card] | str) -> tuple[str, str]:
    """``cards_in`` in both languages at once (every play of a replay is written so): the same
    text, each card's pieces looked up once."""
    if isinstance(c, str):
        c = parse_cards(c)
    zh: list[str] = []
    en: list[str] = []
    run_zh = run_en = ""
    for card in c:
        z, e, joker = _PIECES[card]
        if joker:
            if run_zh:
                zh.append(run_zh)
                en.append(run_en)
                run_zh = run_en = ""
            zh.append(z)
            en.append(e)
        else:
            run_zh += z
            run_en += e
    if run_zh:
        zh.append(run_zh)
        en.append(run_en)
    return " ".join(zh), " ".join(en)


# each card as a sentence writes it: (zh, en, is a joker); suits run together, jokers are words
_PIECES = {card: (cards_in([card], "zh"), cards_in([card], "en"), card.is_joker) for card in full_deck()}


def kind(code: str, lang: str) -> str:
    """The one name of a kind of play (``engine.labels``, domain ``kind``)."""
    return labels.label("kind", code, lang)


def rank(r: int, lang: str) -> str:
    """A rank as a reader writes it: ``10``, ``A``, ``大王`` / ``big joker``."""
    joker = JOKER_RANK.get(r)
    if joker:
        return joker[0 if lang == "zh" else 1]
    return RANK_TEXT[r]


def cards_count(n: int, lang: str) -> str:
    """``3 张`` / ``3 cards``."""
    return f"{n} 张" if lang == "zh" else count_en(n, "card")


def points_count(n: int, lang: str) -> str:
    """``15 分`` / ``15 points``."""
    return f"{n} 分" if lang == "zh" else count_en(n, "point")


def moves(rounds: int, plays: int, passes: int) -> tuple[str, str]:
    """What a replay went through, counted as the reader sees it: the rounds (the
    replayer's frames), the plays and the passes in them."""
    zh = f"{rounds} 轮，{plays} 手出牌" + (f"、{passes} 次不出" if passes else "")
    en = f"{count_en(rounds, 'round')}, {count_en(plays, 'play')}" + \
        (f" and {count_en(passes, 'pass', 'passes')}" if passes else "")
    return zh, en


LONE = ("single", "pair", "triple", "quad")   # the name says how many cards


def describe_combo(combo) -> tuple[str, str]:
    """:func:`_describe_combo`, each wording made once (it depends on kind, rank and size only)."""
    key = (combo.kind, combo.rank, combo.size)
    text = _DESCRIBED.get(key)
    if text is None:
        text = _DESCRIBED[key] = _describe_combo(combo)
    return text


_DESCRIBED: dict[tuple, tuple[str, str]] = {}


def _describe_combo(combo) -> tuple[str, str]:
    """A reading of 挖坑 or 明暗斗地主 (``combos.Combo``) in words: ``对子`` / ``pair, 5 high``;
    a chain, a play with kickers or a bomb also says its cards (``顺子，到 10，6 张`` /
    ``straight, 10 high, 6 cards``); 王炸 and 四王 are their names."""
    zh, en = kind(combo.kind, "zh"), kind(combo.kind, "en")
    if combo.kind in ("rocket", "four_jokers"):
        return zh, en
    en += f", {rank(combo.rank, 'en')} high"
    if combo.kind not in LONE:
        en += f", {cards_count(combo.size, 'en')}"
    return zh + rank_zh(combo.kind, rank(combo.rank, "zh"), combo.size), en


def rank_zh(code: str, rank_words: str, size: int | None = None) -> str:
    """What follows a kind's name in Chinese, as players say a play of 挖坑 or 明暗斗地主 (the
    cards are written just before): nothing for a single, pair, triple or four of a kind
    (「♥Q（单张）」, not 「单张，Q 大」); a triple with kickers names its triple (「，三个 7」); a
    bomb counts its cards (「，4 个 8」); a chain says how high it goes and how long it is
    (「，到 10，6 张」). Without a size (a reading named in a request), the rank alone."""
    if code in LONE:
        return ""
    if code in ("triple_single", "triple_pair"):
        return zh_spaced(f"，三个 {rank_words}")
    if size is None:
        return zh_spaced(f"，点数 {rank_words}")
    if code == "bomb":
        return zh_spaced(f"，{size} 个 {rank_words}")
    return zh_spaced(f"，到 {rank_words}，{cards_count(size, 'zh')}")


# a reading's ``rank`` as data writes it (``combos.rank_text``) → the words of that rank
RANK_WORDS = {**{t: (t, t) for t in RANK_TEXT.values()}, "BJ": JOKER_RANK[BJ], "RJ": JOKER_RANK[RJ]}


def answers_en(n: int) -> str:
    """``no play beats it``, ``1 play beats it``, ``3 plays beat it``."""
    if n == 0:
        return "no play beats it"
    return f"{count_en(n, 'play')} {'beats' if n == 1 else 'beat'} it"


NUMBER_EN = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
             "eleven", "twelve")


def number_en(n: int) -> str:
    """``four`` (so that ``bomb of four 8s`` does not read as 48)."""
    return NUMBER_EN[n] if 0 <= n < len(NUMBER_EN) else str(n)


def capital(text: str) -> str:
    """The sentence's first letter in capitals (``open solo ×24`` → ``Open solo ×24``)."""
    return text[:1].upper() + text[1:]


def kind_title(code: str, lang: str, own: str = "") -> str:
    """A shape rule's title: the kind's one name, capitalised in English, and the game's own
    word for it after, when the source says it otherwise (``三张（三头）``)."""
    name = capital(kind(code, lang))
    if own and own != name and own not in name:
        return f"{name}（{own}）" if lang == "zh" else f"{name} ({own})"
    return name
