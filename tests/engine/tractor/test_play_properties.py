"""Invariants of the trick-taking referee over random trump contexts and multi-deck hands."""

import random
from collections import Counter

from hypothesis import given, settings, strategies as st

from engine.api import handle
from engine.cards import SUITS, Card, format_cards, full_deck
from engine.tractor.follow import legal_follow, one_legal_follow, random_legal_follow
from engine.tractor.order import Trump
from engine.games import GAMES as ALL_GAMES

TRACTOR = {g: game for g, game in ALL_GAMES.items() if game.family == "tractor"}
from engine.tractor.shapes import classify
from engine.tractor.throw import throw_check
from engine.tractor.trick import trick_winner

OPTS = {"throw_units": "wide_first", "break_triple": True, "break_tractor": True,
        "throw_follow": "units", "throw_forced": "largest"}


@st.composite
def contexts(draw):
    game = draw(st.sampled_from(sorted(TRACTOR)))
    rules = TRACTOR[game]
    suits = list(SUITS) + ([None] if rules.no_trump else [])
    trump = Trump(rank=draw(st.integers(2, 14)), suit=draw(st.sampled_from(suits)))
    opts = dict(OPTS, break_triple=draw(st.booleans()), break_tractor=draw(st.booleans()),
                throw_follow=draw(st.sampled_from(["units", "suit"])),
                throw_units=draw(st.sampled_from(["wide_first", "tractor_first"])))
    rng = random.Random(draw(st.integers(0, 2**32)))
    return rules, trump, opts, rng


def pack(rules, rng):
    cards = full_deck() * rules.decks
    rng.shuffle(cards)
    return cards


def group_cards(trump, cards, group):
    return [c for c in cards if trump.group(c) == group]


def random_lead(rules, trump, rng, cards, size):
    """A lead of one group, biased towards pairs and runs: take whole copies often."""
    group = rng.choice(sorted({trump.group(c) for c in cards}))
    pool = sorted(group_cards(trump, cards, group), key=trump.key)
    if not pool:
        return []
    start = rng.randrange(len(pool))
    lead = pool[start:start + size]
    return lead or pool[:1]


def take(cards, chosen):
    left = Counter(chosen)
    out = []
    for c in cards:
        if left[c]:
            left[c] -= 1
        else:
            out.append(c)
    return out


def deal_follow(rules, trump, rng):
    cards = pack(rules, rng)
    lead = random_lead(rules, trump, rng, cards, rng.randint(1, 8))
    rest = take(cards, lead)
    # at most a dealt hand with the kitty picked up: more cannot be held in the game
    hand_size = rng.randint(max(len(lead), 5), rules.hand_size + rules.kitty_size)
    return lead, rest[:hand_size], rest[hand_size:]


@settings(max_examples=150, deadline=None)
@given(contexts())
def test_follow_a_hand_always_has_a_legal_follow(ctx):
    rules, trump, opts, rng = ctx
    lead_cards, hand, _ = deal_follow(rules, trump, rng)
    lead = classify(lead_cards, trump, max_width=rules.max_width, throw_units=opts["throw_units"])
    mine = one_legal_follow(rules, trump, lead, hand, opts)
    assert len(mine) == len(lead_cards)
    assert not Counter(mine) - Counter(hand)
    assert legal_follow(rules, trump, lead, hand, mine, opts).legal
    other = random_legal_follow(rules, trump, lead, hand, opts, rng)
    assert legal_follow(rules, trump, lead, hand, other, opts).legal


@settings(max_examples=150, deadline=None)
@given(contexts())
def test_follow_example_of_an_illegal_follow_is_legal(ctx):
    rules, trump, opts, rng = ctx
    lead_cards, hand, _ = deal_follow(rules, trump, rng)
    play = rng.sample(hand, len(lead_cards))
    request = {"op": "follow", "game": rules.id, "trump": trump.to_json(), "options": opts,
               "lead": format_cards(lead_cards), "hand": format_cards(hand)}
    if rules.max_width == 2:
        request["options"] = {k: v for k, v in opts.items() if k not in ("throw_units", "break_triple")}
    else:
        request["options"] = {k: v for k, v in opts.items() if k != "throw_forced"}
    out = handle({**request, "play": format_cards(play)})
    assert out["ok"], out
    if not out["legal"]:
        again = handle({**request, "play": out["example"]})
        assert again["ok"] and again["legal"], (out, again)


