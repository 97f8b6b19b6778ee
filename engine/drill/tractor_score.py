"""Practice questions about a whole deal (zhaopengyou, shuangsheng): ``kitty`` (what the kitty
added), ``levels`` (how many levels, who deals next), ``bid`` (can this bid counter that one).
Positions come from real deals (:mod:`.tractor_deal`); the ``check`` is the ``score`` or the
``bid`` op. How a deal's sides, its next deal and a bid's context are told is the game's own
(its drill hooks ``sides``, ``score_sides``, ``sides_fact``, ``levels_words``, ``bid_context``,
``bid_facts``)."""

from __future__ import annotations

from ..cards import TEXT_RANK, format_cards, parse_cards
from ..text import seat_en, seat_zh
from .common import Made, aimed, answered, cards_part, checked, explained, facts_part, plays_part, question
from .tractor_deal import TRIES, endings, pick, trick_verdict
from .tractor_play import trump_part

MOST_BONUS = 5000     # no kitty bonus comes near it (the number the reader may type)


def _last(ask, d) -> tuple:
    """The deal's last trick, its ``trick`` verdict, and the seat that won it."""
    v = trick_verdict(ask.ctx, d, len(d.tricks) - 1)
    return d.tricks[-1], v, v["winner"]


def _score_check(ask, d, *, nxt: bool) -> dict:
    last, _v, seat = _last(ask, d)
    side = "defenders" if seat in d.result["defenders"] else "attackers"
    won = next(p for p in last if p.seat == seat)
    req = dict(trump=d.trump.to_json(), points=d.result["points"], kitty_points=d.result["kitty_points"],
               last_trick={"winner": side, "cards": format_cards(d.trump.sort(won.cards))},
               lead=format_cards(d.trump.sort(last[0].cards)))
    if nxt:
        req["banker"] = d.banker
        req.update(ask.ctx.game.drill.score_sides(d.result))
    return ask.request("score", **req)


def _end_show(ask, d, with_kitty: bool) -> list:
    last = d.tricks[-1]
    show = [trump_part(d), facts_part([ask.ctx.game.drill.sides_fact(d.banker, d.result)])]
    if with_kitty:
        show.append(cards_part("底牌（扣下的牌）", "The kitty (the buried cards)", format_cards(d.trump.sort(d.kitty))))
        show.append(plays_part("最后一轮，按出牌顺序", "The last trick, in play order",
                               [(p.seat, format_cards(d.trump.sort(p.cards))) for p in last]))
    return show


def _kitty_rules(out: dict) -> list[str]:
    return [r for r in out["rules"] if ".kitty." in r or r == "tractor.ruling.kitty_shape"]


# --- kitty ------------------------------------------------------------------------------

def kitty(ask) -> Made:
    want_pair = ask.rng.random() < 0.4       # level 2: a pair's multiplier now and then, not only a single's

    def fits(_d, d):
        _last_t, v, seat = _last(ask, d)
        attackers = seat not in d.result["defenders"]
        led = v["lead"]["shape"]
        plain = led in ("single", "pair")       # level 2; tractors, triples, throws: 3
        if ask.level == 2:
            wanted = led == ("pair" if want_pair else "single")
            return 2 if wanted and (attackers or ask.rng.random() < 0.3) else int(plain)
        return 2 if not plain and attackers else int(not plain or attackers)

    def candidates(d):          # the deal as played, and (level 3, or a pair wanted) its other endings
        return [d] + (endings(ask.ctx, d) if ask.level == 3 or want_pair else [])

    _, d = pick(ask, candidates, fits, whole=True)
    check = _score_check(ask, d, nxt=False)
    out = checked(ask.ctx, check)
    bonus = out["kitty"]["bonus"]
    q = question(ask, ask_words=("这一局打完了。底牌给抓分方加了多少分？（没有加分就答 0）",
                                 "The deal is over. How many points did the kitty add to the attackers? (0 if none)"),
                 show=_end_show(ask, d, True), reply={"type": "number", "min": 0, "max": MOST_BONUS},
                 solution=bonus, check=check, teaches=_kitty_rules(out))
    rule = (_kitty_rules(out) or [out["rule"]])[0]
    return Made(q, lambda given: explained(out, given == bonus, rule=rule))


# --- levels -----------------------------------------------------------------------------

def _levels_words(ask, dl: int, al: int, nxt: int) -> tuple[str, str]:
    if dl:
        zh, en = f"庄家方升 {dl} 级", f"the banker's side goes up {dl}"
    elif al:
        zh, en = f"抓分方升 {al} 级", f"the attackers go up {al}"
    else:
        zh, en = "谁都不升级", "nobody goes up"
    return ask.ctx.game.drill.levels_words(zh, en, nxt)


# Who goes up and by how much, as a reader could bet on it without looking: each aimed at in turn
# over consecutive seeds (``aimed``), so that no side and count is right more than its share
# (in 找朋友 the attackers went up 2 in most deals).
LEVEL_OUTCOMES = ("banker_side_or_nobody", "attackers_1", "attackers_2", "attackers_more")


def _outcome(d) -> str:
    up = d.result["levels"]["attackers"]
    if not up:
        return "banker_side_or_nobody"
    return f"attackers_{up}" if up <= 2 else "attackers_more"


