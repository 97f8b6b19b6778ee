"""House rules on the page (issue 12, point 2): the switches a widget offers come from the
engine's rules op, an example run with a non-default option shows its badge in words, and the
rulings pages speak of an option by its title and its choices' words, never its name."""

from __future__ import annotations

import re
from html import unescape

import pytest

from engine import games
from engine.api import handle
from widgets.build import house_rules
from widgets.build.fences import example_fence, rulebook_fence
from widgets.build.replay_fence import replay_fence


def switch_names(html: str) -> list[str]:
    return re.findall(r'<select data-option="(\w+)"', html)


def visible(html: str) -> str:
    """The text a reader sees: tags, attributes and code elements left out."""
    html = re.sub(r"<code>.*?</code>|<script.*?</script>", "", html, flags=re.S)
    return unescape(re.sub(r"<[^>]+>", " ", html))


def test_a_widget_offers_exactly_the_options_that_can_change_its_op(lang):
    html = example_fence('op: classify\ngame: zhaopengyou\ntrump: {rank: "5", suit: S}\n'
                         "cards: D4 D4 D6 D6\nexpect: {shape: tractor}\n", "paili", "paili", {}, None)
    want = [o["name"] for o in handle({"op": "rules", "game": "zhaopengyou"})["options"] if "classify" in o["ops"]]
    assert switch_names(html) == want and "tractor_min_pairs" in want and "break_triple" not in want
    assert '<details class="pl-house-rules">' in html  # folded: the example runs with none
    title = "拖拉机最少几对" if lang == "zh" else "Pairs in a tractor"
    assert title in html
    # each switch links to its ruling's entry, by the ruling's title
    rule = next(r for r in handle({"op": "rules", "game": "zhaopengyou"})["rules"]
                if r["id"] == "zhaopengyou.ruling.tractor_length")
    assert re.search(r'<a class="pl-ruling-link" href="[^"]*rulebook/#zhaopengyou\.ruling\.tractor_length">'
                     + re.escape(rule["title"][lang]) + "</a>", html)
    assert "tractor_min_pairs" not in visible(html)


def test_a_non_default_example_shows_its_badge_and_its_switch_set(lang):
    html = example_fence('op: classify\ngame: zhaopengyou\ntrump: {rank: "5", suit: S}\n'
                         "cards: D4 D4 D6 D6\noptions: {tractor_min_pairs: 3}\nexpect: {shape: throw}\n",
                         "paili", "paili", {}, None)
    badge = "房规：拖拉机至少三对" if lang == "zh" else "House rule: a tractor needs 3 pairs"
    assert re.search(r'<ul class="pl-badges"><li data-option="tractor_min_pairs"><a href="[^"]+">'
                     + re.escape(badge) + "</a></li></ul>", html)
    assert '<details class="pl-house-rules" open>' in html
    assert re.search(r'<option value="3" data-badge="[^"]+" selected>', html)
    assert 'data-fixed="{}"' in html


def test_an_example_without_a_widget_shows_its_badge_too(lang):
    html = example_fence("op: level\ngame: wakeng\npoints: 120\nexpect: {}\n", "paili", "paili", {}, None)
    assert "pl-badges" not in html  # no house rule, no badge


@pytest.mark.parametrize("game", list(games.GAMES))
def test_rulings_pages_badge_every_example_run_with_a_house_rule(game, lang):
    html = rulebook_fence(f"game: {game}\nshow: rulings", "paili-rulebook", "", {}, None)
    answer = handle({"op": "rules", "game": game})
    for rule in (r for r in answer["rules"] if r["ruling"]):
        entry = html.split(f'id="{rule["id"]}"', 1)[1].split('<section class="pl-rule-entry"', 1)[0]
        examples = entry.split('<div class="pl-example">')[1:]
        assert len(examples) == len(rule["examples"])
        for example, request in zip(examples, rule["examples"]):
            for option, text in house_rules.badges(game, request.get("options"), lang):
                assert f">{text}</a></li>" in unescape(example), (rule["id"], option["name"])
            if not house_rules.badges(game, request.get("options"), lang):
                assert "pl-badges" not in example
        if rule.get("option"):  # the option in words: title and choices, no name
            option = next(o for o in answer["options"] if o["name"] == rule["option"])
            dt = "房规开关" if lang == "zh" else "House-rule switch"
            dd = visible(entry.split(f"<dt>{dt}</dt><dd>", 1)[1].split("</dd>", 1)[0])
            assert option["title"][lang] in dd and all(c[lang] in dd for c in option["choices"])
            assert not re.search(rf"\b{option['name']}\b", dd), dd


def test_two_examples_of_one_ruling_show_why_they_differ(lang):
    html = rulebook_fence("game: zhaopengyou\nshow: rulings", "paili-rulebook", "", {}, None)
    entry = html.split('id="zhaopengyou.ruling.tractor_length"', 1)[1].split('<section class="pl-rule-entry"', 1)[0]
    examples = entry.split('<div class="pl-example">')[1:]
    with_badge = [e for e in examples if "pl-badges" in e]
    assert with_badge and len(with_badge) < len(examples)


def test_a_replay_offers_its_switches_and_badges_its_record(lang):
    html = replay_fence("sample: wushik-partner\n", "paili-replay", "", {}, None)
    names = switch_names(html)
    assert names == [o["name"] for o in handle({"op": "rules", "game": "wushik"})["options"] if "replay" in o["ops"]]
    assert '<ul class="pl-badges" hidden></ul>' in html  # the sample runs with no house rule
    edited = replay_fence('sample: wushik-partner\nedit: {"options": {"bomb_stack": add}}\n',
                          "paili-replay", "", {}, None)
    badge = "房规：几个炸弹的倍数相加" if lang == "zh" else "House rule: bombs' multipliers add up"
    assert f">{badge}</a></li>" in unescape(edited)
    assert re.search(r'<select data-option="bomb_stack"[^>]*>.*?<option value="&quot;add&quot;"[^>]*selected>',
                     edited, re.S)
