"""Which house rule decided a verdict (issue 27, point 2; decision 38).

A request run under non-default house rules is answered as always; then, for the options it set
away from their default that can change this op (each option's ``ops``, engine.option_words),
the same request is answered again under the default choices. Where the two verdicts differ,
the house rule decided it: the answer gets ``decided_by`` (each deciding option: its ``option``
name, the ``value`` chosen, the ``ruling`` it settles, and the sentence's ``zh``/``en``), and its
explanation ends with that sentence, naming the option and its choice in words.

Which of several options decided it: each is put back to its default alone; those whose default
alone changes the verdict decided it (when none does alone, all of them together did).

"Differ" compares the answers without their words (``explain``) and their citations (``rule``,
``rules``): a house rule that only changes which rule is cited has not changed the verdict. A
verdict the default rules refuse (an error) differs from any verdict. A refusal is named only
where the default rules would have answered (:func:`named_refusal`: 「只算黑桃」 refuses 100 points
that the default's 300 allow, and says that the house rule did); a refusal the default rules
make too is left as it is.

Options a deal record carries (``deal.options``) count as the request's own: every read of them
goes through :func:`engine.option_fields.record_options`, which keeps what it read in
``ctx.read`` and applies ``ctx.forced`` (the choices put back to default) over them.

A whole deal's answer (the ``replay`` op's) is named step by step too: each step whose verdict differs from
the same step of the replay under the default choices gets its own ``decided_by`` and sentence
(the steps are compared by their place; a step the default replay never reached, because it
stopped earlier, is not compared, and a step's ``board``, the running score, is not its verdict).
No replay is added for it: the steps are compared with the default answers already made for the
whole answer (:func:`deciders`).

A practice grade (the ``drill`` op with an answer) is named by :func:`grade_deciders`: the
question's ``check`` (the verdict op's request whose answer gives the right answer) is answered
again under the default choices; where that verdict differs, the house rule decided the grade.

Costs nothing when every option is at its default (the usual request): no second answer.
"""

from __future__ import annotations

from typing import Any, Callable

from . import fields
from .errors import EngineError
from .games import Context
from .option_words import choice_words, ops_of, words_of

# The parts of an answer that are words or citations, not the verdict itself.
NOT_THE_VERDICT = frozenset({"explain", "rule", "rules"})
# A step's, besides: the running score a replay's table view writes on it (engine replay_board).
NOT_THE_STEP = NOT_THE_VERDICT | {"board"}


