"""The replay's short cuts equal the work they stand for, worked out from scratch.

Each helper the trick-by-trick replay uses to save work (an index of a hand made once per
throw, a decomposition read directly when no two cards are alike, …) is compared with the
plain computation it replaces, over random trump contexts and multi-deck hands."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings, strategies as st

from engine.cards import SUITS, format_cards, full_deck, parse_cards
from engine.tractor.follow import follows_legally, legal_follow
from engine.tractor.match import fit_top, higher_in, placements, strongest
from engine.tractor.order import Trump
from engine.tractor.replay_tricks import _plays
from engine.games import GAMES as ALL_GAMES

TRACTOR = {g: game for g, game in ALL_GAMES.items() if game.family == "tractor"}
from engine.tractor.shapes import by_steps, classify, decompose
from engine.tractor.throw import _beats
from engine.tractor.trick import any_winner, single_winner


@st.composite
def hands(draw, most=40):
    """A trump context (with or without a trump suit) and a hand from three decks, of one
    group or of any, biased towards copies (pairs, triples and runs)."""
    suit = draw(st.sampled_from([*SUITS, None]))
    trump = Trump(rank=draw(st.integers(2, 14)), suit=suit, joined=draw(st.booleans()))
    rng = random.Random(draw(st.integers(0, 2**32)))
    pack = full_deck() * 3
    if draw(st.booleans()):
        group = trump.group(rng.choice(pack))
        pack = [c for c in pack if trump.group(c) == group]
    pack.sort(key=trump.key)
    size = draw(st.integers(0, most))
    if draw(st.booleans()):        # a stretch of the sorted pack: copies and neighbours
        start = rng.randrange(len(pack))
        cards = pack[start:start + size]
    else:
        cards = rng.sample(pack, min(size, len(pack)))
    return trump, cards


@settings(max_examples=400, deadline=None)
@given(hands(), st.integers(1, 3), st.integers(1, 4), st.integers(-1, 20))
def test_higher_in_is_the_first_placement(hand, width, length, top):
    trump, cards = hand
    counts = Counter(cards)
    first = next(placements(counts, trump, width, length, above=top), None)
    want = None if first is None else [c for c in first[1] for _ in range(width)]
    assert higher_in(strongest(counts, trump, width), width, length, top) == want


@settings(max_examples=400, deadline=None)
@given(hands(most=14), st.sampled_from([2, 3]), st.sampled_from(["wide_first", "tractor_first"]),
       st.sampled_from([2, 3]))
def test_decompose_is_its_steps(hand, max_width, throw_units, min_pairs):
    trump, cards = hand
    cards = [c for c in cards if trump.group(c) == trump.group(cards[0])] if cards else cards
    got = decompose(cards, trump, max_width=max_width, throw_units=throw_units, min_pairs=min_pairs)
    want = by_steps(Counter(cards), trump, max_width=max_width, throw_units=throw_units, min_pairs=min_pairs)
    assert got == want


def test_distinct_cards_take_the_short_cut():
    """The short cut is taken (no two cards alike) and gives singles, strongest first."""
    trump = Trump(rank=5, suit="S")
    cards = [c for c in full_deck() if trump.group(c) == "H"][:6]
    units = decompose(cards, trump, max_width=3)
    assert [u.cards for u in units] == [(c,) for c in trump.sort(cards)]
    assert units == by_steps(Counter(cards), trump, max_width=3)


@settings(max_examples=400, deadline=None)
@given(hands(most=6), st.integers(2, 5), st.sampled_from(["all", "spades"]))
def test_single_winner_is_any_winner(hand, players, suits):
    """A single led and one card each: the short cut's verdict is the general one's, under
    both readings of ``overtrump``."""
    trump, cards = hand
    if not cards:
        return
    plays = [[c] for c in (cards * players)[:players]]
    lead = classify(plays[0], trump, max_width=3)
    want = any_winner(trump, plays, lead, False, suits)
    assert single_winner(trump, plays, lead, suits) == want == any_winner(trump, plays, lead, True, suits)


@settings(max_examples=400, deadline=None)
@given(hands(most=8), st.integers(1, 3))
def test_fit_top_of_one_unit(hand, width):
    """One single, pair or triple led: a play fits when it is so many alike (placements'
    first, the general way)."""
    trump, cards = hand
    first = next(placements(Counter(cards), trump, width, 1), None)
    want = first[0] if first is not None and len(cards) == width else None
    assert fit_top(cards, trump, [(width, 1)]) == want


@st.composite
def follows(draw):
    """A lead from one hand and a play of as many cards from another, under random options."""
    game = draw(st.sampled_from(sorted(TRACTOR)))
    rules = TRACTOR[game]
    trump, pack = draw(hands(most=0))
    rng = random.Random(draw(st.integers(0, 2**32)))
    pack = full_deck() * rules.decks
    rng.shuffle(pack)
    group = trump.group(pack[0])
    same = sorted((c for c in pack if trump.group(c) == group), key=trump.key)
    start = rng.randrange(len(same))
    lead_cards = same[start:start + draw(st.integers(1, 6))]
    if draw(st.booleans()):                 # now and then a pair exactly
        lead_cards = [lead_cards[0]] * 2
    pack = list(pack)
    for c in lead_cards:
        pack.remove(c)
    hand = sorted(pack[:draw(st.integers(len(lead_cards), 25))], key=trump.key)
    if draw(st.booleans()):                 # many of the led group in hand
        hand = sorted([c for c in pack if trump.group(c) == group][:draw(st.integers(0, 16))]
                      + pack[40:40 + len(lead_cards)], key=trump.key)
    play = rng.sample(hand, len(lead_cards))
    options = {"break_triple": draw(st.booleans()), "break_tractor": draw(st.booleans()),
               "throw_follow": draw(st.sampled_from(["units", "suit"])),
               "tractor_follow": draw(st.sampled_from(["runs", "pairs"])),
               "tractor_min_pairs": draw(st.sampled_from([2, 3]))}
    return rules, trump, lead_cards, hand, play, options


@settings(max_examples=600, deadline=None)
@given(follows())
def test_follows_legally_is_the_verdict(case):
    """The replay's quick follow check says what the full verdict says."""
    rules, trump, lead_cards, hand, play, options = case
    lead = classify(lead_cards, trump, max_width=rules.max_width, min_pairs=options["tractor_min_pairs"])
    held = Counter(c for c in hand if trump.group(c) == lead.group)
    assert follows_legally(rules, trump, lead, held, play, options) == \
        legal_follow(rules, trump, lead, hand, play, options).legal


