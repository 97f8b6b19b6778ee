"""赖子五十K (Wild Fifty-K), ``wushik``: its ops, options and rules (served as its ``GAME`` says: game.py).

Ops: ``classify``, ``beats``, ``answers``, ``bid``, ``settle``, ``replay``
(``rules`` is answered by the API from ``OPTIONS`` and ``RULES``).
"""

from __future__ import annotations

from ... import fields
from ...cards import format_cards
from ...errors import illegal
from ...rulebook import verdict
from ..record import replay_record
from .answers import answers as _answers
from .bid import bid
from .referee import REFEREE, choose, match_declared
from .shapes import beats as _beats
from .shapes import points, readings
from .rules import DEAL_RULES, PLAY_RULES
from .rulings import OPTIONS
from .rulings_deal import RULINGS
from .settle import settle_op
from ..words import both_cards, capital
from ...text import cards_en, cards_zh, count_en, zh_spaced

RULES = PLAY_RULES + DEAL_RULES + RULINGS


def classify(ctx, request: dict) -> dict:
    cards = fields.cards(request, "cards", ctx.game)
    found = readings(cards, four_jokers=ctx.options["four_jokers"])
    text = format_cards(cards)
    tzh, ten = both_cards(cards)
    ten = capital(ten)          # the cards start the sentence
    wilds = [c for c in cards if c.is_joker]
    listed = [r.to_json(wilds) for r in found]
    if not found:
        rule, zh, en = "wushik.invalid", f"{tzh}：不成牌型。", f"{ten}: not a valid play."
        if _wild_fifty_k(cards):
            rule = "wushik.fifty_k"
            zh = f"{tzh}：不成牌型——王不能凑五十K。"
            en = f"{ten}: not a valid play — a wild never fills a 5-10-K."
        return verdict(rule, zh, en,
                       cards=text, kind="invalid", rank=None, length=0, sets=0, bomb=False,
                       readings=[], points=points(cards))
    best = found[0]
    zh, en = best.describe()
    rule = "wushik.ruling.declare" if len(found) > 1 else best.rule
    rulings = list(dict.fromkeys([rule] * (len(found) > 1) +
                                 [r.rule for r in found if ".ruling." in r.rule]))
    if wilds and listed[0]["wilds"]:  # jokers alone stand for nothing (wushik.ruling.joker_alone)
        zh += "（" + "，".join(f"{cards_zh(w['card'])}当 {w['as']}" for w in listed[0]["wilds"]) + "）"
        en += " (" + ", ".join(f"{cards_en(w['card'])} as {w['as']}" for w in listed[0]["wilds"]) + ")"
    extra_zh = f"；共 {len(found)} 种读法，最强在前" if len(found) > 1 else ""
    extra_en = f"; {len(found)} readings, strongest first" if len(found) > 1 else ""
    return verdict(rule, f"{tzh}：{zh}{extra_zh}。", f"{ten}: {en}{extra_en}.",
                   cards=text, kind=best.kind, rank=best.rank_text(), length=best.size,
                   sets=best.sets,
                   bomb=best.bomb, readings=listed, points=points(cards), rulings=rulings)


def _wild_fifty_k(cards) -> bool:
    """Three cards that would be a 5-10-K if a wild could fill one."""
    nat = [c.rank for c in cards if not c.is_joker]
    return len(cards) == 3 and len(nat) < 3 and len(set(nat)) == len(nat) and \
        set(nat) <= {5, 10, 13}


def _table_reading(ctx, cards, declared):
    """The previous play as it stands on the table (wushik.ruling.declare)."""
    found = readings(cards, four_jokers=ctx.options["four_jokers"])
    if not found:
        raise illegal(zh_spaced(f"上一手 {cards_zh(cards)} 不成牌型。"),
                      f"The previous play, {cards_en(cards)}, is not a valid play.", rule="wushik.invalid")
    return match_declared(found, declared) if declared is not None else found[0], found