def same_choice(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


def _run(ctx: Context, handler: Callable, request: dict, forced: dict) -> dict:
    """The answer to ``request`` with the ``forced`` options at their default (record's too)."""
    again = Context(ctx.game, {**ctx.options, **forced}, forced=forced)
    try:
        return handler(again, request)
    except EngineError as err:
        return {"ok": False, "error": err.to_json()}


def _verdict(answer: dict) -> dict:
    return {k: v for k, v in answer.items() if k not in NOT_THE_VERDICT}


def _step(answer: dict, i: int) -> dict | None:
    """Step ``i`` of a replay's ``answer`` without its words and running score (None: no such step)."""
    steps = answer.get("steps")
    if not isinstance(steps, list) or i >= len(steps) or not isinstance(steps[i], dict):
        return None
    return {k: v for k, v in steps[i].items() if k not in NOT_THE_STEP}


def changed_options(ctx: Context, op: str) -> list:
    """The game's options that this request (or the record it carries) set away from the
    default and that can change ``op``'s answer."""
    chosen = {**ctx.options, **ctx.read}
    return [o for o in ctx.game.options()
            if op in ops_of(o.name) and not same_choice(chosen.get(o.name, o.default), o.default)]


def sentence(option, value: Any) -> tuple[str, str]:
    """「房规「拖拉机最少几对：三对」决定了这个结论（默认「两对」时结论不同）。」"""
    title = words_of(option.name)["title"]
    chosen, default = choice_words(option.name, value), choice_words(option.name, option.default)
    return (f"房规「{title[0]}：{chosen[0]}」决定了这个结论（按默认的「{default[0]}」，结论不同）。",
            f"The house rule “{title[1]}: {chosen[1]}” decided this (under the default, "
            f"“{default[1]}”, the verdict differs).")


def deciders(ctx: Context, op: str, handler: Callable, request: dict, answer: dict):
    """The options that decided ``answer`` (none when the default rules give the same verdict),
    the answer with every changed option at its default (None: no option changed), and each
    changed option's answer with it alone at its default (only where several changed and the
    verdict differs).

    Which of several decided it: each is put back to its default alone; those whose default
    alone changes the verdict decided it (when none does alone, all of them together did)."""
    changed = changed_options(ctx, op)
    if not changed:
        return [], None, {}
    mine = _verdict(answer)
    plain = _run(ctx, handler, request, {o.name: o.default for o in changed})
    if _verdict(plain) == mine:
        return [], plain, {}
    if len(changed) == 1:
        return changed, plain, {}
    alone = {o.name: _run(ctx, handler, request, {o.name: o.default}) for o in changed}
    return [o for o in changed if _verdict(alone[o.name]) != mine] or changed, plain, alone


def _named(ctx: Context, found: list) -> list[dict]:
    chosen = {**ctx.options, **ctx.read}
    named = []
    for option in found:
        zh, en = sentence(option, chosen[option.name])
        named.append({"option": option.name, "value": chosen[option.name], "ruling": option.ruling,
                      "zh": zh, "en": en})
    return named


def with_named(answer: dict, named: list[dict]) -> dict:
    """``answer`` (a verdict, a step, a grade) with ``decided_by`` and its explanation ending in
    the sentence naming each house rule in ``named``."""
    explain = answer.get("explain") or {"zh": "", "en": ""}
    zh, en = _followed_by(explain["zh"], explain["en"], named)
    return {**answer, "decided_by": named, "explain": {"zh": zh, "en": en.strip()}}


def _followed_by(zh: str, en: str, named: list[dict]) -> tuple[str, str]:
    """The words ``zh``/``en`` followed by the sentence naming each house rule in ``named``."""
    return zh + "".join(n["zh"] for n in named), " ".join([en, *(n["en"] for n in named)])


def _steps_named(ctx: Context, answer: dict, found: list, plain: dict, alone: dict) -> list:
    """A replay's steps, each that the house rules decided named (compared with ``plain``)."""
    out = []
    for i, step in enumerate(answer["steps"]):
        mine, before = _step(answer, i), _step(plain, i)
        if before is None or mine == before:
            out.append(step)
            continue
        here = [o for o in found if o.name in alone and _step(alone[o.name], i) != mine] or found
        out.append(with_named(step, _named(ctx, here)))
    return out


def annotate(ctx: Context, op: str, handler: Callable, request: dict, answer: dict) -> dict:
    """``answer`` with the house rules that decided it named (unchanged when none did); a
    replay's steps named each on its own."""
    if not answer.get("ok"):
        return answer
    found, plain, alone = deciders(ctx, op, handler, request, answer)
    if not found:
        return answer
    out = with_named(answer, _named(ctx, found))
    if op == "replay" and isinstance(answer.get("steps"), list) and plain is not None:
        out["steps"] = _steps_named(ctx, answer, found, plain, alone)
    return out


def grade_deciders(ctx: Context, check: dict) -> list[dict]:
    """The house rules that decided a practice question's right answer: its ``check`` (a verdict
    op's request under the question's house rules) answered under them and under the defaults
    (only when some option is off its default, and only the options whose ``ops`` reach the
    check's op); named as :func:`annotate` names them (none when the verdicts agree)."""
    game, op = ctx.game, check.get("op")
    handler = game.handler(op) if isinstance(op, str) else None
    if handler is None or all(same_choice(ctx.options.get(o.name, o.default), o.default)
                              for o in game.options()):
        return []
    here = Context(game, ctx.options)
    with fields.at_table(game, op):
        try:
            answer = handler(here, check)
        except EngineError:
            return []
        found = deciders(here, op, handler, check, answer)[0] if answer.get("ok") else []
    return _named(here, found)


def named_refusal(ctx: Context, op: str, handler: Callable, request: dict, err: EngineError) -> EngineError:
    """``err`` (the engine's refusal of ``request``) naming the house rules that made it a
    refusal: the options whose default alone lets the request be answered (when none does
    alone, all of them together did). Unchanged when the default rules refuse it too."""
    changed = changed_options(ctx, op)
    if not changed or not _run(ctx, handler, request, {o.name: o.default for o in changed}).get("ok"):
        return err
    found = changed if len(changed) == 1 else (
        [o for o in changed if _run(ctx, handler, request, {o.name: o.default}).get("ok")] or changed)
    named = _named(ctx, found)
    return EngineError(err.code, *_followed_by(err.zh, err.en, named), **{**err.data, "decided_by": named})
