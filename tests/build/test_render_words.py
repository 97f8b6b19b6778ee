"""The renderer draws words, never codes (issue 12, points 1 and 4): every worked example of
the site, every ruling's example and every frame of every replay on the site, in both
languages, reads as a table talks: rule titles, not ids; seats from 1; cards as chips in the
page's language; every code put into words, or the renderer stops.

What the engine writes itself (``explain``, error messages) is the engine's to keep clean
(tests/engine/*/test_words.py); the strict checks here read everything else the renderer
draws (headings, facts, chips, citations, the replay's rows and score table)."""

from __future__ import annotations

import html
import re
from functools import cache
from pathlib import Path

import pytest
import yaml

from engine import games
from engine.api import handle
from tests.build.examples import all_examples
from widgets.build.replay_fence import apply_edits, load_sample
from widgets.render.cite import rule_title, titles
from widgets.render.replay import frames, frames_html
from widgets.render.specs import spec_of
from widgets.render.verdict import request_html, step_html, verdict_html
from widgets.render.words import MissingWord, code, say, seat_word

DOCS = Path(__file__).resolve().parents[2] / "docs"
REPLAY_FENCE = re.compile(r"^```paili-replay\n(.*?)^```", re.S | re.M)
LANGS = ("zh", "en")
ROOT = "../../"

NOTATION = re.compile(r"(?<![A-Za-z0-9])[SHDC](10|[2-9JQKA])(?![A-Za-z0-9])|\b[RB]J\b")
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
DOTTED = re.compile(r"\b[a-z]{2,}(?:\.[a-z_0-9]+)+\b")   # a rule id; not "e.g."
SEAT_ZERO = re.compile(r"(座位|[Ss]eat)\s*0(?!\d)")


def visible(markup: str, *, engine_text: bool = False) -> str:
    """The text a reader sees: ``<code>`` (a bad request shown as written) and tags removed;
    without ``engine_text``, the engine's own sentences (``pl-explain``) are left out too."""
    if not engine_text:
        markup = re.sub(r'<(p|span) class="pl-explain">.*?</\1>', " ", markup, flags=re.S)
    markup = re.sub(r"<code>.*?</code>", " ", markup, flags=re.S)
    markup = re.sub(r"</?(?:span|a|strong|em)\b[^>]*>", "", markup)    # inline: no space of its own
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", markup)).split())


def leaks(text: str, lang: str) -> list[str]:
    """Everything in ``text`` that is not a reader's word."""
    found = [m.group(0) for rx in (NOTATION, SNAKE, DOTTED, SEAT_ZERO) for m in rx.finditer(text)]
    found += [rid for rid in titles() if rid in text]
    if "(s)" in text:
        found.append("(s)")
    if lang == "en":
        found += re.findall(r"大王|小王", text)
    return found


@cache
def worked_requests() -> tuple:
    """Every request the site renders a verdict for: the docs' ``paili`` fences and the
    rulings' own examples (shown on the rulings and rule-index pages)."""
    out = [(page, request) for page, request, _ in all_examples()]
    for game in games.GAMES:
        for rule in games.rules(game):
            out += [(f"{game} rule {rule.id}", {"game": game, **example}) for example in rule.examples]
    return tuple(out)


@cache
def site_replays() -> tuple:
    """Every replay on the site (its fences, edits applied) and every sample record."""
    seen, out = set(), []
    for page in sorted(DOCS.rglob("*.md")):
        for body in REPLAY_FENCE.findall(page.read_text(encoding="utf-8")):
            data = yaml.safe_load(body)
            record = apply_edits(load_sample(data["sample"]), data.get("edit") or {})
            key = (data["sample"], repr(data.get("edit")))
            if key not in seen:
                seen.add(key)
                out.append((f"{page.name}: {data['sample']}", record))
    for path in sorted(Path(DOCS.parent, "engine").glob("**/samples/*.json")):
        if (path.stem, "None") not in seen:
            out.append((path.stem, load_sample(path.stem)))
    return tuple(out)


def drawn_verdict(request: dict, lang: str) -> str:
    response = handle(request)
    return request_html(request, lang) + verdict_html(response, lang=lang, game=request.get("game"), root=ROOT,
                                                      spec=spec_of(request))


