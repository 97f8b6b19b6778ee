"""Practice questions about one trick (zhaopengyou, shuangsheng): ``shape``, ``follow``,
``winner``, ``throw``. Each position is a trick of a real deal (:mod:`.tractor_deal`); each
question's ``check`` is the verdict op that decides it (classify, follow, trick, throw)."""

from __future__ import annotations

from ..cards import format_cards
from ..labels import LABELS
from ..text import count_en, seat_en, seat_zh
from .common import (Judged, Made, aimed, cards_part, checked, explained, facts_part, in_turn, plays_part, question,
                     same_cards)
from .tractor_deal import classified, pick, throw_stands, trick_outcomes

PLAIN = ("lead", "higher", "lower", "discard", "wrong_shape")


def trump_part(d) -> dict:
    return {"part": "trump", "trump": d.trump.to_json()}


def _verdict_judge(ctx, check: dict, field: str, right) -> callable:
    """A judge that runs the verdict op on the reader's answer (``field`` in ``check``)."""
    def judge(given) -> Judged:
        out = checked(ctx, {**check, field: given})
        return explained(out, right(out, given))
    return judge


# --- shape ------------------------------------------------------------------------------

def _held_together(d, hand) -> list:
    """Plays ``hand`` holds of one group: two pairs together, each way (a tractor by the order,
    with level cards and jokers joined and the level rank skipped, or two pairs that are not
    one: a throw), and its triples."""
    pairs = sorted({c for c in hand if hand.count(c) >= 2}, key=d.trump.key)
    out = [[a, a, b, b] for i, a in enumerate(pairs) for b in pairs[i + 1:] if d.trump.group(a) == d.trump.group(b)]
    return out + [[c] * 3 for c in pairs if hand.count(c) >= 3]


def _ruled(d, cards) -> bool:
    """A tractor the order makes: with a joker or a level card, or across the level rank."""
    ranks = sorted({c.rank for c in cards})
    if any(c.is_joker or c.rank == d.trump.rank for c in cards):
        return True
    return ranks != list(range(ranks[0], ranks[0] + len(ranks)))


def _shape_aims(ask) -> tuple:
    """The shapes a level's questions aim at in turn (a pair at level 2: of trumps)."""
    triples = ("triple",) if "triple" in ask.ctx.game.drill.SHAPES else ()
    return {1: ("single", "pair"), 2: ("tractor", *triples, "pair"), 3: ("throw", "tractor", *triples)}[ask.level]


def shape(ask) -> Made:
    aims = _shape_aims(ask)
    want = aimed(ask, aims)
    trumps = ask.ctx.game.drill.TRUMP        # the trumps' group

    def candidates(d):
        for k, t in enumerate(d.tricks):
            lead = t[0]
            yield (k, lead.seat, lead.cards)
            if lead.attempt:
                yield (k, lead.seat, lead.attempt)
            if ask.level > 1:            # plays a seat holds, led together
                for seat, hand in d.before[k].items():
                    for cards in _held_together(d, hand):
                        yield (k, seat, cards)

    def fits(d, pos):
        c = classified(ask.ctx, d, pos[2])
        if ask.level == 1 or c.shape == "pair":      # level 1: an off-trump one; level 2: of trumps
            ok = c.shape in aims and (c.group != trumps if ask.level == 1 else c.group == trumps)
        else:                                        # level 3: a tractor the order makes
            ok = c.shape in aims and (ask.level < 3 or c.shape != "tractor" or _ruled(d, pos[2]))
        return 2 if ok and c.shape == want else int(c.shape == want)    # another shape: a last resort

    d, (k, seat, cards) = pick(ask, candidates, fits)
    text = format_cards(d.trump.sort(cards))
    check = ask.request("classify", trump=d.trump.to_json(), cards=text)
    out = checked(ask.ctx, check)
    choices = [{"value": s, "zh": LABELS["shape"][s][0], "en": LABELS["shape"][s][1]}
               for s in ask.ctx.game.drill.SHAPES]
    q = question(ask, ask_words=(f"{seat_zh(seat)} 领出这手牌。这是什么牌型？",
                                 f"{seat_en(seat).capitalize()} leads these cards. What shape is this lead?"),
                 show=[trump_part(d), cards_part("领出的牌", "The lead", text, seat)],
                 reply={"type": "choice", "choices": choices}, solution=out["shape"], check=check,
                 teaches=out["rules"])
    return Made(q, lambda given: explained(out, given == out["shape"]))


# --- follow ----------------------------------------------------------------------------

