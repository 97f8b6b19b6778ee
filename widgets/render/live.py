"""The worker's entry: one call per request gives the engine's answer and its HTML.

``answer(request_text, view_text)``: ``request_text`` is the request as JSON (what
``engine.api.handle_json`` takes); ``view_text`` says how to draw it::

    {"lang": "zh" | "en", "root": "<site root URL>", "draw": "verdict" | "replay" | "match",
     "answer": {...}}   # optional: draw this answer (a form problem found by the page)
                         # instead of asking the engine

Returns JSON text ``{"response": <the engine's answer>, "html": "…"}``; for ``replay``,
``html`` is a list, one entry per frame; for ``match``, the score sheet (``match.py``; with
``"editable": false``, no row's "correct" button). Never raises: a view it cannot read draws
nothing (``html: null``) and the answer still comes back.

One frame of a replay (``<pl-replay>``): ``{"draw": "replay", "frame": k, "guess"?: seat}``
draws frame ``k`` only (clamped to the frames there are) and answers
``{"response": <the answer without its steps and table>, "html": "<frame k>", "frames": n,
"frame": k, "turns"?: [...], "list"?: "…"}`` (``turns``: hide and guess, ``replay_guess.turns``; with
``"turn": t`` as well, ``html`` is that turn's table instead of the frame; with ``"list": true``,
``list`` is the play list of the whole deal, ``replay_list.list_html``). The last
replay answers and their frames are kept (the last ``KEEP``), keyed by the request text, so
stepping through a deal asks the engine once and draws one frame per call; a frame is made
when first asked for (with those before it not made yet: ``replay.Frames``), and each step's
hands and score are written as a frame reads them (``engine.table_later``), so a first frame
does not make the frames of the whole deal, nor its table view. ``{"draw": "guess", "actual": cards
| null}`` draws the engine's answer to a guess (``replay_guess.guess_html``), with ``legal``.
"""

from __future__ import annotations

import gc
import json

from engine.api import dumps, handle_json, handle_read, read_text
from engine.table_later import written_as_read

from .drill import drill_html
from .match import match_html
from .replay import Frames, frame_html, frames_html, play_order, rows_html, seats_of
from .replay_guess import guess_html, turns
from .replay_list import list_html
from .specs import spec_of
from .verdict import error_html, verdict_html


def _view(text) -> dict | None:
    try:
        view = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None
    if not isinstance(view, dict) or view.get("lang") not in ("zh", "en") or not isinstance(view.get("root"), str):
        return None
    return view


def _request(text) -> dict:
    # The text reached the engine first (handle_json bounds its length and depth); the page's
    # engine-client.js bounds it before it is posted, so only code in the worker itself can
    # send deeper text here (the runtime-heals test does, to cause a real fatal error).
    try:
        request = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return {}
    return request if isinstance(request, dict) else {}


def draw(request: dict, response: dict, view: dict):
    """The HTML of ``response`` to ``request`` as ``view`` asks (a str, or a list of frames)."""
    lang, root = view["lang"], view["root"]
    game = request.get("game") if isinstance(request.get("game"), str) else None
    if view.get("draw") == "drill":
        return drill_html(response, lang=lang, game=game, root=root)
    if view.get("draw") == "match":
        file = request.get("match") if isinstance(request.get("match"), dict) else {}
        return match_html(file, response, lang=lang, game=game, root=root, editable=view.get("editable") is not False)
    if view.get("draw") == "replay":
        deal = request.get("deal") if isinstance(request.get("deal"), dict) else {}
        return frames_html(game, deal, response, lang=lang, root=root)
    return verdict_html(response, lang=lang, game=game, root=root, spec=spec_of(request))


_KEPT: dict[str, dict] = {}   # the last replays by request text: the answer, the frames made so far
KEEP = 4                      # a page's few replays (and a random deal) stepped in turn


