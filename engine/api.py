"""The one entry point: ``handle(request: dict) -> dict`` (contract: docs/reference/api).

It never raises. A bad request gets ``{"ok": false, "error": {code, zh, en}}``
and nothing is half-done: handlers are pure functions of the request, and a field the op does
not read is refused before its handler runs (engine.request_fields).
"""

from __future__ import annotations

import json
import re
import sys
from itertools import accumulate
from typing import Any

from . import decided, fields, games, request_fields, seating, table_later
from .cards import format_cards
from .errors import EngineError, bad_request
from .labels import LABELS, label
from .rulebook import verdict
from .text import cards_in, count_en

# The bounds of a request as text, the same in the page (widgets/js/engine-client.js refuses
# a longer or deeper text with these words before it reaches Pyodide, whose stack is smaller
# than CPython's: tests/engine/test_api.py checks the page says the same).
MAX_REQUEST_CHARS = 200_000
MAX_DEPTH = 32           # objects and lists inside each other; a deal record needs 5
TOO_LARGE = ("请求太大或不是文本。", "The request is too large or not text.")
TOO_DEEP = (f"请求嵌套太深（最多 {MAX_DEPTH} 层）。", f"The request is nested too deeply (at most {MAX_DEPTH} levels).")
LONE_SURROGATE = re.compile("[\ud800-\udfff]")
# Python will not write out (nor read from JSON) an int of more digits than this; a request
# built in Python could still hold one, and any message naming it would fail.
MAX_DIGITS = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else 0


def handle(request: Any) -> dict:
    """Answer one request. Always returns a JSON-ready dict."""
    return _answer(request, sized=False)


def _answer(request: Any, sized: bool) -> dict:
    """``sized``: the request was read from JSON text already bounded (``handle_text``)."""
    try:
        return _dispatch(request, sized)
    except EngineError as err:
        return {"ok": False, "error": err.to_json()}
    except RecursionError:
        return {"ok": False, "error": bad_request(*TOO_DEEP).to_json()}
    except Exception as err:  # a bug: report it, never raise into the caller
        return _internal(f"引擎内部错误：{type(err).__name__}",
                         f"Internal engine error: {type(err).__name__}: {err}")


def handle_json(text: str) -> str:
    """JSON text in, JSON text out: what the Web Worker calls through Pyodide."""
    return dumps(handle_text(text))


def handle_text(text: Any) -> dict:
    """The answer to a request given as JSON text (too long or not JSON: ``bad_request``)."""
    request, refused = read_text(text)
    return refused if refused is not None else handle_read(request)


def read_text(text: Any) -> tuple[Any, dict | None]:
    """The request in JSON ``text``, bounded as :func:`handle_text` bounds it: ``(request, None)``,
    or ``(None, the refusal)`` for a text too long, nested too deeply or not JSON. With
    :func:`handle_read`, a caller that reads the request itself (the worker's renderer,
    widgets/render/live.py) reads the text once."""
    if not isinstance(text, str) or len(text) > MAX_REQUEST_CHARS:
        return None, {"ok": False, "error": bad_request(*TOO_LARGE).to_json()}
    if text_depth(text) > MAX_DEPTH:
        return None, {"ok": False, "error": bad_request(*TOO_DEEP).to_json()}
    try:
        return json.loads(text), None
    except (ValueError, RecursionError):
        return None, {"ok": False, "error": bad_request(
            "请求不是有效的 JSON。", "The request is not valid JSON.").to_json()}


def handle_read(request: Any) -> dict:
    """The answer to a request :func:`read_text` read from its text (so its size is bounded:
    its depth by text_depth, its whole numbers by json.loads, which reads none of more than
    MAX_DIGITS digits, a tenth of a replay's time saved against :func:`_check_size`)."""
    return _answer(request, sized=True)


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def text_depth(text: str) -> int:
    """How deep lists and objects sit inside each other in a JSON text (strings skipped),
    counted without parsing it: the page counts the same way (engine-client.js)."""
    # Without a backslash and with the quotes paired, every other piece between quotes is a
    # string: a split drops them as the pattern would, four times faster on a whole replay.
    if "\\" in text or text.count('"') % 2:
        outside = _STRING.sub("", text)
    else:
        outside = "".join(text.split('"')[::2])
    return max(0, max(accumulate(map(_STEP.__getitem__, _NOT_BRACKET.sub("", outside))), default=0))


def dumps(response: Any, indent: int | None = None) -> str:
    """An answer (or any JSON value) as JSON text that is always valid UTF-8. Text stays readable (not
    ``\\u``-escaped), except a lone surrogate echoed from the request (``"\\ud800"`` is
    valid JSON but no UTF-8 can carry it): that one is written as its JSON escape."""
    text = json.dumps(response, ensure_ascii=False, indent=indent)
    try:
        text.encode("utf-8")    # almost always: no lone surrogate (a check in C, four times faster than the scan)
    except UnicodeEncodeError:
        text = LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    return text


def _internal(zh: str, en: str) -> dict:
    return {"ok": False, "error": {"code": "internal", "zh": zh, "en": en}}