@settings(max_examples=200, deadline=None)
@given(contexts(), st.integers(1, 20))
def test_classify_units_reassemble_the_cards(ctx, size):
    rules, trump, opts, rng = ctx
    cards = random_lead(rules, trump, rng, pack(rules, rng), size)
    c = classify(cards, trump, max_width=rules.max_width, throw_units=opts["throw_units"])
    assert c.shape != "invalid"
    assert Counter(x for u in c.units for x in u.cards) == Counter(cards)
    for u in c.units:
        levels = sorted({trump.level(x) for x in u.cards})
        assert levels == list(range(levels[0], levels[0] + u.length))
        assert all(n == u.width for n in Counter(u.cards).values())
        assert len(Counter(u.cards)) == u.length
    assert (c.shape == "throw") == (len(c.units) > 1)


def _deal_trick(rules, trump, opts, rng):
    cards = pack(rules, rng)
    n = rules.seats
    size = rng.randint(6, 20)
    hands = [cards[i * size:(i + 1) * size] for i in range(n)]
    lead_cards = random_lead(rules, trump, rng, hands[0], rng.randint(1, 6))
    lead = classify(lead_cards, trump, max_width=rules.max_width, throw_units=opts["throw_units"])
    plays = [lead_cards] + [random_legal_follow(rules, trump, lead, h, opts, rng) for h in hands[1:]]
    return hands, lead, plays


@settings(max_examples=150, deadline=None)
@given(contexts())
def test_trick_winner_unchanged_when_a_discard_is_swapped(ctx):
    rules, trump, opts, rng = ctx
    hands, lead, plays = _deal_trick(rules, trump, opts, rng)
    before = trick_winner(rules, trump, plays, opts)

    def candidate(play):
        groups = {trump.group(c) for c in play}
        return groups == {lead.group} or groups == {"trump"}

    for j in range(1, len(plays)):
        if j == before.winner or candidate(plays[j]):
            continue
        for _ in range(5):
            other = random_legal_follow(rules, trump, lead, hands[j], opts, rng)
            if not candidate(other):
                swapped = plays[:j] + [other] + plays[j + 1:]
                assert trick_winner(rules, trump, swapped, opts).winner == before.winner


def _beats_brute(hand, trump, group, unit):
    """Independent check: does ``hand`` hold a higher unit of the same width and length?"""
    counts = Counter(c for c in hand if trump.group(c) == group)
    levels = {trump.level(c) for c, k in counts.items() if k >= unit.width}
    return any(all(t - i in levels for i in range(unit.length))
               for t in levels if t > unit.top)


@settings(max_examples=200, deadline=None)
@given(contexts())
def test_throw_that_succeeds_cannot_be_beaten_unit_by_unit(ctx):
    rules, trump, opts, rng = ctx
    cards = pack(rules, rng)
    n = rules.seats
    size = rng.randint(8, 25)
    hands = {i: cards[i * size:(i + 1) * size] for i in range(n)}
    leader = rng.randrange(n)
    thrown = random_lead(rules, trump, rng, hands[leader], rng.randint(2, 8))
    c = classify(thrown, trump, max_width=rules.max_width, throw_units=opts["throw_units"])
    others = {s: h for s, h in hands.items() if s != leader}
    v = throw_check(rules, trump, leader, c, others, opts)
    found = any(_beats_brute(h, trump, c.group, u) for h in others.values() for u in c.units)
    assert v.succeeds == (not found)
    if not v.succeeds:
        assert v.blocker in others and v.options
        for o in v.options:
            assert o.forced in c.units


