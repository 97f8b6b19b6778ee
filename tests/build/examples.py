"""The worked examples of the site: every ``paili`` fence in docs/, as (page, request, expect).

Many test files walk every example (about 700 fences, both languages); each fence is read with the
build's own reader (``parse_example``, YAML) once per test run, and each caller gets its own copy."""

from __future__ import annotations

import copy
import re
from functools import cache
from pathlib import Path

from widgets.build.fences import ExampleError, parse_example

DOCS = Path(__file__).resolve().parents[2] / "docs"
FENCE = re.compile(r"^```paili\n(.*?)^```", re.S | re.M)


def pages() -> list[Path]:
    return sorted(DOCS.rglob("*.md"))


@cache
def _parsed(body: str) -> tuple[dict, dict]:
    return parse_example(body)


def request_of(body: str) -> dict | None:
    """The request of one ``paili`` fence body, as the build reads it (a copy), or None when the
    build's reader refuses the body (the build's own tests say so)."""
    try:
        return copy.deepcopy(_parsed(body)[0])
    except ExampleError:
        return None


def examples_of(page: Path) -> list[tuple[dict, dict]]:
    return [copy.deepcopy(_parsed(body)) for body in FENCE.findall(page.read_text(encoding="utf-8"))]


def all_examples() -> list[tuple[str, dict, dict]]:
    return [(str(p.relative_to(DOCS)), req, exp) for p in pages() for req, exp in examples_of(p)]
