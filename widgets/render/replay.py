"""A replay answer as frames, and each frame as HTML (the ``paili-replay`` fence at build
time, ``<pl-replay>`` live through ``live.py``).

Frames group the engine's steps the way a table talks about a deal. Tractor games: one
frame per step of the answer (bid, bury, call, each trick, the score). Climbing games:
a frame for the setup (the bid or the call), one per round (a lead and everything played
on it), then the result. A broken
record ends on the step that broke a rule, drawn from the record as written.

Read from the one replay answer of all five games: ``steps`` typed by ``step``; a tractor
trick step with ``leader``, ``winner``, ``points`` and ``plays: [{seat, cards}]``; a
climbing play with its reading in ``as``; ``result`` (roles, payouts) once complete;
``failure`` (``index``, ``seat``, ``trick`` where a family counts tricks) when broken.
"""

from __future__ import annotations

from engine.games import GAMES
from engine.text import seat_no

from .cards import cards_html
from .cite import rule_html
from .markup import esc
from .replay_table import frame_table, role_word, sides_html
from .table import play_order
from .words import code, say, seat_index, seat_word

SCORE_ROWS = ("points", "left", "place", "payout")


def _both(key: str, **fmt) -> dict:
    return {"zh": say(key, "zh", **fmt), "en": say(key, "en", **fmt)}


def _step_label(kind: str) -> dict:
    return {"zh": code(kind, "zh", "step"), "en": code(kind, "en", "step")}


def _verdict(explain: dict, rule: str, ok: bool = True) -> dict:
    return {"zh": explain["zh"], "en": explain["en"], "rule": rule, "ok": ok}


def seats_of(record: dict) -> int:
    hands = record.get("hands")
    return len(hands) if isinstance(hands, (list, dict)) else 0


def _seat(value, n: int):
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n else None


def frames(game: str, record: dict, response: dict) -> list[dict]:
    """The widget's steps. Each: ``label`` ({zh, en}), ``rows`` (seat, cards or None for a
    pass, ``win``, ``bad``), ``verdicts`` (explain + rule), ``score`` (after the frame)."""
    n = seats_of(record)
    if not response.get("ok") or game not in GAMES:
        return []
    if GAMES[game].family == "tractor":
        return _tractor_frames(game, record, response, n)
    return _climbing_frames(game, record, response, n)


def _broken(response: dict) -> bool:
    return response.get("ok") is True and response.get("valid") is False


def _tractor_frames(game: str, record: dict, response: dict, n: int) -> list[dict]:
    out = []
    points = [0] * n
    roles = [[] for _ in range(n)]
    tricks = 0
    team = None   # the banker's side, once known: partners sit opposite, or the friend is found

    def score() -> dict:
        got = {"roles": [list(r) for r in roles], "points": list(points)}
        if team is not None:
            mine = sum(points[s] for s in team)
            got["sides"] = {"defenders": mine, "attackers": sum(points) - mine}
        return got

    for i, step in enumerate(response.get("steps") or []):
        kind = step.get("step")
        rows = []
        if kind == "trick":
            tricks = step["trick"] + 1 if isinstance(step.get("trick"), int) else tricks + 1
            winner = step.get("winner")
            rows = [{"seat": p.get("seat"), "cards": p.get("cards"), "win": p.get("seat") == winner}
                    for p in step.get("plays") or []]
            if _seat(winner, n) is not None:
                points[winner] += step.get("points") or 0
            label = _both("trick", n=tricks)
        else:
            label = _step_label(kind)
            cards = step.get("attempt") if kind == "throw" else step.get("cards")
            if isinstance(cards, str):
                rows = [{"seat": step.get("seat"), "cards": cards, "win": False}]
            elif kind == "call" and isinstance(step.get("card"), str):
                rows = [{"seat": None, "cards": step["card"], "win": False}]
        if kind in ("bank", "bury") and not any("banker" in r for r in roles):
            seat = _seat(step.get("banker", step.get("seat")), n)
            if seat is not None:
                roles[seat].append("banker")
                if game == "shuangsheng" and n == 4:
                    team = (seat, (seat + 2) % 4)
        if kind == "friend" and _seat(step.get("friend"), n) is not None:
            roles[step["friend"]].append("friend")
        if kind == "friend":
            banker = next((s for s, r in enumerate(roles) if "banker" in r), None)
            friend = _seat(step.get("friend"), n)
            if banker is not None:
                team = (banker,) if friend is None or friend == banker else (banker, friend)
        out.append({"label": label, "rows": rows, "span": (i, i),
                    "verdicts": [_verdict(step["explain"], step["rule"], step.get("ok", True))],
                    "score": score()})
    if _broken(response):
        out.append(_failure_frame(record, response, n, score()))
    return out


