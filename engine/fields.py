"""The one reader of request fields, for every op of every game.

Each reader takes the request (or a record, or any mapping), the field's name and what
the field must be; it returns the value in the engine's terms or raises a coded
``bad_request`` (``impossible`` for cards the decks or a deal cannot hold). The error's
data names the field (``field: "hand"``); its sentences name it in words (engine.field_words:
"手牌是空的" / "The hand is empty") and count seats from 1, as readers do. Seats are read one
way everywhere: an int ``0 … n-1``, or the same number written in ASCII digits (``"2"``: what
a form or a JSON object key gives).

Sizes are bounded, so no request can ask for work beyond a game's real sizes: numbers by
their range, lists by a cap, and cards by the most one player can hold in the request's
game (``GAME.most_in_hand``: a hand with the kitty taken up), a card text by its length before it
is split (``parsed``, the reader of every card field). ``engine.api`` names the game of each
request (``at_table``), so every field read here is held to it. Which fields an op reads at all
is declared apart, and checked first (engine.request_fields); house rules: engine.option_fields.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Iterable

from . import labels
from .cards import MAX_TOKENS, Card, check_copies, parse_cards
from .errors import EngineError
from .field_words import field_words, sentence
from .text import seat_en, seat_zh

MISSING: Any = object()
BIG = 10**9          # no count, stake or base in these games comes near it
LIST_CAP = 1000      # items in any list a request gives (a deal record's steps have their own cap)
CARDS_LISTS_CAP = 64  # groups of cards in one list (bombs, plays of a trick)
CHARS_PER_CARD = 12  # a card text's characters for each card it may hold ("红桃10, " takes 6)

_table: ContextVar[Any] = ContextVar("paili_table", default=None)
_op_now: ContextVar[str | None] = ContextVar("paili_op", default=None)


@contextmanager
def at_table(game, op: str | None = None):
    """While a request of ``game`` is answered, every card field is held to its sizes, and an
    error names a field in ``op``'s words (field_words: the widget's label)."""
    token, op_token = _table.set(game), _op_now.set(op)
    try:
        yield
    finally:
        _table.reset(token)
        _op_now.reset(op_token)


def _error(name: str, zh: str, en: str, code: str = "bad_request", *, op: str | None = None,
           **data) -> EngineError:
    """A field's error: ``{W}`` in the sentences is the field in words (in ``op``'s words, when
    the reader has the request and the op reads the field its own way: field_words)."""
    wzh, wen = field_words(name, op or _op_now.get())
    en = en.replace("{W}", sentence(wen) if en.startswith("{W}") else wen, 1)
    return EngineError(code, zh.replace("{W}", f"「{wzh}」", 1), en, field=name, **data)


def words_of(name: str) -> tuple[str, str]:
    """A field in words, as the op being answered names it (zh, en)."""
    return field_words(name, _op_now.get())


def field_error(name: str, zh: str, en: str, code: str = "bad_request", **data) -> EngineError:
    """A field's error for an op's own check (``{W}`` in the sentences: the field in words)."""
    return _error(name, zh, en, code, **data)


def _agree(name: str, singular: str, plural: str) -> str:
    """An English verb agreeing with the field's words (the hand holds, the cards hold)."""
    words = field_words(name, _op_now.get())[1]
    if words.startswith("item "):
        return singular
    head = [w for w in words.split() if w != "the"][:2]     # the noun is one of the first two words
    return plural if any(w.endswith("s") and not w.endswith("'s") for w in head) else singular


def _op(request: Any) -> str | None:
    """The op of a request (None for a record or a part of one)."""
    op = request.get("op") if isinstance(request, dict) else None
    return op if isinstance(op, str) else None


def _missing(name: str, op: str | None = None) -> EngineError:
    return _error(name, "缺少{W}。", f"{{W}} {_agree(name, 'is', 'are')} missing.", op=op)


def _present(request: dict, name: str, default: Any) -> Any:
    value = request.get(name, MISSING) if isinstance(request, dict) else MISSING
    if value is MISSING or value is None:
        if default is MISSING:
            raise _missing(name, _op(request))
        return default
    return value


# --- cards ---------------------------------------------------------------------------

def cards(request: dict, name: str, game=None, *, default: Any = MISSING,
          empty: bool = False) -> list[Card] | Any:
    """``request[name]`` as cards; with ``game``, checked against what its decks hold.
    ``empty``: an empty text is allowed. Left out (or null) → ``default``, if given."""
    value = _present(request, name, default)
    if value is default and default is not MISSING:
        return default
    got = parsed(value, name, game)
    if not got and not empty:
        raise _error(name, "{W}是空的：至少要有一张牌。", f"{{W}} {_agree(name, 'is', 'are')} empty: at least one card is needed.")
    if game is not None:
        copies([got], game)
    return got


