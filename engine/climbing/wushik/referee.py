"""赖子五十K as a climbing game for the shared table (engine.climbing.referee).

What sets it apart: wild jokers make a play read several ways (the player may declare
one, ruling wushik.ruling.declare); card points lie in each round and go to its winner;
play goes on after a player goes out until the result is settled (wushik.ruling.early_end),
and a round won by a player who has gone out is led by the partner once known (接风).
"""

from __future__ import annotations

from ...cards import Card
from ...errors import bad_request, illegal
from ...labels import label
from ..referee import Referee
from .game import GAME
from . import replay
from .answers import answers
from .calls import jiefeng
from .shapes import Reading, beats, points, power_text, readings, text_power
from ..words import SEATS, Seat, both_cards, capital, moves
from ...text import count_en, seat_en, seat_zh

PLACE_EN = {1: "first", 2: "second", 3: "third", 4: "fourth"}


def choose(options: list[Reading], previous: Reading | None,
           declared: Reading | None) -> Reading | None:
    """The reading a play counts as (wushik.ruling.declare): the declared one;
    else on a lead the strongest; else the cheapest that beats the table."""
    if declared is not None:
        return declared
    if previous is None:
        return options[0]
    winners = [r for r in options if beats(previous, r)[0]]
    same = [r for r in winners if not r.bomb]
    if same:
        return min(same, key=lambda r: r.top)
    return min(winners, key=lambda r: r.order) if winners else None


def match_declared(options: list[Reading], declared: dict) -> Reading:
    """The reading named by ``{"kind", "rank"[, "length"]}``: the rank of the top
    unit, the length in cards (as ``classify`` reports them)."""
    if not isinstance(declared, dict) or not isinstance(declared.get("kind"), str):
        raise bad_request("所说明的读法要写明牌型（和点数）。", "A declared reading must name a kind of play (and a rank).")
    kind, rank = declared["kind"], declared.get("rank")
    top = text_power(rank) if rank is not None else None
    if rank is not None and top is None and kind != "fifty_k":
        raise bad_request(f"无法识别的点数：「{rank}」。", f"Unknown rank: “{rank}”.")
    if kind == "fifty_k":
        top = None
    for r in options:
        if r.kind == kind and (top is None or r.top == top) and \
                declared.get("length") in (None, r.size):
            return r
    zh, en = declared_words(kind, top)
    raise illegal(f"这些牌不能读成{zh}。", f"These cards cannot be read as {en}.",
                  rule="wushik.ruling.declare")


def declared_words(kind: str, top: int | None) -> tuple[str, str]:
    """A declared reading in words: ``「对子 9」`` / ``“pair, 9”`` (an unknown kind: no code)."""
    zh, en = label("kind", kind, "zh"), label("kind", kind, "en")
    if zh == kind:
        return "所说明的牌型", "the kind of play named"
    if top is not None and kind != "fifty_k":
        zh += f" {power_text(top, 'zh')}"
        en += f", {power_text(top)}"
    return f"「{zh}」", f"“{en}”"


