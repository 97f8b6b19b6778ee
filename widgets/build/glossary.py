"""The site's one list of terms (``glossary.yml``, decision 39) and what is made from it.

- :func:`glossary_fence` (the ``paili-glossary`` fence): one section of the glossary pages as
  a table in the page's language; the Chinese column is marked ``lang="zh"``.
- :func:`search_words`: the pinyin and the aliases of the terms and names a text holds, which
  ``search.py`` adds to the search index (so ``shuaipai`` finds the pages about 甩牌).
- :func:`chinese_terms`: every Chinese word the list holds (terms and proper names): on an
  English page a Chinese word may appear only as one of these, in brackets after its
  English (``tests/browser/test_words_walk.py``).
"""

from __future__ import annotations

import functools
import re
from html import escape
from pathlib import Path

import markdown
import yaml

from engine.games import GAMES

DATA = Path(__file__).with_name("glossary.yml")
ALL_GAMES = tuple(GAMES)  # the registry's order
_HAN = re.compile(r"[\u3400-\u9fff]")


@functools.cache
def data() -> dict:
    return yaml.safe_load(DATA.read_text(encoding="utf-8"))


def sections() -> list[dict]:
    return data()["sections"]


def terms() -> list[dict]:
    return [term for section in sections() for term in section["terms"]]


def names() -> list[dict]:
    return data()["names"]


def chinese_terms() -> set[str]:
    """Every Chinese word of the list: the terms (their aliases too) and the proper names."""
    out = set()
    for term in terms() + names():
        out.update(term["zh"])
        out.update(term.get("aliases", ()))
    return out


def games_text(term: dict, lang: str) -> str:
    """The games column: ``全部`` / ``all``, ``除挖坑外都用`` / ``all but Wa Keng``, or a list."""
    short = data()["games"]
    ids = ALL_GAMES if term["games"] == "all" else term["games"]
    if len(ids) == len(ALL_GAMES):
        text = "全部" if lang == "zh" else "all"
    elif len(ids) == len(ALL_GAMES) - 1:
        left = next(g for g in ALL_GAMES if g not in ids)
        text = f"除{short[left]['zh']}外都用" if lang == "zh" else f"all but {short[left]['en']}"
    else:
        text = ("、" if lang == "zh" else ", ").join(short[g][lang] for g in ids)
    return text + term.get("note", {}).get(lang, "")


def _inline(text: str) -> str:
    """A cell's Markdown (code spans, emphasis) as HTML, without the paragraph around it."""
    html = markdown.markdown(text)
    return html.removeprefix("<p>").removesuffix("</p>")


def _row(term: dict, lang: str) -> str:
    zh = "、".join(escape(w) for w in term["zh"])
    en = ", ".join(escape(w) for w in term["en"])
    if term.get("code"):
        en += f" ({_inline(term['code'])})"
    cells = [f'<td lang="zh">{zh}</td>', f"<td>{en}</td>"]
    if lang == "en":
        cells.reverse()
    cells += [f"<td>{_inline(escape(term['mean'][lang]))}</td>", f"<td>{escape(games_text(term, lang))}</td>"]
    return "<tr>" + "".join(cells) + "</tr>"


HEADS = {"zh": ("中文", "English", "意思", "游戏"), "en": ("English", "Chinese", "Meaning", "Games")}


def section_table(section_id: str, lang: str) -> str:
    """One section of the glossary as a table: the page's own language first."""
    section = next((s for s in sections() if s["id"] == section_id), None)
    if section is None:
        raise ValueError(f"no glossary section {section_id!r} in {DATA.name}")
    head = "".join(f"<th>{h}</th>" for h in HEADS[lang])
    rows = "\n".join(_row(term, lang) for term in section["terms"])
    return f'<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{rows}\n</tbody>\n</table>'


def glossary_fence(src, language, class_name, options, md, **kwargs) -> str:
    """```` ```paili-glossary ```` with ``section: <id>``: that section's table."""
    from .page import current  # the page being rendered (set by hooks.py)

    spec = yaml.safe_load(src) or {}
    return section_table(spec["section"], current().lang)


@functools.cache
def _search_entries() -> tuple[tuple[tuple[str, ...], tuple[str, ...], str], ...]:
    """(words that find the entry in a text, Chinese words, its pinyin and aliases as one string)."""
    out = []
    for term in terms() + names():
        chinese = tuple(term["zh"]) + tuple(term.get("aliases", ()))
        extra = " ".join(dict.fromkeys(term.get("pinyin", []) + term.get("aliases", [])))
        out.append((tuple(term["en"]), chinese, extra))
    return tuple(out)


def search_words(text: str, lang: str) -> str:
    """The pinyin and aliases of every term ``text`` names (by its Chinese on a Chinese page,
    by its English on an English one), once each: words for the search index only."""
    found: dict[str, None] = {}
    lower = text.lower()
    for english, chinese, extra in _search_entries():
        if lang == "zh":
            hit = any(w in text for w in chinese if len(w) > 1)  # 压, 管, 番: inside too many words
        else:
            hit = any(re.search(rf"(?<![a-z]){re.escape(w.lower())}(?![a-z])", lower) for w in english)
        if hit:
            for word in extra.split():
                if lang == "zh" or not _HAN.search(word):
                    found[word] = None
    return " ".join(found)