def _kept(request_text: str) -> dict:
    kept = _KEPT.pop(request_text, None)
    if kept is None:
        # the answer as the engine gives it, not written out as text and read back: a table
        # view's hands after every step are most of it, and only the frame asked is drawn
        request, refused = read_text(request_text)      # the request text read once
        with written_as_read() as writer:               # each step's hands and board as a frame reads it
            response = refused if refused is not None else handle_read(request)
        writer = writer[0] if writer else None
        request = request if isinstance(request, dict) else {}
        game = request.get("game") if isinstance(request.get("game"), str) else None
        deal = request.get("deal") if isinstance(request.get("deal"), dict) else {}
        ready = writer.upto if writer is not None and response.get("ok") else None
        fs = Frames(game, deal, response, ready) if game and response.get("ok") else []   # made as asked
        short = {k: v for k, v in response.items() if k not in ("steps", "table")}
        kept = {"response": response, "short": dumps(short), "game": game, "deal": deal, "frames": fs,
                "writer": writer}
        while len(_KEPT) >= KEEP:
            del _KEPT[next(iter(_KEPT))]   # the one used longest ago
        # Out of the cyclic collector's sight, as the worker's boot does with what it loaded
        # (boot.js): a kept answer is thousands of lists and dicts that live for many calls,
        # and every full collection would walk them all again. They hold no reference cycle,
        # so they are freed all the same once dropped (decision 46; test_replay_frames_as_asked).
        gc.freeze()
    _KEPT[request_text] = kept             # last in: the newest
    return kept


def replay_frame(request_text: str, view: dict) -> str:
    """One frame of a replay (see the module's text)."""
    kept = _kept(request_text)
    fs, game, deal, response = kept["frames"], kept["game"], kept["deal"], kept["response"]
    lang, root = view["lang"], view["root"]
    out = {"frames": len(fs)}
    html = None
    if fs:
        k = view["frame"]
        k = max(0, min(len(fs) - 1, k if isinstance(k, int) and not isinstance(k, bool) else 0))
        seats = seats_of(deal)
        out["frame"] = k
        seat, turn = view.get("guess"), view.get("turn")
        turn = turn if isinstance(turn, int) and not isinstance(turn, bool) else None
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < seats:
            if kept["writer"] is not None:   # a turn's trump may be the last step's board
                kept["writer"].every()
            out["turns"] = turns(game, deal, response, fs[k], seat, lang=lang, seats=seats,
                                 order=play_order(game), rows_html=rows_html, draw=turn)
            if turn is not None:   # that turn's table, not the frame
                html = out["turns"][turn].pop("html") if 0 <= turn < len(out["turns"]) else None
        if html is None and turn is None:
            html = frame_html(fs[k], k, len(fs), game=game, lang=lang, root=root, seats=seats, response=response)
        if view.get("list") is True:
            out["list"] = list_html(fs.every(), lang)
    extra = "".join(f',"{key}":{dumps(value)}' for key, value in out.items())
    return '{"response":' + kept["short"] + ',"html":' + dumps(html) + extra + "}"


def answer(request_text: str, view_text: str) -> str:
    view = _view(view_text)
    if view is not None and view.get("draw") == "replay" and "frame" in view and not isinstance(view.get("answer"), dict):
        try:
            return replay_frame(request_text, view)
        except Exception:   # a renderer bug: drawn below as for every view
            _KEPT.clear()
    if view is not None and view.get("draw") == "guess":
        response_text = handle_json(request_text)
        try:
            html, legal = guess_html(_request(request_text), json.loads(response_text), view)
        except Exception:
            html, legal = None, False
        return '{"response":' + response_text + ',"html":' + dumps(html) + ',"legal":' + dumps(legal) + "}"
    given = view.get("answer") if view else None
    if isinstance(given, dict) and given.get("ok") is False and isinstance(given.get("error"), dict):
        response_text = dumps(given)
        response = given
    else:
        response_text = handle_json(request_text)
        response = json.loads(response_text)
    html = None
    if view is not None:
        try:
            html = draw(_request(request_text), response, view)
        except Exception as err:  # a renderer bug: said plainly in words, the details kept as data
            error = {"code": "internal", "zh": "引擎回答了，但本站没能把回答画出来（网站的错误，不是你的）。",
                     "en": "The engine answered, but the site could not draw its answer (the site's fault, not yours).",
                     "detail": f"{type(err).__name__}: {err}"}
            response_text = dumps({"ok": False, "error": error})
            html = error_html(error, view["lang"]) if view.get("draw") != "replay" else None
    return '{"response":' + response_text + ',"html":' + dumps(html) + "}"  # valid UTF-8, as handle_json
