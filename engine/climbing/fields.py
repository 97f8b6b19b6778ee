"""Reading the fields of a climbing-game request, with coded errors in both languages."""

from __future__ import annotations

from typing import Any

from ..cards import Card, check_copies, parse_cards
from ..errors import EngineError, bad_request


def cards_field(request: dict, name: str, game, *, required: bool = True,
                allow_empty: bool = False) -> list[Card] | None:
    """Parse ``request[name]`` and check that the game's decks can hold those cards."""
    if name not in request or request[name] is None:
        if required:
            raise bad_request(f"缺少字段 {name}。", f"Missing field \"{name}\".", field=name)
        return None
    cards = parse_cards(request[name])
    if not cards and not allow_empty:
        raise bad_request(f"{name} 不能为空。", f"\"{name}\" must hold at least one card.",
                          field=name)
    check_copies([cards], decks=game.decks, jokers=game.jokers)
    return cards


def players_field(request: dict, game, *, default: int | None = None) -> int:
    n = request.get("players", default if default is not None else game.players[0])
    if type(n) is not int or n not in game.players:
        shown = " / ".join(map(str, game.players))
        raise bad_request(f"players 应为 {shown}。", f"\"players\" must be {shown}.",
                          field="players")
    return n


def seat_field(request: dict, name: str, players: int, *, required: bool = True) -> int | None:
    seat = request.get(name)
    if seat is None and not required:
        return None
    if type(seat) is not int or not 0 <= seat < players:
        raise bad_request(f"{name} 应是座位号 0…{players - 1}。",
                          f"\"{name}\" must be a seat 0…{players - 1}.", field=name)
    return seat


def int_field(request: dict, name: str, *, choices=None, default=None, low=None) -> int:
    value = request.get(name, default)
    ok = type(value) is int and (choices is None or value in choices) and (low is None or value >= low)
    if not ok:
        want = f"{'/'.join(map(str, choices))}" if choices else f"≥ {low}" if low is not None else "整数"
        want_en = f"{'/'.join(map(str, choices))}" if choices else f">= {low}" if low is not None else "an integer"
        raise bad_request(f"{name} 应为 {want}。", f"\"{name}\" must be {want_en}.", field=name)
    return value


def list_field(request: dict, name: str, *, default: Any = None) -> list:
    value = request.get(name, default)
    if not isinstance(value, list):
        raise bad_request(f"{name} 应是一个列表。", f"\"{name}\" must be a list.", field=name)
    return value


def hands_field(request: dict, name: str, game, players: int) -> dict[int, list[Card]]:
    """``{"seat": cards}`` (JSON keys are strings) → seat → cards; copies checked together."""
    raw = request.get(name)
    if not isinstance(raw, dict):
        raise bad_request(f"{name} 应是 {{\"座位\": 牌}} 的对象。",
                          f"\"{name}\" must be an object {{\"seat\": cards}}.", field=name)
    out: dict[int, list[Card]] = {}
    for key, text in raw.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < players):
            raise bad_request(f"{name} 的键 {key!r} 不是座位号 0…{players - 1}。",
                              f"Key {key!r} of \"{name}\" is not a seat 0…{players - 1}.",
                              field=name)
        out[int(key)] = parse_cards(text)
    check_copies(out.values(), decks=game.decks, jokers=game.jokers)
    return out


def illegal(zh: str, en: str, **data) -> EngineError:
    return EngineError("illegal", zh, en, **data)


def record_options(ctx, record: dict, declared) -> dict:
    """The options a deal record was played under: the request's, overridden by the record's."""
    given = record.get("options") or {}
    if not isinstance(given, dict):
        raise bad_request("记录的 options 应是对象。", "The record's \"options\" must be an object.")
    known = {o.name: o for o in declared}
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise bad_request(f"未知的选项：{', '.join(unknown)}。", f"Unknown option(s): {', '.join(unknown)}.")
    return {**ctx.options, **{k: known[k].check(v) for k, v in given.items()}}


def deal_field(request: dict) -> dict:
    record = request.get("deal")
    if not isinstance(record, dict):
        raise bad_request("缺少 deal（牌局记录对象）。", "Missing \"deal\" (a deal record object).")
    return record


def first_out_field(request: dict, players: int) -> int:
    """The first player out: ``first_out``, or the head of a finishing ``order`` list."""
    if "first_out" not in request and isinstance(request.get("order"), list) and request["order"]:
        order = request["order"]
        if len(set(map(repr, order))) != len(order):
            raise bad_request("order 里有重复的座位。", "\"order\" repeats a seat.", field="order")
        for i in range(len(order)):
            seat_field({"s": order[i]}, "s", players)
        return order[0]
    return seat_field(request, "first_out", players)
