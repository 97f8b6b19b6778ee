"""The page being rendered, for the fences: its language and the path to the site root.

MkDocs renders one page's Markdown at a time; the hook sets this before each page.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PageInfo:
    src: str = "?"
    lang: str = "zh"
    root: str = ""      # relative path from the page to the site root, e.g. "../../"


_current = PageInfo()


def set_current(info: PageInfo) -> None:
    global _current
    _current = info


def current() -> PageInfo:
    return _current


def root_from(url: str) -> str:
    """``games/zhaopengyou/`` → ``../../``; ``""`` (home) → ``""``."""
    depth = len([p for p in url.split("/")[:-1] if p]) if url.endswith("/") else url.count("/")
    return "../" * depth
