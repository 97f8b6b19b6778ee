"""Everything a reader sees in a verdict or a replay frame, the engine's own sentences
included (``explain``, error messages), holds no code: the renderer's parts are checked
strictly in test_render_words.py; this test adds the engine's words, once the engine writes
its sentences with ``engine.text`` (seats from 1, cards as cards, counts that agree)."""

from __future__ import annotations

import pytest

from engine.api import handle
from tests.build.test_render_words import (LANGS, NOTATION, ROOT, drawn_verdict, leaks, site_replays,
                                           visible, worked_requests)
from widgets.render.replay import frames_html


def about_notation(request: dict) -> bool:
    """The notation's own answers: ``parse`` says how cards are written, and a card it cannot
    read is answered with examples of the notation. Their subject is the tokens themselves."""
    response = handle(request)
    return request.get("op") == "parse" or (not response["ok"] and response["error"]["code"] == "bad_cards")


def parse_op(request: dict) -> bool:
    return request.get("op") == "parse"


@pytest.mark.parametrize("lang, which", [
    *[pytest.param(lang, False, id=f"{lang}-every-op-but-parse") for lang in LANGS],
    *[pytest.param(lang, True, id=f"{lang}-parse") for lang in LANGS]])
def test_every_verdict_on_the_site_reads_as_words_explanations_included(lang, which):
    bad = {}
    for page, request in worked_requests():
        if parse_op(request) != which:
            continue
        found = leaks(visible(drawn_verdict(request, lang), engine_text=True), lang)
        if about_notation(request):
            found = [f for f in found if not NOTATION.fullmatch(f)]
        if found:
            bad[f"{page} {request.get('op')} {request.get('cards', '')}"] = sorted(set(found))
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGS)
def test_every_replay_frame_reads_as_words_explanations_included(lang):
    bad = {}
    for name, record in site_replays():
        response = handle({"op": "replay", "game": record["game"], "deal": record, "table": True})
        for i, frame in enumerate(frames_html(record["game"], record, response, lang=lang, root=ROOT)):
            found = leaks(visible(frame, engine_text=True), lang)
            if found:
                bad[f"{name} frame {i + 1}"] = sorted(set(found))
    assert not bad, bad