def levels(ask) -> Made:
    want = aimed(ask, LEVEL_OUTCOMES)

    def fits(d, _pos):
        _last_t, _v, seat = _last(ask, d)
        attackers_last = seat not in d.result["defenders"]
        kitty_counts = attackers_last and d.result["kitty_points"] > 0
        return (kitty_counts == (ask.level == 3)) + (_outcome(d) == want)

    d, _ = pick(ask, lambda d: [0], fits, patience=TRIES, whole=True)
    check = _score_check(ask, d, nxt=True)
    out = checked(ask.ctx, check)
    dl, al, nxt = out["levels"]["defenders"], out["levels"]["attackers"], out["next_dealer"]
    solution = f"{dl}-{al}-{nxt}"
    n = d.players
    steps = {(dl, al)}
    if dl:
        steps |= {(dl + 1, 0), (0, 1)} | ({(dl - 1, 0)} if dl > 1 else {(0, 0)})
    if al:
        steps |= {(0, al + 1), (1, 0)} | ({(0, al - 1)} if al > 1 else {(0, 0)})
    if not dl and not al:
        steps |= {(1, 0), (0, 1)}
    _solo, friend = ask.ctx.game.drill.sides(d.result)
    seats = {nxt, d.banker, (d.banker + 1) % n, (d.banker - 1) % n}
    if friend is not None:
        seats.add(friend)
    others = sorted(f"{a}-{b}-{s}" for a, b in steps for s in seats if f"{a}-{b}-{s}" != solution)
    values = [solution, *ask.rng.sample(others, min(3, len(others)))]
    ask.rng.shuffle(values)
    choices = []
    for v in values:
        a, b, s = map(int, v.split("-"))
        zh, en = _levels_words(ask, a, b, s)
        choices.append({"value": v, "zh": zh, "en": en})
    show = _end_show(ask, d, ask.level == 3)
    if ask.level == 3:
        show.append(facts_part([(f"抓分方在出牌中得了 {d.result['points']} 分（底牌另算）。",
                                 f"The attackers took {d.result['points']} points in play (the kitty apart).")]))
    else:
        show.append(facts_part([(f"抓分方一共得了 {out['total']} 分。", f"The attackers took {out['total']} points in all.")]))
    teaches = [r for r in out["rules"] if ".levels." in r or ".next_" in r]
    q = question(ask, ask_words=("这一局打完了。哪一方升几级？下一局谁来？",
                                 "The deal is over. Who goes up, by how many levels, and who comes next?"),
                 show=show, reply={"type": "choice", "choices": choices}, solution=solution, check=check,
                 teaches=teaches)
    rule = (teaches or [out["rule"]])[0]
    return Made(q, lambda given: explained(out, given == solution, rule=rule))


# --- bid --------------------------------------------------------------------------------

YES_NO = [{"value": "yes", "zh": "能，这样叫成立", "en": "Yes, the bid stands"},
          {"value": "no", "zh": "不能，这样叫不成立", "en": "No, the bid is refused"}]


def _fakes(ask, d, seat: int) -> list[str]:
    """Bids a seat could show from its dealt hand: copies of one level card or joker it holds,
    as many as it holds, and (of a card held more than once) one copy fewer."""
    hand = parse_cards(d.record["hands"][str(seat)])
    ranks = {TEXT_RANK[x] for x in (d.record.get("levels") or [])}
    pool = sorted({c for c in hand if c.is_joker or c.rank in ranks}, key=lambda c: format_cards([c]))
    out = []
    for card in ask.rng.sample(pool, min(2, len(pool))):
        n = hand.count(card)
        out += [format_cards([card] * m) for m in sorted({n, max(1, n - 1)})]
    return out


def bid(ask) -> Made:
    want_valid = aimed(ask, (True, False))     # a bid that stands, or one refused, in turn
    made: dict = {}

    def candidates(d):
        bids = d.record.get("bids", [])
        out = []
        for i in range(len(bids) + 1):      # 0: the first bid, nobody has bid yet
            prefix = bids[:i]
            props = [bids[i]] if i < len(bids) else []
            seat = ask.rng.randrange(d.players)
            props += [{"seat": seat, "cards": fake} for fake in _fakes(ask, d, seat)]
            for p in props:
                check = ask.request("bid", **ask.ctx.game.drill.bid_context(d.record), bids=prefix, bid=p)
                res = answered(ask.ctx, check)
                if res is not None:
                    key = (i, p["seat"], p["cards"])
                    made[id(d), key] = (check, res)
                    out.append(key)
        return out

    def fits(d, key):
        return 2 if made[id(d), key][1]["valid"] == want_valid else 1

    d, key = pick(ask, candidates, fits)
    check, out = made[id(d), key]
    i, seat, cards = key
    solution = "yes" if out["valid"] else "no"
    context = ask.ctx.game.drill.bid_context(d.record)
    so_far = [(b["seat"], b["cards"]) for b in d.record["bids"][:i]]
    show = [facts_part(ask.ctx.game.drill.bid_facts(context)),
            plays_part("已经叫的牌，按先后", "The bids so far, in order", so_far) if so_far
            else facts_part([("还没有人叫牌。", "Nobody has bid yet.")]),
            cards_part(f"{seat_zh(seat)} 想亮的牌", f"What {seat_en(seat)} wants to show", cards, seat)]
    who_zh, who_en = seat_zh(seat), seat_en(seat)
    if so_far:
        who_zh, who_en = f"在这些叫牌之后，{who_zh}", f"After these bids, {who_en}"
    q = question(ask, ask_words=(f"{who_zh} 想亮出这些牌。这样叫成立吗？",
                                 f"{who_en[:1].upper()}{who_en[1:]} wants to show these cards. Does the bid stand?"),
                 show=show, reply={"type": "choice", "choices": YES_NO}, solution=solution, check=check,
                 teaches=[out["rule"]])
    return Made(q, lambda given: explained(out, given == solution))

