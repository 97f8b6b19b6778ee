"""The ``paili-match`` fence: the score sheet of a whole evening on a game's match page (issue 26).

::

    ```paili-match
    game: wakeng
    example:            # optional: an evening the engine works out at build time
      deals: [...]      # (the match file, without its game)
    ```

Writes ``<pl-match>`` (``widgets/js/elements/match*.js``): a sentence saying what the sheet
does, a no-scripts sentence, the sheet itself (the example evening, drawn by the one renderer,
``widgets/render/match.py``, so a reader sees a whole sheet before any script runs) and, hidden
until the element upgrades them, the parts a reader fills in:

- the start: the table's size (where the game has more than one), a name per seat, the house
  rules (the switches of the ``match`` op, ``house_rules.py``) and the game's start fields;
- a deal's entry: the fields of the game's ``MATCH_ENTRY``, as taps (``match_fields.py``,
  ``match_form.py``);
- the file: save, open, share link, start over (buttons the element adds).

The build asks the engine for the example evening: a page whose example the engine refuses
never reaches the site (like a worked example that disagrees with it).
"""

from __future__ import annotations

from html import escape

from engine import games
from engine.api import handle
from widgets.render.markup import word_in
from widgets.render.match import match_html
from widgets.render.match_chart import series
from widgets.render.match_words import WORDS as SHEET_WORDS
from widgets.render.words import seat_word

from . import house_rules
from .fences import ExampleError, fence_spec, loud
from .match_fields import entry_fields, start_fields
from .match_form import field_html
from .page import current

WORDS = {
    "about": ("这是一晚上的记分表：开一场，每打完一局点几下这一局的情况，引擎就算出各家的级（或输赢的钱）、下一局谁坐庄，"
              "每一局都写明理由和所依据的规则。记错了可以改或删，后面的各局由引擎重算。记分表存在这台设备上，"
              "可以存成文件、从文件打开，也可以用链接分享（只读）。",
              "The score sheet of an evening: start a match, and after each deal tap what happened; the engine works out "
              "the levels (or the money), who deals next, and each deal's reason with the rule it rests on. A mistake "
              "can be corrected or removed, and every later deal is worked out again. The sheet is kept on this "
              "device; save it to a file, open one, or share it by link (read-only)."),
    "noscript": ("记分要在浏览器里运行脚本（JavaScript）；脚本没有打开，这里就只有下面这个例子。",
                 "Keeping score needs scripts (JavaScript) running in your browser; with scripts off, there is only "
                 "the example below."),
    "players": ("人数", "Players"),
    "n_players": ("{n} 人", "{n} players"),
    "setup": ("开一场", "Start a match"),
    "names": ("座位的名字（可以不填）", "The seats' names (if you like)"),
    "start": ("开局", "The start"),
    "entry": ("记一局", "Enter a deal"),
    "file": ("这一场", "This match"),
}


def _w(key: str, lang: str, **fill) -> str:
    return word_in(WORDS, key, lang, **fill)


def _section(name: str, title: str, body: str) -> str:
    return (f'<section class="pl-match-part pl-match-{name}" data-part="{name}">'
            f'<h3 class="pl-match-head">{escape(title)}</h3>{body}</section>')


def _players(game: str, lang: str) -> str:
    sizes = games.GAMES[game].players
    if len(sizes) < 2:
        return ""
    options = "".join(f'<option value="{n}">{escape(_w("n_players", lang, n=n))}</option>' for n in sizes)
    return (f'<label class="pl-match-size">{escape(_w("players", lang))} '
            f'<select class="pl-match-players">{options}</select></label>')


def _names(seats: int, lang: str) -> str:
    rows = "".join(f'<label class="pl-match-name-row" data-seat="{s}">{escape(seat_word(s, lang))} '
                   f'<input type="text" class="pl-match-name" data-seat="{s}" maxlength="12" autocomplete="off" '
                   f'placeholder="{escape(seat_word(s, lang))}"></label>' for s in range(seats))
    return f'<fieldset class="pl-match-names"><legend>{escape(_w("names", lang))}</legend>{rows}</fieldset>'


def default_start(game: str) -> dict:
    """The engine's answer to a match with no deal and an empty start: the standing it starts from."""
    answer = handle({"op": "match", "game": game, "match": {"game": game, "start": {}, "deals": []}})
    if not answer.get("ok"):
        raise ExampleError(f"paili-match: the engine does not start an empty match of {game}: {answer.get('error')}")
    return answer


def setup_html(game: str, lang: str, root: str) -> str:
    g = games.GAMES[game]
    seats = max(g.players)
    empty = default_start(game)
    slots = [line["seats"] for line in series(empty.get("standing"), empty["players"],
                                                  [""] * empty["players"], lang)]
    levels = (empty.get("standing") or {}).get("levels") or []
    start = "".join(field_html(n, f, seats, lang, slots=slots, start=levels) for n, f in start_fields(game))
    body = (_players(game, lang) + _names(seats, lang)
            + house_rules.switches_html(game, "match", None, lang, root)
            + (f'<div class="pl-match-start"><p class="pl-match-sub">{escape(_w("start", lang))}</p>{start}</div>'
               if start else ""))
    return _section("setup", _w("setup", lang), body)


def entry_html(game: str, lang: str) -> str:
    seats = max(games.GAMES[game].players)
    return _section("entry", _w("entry", lang), "".join(field_html(n, f, seats, lang) for n, f in entry_fields(game)))


def example_html(game: str, example: dict | None, lang: str, root: str) -> str:
    if not example:
        return ""
    file = {"game": game, **example}
    answer = handle({"op": "match", "game": game, "match": file})
    if not answer.get("ok"):
        raise ExampleError(f"paili-match: the engine refuses the example evening of {game}: {answer['error']['en']}")
    note = f'<p class="pl-match-example">{escape(word_in(SHEET_WORDS, "example", lang))}</p>'
    return note + match_html(file, answer, lang=lang, game=game, root=root, editable=False)


def match_sheet_html(game: str, lang: str, root: str, example: dict | None = None) -> str:
    sizes = games.GAMES[game].players
    parts = (setup_html(game, lang, root) + entry_html(game, lang)
             + '<p class="pl-status pl-match-status" role="status"></p>' + _section("file", _w("file", lang), ""))
    return (f'<div class="pl-example pl-match-box">'
            f'<pl-match class="pl-widget" game="{escape(game)}" data-players="{" ".join(map(str, sizes))}">'
            f'<p class="pl-match-about">{escape(_w("about", lang))}</p>'
            f'<p class="pl-match-noscript">{escape(_w("noscript", lang))}</p>'
            f'<div class="pl-match-sheet" aria-live="polite">{example_html(game, example, lang, root)}</div>'
            f'<div class="pl-match-live" hidden>{parts}</div>'
            f"</pl-match></div>")


@loud
def match_fence(src, language, class_name, options, md, **kwargs) -> str:
    data = fence_spec(src, "paili-match", required={"game"}, allowed={"example"},
                      usage="needs `game: <game id>` and may have `example:` (a match file without its game)")
    game = data["game"]
    if game not in games.GAMES:
        raise ExampleError(f"paili-match: no game {game!r}")
    page = current()
    return match_sheet_html(game, page.lang, page.root, data.get("example"))
