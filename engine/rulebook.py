"""Rules, rulings and options as data.

Every verdict names a rule id (``zhaopengyou.shapes.tractor``) that the site
resolves to the section stating it. A *ruling* is a rule the project had to make
because a source is silent, ambiguous or contradicts itself; its record carries
the question, the reading chosen, why, and the option (if any) that switches it.
The rulings pages of the site are rendered from these records.

The modules a game lists as its ``books`` (:class:`engine.game.Game`) export ``RULES`` and ``OPTIONS``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .errors import bad_request
from .option_words import choice_words, option_json, words_of


@dataclass(frozen=True, kw_only=True)
class Rule:
    """A rule or a ruling, addressable by ``id``.

    ``games`` lists the games it applies to; the id's first part is the game
    (or ``tractor`` / ``climbing`` for a rule shared by a family).
    """

    id: str
    games: tuple[str, ...]
    title_zh: str
    title_en: str
    # The rule in the project's own words (never a source's sentences).
    text_zh: str = ""
    text_en: str = ""
    ruling: bool = False
    # For rulings only: the question, the reading chosen, why, the option.
    question_zh: str = ""
    question_en: str = ""
    reading_zh: str = ""
    reading_en: str = ""
    why_zh: str = ""
    why_en: str = ""
    option: str | None = None
    # Engine requests (without "game") shown under the ruling on the site.
    examples: tuple[dict, ...] = field(default=())

    def to_json(self) -> dict:
        out = {"id": self.id, "title": {"zh": self.title_zh, "en": self.title_en},
               "text": {"zh": self.text_zh, "en": self.text_en}, "ruling": self.ruling}
        if self.ruling:
            out.update(
                question={"zh": self.question_zh, "en": self.question_en},
                reading={"zh": self.reading_zh, "en": self.reading_en},
                why={"zh": self.why_zh, "en": self.why_en},
                option=self.option, examples=list(self.examples))
        return out


@dataclass(frozen=True, kw_only=True)
class Option:
    """A house-rule variant: ``options: {name: value}`` in a request.

    ``default`` is the source's reading, or the project's ruling where the
    source is silent; ``ruling`` is the id of the rule the option settles.
    """

    name: str
    games: tuple[str, ...]
    default: Any
    choices: tuple[Any, ...]
    ruling: str
    zh: str
    en: str

    def check(self, value: Any) -> Any:
        ok = any(value == c and type(value) is type(c) for c in self.choices)
        if not ok:
            # in words (the option's title, its choices'); the name and the values stay in the data
            title = words_of(self.name)["title"]
            zh = "、".join(f"「{choice_words(self.name, c)[0]}」" for c in self.choices)
            en = ", ".join(f"“{choice_words(self.name, c)[1]}”" for c in self.choices)
            raise bad_request(f"房规「{title[0]}」不能这样设；可以选：{zh}。",
                              f"The house rule “{title[1]}” cannot be set that way; it can be: {en}.",
                              field=f"options.{self.name}")
        return value

    def to_json(self) -> dict:
        """The option for the rules op: its name, default and ruling, the long description
        (``zh``/``en``), and its words (:mod:`engine.option_words`): ``title``, ``choices`` (each
        ``{value, zh, en}``), ``badge`` (``{value, zh, en}`` for each non-default choice) and
        ``ops`` (the ops whose answer it can change)."""
        return {"name": self.name, "default": self.default, **option_json(self.name, self.choices, self.default),
                "ruling": self.ruling, "zh": self.zh, "en": self.en}


def stated(rules: tuple) -> tuple:
    """The rules as a rules page states them: a ruling given no text of its own is stated
    by its reading."""
    return tuple(replace(r, text_zh=r.text_zh or r.reading_zh, text_en=r.text_en or r.reading_en)
                 for r in rules)


def verdict(rule: str, zh: str, en: str, **data) -> dict:
    """A successful answer: the data first, then the text made from it."""
    return {"ok": True, **data, "explain": {"zh": zh, "en": en}, "rule": rule}


def broken_step(rule: str, zh: str, en: str, **where) -> dict:
    """The first broken step of a replayed record, in the one shape all five games answer
    (``failure``): ``step`` ("broken"), ``ok`` (false), ``rule``, ``explain``, then where it broke
    (``index`` of the record's list, ``seat``, ``trick``, ``stage``, …)."""
    return {"step": "broken", "ok": False, "rule": rule, "explain": {"zh": zh, "en": en}, **where}
