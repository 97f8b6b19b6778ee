"""The worked-example fence stops the build when the engine disagrees or anything breaks."""

from __future__ import annotations

import pytest

from widgets.build.fences import ExampleError, example_fence, rulebook_fence
from widgets.build.page import PageInfo, set_current


@pytest.fixture(autouse=True)
def english_page():
    set_current(PageInfo(src="test.en.md", lang="en", root="../"))
    yield
    set_current(PageInfo())


def fence(body: str) -> str:
    return example_fence(body, "paili", "paili", {}, None)


def test_a_matching_example_renders_the_verdict_and_its_cards():
    html = fence('op: classify\ngame: zhaopengyou\ntrump: {rank: "5", suit: S}\n'
                 'cards: D4 D4 D6 D6\nexpect: {shape: tractor}\n')
    assert "<pl-shape-check" in html and 'data-shape="tractor"' in html
    assert 'href="../en/games/zhaopengyou/rulebook/#' in html


@pytest.mark.parametrize("body", [
    'op: classify\ngame: zhaopengyou\ntrump: {rank: "5", suit: S}\ncards: D4 D4 D6 D6\nexpect: {shape: pair}\n',
    'op: parse\ncards: S10\nexpect: {error: bad_cards}\n',
    'op: parse\ncards: S10\n',                      # no expectation stated
    'op: [unclosed\n',                              # not YAML
])
def test_a_wrong_or_broken_example_stops_the_build(body):
    with pytest.raises(ExampleError):
        fence(body)


def test_rulebook_fence_rejects_an_unknown_game_and_a_bad_show():
    with pytest.raises(ExampleError):
        rulebook_fence("game: bridge", "paili-rulebook", "", {}, None)
    with pytest.raises(ExampleError):
        rulebook_fence("game: wakeng\nshow: some", "paili-rulebook", "", {}, None)
