"""A tractor record whose hands are not all known (ruling ``tractor.ruling.unknown_hands``).

A table re-entering a disputed deal may know only some hands: a hand given as ``null`` is
unknown. The cards not in a known hand nor in the kitty are the *unseen* cards; every unknown
seat plays from them (one pool, shared, so no copy is played twice). What the referee can
still judge, it judges; what needs the unknown hand, it takes as the record gives it and says so:

- a play by an unknown seat must be among the unseen cards left; whether it followed the lead
  is not checked (the trick step's ``unchecked``: the seats, the ruling, the words);
- a throw is judged against the known hands only; if none of them beats it, it stands, not
  checked against the unknown seats; a throw the record says failed that no known hand beats
  is taken as recorded (its blocker unknown), and so is a forced play a known blocker's
  choices do not explain while an unknown seat might have blocked it first;
- the table view (``table: true``) needs every hand.
"""

from __future__ import annotations

from collections import Counter

from .. import fields
from ..cards import Card, format_cards, full_deck
from ..errors import EngineError, bad_request, illegal
from ..text import cards_en, cards_zh, seat_no, seats_en, seats_zh, zh_spaced
from ..games import GAMES

RULE = "tractor.ruling.unknown_hands"


def unknown_seats(value, n: int) -> frozenset[int]:
    """The seats whose hand the record gives as ``null`` (none if ``hands`` is not an object)."""
    if not isinstance(value, dict):
        return frozenset()
    return frozenset(fields.seat_value(k, n, "hands") for k, v in value.items() if v is None)


def deal_with_unknown(game: str, record: dict, blind: frozenset[int], kitty: list[Card]) -> list:
    """Each seat's hand as a multiset: a known hand its own, every unknown seat the one pool of
    unseen cards. Checks the known hands and the kitty as the deal itself is checked."""
    rules = GAMES[game]
    n = rules.seats
    known = {k: v for k, v in record["hands"].items() if v is not None}
    by_seat = fields.hands({"hands": known}, "hands", rules, n)
    if len(by_seat) + len(blind) != n:
        raise bad_request(f"要给出 {n} 家的手牌（不知道的写 null）。",
                          f"The hands of all {n} players are needed (null for one not known).", field="hands")
    for seat, hand in by_seat.items():
        if len(hand) != rules.hand_size:
            raise EngineError("impossible", f"座位 {seat_no(seat)} 发到 {len(hand)} 张，应是 {rules.hand_size} 张。",
                              f"Seat {seat_no(seat)} was dealt {len(hand)} cards, not {rules.hand_size}.", seat=seat)
    if len(kitty) != rules.kitty_size:
        raise EngineError("impossible", f"底牌应是 {rules.kitty_size} 张。", f"The kitty holds {rules.kitty_size} cards.")
    seen = Counter(kitty)
    for hand in by_seat.values():
        seen.update(hand)
    decks = Counter(full_deck() * rules.decks)
    extra = seen - decks
    if extra:
        raise EngineError("impossible", f"{rules.decks} 副牌里没有这么多 {cards_zh(sorted(extra.elements()))}。",
                          f"{rules.decks} decks do not hold so many {cards_en(sorted(extra.elements()))}.")
    pool = decks - seen
    return [pool if s in blind else Counter(by_seat[s]) for s in range(n)]


def whose_hands(seats: list[int]) -> str:
    """“Seat 2's hand is” / “Seats 2 and 4's hands are”."""
    return f"{seats_en(seats).capitalize()}'s hand{'s are' if len(seats) > 1 else ' is'}"


def not_unseen(g: str, k: int, seat: int, play: list[Card]):
    """An unknown seat's play that no unseen card left accounts for."""
    raise illegal(zh_spaced(f"座位 {seat_no(seat)} 的手牌不知道，但 {cards_zh(play)} 不在还没露面的牌里"
                            "（都在已知的手牌、底牌里，或已经出过）。"),
                  f"Seat {seat_no(seat)}'s hand is not known, but {cards_en(play)} is not among the cards "
                  "not yet seen (every copy is in a known hand, the kitty, or already played).",
                  trick=k, seat=seat, rule=f"{g}.deal.holding")


def unchecked(t, seats: list[int], throw: bool) -> dict | None:
    """What a trick's step says of the unknown seats in it (None: none played in it)."""
    blind = sorted(s for s in seats if s in t.blind)
    throw = throw and bool(t.blind - {seats[0]})
    if not blind and not throw:
        return None
    zh = f"{seats_zh(blind)} 的手牌不知道：出的牌照记录算，没有检查是否跟对。" if blind else ""
    en = f"{whose_hands(blind)} not known: taken as given, not checked against the lead." if blind else ""
    if throw:
        others = sorted(t.blind - {seats[0]})
        zh += f"甩牌只对照了已知的手牌，没有对照 {seats_zh(others)}。"
        en += (" " if en else "") + f"The throw was checked against the known hands only, not {seats_en(others)}."
    return {"seats": blind, "rule": RULE, "explain": {"zh": zh, "en": en}}


def taken_as_recorded(t, rules, seat: int, k: int, tried: list[Card], played: list[Card]) -> None:
    """A failed throw (or its forced play) only an unknown hand could explain: the leader's cards
    must come from the attempt; recorded as the record gives it, its blocker unknown."""
    if Counter(played) - Counter(tried):
        raise illegal("甩牌失败后留下的牌必须是甩出的牌里的。", "After a failed throw the cards left come from the throw.",
                      trick=k, seat=seat, rule=f"{t.game}.deal.failed_throw")
    if rules.throw_penalty:
        t.tally.penalties[seat] += 1
    others = sorted(t.blind - {seat})
    t.step("throw", RULE,
           zh_spaced(f"座位 {seat_no(seat)} 甩 {cards_zh(tried)}，记录说失败，出 {cards_zh(played)}；已知的手牌都管不上，"
                     f"{seats_zh(others)} 的手牌不知道：照记录算。"),
           f"Seat {seat_no(seat)} throws {cards_en(tried)}; the record says it failed and {cards_en(played)} is played. "
           f"No known hand beats it and {seats_en(others)}'s hands are not known: taken as recorded.",
           seat=seat, trick=k, attempt=format_cards(tried), blocker=None, cards=format_cards(played),
           penalty=rules.throw_penalty)


__all__ = ["RULE", "whose_hands", "deal_with_unknown", "not_unseen", "taken_as_recorded", "unchecked", "unknown_seats"]
