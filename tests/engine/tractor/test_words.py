"""Every sentence the trick-taking engine writes is in a reader's words (engine/text.py).

A reader meets the engine's text in explanations (``explain`` of every op and replay step),
a broken record's ``failure``, error messages, rule and ruling texts and the options'
descriptions. None of them may hold the engine's own spelling of things: no notation token
(``S2``, ``D6 D6``, ``RJ``: cards are written ♠2, ♦6♦6, 大王 / big joker), no snake_case code
(option names, choice codes, outcome or step codes), no rule id, no seat counted from 0, no
"(s)" plural. Chinese text holds no ASCII word at all (a code left in a Chinese sentence).

The texts come from every worked example and sample record of both games, a few hundred
simulated deals replayed under several house rules, the same deals spoiled so that the replay
breaks, requests that the ops refuse, and the rulebook (rules, rulings, options) itself.
"""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path

import pytest

from engine import games
from engine.api import handle
from engine.tractor.simulate import random_record
from tests.build.examples import all_examples
from tests.engine.helpers import texts

ROOT = Path(__file__).resolve().parents[3]
GAMES = ("zhaopengyou", "shuangsheng")

NOTATION = re.compile(r"(?<![A-Za-z0-9])(?:[SHDC](?:10|[2-9JQKA])|[RB]J)(?![A-Za-z0-9])")
SNAKE = re.compile(r"(?<![A-Za-z0-9_])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![A-Za-z0-9_])")
ASCII_WORD = re.compile(r"[A-Za-z]{2,}")
SEAT_ZERO = re.compile(r"座位 ?0(?![0-9])|\b[Ss]eats? 0(?![0-9])")
GAME_ID = re.compile(r"(?<![A-Za-z0-9_.])(?:%s)(?![A-Za-z0-9_.])" % "|".join(games.GAMES))
RULE_IDS = sorted({r.id for g in GAMES for r in games.rules(g)}, key=len, reverse=True)
# Messages of the shared card reader (engine/cards.py: cards that do not parse or cannot exist),
# not the tractor engine's words.
SHARED = re.compile(r"copies of .* deck")


def faults(text: str, lang: str) -> list[str]:
    """What in ``text`` is the engine's spelling, not a reader's."""
    found = [f"notation {m.group()!r}" for m in NOTATION.finditer(text)]
    found += [f"code {m.group()!r}" for m in SNAKE.finditer(text)]
    found += [f"rule id {r!r}" for r in RULE_IDS if r in text]
    found += [f"seat from 0 {m.group()!r}" for m in SEAT_ZERO.finditer(text)]
    found += [f"game id {m.group()!r}" for m in GAME_ID.finditer(text)]
    if "(s)" in text:
        found.append("'(s)' plural")
    if lang == "zh":
        found += [f"ASCII word {m.group()!r}" for m in ASCII_WORD.finditer(text)]
    return found


def check_answers(requests) -> dict:
    """``{where: faults}`` over the answers to ``requests``."""
    bad: dict = {}
    for request in requests:
        answer = handle(request)
        error = answer.get("error") or {}
        # a card or a field name the request holds is echoed as sent (engine.request_shape)
        if error.get("code") == "bad_cards" or "known" in error or SHARED.search(error.get("en", "")):
            continue
        for path, lang, text in texts(answer):
            found = faults(text, lang)
            if found:
                key = f"{request.get('game')} {request.get('op')} {re.sub(r'[0-9]+', 'N', path)} {lang}"
                bad.setdefault(key, (found, text))
    return bad


def samples() -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "engine/tractor/samples").glob("*.json"))]


def test_the_checker_finds_the_engines_spelling():
    assert faults("座位 0 出 S2 S2", "zh") == ["notation 'S2'", "notation 'S2'", "seat from 0 '座位 0'"]
    assert faults("seat 0 led RJ; 2 pair(s)", "en") == ["notation 'RJ'", "seat from 0 'seat 0'", "'(s)' plural"]
    assert faults("选项 tractor_min_pairs", "zh") == ["code 'tractor_min_pairs'", "ASCII word 'tractor'",
                                                     "ASCII word 'min'", "ASCII word 'pairs'"]
    assert faults("see zhaopengyou.shapes.tractor", "en")[-1] == "rule id 'zhaopengyou.shapes.tractor'"
    assert faults("座位 10 出 ♠2♠2 大王；seat 10 leads ♦10, 2 pairs", "zh") == ["ASCII word 'seat'", "ASCII word 'leads'",
                                                                           "ASCII word 'pairs'"]
    assert faults("Seat 10 leads ♦10 big joker: 2 pairs.", "en") == []


def test_worked_examples_and_samples_speak_words():
    bad = {f"sample {rec['title']['en']}: {lang}": (found, text) for rec in samples() for _, lang, text in
           texts({"title": rec["title"], "about": rec["about"]}) if (found := faults(text, lang))}
    assert not bad, json.dumps(bad, ensure_ascii=False, indent=1)
    requests = [req for _, req, _ in all_examples() if req.get("game") in GAMES]
    requests += [{"op": "replay", "game": rec["game"], "deal": rec} for rec in samples()]
    assert len(requests) > 50
    bad = check_answers(requests)
    assert not bad, json.dumps(bad, ensure_ascii=False, indent=1)