def _dispatch(request: Any, sized: bool) -> dict:
    if not isinstance(request, dict):
        raise bad_request("请求应是一个 JSON 对象。", "The request must be a JSON object.")
    if not sized:
        _check_size(request)
    op = request.get("op")
    if not isinstance(op, str):
        request_fields.misspelt(request, "op")
        raise bad_request("缺少 op（要做什么）。", "Missing \"op\" (what to do).")
    if op in GAMELESS:
        request_fields.check(request, None, op)
        return GAMELESS[op](request)
    game_id = request.get("game")
    if not isinstance(game_id, str) or game_id not in games.GAMES:
        request_fields.misspelt(request, "game")
        known = ", ".join(games.GAMES)
        raise bad_request(f"未知的游戏 {game_id!r}；可选：{known}。",
                          f"Unknown game {game_id!r}; one of: {known}.")
    with fields.at_table(games.GAMES[game_id], op):
        return _game_op(op, game_id, request)


def _game_op(op: str, game_id: str, request: dict) -> dict:
    game = games.GAMES[game_id]
    ctx = games.Context(game, _options(game_id, request.get("options")))
    if op == "rules":
        request_fields.check(request, game_id, op)
        return _rules(ctx)
    handler = game.handler(op)
    if handler is None:
        table = game.op_names()
        if op in KNOWN_OPS:     # said in the ops' words (engine.labels, "op"); the codes stay in data
            has = [o for o in LABELS["op"] if o == "rules" or o in table]
            raise EngineError("unsupported", f"{ctx.game.zh}不能回答「{label('op', op, 'zh')}」。它能回答："
                              f"{'、'.join(label('op', o, 'zh') for o in has)}。",
                              f"{ctx.game.en} cannot answer “{label('op', op, 'en')}”. It answers: "
                              f"{', '.join(label('op', o, 'en') for o in has)}.", op=op, ops=sorted(has))
        raise bad_request(f"未知的 op：{op!r}。", f"Unknown op {op!r}.")
    request_fields.check(request, game_id, op)     # the whole request, before any work
    try:
        answer = handler(ctx, request)
    except EngineError as err:      # a refusal the house rules made says so (issue 27 §2)
        raise decided.named_refusal(ctx, op, handler, request, err) from None
    if table_later.waiting() and decided.changed_options(ctx, op):
        table_later.write_whole()   # the house rules that decided each step are found on whole steps
    return decided.annotate(ctx, op, handler, request, answer)


def _check_size(request: dict) -> None:
    """Refuse a request nested deeper than MAX_DEPTH, or holding an int too long for JSON
    (a request built in Python may), walked without recursion."""
    limit = 10 ** MAX_DIGITS if MAX_DIGITS else None
    stack = [(request, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise bad_request(*TOO_DEEP)
            items = value.values() if isinstance(value, dict) else value
            stack.extend((v, depth + 1) for v in items)
        elif limit is not None and isinstance(value, int) and abs(value) >= limit:
            raise bad_request(f"请求里有超过 {MAX_DIGITS} 位的整数。",
                              f"The request holds a whole number of more than {MAX_DIGITS} digits.")


def _options(game_id: str, given: Any) -> dict:
    return fields.options(games.GAMES[game_id].options(), given)


def _rules(ctx: games.Context) -> dict:
    """The game's facts, all from its ``GAME``: names and sizes, ops, options, rules, seating,
    practice questions."""
    g = ctx.game
    options, rules, ops = g.options(), g.rules(), g.op_names()
    return verdict(
        f"{g.id}.overview",
        f"{g.zh}：{len(options)} 个选项，{len(rules)} 条规则与裁定。",
        f"{g.en}: {len(options)} options, {len(rules)} rules and rulings.",
        game=g.facts(),
        ops=sorted(["rules", *ops]),
        options=[o.to_json() for o in options],
        rules=[r.to_json() for r in rules],
        seating=seating.seating(g.id),
        **({"drill": _drill_kinds(g)} if "drill" in ops else {}),
    )


def _drill_kinds(game) -> list[dict]:
    """The practice questions a game asks (the ``KINDS`` of the module serving its ``drill``):
    each kind, its title and the levels it serves."""
    kinds = game.module_of("drill").KINDS
    return [{"kind": kind, "zh": label("drill", kind, "zh"), "en": label("drill", kind, "en"),
             "levels": list(levels)} for kind, levels in kinds.items()]


def _games(_request: dict) -> dict:
    listed = [{"id": g.id, "zh": g.zh, "en": g.en, "players": list(g.players),
               "decks": g.decks} for g in games.GAMES.values()]
    return verdict("overview.games", "五种游戏。", "Five games.", games=listed)


def _parse(request: dict) -> dict:
    cards = fields.parsed(request.get("cards", ""), "cards")
    text = format_cards(cards)
    if not cards:
        return verdict("notation", "没有牌。", "No cards.", cards=text, count=0)
    return verdict("notation", f"{len(cards)} 张：{cards_in(cards, 'zh')}",
                   f"{count_en(len(cards), 'card')}: {cards_in(cards, 'en')}", cards=text, count=len(cards))


GAMELESS = {"games": _games, "parse": _parse}
# Every op some game answers (each GAME's data, nothing imported): one a game lacks is
# refused as "unsupported", in the ops' words; any other text as an unknown op.
KNOWN_OPS = frozenset(op for g in games.GAMES.values() for op in g.op_names())
