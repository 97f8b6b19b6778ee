"""A replay answer as frames (the ``paili-replay`` fence at build time, ``<pl-replay>`` live
through ``live.py``); each frame is drawn by ``replay_draw.py``.

Frames follow the engine's steps the way a hand record reads a deal. Tractor games: one
frame per step of the answer (bid, bury, call, each trick, the score). Climbing games:
a frame for the setup (the bid or the call), one per play or pass (a round is a group of
frames, ``group``: a lead and everything played on it), then the result. A broken record
ends on the step that broke a rule, drawn from the record as written.

Each frame also carries what a hand record shows beside the plays: ``lead`` on the row of
the trick's or round's leader, ``now`` on a climbing frame's own play, ``notes`` (the
renderer's words: a failed throw's beating cards, from the step's ``beaten_by``) and
``last`` (the latest whole trick or round before the frame, to look at again).

Read from the one replay answer of all five games, asked with ``"table": true``: ``steps``
typed by ``step``; a tractor trick step with ``winner`` and ``plays: [{seat, cards}]``; a
climbing round's end in its last step's ``round`` (``winner``); a ``throw`` step's
``beaten_by``; ``result.payouts_exact`` (else ``payouts``) once
complete; ``failure`` (``index``, ``seat``, ``trick`` where a family counts tricks) when
broken. The score under a frame is the ``board`` of its last step (``table.board`` before
the first): roles, points, sides, cards left, places, bombs, as the engine says them
(``engine/tractor/replay_board.py``, ``engine/climbing/replay_board.py``); nothing of it is
worked out here.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from engine.climbing.payouts import paid
from engine.games import GAMES
from engine.text import cards_in, seat_no

from .replay_draw import frame_html, rows_html
from .table import play_order
from .words import code, say, seat_index

__all__ = ["Frames", "frames", "frames_html", "frame_html", "rows_html", "play_order", "seats_of"]


def _both(key: str, **fmt) -> dict:
    zh, en = _said(key, *fmt.items())
    return {"zh": zh, "en": en}


@cache   # a few hundred labels (round n, play k) said again on every deal drawn
def _said(key: str, *fmt: tuple) -> tuple[str, str]:
    return say(key, "zh", **dict(fmt)), say(key, "en", **dict(fmt))


def _step_label(kind: str) -> dict:
    return {"zh": code(kind, "zh", "step"), "en": code(kind, "en", "step")}


def _verdict(explain: dict, rule: str, ok: bool = True, decided_by: list | None = None) -> dict:
    """A frame's verdict; ``decided_by``: the house rules that decided it (engine.decided)."""
    out = {"zh": explain["zh"], "en": explain["en"], "rule": rule, "ok": ok}
    return {**out, "decided_by": decided_by} if decided_by else out


def _step_verdict(step: dict) -> dict:
    """A step's verdict, naming the house rules that decided that step (engine.decided)."""
    return _verdict(step["explain"], step["rule"], step.get("ok", True), step.get("decided_by"))


def seats_of(record: dict) -> int:
    hands = record.get("hands")
    return len(hands) if isinstance(hands, (list, dict)) else 0


def _seat(value, n: int):
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n else None


def board_at(response: dict, last: int, n: int) -> dict:
    """The score after step ``last`` of the answer (-1: before the first): that step's
    ``board`` as the engine wrote it (a copy: a frame may add to it); no roles without one."""
    steps = response.get("steps") or []
    table = response.get("table") if isinstance(response.get("table"), dict) else {}
    board = steps[last].get("board") if 0 <= last < len(steps) else table.get("board")
    return dict(board) if isinstance(board, dict) else {"roles": [[] for _ in range(n)]}


def frames(game: str, record: dict, response: dict) -> list[dict]:
    """The widget's steps. Each: ``label`` ({zh, en}), ``rows`` (seat, cards or None for a
    pass, ``win``, ``bad``, ``lead``, ``now``), ``verdicts`` (explain + rule), ``score`` (after
    the frame), ``notes``, ``last``, ``span`` (the answer's steps it shows); climbing plays
    also ``group`` (their round's label) and ``round`` (the step that opened the round)."""
    return list(each_frame(game, record, response))


def each_frame(game: str, record: dict, response: dict, ready=None) -> Iterator[dict]:
    """:func:`frames` one at a time, in order: a frame is whole when it is given (nothing
    made later changes it), so the frames after it need not be made to draw it. ``ready(i)``,
    if given, is called before a frame reads step ``i`` of the answer or any before it (the
    table view written as read: engine.table_later)."""
    n = seats_of(record)
    if not response.get("ok") or game not in GAMES:
        return iter(())
    ready = ready or _written
    if GAMES[game].family == "tractor":
        return _tractor_frames(record, response, n, ready)
    return _climbing_frames(record, response, n, ready)


