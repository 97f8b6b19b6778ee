"""Directions in the pages' prose agree with the engine's seating (issue 27, point 3).

Every worked example (a ``paili`` fence in docs/, both languages) is read with the prose just above
it (from the previous heading or fence). Where that prose names a direction — 上家, 下家, 对家 (a
seat, where the game's partners sit opposite; elsewhere 对家 is the partner, a role), "the next
player", "the player before / after / opposite", left or right, "first asked" — it must tie it to a
seat at least once each (「上家（座位 5）」, 「下家座位 2」, "the player before the thrower (seat 5)"), and
every seat so tied must sit there, computed from the engine's seating (engine.seating: ``relation``,
``first_asked``) from the example's own reference seat (its ``leader``, else its ``banker``, else the
seat that bids first, else its deal record's ``banker``), and appear in the example's hands where it gives hands. Nothing here lists
sentences: a new example that names a direction is checked as it is written. The rulings pages'
words (each rule record's text, question, reading and why, with each of its examples) are read
the same way, save that a rule stated in general need not name a seat: those it names are checked.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from engine import seating
from engine.games import GAMES
from tests.build.examples import request_of

DOCS = Path(__file__).resolve().parents[2] / "docs"
BLOCK = re.compile(r"^```(paili[a-z-]*)?[^\n]*\n(.*?)^```[^\n]*$|^#{1,6} [^\n]*$", re.S | re.M)

# A direction word, and what it says from the reference seat.
ZH_WORDS = {"上家": "previous", "下家": "next", "对家": "opposite"}
EN_WORDS = {r"the next player": "next", r"the player after": "next", r"the previous player": "previous",
            r"the player before": "previous", r"the player opposite": "opposite",
            r"(?:to|on) the (?:left|right)": "side", r"first asked|asked first": "first"}
ZH_FIRST = r"先问到|先被问到|最先问|第一个被问到"
SEAT_ZH_AFTER = re.compile(r"[（(]?\s*座位\s*(\d+)")
SEAT_ZH_BEFORE = re.compile(r"座位\s*(\d+)\s*[（(]?[^，。；、（）()]{0,6}$")
SEAT_EN_AFTER = re.compile(r"[^.;:]{0,40}?\bseat\s+(\d+)", re.I)
SEAT_EN_BEFORE = re.compile(r"\bseat\s+(\d+)[^.;:(]{0,30}$", re.I)
NEAR_ZH = re.compile(r"座位\s*(\d+)")


def _tie(prose: str, start: int, end: int, en: bool, first: bool) -> int | None:
    """The seat (counted from 1) tied to the words at ``prose[start:end]``: named right after them,
    or right before in the same clause."""
    if en:
        m = SEAT_EN_AFTER.match(prose[end:]) or SEAT_EN_BEFORE.search(prose[:start])
    elif first:     # 「先问到的是你的上家（座位 5）」, 「座位 5，逆时针询问时先被问到」
        m = NEAR_ZH.search(prose[end:end + 20]) or SEAT_ZH_BEFORE.search(prose[:start]) \
            or re.search(r"座位\s*(\d+)）?[，,][^。；，]{0,12}$", prose[:start])
    else:
        m = SEAT_ZH_AFTER.match(prose[end:]) or SEAT_ZH_BEFORE.search(prose[:start])
    return int(m.group(1)) if m else None


def _examples() -> list[tuple[str, str, dict]]:
    """(page, the prose above the example, the example's request) for every ``paili`` fence."""
    out = []
    for page in sorted(DOCS.rglob("*.md")):
        if "maintainers" in page.parts:
            continue
        text, start = page.read_text(encoding="utf-8"), 0
        for m in BLOCK.finditer(text):
            prose, start = text[start:m.start()], m.end()
            if m.group(1) == "paili":
                # the build's reading, shared with the other tests (YAML read once a run)
                request = request_of(m.group(2))
                if request is None:
                    request = yaml.safe_load(m.group(2))
                if isinstance(request, dict) and request.get("game") in GAMES:
                    out.append((str(page.relative_to(DOCS)), prose, request))
    return out


def _mentions(prose: str, en: bool) -> list[tuple[str, int | None, str]]:
    """(what it says, the seat tied to it counted from 1 or None, the words) for each direction named."""
    # a phrase may break across the page's lines
    words = [(p.replace(" ", r"\s+"), w) for p, w in EN_WORDS.items()] if en else [*ZH_WORDS.items(), (ZH_FIRST, "first")]
    found = []
    for pattern, what in words:
        for m in re.finditer(pattern, prose, re.I if en else 0):
            found.append((what, _tie(prose, m.start(), m.end(), en, what == "first"), m.group()))
    return found


def _reference(request: dict) -> int | None:
    for key in ("leader", "banker", "first", "opener"):
        if isinstance(request.get(key), int):
            return request[key]
    deal = request.get("deal")
    return deal.get("banker") if isinstance(deal, dict) and isinstance(deal.get("banker"), int) else None


def _players(request: dict) -> int:
    game = GAMES[request["game"]]
    deal = request.get("deal") if isinstance(request.get("deal"), dict) else {}
    given = request.get("players", deal.get("players"))
    return given if isinstance(given, int) else max(game.players)


def _ruling_examples() -> list[tuple[str, str, dict]]:
    """The same for the rulings pages: a rule record's words (question, reading, why, text) with each
    of its examples (``rules:<id>.en`` marks the English)."""
    out = []
    for g in GAMES.values():
        for rule in g.rules():
            for lang in ("zh", "en"):
                words = " ".join(getattr(rule, f"{part}_{lang}") for part in ("text", "question", "reading", "why"))
                out += [(f"rules:{rule.id}.{'en.md' if lang == 'en' else 'md'}", words, {"game": g.id, **example})
                        for example in rule.examples]
    return out


EXAMPLES = [e for e in [*_examples(), *_ruling_examples()] if _mentions(e[1], e[0].endswith(".en.md"))]


def test_the_pages_have_examples_that_name_directions():
    assert len({page for page, _, _ in EXAMPLES}) >= 4


@pytest.mark.parametrize(("page", "prose", "request_"), EXAMPLES,
                         ids=[f"{p}#{i}" for i, (p, _, _) in enumerate(EXAMPLES)])
def test_a_direction_in_prose_agrees_with_the_seats_of_its_example(page, prose, request_):
    game, players, ref = request_["game"], _players(request_), _reference(request_)
    fixed = GAMES[game].seating["teams"] == "fixed"
    mentions = [m for m in _mentions(prose, page.endswith(".en.md")) if m[0] != "opposite" or fixed]
    if not mentions:
        return
    tied = [m for m in mentions if m[1] is not None]
    untied = {m[0] for m in mentions} - {m[0] for m in tied}
    # a page's prose introduces its example; a rule record states the rule in general, and only the
    # seats it does name are checked
    assert not untied or page.startswith("rules:"), (page, "names a direction without the seat it means",
                                                     sorted(untied), prose[-300:])
    if not tied:
        return
    assert ref is not None, (page, "a direction, but the example names no leader or banker to count from")
    hands = request_.get("hands")
    for what, seat, words in tied:
        index = seat - 1
        if what == "first":
            assert index == seating.first_asked(game, ref, players), (page, words, seat)
        elif what != "side":
            assert seating.relation(game, index, ref, players) == what, (page, words, seat, "from seat", ref + 1)
        if isinstance(hands, dict):
            assert str(index) in hands or index == ref, (page, words, seat, "not in the example's hands")
