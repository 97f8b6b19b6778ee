"""Deal records (牌局记录) and ``replay``: a whole deal checked step by step.

A record is JSON (format in :data:`FORMAT`); :func:`replay` walks it — the deal,
the bids, the kitty, the friend call, every play — with the trick referee's own
functions (``legal_follow``, ``throw_check``, ``trick_winner``) and the deal
modules here, and returns one verdict per step. The first broken step ends the
replay (``valid: false``); nothing after it is judged. The simulator writes the
same format, and the site's "click through a deal" widget reads it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache

from ..cards import Card, format_cards, full_deck, parse_cards
from ..errors import EngineError, bad_request
from ..rulebook import Option, Rule, broken_step
from . import bidding, friend, levels, scoring
from .bidding import Bank
from .follow import follows_legally, legal_follow
from .kitty import Unit
from .order import Trump
from .ruleset import RULESETS
from .shapes import classify
from .throw import throw_check
from .trick import trick_points, trick_winner

try:  # the trick referee's own rule choice for a follow / a trick, when available
    from .handlers import _follow_rule, _trick_rule
except ImportError:  # pragma: no cover - keeps replay working if they move
    def _follow_rule(game, lead, v):
        return f"{game}.deal.follow"

    def _trick_rule(game, v):
        return f"{game}.deal.trick"

FORMAT = """\
{"game": "zhaopengyou" | "shuangsheng", "options": {…},
 "levels": zhaopengyou: 5 levels, one per seat; shuangsheng: 2, seats 0/2 then 1/3,
 "first_dealer": seat (zhaopengyou), "first_deal": bool and "banker": seat (shuangsheng, later deals),
 "hands": [cards dealt to seat 0, 1, …], "kitty": the dealt kitty, top card first,
 "bids": [{"seat", "cards"}, …],
 "bury": cards the (first) kitty holder puts back,
 "counters": [{"seat", "cards", "bury"}, …]   (shuangsheng later deals: 反主炒底),
 "call": {"card", "nth"}                      (zhaopengyou),
 "tricks": [{"leader", "plays": [cards, …] in play order, "attempt": a failed throw's cards}, …]}"""

HAND_SIZE = {"zhaopengyou": 31, "shuangsheng": 25}
KITTY_SIZE = {"zhaopengyou": 7, "shuangsheng": 8}


class Broken(Exception):
    """A step that breaks a rule: ends the replay (not an error of the request)."""

    def __init__(self, rule: str, zh: str, en: str, **data):
        super().__init__(en)
        self.rule, self.zh, self.en, self.data = rule, zh, en, data


@dataclass(kw_only=True)
class Table:
    """What the replay knows as it goes (mutable, private to one replay)."""

    game: str
    options: dict
    hands: list[Counter]          # each seat's hand as a multiset
    kitty: list[Card]
    bank: Bank | None = None
    trump: Trump | None = None
    steps: list[dict] = field(default_factory=list)
    tally: "Tally | None" = None
    # Once the trump is known: each seat's hand split by group ({group: Counter}), kept
    # up to date as cards are played, so a follow is judged without re-splitting the hand.
    by_group: list[dict] = field(default_factory=list)

    def step(self, kind: str, rule: str, zh: str, en: str, **data) -> None:
        self.steps.append({"kind": kind, "ok": True, "rule": rule, "explain": {"zh": zh, "en": en}, **data})


def cards_of(value, where: str) -> list[Card]:
    if not isinstance(value, (str, list)):
        raise bad_request(f"{where} 应是牌。", f"{where} must be cards.")
    return parse_cards(value)


def seat_of(value, players: int, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise bad_request(f"{where} 应是座位号 0–{players - 1}。", f"{where} must be a seat 0–{players - 1}.")
    return value


def list_field(record: dict, name: str, default: list) -> list:
    value = record.get(name)
    if value is None:
        return default
    if not isinstance(value, list):
        raise bad_request(f"{name} 应是列表。", f"\"{name}\" must be a list.")
    return value


def check_deal(game: str, hands: list[list[Card]], kitty: list[Card]) -> None:
    """Every card of the decks exactly once per deck: the deal itself must be possible."""
    rules = RULESETS[game]
    if len(hands) != rules.players:
        raise bad_request(f"hands 应有 {rules.players} 手牌。", f"\"hands\" must hold {rules.players} hands.")
    for seat, hand in enumerate(hands):
        if len(hand) != HAND_SIZE[game]:
            raise EngineError("impossible", f"座位 {seat} 发到 {len(hand)} 张，应是 {HAND_SIZE[game]} 张。",
                              f"Seat {seat} was dealt {len(hand)} cards, not {HAND_SIZE[game]}.", seat=seat)
    if len(kitty) != KITTY_SIZE[game]:
        raise EngineError("impossible", f"底牌应是 {KITTY_SIZE[game]} 张。",
                          f"The kitty holds {KITTY_SIZE[game]} cards.")
    dealt = Counter(kitty)
    for hand in hands:
        dealt.update(hand)
    decks = _decks(rules.decks)
    if not dict.__eq__(dealt, decks):   # no zero counts on either side: a dict compare, in C
        extra = sorted((dealt - decks).elements())
        missing = sorted((decks - dealt).elements())
        raise EngineError("impossible", f"发出的牌与 {rules.decks} 副牌不符：多了 {format_cards(extra) or '—'}，"
                          f"少了 {format_cards(missing) or '—'}。",
                          f"The deal does not match {rules.decks} decks: extra {format_cards(extra) or '—'}, "
                          f"missing {format_cards(missing) or '—'}.")


@cache
def _decks(n: int) -> Counter:
    """Every card of ``n`` decks (read only)."""
    return Counter(full_deck() * n)


def holds(hand: Counter, cards: list[Card]) -> bool:
    get = hand.get      # plays are short: counting in the list beats building a Counter
    for c in cards:
        if get(c, 0) < cards.count(c):
            return False
    return True


def drop(hand: Counter, cards: list[Card]) -> None:
    """Take ``cards`` (held) out of ``hand`` in place; hands are multisets (Counters)."""
    for c in cards:
        n = hand[c] - 1
        if n:
            hand[c] = n
        else:
            hand.pop(c)     # dict's own, in C (Counter's __delitem__ is Python)


def split_by_group(hand: Counter, trump: Trump) -> dict[str, Counter]:
    out: dict[str, Counter] = {}
    group = trump.group
    for c, n in hand.items():
        g = group(c)
        if g not in out:
            out[g] = Counter()
        out[g][c] = n
    return out


def take(hand: Counter, cards: list[Card], seat: int, what_zh: str, what_en: str, rule: str) -> None:
    """Check that ``seat`` holds ``cards`` (else the step is broken); leaves the hand as is."""
    if not holds(hand, cards):
        raise Broken(rule, f"座位 {seat} 手里没有{what_zh} {format_cards(cards)}。",
                     f"Seat {seat} does not hold the {what_en} {format_cards(cards)}.", seat=seat)


def replay(game: str, record: dict, options: dict) -> dict:
    """Replay one record. Returns ``{valid, steps, result, failure}`` (JSON-ready)."""
    if not isinstance(record, dict):
        raise bad_request("deal 应是一个牌局记录对象。", "\"deal\" must be a deal record object.")
    raw_hands = record.get("hands")
    if not isinstance(raw_hands, list):
        raise bad_request("hands 应是每个座位一手牌的列表。", "\"hands\" must be a list of one hand per seat.")
    hands = [cards_of(h, f"hands[{i}]") for i, h in enumerate(raw_hands)]
    kitty = cards_of(record.get("kitty", ""), "kitty")
    check_deal(game, hands, kitty)
    t = Table(game=game, options=options, hands=[Counter(h) for h in hands], kitty=kitty)
    t.step("deal", f"{game}.deal.cards", f"发牌：每人 {HAND_SIZE[game]} 张，底牌 {KITTY_SIZE[game]} 张，牌数无误。",
           f"Deal: {HAND_SIZE[game]} cards each and {KITTY_SIZE[game]} in the kitty; every card accounted for.")
    result = None
    try:
        result = run(t, record)
    except Broken as b:
        t.steps.append(broken_step(b.rule, b.zh, b.en, **b.data))
    failure = t.steps[-1] if not t.steps[-1]["ok"] else None
    return {"valid": failure is None, "steps": t.steps, "result": result, "failure": failure}


def replay_op(ctx, request: dict) -> dict:
    """``{"op": "replay", "game": G, "deal": record}``; the record's own options apply."""
    from ..rulebook import verdict

    record = request.get("deal")
    if not isinstance(record, dict):
        raise bad_request("缺少 deal（牌局记录）。", "Missing \"deal\" (a deal record).")
    if record.get("game", ctx.game.id) != ctx.game.id:
        raise bad_request("deal.game 与请求的 game 不一致。", "deal.game differs from the request's game.")
    options = record_options(ctx, record.get("options"))
    out = replay(ctx.game.id, record, options)
    n = sum(1 for s in out["steps"] if s["kind"] == "trick")
    if out["valid"]:
        r = out["result"] or {}
        zh = f"牌局记录无误：{n} 轮。" + r.get("explain", {}).get("zh", "")
        en = f"The record holds: {n} tricks. " + r.get("explain", {}).get("en", "")
        return verdict(f"{ctx.game.id}.deal.record", zh, en, **out)
    f = out["failure"]
    return verdict(f["rule"], f"第 {len(out['steps'])} 步不成立：" + f["explain"]["zh"],
                   f"Step {len(out['steps'])} breaks a rule: " + f["explain"]["en"], **out)


def record_options(ctx, given) -> dict:
    """The record's own options over the request's, checked like a request's."""
    from .. import games
    if given is None:
        return ctx.options
    if not isinstance(given, dict):
        raise bad_request("deal.options 应是一个对象。", "deal.options must be an object.")
    declared = {o.name: o for o in games.options(ctx.game.id)}
    unknown = sorted(set(given) - set(declared))
    if unknown:
        raise bad_request(f"未知的选项：{', '.join(unknown)}。", f"Unknown option(s): {', '.join(unknown)}.")
    return {**ctx.options, **{k: declared[k].check(v) for k, v in given.items()}}


# --- the bidding half -------------------------------------------------------------

def _bids(t: Table, record: dict, bank: Bank, check) -> Bank:
    raw = record.get("bids", [])
    if not isinstance(raw, list):
        raise bad_request("bids 应是列表。", "\"bids\" must be a list.")
    n = len(t.hands)
    for i, b in enumerate(raw):
        if not isinstance(b, dict):
            raise bad_request(f"bids[{i}] 应是 {{seat, cards}}。", f"bids[{i}] must be {{seat, cards}}.")
        seat, cards = seat_of(b.get("seat"), n, f"bids[{i}].seat"), cards_of(b.get("cards"), f"bids[{i}].cards")
        take(t.hands[seat], cards, seat, "亮出的牌", "shown cards", f"{t.game}.deal.holding")
        chk = check(bank, seat, cards)
        if not chk.valid:
            raise Broken(chk.rule, chk.zh, chk.en, index=i, seat=seat)
        bank = chk.bank
        t.step("bid", chk.rule, chk.zh, chk.en, seat=seat, cards=format_cards(cards))
    return bank


def _bury(t: Table, seat: int, value, where: str) -> None:
    """``seat`` picks up the kitty and puts back ``value`` (the same number of cards)."""
    cards = cards_of(value if value is not None else "", where)
    size = KITTY_SIZE[t.game]
    rule = f"{t.game}.deal.bury"
    if len(cards) != size:
        raise Broken(rule, f"扣底要扣回 {size} 张，不是 {len(cards)} 张。",
                     f"The bury puts back {size} cards, not {len(cards)}.", seat=seat)
    hand = t.hands[seat]
    hand.update(t.kitty)
    take(hand, cards, seat, "要扣的牌", "cards to bury", rule)
    drop(hand, cards)
    t.kitty = cards
    t.step("bury", rule, f"座位 {seat} 拿起底牌，扣回 {size} 张（{trick_points(cards)} 分）。",
           f"Seat {seat} picks up the kitty and buries {size} cards ({trick_points(cards)} points).",
           seat=seat, cards=format_cards(cards))


def _zpy_bank(t: Table, record: dict) -> tuple[Bank, list[int]]:
    lv = [levels.level_of(v) for v in list_field(record, "levels", ["2"] * 5)]
    if len(lv) != 5:
        raise bad_request("levels 应是 5 个级别。", "\"levels\" must hold 5 levels.")
    dealer = seat_of(record.get("first_dealer", 0), 5, "first_dealer")
    bank = _bids(t, record, Bank(banker=None, rank=2, suit=None),
                 lambda b, s, c: bidding.zpy_check(b, s, c, lv, t.options))
    if bank.count == 0:
        bank, _, rule, zh, en = bidding.zpy_flip(t.kitty, lv, dealer, t.options)
        t.step("bank", rule, zh, en, banker=bank.banker)
    else:
        t.step("bank", "zhaopengyou.bid.standing", f"叫庄结束：座位 {bank.banker} 坐庄。",
               f"Bidding over: seat {bank.banker} banks.", banker=bank.banker)
    _bury(t, bank.banker, record.get("bury"), "bury")
    return bank, lv


def _ss_bank(t: Table, record: dict) -> tuple[Bank | None, list[int]]:
    lv = [levels.level_of(v) for v in list_field(record, "levels", ["2", "2"])]
    if len(lv) != 2:
        raise bad_request("levels 应是两队的级别（座位 0/2，1/3）。", "\"levels\" must hold the two teams' levels.")
    first = record.get("first_deal", True)
    if not isinstance(first, bool):
        raise bad_request("first_deal 应是 true 或 false。", "\"first_deal\" must be true or false.")
    banker = None if first else seat_of(record.get("banker"), 4, "banker")
    rank = lv[0] if first else lv[banker % 2]
    if first and lv[0] != lv[1]:
        raise bad_request("第一局两队级别相同。", "In the first deal both teams are at the same level.")
    def check(b, s, c):
        chk = bidding.ss_check(b, s, c, first_deal=first, options=t.options)
        if chk.valid and chk.kind == "counter" and not first:
            # 反主炒底: after the first deal, counters wait until the banker has buried.
            return bidding.Check(valid=False, kind="too_early", rule="shuangsheng.bid.counter_later",
                                 zh="第一局以后，反主要等庄家扣底之后（写在 counters 里）。",
                                 en="After the first deal, counters come once the banker has buried "
                                    "(they belong in \"counters\").", bank=b)
        return chk

    bank = _bids(t, record, Bank(banker=banker, rank=rank, suit=None, kitty_holder=banker), check)
    if bank.count == 0:
        dealer = seat_of(record.get("first_dealer", 0), 4, "first_dealer")
        new, rule, zh, en = bidding.ss_no_bid(bank, t.kitty, first_deal=first, first_dealer=dealer,
                                              options=t.options)
        t.step("bank", rule, zh, en, banker=new.banker if new else None)
        if new is None:
            return None, lv
        bank = new
    _bury(t, bank.kitty_holder, record.get("bury"), "bury")
    counters = list_field(record, "counters", [])
    if counters and first:
        raise Broken("shuangsheng.bid.counter_first", "第一局扣底之后不能再反主。",
                     "In the first deal nobody may counter once the kitty is buried.")
    turn = -1
    for i, c in enumerate(counters):
        if not isinstance(c, dict):
            raise bad_request(f"counters[{i}] 应是 {{seat, cards, bury}}。", f"counters[{i}] must be {{seat, cards, bury}}.")
        seat, cards = seat_of(c.get("seat"), 4, f"counters[{i}].seat"), cards_of(c.get("cards"), f"counters[{i}].cards")
        late, turn = bidding.ss_counter_turn(bank, turn, seat, t.options)
        if late is not None:
            raise Broken(late.rule, late.zh, late.en, index=i, seat=seat)
        take(t.hands[seat], cards, seat, "亮出的牌", "shown cards", "shuangsheng.deal.holding")
        chk = bidding.ss_check(bank, seat, cards, first_deal=False, options=t.options)
        if not chk.valid:
            raise Broken(chk.rule, chk.zh, chk.en, index=i, seat=seat)
        bank = chk.bank
        t.step("counter", chk.rule, chk.zh, chk.en, seat=seat, cards=format_cards(cards))
        _bury(t, seat, c.get("bury"), f"counters[{i}].bury")
    return bank, lv


# --- the tricks half --------------------------------------------------------------

@dataclass(kw_only=True)
class Tally:
    won: list[tuple[int, int]] = field(default_factory=list)   # (winner seat, points) per trick
    plays: list[tuple[int, list[Card]]] = field(default_factory=list)
    penalties: Counter = field(default_factory=Counter)        # failed throws per seat (shuangsheng)
    last: tuple[int, list[Card]] | None = None                 # the last trick's winner and cards


def _lead(t: Table, rules, seat: int, trick: dict, plays: list[list[Card]], k: int):
    """Check the lead (a throw is asked about); returns its classification."""
    g = t.game
    throw_units = t.options.get("throw_units", "wide_first")
    min_pairs = t.options.get("tractor_min_pairs", 2)
    lead = classify(plays[0], t.trump, max_width=rules.max_width, throw_units=throw_units, min_pairs=min_pairs)
    if lead.shape == "invalid":
        raise Broken(f"{g}.shapes.one_suit", "领出的牌必须全是主牌或同一门副牌。",
                     "A lead is all trumps or all of one plain suit.", trick=k, seat=seat)
    def others(group: str) -> dict:    # the other hands' cards of the thrown group
        return {s: t.by_group[s].get(group) or Counter() for s in range(rules.players) if s != seat}
    if "attempt" in trick:
        tried = cards_of(trick["attempt"], f"tricks[{k}].attempt")
        take(t.hands[seat], tried, seat, "甩出的牌", "thrown cards", f"{g}.deal.holding")
        c = classify(tried, t.trump, max_width=rules.max_width, throw_units=throw_units, min_pairs=min_pairs)
        v = None
        if c.shape == "throw":
            held = others(c.group)
            v = throw_check(rules, t.trump, seat, c, held, t.options, held=held)
        if v is None or v.succeeds:
            raise Broken(f"{g}.deal.failed_throw", "记录说甩牌失败，但这手甩牌能成功（或根本不是甩牌）。",
                         "The record says the throw failed, but it stands (or is no throw).", trick=k, seat=seat)
        forced = [Counter(o.forced.cards) for o in v.options]
        if Counter(plays[0]) not in forced:
            allowed = " / ".join(format_cards(o.forced.cards) for o in v.options)
            raise Broken(f"{g}.deal.failed_throw", f"甩牌失败后应留下 {allowed}，而不是 {format_cards(plays[0])}。",
                         f"After the failed throw the leader must play {allowed}, not {format_cards(plays[0])}.",
                         trick=k, seat=seat, blocker=v.blocker)
        if v.penalty:
            t.tally.penalties[seat] += 1
        t.step("throw", f"{g}.deal.failed_throw",
               f"座位 {seat} 甩 {format_cards(tried)} 失败（座位 {v.blocker} 管上），出 {format_cards(plays[0])}。",
               f"Seat {seat} throws {format_cards(tried)}; seat {v.blocker} blocks it, so {format_cards(plays[0])} "
               "is played.", seat=seat, trick=k, attempt=format_cards(tried), blocker=v.blocker,
               play=format_cards(plays[0]), penalty=v.penalty)
    elif lead.shape == "throw":
        held = others(lead.group)
        v = throw_check(rules, t.trump, seat, lead, held, t.options, held=held)
        if not v.succeeds:
            raise Broken(f"{g}.throw.ask" if g == "zhaopengyou" else f"{g}.throw.highest",
                         f"座位 {seat} 的甩牌会被座位 {v.blocker} 管上，不能就这样出。",
                         f"Seat {seat}'s throw is beaten by seat {v.blocker}; it cannot stand as played.",
                         trick=k, seat=seat, blocker=v.blocker)
    return lead


_NONE: Counter = Counter()   # a void in the led group (read only)


def _trick(t: Table, rules, k: int, trick, leader: int) -> int:
    g, n = t.game, rules.players
    if not isinstance(trick, dict) or not isinstance(trick.get("plays"), list) or len(trick["plays"]) != n:
        raise bad_request(f"tricks[{k}] 应是 {{leader, plays}}，plays 有 {n} 手。",
                          f"tricks[{k}] must be {{leader, plays}} with {n} plays.")
    if trick.get("leader", leader) != leader:
        raise Broken(f"{g}.deal.lead_order", f"第 {k + 1} 轮应由座位 {leader} 领出。",
                     f"Trick {k + 1} is led by seat {leader}.", trick=k)
    try:
        plays = [parse_cards(p) if p.__class__ is str else cards_of(p, f"tricks[{k}].plays[{i}]")
                 for i, p in enumerate(trick["plays"])]
    except EngineError as err:          # a play that does not parse: the error names its trick
        err.data.setdefault("trick", k)
        raise
    if not plays[0]:
        raise Broken(f"{g}.deal.holding", "领出的牌不能是空的。", "A lead cannot be empty.", trick=k)
    lead = _lead(t, rules, leader, trick, plays, k)
    trump, options, led, played = t.trump, t.options, lead.group, t.tally.plays
    group = trump.group
    # Each seat plays once, so a play leaves the hand as soon as it is checked: the checks
    # of the other seats never look at it (and a broken step ends the replay).
    for i, play in enumerate(plays):
        seat = (leader + i) % n
        hand, split = t.hands[seat], t.by_group[seat]
        if not holds(hand, play):
            raise Broken(f"{g}.deal.holding", f"座位 {seat} 手里没有 {format_cards(play)}。",
                         f"Seat {seat} does not hold {format_cards(play)}.", trick=k, seat=seat)
        if i and not follows_legally(rules, trump, lead, split.get(led) or _NONE, play, options):
            # broken: the full verdict, for its requirement and example
            v = legal_follow(rules, trump, lead, list(hand.elements()), play, options)
            if not v.legal:
                rule = _follow_rule(g, lead, v)
                raise Broken(rule, f"座位 {seat} 跟 {format_cards(play)} 不合规则，例如可以跟 {format_cards(v.example)}。",
                             f"Seat {seat} may not follow with {format_cards(play)}; e.g. "
                             f"{format_cards(v.example)} is legal.", trick=k, seat=seat,
                             requirement=v.requirement, example=format_cards(v.example))
        drop(hand, play)
        for c in play:          # and from its group's part (drop, inlined: the hot loop)
            part = split[group(c)]
            left = part[c] - 1
            if left:
                part[c] = left
            else:
                part.pop(c)
        played.append((seat, play))
    v = trick_winner(rules, trump, plays, options, lead=lead)
    winner = (leader + v.winner) % n
    t.tally.won.append((winner, v.points))
    t.tally.last = (winner, plays[v.winner])
    t.step("trick", _trick_rule(g, v), f"第 {k + 1} 轮：座位 {winner} 最大，得 {v.points} 分。",
           f"Trick {k + 1}: seat {winner} wins, {v.points} points.", trick=k, leader=leader,
           plays=[format_cards(p) for p in plays], winner=winner, points=v.points)
    return winner


def run(t: Table, record: dict) -> dict | None:
    """Bidding, kitty, call, tricks and score. Raises :class:`Broken` at the first broken step."""
    g, rules = t.game, RULESETS[t.game]
    t.tally = Tally()
    bank, lv = (_zpy_bank if g == "zhaopengyou" else _ss_bank)(t, record)
    if bank is None:
        return {"redeal": True, "explain": {"zh": "重新发牌。", "en": "Deal again."}}
    t.bank, t.trump = bank, Trump(rank=bank.rank, suit=bank.suit)
    t.by_group = [split_by_group(h, t.trump) for h in t.hands]
    call = None
    if g == "zhaopengyou":
        raw = record.get("call")
        if not isinstance(raw, dict):
            raise bad_request("找朋友的记录需要 call: {card, nth}。", "A zhaopengyou record needs call: {card, nth}.")
        card = cards_of(raw.get("card"), "call.card")
        nth = raw.get("nth")
        if len(card) != 1 or not isinstance(nth, int) or isinstance(nth, bool):
            raise bad_request("call 叫一张牌和第几张。", "call names one card and which copy.")
        call = friend.Call(card=card[0], nth=nth)
        ok, rule, zh, en = friend.check_call(call, list(bank.shown), rules.decks)
        if not ok:
            raise Broken(rule, zh, en)
        t.step("call", rule, zh, en, card=str(call.card), nth=nth)
    tricks = record.get("tricks")
    if not isinstance(tricks, list):
        raise bad_request("tricks 应是列表。", "\"tricks\" must be a list.")
    leader = bank.banker
    mate = None
    reveal = None                 # the trick in which the friend was revealed
    for k, trick in enumerate(tricks):
        leader = _trick(t, rules, k, trick, leader)
        if call is not None and reveal is None and (k == 0 or any([
                call.card in p for _, p in t.tally.plays[-rules.players:]])):
            f = friend.track(call, bank.banker, t.tally.plays, decks=rules.decks, options=t.options,
                             kitty=t.kitty)
            if f.status != "pending":
                reveal, mate = k, f.friend
                t.step("friend", f.rule, f.zh, f.en, friend=f.friend, alone=f.alone, trick=k)
    if any(t.hands):
        left = sum(sum(h.values()) for h in t.hands)
        raise Broken(f"{g}.deal.unfinished", f"记录结束时手里还有 {left} 张牌。",
                     f"The record ends with {left} cards still in hand.")
    if call is not None and reveal is None:
        f = friend.track(call, bank.banker, t.tally.plays, decks=rules.decks, options=t.options,
                         kitty=t.kitty, finished=True)
        t.step("friend", f.rule, f.zh, f.en, friend=None, alone=True)
    return _result(t, lv, mate, reveal)


def _result(t: Table, lv: list[int], mate: int | None, reveal: int | None) -> dict:
    g, bank, rules = t.game, t.bank, RULESETS[t.game]
    if g == "zhaopengyou":
        side = {bank.banker} | ({mate} if mate is not None else set())
    else:
        side = {bank.banker, (bank.banker + 2) % 4}
    as_known = t.options.get("zhaopengyou_points_before_reveal") == "as_known"
    points = hidden_points = 0
    for k, (seat, pts) in enumerate(t.tally.won):
        hidden = seat == mate and (reveal is None or k < reveal)
        hidden_points += pts if hidden else 0
        if seat not in side or (hidden and as_known):
            points += pts
    winner, cards = t.tally.last
    c = classify(cards, t.trump, max_width=rules.max_width, throw_units=t.options.get("throw_units", "wide_first"),
                 min_pairs=t.options.get("tractor_min_pairs", 2))
    solo = g == "zhaopengyou" and mate is None
    s = scoring.score(g, points=points, kitty_points=trick_points(t.kitty, suits=t.options.get("point_suits", "all")), kitty_won=winner not in side,
                      shape=c.shape, units=[Unit(shape=u.shape, width=u.width, length=u.length) for u in c.units],
                      solo=solo, options=t.options, counters=bank.counters if g == "shuangsheng" else 0)
    zh, en = s.explain(g)
    used = list(s.rules)
    if hidden_points:
        used.append("zhaopengyou.friend.points_before_reveal")   # the total turns on it
    out = {"banker": bank.banker, "trump": t.trump.to_json(), "defenders": sorted(side), "points": points,
           "kitty_points": s.kitty_points, "kitty_bonus": s.bonus, "total": s.total,
           "outcome": s.band.outcome, "levels": {"defenders": s.band.defenders, "attackers": s.band.attackers},
           "rules": used, "explain": {"zh": zh, "en": en}}
    if g == "zhaopengyou":
        nxt, _ = levels.next_first_dealer(banker=bank.banker, friend=mate, solo=solo,
                                          defenders_won=s.band.defenders > 0)
        out.update(friend=mate, solo=solo, next_dealer=nxt,
                   new_levels=[levels.level_text(levels.climb_capped(v, s.band.defenders if i in side
                                                                       else s.band.attackers))
                               for i, v in enumerate(lv)])
    else:
        nxt, _ = levels.next_banker(banker=bank.banker, defenders_up=s.band.defenders > 0, options=t.options)
        team = bank.banker % 2
        new = list(lv)
        new[team] = levels.climb_wrapping(lv[team], s.band.defenders)
        new[1 - team] = levels.climb_wrapping(lv[1 - team], s.band.attackers)
        out.update(stake=s.stake, swap=s.band.swap, next_dealer=nxt, next_banker=nxt,
                   new_levels=[levels.level_text(v) for v in new], throw_penalties=dict(t.tally.penalties))
    t.step("score", s.rule, zh, en, total=s.total, outcome=s.band.outcome)
    return out


OPTIONS = (
    Option(name="shuangsheng_chaodi_turns", games=("shuangsheng",), default="one_round",
           choices=("one_round", "free"), ruling="shuangsheng.bid.chaodi_turns",
           zh="扣底后反主的顺序：one_round＝从庄家起按出牌顺序轮一圈，每人一次机会；free＝不限顺序，只要一次比一次高。",
           en="Order of counters after the bury: one_round = one pass from the banker in play order, "
              "one chance each; free = any order, as long as each counter climbs."),
)

CHAODI_TURNS = Rule(
    id="shuangsheng.bid.chaodi_turns", games=("shuangsheng",), ruling=True,
    title_zh="炒底时的反主顺序", title_en="Turns for counters after the bury",
    text_zh="第一局以后，扣底后的反主从庄家开始，按出牌顺序每人轮到一次。",
    text_en="After the first deal, counters after the bury go round once, from the banker, in play order.",
    question_zh="原文说扣底后的反主“按庄家逆时针方向依次进行”。是轮一圈、每人一次，还是可以反复轮？从谁开始？",
    question_en="The source says counters after the bury go \"in turn, counterclockwise from the banker\". "
    "Once round, one chance each, or round and round? Starting with whom?",
    reading_zh="从庄家本人开始，按出牌方向（原文的逆时针）轮一圈，每人一次机会；反主者拿底重扣后轮到下一位。",
    reading_en="Once round, starting with the banker and going in play order (the source's "
    "counterclockwise), one chance each; after a counter and its re-bury the turn passes on.",
    why_zh="“依次”说的是轮流一遍；每次反主都要拿底重扣，反复轮下去没有尽头，原文也没有提到第二圈。",
    why_en="\"In turn\" describes one pass; every counter re-buries the kitty, so endless rounds would "
    "never settle, and the source mentions no second round.",
    option="shuangsheng_chaodi_turns")


# The deal.* rules a replay cites are stated in deal.py (DEAL_RULES).
RULES = (CHAODI_TURNS,)
