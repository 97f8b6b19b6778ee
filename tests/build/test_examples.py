"""Every worked example in the Markdown holds against the engine, in both languages alike."""

from __future__ import annotations

import pytest

from engine.api import handle
from widgets.build.fences import mismatches

from tests.build.examples import DOCS, all_examples, examples_of, pages

EXAMPLES = all_examples()


@pytest.mark.parametrize("page, request_, expect", EXAMPLES,
                         ids=[f"{p}:{i}" for i, (p, _, _) in enumerate(EXAMPLES)])
def test_worked_example_matches_the_engine(page, request_, expect):
    assert mismatches(handle(request_), expect) == []


def test_there_are_worked_examples():
    assert len(EXAMPLES) >= 8


def test_every_page_has_both_languages_with_the_same_examples():
    chinese = [p for p in pages() if not p.name.endswith(".en.md")]
    for zh in chinese:
        en = zh.with_name(zh.name[:-3] + ".en.md")
        assert en.exists(), f"no English twin for {zh.relative_to(DOCS)}"
        assert examples_of(zh) == examples_of(en), f"examples differ: {zh.relative_to(DOCS)}"
    for en in pages():
        if en.name.endswith(".en.md"):
            assert en.with_name(en.name[:-6] + ".md").exists(), f"no Chinese twin for {en}"
