"""The tricks half of a tractor replay: each lead (a throw is asked about, a failed throw
checked against what the blocker may force) and each follow, with the trick referee's
own functions; the winner leads the next trick."""

from __future__ import annotations

from collections import Counter

from ..cards import Card, format_cards
from ..errors import EngineError, bad_request, illegal
from ..fields import parsed, seat_value
from ..text import cards_en, cards_zh, seat_no, zh_spaced
from .follow import follows_legally, legal_follow
from .handlers import follow_rule, trick_rule    # the trick referee's own rule choice
from .replay_table import ReplayTable, cards_of, holds, take
from .replay_unknown import not_unseen, taken_as_recorded, unchecked
from .shapes import classify
from .throw import throw_check
from .trick import trick_winner


def _others(t: ReplayTable, seat: int, group: str) -> dict[int, Counter]:
    """The other hands' cards of a thrown group."""
    return {s: split.get(group) or Counter() for s, split in enumerate(t.by_group) if s != seat and s not in t.blind}


def lead_of_trick(t: ReplayTable, rules, seat: int, trick: list, plays: list[list[Card]], k: int):
    """Check the lead (a throw is asked about); returns its classification."""
    if len(plays[0]) == 1 and "attempt" not in trick[0]:
        return classify(plays[0], t.trump, max_width=rules.max_width)   # a single: no option bears on it
    g = t.game
    throw_units = t.options.get("throw_units", "wide_first")
    min_pairs = t.options.get("tractor_min_pairs", 2)
    lead = classify(plays[0], t.trump, max_width=rules.max_width, throw_units=throw_units, min_pairs=min_pairs)
    if lead.shape == "invalid":
        raise illegal("领出的牌必须全是主牌或同一门副牌。",
                     "A lead is all trumps or all of one plain suit.", trick=k, seat=seat, rule=f"{g}.shapes.one_suit")
    if "attempt" in trick[0]:
        tried = cards_of(trick[0]["attempt"], f"tricks[{k}][0].attempt")
        take(t.hands[seat], tried, seat, "甩出的牌", "thrown cards", f"{g}.deal.holding")
        c = classify(tried, t.trump, max_width=rules.max_width, throw_units=throw_units, min_pairs=min_pairs)
        v = None
        if c.shape == "throw":
            held = _others(t, seat, c.group)
            v = throw_check(rules, t.trump, seat, c, held, t.options, held=held)
        unknown = (v is None or v.succeeds or sorted(plays[0]) not in [sorted(o.forced.cards) for o in v.options]) \
            and c.shape == "throw" and t.blind - {seat}
        if unknown:         # only an unknown hand could have blocked it so (tractor.ruling.unknown_hands)
            taken_as_recorded(t, rules, seat, k, tried, plays[0])
            return lead
        if v is None or v.succeeds:
            raise illegal("记录说甩牌失败，但这手甩牌能成功（或根本不是甩牌）。",
                         "The record says the throw failed, but it stands (or is no throw).", trick=k, seat=seat, rule=f"{g}.deal.failed_throw")
        if sorted(plays[0]) not in [sorted(o.forced.cards) for o in v.options]:   # as multisets
            allowed_zh = " 或 ".join(cards_zh(o.forced.cards) for o in v.options)
            allowed_en = " or ".join(cards_en(o.forced.cards) for o in v.options)
            raise illegal(zh_spaced(f"甩牌失败后应留下 {allowed_zh}，而不是 {cards_zh(plays[0])}。"),
                         f"After the failed throw the leader must play {allowed_en}, not {cards_en(plays[0])}.",
                         trick=k, seat=seat, blocker=v.blocker, rule=f"{g}.deal.failed_throw")
        if v.penalty:
            t.tally.penalties[seat] += 1
        t.step("throw", f"{g}.deal.failed_throw",
               zh_spaced(f"座位 {seat_no(seat)} 甩 {cards_zh(tried)} 失败（座位 {seat_no(v.blocker)} 管上），出 {cards_zh(plays[0])}。"),
               f"Seat {seat_no(seat)} throws {cards_en(tried)}; seat {seat_no(v.blocker)} blocks it, so {cards_en(plays[0])} "
               "is played.", seat=seat, trick=k, attempt=format_cards(tried), blocker=v.blocker,
               cards=format_cards(plays[0]), penalty=v.penalty)
        if t.kept is not None:          # the table view: the cards that beat the throw
            t.steps[-1]["beaten_by"] = beaten_by(v, plays[0])
    elif lead.shape == "throw":
        held = _others(t, seat, lead.group)
        v = throw_check(rules, t.trump, seat, lead, held, t.options, held=held)
        if not v.succeeds:
            raise illegal(f"座位 {seat_no(seat)} 的甩牌会被座位 {seat_no(v.blocker)} 管上，不能就这样出。",
                         f"Seat {seat_no(seat)}'s throw is beaten by seat {seat_no(v.blocker)}; it cannot stand as played.",
                         trick=k, seat=seat, blocker=v.blocker, rule=rules.throw_rule)
    return lead


