"""赖子五十K's drill hooks: what the climbing drill (``engine.drill``) asks of this game and only
this game knows — the kinds of play a reading question offers, which rules make a question's
level, what the wild jokers stand for, the plays of a hand that meet a ruling, how a finished
deal is told and settled. The shared drill reaches them as
``GAME.drill``."""

from __future__ import annotations

import dataclasses

from ...cards import parse_cards
from ...drill.climbing_spots import across, held, take
from ...text import cards_in, seat_en, seat_zh
from ..record import show_order
from .game import GAME
from .shapes import points, power_text

__all__ = ["GAME", "PLAY_KINDS", "SOUGHT", "JOKERS_WILD", "TEACHES", "READING_AIMS", "reading_level",
           "beats_level", "answers_ruled", "shown_hand", "reading_rank", "reading_words", "fake_reading", "special_plays", "rare_plays",
           "settle_table", "settle_level", "settle_facts"]

PLAY_KINDS = ("single", "pair", "triple", "pair_chain", "plane", "bomb", "fifty_k")
SOUGHT = None                # no level-3 ruling of beats needs more deals than the others
JOKERS_WILD = True           # a joker stands for the card a play needs: a play with one is a ruling
READING_AIMS: dict = {}      # no level's reading answers need aiming: the answers its dealt plays have, in turn
EDGES = ()                   # no ranks next to each other that no chain may join
BASIC = ("single", "pair", "straight", "triple")
PLAIN_SETTLE = ("wushik.pay.manfen", "wushik.pay.pingfen")   # the plain settlements, by the settle op's rule

# The rules each kind is meant to teach: every one comes up within a few hundred seeds
# (tests/engine/drill/test_coverage.py).
TEACHES = {
    "reading": ("wushik.single", "wushik.pair", "wushik.triple", "wushik.invalid", "wushik.pair_chain",
                "wushik.bomb", "wushik.fifty_k", "wushik.ruling.wild_scope", "wushik.ruling.joker_alone",
                "wushik.ruling.declare"),
    "beats": ("wushik.beats.same_kind", "wushik.beats.bomb"),
    "answers": ("wushik.answers", "wushik.trick", "wushik.beats.same_kind", "wushik.beats.bomb"),
    "settle": ("wushik.pay.bombs", "wushik.pay.manfen", "wushik.pay.chuai", "wushik.ruling.team_payout",
               "wushik.ruling.bomb_multipliers", "wushik.ruling.early_end", "wushik.ruling.full_score_105"),
}


def shown_hand(cards) -> list:
    """A hand as the page shows it (the game's own order)."""
    return show_order(GAME)(cards)


# --- reading and beats --------------------------------------------------------------------

def reading_level(v: dict) -> int:
    """The level of a ``classify`` verdict's play: a ruling (wilds, 五十K that is none) 3; the
    plain shapes and plays that are none 1; the rest 2."""
    rule, kind = v["rule"], v["kind"]
    if ".ruling." in rule or (rule == "wushik.fifty_k" and kind == "invalid"):
        return 3
    return 1 if kind in ("invalid", "single", "pair", "triple") else 2


def beats_level(v: dict) -> int:
    """The level of a ``beats`` verdict: wilds, 五十K, equal bombs and the rulings 3; bombs and
    the other shapes 2; a play that is no shape 2."""
    rule = v["rule"]
    p, q = v.get("previous_as") or {}, v.get("play_as") or {}
    kinds = {p.get("kind"), q.get("kind")}
    if "invalid" in v:
        return 3 if rule != "wushik.invalid" else 2
    if rule in ("wushik.bomb.tie", "wushik.ruling.four_jokers") or "fifty_k" in kinds or \
            p.get("wilds") or q.get("wilds") or v.get("rulings"):
        return 3
    return 2 if rule in ("wushik.beats.bomb", "wushik.bomb.order") or not kinds <= set(BASIC) else 1


def answers_ruled(reading) -> bool:
    """A play to beat that asks for a ruling to answer, besides bombs and wild jokers: none."""
    return False


def reading_rank(reading) -> str:
    return reading.rank_text()


def reading_words(reading, wilds) -> tuple[str, str]:
    """A reading in words, with what each wild stands for (``大王当 5``)."""
    zh, en = GAME.describe(reading)
    stands = list(zip(wilds, reading.stands))
    if stands:
        zh += "（" + "、".join(f"{cards_in([w], 'zh')}当 {power_text(p, 'zh')}" for w, p in stands) + "）"
        en += " (" + ", ".join(f"{cards_in([w], 'en')} as {power_text(p)}" for w, p in stands) + ")"
    return zh, en


