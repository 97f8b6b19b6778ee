"""Hide and guess: play along from one seat of a replay.

``turns``: the plays a chosen seat makes in one frame. Each turn carries what the page
needs to ask the reader for a guess and the engine to judge it:

- ``html`` (only for the turn asked for, ``draw``: drawing a table costs a few ms in the
  browser): the table as it stands before that play (every hand before it, the plays
  before it in the frame in the middle);
- ``check``: the request that judges a guess, the guessed cards going in ``field``
  (tractor: ``follow`` against the lead, or ``classify`` for a lead; climbing: ``beats``
  against the play on the table, or ``classify`` for a lead); ``pass``: the request that
  judges a pass (climbing games, not on a lead: ``answers``), else None;
- ``actual``: what was played (None for a pass), ``seat``, ``hand`` (the cards to pick from).

``guess_html``: the engine's answer to a guess as words: legal or not, why (with the rule
cited), and, once the guess is legal, what the seat actually played (an illegal guess keeps
it hidden: the reader guesses again).
"""

from __future__ import annotations

from engine.games import GAMES

from .cards import cards_html
from .cite import rule_html
from .markup import esc, pick
from .replay_table import hands_after, seats_table, trump_of
from .verdict import error_html

WORDS = {
    "legal": ("可以这样出", "A legal play"), "illegal": ("不能这样出", "Not a legal play"),
    "pass_ok": ("可以不出", "Passing is allowed"), "pass_no": ("这里不能不出", "You may not pass here"),
    "actual": ("实际出的是：", "What was played:"), "actual_pass": ("实际上这家不出。", "In the deal this seat passed."),
}


def word(key: str, lang: str) -> str:
    return pick(WORDS[key], lang)


def _options(record: dict) -> dict:
    options = record.get("options")
    return {"options": options} if isinstance(options, dict) and options else {}


def turns(game: str, record: dict, response: dict, frame: dict, seat: int, *, lang: str,
          seats: int, order: str, rows_html, draw: int | None = None) -> list[dict]:
    """Every play ``seat`` makes in ``frame``, each as a turn (see the module's text)."""
    if game not in GAMES or not isinstance(frame.get("span"), tuple):
        return []
    family = GAMES[game].family
    roles = frame["score"]["roles"]
    out = []

    def turn(i: int, before: list[dict], actual, check: dict, field: str, pass_check: dict | None) -> None:
        hands, _ = hands_after(response, i - 1)
        hand = hands.get(str(seat)) if hands else None
        if not isinstance(hand, str):
            return
        if "hand" in check:
            check["hand"] = hand
        if pass_check is not None:
            pass_check["hand"] = hand
        one = {"seat": seat, "actual": actual, "hand": hand, "check": check, "field": field, "pass": pass_check}
        if len(out) == draw:
            one["html"] = seats_table(response, i - 1, roles, family=family, lang=lang, seats=seats,
                                      middle=rows_html(before, lang), order=order)
        out.append(one)

    base = {"game": game, **_options(record)}
    if family == "tractor":
        _trick_turns(response, frame, seat, base, turn)
    else:
        _round_turns(response, frame, seat, base, turn)
    return out


def _trick_turns(response: dict, frame: dict, seat: int, base: dict, turn) -> None:
    """The tractor games: the seat's play in each trick of the frame (a lead is classified,
    a follow checked against the lead)."""
    trump = trump_of(response)
    if trump is None:
        return
    steps = response.get("steps") or []
    first, last = frame["span"]
    for i in range(first, last + 1):
        step = steps[i] if 0 <= i < len(steps) else {}
        plays = (step.get("plays") or []) if step.get("step") == "trick" else []
        for j, play in enumerate(plays):
            if play.get("seat") != seat:
                continue
            asked = {"game": base["game"], "trump": trump, **base}
            if j == 0:
                check, field = {"op": "classify", **asked}, "cards"
            else:
                check, field = {"op": "follow", **asked, "lead": plays[0].get("cards"), "hand": ""}, "play"
            before = [{"seat": p.get("seat"), "cards": p.get("cards"), "win": False} for p in plays[:j]]
            turn(i, before, play.get("cards"), check, field, None)


def _round_turns(response: dict, frame: dict, seat: int, base: dict, turn) -> None:
    """The climbing games: the seat's plays and passes in the frame (a lead is classified,
    any other play checked against the play to beat, with its reading where the game's
    ``beats`` takes one: the answer's ``table.previous_as``; a pass asked of ``answers``)."""
    steps = response.get("steps") or []
    table = response.get("table") if isinstance(response.get("table"), dict) else {}
    first, last = frame["span"]
    previous = previous_as = None
    k = 0
    for i in range(frame.get("round", first), last + 1):    # from the round's lead: the play to beat
        step = steps[i] if 0 <= i < len(steps) else {}
        if step.get("step") not in ("play", "pass"):
            continue
        if step.get("seat") == seat and i >= first:
            if previous is None:
                check, field, pass_check = {"op": "classify", **base}, "cards", None
            else:
                check, field = {"op": "beats", **base, "previous": previous}, "play"
                if isinstance(previous_as, dict) and table.get("previous_as") and previous_as.get("kind"):
                    check["previous_as"] = {"kind": previous_as["kind"], "rank": previous_as.get("rank")}
                pass_check = {"op": "answers", **base, "previous": previous, "hand": ""}
            actual = step.get("cards") if step["step"] == "play" else None
            turn(i, frame["rows"][:k], actual, check, field, pass_check)
        if step["step"] == "play":
            previous, previous_as = step.get("cards"), step.get("as")
        k += 1


def is_legal(request: dict, response: dict) -> bool:
    if not response.get("ok"):
        return False
    op = request.get("op")
    if op == "follow":
        return response.get("legal") is True
    if op == "beats":
        return response.get("beats") is True
    if op == "answers":
        return response.get("can_pass", True) is True
    return response.get("shape", response.get("kind")) not in ("invalid", None)


def guess_html(request: dict, response: dict, view: dict) -> tuple[str, bool]:
    """The grade of a guess (the engine's ``response`` to the turn's check) and whether it
    was legal; ``view["actual"]``: what the seat played (None: it passed)."""
    lang, root = view["lang"], view["root"]
    game = request.get("game") if isinstance(request.get("game"), str) else None
    legal = is_legal(request, response)
    passed = request.get("op") == "answers"
    head = word(("pass_ok" if legal else "pass_no") if passed else ("legal" if legal else "illegal"), lang)
    parts = [f'<div class="pl-guess-grade" data-legal="{str(legal).lower()}">'
             f'<p class="pl-guess-head"><strong>{esc(head)}</strong></p>']
    if response.get("ok"):
        parts.append(f'<div class="pl-verdict-body{"" if legal else " pl-error"}">'
                     f'<p class="pl-explain">{esc(response["explain"][lang])}</p>'
                     f'{rule_html(response["rule"], game, lang, root)}</div>')
    else:
        parts.append(error_html(response["error"], lang, game, root))
    actual = view.get("actual")
    if legal and isinstance(actual, str) and actual:     # an illegal guess: the real play stays hidden
        parts.append(f'<p class="pl-guess-actual">{esc(word("actual", lang))} {cards_html(actual, lang=lang)}</p>')
    elif legal:
        parts.append(f'<p class="pl-guess-actual">{esc(word("actual_pass", lang))}</p>')
    parts.append("</div>")
    return "".join(parts), legal