def beaten_by(v, left: list[Card]) -> dict:
    """The blocker's cards that beat the unit the failed throw leaves on the table (else its
    first higher unit): ``{"seat", "cards"}``, for the table view's ``throw`` step."""
    mine = [b for b in v.beats if b.seat == v.blocker]
    same = [b for b in mine if sorted(b.unit.cards) == sorted(left)]
    return {"seat": v.blocker, "cards": format_cards((same or mine)[0].by)}


_NONE: Counter = Counter()   # a void in the led group (read only)


def _plays(trick: list[dict], k: int) -> tuple[list[list[Card]], list[str]]:
    """A trick's plays as cards (the one reader of cards, its fast path taking the canonical
    tokens records hold), and as the canonical texts the answer writes."""
    plays = [parsed(c, f"tricks[{k}][{i}].cards") if (c := s.get("cards")).__class__ is str
             else cards_of(c, f"tricks[{k}][{i}].cards")
             for i, s in enumerate(trick)]
    return plays, [format_cards(p) for p in plays]


def _check_turns(g: str, k: int, seats: list[int], leader: int, n: int) -> None:
    """Each seat in turn from the leader, or the order of play is broken."""
    for i, seat in enumerate(seats):
        if seat != (leader + i) % n:
            zh, en = ((f"第 {k + 1} 轮应由座位 {seat_no(leader)} 领出。", f"Trick {k + 1} is led by seat {seat_no(leader)}.")
                      if i == 0 else
                      (f"第 {k + 1} 轮第 {i + 1} 手应由座位 {seat_no((leader + i) % n)} 出（按出牌顺序）。",
                       f"Play {i + 1} of trick {k + 1} is seat {seat_no((leader + i) % n)}'s (in play order)."))
            raise illegal(zh, en, trick=k, seat=seat, rule=f"{g}.deal.lead_order")


def _not_held(g: str, k: int, seat: int, play: list[Card]):
    raise illegal(zh_spaced(f"座位 {seat_no(seat)} 手里没有 {cards_zh(play)}。"),
                  f"Seat {seat_no(seat)} does not hold {cards_en(play)}.", trick=k, seat=seat, rule=f"{g}.deal.holding")


def _broken_follow(t: ReplayTable, rules, lead, hand: Counter, play: list[Card], seat: int, k: int) -> None:
    """A follow the quick check refuses: the full verdict, for its requirement and example."""
    v = legal_follow(rules, t.trump, lead, list(hand.elements()), play, t.options)
    if not v.legal:
        rule = follow_rule(t.game, lead, v)
        raise illegal(zh_spaced(f"座位 {seat_no(seat)} 跟 {cards_zh(play)} 不合规则，例如可以跟 {cards_zh(v.example)}。"),
                     f"Seat {seat_no(seat)} may not follow with {cards_en(play)}; e.g. "
                     f"{cards_en(v.example)} is legal.", trick=k, seat=seat,
                     requirement=v.requirement, example=format_cards(v.example), rule=rule)