def fake_reading(reading):
    """A reading the play does not have: the same kind one rank higher (None if there is none)."""
    limit = 14 if reading.kind in ("pair_chain", "plane") else 15
    if reading.kind == "fifty_k" or reading.top < 3 or reading.top + 1 > limit:
        return None
    return dataclasses.replace(reading, top=reading.top + 1, stands=tuple(p + 1 for p in reading.stands))


# --- plays a hand holds -------------------------------------------------------------------

def rare_plays(hand) -> list:
    """Plays of a ruling that a hand holds once in dozens of deals: the four jokers alone."""
    jokers = [c for c in hand if c.is_joker]
    return [jokers] if len(jokers) == 4 else []


def special_plays(hand) -> list:
    """Plays of the hand that meet a ruling: the :func:`rare_plays`, jokers alone, a pair with
    two wilds (a bomb, or pairs in a row: wushik.ruling.declare), a wild filling a 5-10-K."""
    count = held(hand)
    jokers = [c for c in hand if c.is_joker]
    out = across(hand, EDGES) + rare_plays(hand)
    if jokers:
        out += [jokers[:n] for n in range(1, len(jokers) + 1)]
        if len(jokers) >= 2:
            out += [take(hand, {r: 2}) + jokers[:2] for r in (3, 5, 9, 12, 14) if count.get(r, 0) >= 2][:2]
        nat = [r for r in (5, 10, 13) if count.get(r)]
        if len(nat) == 2:
            out.append(take(hand, {r: 1 for r in nat}) + jokers[:1])
    return out


# --- settle -------------------------------------------------------------------------------

def settle_table(level: int, rng, seats) -> int:
    return rng.choice(list(seats))


def settle_level(v: dict, data: dict) -> int:
    """2: the plain settlement; 3: a ruling decides it (one-two finishes, all the points, the solos)."""
    return 2 if v["rule"] in PLAIN_SETTLE else 3


def settle_facts(record: dict, result: dict) -> tuple[dict, list]:
    """What settles a finished deal: the ``settle`` request's data, and the facts shown."""
    mode, banker, order = result["mode"], result["banker"], result["order"]
    check = {"mode": mode, "banker": banker, "order": order, "bombs": result["bombs"], "base": record.get("base", 1)}
    if mode == "partner":
        p = result["partner"]
        facts = [(f"{seat_zh(banker)} 坐庄，叫牌叫出{seat_zh(p)} 做搭档：二打二。",
                  f"{seat_en(banker).capitalize()} is the banker; the called card made {seat_en(p)} the partner: "
                  "two against two.")]
        check["partner"] = p
    elif mode == "anjiao":
        facts = [(f"{seat_zh(banker)} 坐庄，暗叫：一个人打三家。",
                  f"{seat_en(banker).capitalize()} is the banker and called a secret solo: one against three.")]
    else:
        facts = [(f"{seat_zh(result['solo'])} 吼牌：一个人打三家。",
                  f"{seat_en(result['solo']).capitalize()} declared an open solo: one against three.")]
        check["solo"] = result["solo"]
    facts.append((f"出完的先后：{'、'.join(seat_zh(s) for s in order)}。",
                   f"Finishing order: {', '.join(seat_en(s) for s in order)}."))
    if mode == "partner":
        _points(record, result, check, facts)
    if not result["bombs"]:
        facts.append(("这一局没有人出炸弹。", "Nobody played a bomb."))
    return check, facts


def _points(record: dict, result: dict, check: dict, facts: list) -> None:
    """Two against two: the points each seat took, and those still in the last hand."""
    taken = result["taken"]
    check["points"] = taken
    facts.append(("收到的分：" + "，".join(f"{seat_zh(int(s))} {p} 分" for s, p in taken.items()) + "。",
                  "Points taken: " + ", ".join(f"{seat_en(int(s))} {p}" for s, p in taken.items()) + "."))
    if len(result["order"]) >= 3:
        left = sum(points(parse_cards(h)) for h in result["hands"].values())
        check["in_hand"] = left
        facts.append((f"没出完的一家手里还剩 {left} 分。", f"The last player's hand still holds {left} points."))