def _climbing_frames(game: str, record: dict, response: dict, n: int) -> list[dict]:
    steps = response.get("steps") or []
    result = response.get("result") if isinstance(response.get("result"), dict) else {}
    # Who is who: the setup step (wakeng's bid, mingan's and wushik's call) says it before
    # the first lead, so a broken record (no result) still has its roles.
    setup = next((st for st in steps if st.get("step") not in ("play", "pass")), {})
    roles = [[] for _ in range(n)]
    hands = record.get("hands") or {}
    left = [len(str(hands.get(str(s), "")).split()) for s in range(n)]
    for key in ("digger", "landlord"):
        seat = _seat(setup.get(key, result.get(key)), n)
        if seat is not None:
            roles[seat].append(key)
            left[seat] += len(str(record.get("kitty", "")).split())
    for key in ("banker", "hou"):   # wushik: the banker, and an open solo declared openly
        seat = _seat(record.get(key), n)
        if seat is not None:
            roles[seat].append(key)
    wushik = game == "wushik"
    points = [0] * n
    place = [None] * n
    bombs = 0
    out: list[dict] = []
    current: dict | None = None   # the open round, its rows and verdicts, its first and last step
    rows: list[dict] = []
    verdicts: list[dict] = []
    start = last = 0
    rounds = 0

    def snapshot() -> dict:
        snap = {"roles": [list(r) for r in roles], "bombs": bombs}
        if wushik:
            snap.update(points=list(points), place=list(place))
            if banker is not None and partner is not None and hidden in roles[partner]:
                # a called partner has shown itself: the points each side has won (solo modes count no points)
                mine = points[banker] + (points[partner] if partner != banker else 0)
                snap["sides"] = {"banker_side": mine, "partners": sum(points) - mine}
        else:
            snap["left"] = list(left)
        return snap

    partner_card = setup.get("partner_card") or (setup.get("card") if setup.get("partner") is not None else None)
    partner = _seat(setup.get("partner"), n)
    banker = _seat(setup.get("banker"), n) if wushik and setup.get("mode") == "partner" else None
    hidden = "hidden_partner" if game == "mingan" else "partner"
    for i, step in enumerate(steps):
        kind = step.get("step")
        if kind == "broken":   # drawn last, from the record as written
            continue
        if kind != "play" and kind != "pass":   # the setup: a frame of its own
            out.append({"label": _both("setup"), "rows": [], "span": (i, i),
                        "verdicts": [_verdict(step["explain"], step["rule"], step.get("ok", True))],
                        "score": snapshot()})
            continue
        if current is None:
            rounds += 1
            rows, verdicts, start = [], [], i
            current = {"label": _both("round", n=rounds), "rows": rows, "verdicts": verdicts, "span": (i, i)}
        last = i
        seat = step.get("seat")
        if kind == "pass":
            rows.append({"seat": seat, "cards": None, "win": False})
        else:
            rows.append({"seat": seat, "cards": step.get("cards"), "win": False})
            bombs += bool((step.get("as") or {}).get("bomb"))
            if (partner is not None and seat == partner and hidden not in roles[seat]
                    and isinstance(partner_card, str) and partner_card in str(step.get("cards")).split()):
                roles[seat].append(hidden)   # the hidden partner shows itself with the called card
            if _seat(seat, n) is not None:
                if "out" in step:
                    place[seat] = step["out"]
                if "left" in step:
                    left[seat] = step["left"]
        verdicts.append(_verdict(step["explain"], step["rule"]))
        done = step.get("round")
        if done is None and "round_winner" not in step:
            continue    # the round goes on
        done = done if isinstance(done, dict) else None
        winner = done["winner"] if done else step.get("round_winner")
        if wushik and done and _seat(done.get("winner"), n) is not None:
            points[done["winner"]] += done.get("points") or 0
        if done is not None or "round_winner" in step:
            _mark_winner(rows, winner)
            current["span"] = (start, last)
            current["score"] = snapshot()
            out.append(current)
            current = None
    if current is not None:
        current["span"] = (start, last)
        current["score"] = snapshot()
        out.append(current)
    if not _broken(response):
        final = {"label": _step_label("result"), "rows": [], "span": (len(steps) - 1, len(steps) - 1),
                 "verdicts": [_verdict(response["explain"], response["rule"])], "score": snapshot()}
        pay = result.get("payouts")
        if isinstance(pay, dict):
            final["score"]["payout"] = [pay.get(str(s)) for s in range(n)]
        out.append(final)
    else:
        out.append(_failure_frame(record, response, n, snapshot()))
    return out


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
    return {"label": _step_label("broken"), "rows": rows, "span": (last, last),
            "verdicts": [_verdict(response["explain"], response["rule"], False)], "score": score}