def parsed(value: Any, name: str, game=None) -> list[Card]:
    """Cards as a request writes them (a text, or a list of tokens), bounded as every card
    field is: the text's length before it is split (``CHARS_PER_CARD`` for each card one
    player can hold), then the cards' number (:func:`most`). The reader of every card field,
    whatever else its op checks."""
    game = game if game is not None else _table.get()
    cap = getattr(game, "most_in_hand", None)    # a hand with the kitty taken up (its game.py)
    chars = len(value) if isinstance(value, str) else \
        sum(len(t) + 1 for t in value if isinstance(t, str)) if isinstance(value, (list, tuple)) else 0
    if chars > (cap or MAX_TOKENS) * CHARS_PER_CARD:
        if cap is None:
            raise _error(name, f"{{W}}太长：最多 {MAX_TOKENS * CHARS_PER_CARD} 个字符。",
                         f"{{W}} {_agree(name, 'is', 'are')} too long: at most {MAX_TOKENS * CHARS_PER_CARD} characters.",
                         most_chars=MAX_TOKENS * CHARS_PER_CARD)
        raise _error(name, f"{{W}}写了 {chars} 个字符，超过{game.zh}里一家最多能拿到的 {cap} 张牌。",
                     f"{{W}} {_agree(name, 'runs', 'run')} to {chars} characters, more than the {cap} cards "
                     f"a player can hold in {game.en}.", "impossible", most=cap)
    got = parse_cards(value)
    if cap is not None and len(got) > cap:      # most()'s refusal, its game and cap already read
        most(got, name, game)
    return got


def most(cards: list[Card], name: str, game=None) -> None:
    """Refuse more cards in one field than one player can hold in the game (``game``, else
    the request's: ``at_table``)."""
    game = game if game is not None else _table.get()
    cap = getattr(game, "most_in_hand", None)    # a hand with the kitty taken up (its game.py)
    if cap is not None and len(cards) > cap:
        raise _error(name, f"{{W}}有 {len(cards)} 张牌，但{game.zh}里一家最多只能拿到 {cap} 张。",
                     f"{{W}} {_agree(name, 'holds', 'hold')} {len(cards)} cards, but no player holds more than {cap} in {game.en}.",
                     "impossible", most=cap)


def copies(groups: Iterable[Iterable[Card]], game) -> None:
    """Raise ``impossible`` if the groups together hold more than the game's decks."""
    check_copies(groups, decks=game.decks, jokers=game.jokers)


def cards_list(request: dict, name: str, game=None, *, default: Any = MISSING,
               empty: bool = False, cap: int = CARDS_LISTS_CAP) -> list[list[Card]]:
    """A list of card texts (plays in order), each parsed; at most ``cap`` of them."""
    value = listed(request, name, default=default, cap=cap)
    out = [cards({name: v}, name, game, empty=empty) for v in value]
    if game is not None:
        copies(out, game)
    return out


def hands(request: dict, name: str, game, players: int, *, need_all: bool = False,
          default: Any = MISSING) -> dict[int, list[Card]]:
    """``{"seat": cards}`` → ``{seat: cards}``, copies checked together against the decks.
    ``need_all``: every seat ``0 … players-1`` must be there."""
    value = _present(request, name, default)
    if value is default and default is not MISSING:
        return default
    if not isinstance(value, dict):
        raise _error(name, "{W}应按座位给出每家的牌（座位号对应牌）。",
                     "{W} must give cards by seat (each seat number with its cards).")
    if len(value) > players:
        raise _error(name, f"{{W}}给了 {len(value)} 家的牌，但这一桌只有 {players} 家。",
                     f"{{W}} gives {len(value)} hands, but the table has {players} players.")
    out: dict[int, list[Card]] = {}
    for key, text in value.items():
        s = seat_value(key, players, name)
        if s in out:
            raise _error(name, f"{{W}}里{seat_zh(s)}出现了两次。", f"{seat_en(s).capitalize()} appears twice in {{W}}.")
        out[s] = parsed(text, name, game)
    if need_all and len(out) != players:
        raise _error(name, f"{{W}}应给出每一家（座位 1–{players}）的牌。",
                     f"{{W}} must give the hand of every seat, 1 to {players}.")
    copies(out.values(), game)
    return out


# --- seats and numbers ---------------------------------------------------------------

def seat_value(value: Any, players: int, name: str) -> int:
    """One seat: an int ``0 … players-1`` or the same number in ASCII digits."""
    if value.__class__ is str and value.isascii() and value.isdigit() and len(value) < 4:
        value = int(value)
    if value.__class__ is not int or not 0 <= value < players:
        raise _error(name, f"{{W}}不是这一桌的座位：座位是 1–{players}（数据里记作 0–{players - 1}）。",
                     f"{{W}} is not a seat at this table: seats 1 to {players} (0 to {players - 1} in the data).")
    return value


