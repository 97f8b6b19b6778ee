"""JSON handler for ``classify``: the shape of a set of cards in a trump context."""

from __future__ import annotations

from ..cards import format_cards
from ..games import Context
from ..rulebook import verdict
from .. import fields
from .inputs import check_decks, setup
from .order import Trump
from .game import TractorGame
from .shapes import Classification, classify, describe


def _triple_in_play(c: Classification) -> bool:
    """Whether the other decomposition order could split this throw differently: only
    when three alike (alone, or inside a tractor of pairs) sit next to another level
    that holds two or more."""
    triples, wide = set(), set()
    for u in c.units:
        if u.width >= 2:
            levels = range(u.top - u.length + 1, u.top + 1)
            wide.update(levels)
            if u.width == 3 and u.length == 1:
                triples.add(u.top)
            elif u.width == 2 and any(c.cards.count(x) == 3 for x in u.cards[::2]):
                triples.update(levels)
    return any(lv - 1 in wide or lv + 1 in wide for lv in triples)


def _rank_and_small_joker(trump: Trump, c: Classification) -> bool:
    """Pairs of rank cards and of small jokers side by side in the play."""
    pairs = {x for x in c.cards if c.cards.count(x) >= 2}
    return any(x.rank == trump.rank for x in pairs) and any(x.is_joker and x.rank == 15 for x in pairs)


def _two_pair_runs(trump: Trump, c: Classification) -> bool:
    """Two pairs on consecutive levels (and no third): a tractor only by the
    reading of zhaopengyou.ruling.tractor_length."""
    if any(u.width == 2 and u.length == 2 for u in c.units):
        return True
    levels = sorted(u.top for u in c.units if u.form == (2, 1))
    return any(b == a + 1 for a, b in zip(levels, levels[1:]))


def classification_rules(rules: TractorGame, trump: Trump, c: Classification, options: dict) -> list[str]:
    """The rule ids behind a classification: the rulings it turns on first, then its shape's."""
    g = rules.id
    if c.shape == "invalid":
        return [f"{g}.shapes.one_suit"]
    cited = []
    if c.shape == "throw" and rules.max_width == 3 and _triple_in_play(c):
        other = "tractor_first" if options.get("throw_units") == "wide_first" else "wide_first"
        alt = classify(list(c.cards), trump, max_width=3, throw_units=other,
                       min_pairs=options.get("tractor_min_pairs", 2))
        if [u.form for u in alt.units] != [u.form for u in c.units]:
            cited.append("zhaopengyou.ruling.throw_units")
    if rules.max_width == 3 and _two_pair_runs(trump, c):
        cited.append("zhaopengyou.ruling.tractor_length")
    if trump.suit is None and c.group == "trump" and _rank_and_small_joker(trump, c):
        # the reading of shuangsheng.ruling.no_trump_tractor decides this shape
        cited.append("shuangsheng.ruling.no_trump_tractor")
    return cited + [f"{g}.shapes.{c.shape}"]


def classify_op(ctx: Context, request: dict) -> dict:
    rules, trump = setup(ctx, request)
    cards = fields.cards(request, "cards")
    check_decks([cards], rules.decks)
    c = classify(cards, trump, max_width=rules.max_width,
                 throw_units=ctx.options.get("throw_units", "wide_first"),
                 min_pairs=ctx.options.get("tractor_min_pairs", 2))
    zh, en = describe(c)
    tzh, ten = trump.describe()
    cited = classification_rules(rules, trump, c, ctx.options)
    return verdict(cited[0], f"{zh}（{tzh}）", f"{en} ({ten})", rules=cited, shape=c.shape, suit=c.group, units=[u.to_json() for u in c.units],
                   cards=format_cards(c.cards), count=len(c.cards), trump=trump.to_json())
