"""Explanations write seats, cards and counts as a reader does (engine/text.py)."""

from engine.text import cards_en, cards_zh, count_en, seat_en, seat_no, seat_zh


def test_seats_count_from_one_for_readers():
    assert seat_no(0) == 1 and seat_zh(4) == "座位 5" and seat_en(2) == "seat 3"


def test_cards_are_written_as_cards():
    assert cards_zh("D6 D6 D4 D4") == "♦6♦6♦4♦4"
    assert cards_en("S10 HA") == "♠10♥A"
    assert cards_zh("HA RJ BJ S2") == "♥A 大王 小王 ♠2"
    assert cards_en("RJ") == "big joker" and cards_en("BJ S3") == "small joker ♠3"


def test_counts_agree_with_their_number():
    assert count_en(1, "pair") == "1 pair" and count_en(2, "pair") == "2 pairs"
    assert count_en(3, "card") == "3 cards" and count_en(2, "match", "matches") == "2 matches"


def test_several_seats_and_ordinals():
    from engine.text import ordinal_en, seats_en, seats_zh
    assert seats_zh([0, 2]) == "座位 1、3" and seats_zh([]) == "无人"
    assert seats_en([4]) == "seat 5" and seats_en([0, 2]) == "seats 1 and 3"
    assert seats_en([0, 1, 3]) == "seats 1, 2 and 4" and seats_en([]) == "nobody"
    assert [ordinal_en(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