def beats(ctx, request: dict) -> dict:
    prev_cards = fields.cards(request, "previous", ctx.game)
    play_cards = fields.cards(request, "play", ctx.game)
    fields.copies([prev_cards, play_cards], ctx.game)
    previous, prev_all = _table_reading(ctx, prev_cards, fields.reading(request, "previous_as"))
    options = readings(play_cards, four_jokers=ctx.options["four_jokers"])
    p_text, q_text = format_cards(prev_cards), format_cards(play_cards)
    wilds = [c for c in play_cards if c.is_joker]
    # as in every climbing game: the two plays' cards, and how each reads (``as``)
    data = {"previous": p_text, "play": q_text,
            "previous_as": previous.to_json([c for c in prev_cards if c.is_joker])}
    pzh_cards, pen_cards = both_cards(prev_cards)
    qzh_cards, qen_cards = both_cards(play_cards)
    qen_cards = capital(qen_cards)
    if not options:
        return verdict("wushik.invalid", f"{qzh_cards} 不成牌型，压不了任何牌。",
                       f"{qen_cards} is not a valid play and beats nothing.", beats=False, play_as=None, **data)
    declared = fields.reading(request, "play_as")
    wanted = match_declared(options, declared) if declared is not None else None
    chosen = choose(options, previous, wanted) or options[0]
    ok, rule = _beats(previous, chosen)
    # the rulings the verdict turns on: how an ambiguous play was read, what jokers are
    rulings = [r.rule for r in (previous, chosen) if ".ruling." in r.rule]
    if (len(options) > 1 and declared is None) or \
            (len(prev_all) > 1 and request.get("previous_as") is None):
        rulings.insert(0, "wushik.ruling.declare")
    pz, pe = previous.describe()
    qz, qe = chosen.describe()
    word_zh, word_en = ("压得过", "beats") if ok else ("压不过", "does not beat")
    return verdict(rule, f"{qzh_cards}（{qz}）{word_zh} {pzh_cards}（{pz}）。",
                   f"{qen_cards} ({qe}) {word_en} {pen_cards} ({pe}).",
                   beats=ok, play_as=chosen.to_json(wilds), **data,
                   rulings=list(dict.fromkeys(rulings)))


def answers(ctx, request: dict) -> dict:
    hand = fields.cards(request, "hand", ctx.game)
    prev_cards = fields.cards(request, "previous", ctx.game, default=None, empty=True) or None
    previous = None
    if prev_cards:
        fields.copies([hand, prev_cards], ctx.game)
        previous, _ = _table_reading(ctx, prev_cards, fields.reading(request, "previous_as"))
    found = _answers(hand, previous, four_jokers=ctx.options["four_jokers"])
    # Each card's text once, not once per answer; answers reuse the hand's own Card
    # objects, so id() finds them (faster than hashing a dataclass), and they put the
    # wilds last, so the wilds are the last len(stands) cards.
    token = {id(c): str(c) for c in hand}
    listed = [reading.to_json(cards[len(cards) - len(reading.stands):],
                              " ".join([token[id(c)] for c in cards]))
              for reading, cards in found]
    n = len(listed)
    if previous is None:
        zh, en = f"领出：{n} 种出法。", f"Leading: {count_en(n, 'possible play')}."
    else:
        pz, pe = previous.describe()
        zh, en = f"压 {pz}：{n} 种出法，也可以不出。", f"Against {pe}: {count_en(n, 'answer')}, or pass."
    return verdict("wushik.answers", zh, en, answers=listed, count=n,
                   can_pass=previous is not None)


def _replay(ctx, request: dict) -> dict:
    """A whole deal record, checked step by step on the one table (engine.climbing.record)."""
    return replay_record(ctx, request, REFEREE)


OPS = {"classify": classify, "beats": beats, "answers": answers, "bid": bid,
       "settle": settle_op, "replay": _replay}

__all__ = ["OPS", "OPTIONS", "RULES"]
