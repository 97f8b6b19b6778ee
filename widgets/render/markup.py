"""Escaping for the renderer. Every text that reaches the markup goes through ``esc``.

``html`` is one of the stdlib modules the browser's trimmed stdlib leaves out
(``widgets/build/stdlib.py`` DROP), so the renderer escapes by itself, exactly as
``html.escape`` does (``&``, ``<``, ``>``, ``"`` and ``'``).
"""

from __future__ import annotations

def esc(text) -> str:
    # A chain of replace is several times faster than str.translate here (most texts are short).
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


def pick(pair, lang: str) -> str:
    """The zh or en half of a ``(zh, en)`` pair or ``[zh, en]`` list."""
    return pair[0 if lang == "zh" else 1]


def word_in(table: dict, key: str, lang: str, **fmt) -> str:
    """``key``'s words in a ``{key: (zh, en)}`` table, ``{name}`` filled from ``fmt``."""
    text = pick(table[key], lang)
    return text.format(**fmt) if fmt else text
