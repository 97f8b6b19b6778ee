"""The reader's answer to a practice question: read by the reply's type (a malformed answer
or none at all is a coded error in words), put in words, and graded (:func:`grade`): right or
wrong from the builder's judge (the verdict op's own answer), with the reason and the rule.

A question says how many answers may be right (``how_many``: "one", or "any" of several);
where there are several, a wrong answer's words name them all (``solutions``) or, where a
rule decides rather than a list (a follow), give one as an example of what the rule allows:
never "the" answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import fields
from ..cards import contains, format_cards, parse_cards
from ..rulebook import verdict
from ..text import cards_in, count_en, held_in, seat_en, seat_zh

if TYPE_CHECKING:
    from .common import Judged


# --- the reader's answer ----------------------------------------------------------------

def read_answer(request: dict, reply: dict) -> Any:
    """``answer`` read by the reply's type; malformed (wrong type, not on offer) or no answer at
    all (null; no cards where cards must be picked): a coded error in words."""
    if request.get("answer") is None:
        raise fields.field_error("answer", "{W}是空值，不是答案：请给出答案；只想看题目，就不写这一项。",
                                 "{W} is null, which is no answer: give one, or leave the field out "
                                 "to see the question only.")
    kind = reply["type"]
    if kind == "choice":
        return fields.among(request, "answer", {c["value"]: (c["zh"], c["en"]) for c in reply["choices"]})
    if kind == "seat":
        seat = fields.seat(request, "answer", max(reply["seats"]) + 1)
        return fields.among({"answer": seat}, "answer", {s: (seat_zh(s), seat_en(s)) for s in reply["seats"]})
    if kind == "number":
        return fields.integer(request, "answer", low=reply.get("min", 0), high=reply.get("max", fields.BIG))
    passing = any(c["value"] == "" for c in reply.get("choices") or [])   # a pass is an answer here
    picked = fields.cards(request, "answer", empty=passing)
    pool = parse_cards(reply["from"])
    if not contains(pool, picked):
        raise fields.field_error("answer", f"{{W}}里有不在可选的牌中的牌：只能从 {cards_in(pool, 'zh')} 里选。",
                                 f"{{W}} holds cards that are not on offer: pick from {cards_in(pool, 'en')}.")
    count = reply.get("count")
    if count is not None and len(picked) != count:
        raise fields.field_error("answer", f"{{W}}应选 {count} 张牌，这里选了 {len(picked)} 张。",
                                 f"{{W}} must be {count_en(count, 'card')}, not {len(picked)}.")
    return format_cards(picked)


def answer_words(reply: dict, value: Any, lang: str) -> str:
    """An answer as a reader reads it (a choice's words, a seat, cards, a number)."""
    kind = reply["type"]
    if kind == "choice":
        return next(c[lang] for c in reply["choices"] if c["value"] == value)
    if kind == "seat":
        return seat_zh(value) if lang == "zh" else seat_en(value)
    if kind == "cards":
        offered = [c[lang] for c in reply.get("choices") or [] if c["value"] == value]   # a pass button
        return offered[0] if offered else held_in(value, lang) or ("不出牌" if lang == "zh" else "no cards")
    return str(value)


WORDED = 8      # right answers listed in a grade's words (all of them are in ``solutions``)


def _listed(reply: dict, answers: list, lang: str) -> str:
    """Right answers in words, joined (the first :data:`WORDED`, then how many more)."""
    said = [answer_words(reply, a, lang) for a in answers[:WORDED]]
    more = len(answers) - len(said)
    if lang == "zh":
        return "；".join(said) + (f"；另有 {more} 种" if more else "")
    return "; ".join(said) + (f"; and {more} more" if more else "")


def _graded_words(q: dict, given: Any, judged: Judged) -> tuple[str, str]:
    """Right or wrong, in words: one right answer is "the" answer; of several, any is right
    and all are named (or, where a rule decides, one is given as an example)."""
    reply, solution, listed = q["reply"], q["solution"], q.get("solutions")
    if judged.right:
        return f"答对了。{judged.zh}", f"Right. {judged.en}"
    if q["how_many"] == "one":
        return (f"答错了：正确答案是 {answer_words(reply, solution, 'zh')}。{judged.zh}",
                f"Not quite: the answer is {answer_words(reply, solution, 'en')}. {judged.en}")
    if listed is None:      # a rule decides: its verdict says what it asks, with an example
        return (f"答错了：规则允许的答案都算对，这一个不行。{judged.zh}",
                f"Not quite: any answer the rule allows is right, but not this one. {judged.en}")
    if len(listed) == 1:
        return (f"答错了：这里只有一个答案是对的，是 {answer_words(reply, solution, 'zh')}。{judged.zh}",
                f"Not quite: here only one answer is right, {answer_words(reply, solution, 'en')}. {judged.en}")
    return (f"答错了。以下任一都对：{_listed(reply, listed, 'zh')}。{judged.zh}",
            f"Not quite. Any of these is right: {_listed(reply, listed, 'en')}. {judged.en}")


def grade(q: dict, given: Any, judged: Judged) -> dict:
    """The grade: the question, then whether ``given`` is right, and why, with the rule; every
    right answer stays in ``solutions`` (where they are listed), ``solution`` is one of them."""
    zh, en = _graded_words(q, given, judged)
    data = {k: v for k, v in q.items() if k not in ("ok", "solution")}
    return verdict(judged.rule, zh, en, **data, right=judged.right, given=given, solution=q["solution"])