def test_rulebook_and_options_speak_words():
    """Rules, rulings and every option's description, as the ``rules`` op gives them; and the
    examples the rulings pages show."""
    requests = [{"op": "rules", "game": g} for g in GAMES]
    for g in GAMES:
        for rule in games.rules(g):
            requests += [{**ex, "game": g} for ex in rule.examples]
    bad = check_answers(requests)
    assert not bad, json.dumps(bad, ensure_ascii=False, indent=1)


OPTION_VARIANTS = {
    "zhaopengyou": [{}, {"throw_units": "tractor_first", "tractor_min_pairs": 3, "point_suits": "spades"}],
    "shuangsheng": [{}, {"no_trump_tractor": False}],
}


def simulated(game: str, count: int):
    """``count`` random deals of ``game`` (under the house rules above), as replay requests."""
    rng = random.Random(12)
    declared = {o.name: o.default for o in games.options(game)}
    variants = [v for v in OPTION_VARIANTS[game] if set(v) <= set(declared)]
    for i in range(count):
        options = variants[i % len(variants)]
        record = random_record(game, rng.randrange(2 ** 32), {**declared, **options})
        yield {"op": "replay", "game": game, "deal": record, "options": options}


def spoiled(request: dict, rng: random.Random) -> dict:
    """The same replay, broken at one step: a play that is not in the hand, a play one card
    short, a bury of cards not held, a bid by a seat out of turn, or a friend call of a joker."""
    out = copy.deepcopy(request)
    deal = out["deal"]
    tricks = deal.get("tricks") or []
    how = rng.randrange(5)
    if how in (0, 1) and tricks:
        trick = rng.choice(tricks)
        play = rng.choice(trick)
        if how == 0:
            other = next(p for p in trick if p is not play) if len(trick) > 1 else play
            play["cards"], other["cards"] = other["cards"], play["cards"]
        else:
            play["cards"] = " ".join(play["cards"].split()[1:]) or "S2"
    elif how == 2 and deal.get("bury"):
        deal["bury"] = " ".join(deal["hands"][str(0)].split()[: len(deal["bury"].split())][::-1]) + " RJ"
    elif how == 3 and deal.get("bids"):
        deal["bids"][0]["seat"] = (deal["bids"][0]["seat"] + 1) % len(deal["hands"])
    elif deal.get("call"):
        deal["call"] = {"card": "RJ", "nth": 9}
    else:
        deal["kitty"] = ""
    return out


@pytest.mark.parametrize("game", GAMES)
def test_simulated_deals_and_their_broken_records_speak_words(game):
    rng = random.Random(7)
    requests = list(simulated(game, 150))
    broken = [spoiled(r, rng) for r in requests[:100]]
    failures = [handle(r) for r in broken]
    assert sum(1 for a in failures if a.get("ok") and not a["valid"]) > 30   # the spoiling breaks replays
    bad = check_answers(requests + broken)
    assert not bad, json.dumps(bad, ensure_ascii=False, indent=1)


def _record(game: str) -> dict:
    """A sample record of ``game`` (to spoil one field of)."""
    return next(rec for rec in samples() if rec["game"] == game)


