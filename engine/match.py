"""The ``match`` op: a whole evening at one table, from its match file (issue 26).

Request: ``{"op": "match", "game": G, "match": FILE}``. FILE holds ``game`` (the request's),
``options`` (the evening's house rules, over the request's own), ``players`` (where the game has
several table sizes), ``names`` (optional, one per seat), ``start`` (the game's own: the starting
levels, the first dealer or banker, the base stake) and ``deals``: one entry per deal, what the
table knows after it (each game's shape: its ``request_fields.py``, ``MATCH_ENTRY``).

Every deal goes through the game's own ``score`` or ``settle`` op, asked through
:func:`engine.api.handle` like any request, so a match says exactly what those ops say deal by
deal. The game's match hooks (``GAME.match``: ``engine.<family>.<id>.match``) say how an entry and
the standing so far make that request (``request``), and how the request and its answer move the
standing (``advance``); this driver branches on no game. An entry the rules cannot have is refused with
the deal's number (1-based) and the field, in both languages, and the whole request with it:
nothing half-done. Correcting or undoing a deal is sending the file again with that entry
changed or removed; everything after it is recomputed, since nothing is kept between requests.

Answer: ``players``, ``standing``, ``next`` (``{seat, role, rule}``: who deals or banks next, or
None where the cards decide), ``over``, ``won_by``, ``deals`` (one row each: ``deal``, ``roles`` (who
banked, dug or held the land, and with whom: the hooks' ``ROLES`` as the request named them), ``result``
(the score/settle answer itself), ``standing``, ``next``, ``over``, ``explain``, ``rules``).
"""

from __future__ import annotations

import re
from types import SimpleNamespace

from . import api, fields, option_fields
from .errors import EngineError, bad_request, illegal
from .match_state import Standing
from .rulebook import verdict

MAX_DEALS = 300           # an evening is a few dozen deals; a file of more is refused
MAX_NAME = 24             # characters in a seat's name
FILE = "match"

# What a game's match hooks may leave out, and what the driver takes then.
DEFAULT_HOOKS = {"FROM_FILE": {}, "FROM_MATCH": frozenset(), "ENTRY_NAMES": {},
                 "over_words": lambda state: ("", "")}


def hooks_of(game) -> SimpleNamespace:
    """The game's match hooks (``GAME.match``), with the driver's defaults for what it leaves out
    (``OVER_RULE`` defaults to its ``RULE``: a match that never ends by itself)."""
    module = game.match
    own = {name: getattr(module, name) for name in dir(module) if not name.startswith("_")}
    return SimpleNamespace(**{**DEFAULT_HOOKS, "OVER_RULE": module.RULE, **own})


def match_op(ctx, request: dict) -> dict:
    hooks = hooks_of(ctx.game)
    file, options, players = _file(ctx, request)
    state = hooks.begin(players, _start(file), options)
    rows = []
    for k, entry in enumerate(file.get("deals") or [], 1):
        state, row = _deal(ctx, hooks, state, k, entry, options, players)
        rows.append(row)
    zh, en = hooks.words(state, len(rows))
    return verdict(hooks.RULE, zh, en, players=players, standing=state.standing, next=state.next,
                   over=state.over, won_by=list(state.won_by), deals=rows,
                   rules=sorted({hooks.RULE, *state.rules, *(r for row in rows for r in row["rules"])}))


def _deal(ctx, hooks, state: Standing, k: int, entry, options: dict, players: int) -> tuple[Standing, dict]:
    """Deal ``k`` (1-based): its entry checked and asked of the game's score/settle op."""
    where = f"{FILE}.deals[{k - 1}]"
    if not isinstance(entry, dict):
        raise bad_request(f"第 {k} 局的记录应是一组带名称的值（JSON 对象）。",
                          f"Deal {k} must be a set of named values (a JSON object).", field=where, deal=k)
    if state.over:
        raise illegal(f"第 {k} 局：这场已经结束（{hooks.over_words(state)[0]}），不能再记下一局；要接着打，请开一场新的。",
                      f"Deal {k}: the match is over ({hooks.over_words(state)[1]}), so no deal can follow; "
                      f"to play on, start a new match.", field=where, deal=k, rule=hooks.OVER_RULE)
    try:
        asked = {"op": hooks.OP, "game": ctx.game.id, "options": options, **hooks.request(state, entry, players)}
    except EngineError as err:
        raise _in_deal(k, err.to_json(), hooks) from None
    answer = api.handle(asked)         # the one entry point, as any caller asks it
    if not answer.get("ok"):
        raise _in_deal(k, answer["error"], hooks)
    result = {key: v for key, v in answer.items() if key != "ok"}
    roles = {role: _seat(asked.get(role)) for role in hooks.ROLES if asked.get(role) is not None}
    state, zh, en = hooks.advance(state, asked, result, players)
    cited = [answer["rule"], *answer.get("rules", ()), *answer.get("rulings", ()), *state.rules, state.next["rule"]]
    return state, {"deal": k, "roles": roles, "result": result, "standing": state.standing, "next": state.next,
                   "over": state.over, "explain": {"zh": f"第 {k} 局：{zh}", "en": f"Deal {k}: {en}"},
                   "rules": list(dict.fromkeys(cited))}


