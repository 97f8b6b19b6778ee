"""The prose of a built page as a reader reads it: the article's text, without code
(``code``, ``pre``, ``kbd``), scripts and styles, and without text marked ``lang="zh"`` (the
glossary's Chinese column). Shared by the build's tests of words on pages."""

from __future__ import annotations

from html.parser import HTMLParser

SKIPPED = {"code", "pre", "kbd", "script", "style", "template"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _Prose(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, bool]] = []  # (tag, whether its text is left out)
        self.in_article = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            return
        attrs = dict(attrs)
        self.open.append((tag, tag in SKIPPED or attrs.get("lang") == "zh"))
        self.in_article += tag == "article"

    def handle_endtag(self, tag):
        while self.open:
            closed, _ = self.open.pop()
            self.in_article -= closed == "article"
            if closed == tag:
                break

    def handle_data(self, data):
        if self.in_article and not any(skip for _, skip in self.open):
            self.parts.append(data)


def article_prose(html: str) -> str:
    """The reader's text of a page's article (see the module's docstring)."""
    parser = _Prose()
    parser.feed(html)
    return "".join(parser.parts)
