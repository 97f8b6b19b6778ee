"""A practice question's hand as toggle buttons, one row per suit, and the marks a grade puts
on the answer form (drill.py draws the rest): the reader's answer pressed (``aria-pressed``),
every right answer marked (``data-solution``) — a grade may name several (``solutions``). Where a
rule decides rather than a list (a follow: ``how_many`` "any", no ``solutions``), the example the
grade's words give is one of many, so it is not marked as if it were the right cards: only the
reader's own answer, when it is right (issue 27 §1)."""

from __future__ import annotations

from engine.cards import parse_cards

from .cards import card_chip, row_head, suit_rows
from .markup import esc


def right_answers(marks: dict) -> list:
    """Every right answer a grade names (``solutions``; else its one ``solution``); where a rule
    decides (several right, none listed), only the reader's answer if it is right."""
    listed = marks.get("solutions")
    if isinstance(listed, list):
        return list(listed)
    if marks.get("how_many") == "any":
        return [marks.get("given")] if marks.get("right") else []
    return [marks.get("solution")]


def pressed(value, marks: dict) -> str:
    """The marks of one control once graded: the reader's (``aria-pressed``) and every right one."""
    out = []
    if marks and value == marks.get("given"):
        out.append(' aria-pressed="true"')
    if marks and value in right_answers(marks):
        out.append(' data-solution="true"')
    return "".join(out)


def right_cards(marks: dict) -> list[str]:
    """The cards of the hand that some right answer plays (each as often as one answer needs it)."""
    most: dict[str, int] = {}
    for answer in right_answers(marks):
        if isinstance(answer, str):
            for token in set(answer.split()):
                most[token] = max(most.get(token, 0), answer.split().count(token))
    return [t for t, n in most.items() for _ in range(n)]


def hand_buttons(hand: str, lang: str, marks: dict, trump: dict | None = None) -> str:
    """One toggle button per card of the hand (a card held twice is two buttons), one row per
    suit (``suit_rows``); graded, the reader's cards are pressed and the cards of every right
    answer marked."""
    given = marks.get("given").split() if isinstance(marks.get("given"), str) else []
    solution = right_cards(marks)
    out, at = [], {}
    for i, card in enumerate(parse_cards(hand)):
        at.setdefault(card, []).append(i)
    for row, cards in suit_rows(parse_cards(hand), trump):
        head = row_head(row, lang)
        out.append(f'<span class="pl-hand-row" data-row="{esc(row)}">'
                   + (f'<span class="pl-hand-head">{head}</span>' if head else ""))
        out.extend(card_button(card, at[card].pop(0), lang, marks, given, solution) for card in cards)
        out.append("</span>")
    return "".join(out)


def card_button(card, i: int, lang: str, marks: dict, given: list, solution: list) -> str:
    """One card of the hand as a toggle (``given``, ``solution``: the tokens still to mark)."""
    token = str(card)
    on = token in given
    if on:
        given.remove(token)
    right = token in solution
    if right:
        solution.remove(token)
    extra = (' data-solution="true"' if right else "") + (" disabled" if marks else "")
    return (f'<button type="button" class="pl-drill-card" data-card="{esc(token)}" data-i="{i}" '
            f'aria-pressed="{str(on).lower()}"{extra}>{card_chip(card, lang)}</button>')
