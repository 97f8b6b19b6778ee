"""The replay's shortcuts give what the full computation they stand in for gives.

- 明暗斗地主: a play of one rank is read without a rank count, from the readings made once per
  rank and size (``Mingan.readings``, ``shapes.lone_readings``), as its rank counts read afresh
  (``shapes._plain_or_bomb``; ``shapes.readings`` for the rest), for any cards and options.
- A step's seat, however written, is what the one reader (``fields.seat``) makes of it,
  answer or error (``record._step_fields``: no reading of its own).
- A hand on the replay's table is drawn with each card's chip made once per language
  (``replay_table.hand_html``), the same HTML as chips made card by card, in groups.
The table view's hands written only where they changed are checked against a from-scratch
computation in tests/engine/test_replay_table.py.
"""

from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from engine import fields
from engine.api import handle
from engine.cards import format_cards, full_deck, parse_cards
from engine.climbing.combos import counts_of
from engine.climbing.mingan.referee import REFEREE as MINGAN
from engine.climbing.mingan.shapes import _plain_or_bomb, readings
from engine.climbing.record import _step_fields
from engine.errors import EngineError
from widgets.render.cards import card_chip
from widgets.render.markup import esc
from widgets.render.replay_table import _group_key, hand_html, word

DECK = full_deck()
OPTIONS = st.fixed_dictionaries({}, optional={
    "joker_kickers": st.booleans(), "plane_kickers": st.sampled_from(["per_triple", "two"])})
# a play of one rank most often (the shortcut), any cards otherwise
ONE_RANK = st.tuples(st.sampled_from(DECK), st.integers(1, 8)).map(
    lambda got: [c for c in DECK * 4 if c.rank == got[0].rank][:got[1]])
PLAYS = st.one_of(ONE_RANK, st.lists(st.sampled_from(DECK), min_size=0, max_size=10))


@settings(max_examples=400, deadline=None)
@given(PLAYS, OPTIONS)
def test_one_rank_read_as_its_counts_read(cards, options):
    counts = counts_of(cards)
    full = _plain_or_bomb(counts) if len(counts) == 1 else readings(counts, options)   # made afresh
    assert MINGAN.readings(cards, options) == full == readings(counts, options)


SEATS = st.one_of(st.integers(-3, 9), st.booleans(), st.none(), st.floats(allow_nan=False),
                  st.sampled_from(["0", "3", "07", "x", "", "٣"]), st.lists(st.integers(0, 3), max_size=2))


def _outcome(read):
    try:
        return read()
    except EngineError as err:
        return ("error", err.code, err.zh, err.en)


@settings(max_examples=300, deadline=None)
@given(SEATS, st.integers(3, 6), st.booleans())
def test_a_steps_seat_is_what_the_one_reader_reads(value, players, passed):
    step = {"seat": value, **({"pass": True} if passed else {"cards": "S3"})}
    got = _outcome(lambda: _step_fields(step, 0, players)[0])
    assert got == _outcome(lambda: fields.seat(step, "seat", players))
    if value.__class__ is int and 0 <= value < players:   # a plain seat in range is itself
        assert got == value


def _hand_html_card_by_card(cards: str, seat: int, *, lang: str, family: str, trump) -> str:
    """hand_html as it was: groups of cards, each chip made as it comes."""
    groups: list[list] = []
    last = object()
    parsed = parse_cards(cards) if cards.strip() else []
    for card in parsed:
        key = _group_key(card, family, trump)
        if key != last or not groups:
            groups.append([])
            last = key
        groups[-1].append(card)
    chips = "".join('<span class="pl-hand-group">' + "".join(card_chip(c, lang) for c in g) + "</span>"
                    for g in groups)
    return (f'<div class="pl-hand" data-seat="{seat}" data-cards="{esc(cards)}">'
            f'<span class="pl-hand-count">{esc(word("cards_n", lang, len(parsed)))}</span>'
            f'<span class="pl-hand-cards">{chips}</span>'
            f'<span class="pl-hand-hidden">{esc(word("hidden", lang))}</span></div>')


TRUMPS = st.one_of(st.none(), st.fixed_dictionaries({
    "rank": st.sampled_from(["2", "5", "10", "A", None]), "suit": st.sampled_from(["S", "H", "C", "D", None])}))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), max_size=30), st.sampled_from(["zh", "en"]),
       st.sampled_from(["climbing", "tractor"]), TRUMPS, st.booleans())
def test_a_hand_drawn_with_chips_made_once(cards, lang, family, trump, ordered):
    if ordered:   # as the engine shows a hand: grouped
        cards = sorted(cards, key=lambda c: (c.is_joker, c.suit, c.rank))
    text = format_cards(cards)
    for _ in range(2):   # the second time from the chips already made
        assert hand_html(text, 2, lang=lang, family=family, trump=trump) == \
            _hand_html_card_by_card(text, 2, lang=lang, family=family, trump=trump)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from([("wakeng", 3), ("wakeng", 4), ("mingan", 5), ("mingan", 6), ("wushik", 4)]),
       st.integers(0, 10**6), st.booleans(), st.integers(0, 2))
def test_a_pass_by_a_plain_seat_is_read_as_any_seat(table, seed, with_table, how):
    """The replay's loop takes a pass by a plain int seat straight away; written any other way
    the one reader reads, each step says the same (a digit string, or every step's seat)."""
    game, players = table
    deal = handle({"op": "simulate", "game": game, "seed": seed, "players": players})["deal"]
    written = json.loads(json.dumps(deal))
    for step in written["plays"]:
        if how == 2 or step.get("pass") is (how == 0):
            step["seat"] = str(step["seat"])
    ask = {"op": "replay", "game": game, "table": with_table}
    assert handle({**ask, "deal": written}) == handle({**ask, "deal": deal})