def _mark_winner(rows: list[dict], winner) -> None:
    """The round's winner is the last to have played cards: mark that play."""
    for row in reversed(rows):
        if row["cards"] is not None:
            row["win"] = row["seat"] == winner
            return


# --- HTML -------------------------------------------------------------------------

def rows_html(rows: list[dict], lang: str) -> str:
    """The plays of a frame in order (the middle of the table)."""
    if not rows:
        return ""
    parts = ['<ol class="pl-replay-table">']
    for row in rows:
        cls = ' class="pl-replay-win"' if row["win"] else ' class="pl-replay-bad"' if row.get("bad") else ""
        seat = ("" if row["seat"] is None else
                f'<span class="pl-seat" data-seat="{seat_index(row["seat"])}">{seat_word(row["seat"], lang, "seat_head")}</span> ')
        body = (cards_html(row["cards"], lang=lang) if row["cards"] is not None
                else f'<span class="pl-replay-pass">{say("pass", lang)}</span>')
        parts.append(f"<li{cls}>{seat}{body}</li>")
    parts.append("</ol>")
    return "".join(parts)


def frame_html(frame: dict, index: int, total: int, *, game: str, lang: str, root: str, seats: int,
               response: dict | None = None) -> str:
    """One frame: where it is, the table (every seat's hand after the frame, the frame's plays
    in the middle), the engine's words, the score. Seats are numbered from 1 (``data-seat``
    keeps the record's 0-based seat)."""
    parts = [f'<p class="pl-replay-where"><span class="pl-replay-count">{index + 1} / {total}</span> '
             f'<strong class="pl-replay-label">{esc(frame["label"][lang])}</strong></p>']
    middle = rows_html(frame["rows"], lang) + sides_html(frame["score"].get("sides"), lang)
    if response is not None and game in GAMES:
        parts.append(frame_table(frame, response, family=GAMES[game].family, lang=lang, seats=seats,
                                 middle=middle, order=play_order(game)))
    else:
        parts.append(middle)
    parts.append('<div class="pl-replay-verdicts">')
    for v in frame["verdicts"]:
        err = "" if v["ok"] else " pl-error"
        parts.append(f'<div class="pl-verdict-body{err}"><p class="pl-explain">{esc(v[lang])}</p>'
                     f'{rule_html(v["rule"], game, lang, root)}</div>')
    parts.append("</div>")
    parts.append(score_html(frame["score"], lang=lang, seats=seats))
    return "".join(parts)


def score_html(score: dict, *, lang: str, seats: int) -> str:
    """The score after a frame, one column per seat: the corner says 座位 / Seat and each
    column head is the seat's number from 1 (six seats fit a phone's width), with its roles."""
    head = "".join(
        f'<th scope="col" data-seat="{s}">{seat_no(s)}'
        + "".join(f' <span class="pl-replay-role">{esc(role_word(r, lang))}</span>' for r in score["roles"][s])
        + "</th>" for s in range(seats))
    body = []
    for key in SCORE_ROWS:
        values = score.get(key)
        if values is None:
            continue
        cells = "".join(f"<td>{'—' if v is None else esc(_num(v))}</td>" for v in values)
        body.append(f'<tr data-row="{key}"><th scope="row">{say(key, lang)}</th>{cells}</tr>')
    bombs = ""
    if "bombs" in score:
        bombs = f'<p class="pl-replay-bombs">{say("bombs", lang)}: <span>{esc(score["bombs"])}</span></p>'
    return (f'<div class="pl-replay-score"><table class="pl-replay-scores"><thead><tr>'
            f'<td class="pl-replay-corner">{say("seat_head", lang)}</td>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>{bombs}</div>')


def _num(v) -> str:
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def frames_html(game: str | None, record: dict, response: dict, *, lang: str, root: str) -> list[str]:
    """Every frame of the replay drawn (what ``<pl-replay>`` steps through live)."""
    fs = frames(game, record, response) if game else []
    total = len(fs)
    seats = seats_of(record)
    return [frame_html(f, i, total, game=game, lang=lang, root=root, seats=seats, response=response)
            for i, f in enumerate(fs)]
