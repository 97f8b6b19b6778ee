"""Playing a deal record's plays through the one table (shared by every climbing game).

A play step is ``{"seat": s, "cards": "…"}`` (optionally ``"as": {"kind": …, "rank": …}``: the
reading the player declares, for a play that reads more than one way) or ``{"seat": s, "pass": true}``.
Each step gets a verdict; the first step that breaks a rule stops the replay with its reason,
so a record is either checked to its end or the answer says exactly where it fails.
"""

from __future__ import annotations

from .. import fields
from ..cards import format_cards, parse_cards
from ..errors import EngineError, bad_request
from ..rulebook import broken_step
from .game import ClimbingGame
from .table import Table

MAX_PLAYS = 2000


def check_deal(game: ClimbingGame, decks, players: int, hands: dict, kitty: list) -> None:
    """A recorded deal is the whole of the game's decks (``decks``: its engine.games entry),
    dealt as the game deals: every seat's hand of its size, and the kitty of its size."""
    if sorted(hands) != list(range(players)):
        raise EngineError("impossible", f"需要全部 {players} 家的手牌。",
                          f"The record needs all {players} hands.")
    size, k = game.hand_size[players], game.kitty_size[players]
    for seat, hand in hands.items():
        if len(hand) != size:
            raise EngineError("impossible", f"第 {seat} 家有 {len(hand)} 张，应为 {size} 张。",
                              f"Seat {seat} holds {len(hand)} cards, not {size}.", seat=seat)
    if len(kitty) != k:
        raise EngineError("impossible", f"底牌有 {len(kitty)} 张，应为 {k} 张。",
                          f"The kitty holds {len(kitty)} cards, not {k}.")
    fields.copies([*hands.values(), kitty], decks)


def drive(table: Table, plays) -> tuple[list[dict], dict | None]:
    """Every step of ``plays`` on ``table``: the steps that held, and the broken one (or None)."""
    if not isinstance(plays, list) or len(plays) > MAX_PLAYS:
        raise bad_request(f"plays 应是最多 {MAX_PLAYS} 步的列表。",
                          f"\"plays\" must be a list of at most {MAX_PLAYS} steps.", field="plays")
    steps: list[dict] = []
    for index, step in enumerate(plays):
        try:
            seat, cards = _step_fields(step, index, table.players)
            if cards is None:
                steps.append(table.pass_(seat))
            else:
                steps.append(table.play(seat, cards, fields.reading(step, "as")))
        except EngineError as err:
            if err.code != "illegal":       # a step that does not parse: the error names it
                err.data.setdefault("index", index)
                raise
            data = dict(err.data)
            rule = data.pop("rule")
            data.setdefault("seat", step.get("seat") if isinstance(step, dict) else None)
            return steps, broken_step(rule, err.zh, err.en, index=index, **data)
    return steps, None


def _step_fields(step, index: int, players: int) -> tuple[int, list | None]:
    if not isinstance(step, dict) or "seat" not in step:
        raise bad_request(f"第 {index} 步应为 {{seat, cards}} 或 {{seat, pass: true}}。",
                          f"Step {index} must be {{seat, cards}} or {{seat, pass: true}}.")
    seat = fields.seat(step, "seat", players)
    if step.get("pass") is True:
        return seat, None
    cards = parse_cards(step.get("cards", ""))
    if not cards:
        raise bad_request(f"第 {index} 步没有牌；空过请写 pass: true。",
                          f"Step {index} has no cards; write pass: true to pass.")
    return seat, cards


def run(ctx, request: dict, game: ClimbingGame) -> dict:
    """The replay of every climbing game: the record's setup, its plays on the table, the result.

    The game's ``setup`` checks the deal and what comes before the first play (bids, calls)
    and gives ``(table, step, data)``, or raises ``illegal`` (the record breaks at that
    stage); its ``settle`` gives ``(rule, zh, en, result)`` for a finished deal."""
    record = fields.record(request)
    if record.get("game", ctx.game.id) != ctx.game.id:
        raise bad_request(f"这份记录不是 {ctx.game.zh}。", f"This record is not a {ctx.game.id} deal.",
                          field="deal")
    options = fields.record_options(ctx, record)
    try:
        table, step, data = game.setup(ctx, record, options)
    except EngineError as err:
        if err.code != "illegal":
            raise
        failure = broken_step(err.data.get("rule", game.setup_rule), err.zh, err.en, stage=game.setup_stage)
        return broken(failure, [], *game.setup_broken)
    played, f = drive(table, record.get("plays", []))
    steps = [step, *played]
    if f:
        return broken(f, steps, f"第 {f['index']} 步不合规则：", f"Step {f['index']} breaks a rule: ")
    n = len(played)
    if not table.over:
        _, zh, en = game.words("unfinished", n=n)
        return answer(f"{game.id}.replay", zh, en, steps=steps)
    rule, zh, en, result = game.settle(ctx, record, table, data, options)
    result["hands"] = {str(s): format_cards(h) for s, h in enumerate(table.hands)}
    _, lead_zh, lead_en = game.words("complete", n=n)
    return answer(rule, lead_zh + zh, lead_en + en, steps=steps, complete=True, result=result)


def answer(rule: str, zh: str, en: str, *, steps: list, valid: bool = True, complete: bool = False,
           result: dict | None = None, failure: dict | None = None) -> dict:
    """The replay answer, the same keys in every game: ``ok, valid, complete, rule, explain,
    steps, result, failure`` (``result`` only for a complete deal, ``failure`` only when broken)."""
    return {"ok": True, "valid": valid, "complete": complete and valid, "rule": rule,
            "explain": {"zh": zh, "en": en}, "steps": steps,
            "result": result if valid and complete else None, "failure": None if valid else failure}


def broken(failure: dict, steps: list, zh_where: str, en_where: str) -> dict:
    """The answer for a record broken at ``failure`` (a :func:`broken_step`)."""
    return answer(failure["rule"], zh_where + failure["explain"]["zh"], en_where + failure["explain"]["en"],
                  steps=steps, valid=False, failure=failure)


__all__ = ["answer", "broken", "drive"]
