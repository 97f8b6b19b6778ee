"""赖子五十K: reading the fields of a request (shared by the op handlers)."""

from __future__ import annotations

from typing import Any

from ...cards import Card, check_copies, parse_cards
from ...errors import EngineError, bad_request

DECKS = 2


def cards_field(request: dict, name: str, *, required: bool = True) -> list[Card] | None:
    value = request.get(name)
    if value is None:
        if required:
            raise bad_request(f"缺少 {name}。", f"Missing \"{name}\".")
        return None
    cards = parse_cards(value)
    check_copies([cards], decks=DECKS)
    return cards


def nonempty(cards: list[Card], name: str) -> list[Card]:
    if not cards:
        raise bad_request(f"{name} 不能是空的。", f"\"{name}\" must not be empty.")
    return cards


def seat_field(request: dict, name: str, *, required: bool = True) -> int | None:
    value = request.get(name)
    if value.__class__ is int and 0 <= value < 4:
        return value            # the usual case (a bool's class is bool, not int)
    if value is None and not required:
        return None
    if isinstance(value, str) and value.isascii() and value.isdigit():  # not "²"
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 4:
        raise bad_request(f"{name} 应是座位号 0–3。", f"\"{name}\" must be a seat, 0 to 3.")
    return value


def hands_field(request: dict, name: str = "hands", *, full: bool = False) -> list[list[Card]]:
    """``{"0": cards, …}`` (or a list of four) → four hands; ``full``: the whole deal."""
    value = request.get(name)
    if isinstance(value, list) and len(value) == 4:
        value = {str(i): v for i, v in enumerate(value)}
    if not isinstance(value, dict) or sorted(map(str, value)) != ["0", "1", "2", "3"]:
        raise bad_request(f"{name} 应给出座位 0–3 的四手牌。",
                          f"\"{name}\" must give the four hands of seats 0-3.")
    hands = [parse_cards(value.get(str(s), value.get(s, ""))) for s in range(4)]
    check_copies(hands, decks=DECKS)
    if full and any(len(h) != 27 for h in hands):
        raise EngineError("impossible", "每家应有 27 张牌（108 张发完）。",
                          "Each seat must hold 27 cards (all 108 dealt).",
                          sizes=[len(h) for h in hands])
    return hands


def int_field(request: dict, name: str, default: int, *, low: int = 0, high: int = 10**6) -> int:
    value: Any = request.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise bad_request(f"{name} 应是 {low}–{high} 的整数。",
                          f"\"{name}\" must be an integer from {low} to {high}.")
    return value
