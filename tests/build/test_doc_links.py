"""Every link to a place on a page of the built site lands on it: for each ``href`` with a
fragment (a rule cited by its title, a common argument linked from the home page, a heading),
the page it names exists and holds an element with that id.

MkDocs checks such anchors only against the Markdown's own headings, so it cannot see the
ids the fences write (each rule's entry in a rule index, each ruling); this test reads the
HTML as a reader's browser gets it, both languages, and so also catches a rule id that was
renamed in the engine while a page still links to the old one.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

HREF = re.compile(r'<a\b[^>]*?\shref="([^"]*#[^"]+)"')
ID = re.compile(r'\sid="([^"]+)"')


def _page_of(site: Path, url: str) -> Path | None:
    """The HTML file the site serves at ``url`` (a path below the site's root)."""
    path = site / url.lstrip("/")
    for candidate in (path / "index.html", path) if not url.endswith(".html") else (path,):
        if candidate.is_file():
            return candidate
    return None


def test_every_fragment_link_lands(built_site):
    ids: dict[Path, set[str]] = {}
    broken, checked = [], 0
    for page in sorted(built_site.rglob("*.html")):
        rel = page.relative_to(built_site).as_posix()
        if rel.startswith(("assets/", "search/")):
            continue
        here = "/" + rel.removesuffix("index.html")
        html = page.read_text(encoding="utf-8")
        for href in HREF.findall(html):
            target = urlsplit(href)
            if target.scheme or target.netloc or target.fragment.startswith("pl="):
                continue  # another site, or a widget's share state (not an anchor)
            url = urljoin(here, target.path) if target.path else here
            found = _page_of(built_site, unquote(url))
            if found is None:
                broken.append(f"{rel}: {href} (no such page)")
                continue
            if found not in ids:
                ids[found] = set(ID.findall(found.read_text(encoding="utf-8")))
            checked += 1
            if unquote(target.fragment) not in ids[found]:
                broken.append(f"{rel}: {href}")
    assert checked > 500, f"only {checked} fragment links found: is the site built?"
    assert broken == [], f"{len(broken)} links to a place that is not there:\n" + "\n".join(sorted(set(broken)))
