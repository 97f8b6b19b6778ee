"""MkDocs hooks (registered in mkdocs.yml, before ``hooks.py``): search per language.

- ``on_page_markdown``: pages written for maintainers and programmers (the API page, the
  maintainers page) rank below the game pages for game words (``search.boost``).
- ``on_page_content``: the widgets (every ``<pl-…>`` element, the rulebook's worked
  examples) are marked ``data-search-exclude``, so the index holds the prose only, not the
  controls' labels and menus nor the prerendered verdicts. Material's search plugin drops
  the marks from the page after indexing.
- ``on_post_build``: one index holding both languages is written (Material's, rebuilt by
  static-i18n); each entry gains the pinyin and the other names of the terms it holds (the
  glossary's list, ``glossary.yml``: ``shuaipai`` finds 甩牌), a game page's title carries the
  game's name (「挖坑 · 常见争论」, not 「常见争论」 alone), and it becomes
  ``search/search_index.zh.json`` and ``search/search_index.en.json`` (each page in its
  own language only; the English one without the Chinese word splitter), and the mixed
  one is removed.

The page asks for its own language's index only when the reader opens search:
``overrides/main.html`` holds that script.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from mkdocs.plugins import event_priority

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # hooks are loaded by path; make the project importable
    sys.path.insert(0, str(ROOT))

from widgets.build import glossary  # noqa: E402

LANGS = ("zh", "en")
# Pages for maintainers and programmers: below the game pages for the same words.
BOOST = {"reference/api": 0.1, "maintainers": 0.1}   # a page, or every page in a folder

_WIDGET = re.compile(r'<(pl-[a-z-]+|div class="pl-example")(?=[\s>])')


def _stem(src_uri: str) -> str:
    """``reference/api.en.md`` → ``reference/api``."""
    stem = src_uri.rsplit(".md", 1)[0]
    for lang in LANGS:
        stem = stem.removesuffix("." + lang)
    return stem


def on_page_markdown(markdown, page, config, files):
    stem = _stem(page.file.src_uri)
    boost = next((b for key, b in BOOST.items() if stem == key or stem.startswith(key + "/")), None)
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


_GAME_PAGE = re.compile(r"^(?:en/)?games/([a-z]+)/")
_TAG = re.compile(r"<[^>]+>")


def titled(title: str, location: str) -> str:
    """A game page's own entry (not one of its sections) is titled with the game's name."""
    m = _GAME_PAGE.match(location)
    games = glossary.data()["games"]
    if not m or "#" in location or m[1] not in games:
        return title
    name = games[m[1]]["title"][language_of(location)]
    plain = _TAG.sub("", title).replace("\u200b", "")
    return title if name in plain else f"{name} · {title}"


def with_terms(doc: dict) -> dict:
    """One entry of the index, its title carrying the game's name and its text followed by the
    pinyin and the other names of the glossary's terms it holds."""
    lang = language_of(doc["location"])
    plain = _TAG.sub(" ", doc.get("title", "") + " " + doc.get("text", "")).replace("\u200b", "")
    words = glossary.search_words(plain, lang)
    out = dict(doc, title=titled(doc.get("title", ""), doc["location"]))
    if words:
        out["text"] = f"{doc['text']} <span hidden> {words} </span>"
    return out


def split_index(index: dict) -> dict[str, dict]:
    """One index (both languages) → one per language, each with its own languages' config."""
    out = {}
    for lang in LANGS:
        config = dict(index["config"])
        if lang == "en":
            config["lang"] = ["en"]
        out[lang] = {"config": config,
                     "docs": [with_terms(d) for d in index["docs"] if language_of(d["location"]) == lang]}
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
