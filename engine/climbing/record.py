"""Playing a deal record through, step by step (shared by 挖坑 and 明暗斗地主).

A play step is ``{"seat": s, "cards": "…"}`` (optionally ``"as": {"kind": …, "rank": …}``: the
reading the player declares, for a play that reads more than one way) or ``{"seat": s, "pass": true}``. Each step
gets a verdict; the first step that breaks a rule stops the replay with its reason,
so a record is either checked to its end or the answer says exactly where it fails.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable

from .. import fields
from ..cards import Card, contains, format_cards, parse_cards, remove
from ..errors import EngineError
from ..rulebook import broken_step
from .combos import Combo, arrange, counts_of
from .round import RoundState


class StepError(Exception):
    """A step that breaks a rule: stops the replay (reported, never raised out)."""

    def __init__(self, rule: str, zh: str, en: str):
        super().__init__(en)
        self.rule, self.zh, self.en = rule, zh, en


def play_through(*, plays: list, hands: dict[int, list[Card]], leader: int, order,
                 read: Callable[[Counter, Combo | None, dict | None], tuple[Combo | None, str]],
                 game: str, must_beat: Callable[[Counter, Combo], str | None] | None = None,
                 describe: Callable[[Combo], tuple[str, str]] | None = None) -> dict:
    """Run the plays. ``read(counts, best, declared)`` gives the reading a play is made as (None
    if it is not allowed there) and the rule id that decides it; ``declared`` is the reading
    the step declares (``"as": {"kind": "plane_single"}``), if any. ``must_beat(hand, best)``, when
    given, returns the rule id that forbids passing with that hand (None: the pass stands)."""
    hands = {s: list(h) for s, h in hands.items()}
    state = RoundState(players=len(hands), turn=leader)
    steps: list[dict] = []
    bombs: list[str] = []
    played: list[Card] = []
    out_seat = None
    for index, step in enumerate(plays):
        try:
            if out_seat is not None:
                raise StepError(f"{game}.win", f"第 {out_seat} 家已出完，这局已经结束。",
                                f"Seat {out_seat} has gone out: the deal is over.")
            seat, cards = _step_fields(step, index)
            if seat != state.turn:
                raise StepError(f"{game}.pass", f"该第 {state.turn} 家出牌，不是第 {seat} 家。",
                                f"It is seat {state.turn}'s turn, not seat {seat}'s.")
            if cards is None:
                if state.leading:
                    raise StepError(f"{game}.pass", "领牌者不能空过。", "The leader cannot pass.")
                rule = must_beat(counts_of(hands[seat]), state.best) if must_beat else None
                if rule:
                    raise StepError(rule, f"第 {seat} 家压得过，不能空过。",
                                    f"Seat {seat} can beat the play, so may not pass.")
                state = state.after_pass()
                entry = {"step": "pass", "seat": seat, "rule": f"{game}.pass",
                         "explain": {"zh": f"第 {seat} 家不出。", "en": f"Seat {seat} passes."}}
                if state.round_over:
                    entry["round"] = {"winner": state.turn, "leader": state.turn}
                    entry["explain"]["zh"] += f"其余人都不出，第 {state.turn} 家重新领出。"
                    entry["explain"]["en"] += f" Everyone else has passed: seat {state.turn} leads again."
                steps.append(entry)
                continue
            if not contains(hands[seat], cards):
                raise StepError(f"{game}.replay", f"第 {seat} 家手里没有 {format_cards(cards)}。",
                                f"Seat {seat} does not hold {format_cards(cards)}.")
            declared = fields.reading(step, "as")
            combo, rule = read(counts_of(cards), state.best, declared)
            if combo is None:
                text = format_cards(cards)
                if state.best is not None and read(counts_of(cards), None, declared)[0]:
                    raise StepError(rule, f"第 {seat} 家的 {text} 压不过上一手。",
                                    f"Seat {seat}'s {text} does not beat the play before it.")
                raise StepError(rule, f"第 {seat} 家的 {text} 不成牌型。",
                                f"Seat {seat}'s {text} is not a shape.")
            hands[seat] = remove(hands[seat], cards)
            played += cards
            if combo.bomb:
                bombs.append(format_cards(arrange(cards, combo, order)))
            led = state.leading
            state = state.after_play(combo)
            shown = format_cards(arrange(cards, combo, order))
            zh, en = describe(combo) if describe else (combo.kind, combo.kind)
            steps.append({"step": "play", "seat": seat, "cards": shown, "as": combo.to_json(),
                          "left": len(hands[seat]), "rule": rule,
                          "explain": {"zh": f"第 {seat} 家{'领出' if led else '压上'} {shown}：{zh}。",
                                      "en": f"Seat {seat} {'leads' if led else 'beats it with'} "
                                            f"{shown}: {en}."}})
            if not hands[seat]:
                out_seat = seat
                steps[-1]["out"] = 1
                steps[-1]["explain"]["zh"] += f"第 {seat} 家出完了。"
                steps[-1]["explain"]["en"] += f" Seat {seat} has gone out."
        except EngineError as err:      # a step that does not parse: the error names it
            err.data.setdefault("step", index)
            raise
        except StepError as err:
            where = {"index": index}
            if isinstance(step, dict) and type(step.get("seat")) is int:
                where["seat"] = step["seat"]
            return {"valid": False, "steps": steps,
                "failure": broken_step(err.rule, err.zh, err.en, **where),
                "hands": hands, "bombs": bombs, "first_out": None, "played": played}
    return {"valid": True, "steps": steps, "hands": hands, "bombs": bombs,
            "first_out": out_seat, "played": played, "turn": state.turn}


def _step_fields(step, index: int) -> tuple[int, list[Card] | None]:
    if not isinstance(step, dict) or type(step.get("seat")) is not int:
        raise EngineError("bad_request", f"第 {index} 步应为 {{seat, cards}} 或 {{seat, pass: true}}。",
                          f"Step {index} must be {{seat, cards}} or {{seat, pass: true}}.")
    if step.get("pass") is True:
        return step["seat"], None
    cards = parse_cards(step.get("cards", ""))
    if not cards:
        raise EngineError("bad_request", f"第 {index} 步没有牌；空过请写 pass: true。",
                          f"Step {index} has no cards; write pass: true to pass.")
    return step["seat"], cards


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


__all__ = ["answer", "broken", "play_through", "StepError"]
