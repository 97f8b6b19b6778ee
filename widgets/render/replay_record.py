"""What makes a replay frame read like a hand record, beside the table (``replay_draw.py``):

- ``contract_html``: the line that stays on screen once the bidding is over: the trump and
  level (the tractor games), who is who (banker, friend, digger, landlord…), the stake and
  the called card, all from the frame's ``board`` (``engine/tractor/replay_board.py``,
  ``engine/climbing/replay_board.py``: ``trump``, ``roles``, ``called``, ``stake``);
- ``trick_html``: the frame's plays placed round a small table, each at its seat (the same
  places as the big table, ``table.places``, from the game's direction of play), the
  leader marked, the direction's arrow in the centre: what a phone shows, where the big
  table stacks its hands in one column (``widgets/css/table.css``);
- ``last_html``: the latest whole trick or round, folded, to look at again;
- ``plays_html``: a frame's plays as a line of the play list (``replay_list.py``).
"""

from __future__ import annotations

from engine.text import cards_in, ordinal_en, seat_no

from .cards import cards_html
from .markup import esc
from .table import arrow_html, places
from .verdict import trump_text
from .words import code, say, seat_index, seat_word


def contract_html(score: dict, lang: str) -> str:
    """The frame's heading line (empty before anything is settled)."""
    parts = []
    if isinstance(score.get("trump"), dict):
        parts.append(("trump", trump_text(score["trump"], lang)))
    for seat, roles in enumerate(score.get("roles") or []):
        for role in roles:
            parts.append(("role", say("role_seat", lang, role=code(role, lang, "role"), seat=seat_no(seat))))
    called = score.get("called")
    if isinstance(called, dict) and isinstance(called.get("card"), str):
        nth = called.get("nth") if isinstance(called.get("nth"), int) else 1
        parts.append(("called", say("called_nth", lang, nth=nth if lang == "zh" else ordinal_en(nth),
                                    card=_cards_text(called["card"], lang))))
    elif isinstance(called, str):
        parts.append(("called", say("called", lang, card=_cards_text(called, lang))))
    if isinstance(score.get("stake"), int):
        parts.append(("stake", say("stake", lang, n=score["stake"])))
    if not parts:
        return ""
    spans = "".join(f'<span data-contract="{key}">{esc(text)}</span>' for key, text in parts)
    return f'<p class="pl-replay-contract">{spans}</p>'


def _cards_text(cards: str, lang: str) -> str:
    return cards_in(cards, lang)


def lead_mark(lang: str) -> str:
    return f'<span class="pl-seat-mark pl-lead">{esc(say("lead", lang))}</span>'


def trick_html(rows: list[dict], *, seats: int, order: str, lang: str, leader=None) -> str:
    """The plays round a small table: each seat's latest play of the frame at its place."""
    if not rows or not 3 <= seats <= 6:
        return ""
    latest: dict[int, dict] = {}
    for row in rows:
        if row.get("seat") is not None:
            latest[seat_index(row["seat"])] = row
    where = places(seats, order)
    led = next((seat_index(r["seat"]) for r in rows if r.get("lead") and r.get("seat") is not None), leader)
    cells = []
    for s in range(seats):
        row = latest.get(s)
        cls = "pl-trick-seat pl-at-" + where[s]
        if row is not None:
            cls += " pl-replay-win" if row.get("win") else " pl-replay-bad" if row.get("bad") else ""
            cls += " pl-replay-now" if row.get("now") else ""
        lead = s == led
        body = ""
        if row is not None:
            body = (cards_html(row["cards"], lang=lang) if row["cards"] is not None
                    else f'<span class="pl-replay-pass">{esc(say("pass", lang))}</span>')
        cells.append(f'<div class="{cls}" data-seat="{s}"{" data-lead" if lead else ""}>'
                     f'<span class="pl-trick-name">{esc(seat_word(s, lang, "seat_head"))}</span>'
                     f'{lead_mark(lang) if lead else ""}{body}</div>')
    return (f'<div class="pl-trick" data-n="{seats}" data-order="{esc(order)}"><div class="pl-trick-centre">'
            f'{arrow_html(order, lang=lang)}</div>{"".join(cells)}</div>')


def last_html(last: dict | None, lang: str, rows_html) -> str:
    """The latest whole trick or round, folded: a tap opens it."""
    if not last or not last.get("rows"):
        return ""
    key = "last_round" if last.get("kind") == "round" else "last_trick"
    return (f'<details class="pl-replay-last"><summary>{esc(say(key, lang, label=last["label"][lang]))}</summary>'
            f'{rows_html(last["rows"], lang)}</details>')


def plays_html(rows: list[dict], lang: str) -> str:
    """A frame's plays as a line: each seat with its cards (a pass in words), the leader marked."""
    parts = []
    for row in rows:
        seat = "" if row.get("seat") is None else esc(seat_word(row["seat"], lang, "seat_head")) + " "
        body = (cards_html(row["cards"], lang=lang) if row.get("cards") is not None
                else f'<span class="pl-replay-pass">{esc(say("pass", lang))}</span>')
        mark = f' <span class="pl-lead-word">({esc(say("lead", lang))})</span>' if row.get("lead") else ""
        parts.append(f'<span class="pl-replay-play"{" data-lead" if row.get("lead") else ""}>{seat}{body}{mark}</span>')
    sep = "，" if lang == "zh" else ", "
    return f'<span class="pl-replay-plays">{sep.join(parts)}</span>' if parts else ""
