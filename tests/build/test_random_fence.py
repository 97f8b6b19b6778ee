"""The ``paili-random`` fence: "deal a random game" on each game's replay page — a sentence
and a button (the table sizes where a game has two), an empty replayer for the element to
fill, and, without scripts, words saying dealing needs them. Anything else stops the build."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from engine import games
from widgets.build.fences import ExampleError
from widgets.build.random_fence import WORDS, random_fence

ROOT = Path(__file__).resolve().parents[2]
PAGE = "replay"  # the page the fences are drawn on (tests/build/conftest.py)


def fence(body: str) -> str:
    return random_fence(body, "paili-random", "paili-random", {}, None)


class Text(HTMLParser):
    """The text a reader sees (a <template>'s content is not shown)."""

    def __init__(self):
        super().__init__()
        self.parts, self.hidden = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in ("template", "script"):
            self.hidden += 1

    def handle_endtag(self, tag):
        if tag in ("template", "script"):
            self.hidden -= 1

    def handle_data(self, data):
        if not self.hidden:
            self.parts.append(data)


def seen(page: str) -> str:
    parser = Text()
    parser.feed(page)
    return " ".join(parser.parts)


@pytest.mark.parametrize("game", sorted(games.GAMES))
def test_every_game_gets_a_button_and_an_empty_replayer(game, lang):
    page = fence(f"game: {game}")
    i = 0 if lang == "zh" else 1
    sizes = games.GAMES[game].players
    assert f'<pl-random-deal class="pl-widget" game="{game}" data-players="{" ".join(map(str, sizes))}">' in page
    assert WORDS["deal"][i] in page and WORDS["noscript"][i] in page
    # The button waits for the script: the controls start hidden, the no-scripts words shown.
    assert re.search(r'<div class="pl-random-controls" hidden>.*<button type="button" class="pl-random-deal">', page)
    assert '<p class="pl-random-noscript">' in page
    # Two table sizes: a choice, in words; one: none.
    options = re.findall(r'<option value="(\d+)">([^<]*)</option>', page)
    assert [int(v) for v, _ in options] == (list(sizes) if len(sizes) > 1 else [])
    for value, text in options:
        assert text == WORDS["n_players"][i].format(n=value)
    # The replayer the element fills: inside the template, the record empty, the step buttons.
    template = page.split('<template class="pl-random-replay">', 1)[1].split("</template>", 1)[0]
    assert template.startswith(f'<pl-replay class="pl-widget" game="{game}" step="0"')
    assert '<script type="application/json" class="pl-replay-record">{}</script>' in template
    assert template.count("data-go=") == 4 and '<div class="pl-replay-view"' in template
    # What a reader without scripts sees is words only: no deal, no code.
    text = seen(page)
    assert WORDS["noscript"][i] in text and "{" not in text and "_" not in text


@pytest.mark.parametrize("body, says", [
    ("game: nosuchgame", "no game"),
    ("sample: wakeng-3p", "needs exactly"),
    ("game: wakeng\nseed: 3", "needs exactly"),
    ("game: [wakeng", "not YAML"),
    ("- wakeng", "needs exactly"),
])
def test_a_wrong_fence_stops_the_build(body, says, lang):
    with pytest.raises(ExampleError, match=says):
        fence(body)


def test_every_replay_page_ends_with_the_random_deal_in_both_languages():
    for game in games.GAMES:
        for name in ("replay.md", "replay.en.md"):
            text = (ROOT / "docs/games" / game / name).read_text(encoding="utf-8").rstrip()
            assert text.endswith(f"```paili-random\ngame: {game}\n```"), f"{game}/{name}"
