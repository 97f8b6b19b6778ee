"""What a practice question reads once and keeps (decision 55) is what reading it afresh gives:
a hand's leads (engine/drill/climbing_spots.py), 明暗斗地主's readings of a play of several ranks
and its bombs (engine/climbing/mingan/shapes.py, answers.py). Each is compared with the game's own
function run without anything kept, over the hands and plays of real random deals, under every
option the readings turn on; what is handed out may be changed by its taker without changing
the next answer; past its bound the store starts again without a wrong answer; and a question
lets go of the leads it kept once it is made."""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

import pytest

from engine import games
from engine.api import handle
from engine.cards import BJ, RJ
from engine.climbing.combos import counts_of
from engine.climbing.mingan import answers as mingan_answers
from engine.climbing.mingan import shapes as mingan_shapes
from engine.drill import climbing_spots as spots
from engine.drill.kept import forget
from engine.games import GAMES, Context

CLIMBING = [g for g in GAMES if GAMES[g].family == "climbing"]


def _ctx(game: str, **options) -> Context:
    read = {o.name: o.default for o in games.options(game)}
    return Context(game=GAMES[game], options={**read, **options})


def _hands(ctx, seed: int, deals: int = 4) -> list[list]:
    """Every hand of a few dealt deals of the game, at each of its table sizes."""
    rng = random.Random(seed)
    return [hand for _ in range(deals) for players in ctx.game.players for hand in spots.dealt(ctx, rng, players)]


def _afresh(ctx, hand) -> list:
    return [(r, list(cards)) for r, cards in ctx.game.answers(list(hand), None, ctx.options)]


@pytest.mark.parametrize("game", CLIMBING)
def test_a_hands_leads_kept_are_the_games_own_and_handed_out_anew(game):
    ctx = _ctx(game)
    for hand in _hands(ctx, seed=len(game)):
        first = spots.leads(ctx, hand)
        assert first == _afresh(ctx, hand)
        if first:                       # the taker changes what it was given: the next answer does not
            first[0][1].append(first[0][1][0])
            first.pop()
        assert spots.leads(ctx, hand) == _afresh(ctx, hand)


def test_the_leads_kept_start_again_past_their_bound_and_stay_right():
    ctx = _ctx("wakeng")
    hands = _hands(ctx, seed=7, deals=spots.LEADS_KEPT // 6 + 2)
    assert len(hands) > spots.LEADS_KEPT
    for hand in hands:
        spots.leads(ctx, hand)
    assert len(spots._LEADS) <= spots.LEADS_KEPT
    for hand in hands[:20] + hands[-20:]:
        assert spots.leads(ctx, hand) == _afresh(ctx, hand)


def test_a_question_lets_go_of_the_leads_it_kept():
    """A practice question's hands are no other question's: nothing is kept once it is made."""
    forget()
    assert handle({"op": "drill", "game": "mingan", "seed": 2, "kind": "beats", "level": 3})["ok"]
    assert not spots._LEADS


@lru_cache(maxsize=None)
def _plays(seed: int) -> list[Counter]:
    """Plays of several ranks from real 明暗斗地主 hands: every lead of a few hands, and near misses."""
    ctx = _ctx("mingan")
    rng = random.Random(seed)
    out = []
    for hand in _hands(ctx, seed, deals=2):
        plays = [cards for _, cards in ctx.game.answers(hand, None, ctx.options)]
        out += [counts_of(p) for p in plays] + [counts_of(p) for p in spots.near_misses(rng, hand, plays, 40)]
    return [c for c in out if len([r for r, n in c.items() if n]) > 1]


@pytest.mark.parametrize("joker_kickers", [True, False])
@pytest.mark.parametrize("plane_kickers", ["per_triple", "two"])
def test_mingan_readings_kept_are_the_readings_made_afresh(joker_kickers, plane_kickers):
    options = {"joker_kickers": joker_kickers, "plane_kickers": plane_kickers}
    plays = _plays(seed=3)
    assert len(plays) > 200
    for counts in plays:
        held = [(r, n) for r, n in counts.items() if n]
        kept = mingan_shapes.readings(counts, options)
        assert kept == mingan_shapes._mixed_readings(held, options)
        kept.clear()                    # changed by its taker
        assert mingan_shapes.readings(counts, options) == mingan_shapes._mixed_readings(held, options)


def test_mingan_readings_kept_part_by_option():
    """A play whose readings turn on an option is read under each option, not from the other's."""
    five = Counter({7: 3, RJ: 1})       # 777 with a joker as its kicker (ruling mingan.kickers.jokers)
    with_joker = mingan_shapes.readings(five, {"joker_kickers": True})
    without = mingan_shapes.readings(five, {"joker_kickers": False})
    assert with_joker and not without
    assert mingan_shapes.readings(five, {"joker_kickers": True}) == with_joker


def test_mingan_bombs_kept_are_the_bombs_made_afresh():
    ctx = _ctx("mingan")
    for hand in _hands(ctx, seed=11, deals=6):
        counts = counts_of(hand)
        made = [mingan_shapes.bomb_reading(Counter({r: n})) for r in mingan_shapes.ORDER.ladder
                if counts.get(r, 0) >= 4 for n in range(4, counts[r] + 1)]
        jokers = min(counts.get(BJ, 0), counts.get(RJ, 0))
        made += [mingan_shapes.bomb_reading(Counter({BJ: k, RJ: k})) for k in (1, 2) if jokers >= k]
        assert mingan_answers.bombs(counts, None) == [b for b in made if b]
