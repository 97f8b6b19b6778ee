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
verdict the default rules refuse (an error) differs from any verdict. Answers that are errors
are never annotated: the refusal says what is wrong itself.

Options a deal record carries (``deal.options``) count as the request's own: every read of them
goes through :func:`engine.option_fields.record_options`, which keeps what it read in
``ctx.read`` and applies ``ctx.forced`` (the choices put back to default) over them.

Costs nothing when every option is at its default (the usual request): no second answer.
"""

from __future__ import annotations

from typing import Any, Callable

from .errors import EngineError
from .games import Context
from .option_words import choice_words, ops_of, words_of

# The parts of an answer that are words or citations, not the verdict itself.
NOT_THE_VERDICT = frozenset({"explain", "rule", "rules"})


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


def deciders(ctx: Context, op: str, handler: Callable, request: dict, answer: dict) -> list:
    """The options that decided ``answer`` (none when the default rules give the same verdict)."""
    changed = changed_options(ctx, op)
    if not changed:
        return []
    mine = _verdict(answer)
    if _verdict(_run(ctx, handler, request, {o.name: o.default for o in changed})) == mine:
        return []
    if len(changed) == 1:
        return changed
    alone = [o for o in changed if _verdict(_run(ctx, handler, request, {o.name: o.default})) != mine]
    return alone or changed


def annotate(ctx: Context, op: str, handler: Callable, request: dict, answer: dict) -> dict:
    """``answer`` with the house rules that decided it named (unchanged when none did)."""
    if not answer.get("ok"):
        return answer
    found = deciders(ctx, op, handler, request, answer)
    if not found:
        return answer
    chosen = {**ctx.options, **ctx.read}
    named = []
    for option in found:
        zh, en = sentence(option, chosen[option.name])
        named.append({"option": option.name, "value": chosen[option.name], "ruling": option.ruling,
                      "zh": zh, "en": en})
    explain = answer.get("explain") or {"zh": "", "en": ""}
    zh = explain["zh"] + "".join(n["zh"] for n in named)
    en = " ".join([explain["en"], *(n["en"] for n in named)]).strip()
    return {**answer, "decided_by": named, "explain": {"zh": zh, "en": en}}
