"""A hand drawn one row per suit (widgets/render/cards.py ``suit_rows``, issue 27 point 5): in the
tractor games every trump (jokers, level cards, the trump suit) is one row, the first; elsewhere
each suit is a row and the jokers one more; within a row the engine's order stays. A practice
question's hand (its card buttons) is drawn in those rows, every card once."""

from __future__ import annotations

import re

from engine.api import handle
from engine.cards import parse_cards
from widgets.render.cards import suit_rows
from widgets.render.drill import drill_html


def tokens(rows):
    return [(row, " ".join(map(str, cards))) for row, cards in rows]


def test_trumps_are_one_row_first_then_each_suit():
    hand = parse_cards("RJ BJ S3 D3 CA CQ C6 S2 H10 H10 H4 DJ")
    assert tokens(suit_rows(hand, {"rank": "3", "suit": "C"})) == [
        ("trump", "RJ BJ S3 D3 CA CQ C6"), ("S", "S2"), ("H", "H10 H10 H4"), ("D", "DJ")]


def test_without_a_trump_each_suit_is_a_row_and_the_jokers_one_more():
    hand = parse_cards("RJ S2 SA HA DQ HJ DJ S7")
    assert tokens(suit_rows(hand)) == [("J", "RJ"), ("S", "S2 SA S7"), ("H", "HA HJ"), ("D", "DQ DJ")]


def test_a_practice_hand_is_drawn_one_row_per_suit():
    for game in ("zhaopengyou", "wushik"):
        for seed in range(1, 30):
            q = handle({"op": "drill", "game": game, "seed": seed})
            if q.get("ok") and q["reply"]["type"] == "cards":
                break
        else:
            raise AssertionError(f"no cards question for {game}")
        html = drill_html(q, lang="en", game=game, root="/")
        hand = re.search(r'<div class="pl-drill-hand"[^>]*>(.*?)</div>', html).group(1)
        rows = re.findall(r'<span class="pl-hand-row" data-row="([^"]+)">(.*?)</span>(?=<span class="pl-hand-row"|$)', hand)
        cards = [re.findall(r'data-card="([^"]+)"', body) for _, body in rows]
        assert sorted(c for row in cards for c in row) == sorted(q["reply"]["from"].split())
        names = [name for name, _ in rows]
        assert len(names) == len(set(names)) >= 2
        trump = next((p["trump"] for p in q["show"] if p.get("part") == "trump"), None)
        assert names == [row for row, _ in suit_rows(parse_cards(q["reply"]["from"]), trump)]
