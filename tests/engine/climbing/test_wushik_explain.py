"""Explanations name what each wild stands for, and nothing when jokers stand for nothing."""

from engine.api import handle


def explain(cards):
    return handle({"op": "classify", "game": "wushik", "cards": cards})["explain"]


def test_jokers_alone_get_no_empty_wild_note():
    for cards in ("RJ", "RJ RJ BJ BJ"):
        text = explain(cards)
        assert "()" not in text["en"] and "（）" not in text["zh"], text


def test_a_wild_beside_natural_cards_says_what_it_stands_for():
    text = explain("RJ S3 S3")
    assert "(big joker as 3)" in text["en"] and "（大王当 3）" in text["zh"], text
