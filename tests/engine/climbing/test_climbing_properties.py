"""Invariants of 挖坑 and 明暗斗地主 plays, checked with hypothesis on random hands.

- beats is irreflexive and, inside each kind and shape, a strict total order;
- a bomb beats every non-bomb (明暗斗地主; 挖坑 has none);
- ``answers`` lists exactly the sub-plays of the hand that beat the play (checked against
  a brute force over every sub-multiset of small hands), and each one classifies back.
"""

from collections import Counter
from itertools import product

from hypothesis import given, settings, strategies as st

from engine.api import handle
from engine.request_fields import declared
from engine.cards import format_cards, full_deck
from engine.climbing.mingan import answers as mingan_answers, shapes as mingan_shapes
from engine.climbing.wakeng import shapes as wakeng_shapes
from engine.climbing.combos import arrange, rank_text
from engine.climbing.mingan.referee import REFEREE as MINGAN
from engine.climbing.wakeng.referee import REFEREE as WAKENG

WAKENG_DECK = full_deck(jokers=False)
MINGAN_DECK = full_deck() * 2
GAMES = {
    "wakeng": (WAKENG_DECK, lambda counts: wakeng_shapes.classify_counts(counts, {}),
               lambda counts, prev: wakeng_shapes.answers(counts, prev, {}), wakeng_shapes.ORDER),
    "mingan": (MINGAN_DECK, lambda counts: mingan_shapes.classify(counts, {}),
               lambda counts, prev: mingan_answers.answers(counts, prev, {}), mingan_shapes.ORDER),
}


# the most cards one player holds (a deal's hand with the kitty taken up): a hand sent to
# the engine holds no more
MOST = {game: max(g.hand_size[n] + g.kitty_size[n] for n in g.hand_size)
        for game, g in (("wakeng", WAKENG), ("mingan", MINGAN))}


def hands(game, low=1, high=27):
    deck = GAMES[game][0]
    high = min(high, MOST[game])
    return st.lists(st.sampled_from(range(len(deck))), min_size=low, max_size=high, unique=True) \
        .map(lambda idx: [deck[i] for i in idx])


def leads(game, hand):
    return GAMES[game][2](Counter(c.rank for c in hand), None)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["wakeng", "mingan"]), st.data())
def test_beats_irreflexive(game, data):
    hand = data.draw(hands(game))
    combo = data.draw(st.sampled_from(leads(game, hand)))
    cards = format_cards(arrange(hand, combo, GAMES[game][3]))
    out = handle({"op": "beats", "game": game, "previous": cards, "play": cards})
    assert out["ok"] and out["beats"] is False


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["wakeng", "mingan"]), st.data())
def test_beats_total_order_within_a_kind(game, data):
    hand = data.draw(hands(game, 10, 27))
    found = leads(game, hand)
    a = data.draw(st.sampled_from(found))
    same = [c for c in found if c.family == a.family]
    b, c = data.draw(st.sampled_from(same)), data.draw(st.sampled_from(same))
    # exactly one of: a beats b, b beats a, or they tie (same key)
    assert [a.beats(b), b.beats(a), a.key == b.key].count(True) == 1
    if a.beats(b) and b.beats(c):
        assert a.beats(c)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_bomb_beats_every_non_bomb(data):
    hand = data.draw(hands("mingan", 15, 27))
    found = leads("mingan", hand)
    bombs = [c for c in found if c.bomb]
    plain = [c for c in found if not c.bomb]
    if bombs and plain:
        bomb, other = data.draw(st.sampled_from(bombs)), data.draw(st.sampled_from(plain))
        assert bomb.beats(other) and not other.beats(bomb)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_wakeng_quads_beat_only_quads(data):
    hand = data.draw(hands("wakeng", 10, 16))
    found = leads("wakeng", hand)
    for quad in (c for c in found if c.kind == "quad"):
        assert not any(quad.beats(c) for c in found if c.kind != "quad")


def sub_multisets(counts: Counter):
    ranks = sorted(counts)
    for takes in product(*(range(counts[r] + 1) for r in ranks)):
        sub = Counter({r: t for r, t in zip(ranks, takes) if t})
        if sub:
            yield sub


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(["wakeng", "mingan"]),
       st.sampled_from([{}, {"joker_kickers": False, "chain_min_sets": 2}]),
       st.data())
def test_answers_match_brute_force(game, options, data):
    hand = data.draw(hands(game, 1, 11))
    prev_hand = data.draw(hands(game, 1, 14))
    prev = data.draw(st.sampled_from(leads(game, prev_hand)))
    counts = Counter(c.rank for c in hand)
    found = (mingan_answers.answers(counts, prev, options) if game == "mingan"
             else wakeng_shapes.answers(counts, prev, options))
    listed = Counter()
    for combo in found:
        listed[(combo.kind, tuple(sorted(combo.rank_counts().items())))] += 1
        assert combo.beats(prev)
        assert not (combo.rank_counts() - counts)
    brute = Counter()
    for sub in sub_multisets(counts):
        all_readings = (mingan_shapes.readings(sub, options) if game == "mingan"
                        else [r for r in [wakeng_shapes.classify_counts(sub, options)] if r])
        for r in all_readings:
            if r.beats(prev):
                brute[(r.kind, tuple(sorted(sub.items())))] += 1
    assert listed == brute


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["wakeng", "mingan"]), st.data())
def test_answers_classify_back_through_the_api(game, data):
    hand = data.draw(hands(game, 5, 27))
    combo = data.draw(st.sampled_from(leads(game, hand)))
    cards = format_cards(arrange(hand, combo, GAMES[game][3]))
    out = handle({"op": "classify", "game": game, "cards": cards})
    kinds = [r["kind"] for r in out.get("readings", [out])]
    assert out["ok"] and combo.kind in kinds


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["wakeng", "mingan"]), st.data())
def test_answers_op_agrees_with_beats_op(game, data):
    hand = data.draw(hands(game, 5, 27))
    prev_hand = data.draw(hands(game, 1, 12))
    prev = data.draw(st.sampled_from(leads(game, prev_hand)))
    previous = format_cards(arrange(prev_hand, prev, GAMES[game][3]))
    # the reading of the play to beat, where the game reads one (engine.request_fields)
    read = {"previous_as": {"kind": prev.kind, "rank": rank_text(prev.rank)}} \
        if "previous_as" in declared(game, "beats").fields else {}
    listed = handle({"op": "answers", "game": game, "hand": format_cards(hand), "previous": previous, **read})
    assert listed["ok"]
    for play in listed["plays"][:15]:
        out = handle({"op": "beats", "game": game, "previous": previous, "play": play["cards"], **read})
        assert out["beats"] is True, (previous, play)
