"""双升's drill hooks: what the tractor drill (``engine.drill``) asks of this game and only this
game knows — its ruleset, how a finished deal's sides and next deal are told
(two against two; who banks next), what a bid is judged against (the first deal, or the
banker's level), and the rules each kind teaches. The shared drill reaches them as
``GAME.drill``."""

from __future__ import annotations

from ...cards import TEXT_RANK
from ...text import seat_en, seat_zh, seats_en, seats_zh
from ..order import TRUMP, Trump, group_name
from .game import GAME
from ..shapes import classify

__all__ = ["RULESET", "SHAPES", "TEACHES", "TRUMP", "trump_order", "lead_shape", "group_words",
           "sides", "score_sides", "sides_fact", "levels_words", "bid_context", "bid_facts"]

RULESET = GAME    # its ruleset: the game object carries it
SHAPES = ("single", "pair", "tractor", "throw")     # the shapes a lead can be (two decks: no triples)

# What each kind is meant to teach: tests/engine/drill/test_coverage.py checks every one is hit
# over many seeds.
TEACHES = {
    "shape": ("shuangsheng.shapes.single", "shuangsheng.shapes.pair", "shuangsheng.shapes.tractor",
              "shuangsheng.shapes.throw"),
    "follow": ("shuangsheng.follow.suit", "shuangsheng.follow.trump", "shuangsheng.follow.pair"),
    "winner": ("shuangsheng.trick.winner", "shuangsheng.trick.trump", "shuangsheng.trick.equal_earlier"),
    "throw": ("shuangsheng.throw.highest", "shuangsheng.throw.penalty"),
    "kitty": ("shuangsheng.kitty.none", "shuangsheng.kitty.single", "shuangsheng.kitty.pair",
              "shuangsheng.kitty.throw"),
    "levels": ("shuangsheng.levels.table", "shuangsheng.next_banker"),
    "bid": ("shuangsheng.bid.cards", "shuangsheng.bid.declare"),
}

group_words = group_name     # a group of cards (a suit, or the trumps) in words: (zh, en)


def trump_order(trump: dict, options: dict) -> Trump:
    """The order of the cards under ``trump`` (``{"rank", "suit"}``): how they sort, each card's
    group; whether the trump jokers and level cards join a tractor is a house rule here."""
    return Trump(rank=TEXT_RANK[trump["rank"]], suit=trump["suit"], joined=options["no_trump_tractor"])


def lead_shape(trump: Trump, cards: list, options: dict):
    """The shape of ``cards`` led under ``trump`` (the ``classify`` op's reading, as data): its
    ruleset's widths; a throw is read widest units first and a tractor is two pairs or more
    (no house rule says otherwise here)."""
    return classify(cards, trump, max_width=RULESET.max_width, throw_units="wide_first", min_pairs=2)


def sides(result: dict) -> tuple[bool, int | None]:
    """(solo, friend): two fixed teams, nobody plays alone, no friend to find."""
    return False, None


def score_sides(result: dict) -> dict:
    """What the ``score`` op needs to know of the sides to say who comes next: the teams are fixed."""
    return {}


def sides_fact(banker: int, result: dict) -> tuple[str, str]:
    team = sorted({banker, (banker + 2) % 4})
    return (f"{seat_zh(banker)} 坐庄：{seats_zh(team)} 是庄家方，另外两家是抓分方。",
            f"{seat_en(banker).capitalize()} is the banker: {seats_en(team)} defend, the other two attack.")


def levels_words(zh: str, en: str, nxt: int) -> tuple[str, str]:
    """Who goes up (``zh``/``en``), then who comes next: here, the next banker."""
    return f"{zh}；下一局{seat_zh(nxt)} 坐庄", f"{en[:1].upper()}{en[1:]}; {seat_en(nxt)} is the next banker"


def bid_context(record: dict) -> dict:
    """What the ``bid`` op judges a bid against: the first deal, or this deal's banker and level."""
    first = record.get("first_deal", True)
    ctx = {"first_deal": first}
    if not first:
        ctx["banker"] = record["banker"]
        ctx["level"] = record["levels"][record["banker"] % 2]
    else:
        ctx["level"] = record["levels"][0] if "levels" in record else "2"
    return ctx


def bid_facts(context: dict) -> list[tuple[str, str]]:
    if context["first_deal"]:
        return [(f"第一局，打 {context['level']}。", f"The first deal; {context['level']}s are played.")]
    return [(f"{seat_zh(context['banker'])} 是这一局的庄家，打 {context['level']}。",
             f"{seat_en(context['banker']).capitalize()} banks this deal; {context['level']}s are played.")]
