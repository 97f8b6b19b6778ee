"""Card fields beyond a deal: every card field of a worked example or a sample deal's record, at
any depth (a play in a trick, a bid, a step of a record, the friend call, a bomb…), swapped for
more cards than one player can hold in the game (up to all its decks), is refused as the limits
table says: ``impossible``, with ``field`` and ``most`` (each GAME's most_in_hand; no request a page
can send asks for more work than a real deal: the times before and after are in the report of
issue 13; make bench measures speed). A card text is bounded before it is split.
"""

from __future__ import annotations


import pytest

from engine import games
from engine.cards import format_cards, full_deck, parse_cards
from engine.errors import EngineError
from engine.fields import CHARS_PER_CARD

from .fuzz_inputs import GAME_IDS, SEEDS, check, paths, swap as _swap


def _is_card_text(leaf, path) -> bool:
    """A string that reads as one card or more, outside the fields that name things."""
    if not (isinstance(leaf, str) and path and path[-1] not in ("op", "game", "kind", "rank", "zh", "en")):
        return False
    try:
        return bool(parse_cards(leaf))
    except EngineError:
        return False


def _card_texts(value):
    """Paths to every card text inside a request."""
    return paths(value, _is_card_text)


def _answered(request: dict) -> str | None:
    """The error code of the answer to ``request`` (None: ok)."""
    out = check(request)
    return None if out["ok"] else out["error"]["code"]


def _oversized() -> list[tuple[dict, tuple, int]]:
    """One request per (game, op, card field's place), each card field swapped for one card more
    than a player holds, and for the whole of the game's decks."""
    out, seen = [], set()
    for request in SEEDS:
        game = request.get("game")
        if game not in games.GAMES or _answered(request) not in (None, "illegal", "impossible"):
            continue        # an op the game lacks, a request refused for another field
        g = games.GAMES[game]
        deck = full_deck(jokers=g.jokers) * g.decks
        for path in _card_texts(request):
            shape = (game, request["op"], tuple("#" if isinstance(p, int) else p for p in path))
            if shape not in seen:
                seen.add(shape)
                for n in (games.GAMES[game].most_in_hand + 1, len(deck)):
                    out.append((_swap(request, path, format_cards(deck[:n])), path, n))
    return out


OVERSIZED = _oversized()


def test_the_oversized_cases_reach_every_game_and_every_depth():
    assert {r["game"] for r, _, _ in OVERSIZED} == set(GAME_IDS)
    assert {(r["game"], r["op"]) for r, _, _ in OVERSIZED} >= {
        ("mingan", "answers"), ("wushik", "answers"), ("wakeng", "answers"), ("mingan", "beats"),
        ("zhaopengyou", "follow"), ("shuangsheng", "classify"), ("zhaopengyou", "trick"),
        ("zhaopengyou", "friend"), ("zhaopengyou", "bid"), ("mingan", "settle"), ("wushik", "replay")}
    assert any(len(path) >= 4 for _, path, _ in OVERSIZED)        # a step of a record's trick


@pytest.mark.parametrize("request_, path, n", OVERSIZED,
                         ids=[f"{r['game']}-{r['op']}-{'.'.join(map(str, p))}-{n}" for r, p, n in OVERSIZED])
def test_more_cards_than_a_player_holds_are_impossible_in_every_card_field(request_, path, n):
    error = check(request_).get("error") or {}
    most = games.GAMES[request_["game"]].most_in_hand
    assert (error.get("code"), error.get("most")) == ("impossible", most) and error.get("field"), error


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_card_text_is_bounded_before_it_is_split(game):
    # one card and a long run of spaces: refused by its length, never split
    text = "S3" + " " * (games.GAMES[game].most_in_hand * CHARS_PER_CARD)
    error = check({"op": "classify", "game": game, "cards": text, **(
        {"trump": {"rank": "2", "suit": "S"}} if games.GAMES[game].family == "tractor" else {})})["error"]
    assert (error["code"], error["field"], error["most"]) == ("impossible", "cards", games.GAMES[game].most_in_hand)
