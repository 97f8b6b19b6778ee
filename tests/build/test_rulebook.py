"""The rule index's topics (widgets/build/rulebook.py): every rule of every game has a named
topic, and the page shows them in play order, with the contents linked to their headings."""

from __future__ import annotations

import re

import pytest

from engine.api import handle
from engine.games import GAMES
from widgets.build.rulebook import TOPICS, by_topic, contents_html, topic_of
from widgets.build.toc import fence_headings


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_has_a_topic(game):
    rules = handle({"op": "rules", "game": game})["rules"]
    assert [r["id"] for r in rules if not r["ruling"] and topic_of(r["id"]) == "other"] == []


def test_topics_are_named_in_both_languages():
    for parts, zh, en in TOPICS.values():
        assert parts and re.search(r"[\u4e00-\u9fff]", zh) and en.isascii()


def test_by_topic_keeps_play_order_and_rule_order():
    rules = [{"id": "g.levels.a"}, {"id": "g.shapes.b"}, {"id": "g.follow.c"}, {"id": "g.shapes.d"}, {"id": "g.x.e"}]
    assert [(t, [r["id"] for r in rs]) for t, rs in by_topic(rules)] == [
        ("shapes", ["g.shapes.b", "g.shapes.d"]), ("follow", ["g.follow.c"]), ("levels", ["g.levels.a"]),
        ("other", ["g.x.e"])]


def test_contents_link_each_topic_and_the_rulings():
    html = contents_html([("shapes", [{}, {}]), ("follow", [{}])], ("g-rulings", 3), "en")
    assert re.findall(r'href="#([^"]+)">([^<]+)</a> <span class="pl-count">(\d+)', html) == [
        ("topic-shapes", "Shapes", "2"), ("topic-follow", "Following", "1"), ("g-rulings", "Rulings", "3")]


def test_fence_headings_join_the_table_of_contents():
    html = ('<h2 class="pl-toc" id="topic-shapes">牌型 <a class="headerlink" href="#topic-shapes">¶</a></h2>'
            '<h3>not this</h3><h2 class="pl-toc" id="g-rulings">Rulings &amp; more</h2>')
    assert [(a.title, a.id, a.level) for a in fence_headings(html)] == [
        ("牌型", "topic-shapes", 2), ("Rulings &amp; more", "g-rulings", 2)]


def test_rulebook_ids_are_unique(built_site):
    for game in GAMES:
        for prefix in ("", "en/"):
            html = (built_site / f"{prefix}games/{game}/rulebook/index.html").read_text(encoding="utf-8")
            ids = re.findall(r'\bid="([^"]+)"', html)
            assert sorted({i for i in ids if ids.count(i) > 1}) == [], (prefix, game)