def follow(ask) -> Made:
    want_pair = ask.rng.random() < 0.5        # level 1: a single or a pair led, half and half
    trumps = ask.ctx.game.drill.TRUMP        # the trumps' group

    def candidates(d):
        for k, t in enumerate(d.tricks):
            for p in t[1:]:
                yield (k, t[0], p.seat)

    def fits(d, pos):
        k, lead, seat = pos
        c = classified(ask.ctx, d, lead.cards)
        hand = d.before[k][seat]
        held = sum(1 for x in hand if d.trump.group(x) == c.group)
        plenty = held > len(lead.cards)
        if ask.level == 1:
            wanted = c.shape == ("pair" if want_pair else "single")
            return (2 if plenty and wanted and c.group != trumps else 1) if c.shape in ("single", "pair") else 0
        if ask.level == 2:       # tractors and trumps: a trump single will do, a pair or more is better
            if c.shape == "tractor" or (c.group == trumps and c.shape in ("pair", "triple")):
                return 2 if plenty else 1
            return int(c.group == trumps and c.shape == "single")
        tricky = c.shape in ("throw", "triple") or (c.shape == "pair" and any(
            hand.count(x) >= 3 for x in hand if d.trump.group(x) == c.group))
        return (2 if plenty else 1) if tricky else int(not plenty or c.shape == "tractor")

    d, (k, lead, seat) = pick(ask, candidates, fits)
    hand = d.trump.sort(d.before[k][seat])
    c = classified(ask.ctx, d, lead.cards)
    n = len(lead.cards)
    lead_text = format_cards(d.trump.sort(lead.cards))
    request = ask.request("follow", trump=d.trump.to_json(), lead=lead_text, hand=format_cards(hand), play="")
    solution = checked(ask.ctx, request)["example"]     # the engine's own legal follow
    check = {**request, "play": solution}
    out = checked(ask.ctx, check)
    assert out["legal"], out
    gzh, gen = ask.ctx.game.drill.group_words(c.group)
    q = question(ask, ask_words=(f"{seat_zh(lead.seat)} 领出 {n} 张{gzh}。轮到你（{seat_zh(seat)}）跟牌：选出 {n} 张合规的牌。",
                                 f"{seat_en(lead.seat).capitalize()} leads {count_en(n, 'card')} "
                                 f"of {gen}. Your turn ({seat_en(seat)}) to follow: pick {count_en(n, 'card')} you may play."),
                 show=[trump_part(d), cards_part("领出的牌", "The lead", lead_text, lead.seat),
                       cards_part("你的手牌", "Your hand", format_cards(hand), seat)],
                 reply={"type": "cards", "from": format_cards(hand), "count": n}, solution=solution,
                 check=check, teaches=[out["rule"]], several=True, solutions=None)
    return Made(q, _verdict_judge(ask.ctx, check, "play", lambda o, g: o["legal"]))


# --- winner -----------------------------------------------------------------------------

def _aimed_trick(ask):
    """At level 3 (equal cards, wrong shapes, triples and throws led), where the leader takes
    most tricks, the chooser of a deal's tricks (``(k, outcome)``) that aims the answer: the
    winner's place in the trick (the leader, the next …), each in turn over consecutive seeds,
    among the deal's tricks for the level; where none has it, another place in turn, the leader
    last (:func:`in_turn`). No deal more is played for it (a deal is most of a question's cost).
    Elsewhere none: a random trick of the level."""
    if ask.level != 3:
        return None
    seats = ask.ctx.game.drill.RULESET.seats
    places = (*range(1, seats), 0)      # the leader (0), the commonest, named last

    def among(positions):
        want = in_turn(places, ask.seed, {o.winner for _k, o in positions})
        return ask.rng.choice([p for p in positions if p[1].winner == want])
    return among


def winner(ask) -> Made:
    def candidates(d):          # each trick and its outcome (the winner's place, the statuses, the lead)
        return enumerate(trick_outcomes(ask.ctx, d))

    def fits(d, pos):
        o = pos[1]
        s, led = set(o.statuses), o.lead.shape
        if ask.level == 1:
            return 2 if led in ("single", "pair") and s <= set(PLAIN) and len(s) > 2 else int(led in ("single", "pair"))
        if ask.level == 2:
            return 2 if s & {"trumps", "overtrumps", "undertrumps"} or led == "tractor" else 0
        odd = s & {"equal", "equal_trump", "trump_wrong_shape"} or led in ("throw", "triple")
        return 2 if odd else int(bool(s & {"overtrumps", "undertrumps"}))

    d, (k, _outcome) = pick(ask, candidates, fits, among=_aimed_trick(ask))
    t = d.tricks[k]
    plays = [format_cards(d.trump.sort(p.cards)) for p in t]
    check = ask.request("trick", trump=d.trump.to_json(), leader=t[0].seat, plays=plays)
    out = checked(ask.ctx, check)
    seats = [p.seat for p in t]
    q = question(ask, ask_words=("这一轮谁大？点出他的座位。", "Who takes this trick? Tap the seat."),
                 show=[trump_part(d), plays_part("这一轮，按出牌顺序", "The trick, in play order",
                                                 [(p.seat, x) for p, x in zip(t, plays)])],
                 reply={"type": "seat", "seats": sorted(seats)}, solution=out["winner"], check=check,
                 teaches=out["rules"][:1])
    return Made(q, lambda given: explained(out, given == out["winner"]))


