"""What every game's practice questions share (the ``drill`` op, docs/reference/api#drill).

A family module lists its kinds (``{kind: levels it serves}``) and one builder per kind;
:func:`drill_op` does the rest: it reads the request through :mod:`engine.fields`, picks the
kind and the level (left out: a beginner's mix, chosen from the seed), seeds the question's
own ``random.Random``, asks the builder for the question, and, when the request carries an
``answer``, reads it by the reply's type and grades it with the builder's judge. The question
last made is kept in the process (:mod:`engine.drill.kept`): grading it costs the judging only.

A builder is ``build(ask: Ask) -> Made``: the question (made by :func:`question`) and a judge,
``judge(given) -> Judged`` (right or wrong, the rule, the reason in both languages — usually
the verdict op's own ``explain`` on the reader's answer). The grade is a verdict
(:func:`engine.rulebook.verdict`) like every other answer: the question, then ``right``,
``given``, ``solution``, ``explain``, ``rule``. Under house rules that decided the question's
right answer (its ``check`` answered again under the defaults, :func:`engine.decided.grade_deciders`),
the grade names them as every verdict does: ``decided_by`` and the sentence ending ``explain``.

The shared code here and in the family modules knows no game by name: whatever differs
between games (the kinds of play a reading question offers, which rule makes a level, how a
deal's sides are told, how a random deal is made…) is the game's own, in its package's
``drill`` module, reached as ``GAME.drill``. A question's facts come from the public ops,
run through :func:`answer` as ``engine.api.handle`` runs them.

Same request → same question, in CPython and in Pyodide: the seed is mixed with the game, the
kind and the level into one integer (sha256, stable everywhere) that seeds ``random.Random``;
builders use only ``randrange``/``randint``/``choice``/``shuffle``/``sample``/``random``.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from .. import decided, fields
from . import kept
from .answer import grade, read_answer
from ..cards import format_cards, parse_cards
from ..errors import EngineError
from ..games import Context
from ..labels import LABELS

LEVELS = (1, 2, 3)
MOST_SEED = 2**53 - 1        # what a JavaScript number holds exactly (the page's links)
REPLY_TYPES = ("choice", "seat", "cards", "number")
LEVEL_WORDS = {n: LABELS["drill_level"][str(n)] for n in LEVELS}     # each level's name (engine.labels)


@dataclass(frozen=True)
class Ask:
    """What a builder is asked for: the game, the kind, the level, the seed and its rng."""

    ctx: Context
    kind: str
    level: int
    seed: int
    rng: random.Random
    given_options: dict = field(default_factory=dict)   # the house rules the request set

    @property
    def game(self) -> str:
        return self.ctx.game.id

    @property
    def options(self) -> dict:
        return self.ctx.options

    def request(self, op: str, **data) -> dict:
        """A verdict op's request about this question (the ``check``), with its house rules."""
        out = {"op": op, "game": self.game, **data}
        if self.given_options:
            out["options"] = dict(self.given_options)
        return out


@dataclass(frozen=True)
class Judged:
    right: bool
    rule: str
    zh: str
    en: str


@dataclass(frozen=True)
class Made:
    question: dict
    judge: Callable[[Any], Judged]


def mixed_seed(*parts) -> int:
    """One integer from the parts, the same in every Python (not ``hash``, which is salted)."""
    text = "\x1f".join(map(str, parts)).encode("utf-8")
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big")


# each game's handler of each op a question asks, found once (a question asks hundreds of verdicts)
_HANDLERS: dict[tuple[str, str], Callable] = {}


def answer(ctx: Context, request: dict) -> dict:
    """The answer of ``ctx``'s game to an op's ``request`` under ``ctx``'s options, as
    ``engine.api.handle`` gives it: the op's own answer, or its coded error as ``ok: false``."""
    handler = _HANDLERS.get((ctx.game.id, request["op"]))
    if handler is None:
        handler = _HANDLERS[ctx.game.id, request["op"]] = ctx.game.handler(request["op"])
    try:
        with fields.at_table(ctx.game):
            return handler(ctx, request)
    except EngineError as err:
        return {"ok": False, "error": err.to_json()}


def answered(ctx: Context, request: dict) -> dict | None:
    """The op's answer to ``request``, or None when it refuses it (a candidate that is no play)."""
    out = answer(ctx, request)
    return out if out.get("ok") else None


def checked(ctx: Context, check: dict) -> dict:
    """The answer to a question's ``check``; a refusal here is a bug of the drill."""
    out = answer(ctx, check)
    if not out.get("ok"):
        raise RuntimeError(f"drill check refused: {out.get('error')}")
    return out


def random_deal(ctx: Context, rng: random.Random, players: int | None = None) -> dict:
    """The record of a random deal of ``ctx``'s game under its options, played to its end by
    the game's own simulator from a seed ``rng`` draws; a deal that is not played (nobody bid)
    is dealt again from the next seed ``rng`` draws (``GAME.first_played``)."""
    return ctx.game.first_played(iter(lambda: rng.randrange(2**32), None), players, ctx.options)


def aimed(ask: Ask, answers: tuple):
    """The answer a question aims at, from its seed: each of ``answers`` in turn over
    consecutive seeds, so that no answer is right more than its share of the time (a builder
    looks for a position with that answer, and takes another only where none turns up)."""
    return answers[ask.seed % len(answers)]