def _written(i: int) -> None:
    """Every step of an answer written whole is ready."""


def frame_count(game: str, record: dict, response: dict) -> int:
    """``len(frames(game, record, response))``, counted from the answer's steps without
    making a frame: a tractor step is a frame; a climbing step is one unless it is the
    broken step (drawn last, from the record); then the failure frame of a broken record,
    or a climbing deal's result."""
    if not response.get("ok") or game not in GAMES:
        return 0
    steps = response.get("steps") or []
    if GAMES[game].family == "tractor":
        return len(steps) + _broken(response)
    return sum(1 for step in steps if step.get("step") != "broken") + 1


class Frames:
    """The frames of one answer, made as they are asked for (``frames[k]`` makes those up to
    ``k`` not made yet), so a replay's first frame costs one frame, not the whole deal's:
    the worker keeps a replay's answer and its frames across calls (``live.py``).
    ``len()`` is :func:`frame_count`; :meth:`every` makes the rest. ``ready``: see
    :func:`each_frame` (the worker's answer has each step's table view written as read)."""

    def __init__(self, game: str, record: dict, response: dict, ready=None):
        self._made: list[dict] = []
        self._rest = each_frame(game, record, response, ready)
        self._count = frame_count(game, record, response)

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, k: int) -> dict:
        if not 0 <= k < self._count:
            raise IndexError(k)
        while len(self._made) <= k:
            self._made.append(next(self._rest))
        return self._made[k]

    def every(self) -> list[dict]:
        self._made.extend(self._rest)
        return self._made


def _broken(response: dict) -> bool:
    return response.get("ok") is True and response.get("valid") is False


def _tractor_frames(record: dict, response: dict, n: int, ready) -> Iterator[dict]:
    tricks = 0
    last = None         # the latest whole trick: its label and plays (the "last trick" to look at again)
    steps = response.get("steps") or []
    for i, step in enumerate(steps):
        ready(i)
        kind = step.get("step")
        rows, notes = [], []
        seen = last
        if kind == "trick":
            tricks = step["trick"] + 1 if isinstance(step.get("trick"), int) else tricks + 1
            winner, leader = step.get("winner"), step.get("leader")
            rows = [{"seat": p.get("seat"), "cards": p.get("cards"), "win": p.get("seat") == winner,
                     "lead": p.get("seat") == leader}
                    for p in step.get("plays") or []]
            label = _both("trick", n=tricks)
            if winner is not None:
                last = {"label": label, "rows": rows, "kind": "trick"}
        else:
            label = _step_label(kind)
            cards = step.get("attempt") if kind == "throw" else step.get("cards")
            if isinstance(cards, str):
                rows = [{"seat": step.get("seat"), "cards": cards, "win": False, "lead": kind == "throw"}]
            elif kind == "call" and isinstance(step.get("card"), str):
                rows = [{"seat": None, "cards": step["card"], "win": False}]
            if kind == "throw" and isinstance(step.get("beaten_by"), dict):
                notes.append(_beaten(step["beaten_by"], step.get("cards")))
        yield {"label": label, "rows": rows, "span": (i, i), "notes": notes, "last": seen,
               "verdicts": [_step_verdict(step)],
               "score": board_at(response, i, n)}
    if _broken(response):
        ready(len(steps) - 1)
        failure = _failure_frame(record, response, n, board_at(response, len(steps) - 1, n))
        failure["last"] = last
        yield failure


def _beaten(by: dict, left) -> dict:
    """A failed throw's words naming the cards that beat it (the table view's ``beaten_by``)."""
    seat, cards = by.get("seat"), by.get("cards")
    left = left if isinstance(left, str) else ""
    return {lang: say("beaten", lang, seat=seat_no(seat_index(seat)), cards=cards_in(cards, lang),
                      left=cards_in(left, lang))
            for lang in ("zh", "en")}


