"""MkDocs hook (registered in mkdocs.yml): a common-arguments page opens with its questions.

An arguments page is a long run of questions, each a heading with its answer and a live
example (找朋友's is about 25,000 px tall at phone width), and Material's page contents sit in
a drawer on a phone. ``on_page_content`` puts the list of the page's questions, each a link
to its answer, before the first heading: grouped under their section where the page has
sections (h2 sections, h3 questions), else one list (h2 questions). The list is left out of
the search index (``data-search-exclude``): each question is indexed once, as its heading.
On an English page the list leaves out a heading's Chinese in brackets ("the next player
(下家)" is listed as "the next player"): the heading gives it, once (decision 47).
"""

from __future__ import annotations

import re
from html import escape

WORDS = {"zh": "本页的问题", "en": "Questions on this page"}
BRACKETED_CHINESE = re.compile(r"\s*\([^()]*[\u3400-\u9fff][^()]*\)")


def is_arguments_page(src_uri: str) -> bool:
    return src_uri.rsplit("/", 1)[-1].split(".")[0] == "arguments"


def _links(items, lang: str) -> str:
    return "".join(f'<li><a href="{escape(item.url)}">{_title(item, lang)}</a></li>' for item in items)


def _title(item, lang: str) -> str:
    return BRACKETED_CHINESE.sub("", item.title) if lang == "en" else item.title


def questions_html(toc, lang: str) -> str:
    """The questions of a page's contents (``page.toc``) as a list of links, or ``""``."""
    items = list(toc)
    if items and items[0].level == 1:
        items = list(items[0].children)
    if not items:
        return ""
    if any(item.children for item in items):
        body = "".join(f"<li>{_title(item, lang)}<ul>{_links(item.children, lang)}</ul></li>" if item.children
                       else _links([item], lang) for item in items)
    else:
        body = _links(items, lang)
    return (f'<nav class="pl-questions" data-search-exclude aria-label="{WORDS[lang]}">'
            f"<p><strong>{WORDS[lang]}</strong></p><ul>{body}</ul></nav>\n")


def on_page_content(html, page, config, files):
    if not is_arguments_page(page.file.src_uri) or page.toc is None:
        return html
    lang = "en" if page.file.src_uri.endswith(".en.md") else "zh"
    listing = questions_html(page.toc, lang)
    at = html.find("<h2")
    if not listing or at < 0:
        return html
    return html[:at] + listing + html[at:]
