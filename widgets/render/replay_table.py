"""The table view of a replay frame: every seat round the table (``table.table_html``) with
its name, its roles and its hand, the kitty, the frame's plays in the middle.

The hands come from the engine's replay answer asked with ``"table": true``: the hands as
dealt (``table``), and on each step the hands after it (``hands``) and the kitty where it
changed (``kitty``). A frame covers steps ``span = (first, last)`` of the answer
(``replay.frames``); its table shows the hands after its last step. An answer without the
table data draws the seats and the middle only.

Hands are grouped as a player holds them: the tractor games by suit with the trumps
together (the engine's order already puts them so; the trump of the deal says where a
group ends), the climbing games by rank. Each hand carries its cards as notation in
``data-cards`` and its seat in ``data-seat`` (for scripts and tests, never shown).

Hide and guess (``replay_guess.turns``) draws the table before a chosen seat's play with
``seats_table``.
"""

from __future__ import annotations

from itertools import groupby

from engine.cards import TEXT_RANK, parse_cards

from .cards import card_chip, cards_html
from .markup import esc, pick
from .table import table_html
from .words import code, say, seat_word

WORDS = {
    "kitty": ("底牌", "Kitty"), "extra": ("底牌", "Extra cards"),
    "cards_n": ("{n} 张", ("{n} card", "{n} cards")), "points_n": ("{n} 分", ("{n} point", "{n} points")),
    "hidden": ("牌已盖住", "cards hidden"),
}


def word(key: str, lang: str, n: int | None = None) -> str:
    text = pick(WORDS[key], lang)
    if isinstance(text, tuple):
        text = text[0 if n == 1 else 1]
    return text.format(n=n) if n is not None else text


def hands_after(response: dict, last: int) -> tuple[dict | None, str | None]:
    """The hands (``{"0": cards, …}``) and the kitty after step ``last`` of the answer (-1:
    as dealt); ``(None, None)`` when the answer has no table data."""
    table = response.get("table") if isinstance(response.get("table"), dict) else None
    if table is None:
        return None, None
    steps = response.get("steps") or []
    hands, kitty = table.get("hands"), table.get("kitty")
    for step in steps[:max(0, last + 1)]:
        if isinstance(step.get("hands"), dict):
            hands = step["hands"]
        if isinstance(step.get("kitty"), str):
            kitty = step["kitty"]
    return (hands if isinstance(hands, dict) else None), kitty


def trump_of(response: dict, last: int | None = None) -> dict | None:
    """The deal's trump: the result's, or (a deal not played out) the board's at step ``last``
    or at the end of the steps (the table view's ``board.trump``, once the bidding is over)."""
    result = response.get("result") if isinstance(response.get("result"), dict) else {}
    trump = result.get("trump")
    if isinstance(trump, dict):
        return trump
    steps = response.get("steps") or []
    if steps:
        board = steps[-1 if last is None or not 0 <= last < len(steps) else last].get("board")
        trump = board.get("trump") if isinstance(board, dict) else None
    return trump if isinstance(trump, dict) else None


def _group_key(card, family: str, trump: dict | None):
    if family != "tractor":
        return card.rank if not card.is_joker else ("joker", card.rank)
    if card.is_joker:
        return "trump"
    if trump is not None and (card.rank == TEXT_RANK.get(str(trump.get("rank"))) or card.suit == trump.get("suit")):
        return "trump"
    return card.suit


# each card's chip by language, made once: a frame's table draws every hand (a hundred chips)
_CHIPS: dict[str, dict] = {}


def hand_html(cards: str, seat: int, *, lang: str, family: str, trump: dict | None) -> str:
    """A hand as groups of chips (by suit with the trumps together, or by rank)."""
    chip_of = _CHIPS.setdefault(lang, {})

    def chip(card) -> str:
        got = chip_of.get(card)
        if got is None:
            got = chip_of[card] = card_chip(card, lang)
        return got

    parsed = parse_cards(cards) if cards.strip() else []
    chips = "".join('<span class="pl-hand-group">' + "".join(map(chip, group)) + "</span>"
                    for _, group in groupby(parsed, key=lambda c: _group_key(c, family, trump)))
    return (f'<div class="pl-hand" data-seat="{seat}" data-cards="{esc(cards)}">'
            f'<span class="pl-hand-count">{esc(word("cards_n", lang, len(parsed)))}</span>'
            f'<span class="pl-hand-cards">{chips}</span>'
            f'<span class="pl-hand-hidden">{esc(word("hidden", lang))}</span></div>')


def seat_head(seat: int, roles: list[str], lang: str, *, lead: bool = False) -> str:
    marks = "".join(f' <span class="pl-seat-mark pl-role">{esc(role_word(r, lang))}</span>' for r in roles)
    if lead:
        marks += f' <span class="pl-seat-mark pl-lead">{esc(say("lead", lang))}</span>'
    return f'<span class="pl-seat" data-seat="{seat}">{esc(seat_word(seat, lang, "seat_head"))}</span>{marks}'


def role_word(role: str, lang: str) -> str:
    return code(role, lang, "role")


def sides_html(sides: dict | None, lang: str) -> str:
    """Points won by each side, once the sides are known (the tractor games; Wild Fifty-K once a
    called partner shows itself), in the order the frame gives them."""
    if not sides:
        return ""
    parts = [f'<span data-side="{side}">{esc(code(side, lang, "side"))} {esc(word("points_n", lang, points))}</span>'
             for side, points in sides.items()]
    return f'<p class="pl-replay-sides">{" · ".join(parts)}</p>'


def kitty_html(kitty: str | None, *, lang: str, family: str) -> str:
    if not kitty:
        return ""
    name = word("kitty" if family == "tractor" else "extra", lang)
    secret = " data-secret" if family == "tractor" else ""   # the buried cards: the banker's to know
    return (f'<p class="pl-replay-kitty" data-cards="{esc(kitty)}"{secret}><span class="pl-replay-kitty-name">'
            f'{esc(name)}</span> {cards_html(kitty, lang=lang)}</p>')


def frame_table(frame: dict, response: dict, *, family: str, lang: str, seats: int, middle: str,
                order: str) -> str:
    """The table of one frame: the seats with their hands after the frame, the middle given."""
    return seats_table(response, frame["span"][1], frame["score"]["roles"], family=family, lang=lang,
                       seats=seats, middle=middle, order=order, leader=frame["score"].get("leader"))


def seats_table(response: dict, last: int, roles: list, *, family: str, lang: str, seats: int,
                middle: str, order: str, leader=None) -> str:
    """The table with every hand as it stands after step ``last`` of the answer, the seat
    that leads the trick or round in play (``leader``) marked, the direction of play's arrow
    in the middle."""
    hands, kitty = hands_after(response, last)
    trump = trump_of(response, last)
    out = []
    for s in range(seats):
        body = ""
        if hands is not None and isinstance(hands.get(str(s)), str):
            body = hand_html(hands[str(s)], s, lang=lang, family=family, trump=trump)
        out.append({"seat": s, "body": body,
                    "head": seat_head(s, roles[s] if s < len(roles) else [], lang, lead=s == leader)})
    middle += kitty_html(kitty, lang=lang, family=family)
    if not 3 <= seats <= 6:
        return f'<div class="pl-table">{middle}</div>'
    return table_html(out, lang=lang, middle=middle, cls="pl-replay-seats", order=order, arrows=order)
