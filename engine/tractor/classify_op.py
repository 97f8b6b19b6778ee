"""JSON handler for ``classify``: the shape of a set of cards in a trump context."""

from __future__ import annotations

from ..games import Context
from ..rulebook import verdict
from .inputs import cards_field, check_decks, setup
from .order import Trump
from .ruleset import Ruleset
from .shapes import Classification, classify, describe


def _triple_in_play(c: Classification) -> bool:
    """Only three alike outside a tractor of triples can split two ways."""
    return any(u.width == 3 and u.length == 1 or
               u.width == 2 and u.length > 1 and any(c.cards.count(x) == 3 for x in u.cards[::2])
               for u in c.units)


def _rank_and_small_joker(trump: Trump, c: Classification) -> bool:
    """Pairs of rank cards and of small jokers side by side in the play."""
    pairs = {x for x in c.cards if c.cards.count(x) >= 2}
    return any(x.rank == trump.rank for x in pairs) and any(x.is_joker and x.rank == 15 for x in pairs)


def classification_rule(rules: Ruleset, trump: Trump, c: Classification, options: dict) -> str:
    g = rules.game
    if c.shape == "invalid":
        return f"{g}.shapes.one_suit"
    if c.shape == "throw" and rules.max_width == 3 and _triple_in_play(c):
        other = "tractor_first" if options.get("throw_units") == "wide_first" else "wide_first"
        alt = classify(list(c.cards), trump, max_width=3, throw_units=other)
        if [u.form for u in alt.units] != [u.form for u in c.units]:
            return "zhaopengyou.ruling.throw_units"
    if trump.suit is None and c.group == "trump" and _rank_and_small_joker(trump, c):
        # the reading of shuangsheng.ruling.no_trump_tractor decides this shape
        return "shuangsheng.ruling.no_trump_tractor"
    return f"{g}.shapes.{c.shape}"


def classify_op(ctx: Context, request: dict) -> dict:
    rules, trump = setup(ctx, request)
    cards = cards_field(request, "cards")
    check_decks([cards], rules.decks)
    c = classify(cards, trump, max_width=rules.max_width,
                 throw_units=ctx.options.get("throw_units", "wide_first"))
    zh, en = describe(c)
    tzh, ten = trump.describe()
    return verdict(classification_rule(rules, trump, c, ctx.options), f"{zh}（{tzh}）", f"{en} ({ten})",
                   shape=c.shape, suit=c.group, units=[u.to_json() for u in c.units],
                   cards=" ".join(map(str, c.cards)), count=len(c.cards), trump=trump.to_json())
