"""The card notation of API.md: parse, canonical text, round trips, coded errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import BIG_JOKER, SMALL_JOKER, Card, check_copies, format_cards, full_deck, parse_cards
from engine.errors import EngineError


@pytest.mark.parametrize("text, canonical", [
    ("S10", "S10"), ("sT", "S10"), ("HA", "HA"), ("♦7", "D7"), ("红桃Q", "HQ"), ("方块3", "D3"),
    ("方片3", "D3"), ("梅花K", "CK"), ("黑桃J", "SJ"), ("RJ", "RJ"), ("大王", "RJ"), ("bj", "BJ"),
    ("小王", "BJ"), ("SJ", "SJ"), ("♣2", "C2"), ("♥10", "H10"),
])
def test_notation_token(text, canonical):
    assert format_cards(parse_cards(text)) == canonical


def test_sj_is_the_jack_of_spades_never_a_joker():
    (card,) = parse_cards("SJ")
    assert card == Card(11, "S") and not card.is_joker


def test_repetition_and_separators():
    assert format_cards(parse_cards("S7x3, HA，RJ  bj")) == "S7 S7 S7 HA RJ BJ"
    assert format_cards(parse_cards(["S10 HA", "D2"])) == "S10 HA D2"


@pytest.mark.parametrize("bad", ["S1", "X10", "S11", "H", "RJx0", "JOKER", "S10x", "♠Z"])
def test_bad_token_is_named_in_both_languages(bad):
    with pytest.raises(EngineError) as info:
        parse_cards(f"S10 {bad} HA")
    err = info.value
    assert err.code == "bad_cards"
    assert bad in err.zh and bad in err.en


def test_copies_beyond_the_decks_are_impossible():
    check_copies([parse_cards("S7x3")], decks=3)
    with pytest.raises(EngineError) as info:
        check_copies([parse_cards("S7x2"), parse_cards("S7x2")], decks=3)
    assert info.value.code == "impossible"
    with pytest.raises(EngineError) as info:
        check_copies([parse_cards("RJ")], decks=1, jokers=False)
    assert info.value.code == "impossible"


@given(st.lists(st.sampled_from(full_deck()), max_size=40))
def test_canonical_text_round_trips(cards):
    text = format_cards(cards)
    assert parse_cards(text) == cards
    assert all(Card.parse(str(c)) == c for c in cards)
    assert all(eval(repr(c)) == c for c in cards)  # repr parses back (python-chess habit)


def test_deck_has_54_cards_and_two_jokers():
    deck = full_deck()
    assert len(deck) == len(set(deck)) == 54
    assert BIG_JOKER in deck and SMALL_JOKER in deck
    assert len(full_deck(jokers=False)) == 52