@pytest.mark.parametrize("lang", LANGS)
def test_every_worked_example_draws_words_not_codes(lang):
    bad = {}
    for page, request in worked_requests():
        found = leaks(visible(drawn_verdict(request, lang)), lang)
        if found:
            bad[f"{page} {request.get('op')} {request.get('cards', '')}"] = sorted(set(found))
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGS)
def test_every_replay_frame_draws_words_not_codes(lang):
    bad = {}
    for name, record in site_replays():
        response = handle({"op": "replay", "game": record["game"], "deal": record, "table": True})
        drawn = frames_html(record["game"], record, response, lang=lang, root=ROOT)
        assert drawn, name
        for i, frame in enumerate(drawn):
            found = leaks(visible(frame), lang)
            if found:
                bad[f"{name} frame {i + 1}"] = sorted(set(found))
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGS)
def test_a_cited_rule_shows_its_title_linked_to_its_entry(lang):
    for _, request in worked_requests():
        response = handle(request)
        if not response.get("ok"):
            continue
        drawn = verdict_html(response, lang=lang, game=request.get("game"), root=ROOT, spec=spec_of(request))
        rule = response["rule"]
        m = re.search(r'<p class="pl-rule">([^<]*)<a href="([^"]+)" data-rule="([^"]+)">([^<]+)</a></p>', drawn)
        assert m, drawn
        ruling = rule in games.all_rules() and games.all_rules()[rule].ruling
        kind = ("裁定" if lang == "zh" else "Ruling") if ruling else \
            ("规则" if lang == "zh" else "Rule")
        assert m.group(1) == kind + ("：" if lang == "zh" else ": ")
        assert m.group(2).endswith("#" + rule) and m.group(3) == rule
        assert html.unescape(m.group(4)) == rule_title(rule, lang) != rule


def test_every_rule_a_game_can_cite_has_a_title_in_both_languages():
    for rule_id, (zh, en) in titles().items():
        assert zh.strip() and en.strip() and rule_id not in (zh, en), rule_id
    # a game's overview (the ``rules`` op) is cited by the game's name, linked to the game's rules
    answer = handle({"op": "rules", "game": "wakeng"})
    drawn = verdict_html(answer, lang="en", game="wakeng", root="/")
    assert f'href="/en/games/wakeng/rulebook/#wakeng.overview"' in drawn
    assert f">{html.escape(games.GAMES['wakeng'].en)}</a>" in drawn
    assert "wakeng.md" not in visible(drawn, engine_text=True)
    # the one citation outside any game: the notation page
    drawn = verdict_html(handle({"op": "parse", "cards": "S10 RJ"}), lang="zh", game=None, root="/")
    assert '<a href="/reference/notation/#notation" data-rule="notation">牌的写法</a>' in drawn


def test_seats_are_numbered_from_1_wherever_a_reader_looks():
    trick = {"game": "zhaopengyou", "op": "trick", "trump": {"rank": "2", "suit": "S"}, "leader": 0,
             "plays": ["H5", "H9", "HA", "H3", "H4"]}
    response = handle(trick)
    assert response["winner"] == 2
    for lang, first, winner in (("zh", "座位 1", "座位 3"), ("en", "seat 1", "seat 3")):
        text = visible(drawn_verdict(trick, lang))
        assert winner in text and first in text and not SEAT_ZERO.search(text)
    drawn = drawn_verdict(trick, "en")
    assert 'data-seat="0"' in drawn           # scripts keep the data's numbering
    settle = {"game": "wakeng", "op": "settle", "players": 3, "digger": 0, "bid": 3, "first_out": 0}
    text = visible(drawn_verdict(settle, "en"))
    assert re.search(r"seat 1: 6\b", text) and re.search(r"seat 3: -3\b", text), text
    record = load_sample("wakeng-3p")
    fs = frames_html("wakeng", record, handle({"op": "replay", "game": "wakeng", "deal": record, "table": True}), lang="en", root="/")
    assert '<td class="pl-replay-corner">Seat</td>' in fs[0]
    heads = re.findall(r'<th scope="col" data-seat="(\d)">(\d)', fs[0])
    assert heads == [("0", "1"), ("1", "2"), ("2", "3")]
    rows = re.findall(r'<span class="pl-seat" data-seat="(\d)">Seat (\d)</span>', fs[1])
    assert rows and all(int(b) == int(a) + 1 for a, b in rows)
    assert seat_word("2", "zh") == "座位 3" and seat_word(0, "en") == "seat 1"


