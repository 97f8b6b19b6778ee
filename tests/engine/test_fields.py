"""The one reader of request fields (engine/fields.py): one way to read a seat, a number,
cards and options in every game, with coded errors naming the field."""

import pytest
from hypothesis import given, strategies as st

from engine import fields, games
from engine.errors import EngineError

WUSHIK, WAKENG = games.GAMES["wushik"], games.GAMES["wakeng"]


def code_of(fn, *args, **kw):
    with pytest.raises(EngineError) as err:
        fn(*args, **kw)
    return err.value.code, err.value.data.get("field")


@pytest.mark.parametrize("value, seat", [(0, 0), (3, 3), ("0", 0), ("2", 2)])
def test_a_seat_is_an_int_or_its_digits(value, seat):
    assert fields.seat({"banker": value}, "banker", 4) == seat
    assert fields.seat({"digger": value}, "digger", 4) == seat


@pytest.mark.parametrize("value", [4, -1, True, 1.0, "²", " 1", "one", [], "1000"])
def test_anything_else_is_not_a_seat(value):
    assert code_of(fields.seat, {"s": value}, "s", 4) == ("bad_request", "s")


def test_a_missing_field_is_named_unless_it_has_a_default():
    assert code_of(fields.seat, {}, "leader", 4) == ("bad_request", "leader")
    assert fields.seat({}, "leader", 4, default=None) is None
    assert fields.seat({"leader": None}, "leader", 4, default=1) == 1


@given(st.one_of(st.integers(), st.floats(allow_nan=True), st.booleans(), st.text(max_size=5)))
def test_numbers_are_bounded_ints_and_nothing_else(value):
    try:
        got = fields.integer({"base": value}, "base", low=1, high=1000)
    except EngineError as err:
        assert err.code == "bad_request"
    else:
        assert type(got) is int and 1 <= got <= 1000 and got == value


def test_a_huge_number_is_a_bad_request():
    assert code_of(fields.integer, {"base": 10**309}, "base")[0] == "bad_request"
    assert code_of(fields.integer, {"base": 1e308 * 10}, "base")[0] == "bad_request"


def test_hands_are_keyed_by_seat_and_checked_against_the_decks():
    assert fields.hands({"hands": {"0": "S3", 1: "H4"}}, "hands", WUSHIK, 4) == {
        0: fields.cards({"c": "S3"}, "c"), 1: fields.cards({"c": "H4"}, "c")}
    assert code_of(fields.hands, {"hands": {"0": "S3 S3", "1": "S3"}}, "hands", WUSHIK, 4)[0] == "impossible"
    assert code_of(fields.hands, {"hands": {"0": "BJ"}}, "hands", WAKENG, 3)[0] == "impossible"
    assert code_of(fields.hands, {"hands": {"4": "S3"}}, "hands", WUSHIK, 4) == ("bad_request", "hands")
    assert code_of(fields.hands, {"hands": {"0": "S3"}}, "hands", WUSHIK, 4, need_all=True)[0] == "bad_request"


def test_cards_need_a_card_unless_empty_is_allowed():
    assert code_of(fields.cards, {"play": ""}, "play") == ("bad_request", "play")
    assert fields.cards({"play": ""}, "play", empty=True) == []
    assert code_of(fields.cards, {"play": "S3 S3 S3"}, "play", WUSHIK)[0] == "impossible"


def test_seats_in_order_repeat_none():
    assert fields.seats({"order": [1, "0", 2]}, "order", 4) == [1, 0, 2]
    assert code_of(fields.seats, {"order": [1, 1]}, "order", 4) == ("bad_request", "order")


def test_options_are_checked_once_for_requests_and_records():
    declared = games.options("zhaopengyou")
    base = fields.options(declared, {"tractor_min_pairs": 3})
    assert base["tractor_min_pairs"] == 3
    assert code_of(fields.options, declared, {"nope": 1})[0] == "bad_request"
    assert code_of(fields.options, declared, {"tractor_min_pairs": "3"})[0] == "bad_request"
    ctx = games.Context(games.GAMES["zhaopengyou"], base)
    assert fields.record_options(ctx, {"options": {}})["tractor_min_pairs"] == 3
    assert code_of(fields.record_options, ctx, {"options": []})[0] == "bad_request"


def test_a_declared_reading_names_its_kind():
    assert fields.reading({"as": {"kind": "pair_chain", "rank": "8"}}, "as")["kind"] == "pair_chain"
    assert fields.reading({}, "as") is None
    assert code_of(fields.reading, {"as": "pair"}, "as") == ("bad_request", "as")
