"""The worker's entry: one call per request gives the engine's answer and its HTML.

``answer(request_text, view_text)``: ``request_text`` is the request as JSON (what
``engine.api.handle_json`` takes); ``view_text`` says how to draw it::

    {"lang": "zh" | "en", "root": "<site root URL>", "draw": "verdict" | "replay",
     "answer": {...}}   # optional: draw this answer (a form problem found by the page)
                         # instead of asking the engine

Returns JSON text ``{"response": <the engine's answer>, "html": "…"}``; for ``replay``,
``html`` is a list, one entry per frame. Never raises: a view it cannot read draws
nothing (``html: null``) and the answer still comes back.
"""

from __future__ import annotations

import json

from engine.api import dumps, handle_json

from .drill import drill_html
from .replay import frames_html
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
    if view.get("draw") == "replay":
        deal = request.get("deal") if isinstance(request.get("deal"), dict) else {}
        return frames_html(game, deal, response, lang=lang, root=root)
    return verdict_html(response, lang=lang, game=game, root=root, spec=spec_of(request))


def answer(request_text: str, view_text: str) -> str:
    view = _view(view_text)
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
