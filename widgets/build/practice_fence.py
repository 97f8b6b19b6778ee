"""The ``paili-practice`` fence: a game's practice widget, its first question asked at build time.

::

    ```paili-practice
    game: zhaopengyou
    seed: 2024          # the first question's seed (the same seed, the same question)
    ```

The build asks the engine (``drill`` op) for the first question and draws it with the one
renderer (``widgets/render/drill.py``), so the page shows a real question before any script
runs, and says in a sentence that answering needs scripts. The kinds of question the game
asks, with their titles in both languages and their levels (the ``rules`` answer's ``drill``),
go into ``data-kinds`` (the element picks from them) and into the kind menu and the progress
table, all in words.

``<pl-practice>`` (``widgets/js/elements/practice.js``) upgrades the markup: level and kind
menus, the house-rule switches (``house_rules.switches_html``), the answer taps, the grade,
the next question, the share link and the progress kept on the reader's device.
"""

from __future__ import annotations

import functools
import json
from html import escape


from engine import games
from engine.api import handle
from widgets.render.drill import LEVELS, drill_html
from widgets.render.markup import word_in

from . import house_rules, practice_seeds
from .fences import ExampleError, fence_spec, loud
from .page import current

WORDS = {
    "level": ("难度", "Level"),
    "auto": ("自动", "Automatic"),
    "kind": ("题型", "Question"),
    "all": ("各种题型混合", "A mix of every kind"),
    "miss": ("多练我常错的", "Practise what I miss"),
    "built": ("这道题由引擎在建站时从随机发的一手牌出好。作答、评分和换题要在浏览器里运行脚本。",
              "The engine set this question from a random deal when the site was built. Answering, "
              "grading and new questions need scripts running in your browser."),
    "next": ("下一题", "Next question"),
    "progress": ("我的进度", "My progress"),
    "kept": ("进度只存在这台设备的浏览器里，不会发到任何地方。", "Progress is kept in this browser on this device only; it goes nowhere."),
    "answered": ("答过", "Answered"),
    "right": ("答对", "Right"),
    "rate": ("正确率", "Rate"),
    "clear": ("清除进度", "Clear progress"),
}


@functools.cache
def _run(game: str) -> dict[str, list[int]]:
    """The game's run of quick seeds (``practice_seeds.json``), for the kinds and levels it still serves."""
    served = {f"{k['kind']}.{n}" for k in kinds_of(game) for n in k["levels"]}
    return {key: js for key, js in practice_seeds.load().get(game, {}).items() if key in served}


def _w(key: str, lang: str) -> str:
    return word_in(WORDS, key, lang)


@functools.cache
def kinds_of(game: str) -> tuple[dict, ...]:
    """The kinds the engine serves for ``game`` (the ``rules`` answer's ``drill``):
    ``{kind, zh, en, levels}`` each."""
    kinds = handle({"op": "rules", "game": game}).get("drill")
    if not kinds:
        raise ExampleError(f"paili-practice: the engine serves no practice question for {game}")
    return tuple(kinds)


def practice_switches(game: str, lang: str, root: str) -> str:
    """The house rules a question obeys: the options the engine lists for ``drill``, else every
    option that acts during play (those list ``replay``)."""
    op = "drill" if house_rules.switches_for(game, "drill") else "replay"
    return house_rules.switches_html(game, op, None, lang, root)


def _select(name: str, label: str, options: list[tuple[str, str]], lang: str) -> str:
    items = "".join(f'<option value="{escape(v)}">{escape(t)}</option>' for v, t in options)
    return (f'<label class="pl-practice-pick"><span class="pl-label">{escape(label)}</span> '
            f'<select data-practice="{name}">{items}</select></label>')


def practice_html(game: str, seed: int, *, lang: str, root: str) -> str:
    kinds = kinds_of(game)
    answer = handle({"op": "drill", "game": game, "seed": seed})
    if not answer.get("ok"):
        raise ExampleError(f"paili-practice: {game} seed {seed}: {answer['error']['en']}")
    # The question as the element asks every question: kind and level named (a share link
    # names them too), so the page's question and its link ask the same thing.
    request = {"op": "drill", "game": game, "seed": seed, "kind": answer["kind"], "level": answer["level"]}
    answer = handle(request)
    if not answer.get("ok"):
        raise ExampleError(f"paili-practice: {request}: {answer['error']['en']}")
    z = 0 if lang == "zh" else 1
    levels = [("auto", _w("auto", lang))] + [(str(n), f"{n} · {LEVELS[n][z]}") for n in (1, 2, 3)]
    kind_menu = [("all", _w("all", lang)), ("miss", _w("miss", lang))] + [(k["kind"], k[lang]) for k in kinds]
    bar = (f'<div class="pl-form pl-practice-bar" hidden>{_select("level", _w("level", lang), levels, lang)}'
           f'{_select("kind", _w("kind", lang), kind_menu, lang)}{practice_switches(game, lang, root)}</div>')
    rows = "".join(f'<tr data-kind="{escape(k["kind"])}"><th scope="row">{escape(k[lang])}</th>'
                   f'<td data-n>0</td><td data-right>0</td><td data-rate>—</td></tr>' for k in kinds)
    progress = (f'<details class="pl-practice-progress" hidden><summary>{_w("progress", lang)}</summary>'
                f'<p class="pl-practice-kept">{_w("kept", lang)}</p>'
                f'<table class="pl-practice-table"><thead><tr><td></td><th scope="col">{_w("answered", lang)}</th>'
                f'<th scope="col">{_w("right", lang)}</th><th scope="col">{_w("rate", lang)}</th></tr></thead>'
                f'<tbody>{rows}</tbody></table>'
                f'<p><button type="button" class="pl-practice-clear">{_w("clear", lang)}</button></p></details>')
    data = escape(json.dumps(list(kinds), ensure_ascii=False, separators=(",", ":")))
    run = escape(json.dumps(_run(game), separators=(",", ":")))
    return (f'<div class="pl-example"><pl-practice class="pl-widget" game="{escape(game)}" data-seed="{seed}" '
            f'data-kinds="{data}" data-run="{run}" data-request="{escape(json.dumps(request, separators=(",", ":")))}">{bar}'
            f'<div class="pl-practice-view" aria-live="polite">{drill_html(answer, lang=lang, game=game, root=root)}</div>'
            f'<p class="pl-status" role="status">{_w("built", lang)}</p>'
            f'<p class="pl-tools pl-practice-tools" hidden><button type="button" class="pl-practice-next">'
            f'{_w("next", lang)}</button></p>{progress}</pl-practice></div>')


@loud
def practice_fence(src, language, class_name, options, md, **kwargs) -> str:
    data = fence_spec(src, "paili-practice", required={"game"}, allowed={"seed"},
                      usage="needs `game` and may have `seed`, nothing else")
    game = data.get("game")
    if game not in games.GAMES:
        raise ExampleError(f"paili-practice: unknown game {game!r}")
    seed = data.get("seed", 1)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 53:
        raise ExampleError(f"paili-practice: `seed` is a whole number from 0 to 2**53-1, not {seed!r}")
    page = current()
    return practice_html(game, seed, lang=page.lang, root=page.root)