def in_turn(aims: tuple, turn: int, present) -> Any | None:
    """Which of the answers ``present`` (those the positions at hand have) a question takes,
    aiming from the fixed list ``aims``: the ``turn``-th (the seed), each in turn over consecutive
    seeds; where it is not present, the first present of the others, tried in an order that turns
    with the seed as well, so that no one answer is every missing answer's stand-in, and the one
    named last (the commonest, where one stands out) last of all; None if no aim is present."""
    n = len(aims)
    aim, last = aims[turn % n], aims[-1]
    others = [a for a in aims if a not in (aim, last)]
    if others:
        start = (turn // n) % len(others)
        others = others[start:] + others[:start]
    return next((a for a in (aim, *others, last) if a in present), None)


def explained(v: dict, right: bool, zh: str = "", en: str = "", rule: str | None = None) -> Judged:
    """A grade's reason: the verdict ``v``'s own words (``zh``/``en`` added after them) and its
    rule (or ``rule``)."""
    return Judged(right=right, rule=rule or v["rule"], zh=v["explain"]["zh"] + zh,
                  en=f"{v['explain']['en']} {en}" if en else v["explain"]["en"])


def kind_words(kinds) -> dict:
    return {k: LABELS["drill"][k] for k in kinds}


def read(ctx: Context, request: dict, kinds: dict[str, tuple[int, ...]]) -> Ask:
    """The seed, the kind and the level of a drill request (the kind from the seed when left out)."""
    seed = fields.integer(request, "seed", low=0, high=MOST_SEED)
    level = None if request.get("level") is None else fields.integer(request, "level", choices=LEVELS)
    kind = fields.among(request, "kind", kind_words(kinds), default=None)
    if kind is None:
        level = level or 1
        fit = [k for k, served in kinds.items() if level in served]
        kind = random.Random(mixed_seed(ctx.game.id, "kind", level, seed)).choice(fit)
    elif level is None:
        level = kinds[kind][0]
    elif level not in kinds[kind]:
        tzh, ten = LABELS["drill"][kind]
        lzh = "、".join(f"{n}（{LEVEL_WORDS[n][0]}）" for n in kinds[kind])
        len_ = ", ".join(f"{n} ({LEVEL_WORDS[n][1]})" for n in kinds[kind])
        raise fields.field_error("level", f"「{tzh}」这类题没有难度 {level}；它有难度 {lzh}。",
                                 f"“{ten}” has no questions at level {level}; its levels: {len_}.")
    given = request.get("options") or {}
    rng = random.Random(mixed_seed(ctx.game.id, kind, level, seed))
    return Ask(ctx=ctx, kind=kind, level=level, seed=seed, rng=rng, given_options=dict(given))


# How many answers may be right, as a question says it: one, or several (any of them will do).
HOW_MANY = {"one": ("只有一个答案是对的。", "One answer is right."),
            "any": ("对的答案可能不止一个，答出其中任一个都算对。",
                    "More than one answer may be right: any of them counts.")}


def question(ask: Ask, *, ask_words: tuple[str, str], show: list, reply: dict, solution: Any,
             check: dict, teaches: list[str] | tuple[str, ...], solutions: list | None = None,
             several: bool = False) -> dict:
    """A question as the contract writes it (docs/reference/api#drill). ``several``: the kind
    may have more than one right answer (``how_many`` "any", said in the ask); ``solutions``:
    every right answer (default ``[solution]``), or None where a rule decides rather than a list
    (a follow: any legal one)."""
    assert reply["type"] in REPLY_TYPES, reply
    tzh, ten = LABELS["drill"][ask.kind]
    how = "any" if several else "one"
    hzh, hen = HOW_MANY[how]
    out = {"ok": True, "game": ask.game, "kind": ask.kind, "level": ask.level, "seed": ask.seed,
           "title": {"zh": tzh, "en": ten}, "ask": {"zh": f"{ask_words[0]}{hzh}", "en": f"{ask_words[1]} {hen}"},
           "show": show, "reply": reply, "how_many": how, "solution": solution}
    if solutions is not None or not several:
        out["solutions"] = list(solutions) if solutions is not None else [solution]
    out.update(check=check, teaches=list(dict.fromkeys(teaches)))
    return out


# --- parts of ``show`` -----------------------------------------------------------------

def words(zh: str, en: str) -> dict:
    return {"zh": zh, "en": en}


def cards_part(zh: str, en: str, cards, seat: int | None = None) -> dict:
    out = {"part": "cards", "label": words(zh, en),
           "cards": cards if isinstance(cards, str) else format_cards(cards)}
    if seat is not None:
        out["seat"] = seat
    return out


def plays_part(zh: str, en: str, plays: list[tuple[int, Any]]) -> dict:
    """``plays``: (seat, cards or None for a pass) in order."""
    return {"part": "plays", "label": words(zh, en),
            "plays": [{"seat": s, "cards": None if c is None else (c if isinstance(c, str) else format_cards(c))}
                      for s, c in plays]}


def facts_part(items: list[tuple[str, str]]) -> dict:
    return {"part": "facts", "items": [words(zh, en) for zh, en in items]}


def drill_op(ctx: Context, request: dict, kinds: dict, builders: dict) -> dict:
    """The ``drill`` op of one family: ``kinds`` ``{kind: levels}``, ``builders`` ``{kind: build}``."""
    ask = read(ctx, request, kinds)
    made = kept.made(ask, request, builders[ask.kind])   # made once, graded from what is kept
    if "answer" not in request:
        return made.question
    given = read_answer(request, made.question["reply"])
    graded = grade(made.question, given, made.judge(given))
    named = decided.grade_deciders(ctx, made.question["check"])
    return decided.with_named(graded, named) if named else graded


def same_cards(a: str, b: str) -> bool:
    """Two card texts hold the same cards (in any order)."""
    return Counter(parse_cards(a)) == Counter(parse_cards(b))