def seat(request: dict, name: str, players: int, *, default: Any = MISSING) -> int | Any:
    value = _present(request, name, default)
    if value is default and default is not MISSING:
        return default
    return seat_value(value, players, name)


def seats(request: dict, name: str, players: int, *, default: Any = MISSING,
          distinct: bool = True) -> list[int]:
    """A list of seats (a finishing order, say); ``distinct``: no seat twice."""
    value = listed(request, name, default=default, cap=players if distinct else CARDS_LISTS_CAP)
    out = [seat_value(v, players, name) for v in value]
    if distinct and len(set(out)) != len(out):
        raise _error(name, "{W}里有座位重复出现。", "{W} names a seat twice.")
    return out


def integer(request: dict, name: str, *, low: int = 0, high: int = BIG,
            choices: tuple[int, ...] | None = None, default: Any = MISSING) -> int:
    """An int (never a bool, never a float) within ``low … high`` or among ``choices``."""
    value = _present(request, name, default)
    ok = value.__class__ is int and (value in choices if choices else low <= value <= high)
    if not ok:
        if choices:
            want = " / ".join(map(str, choices))
            raise _error(name, f"{{W}}应是 {want}。", f"{{W}} must be {want}.", op=_op(request))
        raise _error(name, f"{{W}}应是 {low}–{high} 的整数。", f"{{W}} must be a whole number from {low} to {high}.",
                     op=_op(request))
    return value


def players(request: dict, game, name: str = "players") -> int:
    """The number of players: one of the game's table sizes (its first when left out)."""
    return integer(request, name, choices=tuple(game.players), default=game.players[0])


def boolean(request: dict, name: str, *, default: Any = MISSING) -> bool:
    value = _present(request, name, default)
    if value.__class__ is not bool:
        raise _error(name, "{W}只能是“是”或“否”。", "{W} must be yes or no.")
    return value


def choice(request: dict, name: str, choices: tuple, *, default: Any = MISSING) -> Any:
    value = _present(request, name, default)
    if not any(value == c and type(value) is type(c) for c in choices):
        zh, en = ("、".join(labels.word(c, "zh") for c in choices), ", ".join(labels.word(c, "en") for c in choices))
        raise _error(name, f"{{W}}应是{zh}之一。", f"{{W}} must be one of: {en}.")
    return value


def among(request: dict, name: str, words: dict, *, default: Any = MISSING) -> Any:
    """A value among the keys of ``words`` (``{value: (zh, en)}``, same type too), refused in
    those words: for codes a reader picks from a list (a question's kind, a choice)."""
    value = _present(request, name, default)
    if value is default and default is not MISSING:
        return default
    if not any(value == v and type(value) is type(v) for v in words):
        zh, en = "、".join(w[0] for w in words.values()), ", ".join(w[1] for w in words.values())
        raise _error(name, f"{{W}}应是{zh}之一。", f"{{W}} must be one of: {en}.")
    return value


def listed(request: dict, name: str, *, default: Any = MISSING, cap: int = LIST_CAP) -> list:
    value = _present(request, name, default)
    if not isinstance(value, list):
        raise _error(name, "{W}应是一串（列表）。", "{W} must be a list.")
    if len(value) > cap:
        raise _error(name, f"{{W}}最多 {cap} 项，这里有 {len(value)} 项。",
                     f"{{W}} {_agree(name, 'holds', 'hold')} at most {cap} items, not {len(value)}.", cap=cap)
    return value


def mapping(request: dict, name: str, *, default: Any = MISSING) -> dict:
    value = _present(request, name, default)
    if not isinstance(value, dict):
        raise _error(name, "{W}应是一组带名称的值（JSON 对象）。", "{W} must be a set of named values (a JSON object).")
    return value


def reading(request: dict, name: str, *, default: Any = None) -> dict | None:
    """A declared reading of an ambiguous play (``as``, ``previous_as``): ``{kind, rank?, …}``."""
    value = _present(request, name, default)
    if value is default:
        return default
    if not (isinstance(value, dict) and isinstance(value.get("kind"), str)):
        raise _error(name, "{W}应说明牌型和点数。", "{W} must give the kind of play and its rank.")
    return value


# --- records --------------------------------------------------------------------------

def record(request: dict, name: str = "deal") -> dict:
    value = request.get(name) if isinstance(request, dict) else None
    if not isinstance(value, dict):
        raise _error(name, "缺少{W}（一局牌从发牌起的记录）。", "{W} is missing (a deal, from the deal on).")
    return value


from .option_fields import options, record_options  # noqa: E402,F401  (read here, as every field)
