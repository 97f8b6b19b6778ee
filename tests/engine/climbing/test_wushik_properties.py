"""赖子五十K invariants, with hypothesis: every reading is valid and uses each wild
once; beats is irreflexive and a total order inside each kind; a bomb beats
every non-bomb; every answer is a legal play that beats the table, and the
answers are complete (checked against brute force on small hands)."""

from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import Card, full_deck
from engine.climbing.wushik import shapes as combos
from engine.climbing.wushik.answers import answers

DECK = sorted(full_deck() * 2)
JOKERS = [c for c in DECK if c.is_joker]
SUIT_CYCLE = "SHCDSHCD"


def hand_of(indices):
    return [DECK[i] for i in indices]


hands = st.lists(st.integers(0, 107), unique=True, min_size=1, max_size=12).map(hand_of)


@st.composite
def shaped_plays(draw):
    """Plays likely to be valid: a kind's ranks, some replaced by wilds."""
    unit = draw(st.sampled_from([1, 2, 3, 4, 5, 6, 8]))
    sets = 1 if unit == 1 or unit > 3 else draw(st.integers(1, 6))
    low = draw(st.integers(3, 14 - sets + 1))
    ranks = [2 if r == 15 else r for r in range(low, low + sets) for _ in range(unit)]
    if sets == 1 and draw(st.booleans()):
        ranks = [2] * unit
    wilds = draw(st.integers(0, min(4, len(ranks) - (1 if len(ranks) > 1 else 0))))
    drop = draw(st.permutations(range(len(ranks))))[:wilds]
    kept = [r for i, r in enumerate(ranks) if i not in drop]
    seen: Counter = Counter()
    cards = []
    for r in kept:
        cards.append(Card(r, SUIT_CYCLE[seen[r]]))
        seen[r] += 1
    return cards + JOKERS[:wilds]


def valid_reading(cards, reading):
    """Rebuild the play the reading claims from the naturals and what the wilds stand for."""
    wild = [c for c in cards if c.is_joker]
    nat = [combos.power(c.rank) for c in cards if not c.is_joker]
    if not nat:
        return not reading.stands and reading.top == combos.JOKER_POWER
    if len(reading.stands) != len(wild):
        return False
    counts = Counter(nat + list(reading.stands))
    if reading.kind == "fifty_k":
        return not wild and sorted(nat) == [5, 10, 13]
    if reading.kind in ("single", "pair", "triple", "bomb"):
        return list(counts) == [reading.top] and len(cards) == reading.size
    unit = 2 if reading.kind == "pair_chain" else 3
    window = range(reading.top - reading.sets + 1, reading.top + 1)
    return (reading.sets >= 2 and window[0] >= 3 and reading.top <= 14
            and counts == Counter({p: unit for p in window}))


@settings(max_examples=300, deadline=None)
@given(st.one_of(hands, shaped_plays()))
def test_every_reading_is_valid_and_uses_each_wild_once(cards):
    found = combos.readings(cards)
    for reading in found:
        assert valid_reading(cards, reading), (cards, reading)
    assert len(set(found)) == len(found)
    keys = [r.sort_key() for r in found]
    assert keys == sorted(keys, reverse=True)


@settings(max_examples=300, deadline=None)
@given(shaped_plays())
def test_shaped_plays_have_a_reading(cards):
    assert combos.readings(cards), cards


@settings(max_examples=300, deadline=None)
@given(shaped_plays(), shaped_plays())
def test_beats_irreflexive_and_total_inside_a_kind(a_cards, b_cards):
    for a in combos.readings(a_cards):
        assert not combos.beats(a, a)[0]
        for b in combos.readings(b_cards):
            ab, ba = combos.beats(a, b)[0], combos.beats(b, a)[0]
            assert not (ab and ba)
            if a.bomb and b.bomb:
                assert ab or ba or a.order == b.order
            elif a.bomb != b.bomb:
                assert ab == b.bomb and ba == a.bomb   # a bomb beats every non-bomb
            elif a.kind == b.kind and a.sets == b.sets:
                assert ab or ba or a.top == b.top
            else:
                assert not ab and not ba


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 107), unique=True, min_size=1, max_size=27).map(hand_of),
       st.one_of(st.none(), shaped_plays()))
def test_every_answer_is_legal(hand, previous_cards):
    previous = None
    if previous_cards is not None:
        options = combos.readings(previous_cards)
        previous = options[0] if options else None
    for reading, cards in answers(hand, previous):
        assert not Counter(cards) - Counter(hand)
        assert reading in combos.readings(cards), (cards, reading)
        if previous is not None:
            assert combos.beats(previous, reading)[0]


@st.composite
def narrow_hands(draw):
    """Small hands crowded into a few neighbouring ranks, so long chains, planes
    and big bombs are within reach of a brute-force check."""
    low = draw(st.integers(2, 11))
    pool = [i for i, c in enumerate(DECK) if c.is_joker or low <= c.rank <= low + 3 or
            c.rank in (5, 10, 13)]
    return hand_of(draw(st.lists(st.sampled_from(pool), unique=True, min_size=1, max_size=11)))


def key(r):
    return (r.kind, r.top, r.sets, r.size, r.order)


@settings(max_examples=80, deadline=None)
@given(st.one_of(st.lists(st.integers(0, 107), unique=True, min_size=1, max_size=9).map(hand_of),
                 narrow_hands()),
       st.one_of(st.none(), shaped_plays()))
def test_answers_are_complete_against_brute_force(hand, previous_cards):
    previous = None
    if previous_cards is not None:
        options = combos.readings(previous_cards)
        previous = options[0] if options else None
    brute = set()
    for k in range(1, len(hand) + 1):
        for sub in set(combinations(sorted(hand), k)):
            for r in combos.readings(list(sub)):
                if previous is None or combos.beats(previous, r)[0]:
                    brute.add(key(r))
    assert {key(r) for r, _ in answers(hand, previous)} == brute