def _climbing_frames(record: dict, response: dict, n: int, ready) -> Iterator[dict]:
    """A frame for the setup, one per play or pass (a round is a group of frames: ``group``),
    then the result or the broken step. A play's frame shows its round so far, the play
    itself marked ``now``; the play that closes a round marks the round's winner."""
    steps = response.get("steps") or []
    round_rows: list[dict] | None = None    # the open round's plays so far
    start = rounds = 0
    last = None         # the latest round closed: its label and plays
    for i, step in enumerate(steps):
        ready(i)
        kind = step.get("step")
        if kind == "broken":   # drawn last, from the record as written
            continue
        if kind != "play" and kind != "pass":   # the setup: a frame of its own
            yield {"label": _both("setup"), "rows": [], "span": (i, i), "notes": [], "last": None,
                   "verdicts": [_step_verdict(step)],
                   "score": board_at(response, i, n)}
            continue
        if round_rows is None:
            rounds += 1
            start, round_rows = i, []
        cards = step.get("cards") if kind == "play" else None
        round_rows.append({"seat": step.get("seat"), "cards": cards, "win": False, "lead": not round_rows})
        # the round's earlier plays are shared by its frames (nothing writes to them); the
        # play itself is this frame's own row, marked ``now``
        rows = [*round_rows[:-1], {**round_rows[-1], "now": True}]
        group = _both("round", n=rounds)
        frame = {"label": _both("round_play", n=rounds, k=len(rows)), "group": group, "rows": rows,
                 "span": (i, i), "round": start, "notes": [], "last": last,
                 "verdicts": [_step_verdict(step)], "score": board_at(response, i, n)}
        if isinstance(step.get("round"), dict):     # the round ends here: its winner marked before the frame is given
            _mark_winner(rows, step["round"].get("winner"))
            last = {"label": group, "rows": [{k: v for k, v in r.items() if k != "now"} for r in rows],
                    "kind": "round"}
            round_rows = None
        yield frame
    ready(len(steps) - 1)
    if _broken(response):
        failure = _failure_frame(record, response, n, board_at(response, len(steps) - 1, n))
        failure["last"] = last
        yield failure
        return
    final = {"label": _step_label("result"), "rows": [], "span": (len(steps) - 1, len(steps) - 1),
             "notes": [], "last": last,
             "verdicts": [_verdict(response["explain"], response["rule"], True, response.get("decided_by"))],
             "score": board_at(response, len(steps) - 1, n)}
    result = response.get("result") if isinstance(response.get("result"), dict) else {}
    pays = paid(result)   # exact where the engine gives shares as fractions (明暗斗地主: 80/3)
    if pays is not None:
        final["score"]["payout"] = [pays.get(str(s)) for s in range(n)]
    yield final


def _failure_frame(record: dict, response: dict, n: int, score: dict) -> dict:
    """The last frame of a broken record, in every game: the answer's own words, and the
    play that broke the rule drawn from the record as written (marked ``bad``). The
    answer's ``failure`` says where: ``trick`` (the tractor games: the whole recorded trick
    is drawn, the offending seat marked) or ``index`` into the record's ``plays`` (the
    climbing games: that one play)."""
    failure = response.get("failure") if isinstance(response.get("failure"), dict) else {}
    rows = []
    k, index = failure.get("trick"), failure.get("index")
    tricks, plays = record.get("tricks") or [], record.get("plays") or []
    if isinstance(k, int) and 0 <= k < len(tricks) and isinstance(tricks[k], list):
        rows = [{"seat": s.get("seat"), "cards": s["cards"], "win": False, "bad": s.get("seat") == failure.get("seat")}
                for s in tricks[k] if isinstance(s, dict) and isinstance(s.get("cards"), str)]
    elif isinstance(index, int) and 0 <= index < len(plays) and isinstance(plays[index], dict):
        bad = plays[index]
        if _seat(bad.get("seat"), n) is not None:
            rows = [{"seat": bad["seat"], "cards": None if bad.get("pass") else bad.get("cards"), "win": False,
                     "bad": True}]
    last = len(response.get("steps") or []) - 1
    return {"label": _step_label("broken"), "rows": rows, "span": (last, last), "notes": [],
            "verdicts": [_verdict(response["explain"], response["rule"], False, response.get("decided_by"))], "score": score}


def _mark_winner(rows: list[dict], winner) -> None:
    """The round's winner is the last to have played cards: mark that play (on a row of its
    own: the round's earlier frames share the others)."""
    for i in range(len(rows) - 1, -1, -1):
        if rows[i]["cards"] is not None:
            rows[i] = {**rows[i], "win": rows[i]["seat"] == winner}
            return


def frames_html(game: str | None, record: dict, response: dict, *, lang: str, root: str) -> list[str]:
    """Every frame of the replay drawn (what ``<pl-replay>`` steps through live)."""
    fs = frames(game, record, response) if game else []
    total = len(fs)
    seats = seats_of(record)
    return [frame_html(f, i, total, game=game, lang=lang, root=root, seats=seats, response=response)
            for i, f in enumerate(fs)]
