"""Family module of the trick-taking referee: ops ``classify``, ``follow``, ``throw``, ``trick``.

Plain Python functions for the deal level and the simulator (no JSON involved):

- ``classify(rules, trump, cards, throw_units=...) -> Classification``   (shapes.py)
- ``legal_follow(rules, trump, lead, hand, play, options) -> FollowVerdict`` (follow.py)
- ``one_legal_follow(rules, trump, lead, hand, options) -> list[Card]``    (follow.py)
- ``random_legal_follow(rules, trump, lead, hand, options, rng) -> list[Card]`` (follow.py)
- ``trick_winner(rules, trump, plays, options) -> TrickVerdict`` (index into plays) (trick.py)
- ``trick_points(cards) -> int``                                            (trick.py)
- ``throw_check(rules, trump, leader, cards, hands, options) -> ThrowVerdict`` (throw.py)

``rules`` is a :class:`engine.tractor.ruleset.Ruleset` (``RULESETS[game]``), ``trump`` an
:class:`engine.tractor.order.Trump`, cards are lists of :class:`engine.cards.Card`,
``options`` the validated options dict (``ctx.options``; defaults in ``OPTIONS``).
"""

from __future__ import annotations

from ..cards import check_copies, parse_cards
from ..errors import bad_request
from ..games import Context
from ..rulebook import verdict
from . import handlers, rules_follow, rules_shapes, rules_trick
from .follow import legal_follow, one_legal_follow, random_legal_follow
from .throw import throw_check
from .trick import trick_points, trick_winner
from .options import OPTIONS
from .order import Trump, parse_trump
from .ruleset import RULESETS, Ruleset
from .shapes import Classification, classify, describe

__all__ = ["classify", "Classification", "Trump", "RULESETS", "Ruleset", "legal_follow",
           "one_legal_follow", "random_legal_follow", "throw_check", "trick_points",
           "trick_winner", "GAMES", "OPS", "OPTIONS", "RULES"]

GAMES = ("zhaopengyou", "shuangsheng")


def setup(ctx: Context, request: dict) -> tuple[Ruleset, Trump]:
    rules = RULESETS[ctx.game.id]
    trump = parse_trump(request.get("trump"), no_trump=rules.no_trump,
                        game_zh=ctx.game.zh, game_en=ctx.game.en)
    return rules, trump


def cards_field(request: dict, name: str, *, empty_ok: bool = False) -> list:
    if name not in request:
        raise bad_request(f"缺少 {name}。", f"Missing \"{name}\".")
    cards = parse_cards(request[name])
    if not cards and not empty_ok:
        raise bad_request(f"{name} 里没有牌。", f"\"{name}\" holds no cards.")
    return cards


def classification_rule(rules: Ruleset, trump: Trump, c: Classification, options: dict) -> str:
    g = rules.game
    if c.shape == "invalid":
        return f"{g}.shapes.one_suit"
    if c.shape == "throw" and rules.max_width == 3:
        other = "tractor_first" if options.get("throw_units") == "wide_first" else "wide_first"
        alt = classify(list(c.cards), trump, max_width=3, throw_units=other)
        if [u.form for u in alt.units] != [u.form for u in c.units]:
            return "zhaopengyou.ruling.throw_units"
    if (c.shape == "tractor" and trump.suit is None
            and any(card.rank == trump.rank for card in c.cards)):
        # shuangsheng.ruling.no_trump_tractor: rank cards sit right below the small joker
        return "shuangsheng.ruling.no_trump_tractor"
    return f"{g}.shapes.{c.shape}"


def _classify(ctx: Context, request: dict) -> dict:
    rules, trump = setup(ctx, request)
    cards = cards_field(request, "cards")
    check_copies([cards], decks=rules.decks)
    c = classify(cards, trump, max_width=rules.max_width,
                 throw_units=ctx.options.get("throw_units", "wide_first"))
    zh, en = describe(c)
    tzh, ten = trump.describe()
    return verdict(classification_rule(rules, trump, c, ctx.options), f"{zh}（{tzh}）", f"{en} ({ten})",
                   shape=c.shape, suit=c.group, units=[u.to_json() for u in c.units],
                   cards=" ".join(map(str, c.cards)), count=len(c.cards), trump=trump.to_json())


OPS = {"classify": _classify, "follow": handlers.follow, "trick": handlers.trick,
       "throw": handlers.throw}
RULES = rules_shapes.RULES + rules_follow.RULES + rules_trick.RULES
