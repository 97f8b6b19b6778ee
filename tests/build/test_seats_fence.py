"""The ``paili-seats`` fence: seating diagrams drawn from the engine's seating data, in both
languages, with words only; and every game's rules pages carry them."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from engine import games
from engine.api import handle
from engine.games import GAMES as ALL_GAMES
from engine.tractor.throw import ask_order
from widgets.build.fences import ExampleError
from widgets.build.page import PageInfo, set_current
from widgets.build.seats_fence import seats_fence
from widgets.render.table import places, play_order, table_html

DOCS = Path(__file__).resolve().parents[2] / "docs"
FENCE = re.compile(r"^```paili-seats\n(.*?)^```", re.S | re.M)
GAMES = sorted(games.GAMES)
CASES = [(g, n, show) for g in GAMES for n in games.GAMES[g].players
         for show in ("teams", "play", "deal", "bid", "throw")
         if show == "teams" or ("throw_query" if show == "throw" else show) in handle({"op": "rules", "game": g})["seating"]]
PAGE = "play"  # the page the fences are drawn on (tests/build/conftest.py)


def fence(body: str) -> str:
    return seats_fence(body, "paili-seats", "paili-seats", {}, None)


def text_of(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def seats_in(markup: str) -> list[tuple[str, int, str]]:
    """(place, seat, head text) of every seat, in the order drawn."""
    found = re.findall(r'<div class="pl-table-seat pl-at-(\w+)" data-seat="(\d+)"><div class="pl-table-head">(.*?)</div>',
                       markup)
    return [(place, int(seat), " ".join(text_of(head).split())) for place, seat, head in found]


def seating(game: str) -> dict:
    return handle({"op": "rules", "game": game})["seating"]


@pytest.mark.parametrize("game,n,show", CASES)
def test_a_diagram_has_every_seat_numbered_from_one(game, n, show, lang):
    out = fence(f"game: {game}\nshow: {show}\nplayers: {n}")
    assert out.startswith('<figure class="pl-seats"') and "<figcaption>" in out
    assert f'class="pl-table pl-table-{n}"' in out
    seats = seats_in(out)
    assert [s for _, s, _ in seats] == list(range(n))
    word = "座位" if lang == "zh" else "Seat"
    for _, seat, head in seats:
        assert head.startswith(f"{word} {seat + 1}"), head
    assert seats[0][0] == "b"  # seat 1 at the bottom, "you"
    assert [p for p, _, _ in seats] == list(places(n, seating(game)["play"]))


@pytest.mark.parametrize("game,n,show", CASES)
def test_the_arrow_is_the_engines_direction(game, n, show, lang):
    out = fence(f"game: {game}\nshow: {show}\nplayers: {n}")
    arrows = re.findall(r'class="pl-table-arrow" data-direction="(\w+)"', out)
    turn = "throw_query" if show == "throw" else show
    assert arrows == ([] if show == "teams" else [seating(game)[turn]])
    if arrows:
        word = {"zh": {"clockwise": "顺时针", "counterclockwise": "逆时针"},
                "en": {"clockwise": "clockwise", "counterclockwise": "counterclockwise"}}[lang][arrows[0]]
        assert word in text_of(out.split("<figcaption>")[1])  # the caption says it in words too


@pytest.mark.parametrize("game,n,show", CASES)
def test_words_only(game, n, show, lang):
    text = text_of(fence(f"game: {game}\nshow: {show}\nplayers: {n}"))
    for leak in ("_", "{", "}", "None", "null", game, "Seat 0", "座位 0", "throw_query", "overview"):
        assert leak not in text, (leak, text)
    assert not re.search(r"[a-z]\.[a-z]", text), text  # no rule id
    if lang == "zh":
        assert not re.search(r"[A-Za-z]", text), text
    else:
        assert not re.search(r"[\u4e00-\u9fff]", text), text


def test_throw_queries_are_numbered_in_the_engines_order(lang):
    out = fence("game: zhaopengyou\nshow: throw")
    asked = {seat: int(re.search(r"\d+", head[head.index(" ", 5):]).group()) for _, seat, head in seats_in(out)
             if seat != 0}
    assert sorted(asked, key=asked.get) == ask_order(ALL_GAMES["zhaopengyou"], 0)


def test_fixed_partners_share_a_team_mark(lang):
    heads = {seat: head for _, seat, head in seats_in(fence("game: shuangsheng\nshow: teams"))}
    for a, b in seating("shuangsheng")["partners"]:
        assert heads[a].split(" ", 2)[2] == heads[b].split(" ", 2)[2]
    assert heads[0].split(" ", 2)[2] != heads[1].split(" ", 2)[2]


@pytest.mark.parametrize("body", [
    "game: shuangsheng\nshow: throw",          # nobody is asked in turn in this game
    "game: wakeng\nshow: deal",                 # the source names no deal direction
    "game: wakeng\nshow: play\nplayers: 5",     # three or four players
    "game: wushik\nshow: sideways",
    "game: wushik\nshow: play\ncolour: red",
    "game: nope\nshow: play",
    "game: wushik\nshow: play\nrule: wushik.nowhere",
    "show: play",
])
def test_a_bad_fence_stops_the_build(body, lang):
    with pytest.raises(ExampleError):
        fence(body)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("page", ["play.md", "play.en.md"])
def test_every_rules_page_has_its_diagrams(game, page):
    set_current(PageInfo(src=page, lang="en" if page.endswith(".en.md") else "zh", root="../../"))
    try:
        bodies = FENCE.findall((DOCS / "games" / game / page).read_text(encoding="utf-8"))
        shows = {re.search(r"^show: (\w+)", b, re.M).group(1) for b in bodies}
        data = seating(game)
        wanted = {"teams", "play"} | ({"deal"} if "deal" in data else set()) | (
            {"throw"} if "throw_query" in data else set())
        assert wanted <= shows, (game, page, shows)
        for body in bodies:
            assert fence(body).startswith('<figure class="pl-seats"')
    finally:
        set_current(PageInfo())


@pytest.mark.parametrize("n", [3, 4, 5, 6])
@pytest.mark.parametrize("order", ["clockwise", "counterclockwise"])
def test_the_table_goes_round_the_way_seats_are_numbered(n, order):
    where = places(n, order)
    assert where[0] == "b" and len(set(where)) == n
    # the seat after the bottom one sits to its left when play runs clockwise, to its right otherwise
    assert where[1].endswith("l" if order == "clockwise" else "r")
    mirrored = places(n, "counterclockwise" if order == "clockwise" else "clockwise")
    assert [p.replace("l", "R").replace("r", "l").replace("R", "r") for p in where] == list(mirrored)


def test_a_table_with_hands_says_so_and_draws_them():
    seats = [{"seat": s, "head": f"Seat {s + 1}", "body": '<div class="pl-hand">♠A</div>' if s == 2 else ""}
             for s in range(4)]
    out = table_html(seats, lang="en", middle="<p>trick</p>", cls="pl-x", order=play_order("shuangsheng"))
    assert out.startswith('<div class="pl-table pl-table-4 pl-table-hands pl-x" data-order="counterclockwise">')
    assert out.count('<div class="pl-table-body">') == 1 and "<p>trick</p>" in out
    assert "pl-table-hands" not in table_html([{**s, "body": ""} for s in seats], lang="en")
    assert play_order("zhaopengyou") == "clockwise"


@pytest.mark.parametrize("n", [2, 7])
def test_a_table_seats_three_to_six(n):
    with pytest.raises(ValueError):
        table_html([{"seat": s, "head": "", "body": ""} for s in range(n)], lang="en")
