"""The ``paili-match`` fence: the score sheet on each game's match page (issue 26) — the
sentence, the example evening drawn by the one renderer before any script runs (the standing,
one row per deal with its reason and rule linked, the chart as inline SVG), the parts the
element shows (start, entry, file), every field of the game's deal entry and start as taps
(never a JSON box), the match op's house-rule switches, and, without scripts, words saying
keeping score needs them. A wrong fence, or an example the engine refuses, stops the build."""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

import pytest
import yaml

from engine import games
from engine.api import handle
from widgets.build import house_rules
from widgets.build.fences import ExampleError
from widgets.build.match_fence import WORDS, match_fence
from widgets.build.match_fields import entry_fields, start_fields

from .test_random_fence import seen

ROOT = Path(__file__).resolve().parents[2]
PAGE = "match"


def fence(body: str) -> str:
    return match_fence(body, "paili-match", "paili-match", {}, None)


def page_fence(game: str, lang: str) -> str:
    """The fence's body as the game's match page writes it."""
    name = "match.md" if lang == "zh" else "match.en.md"
    text = (ROOT / "docs/games" / game / name).read_text(encoding="utf-8")
    return text.split("```paili-match\n", 1)[1].split("```", 1)[0]


@pytest.mark.parametrize("game", sorted(games.GAMES))
def test_every_game_gets_its_sheet_and_its_fields_as_taps(game, lang):
    body = page_fence(game, lang)
    page = fence(body)
    i = 0 if lang == "zh" else 1
    sizes = games.GAMES[game].players
    assert f'<pl-match class="pl-widget" game="{game}" data-players="{" ".join(map(str, sizes))}">' in page
    assert escape(WORDS["about"][i]) in page and escape(WORDS["noscript"][i]) in page
    assert '<div class="pl-match-live" hidden>' in page
    for part in ("setup", "entry", "file"):
        assert f'data-part="{part}"' in page
    live = page.split('<div class="pl-match-live" hidden>', 1)[1]
    for name, _ in entry_fields(game):
        assert f'data-field="{name}"' in live.split('data-part="entry"', 1)[1], name
    for name, _ in start_fields(game):
        assert f'data-field="{name}"' in live.split('data-part="entry"', 1)[0], name
    assert "<textarea" not in page                       # taps, never raw JSON
    assert page.count('class="pl-match-number"') == page.count('inputmode="numeric"')   # a phone's number keypad
    switches = re.findall(r'<select data-option="([^"]+)"', page)
    assert switches == [o["name"] for o in house_rules.switches_for(game, "match")]

    # the example evening, worked out at build time: what a reader sees before any script runs
    example = yaml.safe_load(body)["example"]
    answer = handle({"op": "match", "game": game, "match": {"game": game, **example}})
    assert answer["ok"] and len(answer["deals"]) == len(example["deals"]) >= 3
    sheet = page.split('<div class="pl-match-sheet" aria-live="polite">', 1)[1].split('<div class="pl-match-live"', 1)[0]
    assert sheet.count('<tr class="pl-match-deal"') == len(example["deals"])
    assert sheet.count('<tr class="pl-match-why"') == len(example["deals"])
    assert "<svg" in sheet and "<polyline" in sheet and "<script" not in sheet
    assert "pl-match-edit" not in sheet                  # the example cannot be corrected
    cited = set(re.findall(r'data-rule="([^"]+)"', sheet))
    assert cited and cited <= {r for row in answer["deals"] for r in row["rules"]} | {answer["rule"]}
    assert all(f'/rulebook/#{rule}"' in sheet for rule in cited)
    text = seen(page.split('<div class="pl-match-live" hidden>', 1)[0])
    assert WORDS["noscript"][i] in text and "{" not in text


@pytest.mark.parametrize("body, says", [
    ("game: nosuchgame", "no game"),
    ("game: wakeng\nseed: 3", "unknown key"),
    ("- wakeng", "needs"),
    ("game: wakeng\nexample: {deals: [{digger: 9}]}", "refuses the example"),
])
def test_a_wrong_fence_stops_the_build(body, says, lang):
    with pytest.raises(ExampleError, match=says):
        fence(body)


def test_every_game_has_a_match_page_in_both_languages_linked_from_its_index_and_home():
    for game in games.GAMES:
        for name in ("match.md", "match.en.md"):
            text = (ROOT / "docs/games" / game / name).read_text(encoding="utf-8")
            assert f"```paili-match\ngame: {game}\n" in text, f"{game}/{name}"
        for name in ("index.md", "index.en.md"):
            assert "(match.md)" in (ROOT / "docs/games" / game / name).read_text(encoding="utf-8"), f"{game}/{name}"
    for name in ("index.md", "index.en.md"):
        home = (ROOT / "docs" / name).read_text(encoding="utf-8")
        assert all(f"games/{game}/match.md" in home for game in games.GAMES), name
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for game in games.GAMES:
        assert f"games/{game}/record.md\n          - 记一晚: games/{game}/match.md" in nav
