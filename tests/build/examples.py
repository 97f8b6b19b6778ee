"""The worked examples of the site: every ``paili`` fence in docs/, as (page, request, expect)."""

from __future__ import annotations

import re
from pathlib import Path

from widgets.build.fences import parse_example

DOCS = Path(__file__).resolve().parents[2] / "docs"
FENCE = re.compile(r"^```paili\n(.*?)^```", re.S | re.M)


def pages() -> list[Path]:
    return sorted(DOCS.rglob("*.md"))


def examples_of(page: Path) -> list[tuple[dict, dict]]:
    return [parse_example(body) for body in FENCE.findall(page.read_text(encoding="utf-8"))]


def all_examples() -> list[tuple[str, dict, dict]]:
    return [(str(p.relative_to(DOCS)), req, exp) for p in pages() for req, exp in examples_of(p)]
