"""The climbing games speak in a reader's words (issue 12): every sentence 挖坑, 明暗斗地主 and
赖子五十K write — the ``explain`` of every op and replay step, results, failures, errors, the
words of a reading, rule and ruling texts and option descriptions — numbers seats from 1,
writes cards as cards (♠5, 大王 / big joker), counts in agreement, and names no engine
identifier (notation tokens, snake_case codes, rule ids, the game's pinyin codes).

The requests: every worked example of the site and every rule example of the three games,
the sample records, a few hundred simulated deals (each also cut short, and broken at a
random step in several ways), and requests that the engine refuses.
"""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path

import pytest

from engine import games, labels
from engine.api import handle

from tests.build.examples import all_examples
from tests.engine.helpers import texts

GAMES = ("wakeng", "mingan", "wushik")
SAMPLES = Path(__file__).resolve().parents[3] / "engine" / "climbing" / "samples"

NOTATION = re.compile(r"(?<![A-Za-z0-9])[SHDC](10|[2-9JQKAT])(?![A-Za-z0-9])|\b[RB]J\b")
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
RULE_ID = re.compile(r"\b(wakeng|mingan|wushik|climbing)\.[a-z]")
SEAT_ZERO = re.compile(r"座位\s*0(?!\d)|第\s*0\s*家|\bseat\s+0(?!\d)|\bseats?\s*\(s\)", re.I)
PINYIN = re.compile(r"\b(manfen|pingfen|chuai|fenku|kuchuai|anjiao|hou|jiefeng|laizi)\b", re.I)
# "1 cards", "1 other readings": a count that does not agree (not "seat 1 plays ♠3")
ONE_MANY = re.compile(r"(?<![\d.,-])(?<![Ss]eat )(?<![Ss]tep )(?<![Rr]ound )\b1 (?:[a-z]+ )?"
                      r"(cards|plays|points|rounds|readings|answers|leads|seats|steps|bombs|pairs|jokers)\b")
# Latin words in a Chinese sentence are codes or field names (blind, seen, pass, true …);
# J, Q, K and A are ranks (678910JQK), "K" ends 五十K.
LATIN_IN_ZH = re.compile(r"[A-Za-z]{2,}")


def problems(text: str, lang: str) -> list[str]:
    found = []
    for name, pattern in (("notation", NOTATION), ("snake_case", SNAKE), ("rule id", RULE_ID),
                          ("seat 0", SEAT_ZERO), ("pinyin code", PINYIN)):
        m = pattern.search(text)
        if m:
            found.append(f"{name} {m.group(0)!r}")
    if "(s)" in text:
        found.append("'(s)'")
    m = ONE_MANY.search(text) if lang == "en" else None
    if m:
        found.append(f"count {m.group(0)!r}")
    if lang == "zh":
        words = [w for w in LATIN_IN_ZH.findall(text) if w.strip("JQKA")]   # JQK: ranks in a row
        if words:
            found.append(f"latin word {words[0]!r}")
        if '"' in text:
            found.append("ASCII quotes")
    return found


def check(request: dict, bad: dict) -> dict:
    out = handle(request)
    # the rules op's own texts are checked from the records below
    for path, lang, text in texts(out, leave_out=("rules",)):
        found = problems(text, lang)
        if found:
            key = f"{request.get('game')} {request.get('op')} {path}"
            bad.setdefault(key, (found, text, json.dumps(request, ensure_ascii=False)[:160]))
    return out


def simulated(game: str, n: int, seed: int) -> list[dict]:
    dealer = games.GAMES[game].dealer
    sizes = games.GAMES[game].players
    variants = [{}] + [{o.name: c} for o in games.options(game) for c in o.choices if c != o.default]
    out = []
    for i, deal_seed in enumerate(dealer.seeds(seed, n)):
        record, _ = dealer.play_deal(deal_seed, dict(variants[i % len(variants)]), sizes[i % len(sizes)])
        out.append(record)
    return out


