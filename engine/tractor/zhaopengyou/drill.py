"""找朋友's drill hooks: what the tractor drill (``engine.drill``) asks of this game and only this
game knows — its ruleset, how a finished deal's sides and next deal are told
(the banker's friend, or the banker alone; who deals next), what a bid is judged against (each
seat's level), and the rules each kind teaches. The shared drill reaches them as
``GAME.drill``."""

from __future__ import annotations

from ...cards import TEXT_RANK
from ...text import seat_en, seat_zh
from ..order import TRUMP, Trump, group_name
from .game import GAME
from ..shapes import classify

__all__ = ["RULESET", "SHAPES", "TEACHES", "TRUMP", "trump_order", "lead_shape", "group_words",
           "sides", "score_sides", "sides_fact", "levels_words", "bid_context", "bid_facts"]

RULESET = GAME    # its ruleset: the game object carries it
SHAPES = ("single", "pair", "triple", "tractor", "throw")     # the shapes a lead can be (three decks: triples)

# What each kind is meant to teach: tests/engine/drill/test_coverage.py checks every one is hit
# over many seeds (a pair or a tractor wins the last trick of few random deals: not required for kitty).
TEACHES = {
    "shape": ("zhaopengyou.shapes.single", "zhaopengyou.shapes.pair", "zhaopengyou.shapes.triple",
              "zhaopengyou.shapes.tractor", "zhaopengyou.shapes.throw"),
    "follow": ("zhaopengyou.follow.suit", "zhaopengyou.follow.trump", "zhaopengyou.follow.pair"),
    "winner": ("zhaopengyou.trick.winner", "zhaopengyou.trick.trump", "zhaopengyou.trick.equal_earlier"),
    "throw": ("zhaopengyou.throw.ask",),
    "kitty": ("zhaopengyou.kitty.none", "zhaopengyou.kitty.single", "zhaopengyou.kitty.throw"),
    "levels": ("zhaopengyou.levels.2v3", "zhaopengyou.levels.1v4", "zhaopengyou.next_dealer"),
    "bid": ("zhaopengyou.bid.cards", "zhaopengyou.bid.counter_more"),
}

group_words = group_name     # a group of cards (a suit, or the trumps) in words: (zh, en)


def trump_order(trump: dict, options: dict) -> Trump:
    """The order of the cards under ``trump`` (``{"rank", "suit"}``): how they sort, each card's
    group. The trump jokers and level cards always join a tractor here (no option says otherwise)."""
    return Trump(rank=TEXT_RANK[trump["rank"]], suit=trump["suit"], joined=True)


def lead_shape(trump: Trump, cards: list, options: dict):
    """The shape of ``cards`` led under ``trump`` (the ``classify`` op's reading, as data): its
    ruleset's widths, the house rules on throws and on the shortest tractor."""
    return classify(cards, trump, max_width=RULESET.max_width, throw_units=options["throw_units"],
                    min_pairs=options["tractor_min_pairs"])


def sides(result: dict) -> tuple[bool, int | None]:
    """(solo, friend) of a replayed deal's ``result`` (friend None when the banker played alone)."""
    friend = result.get("friend")
    return bool(result.get("solo")) or friend is None, friend


def score_sides(result: dict) -> dict:
    """What the ``score`` op needs to know of the sides to say who comes next."""
    solo, friend = sides(result)
    return {"solo": True} if solo else {"friend": friend}


def sides_fact(banker: int, result: dict) -> tuple[str, str]:
    solo, friend = sides(result)
    b = banker
    if solo:
        how = ("独打" if result.get("solo") else "一个人打（朋友没有出现）", "plays alone")
        return (f"{seat_zh(b)} 坐庄，{how[0]}：其余四家是抓分方。",
                f"{seat_en(b).capitalize()} is the banker and {how[1]}: the other four attack.")
    return (f"{seat_zh(b)} 坐庄，{seat_zh(friend)} 是朋友：他们是庄家方，其余三家是抓分方。",
            f"{seat_en(b).capitalize()} is the banker and {seat_en(friend)} the friend: they defend, "
            "the other three attack.")


def levels_words(zh: str, en: str, nxt: int) -> tuple[str, str]:
    """Who goes up (``zh``/``en``), then who comes next: here, who deals first."""
    return f"{zh}；下一局{seat_zh(nxt)} 先发牌", f"{en[:1].upper()}{en[1:]}; {seat_en(nxt)} deals first next"


def bid_context(record: dict) -> dict:
    """What the ``bid`` op judges a bid against: each seat's level."""
    return {"levels": list(record["levels"])}


def bid_facts(context: dict) -> list[tuple[str, str]]:
    levels = context["levels"]
    return [("各家的级：" + "，".join(f"{seat_zh(s)} 打 {lv}" for s, lv in enumerate(levels)) + "。",
             "Each seat's level: " + ", ".join(f"{seat_en(s)} plays {lv}s" for s, lv in enumerate(levels)) + ".")]
