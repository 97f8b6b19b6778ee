"""The ``paili-record`` fence: "record a deal" on a game's record page (issue 25, 1–2).

::

    ```paili-record
    game: wakeng
    ```

Writes ``<pl-record>`` (``widgets/js/elements/record*.js``): a sentence saying what the
widget does, a no-scripts sentence, and (hidden until the element upgrades it) the parts a
reader fills in, each judged live by the engine's ``replay`` op as it is entered:

- the table: the number of players (where the game has two sizes) and the house-rule
  switches of the ``replay`` op (``house_rules.py``);
- the hands: a random deal to start from (the engine's ``simulate``), then each seat's hand
  edited by tapping cards (``<pl-card-picker>``);
- the steps: whose turn it is and what may be done (the replay answer's ``next``), the
  calls as seat buttons, each play by tapping the cards of the hand to play from;
- play from one seat: the reader keeps one seat and the engine (``autoplay``) plays the
  others;
- the record: share link (``#pe=``), save to and load from a file, and an empty
  ``<pl-replay>`` in a ``<template>`` the element fills to open the record in the replayer.

Nothing is judged at build time (every reader enters their own deal), but the build asks the
engine for one random deal of each table size and replays it cut short before its first play:
a record page whose engine cannot take a part-finished record never reaches the site.
"""

from __future__ import annotations

from html import escape

from engine import games
from engine.api import handle
from widgets.render.markup import word_in

from . import house_rules
from .fences import ExampleError, fence_spec, loud
from .page import current
from .random_fence import dealt, replay_shell

WORDS = {
    "about": ("在这里把你们刚打的一局记下来：发牌（先随机发一局再改也行）、叫牌、一手一手的出牌。每一步一输入，"
              "引擎就当场判：不合规则的一步会被退回，说明原因和所依据的规则，已经记下的都不会丢。记好的一局可以"
              "在回放器里看、用链接分享、存成文件。也可以自己坐一个座位，让引擎打其余几家。",
              "Put the deal your table just played in here: the hands (deal at random and then edit, if you "
              "like), the bidding, then the play one card or set at a time. The engine judges every step as "
              "you enter it: a step against the rules is refused with the reason and the rule, and nothing "
              "already entered is lost. The deal can then be opened in the replayer, shared by link and "
              "saved to a file. Or take one seat yourself and let the engine play the others."),
    "noscript": ("记一局要在浏览器里运行脚本（JavaScript）；脚本没有打开，这里就只有这段说明。",
                 "Recording a deal needs scripts (JavaScript) running in your browser; with scripts off, "
                 "this section is only these words."),
    "players": ("人数", "Players"),
    "n_players": ("{n} 人", "{n} players"),
    "hands": ("手牌", "Hands"),
    "steps": ("叫牌与出牌", "Bidding and play"),
    "record": ("这一局", "This deal"),
    "seat_play": ("坐一个座位打", "Play from one seat"),
}


def _w(key: str, lang: str, **fill) -> str:
    return word_in(WORDS, key, lang, **fill)


def _section(name: str, title: str, body: str = "") -> str:
    return (f'<section class="pl-record-part pl-record-{name}" data-part="{name}">'
            f'<h3 class="pl-record-head">{escape(title)}</h3>{body}</section>')


def _players(game: str, lang: str) -> str:
    sizes = games.GAMES[game].players
    if len(sizes) < 2:
        return ""
    options = "".join(f'<option value="{n}">{escape(_w("n_players", lang, n=n))}</option>' for n in sizes)
    return (f'<label class="pl-record-size">{escape(_w("players", lang))} '
            f'<select class="pl-record-players">{options}</select></label>')


def record_html(game: str, lang: str, root: str) -> str:
    sizes = games.GAMES[game].players
    table = _players(game, lang) + house_rules.switches_html(game, "replay", None, lang, root)
    parts = (f'<div class="pl-record-table">{table}</div>'
             + _section("hands", _w("hands", lang))
             + _section("steps", _w("steps", lang))
             + _section("seat", _w("seat_play", lang))
             + _section("file", _w("record", lang)))
    return (f'<div class="pl-example pl-record-box">'
            f'<pl-record class="pl-widget" game="{escape(game)}" data-players="{" ".join(map(str, sizes))}">'
            f'<p class="pl-record-about">{escape(_w("about", lang))}</p>'
            f'<p class="pl-record-noscript">{escape(_w("noscript", lang))}</p>'
            f'<div class="pl-record-live" hidden>{parts}</div>'
            f'<p class="pl-status" role="status"></p>'
            f'<template class="pl-record-replay">{replay_shell(game, lang, root)}</template>'
            f"</pl-record></div>")


def _check_engine(game: str) -> None:
    """The engine deals this game and takes the deal cut short before its first play."""
    for players, answer in dealt(game):
        deal = dict(answer.get("deal") or {})
        for key in ("plays", "tricks"):
            if key in deal:
                deal[key] = []
        played = handle({"op": "replay", "game": game, "deal": deal}) if answer.get("ok") else {}
        if not (played.get("ok") and played.get("valid")):
            raise ExampleError(f"paili-record: the engine does not take a part-finished deal of {game} "
                               f"({players} players): {played.get('explain') or played.get('error')}")


@loud
def record_fence(src, language, class_name, options, md, **kwargs) -> str:
    data = fence_spec(src, "paili-record", required={"game"}, usage="needs exactly `game: <game id>`")
    game = data["game"]
    if game not in games.GAMES:
        raise ExampleError(f"paili-record: no game {game!r}")
    _check_engine(game)
    page = current()
    return record_html(game, page.lang, page.root)