def play_trick(t: ReplayTable, rules, k: int, trick, leader: int, *, last: bool = False) -> int | None:
    """Trick ``k``: a list of steps ``{seat, cards}`` in play order, led by ``leader``;
    returns the winner, who leads the next. The ``last`` trick of a record that stops
    part-way may hold fewer steps: each is checked, nobody wins it (returns None)."""
    g, n = t.game, rules.seats
    n_given = _plays_given(trick, k, n, last)
    seats = [s.get("seat") for s in trick]
    in_turn = seats == [*range(leader, n), *range(leader)][:n_given] and {*map(type, seats)} == {int}
    try:
        if not in_turn:       # read each seat (a bad one is a bad request), checked after the cards
            seats = [seat_value(s.get("seat"), n, f"tricks[{k}][{i}].seat") for i, s in enumerate(trick)]
        plays, texts = _plays(trick, k)
    except EngineError as err:          # a step that does not parse: the error names its trick
        err.data.setdefault("trick", k)
        raise
    if not in_turn:
        _check_turns(g, k, seats, leader, n)
    if not plays[0]:
        raise illegal("领出的牌不能是空的。", "A lead cannot be empty.", trick=k, rule=f"{g}.deal.holding")
    lead = lead_of_trick(t, rules, leader, trick, plays, k)
    _play_out(t, rules, lead, plays, leader, k)
    note = {"unchecked": u} if t.blind and (u := unchecked(t, seats, lead.shape == "throw")) else {}
    if n_given < n:             # a record that stops within this trick
        t.step("trick", f"{g}.deal.unfinished", f"第 {k + 1} 轮出到第 {n_given} 手，记录到此为止。",
               f"Trick {k + 1}: the record stops after {n_given} of its {n} plays.", trick=k, leader=leader,
               plays=[{"seat": seat, "cards": text} for seat, text in zip(seats, texts)],
               winner=None, points=None, **note)
        return None
    v = trick_winner(rules, t.trump, plays, t.options, lead=lead)
    winner = (leader + v.winner) % n
    t.tally.won.append((winner, v.points))
    t.tally.last = (winner, plays[v.winner], lead)
    t.step("trick", trick_rule(g, v), f"第 {k + 1} 轮：座位 {seat_no(winner)} 最大，得 {v.points} 分。",
           f"Trick {k + 1}: seat {seat_no(winner)} wins, {v.points} points.", trick=k, leader=leader,
           plays=[{"seat": seat, "cards": text} for seat, text in zip(seats, texts)],
           winner=winner, points=v.points, **note)
    return winner


def _plays_given(trick, k: int, n: int, last: bool) -> int:
    """How many plays trick ``k`` lists: all ``n``, or (the ``last`` trick of a record that
    stops part-way) fewer; a trick that is not such a list of steps is a bad request."""
    if last and trick.__class__ is list and 0 < len(trick) < n:
        n_given = len(trick)
    elif trick.__class__ is list and len(trick) == n:
        n_given = n
    else:
        n_given = 0
    if not n_given or {*map(type, trick)} != {dict}:
        raise bad_request(f"记录的第 {k + 1} 轮应按出牌顺序列出 {n} 手牌，每手写明座位和牌。",
                          f"Trick {k + 1} of the record must list {n} plays in play order, each with "
                          "its seat and cards.", trick=k)
    return n_given


def _play_out(t: ReplayTable, rules, lead, plays: list, leader: int, k: int) -> None:
    """Each play of trick ``k`` checked (held, following the lead) and taken from its hand."""
    g, n = t.game, rules.seats
    trump, options, led, played = t.trump, t.options, lead.group, t.tally.plays
    group = trump.group
    single = len(lead.cards) == 1
    # Each seat plays once, so a play leaves the hand as soon as it is checked: the checks
    # of the other seats never look at it (and a broken step ends the replay).
    blind = t.blind
    for i, play in enumerate(plays):
        seat = (leader + i) % n
        hand, split = t.hands[seat], t.by_group[seat]
        if blind and seat in blind:     # an unknown hand: unseen cards, the follow not checked
            if not holds(hand, play):
                not_unseen(g, k, seat, play)
        elif single and len(play) == 1:   # most tricks: follows_legally's single, inlined
            if play[0] not in hand:
                _not_held(g, k, seat, play)
            if i and group(play[0]) != led and split.get(led):   # a part holds no zero count
                _broken_follow(t, rules, lead, hand, play, seat, k)
        else:
            if not holds(hand, play):
                _not_held(g, k, seat, play)
            if i and not follows_legally(rules, trump, lead, split.get(led) or _NONE, play, options):
                _broken_follow(t, rules, lead, hand, play, seat, k)
        for c in play:          # out of the hand and its group's part (drop, inlined: the hot loop)
            left = hand[c] - 1
            if left:
                hand[c] = left
            else:
                hand.pop(c)     # dict's own, in C (Counter's __delitem__ is Python)
            part = split[group(c)]
            left = part[c] - 1
            if left:
                part[c] = left
            else:
                part.pop(c)
        played.append((seat, play))
