"""The ``paili-replay`` fence: a sample deal record, stepped through by the engine.

::

    ```paili-replay
    sample: zpy_failed_throw            # engine/*/samples/<name>.json
    title: {zh: …, en: …}               # optional; else the sample's own title
    edit: {"tricks.3.plays.2": S3}      # optional: change the record (a record that breaks)
    expect: {valid: false}              # optional: what the replay must say (like ``paili``)
    ```

The build runs ``replay`` on the record, fails on any surprise (an engine error, a rule
id with no home in the rule index, an ``expect`` that does not hold), and writes
``<pl-replay>`` into the page: the record (JSON, for the live element to send to the
engine), the first step drawn, and the play list in a ``<details>``: every step with its
plays, their cards and the engine's words (``widgets/render/replay_list.py``) — the whole
deal for a reader without scripts, and live the list the reader jumps from.

Frames: the engine's steps the way a hand record reads a deal. Tractor games: one frame
per engine step (bid, bury, call, each trick, the score). Climbing games: one frame per
play or pass (listed round by round), then the result or the broken step.
The live element asks the worker for one frame at a time (``widgets/render/live.py``), drawn
by the same renderer (the browser tests compare the prerendered first frame with the live
one). The first frame shows the table as dealt: every hand (the engine's ``table`` data).
"""

from __future__ import annotations

import copy
import json
import re
from html import escape
from pathlib import Path


from engine import games
from engine.api import handle

from widgets.render.replay import frame_html, frames, seats_of
from widgets.render.replay_list import list_html
from widgets.render.words import say as word

from . import house_rules
from .fences import ExampleError, fence_spec, loud, mismatches
from .page import current

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = "engine/**/samples/{name}.json"

def load_sample(name: str) -> dict:
    if not re.fullmatch(r"[\w-]+", name):
        raise ExampleError(f"paili-replay: a sample is named by letters, digits, - and _ ({name!r})")
    for path in sorted(ROOT.glob(SAMPLES.format(name=name))):
        return json.loads(path.read_text(encoding="utf-8"))
    raise ExampleError(f"paili-replay: no sample {name!r} in engine/*/samples/")


def apply_edits(record: dict, edits: dict) -> dict:
    """``{"tricks.3.plays.2": "S3"}`` → the record with that field replaced."""
    out = copy.deepcopy(record)
    for path, value in edits.items():
        keys = str(path).split(".")
        node = out
        for key in keys[:-1]:
            node = node[int(key)] if isinstance(node, list) else node[key]
        last = keys[-1]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return out


def replay_answer(game: str, record: dict) -> dict:
    """The engine's answer for the whole record. A record that breaks a rule is answered the
    same way by all five games: ``valid: false``, the steps that were checked, ``failure``.
    Asked with ``table``: every hand after every step, for the table view of the first frame."""
    return handle({"op": "replay", "game": game, "deal": record, "table": True})


def replay_html(game: str, record: dict, response: dict, *, title: dict | None,
                lang: str, root: str) -> str:
    fs = frames(game, record, response)
    if not fs:
        raise ExampleError("paili-replay: the replay has no steps to show")
    seats = seats_of(record)
    total = len(fs)
    # JSON inside <script>: "<" escaped so no "</script>" can close it early.
    payload = json.dumps(record, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    heading = f'<p class="pl-replay-title">{escape(title[lang])}</p>' if title else ""
    # the record's house rules: badges in words, and a switch for each option a replay obeys
    chosen = record.get("options") if isinstance(record.get("options"), dict) else None
    heading += house_rules.badges_html(game, chosen, lang, root, always=True)
    switches = house_rules.switches_html(game, "replay", chosen, lang, root)
    nav = "".join(
        f'<button type="button" data-go="{go}" aria-label="{word(key, lang)}" title="{word(key, lang)}">'
        f"{sym}</button>"
        for go, key, sym in (("first", "first", "«"), ("prev", "prev", "‹"), ("next", "next", "›"),
                             ("last", "last", "»")))
    return (
        f'<div class="pl-example"><pl-replay class="pl-widget" game="{escape(game)}" step="0" '
        f'data-steps="{total}" tabindex="0">{heading}'
        f'<script type="application/json" class="pl-replay-record">{payload}</script>'
        f'<div class="pl-replay-nav" role="group" hidden>{nav}</div>'
        f'<div class="pl-replay-view" aria-live="polite">'
        f'{frame_html(fs[0], 0, total, game=game, lang=lang, root=root, seats=seats, response=response)}</div>'
        f'<p class="pl-status" role="status">{word("built", lang)}</p>{switches}'
        f'<details class="pl-replay-all"><summary>{escape(word("all", lang, n=total))}</summary>'
        f'{list_html(fs, lang)}</details>'
        f"</pl-replay></div>")


def _rule_ids(game: str) -> set[str]:
    return {r["id"] for r in handle({"op": "rules", "game": game})["rules"]} | {f"{game}.overview"}


@loud
def replay_fence(src, language, class_name, options, md, **kwargs) -> str:
    data = fence_spec(src, "paili-replay", required={"sample"}, allowed={"title", "edit", "expect"},
                      usage="needs `sample: <name>` (engine/*/samples/<name>.json)")
    record = load_sample(str(data["sample"]))
    if data.get("edit"):
        if not isinstance(data["edit"], dict):
            raise ExampleError("paili-replay: `edit` maps a dotted path to a new value")
        record = apply_edits(record, data["edit"])
    game = record.get("game")
    if game not in games.GAMES:
        raise ExampleError(f"paili-replay: sample {data['sample']!r} names no known game ({game!r})")
    response = replay_answer(game, record)
    page = current()
    expect = data.get("expect")
    if expect is None:
        if not response["ok"] or not response.get("valid", True):
            what = response["explain"]["en"] if response["ok"] else response["error"]["en"]
            raise ExampleError(f"{page.src}: sample {data['sample']!r} does not replay cleanly ({what}); "
                               "say `expect: {valid: false}` (or `{error: illegal}`) if that is the point")
    else:
        wrong = mismatches(response, expect)
        if wrong:
            raise ExampleError(f"{page.src}: replay of {data['sample']!r} disagrees:\n  " + "\n  ".join(wrong))
    known = _rule_ids(game)
    cited = {v["rule"] for f in frames(game, record, response) for v in f["verdicts"]}
    if cited - known:
        raise ExampleError(f"paili-replay: rule ids with no home in the rule index: {sorted(cited - known)}")
    title = data.get("title") or record.get("title")
    if title is not None and not (isinstance(title, dict) and {"zh", "en"} <= set(title)):
        raise ExampleError("paili-replay: `title` needs zh and en")
    return replay_html(game, record, response, title=title, lang=page.lang, root=page.root)
