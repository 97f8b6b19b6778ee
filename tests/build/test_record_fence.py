"""The ``paili-record`` fence: "record a deal" on each game's record page (issue 25) — the
sentence, the parts the element fills (hands, steps, seat, file), the table's choices (players,
the replay op's house-rule switches), an empty replayer in a template, and, without scripts, words
saying recording needs them. Anything else stops the build."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import games
from widgets.build import house_rules
from widgets.build.fences import ExampleError
from widgets.build.record_fence import WORDS, record_fence

from .test_random_fence import seen

ROOT = Path(__file__).resolve().parents[2]
PAGE = "record"


def fence(body: str) -> str:
    return record_fence(body, "paili-record", "paili-record", {}, None)


@pytest.mark.parametrize("game", sorted(games.GAMES))
def test_every_game_gets_the_parts_and_an_empty_replayer(game, lang):
    page = fence(f"game: {game}")
    i = 0 if lang == "zh" else 1
    sizes = games.GAMES[game].players
    assert f'<pl-record class="pl-widget" game="{game}" data-players="{" ".join(map(str, sizes))}">' in page
    assert WORDS["about"][i] in page and WORDS["noscript"][i] in page
    assert '<div class="pl-record-live" hidden>' in page            # shown by the element, not before
    for part in ("hands", "steps", "seat", "file"):
        assert f'data-part="{part}"' in page
    options = re.findall(r'<option value="(\d+)">', page)
    assert [int(v) for v in options] == (list(sizes) if len(sizes) > 1 else [])
    switches = re.findall(r'<select data-option="([^"]+)"', page)
    assert switches == [o["name"] for o in house_rules.switches_for(game, "replay")]
    template = page.split('<template class="pl-record-replay">', 1)[1].split("</template>", 1)[0]
    assert template.startswith(f'<pl-replay class="pl-widget" game="{game}" step="0"')
    text = seen(page.split('<div class="pl-record-live" hidden>', 1)[0])
    assert WORDS["noscript"][i] in text and "{" not in text and "_" not in text


@pytest.mark.parametrize("body, says", [
    ("game: nosuchgame", "no game"),
    ("game: wakeng\nseed: 3", "needs exactly"),
    ("- wakeng", "needs exactly"),
])
def test_a_wrong_fence_stops_the_build(body, says, lang):
    with pytest.raises(ExampleError, match=says):
        fence(body)


def test_every_game_has_a_record_page_in_both_languages():
    for game in games.GAMES:
        for name in ("record.md", "record.en.md"):
            text = (ROOT / "docs/games" / game / name).read_text(encoding="utf-8")
            assert f"```paili-record\ngame: {game}\n```" in text, f"{game}/{name}"
        for name in ("index.md", "index.en.md", "replay.md", "replay.en.md"):
            assert "(record.md)" in (ROOT / "docs/games" / game / name).read_text(encoding="utf-8"), f"{game}/{name}"
    for name in ("index.md", "index.en.md"):
        home = (ROOT / "docs" / name).read_text(encoding="utf-8")
        settle = home.split("{#settle}", 1)[1].split("\n## ", 1)[0]
        assert all(f"games/{game}/record.md" in settle for game in games.GAMES), name
