"""The one table of the climbing games and the games as data: every game's deal sizes
make up its decks exactly (engine.games), the shared modules name no game, and the table
asks (why_not / can_play) exactly what it refuses to do (play), leaving itself untouched."""

import copy
import re
from pathlib import Path

import pytest

from engine.cards import full_deck, parse_cards
from engine.climbing.mingan.referee import REFEREE as MINGAN
from engine.climbing.table import ClimbingTable
from engine.climbing.wakeng.referee import REFEREE as WAKENG
from engine.climbing.wushik.referee import REFEREE as WUSHIK
from engine.errors import EngineError
from engine.games import GAMES

CLIMBING = Path(__file__).resolve().parents[3] / "engine" / "climbing"
GAME_OF = {"wakeng": WAKENG, "mingan": MINGAN, "wushik": WUSHIK}


@pytest.mark.parametrize("game", sorted(GAME_OF))
def test_each_deal_size_makes_up_the_decks(game):
    g, spec = GAMES[game], GAME_OF[game]
    assert sorted(spec.hand_size) == sorted(spec.kitty_size) == sorted(g.players)
    deck = len(full_deck(jokers=g.jokers)) * g.decks
    for n in g.players:
        assert n * spec.hand_size[n] + spec.kitty_size[n] == deck


def test_the_shared_modules_name_no_game():
    for path in CLIMBING.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r'==\s*"(wakeng|mingan|wushik)"', text), path.name
        assert not re.search(r"decks\s*=\s*\d", text), path.name


def table(game, hands, **kw):
    options = {"four_jokers": "lowest"} if game is WUSHIK else {}
    return ClimbingTable(game, {s: parse_cards(h) for s, h in enumerate(hands)}, leader=0, options=options, **kw)


@pytest.mark.parametrize("game, hands, seat, cards, rule", [
    (WAKENG, ["S5 S9", "H4 H9", "C7 C8"], 0, "S5 S9", "wakeng.shapes.invalid"),
    (WAKENG, ["S5 S6", "H4 H9", "C7 C8"], 1, "H4", "wakeng.pass"),
    (WAKENG, ["S5 S6", "H4 H9", "C7 C8"], 0, "H4", "wakeng.replay"),
    (MINGAN, ["S5 S6", "H4 H9", "C7 C8", "D3", "D4"], 0, "S5 S6", "mingan.shapes.invalid"),
])
def test_why_not_is_what_play_refuses(game, hands, seat, cards, rule):
    t = table(game, hands)
    before = copy.deepcopy((t.hands, t.turn, t.top, t.passes))
    err = t.why_not(seat, parse_cards(cards))
    assert err is not None and err.code == "illegal" and err.data["rule"] == rule
    assert not t.can_play(seat, parse_cards(cards))
    with pytest.raises(EngineError) as raised:
        t.play(seat, parse_cards(cards))
    assert (raised.value.zh, raised.value.en, raised.value.data) == (err.zh, err.en, err.data)
    assert copy.deepcopy((t.hands, t.turn, t.top, t.passes)) == before


def test_a_pass_is_asked_before_it_is_made():
    t = table(WAKENG, ["S5 S6", "H4 H9", "C7 C8"])
    assert not t.can_pass(0) and t.why_not_pass(0).data["rule"] == "wakeng.pass"   # the leader
    t.play(0, parse_cards("S5"))
    assert t.can_pass(1) and t.pass_(1)["step"] == "pass" and t.turn == 2
    must = ClimbingTable(WAKENG, {s: parse_cards(h) for s, h in enumerate(["S5 S6", "H4 H9", "C7 C8"])},
                 leader=0, options={"must_beat": True})
    must.play(0, parse_cards("S5"))
    assert must.why_not_pass(1).data["rule"] == "wakeng.pass.must_beat"   # H9 beats S5


def test_the_first_out_ends_a_wakeng_deal_and_the_round():
    t = table(WAKENG, ["S5", "H4 H9", "C7 C8"])
    step = t.play(0, parse_cards("S5"))
    assert t.over and t.order == [0] and step["out"] == 1 and step["round"]["winner"] == 0
    assert t.why_not(1, parse_cards("H9")).data["rule"] == "wakeng.win"
