"""The one reader of request fields, for every op of every game.

Each reader takes the request (or a record, or any mapping), the field's name and what
the field must be; it returns the value in the engine's terms or raises a coded
``bad_request`` (``impossible`` for cards the decks cannot hold) naming the field in
both languages. Seats are read one way everywhere: an int ``0 … n-1``, or the same
number written in ASCII digits (``"2"``: what a form or a JSON object key gives).
Numbers are bounded, so no request can ask for work beyond a game's real sizes.
"""

from __future__ import annotations

from typing import Any, Iterable

from . import games
from .cards import Card, check_copies, parse_cards
from .errors import EngineError, bad_request

MISSING: Any = object()
BIG = 10**9          # no count, stake or base in these games comes near it


def _missing(name: str) -> EngineError:
    return bad_request(f"缺少字段 {name}。", f"Missing field \"{name}\".", field=name)


def _present(request: dict, name: str, default: Any) -> Any:
    value = request.get(name, MISSING) if isinstance(request, dict) else MISSING
    if value is MISSING or value is None:
        if default is MISSING:
            raise _missing(name)
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
    got = parse_cards(value)
    if not got and not empty:
        raise bad_request(f"{name} 里至少要有一张牌。", f"\"{name}\" must hold at least one card.",
                          field=name)
    if game is not None:
        copies([got], game)
    return got


def copies(groups: Iterable[Iterable[Card]], game) -> None:
    """Raise ``impossible`` if the groups together hold more than the game's decks."""
    check_copies(groups, decks=game.decks, jokers=game.jokers)


def cards_list(request: dict, name: str, game=None, *, default: Any = MISSING,
               empty: bool = False, cap: int = 64) -> list[list[Card]]:
    """A list of card texts (plays in order), each parsed; at most ``cap`` of them."""
    value = listed(request, name, default=default, cap=cap)
    out = [cards({name: v}, name, empty=empty) for v in value]
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
        raise bad_request(f"{name} 应是 {{座位: 牌}} 的对象。",
                          f"\"{name}\" must be an object {{seat: cards}}.", field=name)
    out: dict[int, list[Card]] = {}
    for key, text in value.items():
        s = seat_value(key, players, name)
        if s in out:
            raise bad_request(f"{name} 里座位 {s} 出现了两次。", f"Seat {s} appears twice in \"{name}\".",
                              field=name)
        out[s] = parse_cards(text)
    if need_all and len(out) != players:
        raise bad_request(f"{name} 应给出座位 0–{players - 1} 每一家的牌。",
                          f"\"{name}\" must give the hand of every seat 0–{players - 1}.", field=name)
    copies(out.values(), game)
    return out


# --- seats and numbers ---------------------------------------------------------------

def seat_value(value: Any, players: int, name: str) -> int:
    """One seat: an int ``0 … players-1`` or the same number in ASCII digits."""
    if value.__class__ is str and value.isascii() and value.isdigit() and len(value) < 4:
        value = int(value)
    if value.__class__ is not int or not 0 <= value < players:
        raise bad_request(f"{name} 应是座位号 0–{players - 1}。",
                          f"\"{name}\" must be a seat, 0 to {players - 1}.", field=name)
    return value


def seat(request: dict, name: str, players: int, *, default: Any = MISSING) -> int | Any:
    value = _present(request, name, default)
    if value is default and default is not MISSING:
        return default
    return seat_value(value, players, name)


def seats(request: dict, name: str, players: int, *, default: Any = MISSING,
          distinct: bool = True) -> list[int]:
    """A list of seats (a finishing order, say); ``distinct``: no seat twice."""
    value = listed(request, name, default=default, cap=players if distinct else 64)
    out = [seat_value(v, players, name) for v in value]
    if distinct and len(set(out)) != len(out):
        raise bad_request(f"{name} 里有重复的座位。", f"\"{name}\" repeats a seat.", field=name)
    return out