def test_jokers_are_chips_in_the_pages_language():
    request = {"op": "parse", "cards": "RJ BJ S5"}
    zh = drawn_verdict(request, "zh").split('<div class="pl-verdict-body">')[0]
    en = drawn_verdict(request, "en").split('<div class="pl-verdict-body">')[0]
    assert '<span class="pl-card pl-rj" data-card="RJ">大王</span>' in zh
    assert '<span class="pl-card pl-rj" data-card="RJ">big joker</span>' in en
    assert '<span class="pl-card pl-bj" data-card="BJ">small joker</span>' in en
    assert "王" not in visible(en)


def test_wild_cards_are_said_in_words():
    request = {"game": "wushik", "op": "classify", "cards": "S5 RJ"}
    assert "pair of 5s (big joker as 5)" in visible(drawn_verdict(request, "en"))
    assert "对子 5（大王当 5）" in visible(drawn_verdict(request, "zh"))
    assert "→" not in visible(drawn_verdict(request, "en"))
    beats = {"game": "wushik", "op": "beats", "previous": "S4 S4", "play": "S5 RJ"}
    assert "pair of 5s (big joker as 5)" in visible(drawn_verdict(beats, "en"))


def test_multiplier_steps_are_sentences_not_key_value_pairs():
    mingan = {"game": "mingan", "op": "settle", "players": 5, "landlord": 0, "partner": None, "call": "blind",
              "bombs": ["S5 S5 H5 H5 D5 D5 C5 C5"], "first_out": 0, "base": 5, "options": {"fan": "linear"}}
    text = visible(drawn_verdict(mingan, "en"))
    assert "blind call ×2 → 2" in text and "playing alone ×2" in text
    assert "bomb (8 cards, 16 fan, 16 fan in all)" in text
    assert "fan_total" not in text and "what" not in text
    zh = visible(drawn_verdict(mingan, "zh"))
    assert "闷叫 ×2 → 2" in zh and "炸弹（8 张，16 番，共 16 番）" in zh


def test_a_code_without_a_label_stops_the_renderer():
    """Never printed raw: the build renders every example, so a missing label fails it."""
    with pytest.raises(MissingWord):
        code("no_such_code", "en")
    with pytest.raises(MissingWord):
        step_html({"what": "stake", "value": 2, "surprise_key": 1}, "en")
    with pytest.raises(MissingWord):
        verdict_html({"ok": True, "shape": "no_such_shape", "explain": {"zh": "", "en": ""},
                      "rule": "zhaopengyou.shapes.pair"}, lang="en", game="zhaopengyou", root="/")
    with pytest.raises(MissingWord):
        rule_title("zhaopengyou.no_such_rule", "zh")
    assert code("10", "en") == "10" and code("A", "zh") == "A"   # ranks are themselves


def test_counts_agree_with_their_number():
    assert say("cards_n", "en", n=1) == "1 card" and say("cards_n", "en", n=3) == "3 cards"
    assert say("all", "en", n=1) == "The play list: 1 step" and say("all", "en", n=21) == "The play list: all 21 steps"
    assert say("all", "zh", n=21) == "牌谱：全部 21 步"


def test_a_broken_record_ends_on_one_failure_frame_in_both_families():
    tractor = apply_edits(load_sample("zpy_failed_throw"), {"tricks.3.2.cards": "S3"})
    climbing = apply_edits(load_sample("wakeng-3p"), {"plays.2.cards": "SK"})
    for game, record in (("zhaopengyou", tractor), ("wakeng", climbing)):
        response = handle({"op": "replay", "game": game, "deal": record, "table": True})
        last = frames(game, record, response)[-1]
        assert last["label"] == {"zh": code("broken", "zh", "step"), "en": code("broken", "en", "step")}
        assert [v["ok"] for v in last["verdicts"]] == [False]
        assert sum(bool(r.get("bad")) for r in last["rows"]) == 1