def broken_versions(record: dict, rng: random.Random) -> list[dict]:
    """The record cut short, and broken at one step: a play out of turn, a pass by the leader,
    cards not held, a play that does not beat the table, a step without cards."""
    plays = record["plays"]
    out = []
    k = rng.randrange(1, len(plays))
    out.append({**record, "plays": plays[:k]})
    players = len(record["hands"])
    step = plays[k]
    out.append({**record, "plays": plays[:k] + [{**step, "seat": (step["seat"] + 1) % players}]})
    out.append({**record, "plays": plays[:k] + [{"seat": step["seat"], "cards": "S3 S3 S3 S3 S3"}]})
    out.append({**record, "plays": plays[:k] + [{"seat": step["seat"]}]})
    out.append({**record, "plays": [{"seat": plays[0]["seat"], "pass": True}]})
    # a second play on the same table, or a lone low card against whatever is on it
    lead = next((i for i in range(1, len(plays)) if "cards" in plays[i] and "cards" in plays[i - 1]), None)
    if lead is not None:
        out.append({**record, "plays": plays[:lead] + [{**plays[lead], "cards": plays[lead - 1]["cards"]}]})
    hand_of = record["hands"][str(step["seat"])].split()
    out.append({**record, "plays": plays[:k] + [{"seat": step["seat"], "cards": hand_of[0] + " " + hand_of[-1]}]})
    return out


def setup_breaks(game: str, record: dict) -> list[dict]:
    """The same deal with its setup broken (bids, calls, a card that cannot be called)."""
    if game == "wakeng":
        return [{**record, "bids": [2, 1]}, {**record, "bids": ["x"]}, {**record, "bids": []}]
    if game == "mingan":
        return [{**record, "calls": ["maybe"]}, {**record, "calls": []},
                {**record, "blind_partner": True, "calls": ["seen"]},
                {**record, "partner_card": "S3" if "S3" not in record["hands"][str(record["first"])] else "H3"}]
    return [{**record, "call": "S5"}, {**record, "call": "RJ"}, {**record, "hou": 2},
            {**record, "call": "S5 H5"}]