class WushikReferee(Referee):
    game = GAME
    setup_stage, setup_rule = "call", "wushik.replay"
    setup_broken = ("叫牌不合规则：", "The call breaks a rule: ")
    setup_list, setup_last = None, ("call", "hou")
    handover_rule = "wushik.ruling.jiefeng_scope"

    def readings(self, cards: list[Card], options: dict) -> list[Reading]:
        return readings(cards, four_jokers=options["four_jokers"])

    def invalid_rule(self, cards: list[Card], options: dict) -> str:
        return "wushik.invalid"

    def declared(self, found, declared):
        return [match_declared(found, declared)]

    def choose(self, found, previous, options):
        chosen = choose(found, previous, None)
        if previous is None:
            return chosen, chosen.rule
        ok, rule = beats(previous, chosen or found[0])
        return (chosen if chosen is not None and ok else None), rule

    def answers(self, hand, previous, options):
        return answers(hand, previous, four_jokers=options["four_jokers"])

    def describe(self, reading: Reading) -> tuple[str, str]:
        return reading.describe()

    def reading_json(self, reading: Reading, cards: list[Card]) -> dict:
        return reading.to_json([c for c in cards if c.is_joker])

    def points(self, cards) -> int:
        return points(cards)

    def over(self, table) -> bool:
        """Whether the result is settled (wushik.ruling.early_end, wushik.last_points)."""
        call, order = table.call, table.order
        if call.mode != "partner":
            return bool(order)
        if len(order) == 2 and call.side(order[0]) == call.side(order[1]):
            return True
        return len(order) >= 3

    def next_leader(self, table, winner: int) -> int:
        return jiefeng(winner, table.call, table.revealed, table.still_in)

    def after_play(self, table, seat: int, cards: list[Card]) -> None:
        call = table.call
        if call.mode == "partner" and seat == call.partner and call.card in cards:
            table.revealed = True

    def round_rule(self, table, final: bool) -> str:
        return "wushik.ruling.final_trick" if final else "wushik.trick"

    pass_rule = "wushik.trick"

    def words(self, what: str, **data) -> tuple[str, str, str]:
        seat = data.get("seat")
        if what == "over":
            return "wushik.replay", "这一局已经结束。", "The deal is already over."
        if what == "unfinished":
            zh, en = moves(data["rounds"], data["plays"], data["passes"])
            return "", f"到这里一共 {zh}，每一步都合规；这一局还没打完。", \
                f"So far {en}, every step legal; the deal is not finished."
        if what == "complete":
            zh, en = moves(data["rounds"], data["plays"], data["passes"])
            return "", f"一共 {zh}，每一步都合规。", f"{en[0].upper()}{en[1:]}, every step legal. "
        if what == "turn":
            turn = data["turn"]
            return ("wushik.ruling.first_lead" if data["first"] else "wushik.trick",
                    f"现在轮到{seat_zh(turn)}，不是{seat_zh(seat)}。", f"It is {seat_en(turn)}'s turn, not {seat_en(seat)}'s.")
        if what == "lead_pass":
            return "wushik.trick", "领出的人必须出牌，不能不出。", "The leader must play; passing is not allowed."
        if what == "not_held":
            zh, en = both_cards(data["cards"])
            return "wushik.replay", f"{seat_zh(seat)} 手里没有这些牌：{zh}。", f"{Seat(seat)} does not hold {en}."
        if what == "not_a_shape":
            zh, en = both_cards(data["cards"])
            return data["rule"], f"{zh} 不成牌型。", f"{capital(en)} is not a valid play."
        if what == "does_not_beat":
            zh, en = both_cards(data["cards"])
            tzh, ten = both_cards(data["top"])
            return data["rule"], f"{zh} 压不过 {tzh}。", f"{capital(en)} does not beat {ten}."
        return super().words(what, **data)

    def explain(self, step: dict, led: bool, cards: list[Card] | None = None) -> dict:
        zh_seat, _, en_seat = SEATS[step["seat"]]
        if step["step"] == "pass":
            zh, en = f"{zh_seat} 不出。", f"{en_seat} passes."
        else:
            text = step["as"]["text"]
            czh, cen = both_cards(step["cards"] if cards is None else cards)
            zh = f"{zh_seat} 出 {czh}（{text['zh']}）。"
            en = f"{en_seat} plays {cen} ({text['en']})."
            if "out" in step:
                zh += f"{zh_seat} 出完，第 {step['out']} 名。"
                en += f" {en_seat} is out, {PLACE_EN[step['out']]}."
        done = step.get("round")
        if done:
            zh_win, _, en_win = SEATS[done["winner"]]
            zh += f"这一轮{zh_win} 最大，收 {done['points']} 分。"
            en += f" {en_win} takes the round and {count_en(done['points'], 'point')}."
            if "leader" in done:
                zh_lead, _, en_lead = SEATS[done["leader"]]
                zh += f"{zh_lead} 领出。"
                en += f" {en_lead} leads."
        return {"zh": zh, "en": en}

    def setup(self, ctx, record: dict, options: dict):
        return replay.setup(self, ctx, record, options)

    def settle(self, ctx, record: dict, table, data: dict, options: dict):
        return replay.settle(self, ctx, record, table, data, options)


REFEREE = WushikReferee()
