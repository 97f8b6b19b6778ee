"""The ``paili-random`` fence: "deal a random game" on a game's replay page.

::

    ```paili-random
    game: wakeng
    ```

Writes ``<pl-random-deal>`` (``widgets/js/elements/random-deal.js``): a sentence saying what
the button does, the button (and, for a game played at two table sizes, the number of
players), and an empty ``<pl-replay>`` in a ``<template>``. The element asks the engine for a
``simulate`` with a fresh seed, fills the template's record and puts the replayer on the page:
the same ``<pl-replay>`` (``replay.js``) that steps through the worked records, stepping and
drawing exactly as they do. The seed goes in the address (``#pd=<seed>.<players>[.<step>]``):
opened fresh, the link deals the same deal.

No deal is drawn at build time (each reader deals their own), so without scripts the section
is a sentence saying that dealing needs scripts; the build still asks the engine for one deal
of each table size, and stops if it cannot (a broken simulator never reaches a page).
"""

from __future__ import annotations

import functools
from html import escape


from engine import games
from engine.api import handle
from widgets.render.markup import word_in
from widgets.render.words import say as word

from . import house_rules
from .fences import ExampleError, fence_spec, loud
from .page import current

WORDS = {
    "about": ("每一局都有编号，写在网址里：把网址发给别人，打开就是同一局。",
              "Each deal has a number, kept in the address: send the address and it opens on the same deal."),
    "noscript": ("随机发牌要在浏览器里运行脚本（JavaScript）；脚本没有打开，这里就只有这段说明。",
                 "Dealing a random game needs scripts (JavaScript) running in your browser; with scripts off, "
                 "this section is only these words."),
    "deal": ("随机发一局", "Deal a random game"),
    "players": ("人数", "Players"),
    "n_players": ("{n} 人", "{n} players"),
}
CHECK_SEED = 1          # the deal the build asks for, to be sure the engine deals this game


def _w(key: str, lang: str, **fill) -> str:
    return word_in(WORDS, key, lang, **fill)


def replay_shell(game: str, lang: str, root: str) -> str:
    """An empty ``<pl-replay>`` (no record yet: the element writes it in), as the replay fence
    writes one: the title, the record's script, the step buttons, the view, the status."""
    nav = "".join(
        f'<button type="button" data-go="{go}" aria-label="{word(key, lang)}" title="{word(key, lang)}">'
        f"{sym}</button>"
        for go, key, sym in (("first", "first", "«"), ("prev", "prev", "‹"), ("next", "next", "›"),
                             ("last", "last", "»")))
    return (f'<pl-replay class="pl-widget" game="{escape(game)}" step="0" data-steps="1" tabindex="0">'
            f'<p class="pl-replay-title"></p>{house_rules.badges_html(game, None, lang, root, always=True)}'
            f'<script type="application/json" class="pl-replay-record">{{}}</script>'
            f'<div class="pl-replay-nav" role="group" hidden>{nav}</div>'
            f'<div class="pl-replay-view" aria-live="polite"></div>'
            f'<p class="pl-status" role="status"></p></pl-replay>')


def random_html(game: str, lang: str, root: str) -> str:
    sizes = games.GAMES[game].players
    if len(sizes) > 1:
        options = "".join(f'<option value="{n}">{escape(_w("n_players", lang, n=n))}</option>' for n in sizes)
        choose = (f'<label>{escape(_w("players", lang))} '
                  f'<select class="pl-random-players">{options}</select></label>')
    else:
        choose = ""
    return (f'<div class="pl-example pl-random">'
            f'<pl-random-deal class="pl-widget" game="{escape(game)}" data-players="{" ".join(map(str, sizes))}">'
            f'<p class="pl-random-about">{escape(_w("about", lang))}</p>'
            f'<p class="pl-random-noscript">{escape(_w("noscript", lang))}</p>'
            f'<div class="pl-random-controls" hidden><div class="pl-form">{choose}'
            f'<button type="button" class="pl-random-deal">{escape(_w("deal", lang))}</button></div></div>'
            f'<p class="pl-status" role="status"></p>'
            f'<template class="pl-random-replay">{replay_shell(game, lang, root)}</template>'
            f"</pl-random-deal></div>")


@functools.cache
def dealt(game: str) -> tuple:
    """``(players, simulate answer)`` for each table size of ``game``: the deal of CHECK_SEED,
    asked once per build for both languages and for this fence and the record fence."""
    return tuple((players, handle({"op": "simulate", "game": game, "seed": CHECK_SEED, "players": players}))
                 for players in games.GAMES[game].players)


@loud
def random_fence(src, language, class_name, options, md, **kwargs) -> str:
    data = fence_spec(src, "paili-random", required={"game"}, usage="needs exactly `game: <game id>`")
    game = data["game"]
    if game not in games.GAMES:
        raise ExampleError(f"paili-random: no game {game!r}")
    for players, answer in dealt(game):
        played = handle({"op": "replay", "game": game, "deal": answer.get("deal")}) if answer.get("ok") else {}
        if not (played.get("ok") and played.get("valid") and played.get("complete")):
            raise ExampleError(f"paili-random: the engine's random deal of {game} ({players} players) does not "
                               f"replay whole: {answer.get('error') or played.get('explain') or played.get('error')}")
    page = current()
    return random_html(game, page.lang, page.root)