def requests():
    for _, req, _ in all_examples():
        if req.get("game") in GAMES:
            yield req
    for game in GAMES:
        for rule in games.rules(game):
            for example in rule.examples:
                yield {**example, "game": game}
    for path in sorted(SAMPLES.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        yield {"op": "replay", "game": record["game"], "deal": record}
    rng = random.Random(12)
    for game in GAMES:
        for i, record in enumerate(simulated(game, 120, 7)):
            yield {"op": "replay", "game": game, "deal": record}
            if i % 3 == 0:
                for broken in broken_versions(record, rng):
                    yield {"op": "replay", "game": game, "deal": broken}
            if i % 20 == 0:
                for broken in setup_breaks(game, copy.deepcopy(record)):
                    yield {"op": "replay", "game": game, "deal": broken}


REFUSED = [
    {"op": "classify", "game": "wakeng", "cards": "S4 H5"},
    {"op": "classify", "game": "mingan", "cards": "RJ BJ S3"},
    {"op": "classify", "game": "wushik", "cards": "RJ S5 H10"},
    {"op": "classify", "game": "wushik", "cards": "S3 S4"},
    {"op": "beats", "game": "wakeng", "previous": "S4", "play": "S5 H5"},
    {"op": "beats", "game": "mingan", "previous": "S4 H4 C4 D4", "play": "S5"},
    {"op": "beats", "game": "mingan", "previous": "S3", "play": "S4", "previous_as": {"kind": "pair"}},
    {"op": "beats", "game": "wushik", "previous": "S4 H4", "play": "S6"},
    {"op": "beats", "game": "wushik", "previous": "S4 H4", "play": "S6 RJ", "play_as": {"kind": "pair", "rank": "9"}},
    {"op": "beats", "game": "wushik", "previous": "S4 H4", "play": "S6 RJ", "play_as": {"kind": "x"}},
    {"op": "beats", "game": "wushik", "previous": "S4 H4", "play": "S6 RJ", "play_as": {"kind": "pair", "rank": "Z"}},
    {"op": "answers", "game": "wakeng", "hand": "S4 S5", "previous": "S4 H5"},
    {"op": "answers", "game": "mingan", "hand": "S4 S5", "previous": "S9 H5"},
    {"op": "answers", "game": "wushik", "hand": "S4 S5", "previous": "S9 H5"},
    {"op": "bid", "game": "wakeng", "players": 3, "opener": 0, "bids": [2], "proposed": "x"},
    {"op": "bid", "game": "wakeng", "players": 3, "opener": 0, "bids": [2, "pass", "pass"], "proposed": 3},
    {"op": "bid", "game": "mingan", "players": 5, "first": 0, "calls": ["pass"], "proposed": "maybe"},
    {"op": "bid", "game": "mingan", "players": 5, "first": 0, "calls": ["seen"], "proposed": "pass"},
    {"op": "bid", "game": "mingan", "players": 5, "first": 1, "calls": ["pass", "blind"]},
    {"op": "bid", "game": "wushik", "banker": 0, "hand": "S3 S3 H4", "call": "S3"},
    {"op": "bid", "game": "wushik", "banker": 0, "hand": "S3 H5"},
    {"op": "answers", "game": "mingan", "hand": "S3 H4", "previous": "S2"},
    {"op": "answers", "game": "mingan", "hand": "S3 RJ", "previous": "S2"},
    {"op": "answers", "game": "wakeng", "hand": "S3"},
    {"op": "bid", "game": "wushik", "banker": 0, "hand": "S3 H4", "call": "S5"},
    {"op": "bid", "game": "wushik", "banker": 0, "hand": "S3 H4", "call": "C9"},
    {"op": "bid", "game": "wushik", "banker": 0, "hand": "S3 H4", "call": "S3", "started": True},
    {"op": "bid", "game": "wushik", "banker": 0, "hou": [2, 3, 1]},
    {"op": "bid", "game": "wushik", "banker": 0, "hou": [2], "started": True},
    {"op": "bid", "game": "wushik", "banker": 0, "hou": []},
    {"op": "bid", "game": "wushik", "banker": 0, "call": "S3"},
    {"op": "bid", "game": "wushik", "banker": 0, "hand": "S3", "call": "S3 S4"},
    {"op": "partner", "game": "mingan", "players": 5, "landlord": 0, "card": "S3 S4",
     "hands": {"0": "S3", "1": "S3"}},
    {"op": "partner", "game": "mingan", "players": 5, "landlord": 0, "card": "S4", "hands": {"0": "S3", "1": "S3"}},
    {"op": "partner", "game": "mingan", "players": 5, "landlord": 0, "card": "S3", "hands": {"0": "S3"}},
    {"op": "partner", "game": "mingan", "players": 5, "landlord": 0, "card": "S3", "hands": {"0": "S3 S3"}},
    {"op": "settle", "game": "mingan", "players": 5, "landlord": 0, "partner": 0, "first_out": 1},
    {"op": "settle", "game": "mingan", "players": 5, "landlord": 0, "partner": 1, "first_out": 1,
     "bombs": ["S3 S4"]},
    {"op": "settle", "game": "mingan", "players": 5, "landlord": 0, "partner": 1, "first_out": 3,
     "call": "blind", "blind_partner": True, "bombs": ["S3 H3 C3 D3", "RJ BJ"],
     "options": {"fan": "linear", "loser_pays": "landlord"}},
    {"op": "settle", "game": "wakeng", "players": 4, "digger": 0, "bid": 2, "first_out": 2},
    {"op": "settle", "game": "wushik", "mode": "partner", "banker": 0, "partner": 0, "order": [1, 2]},
    {"op": "settle", "game": "wushik", "mode": "partner", "banker": 0, "partner": 2, "order": [1]},
    {"op": "settle", "game": "wushik", "mode": "partner", "banker": 0, "partner": 2, "order": [1, 2, 0],
     "points": {"0": 300}},
    {"op": "settle", "game": "wushik", "mode": "partner", "banker": 0, "partner": 2, "order": [1, 0, 2],
     "points": {"0": 100, "1": 50}},
    {"op": "settle", "game": "wushik", "mode": "partner", "banker": 0, "partner": 2, "order": [1, 0, 2],
     "points": {"0": 100, "1": 50}, "in_hand": 10},
    {"op": "settle", "game": "wushik", "mode": "partner", "banker": 0, "partner": 2, "order": [1, 3],
     "points": {"0": 7}},
    {"op": "settle", "game": "wushik", "mode": "partner", "banker": 0, "partner": 2, "order": [1, 3],
     "points": "x"},
    {"op": "settle", "game": "wushik", "mode": "partner", "banker": 0, "partner": 2, "order": [1, 3],
     "points": {"0": 0}, "bombs": ["S3 S4"]},
    {"op": "settle", "game": "wushik", "mode": "partner", "banker": 0, "partner": 2, "order": [0, 2],
     "points": {"0": 0, "1": 200}, "bombs": ["S5 S10 SK", "S5 H10 SK", "S3 H3 C3 D3"],
     "options": {"bomb_stack": "add", "chuai_vs_fenku": "fenku"}},
    {"op": "settle", "game": "wushik", "mode": "hou", "banker": 0, "solo": 3, "order": [3]},
    {"op": "settle", "game": "wushik", "mode": "anjiao", "banker": 1, "order": [2]},
    {"op": "timeout", "game": "wakeng", "phase": "play", "hand": "S3 H4", "previous": "S5"},
    {"op": "level", "game": "wakeng", "points": 30000},
    {"op": "replay", "game": "wakeng", "deal": {"game": "mingan"}},
    {"op": "replay", "game": "wakeng", "deal": {"players": 3, "hands": {"0": "S3"}, "kitty": ""}},
]


def test_every_answer_speaks_in_words():
    bad: dict = {}
    for request in [*requests(), *REFUSED]:
        check(request, bad)
    assert not bad, "\n".join(f"{k}: {v}" for k, v in list(bad.items())[:40]) + f"\n({len(bad)} in all)"


@pytest.mark.parametrize("game", GAMES)
def test_rules_and_options_speak_in_words(game):
    bad = []
    for rule in games.rules(game):
        for field in ("title", "text", "question", "reading", "why"):
            for lang in ("zh", "en"):
                text = getattr(rule, f"{field}_{lang}")
                bad += [(rule.id, field, lang, p, text) for p in problems(text, lang)]
    for option in games.options(game):
        codes = [str(c) for c in option.choices] + ["true", "false", option.name]
        for lang in ("zh", "en"):
            text = getattr(option, lang)
            bad += [(option.name, lang, p, text) for p in problems(text, lang)]
            # a choice is said in words, never by its code ("opener = …", "false = yes")
            bad += [(option.name, lang, f"choice code {c!r}", text) for c in codes
                    if re.search(rf"(?<![\w-]){re.escape(c)}(?![\w-])\s*(=|：|:)", text)
                    or re.search(rf"\b{re.escape(c)}\b", text) and ("_" in c or c in ("true", "false"))]
    assert not bad, "\n".join(map(str, bad[:40])) + f"\n({len(bad)} in all)"


def test_a_play_is_named_by_its_kind_label():
    """One name for each kind: every play step's words carry the label of its reading's kind."""
    bad = []
    for path in sorted(SAMPLES.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        out = handle({"op": "replay", "game": record["game"], "deal": record})
        for step in out["steps"]:
            if step["step"] != "play":
                continue
            for lang in ("zh", "en"):
                name = labels.label("kind", step["as"]["kind"], lang)
                if name not in step["explain"][lang]:
                    bad.append((path.name, lang, name, step["explain"][lang]))
    assert not bad, bad[:10]


def test_a_replay_counts_what_the_reader_sees():
    """A complete replay's words count its rounds (the replayer's frames) and its plays and
    passes, each as many as the steps show."""
    for path in sorted(SAMPLES.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        out = handle({"op": "replay", "game": record["game"], "deal": record})
        moves = [s for s in out["steps"] if s["step"] in ("play", "pass")]
        rounds = sum(1 for s in moves if "round" in s)
        plays = sum(1 for s in moves if s["step"] == "play")
        passes = len(moves) - plays
        assert f"{rounds} 轮" in out["explain"]["zh"], out["explain"]["zh"]
        assert f"{rounds} round" in out["explain"]["en"], out["explain"]["en"]
        assert f"{plays} 手" in out["explain"]["zh"] and f"{plays} play" in out["explain"]["en"], out["explain"]
        if passes:
            assert f"{passes} 次" in out["explain"]["zh"] and f"{passes} pass" in out["explain"]["en"]


@pytest.mark.parametrize("game", GAMES)
def test_a_shape_rule_is_titled_by_its_kind_label(game):
    """挖坑 and 明暗斗地主 name their shape rules ``<game>.shapes.<kind>``, 五十K ``wushik.<kind>``."""
    for rule in games.rules(game):
        kind = rule.id.rsplit(".", 1)[1]
        if ".shapes." in rule.id or (game == "wushik" and rule.id.count(".") == 1
                                     and kind in labels.LABELS["kind"]):
            assert rule.title_zh.startswith(labels.label("kind", kind, "zh")), rule.id
            assert rule.title_en.lower().startswith(labels.label("kind", kind, "en").lower()), rule.id