# --- throw ------------------------------------------------------------------------------

def _tops(d, hand) -> list:
    """The two or three best cards of each group of ``hand`` (not all one card), as a leader might throw them."""
    out = []
    for group in dict.fromkeys(map(d.trump.group, hand)):
        held = d.trump.sort(c for c in hand if d.trump.group(c) == group)
        out += [held[:n] for n in (2, 3) if len(held) >= n and len(set(held[:n])) > 1]
    return out


def _blocker_chooses(ask) -> bool:
    """Whether the game lets a throw's blocker choose which part stays on the table (the seats
    are asked in turn), so that a question may have two right answers; else the rules force one."""
    return ask.ctx.game.drill.RULESET.throw_check == "ask_in_turn"


def throw(ask) -> Made:
    want_fail = aimed(ask, (True, False))      # a throw that fails, or one that stands, in turn

    def candidates(d):
        for k, t in enumerate(d.tricks):
            lead = t[0]
            cards = lead.attempt or lead.cards
            if classified(ask.ctx, d, cards).shape == "throw":
                yield (k, lead.seat, cards, lead.attempt is not None)
            if not want_fail:       # the leader's best cards of a group, thrown together: some stand
                for top in _tops(d, d.before[k][lead.seat]):
                    if classified(ask.ctx, d, top).shape == "throw":
                        yield (k, lead.seat, top, not throw_stands(ask.ctx, d, k, lead.seat, top))

    def fits(d, pos):
        return 2 if pos[3] == want_fail else 1

    d, (k, seat, cards, _failed) = pick(ask, candidates, fits)
    c = classified(ask.ctx, d, cards)
    text = format_cards(d.trump.sort(cards))
    others = {s: [x for x in h if d.trump.group(x) == c.group] for s, h in d.others(k, seat).items()}
    check = ask.request("throw", trump=d.trump.to_json(), leader=seat, cards=text,
                        hands={str(s): format_cards(d.trump.sort(h)) for s, h in sorted(others.items())})
    out = checked(ask.ctx, check)
    right_answers = [text] if out["succeeds"] else [o["forced"] for o in out["options"]]
    gzh, gen = ask.ctx.game.drill.group_words(c.group)
    show = [trump_part(d), cards_part("甩出的牌", "The throw", text, seat)]
    void = []
    for s in sorted(others):
        if others[s]:
            show.append(cards_part(f"{seat_zh(s)} 手里的{gzh}", f"{seat_en(s).capitalize()}'s {gen}",
                                   format_cards(d.trump.sort(others[s])), s))
        else:
            void.append(s)
    if void:
        show.append(facts_part([(f"{seat_zh(s)} 手里没有{gzh}。", f"{seat_en(s).capitalize()} holds no {gen}.")
                                for s in void]))
    chooses = _blocker_chooses(ask)
    part_zh = "管上的人让他留在桌上的那一手（管上的人可以挑时，哪一手都对）" if chooses else "留在桌上的那一手"
    part_en = ("a part the blocker may make him leave on the table (where the blocker has a choice, each is right)"
               if chooses else "the part left on the table")
    q = question(ask, ask_words=(f"{seat_zh(seat)} 甩牌。甩牌成立吗？选出他最后真正要出的牌：成立就全选；不成立就选出{part_zh}。",
                                 f"{seat_en(seat).capitalize()} throws. Does the throw stand? Pick the cards "
                                 f"actually played: all of them if it stands, else {part_en}."),
                 show=show, reply={"type": "cards", "from": text}, solution=right_answers[0], check=check,
                 teaches=[out["rule"]], several=_blocker_chooses(ask), solutions=right_answers)
    return Made(q, lambda given: explained(out, any(same_cards(given, r) for r in right_answers)))


__all__ = ["shape", "follow", "winner", "throw", "trump_part"]
