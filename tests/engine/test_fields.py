"""The one reader of request fields (engine/fields.py): one way to read a seat, a number,
cards and options in every game, with coded errors naming the field."""

import pytest
from hypothesis import given, strategies as st

from engine import fields, games
from engine.api import handle
from engine.cards import format_cards, full_deck
from engine.errors import EngineError
from engine.field_words import field_words

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


# --- sizes: no field holds more than a game deals ---------------------------------------

def test_the_most_in_hand_is_each_games_deal_with_the_kitty_taken_up():
    from engine.climbing.mingan.game import GAME as MINGAN
    from engine.climbing.wakeng.game import GAME as WAKENG_GAME
    from engine.climbing.wushik.game import GAME as WUSHIK_GAME
    most = {g.id: g.hand_size + g.kitty_size for g in games.GAMES.values() if g.family == "tractor"}
    for g in (MINGAN, WAKENG_GAME, WUSHIK_GAME):
        most[g.id] = max(g.hand_size[n] + g.kitty_size[n] for n in g.hand_size)
    assert {g.id: g.most_in_hand for g in games.GAMES.values()} == most


@pytest.mark.parametrize("game", sorted(games.GAMES))
def test_a_card_field_larger_than_a_hand_is_refused_in_words(game):
    g = games.GAMES[game]
    cap = g.most_in_hand
    deck = full_deck(jokers=g.jokers) * g.decks
    with fields.at_table(g):
        assert len(fields.cards({"hand": format_cards(deck[:cap])}, "hand")) == cap
        with pytest.raises(EngineError) as err:
            fields.cards({"hand": format_cards(deck[:cap + 1])}, "hand")
    assert err.value.code == "impossible" and err.value.data == {"field": "hand", "most": cap}
    assert "「手牌」" in err.value.zh and str(cap) in err.value.zh and g.zh in err.value.zh
    assert err.value.en.startswith("The hand holds") and g.en in err.value.en
    # outside a request of a game (a handler called directly), only the decks bound it
    assert len(fields.cards({"hand": format_cards(deck[:cap + 1])}, "hand")) == cap + 1


def test_hands_give_no_more_seats_than_players_nor_a_hand_larger_than_a_deal():
    assert code_of(fields.hands, {"hands": {str(s): "S3" for s in range(5)}}, "hands", WUSHIK, 4)[0] == "bad_request"
    big = format_cards((full_deck() * 2)[:28])
    assert code_of(fields.hands, {"hands": {"0": big}}, "hands", WUSHIK, 4) == ("impossible", "hands")


@pytest.mark.parametrize("request_, field", [
    ({"op": "answers", "game": "mingan", "hand": "S3x2 S4x2 S5x2 S6x2 S7x2 S8x2 S9x2 S10x2 SJx2 SQx2 SKx2 SAx2 S2"}, "hand"),
    ({"op": "beats", "game": "mingan", "previous": "H3x2 H4x2 H5x2 H6x2 H7x2 H8x2 H9x2 H10x2 HJx2 HQx2 HKx2 HAx2 H2",
      "play": "S3"}, "previous"),
    ({"op": "classify", "game": "wakeng", "cards": "S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 C5 D5 S6 H6 C6 D6 S7 H7 C7 D7 S8"}, "cards"),
    ({"op": "follow", "game": "shuangsheng", "trump": {"rank": "2", "suit": "H"}, "lead": "C9",
      "hand": " ".join(["S3 S4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA S2 H3 H4 H5 H6"] * 2), "play": "S3"}, "hand"),
])
def test_the_engine_refuses_work_beyond_a_deal(request_, field):
    """The slow requests found by fuzzing sizes (a whole deck as a mingan hand took 3 s to list
    its answers) are refused at once, in words."""
    out = handle(request_)
    assert out["ok"] is False and out["error"]["code"] == "impossible", out
    assert out["error"]["field"] == field and field not in out["error"]["zh"]
    assert out["error"]["en"].startswith(("The hand ", "The play to beat ", "The cards ")), out


# --- words: a reader never sees a field's name or a 0-based seat ---------------------------

READERS = [
    (lambda n: fields.cards({n: ""}, n), "empty"),
    (lambda n: fields.cards({}, n), "missing"),
    (lambda n: fields.seat({n: 7}, n, 4), "seat"),
    (lambda n: fields.integer({n: -1}, n, low=0, high=9), "number"),
    (lambda n: fields.boolean({n: 1}, n), "yes or no"),
    (lambda n: fields.listed({n: 1}, n), "list"),
    (lambda n: fields.listed({n: [0] * 3}, n, cap=2), "cap"),
    (lambda n: fields.mapping({n: 1}, n), "object"),
    (lambda n: fields.reading({n: 1}, n), "reading"),
    (lambda n: fields.hands({n: []}, n, WUSHIK, 4), "hands"),
]


@pytest.mark.parametrize("name", ["hand", "previous_as", "first_dealer", "bids[2].seat", "call.card",
                                  "no_such_field"])
@pytest.mark.parametrize("read, what", READERS, ids=[w for _, w in READERS])
def test_errors_name_the_field_in_words(read, what, name):
    with pytest.raises(EngineError) as err:
        read(name)
    e = err.value
    assert e.data["field"] == name
    assert name not in e.zh, e.zh
    assert field_words(name)[1] in e.en.lower() and f'"{name}"' not in e.en, e.en
    for text in (e.zh, e.en):
        assert '"' not in text, text
        for code in ("first_dealer", "previous_as", "bids[", "seat]", "_"):
            assert code not in text, text


def test_seats_are_counted_from_1_in_the_words():
    with pytest.raises(EngineError) as err:
        fields.seat({"leader": 4}, "leader", 4)
    assert "1–4" in err.value.zh and "1 to 4" in err.value.en
    with pytest.raises(EngineError) as err:
        fields.hands({"hands": {"0": "S3", 0: "H4"}}, "hands", WUSHIK, 4)
    assert "座位 1" in err.value.zh and err.value.en.startswith("Seat 1 appears twice")
    assert field_words("bids[2].seat") == ("叫牌记录第 3 项的座位", "the seat in item 3 of the bids")
