"""Practice as a reader meets it, in real Chromium at phone width (issue 27, points 2 and 6):

- the questions the page asks of one kind and level take the next places of one cycle of seeds
  (practice-seeds.js): the build's quick seed for each place where the kind and level has a run
  (widgets/build/practice_seeds.py), else consecutive seeds, whatever other kinds come in
  between, so the engine's balance over consecutive seeds holds for the reader's own sequence;
- a grade under a house rule that decided its right answer names the house rule in the
  explanation itself, linked to its ruling (the engine's ``decided_by``, drawn by the worker's
  renderer), in both languages.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from engine.api import handle
from engine.games import GAMES
from engine.option_words import choice_words, words_of
from widgets.build import practice_seeds
from widgets.build.practice_seeds import CYCLE

from .conftest import ENGINE_TIMEOUT_MS, PAGE_MODULE
from .helpers import b64
from .test_practice import QUESTION_ID, answer_by_clicks, new_question, next_question, phone


def _seed(page) -> tuple[str, str, int]:
    q = page.locator("pl-practice .pl-drill-q")
    return q.get_attribute("data-kind"), q.get_attribute("data-level"), int(q.get_attribute("data-seed"))


def _choose(page, menu: str, value: str) -> None:
    """Choose in a menu: the page asks a question of the kind and level chosen at once."""
    before = page.evaluate(QUESTION_ID)
    page.locator(f'pl-practice select[data-practice="{menu}"]').select_option(value)
    new_question(page, before)   # the one on show may already be of that kind or level
    expect(page.locator("pl-practice .pl-drill-q")).to_have_attribute(f"data-{menu}", value, timeout=ENGINE_TIMEOUT_MS)
    expect(page.locator("pl-practice")).to_have_attribute("data-state", "live")


@pytest.mark.parametrize("lang,prefix,game,kinds", [("zh", "", "wakeng", ("beats", "reading")),
                                                    ("en", "en/", "zhaopengyou", ("shape", "winner"))])
def test_each_kind_and_level_takes_the_next_seeds_of_its_run(kept_context, base_url, lang, prefix, game, kinds):
    page, recorder = phone(kept_context, base_url)
    try:
        page.goto(f"{base_url}{prefix}games/{game}/practice/")
        expect(page.locator("pl-practice")).to_have_attribute("data-state", "prerendered")
        answer_by_clicks(page)                  # the page's own question (the build's seed, outside the run)
        _choose(page, "level", "2")             # a question of the mix at level 2
        answer_by_clicks(page)
        seen: dict[str, list[int]] = {}
        for kind in (kinds[0], kinds[1], kinds[0]):
            _choose(page, "kind", kind)         # the kind chosen, then another of it by "Next"
            for again in (False, True):
                if again:
                    next_question(page)
                k, level, seed = _seed(page)
                assert (k, level) == (kind, "2")
                seen.setdefault(kind, []).append(seed)
                answer_by_clicks(page)
        runs = practice_seeds.load()[game]
        assert [f"{k}.2" in runs for k in kinds] == [True, False]   # one of each: a run, and none
        for kind, seeds in seen.items():
            places = [s % CYCLE for s in seeds]
            assert places == [(places[0] + i) % CYCLE for i in range(len(seeds))], (kind, seeds)
            run = runs.get(f"{kind}.2")
            if run:
                assert seeds == [p + CYCLE * run[p] for p in places], (kind, seeds)
            else:
                assert seeds == list(range(seeds[0], seeds[0] + len(seeds))), (kind, seeds)
        assert len(seen[kinds[0]]) == 4 and len(seen[kinds[1]]) == 2
    finally:
        page.close()
    assert recorder.errors == [] and recorder.outside() == []


def test_after_its_run_a_kind_goes_on_with_consecutive_seeds_in_the_same_turn(kept_context, base_url):
    """The page's own seed bookkeeping (practice-seeds.js, run in the page): a kind with a run takes
    its 60 seeds from the reader's place, then consecutive seeds whose places go on in turn; a kind
    without one, and a run that cannot be read, take consecutive seeds from the same start."""
    page, recorder = phone(kept_context, base_url)
    try:
        page.goto(f"{base_url}games/zhaopengyou/practice/")
        got = page.evaluate("""async () => {
            const { SeedRun, CYCLE } = await """ + PAGE_MODULE + """;
            const run = { "levels.2": Array.from({ length: CYCLE }, (_, i) => i % 7), "kitty.2": [1, 2] };
            const seeds = new SeedRun(run), take = (kind, level, n) => Array.from({ length: n }, () => {
                const seed = seeds.next(kind, level);
                seeds.shown({ seed, kind, level });
                return seed;
            });
            return { cycle: CYCLE, run: run["levels.2"], levels: take("levels", 2, 130),
                     shape: take("shape", 2, 3), short: take("kitty", 2, 3) };
        }""")
    finally:
        page.close()
    assert recorder.errors == [] and recorder.outside() == []
    cycle, run, levels, shape = got["cycle"], got["run"], got["levels"], got["shape"]
    start = shape[0]                            # a kind without a run: consecutive from the start
    assert shape == [start, start + 1, start + 2] and got["short"] == shape
    assert levels[:cycle] == [(start + u) % cycle + cycle * run[(start + u) % cycle] for u in range(cycle)]
    assert levels[cycle:] == [start + u for u in range(cycle, 130)]
    assert [s % cycle for s in levels] == [(start + u) % cycle for u in range(130)]


@pytest.mark.parametrize("lang,prefix", [("zh", ""), ("en", "en/")])
def test_a_grade_decided_by_a_house_rule_names_it_with_a_link(kept_context, base_url, lang, prefix):
    game, kind, level, seed, options = "zhaopengyou", "levels", 3, 0, {"point_suits": "spades"}
    ask = {"op": "drill", "game": game, "kind": kind, "level": level, "seed": seed, "options": options}
    want = handle({**ask, "answer": handle(ask)["solution"]})
    assert want["decided_by"], "this question's answer is no longer decided by the house rule"
    ruling = next(o.ruling for o in GAMES[game].options() if o.name == "point_suits")
    page, recorder = phone(kept_context, base_url)
    try:
        page.goto(f"{base_url}{prefix}games/{game}/practice/#pq={seed}.{kind}.{level}.{b64(options)}")
        q = page.locator("pl-practice .pl-drill-q")
        expect(q).to_have_attribute("data-seed", str(seed), timeout=ENGINE_TIMEOUT_MS)
        page.locator("pl-practice .pl-drill-reply button[name=answer]").first.click()
        grade = page.locator("pl-practice .pl-drill-grade")
        expect(grade).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
        link = grade.locator(".pl-explain a.pl-decided[data-option=point_suits]")
        expect(link).to_have_count(1)
        i = 0 if lang == "zh" else 1
        text = link.inner_text()
        assert words_of("point_suits")["title"][i] in text and choice_words("point_suits", "spades")[i] in text
        assert link.get_attribute("href").endswith(f"/rulings/#{ruling}")
    finally:
        page.close()
    assert recorder.errors == [] and recorder.outside() == []