def refused() -> list[dict]:
    """Requests each op of the two games refuses, one per kind of error the tractor engine writes."""
    zt, st = {"rank": "5", "suit": "S"}, {"rank": "2", "suit": None}
    out = []
    for g, trump in (("zhaopengyou", zt), ("shuangsheng", st)):
        out += [
            {"op": "classify", "game": g, "cards": "S3"},
            {"op": "classify", "game": g, "cards": "S3", "trump": {"rank": "1", "suit": "S"}},
            {"op": "classify", "game": g, "cards": "S3", "trump": {"rank": "5", "suit": "X"}},
            {"op": "follow", "game": g, "trump": trump, "lead": "H9 H9", "hand": "H3 H4 C5", "play": "D9 D9"},
            {"op": "follow", "game": g, "trump": trump, "lead": "H9 H9 H8 H8", "hand": "H3 H4", "play": "H3 H4"},
            {"op": "trick", "game": g, "trump": trump, "leader": 1, "plays": ["H9 H9", "H3"]},
            {"op": "trick", "game": g, "trump": trump, "leader": 1, "plays": []},
            {"op": "throw", "game": g, "trump": trump, "leader": 1, "cards": "HA HK", "hands": {"1": "H3"}},
            {"op": "score", "game": g},
            {"op": "score", "game": g, "trump": trump, "points": -5, "kitty_points": 0,
             "last_trick": {"winner": "attackers", "cards": "HA"}},
            {"op": "score", "game": g, "trump": trump, "points": 100, "kitty_points": 0,
             "last_trick": {"winner": "attackers", "cards": "HA S3"}},
            {"op": "bid", "game": g},
            {"op": "bid", "game": g, "levels": ["2"] * 3},
            {"op": "replay", "game": g},
            {"op": "replay", "game": g, "deal": {"game": g}},
            {"op": "replay", "game": g, "deal": {"game": g, "hands": {}}},
        ]
        out += [
            {"op": "score", "game": g, "trump": trump, "points": 100, "kitty_points": 0},
            {"op": "score", "game": g, "trump": trump, "points": "100", "kitty_points": 0,
             "last_trick": {"winner": "attackers", "cards": "HA"}},
            {"op": "score", "game": g, "trump": trump, "points": 100, "kitty_points": 0,
             "last_trick": {"winner": "attackers", "cards": ""}},
            {"op": "bid", "game": g, "bids": [{"seat": 1}], "bid": {"seat": 2, "cards": "S2"}},
            {"op": "bid", "game": g, "bids": [], "kitty": "S3"},
            {"op": "replay", "game": g, "deal": {"game": "wakeng"}},
            {"op": "replay", "game": g, "deal": {**_record(g), "bids": "S2"}},
            {"op": "replay", "game": g, "deal": {**_record(g), "bids": ["S2"]}},
            {"op": "replay", "game": g, "deal": {**_record(g), "tricks": "S2"}},
            {"op": "replay", "game": g, "deal": {**_record(g), "tricks": [["S2"]]}},
            {"op": "replay", "game": g, "deal": {**_record(g), "levels": ["2"]}},
        ]
    out += [{"op": "classify", "game": "zhaopengyou", "cards": "S3", "trump": {"rank": "5", "suit": None}},
            {"op": "score", "game": "shuangsheng", "trump": st, "points": 100, "kitty_points": 0, "solo": True,
             "last_trick": {"winner": "attackers", "cards": "HA"}},
            {"op": "score", "game": "zhaopengyou", "trump": zt, "points": 100, "kitty_points": 0, "banker": 0,
             "last_trick": {"winner": "attackers", "cards": "HA"}},
            {"op": "score", "game": "zhaopengyou", "trump": zt, "points": 100, "kitty_points": 0, "banker": 0,
             "solo": True, "friend": 2, "last_trick": {"winner": "attackers", "cards": "HA"}},
            {"op": "friend", "game": "zhaopengyou", "call": {"card": "HA"}, "banker": 0, "plays": ["HA"]},
            {"op": "friend", "game": "zhaopengyou", "call": {"card": "HA HK"}, "banker": 0},
            {"op": "replay", "game": "zhaopengyou", "deal": {**_record("zhaopengyou"), "call": None}},
            {"op": "replay", "game": "zhaopengyou", "deal": {**_record("zhaopengyou"), "call": {"card": "HA"}}},
            {"op": "replay", "game": "shuangsheng", "deal": {**_record("shuangsheng"), "first_deal": "yes"}},

            {"op": "friend", "game": "zhaopengyou"},
            {"op": "friend", "game": "zhaopengyou", "call": {"card": "RJ", "nth": 1}}]
    return out


def test_refusals_speak_words():
    answers = [handle(r) for r in refused()]
    assert all(not a["ok"] for a in answers), [a for a in answers if a["ok"]]
    bad = check_answers(refused())
    assert not bad, json.dumps(bad, ensure_ascii=False, indent=1)


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_a_trick_words_a_pair_of_one_joker_as_a_pair(game):
    """A pair or more of one card is worded as a pair (issue 27 §6; "big joker big joker beats"):
    a trick's plays of two copies of a joker say 「一对大王」 / "pair of big jokers", and the
    Chinese sets no space between 出 and the words."""
    request = {"op": "trick", "game": game, "trump": {"rank": "2", "suit": "D"}, "leader": 0,
               "plays": ["BJ BJ", "RJ RJ", "C3 C3", "C4 C4"] + (["C5 C6"] if game == "zhaopengyou" else [])}
    said = handle(request)["explain"]
    assert "座位 1 领出一对小王" in said["zh"] and "座位 2 出一对大王，管上" in said["zh"]
    assert "seat 2 pair of big jokers higher" in said["en"] and "Seat 1 pair of small jokers led" in said["en"]
    assert not re.search(r"([大小]王) \1|(big|small) joker \2 joker", said["zh"] + said["en"])


def test_a_counter_with_a_pair_of_jokers_words_it_as_a_pair():
    """双升's counter shown with two copies of a joker: 「亮一对大王反主」, "with a pair of big jokers";
    a counter of two level cards keeps its cards: 「亮 ♠2♠2 反主」."""
    def counter(cards: str) -> dict:
        return handle({"op": "bid", "game": "shuangsheng", "level": "2", "first_deal": True,
                       "bids": [{"seat": 0, "cards": "H2 H2"}], "bid": {"seat": 1, "cards": cards}})["explain"]
    jokers, spades = counter("RJ RJ"), counter("S2 S2")
    assert jokers["zh"].startswith("座位 2 亮一对大王反主") and "counters with a pair of big jokers:" in jokers["en"]
    assert spades["zh"].startswith("座位 2 亮 ♠2♠2 反主") and "counters with ♠2♠2:" in spades["en"]