@settings(max_examples=400, deadline=None)
@given(hands(most=14), st.sampled_from([2, 3]), st.sampled_from(["wide_first", "tractor_first"]))
def test_classify_is_its_steps(hand, max_width, throw_units):
    """A play of one group: its units are decompose's steps, whatever short cut is taken."""
    trump, cards = hand
    cards = [c for c in cards if trump.group(c) == trump.group(cards[0])] if cards else cards
    if not cards:
        return
    got = classify(cards, trump, max_width=max_width, throw_units=throw_units)
    want = by_steps(Counter(cards), trump, max_width=max_width, throw_units=throw_units)
    assert list(got.units) == want and got.cards == tuple(trump.sort(cards))
    assert got.shape == ("throw" if len(want) > 1 else want[0].shape)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.sampled_from(full_deck()), max_size=6), min_size=1, max_size=5),
       st.lists(st.sampled_from(["canonical", "lower", "symbol", "list", "spaces"]), min_size=5, max_size=5))
def test_plays_read_as_the_reader_does(plays, writings):
    """A trick's plays, however written: the cards the one reader of cards finds, and their
    canonical texts."""
    def written(cards, how):
        text = format_cards(cards)
        return {"canonical": text, "lower": text.lower(), "list": text.split(),
                "spaces": f"  {text}  ".replace(" ", "  "),
                "symbol": " ".join(c.symbol() if not c.is_joker else str(c) for c in cards)}[how]
    trick = [{"seat": i, "cards": written(p, how)} for i, (p, how) in enumerate(zip(plays, writings))]
    got, texts = _plays(trick, 0)
    assert got == [parse_cards(s["cards"]) for s in trick]
    assert texts == [format_cards(p) for p in got]


@settings(max_examples=400, deadline=None)
@given(hands(most=12), hands(most=20), st.sampled_from([2, 3]))
def test_beats_are_the_first_placements(thrown, other, max_width):
    """Who beats a throw's units: for each unit, the first placement above it in the other
    hand (the highest), as the throw check lists it."""
    trump, cards = thrown
    _, held_cards = other
    group = trump.group(cards[0]) if cards else None
    cards = [c for c in cards if trump.group(c) == group]
    if not cards:
        return
    throw = classify(cards, trump, max_width=max_width)
    held = Counter(c for c in held_cards if trump.group(c) == group)
    want = []
    for unit in throw.units:
        first = next(placements(held, trump, unit.width, unit.length, above=unit.top), None)
        if first is not None:
            want.append((unit, tuple(trump.sort(c for c in first[1] for _ in range(unit.width)))))
    assert [(b.unit, b.by) for b in _beats(1, [], trump, throw, held)] == want
