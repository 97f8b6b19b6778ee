"""Custom fences: worked examples that the build checks and prerenders.

A ``paili`` fence holds an engine request and what the engine must answer::

    ```paili
    game: zhaopengyou
    op: classify
    trump: {rank: "5", suit: S}
    cards: D4 D4 D6 D6
    expect: {shape: tractor}
    ```

The build runs the engine; if the answer does not match ``expect`` (every key given
must be equal; ``expect: {error: code}`` for a coded error) the build fails. The page
gets the verdict as HTML, inside the live widget for that op when there is one, so a
reader sees it before any script runs. ``paili-rulebook`` renders a game's rules and
rulings (from the engine's records) with an anchor per rule id.
"""

from __future__ import annotations

import functools
from html import escape

import yaml
from pymdownx.superfences import SuperFencesException

from engine import games
from engine.api import handle
from widgets.render.verdict import request_html, verdict_html

from . import house_rules, rulebook
from .page import current
from .widgets_html import widget_html


class ExampleError(SuperFencesException):
    """A worked example the engine disagrees with: the build stops here."""


def loud(formatter):
    """SuperFences swallows a formatter's exceptions (the block silently becomes code):
    turn every failure into a SuperFencesException, which stops the build."""

    @functools.wraps(formatter)
    def wrapper(src, *args, **kwargs):
        try:
            return formatter(src, *args, **kwargs)
        except SuperFencesException:
            raise
        except Exception as err:
            raise ExampleError(f"{current().src}: {formatter.__name__} failed on\n{src}\n"
                               f"{type(err).__name__}: {err}") from err

    return wrapper


def fence_spec(src: str, fence: str, *, required: set[str], allowed: set[str] = frozenset(),
               usage: str) -> dict:
    """A fence body that is a YAML mapping holding the ``required`` keys (each set) and no key
    beyond ``allowed``; anything else stops the build with ``usage`` (what the fence needs)."""
    try:
        data = yaml.safe_load(src)
    except yaml.YAMLError as err:
        raise ExampleError(f"{fence}: not YAML: {err}") from err
    if not isinstance(data, dict) or not all(data.get(key) for key in required):
        raise ExampleError(f"{fence}: {usage}:\n{src}")
    unknown = set(data) - set(required) - set(allowed)
    if unknown:
        raise ExampleError(f"{fence}: unknown key(s) {sorted(unknown)}; {usage}")
    return data


def parse_example(src: str) -> tuple[dict, dict]:
    """A fence body → (request, expectation)."""
    try:
        data = yaml.safe_load(src)
    except yaml.YAMLError as err:
        raise ExampleError(f"paili fence: not YAML: {err}") from err
    if not isinstance(data, dict) or "op" not in data:
        raise ExampleError(f"paili fence: needs at least `op` and `expect`:\n{src}")
    if "expect" not in data:
        raise ExampleError(f"paili fence: no `expect` (state what the engine must answer):\n{src}")
    expect = data.pop("expect")
    data.pop("widget", None)
    if isinstance(data.get("trump", {}).get("rank") if isinstance(data.get("trump"), dict) else None, int):
        data["trump"]["rank"] = str(data["trump"]["rank"])
    return data, expect


def mismatches(response: dict, expect: dict) -> list[str]:
    """What in ``response`` differs from ``expect`` (empty: it matches)."""
    if "error" in expect:
        got = response.get("error", {}).get("code") if not response.get("ok") else None
        return [] if got == expect["error"] else [f"error: expected {expect['error']!r}, got {got!r}"]
    if not response.get("ok"):
        return [f"engine error {response['error']['code']}: {response['error']['en']}"]
    return [f"{k}: expected {v!r}, got {response.get(k)!r}" for k, v in expect.items()
            if response.get(k) != v]


@loud
def example_fence(src, language, class_name, options, md, **kwargs) -> str:
    request, expect = parse_example(src)
    response = handle(request)
    wrong = mismatches(response, expect)
    page = current()
    if wrong:
        raise ExampleError(f"{page.src}: worked example disagrees with the engine:\n"
                           f"  request: {request}\n  " + "\n  ".join(wrong))
    return widget_html(request, response, lang=page.lang, root=page.root)


