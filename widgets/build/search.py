"""MkDocs hooks (registered in mkdocs.yml, before ``hooks.py``): search per language.

- ``on_page_markdown``: pages written for maintainers and programmers (the API page, the
  maintainers page) rank below the game pages for game words (``search.boost``).
- ``on_page_content``: the widgets (every ``<pl-…>`` element, the rulebook's worked
  examples) are marked ``data-search-exclude``, so the index holds the prose only, not the
  controls' labels and menus nor the prerendered verdicts. Material's search plugin drops
  the marks from the page after indexing.
- ``on_post_build``: one index holding both languages is written (Material's, rebuilt by
  static-i18n); it becomes
  ``search/search_index.zh.json`` and ``search/search_index.en.json`` (each page in its
  own language only; the English one without the Chinese word splitter), and the mixed
  one is removed.

The page asks for its own language's index only when the reader opens search:
``overrides/main.html`` holds that script.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from mkdocs.plugins import event_priority

LANGS = ("zh", "en")
# Pages for maintainers and programmers: below the game pages for the same words.
BOOST = {"reference/api": 0.1, "maintainers/index": 0.1}

_WIDGET = re.compile(r'<(pl-[a-z-]+|div class="pl-example")(?=[\s>])')


def _stem(src_uri: str) -> str:
    """``reference/api.en.md`` → ``reference/api``."""
    stem = src_uri.rsplit(".md", 1)[0]
    for lang in LANGS:
        stem = stem.removesuffix("." + lang)
    return stem


def on_page_markdown(markdown, page, config, files):
    boost = BOOST.get(_stem(page.file.src_uri))
    if boost is not None:
        page.meta.setdefault("search", {}).setdefault("boost", boost)
    return markdown


def exclude_widgets(html: str) -> str:
    """Mark every widget (and every worked example) so the search index skips it."""
    return _WIDGET.sub(lambda m: f"<{m[1]} data-search-exclude", html)


def on_page_content(html, page, config, files):
    return exclude_widgets(html)


def language_of(location: str) -> str:
    return "en" if location == "en/" or location.startswith("en/") else "zh"


def split_index(index: dict) -> dict[str, dict]:
    """One index (both languages) → one per language, each with its own languages' config."""
    out = {}
    for lang in LANGS:
        config = dict(index["config"])
        if lang == "en":
            config["lang"] = ["en"]
        out[lang] = {"config": config,
                     "docs": [d for d in index["docs"] if language_of(d["location"]) == lang]}
    return out


@event_priority(-110)
def on_post_build(config):
    """After static-i18n's post-build (priority -100), which builds English and then writes
    the index of both languages. (The service worker, written before, lists the split files;
    its version hashes the pages, from which the indexes are made.)"""
    search = Path(config.site_dir) / "search"
    mixed = search / "search_index.json"
    if not mixed.exists():
        return
    index = json.loads(mixed.read_text(encoding="utf-8"))
    for lang, part in split_index(index).items():
        (search / f"search_index.{lang}.json").write_text(
            json.dumps(part, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    mixed.unlink()
