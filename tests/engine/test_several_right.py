"""Every practice kind that may have several right answers admits them (issue 27 §1 and its Tests:
"for every drill kind with several right answers, the grade's words admit them"), over every game,
kind and level the engine serves (the ``rules`` answer's ``drill``), not a chosen few: a question
whose ``how_many`` is "any" says so in both languages; each answer it lists is graded right; a
wrong answer's words name them all ("any of these") or, where a rule decides (a follow), say
that any answer the rule allows is right; no grade of such a question calls one "the" answer.
A question whose ``how_many`` is "one" lists that one answer and says so."""

from __future__ import annotations

import pytest

from engine.api import handle
from engine.games import GAMES

SEEDS = range(8)
SAY = {"one": ("只有一个答案是对的", "One answer is right."),
       "any": ("对的答案可能不止一个", "More than one answer may be right")}
THE_ONE = ("正确答案是", "the answer is")
ADMIT = {"list": ("以下任一都对", "Any of these is right"),
         "rule": ("规则允许的答案都算对", "any answer the rule allows is right")}


def _served() -> list[tuple[str, str, int]]:
    return [(g, k["kind"], level) for g in GAMES for k in handle({"op": "rules", "game": g})["drill"]
            for level in k["levels"]]


def _wrong_answers(q: dict):
    """Answers a reader might give, to try until one is graded wrong."""
    reply = q["reply"]
    if any(c["value"] == "" for c in reply.get("choices") or []):
        yield ""
    if reply["type"] == "cards":
        hand = reply["from"].split()
        n = reply.get("count")
        if n is None:
            yield reply["from"]
            yield hand[0]
        else:
            for start in range(0, len(hand) - n + 1, max(1, n)):
                yield " ".join(hand[start:start + n])


@pytest.mark.parametrize(("game", "kind", "level"), _served(), ids=lambda v: str(v))
def test_several_right_answers_are_admitted(game, kind, level):
    several = graded_wrong = 0
    for seed in SEEDS:
        ask = {"op": "drill", "game": game, "seed": seed, "kind": kind, "level": level}
        q = handle(ask)
        assert q["ok"], q
        assert SAY[q["how_many"]][0] in q["ask"]["zh"] and SAY[q["how_many"]][1] in q["ask"]["en"], q["ask"]
        listed = q.get("solutions")
        if q["how_many"] == "one":
            assert listed == [q["solution"]], q
            continue
        assert listed is None or q["solution"] in listed
        for answer in listed or []:
            assert handle({**ask, "answer": answer})["right"] is True, (seed, answer)
        several += 1
        for given in _wrong_answers(q):
            graded = handle({**ask, "answer": given})
            if not graded.get("ok") or graded["right"]:
                continue
            for i, lang in enumerate(("zh", "en")):
                words = graded["explain"][lang]
                assert THE_ONE[i] not in words, (seed, words)
                if listed is None:
                    assert ADMIT["rule"][i] in words, (seed, words)
                elif len(listed) > 1:
                    assert ADMIT["list"][i] in words, (seed, words)
            graded_wrong += 1
            break
    assert not several or graded_wrong, "no wrong answer was graded: the words were never read"