@loud
def rulebook_fence(src, language, class_name, options, md, **kwargs) -> str:
    data = fence_spec(src, "paili-rulebook", required={"game"}, allowed={"show"},
                      usage="needs `game:` and may have `show: all | rulings`")
    game_id = data["game"]
    if game_id not in games.GAMES:
        raise ExampleError(f"paili-rulebook: unknown game {game_id!r}")
    show = data.get("show", "all")  # all | rulings (a game's rulings page)
    if show not in ("all", "rulings"):
        raise ExampleError(f"paili-rulebook: show must be all or rulings, not {show!r}")
    page = current()
    lang = page.lang
    answer = handle({"op": "rules", "game": game_id})
    if not answer["ok"]:
        raise ExampleError(f"paili-rulebook: {answer['error']['en']}")
    rules = [r for r in answer["rules"] if not r["ruling"]]
    rulings = [r for r in answer["rules"] if r["ruling"]]
    out = [f'<div class="pl-rulebook" data-game="{game_id}">']
    shown: set[str] = set()  # the Chinese names an English page has shown once
    if show == "all":  # the rule index: rules by topic, a contents list of the topics first
        # a game whose rules hold its own overview (赖子五十K) shows it here, once: one id, one entry
        overview = next((r for r in rules if r["id"] == f"{game_id}.overview"), None)
        out.append(_section(f"{game_id}.overview", answer["game"][lang],
                            (overview["text"] if overview else answer["explain"])[lang], ""))
        groups = rulebook.by_topic([r for r in rules if r is not overview])
        anchor = f"{game_id}-rulings"
        out.append(rulebook.contents_html(groups, (anchor, len(rulings)) if rulings else None, lang))
        for topic, members in groups:
            out.append(rulebook.topic_heading(topic, lang))
            out.extend(_section(rule["id"], rulebook.entry_title(rule, lang, shown), rule["text"][lang], "")
                       for rule in members)
        if rulings:
            out.append(f'<h2 class="pl-toc" id="{anchor}">{"裁定" if lang == "zh" else "Rulings"} '
                       f'<a class="headerlink" href="#{anchor}">¶</a></h2>')
    for rule in rulings:
        out.append(_section(rule["id"], rulebook.entry_title(rule, lang, shown), rule["text"][lang],
                            _ruling_body(rule, answer["options"], game_id, lang, page.root)))
    out.append("</div>")
    return "".join(out)


def _section(rule_id: str, title: str, text: str, extra: str) -> str:
    return (f'<section class="pl-rule-entry" id="{escape(rule_id)}">'
            f'<h3>{escape(title)} <a class="headerlink" href="#{escape(rule_id)}">¶</a></h3>'
            f'{"<p>" + escape(text) + "</p>" if text else ""}{extra}</section>')


def _ruling_body(rule: dict, options: list, game_id: str, lang: str, root: str) -> str:
    zh = lang == "zh"
    rows = [("问题" if zh else "Question", rule["question"][lang]),
            ("裁定" if zh else "Reading", rule["reading"][lang]),
            ("理由" if zh else "Why", rule["why"][lang])]
    opt = next((o for o in options if o["name"] == rule.get("option")), None)
    if opt:  # the option in words: its title and its choices' words, never its name
        rows.append(("房规开关" if zh else "House-rule switch", house_rules.option_sentence(opt, lang)))
    body = "".join(f"<dt>{escape(k)}</dt><dd>{escape(str(v))}</dd>" for k, v in rows if v)
    examples = []
    for example in rule.get("examples") or []:
        request = {"game": game_id, **example}
        response = handle(request)
        badges = house_rules.badges_html(game_id, request.get("options"), lang, root)
        examples.append(f'<div class="pl-example">{badges}{request_html(request, lang)}'
                        f'{verdict_html(response, lang=lang, game=game_id, root=root)}</div>')
    return f'<dl class="pl-ruling">{body}</dl>{"".join(examples)}'
