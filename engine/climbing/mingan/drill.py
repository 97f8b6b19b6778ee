"""改良明暗斗地主's drill hooks: what the climbing drill (``engine.drill``) asks of this game and
only this game knows — the kinds of play a reading question offers, which rules make a
question's level, the plays of a hand that meet a ruling, how a finished deal is told and
settled. The shared drill reaches them as ``GAME.drill``."""

from __future__ import annotations

import dataclasses

from ...drill.climbing_spots import across, held, take
from ...text import seat_en, seat_zh
from ..combos import rank_text
from ..record import show_order
from .game import GAME
from .shapes import KINDS as PLAY_KINDS
from .shapes import ORDER

__all__ = ["GAME", "PLAY_KINDS", "SOUGHT", "JOKERS_WILD", "TEACHES", "READING_AIMS", "reading_level",
           "beats_level", "answers_ruled", "shown_hand", "reading_rank", "reading_words", "fake_reading", "special_plays", "rare_plays",
           "settle_table", "settle_level", "settle_facts"]

SOUGHT = None                # no level-3 ruling of beats needs more deals than the others
JOKERS_WILD = False
READING_AIMS: dict = {}      # no level's reading answers need aiming: the answers its dealt plays have, in turn
EDGES = ((14, 2),)           # ranks next to each other in the order that no chain may join
BASIC = ("single", "pair", "straight", "triple")
RULINGS = ("mingan.reading.ambiguous", "mingan.kickers.jokers", "mingan.kickers.rank",
           "mingan.kickers.plane", "mingan.chain.range", "mingan.jokers.shapes")
CALL = {"blind": ("盲叫", "called blind"), "seen": ("看牌叫", "called after looking")}

# The rules each kind is meant to teach: every one comes up within a few hundred seeds
# (tests/engine/drill/test_coverage.py).
TEACHES = {
    "reading": ("mingan.shapes.single", "mingan.shapes.pair", "mingan.shapes.straight", "mingan.shapes.triple",
                "mingan.shapes.invalid", "mingan.kickers.jokers", "mingan.chain.range", "mingan.reading.ambiguous"),
    "beats": ("mingan.beats", "mingan.order", "mingan.beats.bomb", "mingan.chain.range"),
    "answers": ("mingan.beats", "mingan.pass", "mingan.beats.bomb"),
    "settle": ("mingan.fan", "mingan.fan.reading", "mingan.call", "mingan.settle.losers", "mingan.settle.split",
               "mingan.partner.alone"),
}


def shown_hand(cards) -> list:
    """A hand as the page shows it (the game's own order)."""
    return show_order(GAME)(cards)


# --- reading and beats --------------------------------------------------------------------

def reading_level(v: dict) -> int:
    """The level of a ``classify`` verdict's play: the rulings (kickers, jokers, plays read two
    ways) 3; the plain shapes and plays that are none 1; the rest 2."""
    rule, kind = v["rule"], v["kind"]
    if rule in RULINGS or kind == "four_jokers":
        return 3
    return 1 if kind == "invalid" or kind in BASIC else 2


def beats_level(v: dict) -> int:
    """The level of a ``beats`` verdict: jokers and plays read two ways 3, bombs and the other
    shapes 2, a play that is no shape 2."""
    rule = v["rule"]
    p, q = v.get("previous_as") or {}, v.get("play_as") or {}
    kinds = {p.get("kind"), q.get("kind")}
    if "invalid" in v:
        return 3 if rule != "mingan.shapes.invalid" else 2
    if rule == "mingan.reading.ambiguous" or kinds & {"rocket", "four_jokers"} or "top_as" in v:
        return 3
    return 2 if rule == "mingan.beats.bomb" or not kinds <= set(BASIC) else 1


def answers_ruled(reading) -> bool:
    """A play to beat that asks for a ruling to answer, besides bombs and plays read two ways: none."""
    return False


def reading_rank(reading) -> str:
    return rank_text(reading.rank)


def reading_words(reading, wilds) -> tuple[str, str]:
    return GAME.describe(reading)


def fake_reading(reading):
    """A reading the play does not have: the same kind one rank higher (None if there is none)."""
    ladder = ORDER.chain if reading.sets > 1 else ORDER.ladder
    if reading.kind in ("rocket", "four_jokers") or reading.rank not in ladder or reading.rank == ladder[-1]:
        return None
    return dataclasses.replace(reading, rank=ladder[ladder.index(reading.rank) + 1])


# --- plays a hand holds -------------------------------------------------------------------

def rare_plays(hand) -> list:
    """Plays of a ruling that a hand holds once in dozens of deals: four triples in a row (read two ways)."""
    count = held(hand)
    if sum(1 for n in count.values() if n >= 3) < 4:      # most hands: not four triples at all
        return []
    return [take(hand, {r + i: 3 for i in range(4)}) for r in range(3, 12)
            if all(count.get(r + i, 0) >= 3 for i in range(4))][:1]


def special_plays(hand) -> list:
    """Plays of the hand that meet a ruling: pairs or triples across the chain's edge (AA22),
    the :func:`rare_plays`, triples with a 2, three jokers."""
    count = held(hand)
    out = across(hand, EDGES) + rare_plays(hand)
    if count.get(2, 0) >= 3:
        out += [take(hand, {2: 3, r: 3}) for r in range(3, 15) if count.get(r, 0) >= 3][:2]
    jokers = [c for c in hand if c.is_joker]
    if len(jokers) >= 3:
        out.append(jokers[:3])
    return out


# --- settle -------------------------------------------------------------------------------

def settle_table(level: int, rng, seats) -> int:
    return rng.choice(list(seats))


def settle_level(v: dict, data: dict) -> int:
    """Bombs and their 番 are common play (2); playing alone, or a partner named blind, is a ruling (3)."""
    return 3 if data.get("partner") is None or data["blind_partner"] else 2


def settle_facts(record: dict, result: dict) -> tuple[dict, list]:
    """What settles a finished deal: the ``settle`` request's data, and the facts shown."""
    n, landlord, partner, first = record["players"], result["landlord"], result["partner"], result["first_out"]
    blind = bool(record.get("blind_partner"))
    how = CALL[result["call"]]
    facts = [(f"{n} 人一局，底分 {record['base']}。", f"A {n}-player deal, base score {record['base']}."),
             (f"{seat_zh(landlord)} 当地主（{how[0]}）。", f"{seat_en(landlord).capitalize()} is the landlord ({how[1]}).")]
    if partner is None:
        facts.append(("地主一个人打：另一张找暗地主的牌也在地主手里。",
                      "The landlord plays alone: the twin of the partner card was in the landlord's own hand."))
    else:
        facts.append((f"{seat_zh(partner)} 是暗地主。", f"{seat_en(partner).capitalize()} is the hidden partner."))
    if blind:
        facts.append(("地主盲叫了暗地主。", "The landlord named the partner blind."))
    if not result["bombs"]:
        facts.append(("这一局没有人出炸弹。", "Nobody played a bomb."))
    facts.append((f"{seat_zh(first)} 最先出完。", f"{seat_en(first).capitalize()} went out first."))
    check = {"players": n, "landlord": landlord, "call": result["call"], "blind_partner": blind,
             "bombs": result["bombs"], "first_out": first, "base": record["base"]}
    if partner is not None:
        check["partner"] = partner
    return check, facts
