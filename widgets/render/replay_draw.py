"""A replay frame (``replay.frames``) as HTML: where it is, what stays on screen (the trump,
the roles, the stake: ``replay_record.py``), the table (every seat's hand after the frame,
the frame's plays in the middle, the leader marked: ``replay_table.py``), the last trick to
look at again, the engine's words with the rule cited, and the score (the engine's board:
roles, points, counts) by seat."""

from __future__ import annotations

from engine.games import GAMES
from engine.text import seat_no

from .cards import cards_html
from .cite import explain_html, rule_html
from .markup import esc
from .replay_record import contract_html, last_html, lead_mark, trick_html
from .replay_table import frame_table, role_word, sides_html
from .table import play_order
from .words import say, seat_index, seat_word

SCORE_ROWS = ("points", "left", "place", "payout")


def rows_html(rows: list[dict], lang: str) -> str:
    """The plays of a frame in order (the middle of the table), the leader's marked."""
    if not rows:
        return ""
    parts = ['<ol class="pl-replay-table">']
    for row in rows:
        classes = " ".join(c for c in ("pl-replay-win" if row["win"] else "pl-replay-bad" if row.get("bad") else "",
                                       "pl-replay-now" if row.get("now") else "") if c)
        cls = f' class="{classes}"' if classes else ""
        lead = row.get("lead") and row["seat"] is not None
        seat = ("" if row["seat"] is None else
                f'<span class="pl-seat" data-seat="{seat_index(row["seat"])}">{seat_word(row["seat"], lang, "seat_head")}</span> ')
        body = (cards_html(row["cards"], lang=lang) if row["cards"] is not None
                else f'<span class="pl-replay-pass">{say("pass", lang)}</span>')
        parts.append(f"<li{cls}{' data-lead' if lead else ''}>{seat}{lead_mark(lang) if lead else ''}{body}</li>")
    parts.append("</ol>")
    return "".join(parts)


def middle_html(rows: list[dict], *, score: dict, notes: list, lang: str, seats: int, order: str) -> str:
    """The middle of the table: the plays in order (a wide box) or round a small table (a
    phone: ``replay_record.trick_html``), the renderer's notes, the sides' points."""
    leader = score.get("leader") if isinstance(score.get("leader"), int) else None
    out = trick_html(rows, seats=seats, order=order, lang=lang, leader=leader) + rows_html(rows, lang)
    out += "".join(f'<p class="pl-replay-note">{esc(note[lang])}</p>' for note in notes)
    return out + sides_html(score.get("sides"), lang)


def frame_html(frame: dict, index: int, total: int, *, game: str, lang: str, root: str, seats: int,
               response: dict | None = None) -> str:
    """One frame: where it is, what stays on screen (trump, roles, stake), the table (every
    seat's hand after the frame, the frame's plays in the middle, the leader marked), the
    last trick to look at again, the engine's words, the score. Seats are numbered from 1
    (``data-seat`` keeps the record's 0-based seat)."""
    parts = [f'<p class="pl-replay-where"><span class="pl-replay-count">{index + 1} / {total}</span> '
             f'<strong class="pl-replay-label">{esc(frame["label"][lang])}</strong></p>',
             contract_html(frame["score"], lang)]
    order = play_order(game) if game in GAMES else "counterclockwise"
    middle = middle_html(frame["rows"], score=frame["score"], notes=frame.get("notes") or [], lang=lang,
                         seats=seats, order=order)
    if response is not None and game in GAMES:
        parts.append(frame_table(frame, response, family=GAMES[game].family, lang=lang, seats=seats,
                                 middle=middle, order=order))
    else:
        parts.append(middle)
    parts.append(last_html(frame.get("last"), lang, rows_html))
    parts.append('<div class="pl-replay-verdicts">')
    for v in frame["verdicts"]:
        err = "" if v["ok"] else " pl-error"
        parts.append(f'<div class="pl-verdict-body{err}"><p class="pl-explain">{explain_html(v[lang], v.get("decided_by"), game, lang, root)}</p>'
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
