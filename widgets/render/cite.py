"""A verdict's rule, cited as a reader reads it: the rule's title in the page's language,
linked to its entry in the game's rule index. The id stays in the link and in ``data-rule``,
never in the text.

Titles come from the engine's rule records (``Rule.title_zh`` / ``title_en``, every game's
``engine.games.rules``), gathered once per game: a verdict of one game reads that game's rules
only (in the browser, the first verdict imports no other game's modules). A game's overview (``<game>.overview``, what the
``rules`` op cites: the game as its source describes it) is cited by the game's name, linked
to the overview at the head of its rule index. The two ids outside any game (``notation``,
``overview.games``) have the renderer's own words.
"""

from __future__ import annotations

from functools import cache

from engine.games import GAMES, all_rules, rules

from .markup import esc, pick
from .words import WORDS, MissingWord, say


def _records(game: str | None) -> dict:
    """``game``'s rules by id (every game's without one, or for a game id not known)."""
    return {r.id: r for r in rules(game)} if game in GAMES else all_rules()


@cache
def titles(game: str | None = None) -> dict[str, tuple[str, str]]:
    """Every rule id any game (or ``game``) can cite, to its title (zh, en)."""
    out = {rule_id: (r.title_zh, r.title_en) for rule_id, r in _records(game).items()}
    for g in GAMES.values():
        if game in (None, g.id):
            out.setdefault(f"{g.id}.overview", (g.zh, g.en))
    return out


@cache
def rulings(game: str | None = None) -> frozenset[str]:
    """The ids of rulings (the project's reading where a source is silent or unclear)."""
    return frozenset(rule_id for rule_id, r in _records(game).items() if r.ruling)


def rule_title(rule: str, lang: str, game: str | None = None) -> str:
    """The title a reader sees for ``rule`` (looked up in ``game``'s rules first); a rule with
    none is a gap in the rulebook, said loudly (``MissingWord``)."""
    pair = titles(game).get(rule) or titles().get(rule)
    if pair is None and rule in ("notation", "overview.games"):
        pair = WORDS[rule]
    if pair is None:
        raise MissingWord(f"no title for rule {rule!r}")
    return pick(pair, lang)


def rule_href(rule: str, game: str | None, lang: str, root: str) -> str:
    """Where a rule id is stated: the game's rule index (``root``: the site root, relative
    at build time, absolute live)."""
    prefix = root + ("en/" if lang == "en" else "")
    if rule == "overview.games":
        return prefix
    if not game:
        return f"{prefix}reference/notation/#{esc(rule)}"
    return f"{prefix}games/{esc(game)}/rulebook/#{esc(rule)}"


def rule_html(rule: str, game: str | None, lang: str, root: str) -> str:
    """The citation line under a verdict: 「规则：<title>」 (「裁定：<title>」 for a ruling),
    linked to the rule's entry."""
    colon = "：" if lang == "zh" else ": "
    kind = "ruling" if rule in rulings(game if rule in titles(game) else None) else "rule"
    return (f'<p class="pl-rule">{say(kind, lang)}{colon}<a href="{rule_href(rule, game, lang, root)}" '
            f'data-rule="{esc(rule)}">{esc(rule_title(rule, lang, game))}</a></p>')


def ruling_href(rule: str, game: str | None, lang: str, root: str) -> str:
    """Where a ruling is set out with its question, its reading, its house-rule switch and its
    examples: the game's rulings page (the rule index without a game)."""
    if not game:
        return rule_href(rule, game, lang, root)
    return f"{root}{'en/' if lang == 'en' else ''}games/{esc(game)}/rulings/#{esc(rule)}"


def explain_html(text: str, decided_by, game: str | None, lang: str, root: str) -> str:
    """An explanation's words, escaped; the sentence naming each house rule that decided the verdict
    (``decided_by``, engine.decided: it ends the words) links to that option's ruling on the
    rulings page."""
    named = [d for d in decided_by or () if isinstance(d, dict) and isinstance(d.get(lang), str)]
    tail = "".join(d[lang] for d in named) if lang == "zh" else " ".join(d[lang] for d in named)
    if not named or not text.endswith(tail):
        return esc(text)
    links = [f'<a class="pl-decided" data-option="{esc(d.get("option", ""))}" '
             f'href="{ruling_href(d["ruling"], game, lang, root)}">{esc(d[lang])}</a>' for d in named]
    return esc(text[:len(text) - len(tail)]) + ("" if lang == "zh" else " ").join(links)