@settings(max_examples=120, deadline=None)
@given(contexts(), st.integers(1, 6))
def test_follow_engine_play_is_as_close_to_the_lead_as_any_play(ctx, size):
    """Brute force over every play from a small holding: nothing comes closer to the lead's
    shape (in the follow rule's order) than the engine's own follow, so the requirement it
    sets is exactly "as close as the hand allows"."""
    from itertools import combinations

    from engine.tractor.follow import demand, measure

    rules, trump, _, rng = ctx
    opts = dict(OPTS)
    cards = pack(rules, rng)
    group = rng.choice(sorted({trump.group(c) for c in cards}))
    pool = sorted(group_cards(trump, cards, group), key=trump.key)
    start = rng.randrange(max(1, len(pool) - 20))
    window = pool[start:start + 20]           # a narrow band of levels: pairs and runs abound
    rng.shuffle(window)
    lead_cards, hand = window[:size], window[size:size + rng.randint(size + 1, 11)]
    if len(hand) <= size:
        return
    lead = classify(lead_cards, trump, max_width=rules.max_width)
    if lead.shape == "invalid":
        return
    cap = demand(lead, rules, opts)
    mine = Counter(one_legal_follow(rules, trump, lead, hand, opts))
    best = max(measure(Counter(p), trump, cap) for p in combinations(hand, size))
    assert measure(mine, trump, cap) == best


@settings(max_examples=200, deadline=None)
@given(contexts(), st.integers(4, 16))
def test_classify_cites_throw_units_exactly_when_the_two_orders_differ(ctx, size):
    from engine.tractor.classify_op import classification_rules

    rules, trump, opts, rng = ctx
    if rules.max_width != 3:
        return
    cards = random_lead(rules, trump, rng, pack(rules, rng), size)
    a = classify(cards, trump, max_width=3, throw_units="wide_first")
    b = classify(cards, trump, max_width=3, throw_units="tractor_first")
    differ = [u.form for u in a.units] != [u.form for u in b.units]
    cited = classification_rules(rules, trump, a, {**opts, "throw_units": "wide_first"})
    assert ("zhaopengyou.ruling.throw_units" in cited) == differ


@settings(max_examples=150, deadline=None)
@given(contexts())
def test_throw_blocker_is_the_first_asked_who_can_beat(ctx):
    from engine.tractor.throw import ask_order

    rules, trump, opts, rng = ctx
    if rules.throw_check != "ask_in_turn":
        return
    cards = pack(rules, rng)
    size = rng.randint(8, 25)
    hands = {i: cards[i * size:(i + 1) * size] for i in range(rules.seats)}
    leader = rng.randrange(rules.seats)
    thrown = random_lead(rules, trump, rng, hands[leader], rng.randint(2, 8))
    c = classify(thrown, trump, max_width=rules.max_width, throw_units=opts["throw_units"])
    others = {s: h for s, h in hands.items() if s != leader}
    v = throw_check(rules, trump, leader, c, others, opts)
    can = [s for s in ask_order(rules, leader)
           if any(_beats_brute(others[s], trump, c.group, u) for u in c.units)]
    assert v.blocker == (can[0] if can else None)
    if can:
        beaten = {u.form for u in c.units if _beats_brute(others[can[0]], trump, c.group, u)}
        assert {o.forced.form for o in v.options} == beaten
        for o in v.options:   # the smallest unit of its shape
            assert o.forced.top == min(u.top for u in c.units if u.form == o.forced.form)


@settings(max_examples=150, deadline=None)
@given(contexts())
def test_trick_winner_is_the_lead_or_a_play_of_its_shape(ctx):
    from engine.tractor.match import fit_top

    rules, trump, opts, rng = ctx
    hands, lead, plays = _deal_trick(rules, trump, opts, rng)
    v = trick_winner(rules, trump, plays, opts)
    if v.winner:
        won = plays[v.winner]
        assert fit_top(won, trump, [u.form for u in lead.units]) is not None
        groups = {trump.group(c) for c in won}
        assert groups in ({lead.group}, {"trump"})
    assert v.points == sum({5: 5, 10: 10, 13: 10}.get(c.rank, 0) for p in plays for c in p
                           if not c.is_joker)
