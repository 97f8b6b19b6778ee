"""The site's ``_headers`` file: the Content-Security-Policy as a response header.

A ``<meta>`` policy (``hooks.csp``, first in every page's head) binds the page but never
reaches a worker: a worker takes its policy from its own script's response headers. So the
build also writes ``_headers`` at the site root, the format Netlify and Cloudflare Pages
read (a path pattern, then its headers indented), with one rule for every path: the same
``hooks.csp`` policy, made from every page of the site at once (all the pages' inline
scripts and handlers, by hash: a page then obeys both this header and its own stricter
``<meta>``). ``widgets/serve.py`` honours the file the same way, so the tests and the bench
see what such a host sends. A host that sends no headers (GitHub Pages) leaves the workers
without a policy: maintainers page, decision 14.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

NAME = "_headers"


def policy(site: Path, csp: Callable[[str], str]) -> str:
    """``csp`` over every built page at once: one policy every page and worker can carry."""
    pages = sorted(site.rglob("*.html"))
    return csp("".join(path.read_text(encoding="utf-8") for path in pages))


def text(site: Path, csp: Callable[[str], str]) -> str:
    return f"/*\n  Content-Security-Policy: {policy(site, csp)}\n"


def write(site: Path, csp: Callable[[str], str]) -> None:
    """Write ``_headers`` (after every language's pages are built: the last call sees all)."""
    (site / NAME).write_text(text(site, csp), encoding="utf-8")


def parse(source: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """``_headers`` read back: [(path pattern, [(name, value), …]), …]. Lines starting with
    ``#`` are comments; a pattern starts at the first column, its headers are indented."""
    rules: list[tuple[str, list[tuple[str, str]]]] = []
    for line in source.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            rules.append((line.strip(), []))
        elif rules and ":" in line:
            name, value = line.strip().split(":", 1)
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def matches(pattern: str, path: str) -> bool:
    """A ``_headers`` path pattern against a URL path: ``*`` matches any run of characters
    (Netlify's splat); anything else literally."""
    parts = pattern.split("*")
    if len(parts) == 1:
        return path == pattern
    if not path.startswith(parts[0]) or not path.endswith(parts[-1]):
        return False
    at = len(parts[0])
    for part in parts[1:-1]:
        found = path.find(part, at)
        if found < 0:
            return False
        at = found + len(part)
    return at <= len(path) - len(parts[-1])