def _seat(value):
    """A seat as the op read it (``"2"`` is seat 2, as everywhere)."""
    return int(value) if isinstance(value, str) else value


def _in_deal(k: int, error: dict, hooks) -> EngineError:
    """An error of deal ``k``'s own request, said of the deal: its number, and the entry's field."""
    data = {key: v for key, v in error.items() if key not in ("code", "zh", "en", "field")}
    where = f"{FILE}.deals[{k - 1}]"
    name = error.get("field")
    if isinstance(name, str):
        head = re.split(r"[.\[]", name, maxsplit=1)[0]
        if head in hooks.FROM_FILE:            # a field the file supplies (the base stake, the players…)
            data["field"] = f"{FILE}.{hooks.FROM_FILE[head]}"
        elif head in hooks.FROM_MATCH:         # a field the match supplies (the levels…)
            data["field"] = where
        elif name in hooks.ENTRY_NAMES:        # a field the entry says another way (trump → suit)
            data["field"] = f"{where}.{hooks.ENTRY_NAMES[name]}"
        else:
            data["field"] = f"{where}.{name}"
    else:
        data["field"] = where
    return EngineError(error["code"], f"第 {k} 局：{error['zh']}", f"Deal {k}: {error['en']}", deal=k, **data)


def _file(ctx, request: dict) -> tuple[dict, dict, int]:
    """The match file, its options (over the request's, as a deal record's: read into ``ctx.read``,
    with ``ctx.forced`` over them, so engine.decided can name the house rule that decided the
    standing) and its table size, checked."""
    file = request.get(FILE)
    if not isinstance(file, dict):
        raise bad_request("要给出比赛记录（match）：一个 JSON 对象。",
                          "The match file (“match”) is needed: a JSON object.", field=FILE)
    if file.get("game", ctx.game.id) != ctx.game.id:
        raise bad_request(f"比赛记录是另一种游戏的（{str(file.get('game'))[:40]}），不是{ctx.game.zh}。",
                          f"The match file is of another game ({str(file.get('game'))[:40]}), not {ctx.game.en}.",
                          field=f"{FILE}.game")
    options = option_fields.options(ctx.game.options(), file.get("options"), ctx.options,
                                    ("比赛记录的", "The match file's "), f"{FILE}.options")
    options.update(ctx.forced)          # engine.decided: the house rules put back to their default
    ctx.read.update(options)            # ... and the file's own count as the request's
    players = ctx.game.players[0]
    if "players" in file:
        players = fields.integer({f"{FILE}.players": file["players"]}, f"{FILE}.players",
                                 choices=tuple(ctx.game.players))
    deals = file.get("deals", [])
    if not isinstance(deals, list):
        raise bad_request("各局（deals）应是一串（列表）。", "The deals must be a list.", field=f"{FILE}.deals")
    if len(deals) > MAX_DEALS:
        raise bad_request(f"一场最多记 {MAX_DEALS} 局，这里有 {len(deals)} 局。",
                          f"A match holds at most {MAX_DEALS} deals, not {len(deals)}.",
                          field=f"{FILE}.deals", most=MAX_DEALS)
    _names(file.get("names"), players)
    return file, options, players


def _names(names, players: int) -> None:
    """The names typed for the seats: one text per seat, each short (or none at all)."""
    if names is None:
        return
    if not isinstance(names, list) or len(names) != players:
        raise bad_request(f"名字要一家一个，共 {players} 个。", f"The names are one per seat: {players} of them.",
                          field=f"{FILE}.names")
    for i, name in enumerate(names):
        if not isinstance(name, str) or len(name.strip()) > MAX_NAME or name != name.strip():
            raise bad_request(f"座位 {i + 1} 的名字应是最多 {MAX_NAME} 个字的文字，前后不带空格。",
                              f"Seat {i + 1}'s name must be text of at most {MAX_NAME} characters, "
                              f"with no spaces around it.", field=f"{FILE}.names[{i}]")


def _start(file: dict) -> dict:
    start = file.get("start", {})
    if not isinstance(start, dict):
        raise bad_request("开局（start）应是一组带名称的值（JSON 对象）。",
                          "The start must be a set of named values (a JSON object).", field=f"{FILE}.start")
    return start


OPS = {"match": match_op}
