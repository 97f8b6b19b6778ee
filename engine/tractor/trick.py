"""Who wins a trick (一轮), and its points.

A play can take the trick only in the lead's exact shape — split into units of
the very forms the lead was split into (a pair for a pair, a tractor of as many
pairs for a tractor, the same units for a throw). In the led group it must be
higher; a play all of trumps against a plain lead (毙牌/杀) beats every plain
play; among plays of one kind the higher wins, compared by the first (largest)
unit of the lead's split (``tractor.ruling.overtrump``). Equal: the earlier
play wins. Anything else — another suit, a mix, a trump play of another shape —
is a discard and never wins.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain

from ..cards import Card, full_deck
from ..errors import EngineError
from .match import fit_top
from .order import TRUMP, Trump
from .game import TractorGame
from .shapes import Classification, classify

POINTS = {5: 5, 10: 10, 13: 10}   # every suit's 5, 10, K (zhaopengyou.ruling.point_cards)


@dataclass(frozen=True, kw_only=True)
class TrickVerdict:
    winner: int                   # index into the plays (0 = the leader)
    points: int
    lead: Classification
    # Per play: lead | higher | lower | equal | trumps | overtrumps | undertrumps |
    # equal_trump | wrong_shape | trump_wrong_shape | discard
    statuses: tuple[str, ...]


def trick_points(cards, *, suits: str = "all") -> int:
    """Points among ``cards``; ``suits="spades"`` is the literal reading of zhaopengyou's
    table (zhaopengyou.ruling.point_cards, option point_suits)."""
    if suits == "all":
        return sum(map(_CARD_POINTS.__getitem__, cards))
    return sum(POINTS.get(c.rank, 0) for c in cards if not c.is_joker and c.suit == "S")


_CARD_POINTS = {c: 0 if c.is_joker else POINTS.get(c.rank, 0) for c in full_deck()}


def lead_of(rules: TractorGame, trump: Trump, cards: list[Card], options: dict) -> Classification:
    lead = classify(cards, trump, max_width=rules.max_width,
                    throw_units=options.get("throw_units", "wide_first"),
                    min_pairs=options.get("tractor_min_pairs", 2))
    if lead.shape == "invalid":
        raise EngineError("illegal", "领出的牌混了两门：一手牌必须全是主牌或同一门副牌。",
                          "The lead mixes two suits: a lead must be all trumps or all of one "
                          "plain suit.", rule=f"{rules.id}.shapes.one_suit")
    return lead


def trick_winner(rules: TractorGame, trump: Trump, plays: list[list[Card]], options: dict,
                 lead: Classification | None = None) -> TrickVerdict:
    """``lead``: the lead's classification when the caller already has it (``lead_of``'s)."""
    if lead is None:
        lead = lead_of(rules, trump, plays[0], options)
    suits = options.get("point_suits", "all")
    if len(lead.cards) == 1 and set(map(len, plays)) == {1}:
        return single_winner(trump, plays, lead, suits)
    return any_winner(trump, plays, lead, options.get("overtrump", "largest_unit") == "highest_card", suits)


def any_winner(trump: Trump, plays: list[list[Card]], lead: Classification, highest_card: bool,
               suits: str) -> TrickVerdict:
    """:func:`trick_winner` for any lead; ``highest_card``: the other reading of ``overtrump``."""
    forms = [(u.width, u.length) for u in lead.units]      # each unit's form
    best_i, best = 0, (0, max(trump.level(c) for c in plays[0]) if highest_card else lead.units[0].top)
    statuses = ["lead"]
    group, lead_groups, trumps = trump.group, {lead.group}, {TRUMP}
    for i, play in enumerate(plays[1:], start=1):
        groups = set(map(group, play))
        if groups == lead_groups:
            kind = 0
        elif groups == trumps:
            kind = 1                       # trumping a plain lead
        else:
            statuses.append("discard")
            continue
        top = fit_top(play, trump, forms)
        if top is None:
            statuses.append("trump_wrong_shape" if kind else "wrong_shape")
            continue
        if highest_card:                   # tractor.ruling.overtrump, other reading
            top = max(trump.level(c) for c in play)
        value = (kind, top)
        if value > best:
            statuses.append(("overtrumps" if best[0] else "trumps") if kind else "higher")
            best_i, best = i, value
        elif value == best:
            statuses.append("equal_trump" if kind else "equal")
        else:
            statuses.append("undertrumps" if kind else "lower")
    points = trick_points(chain.from_iterable(plays), suits=suits)
    return TrickVerdict(winner=best_i, points=points, lead=lead, statuses=tuple(statuses))


def single_winner(trump: Trump, plays: list[list[Card]], lead: Classification, suits: str) -> TrickVerdict:
    """:func:`trick_winner` when a single is led and each play is one card (most tricks):
    a card's level is its value (both readings of ``overtrump`` agree on one card), a trump
    against a plain lead above any plain card (levels stay under 100)."""
    group, level, led = trump.group, trump.level, lead.group
    cards = [play[0] for play in plays]
    best_i, best = 0, lead.units[0].top
    statuses = ["lead"]
    for i, card in enumerate(cards[1:], start=1):
        g = group(card)
        if g == led:
            value = level(card)
        elif g == TRUMP:
            value = 100 + level(card)      # trumping a plain lead
        else:
            statuses.append("discard")
            continue
        if value > best:
            statuses.append(("overtrumps" if best >= 100 else "trumps") if value >= 100 else "higher")
            best_i, best = i, value
        elif value == best:
            statuses.append("equal_trump" if value >= 100 else "equal")
        else:
            statuses.append("undertrumps" if value >= 100 else "lower")
    points = sum(map(_CARD_POINTS.__getitem__, cards)) if suits == "all" else trick_points(cards, suits=suits)
    return TrickVerdict(winner=best_i, points=points, lead=lead, statuses=tuple(statuses))


def point_cards_text(cards) -> str:
    return " ".join(c.symbol() for c in cards if not c.is_joker and c.rank in POINTS) or "—"


__all__ = ["TrickVerdict", "trick_winner", "trick_points", "lead_of"]