def integer(request: dict, name: str, *, low: int = 0, high: int = BIG,
            choices: tuple[int, ...] | None = None, default: Any = MISSING) -> int:
    """An int (never a bool, never a float) within ``low … high`` or among ``choices``."""
    value = _present(request, name, default)
    ok = value.__class__ is int and (value in choices if choices else low <= value <= high)
    if not ok:
        if choices:
            want = " / ".join(map(str, choices))
            raise bad_request(f"{name} 应为 {want}。", f"\"{name}\" must be {want}.", field=name)
        raise bad_request(f"{name} 应是 {low}–{high} 的整数。",
                          f"\"{name}\" must be a whole number from {low} to {high}.", field=name)
    return value


def players(request: dict, game, name: str = "players") -> int:
    """The number of players: one of the game's table sizes (its first when left out)."""
    return integer(request, name, choices=tuple(game.players), default=game.players[0])


def boolean(request: dict, name: str, *, default: Any = MISSING) -> bool:
    value = _present(request, name, default)
    if value.__class__ is not bool:
        raise bad_request(f"{name} 应是 true 或 false。", f"\"{name}\" must be true or false.", field=name)
    return value


def choice(request: dict, name: str, choices: tuple, *, default: Any = MISSING) -> Any:
    value = _present(request, name, default)
    if not any(value == c and type(value) is type(c) for c in choices):
        shown = ", ".join(map(str, choices))
        raise bad_request(f"{name} 应是 {shown} 之一。", f"\"{name}\" must be one of {shown}.", field=name)
    return value


def listed(request: dict, name: str, *, default: Any = MISSING, cap: int = 1000) -> list:
    value = _present(request, name, default)
    if not isinstance(value, list):
        raise bad_request(f"{name} 应是一个列表。", f"\"{name}\" must be a list.", field=name)
    if len(value) > cap:
        raise bad_request(f"{name} 最多 {cap} 项。", f"\"{name}\" holds at most {cap} items.", field=name)
    return value


def mapping(request: dict, name: str, *, default: Any = MISSING) -> dict:
    value = _present(request, name, default)
    if not isinstance(value, dict):
        raise bad_request(f"{name} 应是一个对象。", f"\"{name}\" must be an object.", field=name)
    return value


def reading(request: dict, name: str, *, default: Any = None) -> dict | None:
    """A declared reading of an ambiguous play (``as``, ``previous_as``): ``{kind, rank?, …}``."""
    value = _present(request, name, default)
    if value is default:
        return default
    if not (isinstance(value, dict) and isinstance(value.get("kind"), str)):
        raise bad_request(f"{name} 应是 {{kind, rank}} 的对象（如何认这手牌）。",
                          f"\"{name}\" must be an object {{kind, rank}} (how the play is read).",
                          field=name)
    return value


# --- options -------------------------------------------------------------------------

def options(declared: Iterable, given: Any, base: dict | None = None,
            where: tuple[str, str] = ("", "")) -> dict:
    """House-rule options: ``given`` checked against the ``declared`` Option records,
    over ``base`` (the request's options, for a record's own) or the defaults."""
    known = {o.name: o for o in declared}
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise bad_request(f"{where[0]}options 应是一个对象。", f"{where[1]}\"options\" must be an object.")
    unknown = sorted(map(str, set(given) - set(known)))
    if unknown:
        raise bad_request(f"未知的选项：{', '.join(unknown)}。", f"Unknown option(s): {', '.join(unknown)}.")
    start = dict(base) if base is not None else {n: o.default for n, o in known.items()}
    start.update({n: known[n].check(v) for n, v in given.items()})
    return start


def record_options(ctx, record: dict) -> dict:
    """The options a deal record was played under: the request's, overridden by the record's."""
    return options(games.options(ctx.game.id), record.get("options"), ctx.options,
                   ("记录的 ", "The record's "))


def record(request: dict, name: str = "deal") -> dict:
    value = request.get(name) if isinstance(request, dict) else None
    if not isinstance(value, dict):
        raise bad_request(f"缺少 {name}（牌局记录对象）。", f"Missing \"{name}\" (a deal record object).",
                          field=name)
    return value
