"""挖坑's drill hooks: what the climbing drill (``engine.drill``) asks of this game and only this
game knows — the kinds of play a reading question offers, which rules make a question's level,
the plays of a hand that meet a ruling, how a finished deal is told and settled. The shared
drill reaches them as ``GAME.drill``."""

from __future__ import annotations

from ...drill.climbing_spots import across, held, take
from ...text import seat_en, seat_zh
from ..combos import rank_text
from ..record import show_order
from .game import GAME
from .shapes import KINDS as PLAY_KINDS

__all__ = ["GAME", "PLAY_KINDS", "SOUGHT", "JOKERS_WILD", "TEACHES", "READING_AIMS", "reading_level",
           "beats_level", "answers_ruled", "shown_hand", "reading_rank", "reading_words", "fake_reading", "special_plays", "rare_plays",
           "settle_table", "settle_level", "settle_facts"]

SOUGHT = "wakeng.beats.no_bomb"     # a level-3 ruling of beats that few deals hold (a quad): more deals are played
JOKERS_WILD = False
# The answers a reading question aims at, level by level, each in turn over consecutive seeds
# (engine.drill.common.in_turn): the plays dealt hands hold are mostly triples (level 2), plays
# that are no shape and straights up to K (level 3), so the seed, not the deal, says which is asked
# (issue 27). A missing answer's stand-in is the one named last only where no other is found: the
# commonest where one stands out (level 2's triple); level 3 has two, so its rare one is named last
# and a stand-in turns between the two. A level not listed: the answers its dealt plays have, in turn.
READING_AIMS = {2: ("pair_chain", "quad", "triple"), 3: ("invalid", "straight", "pair_chain")}
EDGES = ((13, 14), (14, 2), (2, 3))  # ranks next to each other in the order that no chain may join
CHAINS = ("straight", "pair_chain", "triple_chain", "quad_chain")
TOP = (14, 2, 3)                     # the top of the order, A < 2 < 3: where 挖坑's order is its own
TOP_TEXT = ("A", "2", "3")

# The rules each kind is meant to teach: every one comes up within a few hundred seeds
# (tests/engine/drill/test_coverage.py).
TEACHES = {
    "reading": ("wakeng.shapes.single", "wakeng.shapes.pair", "wakeng.shapes.straight", "wakeng.shapes.triple",
                "wakeng.shapes.invalid", "wakeng.shapes.pair_chain", "wakeng.chain.min_sets", "wakeng.chain.range"),
    "beats": ("wakeng.beats", "wakeng.order", "wakeng.chain.min_sets", "wakeng.chain.range", "wakeng.beats.no_bomb"),
    "answers": ("wakeng.beats", "wakeng.pass"),
    "settle": ("wakeng.settle", "wakeng.settle.four_players"),
}


def shown_hand(cards) -> list:
    """A hand as the page shows it (the game's own order)."""
    return show_order(GAME)(cards)


# --- reading and beats --------------------------------------------------------------------

def reading_level(v: dict) -> int:
    """The level of a ``classify`` verdict's play: two odd cards are no shape (1); a chain too
    short or past K is a ruling (3); chains and the rest, common play (2)."""
    rule, kind = v["rule"], v["kind"]
    if kind == "invalid":
        return 1 if rule == "wakeng.shapes.invalid" or v["length"] < 3 else 3
    if kind in CHAINS and v.get("rank") == "K":     # a chain as high as one goes: the range's edge
        return 3
    return 1 if kind in ("single", "pair", "straight") else 2


def beats_level(v: dict) -> int:
    """The level of a ``beats`` verdict: the rulings (a 四头 that is no bomb, a chain past its
    range or too short, A, 2 and 3 against each other, a chain up to K) 3; a play that is no
    shape, and shapes other than singles, pairs and straights 2; the rest 1."""
    p, q = v.get("previous_as") or {}, v.get("play_as") or {}
    if "invalid" in v:
        return 3 if v["rule"] != "wakeng.shapes.invalid" else 2
    if v["rule"] == "wakeng.beats.no_bomb" or "quad" == p.get("kind") == q.get("kind"):
        return 3
    if p.get("kind") == q.get("kind") and p.get("rank") in TOP_TEXT and q.get("rank") in TOP_TEXT:
        return 3            # A, 2 and 3 against each other: 3 is the highest
    if p.get("kind") == q.get("kind") in CHAINS and "K" in (p.get("rank"), q.get("rank")):
        return 3            # a chain up to K, as high as a chain goes
    return 1 if {p.get("kind"), q.get("kind")} <= {"single", "pair", "straight"} else 2


def answers_ruled(reading) -> bool:
    """A play to beat that asks for a ruling to answer: a single, pair or triple of A or 2 (only
    2s and 3s beat it: 3 is highest), a 四头 (only a higher one beats it), a chain up to K."""
    return (reading.kind in ("single", "pair", "triple") and reading.rank in TOP[:2] or reading.kind == "quad"
            or reading.kind in CHAINS and reading.rank == 13)


def reading_rank(reading) -> str:
    return rank_text(reading.rank)


def reading_words(reading, wilds) -> tuple[str, str]:
    return GAME.describe(reading)


def fake_reading(reading):
    """A reading the play does not have (none: a play of 挖坑 reads one way only, never listed)."""
    return None


# --- plays a hand holds -------------------------------------------------------------------

def rare_plays(hand) -> list:
    """Plays of a ruling that a hand holds once in dozens of deals: none in 挖坑."""
    return []


def special_plays(hand) -> list:
    """Plays of the hand that meet a ruling: two pairs in a row (4455, a chain too short),
    chains up to K (as high as a chain goes), singles and pairs of A, 2 and 3 (the order's
    top: 3 is highest) and pairs or triples across the chain's edge (KKAA, AA22, 2233)."""
    count = held(hand)
    out = [take(hand, {r: 2, r + 1: 2}) for r in range(4, 13) if count.get(r, 0) >= 2 and count.get(r + 1, 0) >= 2]
    for m in (1, 2):      # a chain up to K, the highest a chain goes (a straight, pairs in a row)
        if all(count.get(r, 0) >= m for r in (11, 12, 13)):
            out.append(take(hand, {11: m, 12: m, 13: m}))
    out += [take(hand, {r: m}) for r in TOP for m in (1, 2) if count.get(r, 0) >= m]   # the order's top
    return out + across(hand, EDGES)


# --- settle -------------------------------------------------------------------------------

def settle_table(level: int, rng, seats) -> int:
    """The table size of a settle question: at level 3 a four-player deal (its settlement is a ruling)."""
    return 3 + (level == 3)


def settle_level(v: dict, data: dict) -> int:
    """2: the plain settlement; 3: a ruling decides it (挖坑 at four players)."""
    return 2 if v["rule"] == "wakeng.settle" else 3


def settle_facts(record: dict, result: dict) -> tuple[dict, list]:
    """What settles a finished deal: the ``settle`` request's data, and the facts shown."""
    n, d, stake, first = record["players"], result["digger"], result["stake"], result["first_out"]
    facts = [(f"{n} 人一局。", f"A {n}-player deal."),
             (f"{seat_zh(d)} 挖坑，叫了 {stake} 分。", f"{seat_en(d).capitalize()} is the digger, for a bid of {stake}."),
             (f"{seat_zh(first)} 最先出完。", f"{seat_en(first).capitalize()} went out first.")]
    return {"players": n, "digger": d, "bid": stake, "first_out": first}, facts
