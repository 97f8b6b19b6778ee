"""The play list of a replay: every frame in order, trick by trick (the tractor games) or
round by round (the climbing games: a round's plays listed under it), each with its plays
and their cards (``replay_record.plays_html``), the renderer's notes (a failed throw's
beating cards) and the engine's words.

The build writes it into the ``paili-replay`` fence's ``<details>`` (the whole deal as text,
for a reader without scripts); live, the worker draws it for the record on show
(``live.py``: ``"list": true``) and ``<pl-replay>`` jumps to a frame when its button is
tapped (``data-frame``: the frame's index, from 0).
"""

from __future__ import annotations

from .markup import esc
from .replay_record import plays_html


def _item(frame: dict, k: int, lang: str) -> str:
    rows = frame["rows"]
    if frame.get("group"):      # a climbing play: its own play (the round's are listed above it)
        rows = [r for r in rows if r.get("now")]
    words = ("" if lang == "zh" else " ").join(esc(v[lang]) for v in frame["verdicts"])
    notes = "".join(f" {esc(n[lang])}" for n in frame.get("notes") or [])
    plays = plays_html(rows, lang)
    return (f'<li data-frame="{k}"><button type="button" class="pl-replay-jump" data-frame="{k}">'
            f'{esc(frame["label"][lang])}</button> {plays}{" — " if plays else ""}'
            f'<span class="pl-replay-words">{words}{notes}</span></li>')


def list_html(frames: list[dict], lang: str) -> str:
    """The play list (an ``<ol>``): a frame per item, a climbing round's frames under its label."""
    out = ['<ol class="pl-replay-list">']
    group = None
    for k, frame in enumerate(frames):
        label = (frame.get("group") or {}).get(lang)
        if label != group and group is not None:
            out.append("</ol></li>")
        if label is not None and label != group:
            out.append(f'<li class="pl-replay-group"><strong>{esc(label)}</strong><ol>')
        group = label
        out.append(_item(frame, k, lang))
    if group is not None:
        out.append("</ol></li>")
    out.append("</ol>")
    return "".join(out)
