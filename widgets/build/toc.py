"""MkDocs hook (registered in mkdocs.yml): headings written by a fence join the page's
table of contents.

A fence's HTML never reaches Markdown's ``toc`` extension, so its headings are missing
from the page's contents (Material's sidebar). A fence marks the headings a reader should
find there with ``class="pl-toc"`` (the rule index's topics, ``rulebook.py``);
``on_page_content`` adds them, in page order, under the page's title.
"""

from __future__ import annotations

import re

from mkdocs.structure.toc import AnchorLink

_HEADING = re.compile(r'<h(?P<level>[2-6]) class="pl-toc" id="(?P<id>[^"]+)">(?P<title>.*?)</h(?P=level)>', re.S)
_TAG = re.compile(r"<[^>]+>")


def fence_headings(html: str) -> list[AnchorLink]:
    """The ``pl-toc`` headings in ``html``, as table-of-contents entries (title without the ¶)."""
    out = []
    for m in _HEADING.finditer(html):
        title = _TAG.sub("", m["title"].split('<a class="headerlink"')[0]).strip()  # HTML, as toc's own
        out.append(AnchorLink(title, m["id"], int(m["level"])))
    return out


_ID = re.compile(r'<[a-z][^>]*?\sid="([^"]+)"')


def on_page_content(html, page, config, files):
    if page.present_anchor_ids is not None:  # ids a fence wrote: links to them are valid
        page.present_anchor_ids |= set(_ID.findall(html))
    found = fence_headings(html)
    if found and page.toc is not None:
        toc = list(page.toc)
        parent = toc[0].children if toc and toc[0].level == 1 else page.toc.items
        parent.extend(link for link in found if link.id not in {item.id for item in parent})
    return html
