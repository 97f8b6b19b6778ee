"""找朋友: the banker's call, and who becomes the friend as the copies fall.

The banker names a card (or a joker) and which copy, 1st to 3rd; whoever plays
that copy joins the banker, 2 against 3. If nobody else can ever play it (it is
in the kitty or the banker's hand) or it is never played, the banker is alone,
1 against 4 (独打).
"""

from __future__ import annotations

from dataclasses import dataclass

from ... import fields
from ...cards import Card
from ...errors import bad_request
from ...rulebook import Option, Rule, stated
from ...text import cards_en, cards_zh, count_en, ordinal_en, seat_no
from .hidden_friend_deal import HIDDEN_FRIEND_DEAL

ZPY = "zhaopengyou"
ORDINAL_ZH = {1: "第一张", 2: "第二张", 3: "第三张"}


@dataclass(frozen=True, kw_only=True)
class Call:
    """「第 N 张 ♥A」: the card and which copy of it (``nth`` 1..3)."""

    card: Card
    nth: int

    def zh(self) -> str:
        return f"{ORDINAL_ZH.get(self.nth, f'第 {self.nth} 张')}{cards_zh([self.card])}"

    def en(self) -> str:
        return f"the {ordinal_en(self.nth)} {cards_en([self.card])}"


@dataclass(frozen=True, kw_only=True)
class Friend:
    status: str              # "found", "alone" or "pending"
    friend: int | None       # the friend's seat once found
    copies: int              # copies of the called card played so far
    at: int | None           # index of the play that settled it (None: not settled by a play)
    rule: str
    zh: str
    en: str

    @property
    def alone(self) -> bool:
        return self.status == "alone"


def call_field(value) -> Call:
    """A request's ``call: {card, nth}`` (nth: 1 when left out)."""
    if not isinstance(value, dict) or "card" not in value:
        raise bad_request("叫朋友要写明叫哪张牌。", "The friend call must name a card.", field="call")
    cards = fields.parsed(value["card"], "call.card")
    nth = value.get("nth", 1)
    if len(cards) != 1 or not isinstance(nth, int) or isinstance(nth, bool):
        raise bad_request("叫朋友叫一张牌和第几张（一个整数）。",
                          "The friend call names one card and which copy (a whole number).", field="call")
    return Call(card=cards[0], nth=nth)


def check_call(call: Call, shown: list[Card], decks: int) -> tuple[bool, str, str, str]:
    """Whether the call may be made: ``(valid, rule, zh, en)``."""
    if not 1 <= call.nth <= decks:
        return (False, "zhaopengyou.friend.call",
                f"只能叫第 1 到第 {decks} 张，不能叫第 {call.nth} 张。",
                f"The call names copy 1 to {decks}, not copy {call.nth}.")
    if call.card in shown:
        return (False, "zhaopengyou.friend.call_shown",
                f"{cards_zh([call.card])} 在叫庄或反庄时亮过，不能叫它找朋友。",
                f"{cards_en([call.card])} was shown while bidding and cannot be called.")
    return (True, "zhaopengyou.friend.call", f"叫{call.zh()}找朋友。",
            f"The banker calls {call.en()} as friend.")


def track(call: Call, banker: int, plays: list[tuple[int, list[Card]]], *, decks: int,
          options: dict, kitty: list[Card] | None = None, banker_hand: list[Card] | None = None,
          finished: bool = False) -> Friend:
    """Follow the plays (``(seat, cards)`` in order) until the called copy falls."""
    skip_banker = options.get("zhaopengyou_friend_banker_copies", "count") == "skip"
    card, n = call.card, call.nth
    counted = 0        # copies that count towards N
    played = 0         # every copy played
    banker_played = 0
    for i, (seat, cards) in enumerate(plays):
        k = cards.count(card)
        played += k
        if seat == banker:
            banker_played += k
            if skip_banker:
                continue
        if counted + k >= n:
            if seat == banker:
                return Friend(status="alone", friend=None, copies=played, at=i,
                              rule="zhaopengyou.friend.banker_plays_called",
                              zh=f"{call.zh()}由庄家自己打出：没有朋友，庄家 1 打 4。",
                              en=f"The banker played {call.en()} himself: no friend, 1 vs 4.")
            # With the banker's own copies counted, the other reading could name someone else.
            rule = "zhaopengyou.friend.banker_plays_called" if banker_played and not skip_banker \
                else "zhaopengyou.friend.nth"
            return Friend(status="found", friend=seat, copies=played, at=i, rule=rule,
                          zh=f"座位 {seat_no(seat)} 打出{call.zh()}，成为庄家的朋友：2 打 3。",
                          en=f"Seat {seat_no(seat)} played {call.en()} and is the banker's friend: 2 vs 3.")
        counted += k
    buried = list(kitty or []).count(card)
    left = decks - buried - played               # copies still in some hand
    if banker_hand is not None:
        banker_left = list(banker_hand).count(card) - banker_played
        others_left = left - banker_left
    else:
        others_left = left
    reachable = counted + (others_left if skip_banker else left) >= n and others_left >= 1
    if finished or not reachable:
        why_zh = "打完也没有打出" if finished else "其余玩家手里已经不可能打出"
        why_en = "was never played" if finished else "can no longer be played by anyone else"
        rule = "zhaopengyou.friend.never_played" if finished else "zhaopengyou.friend.alone"
        if skip_banker and not finished:
            rule = "zhaopengyou.friend.banker_plays_called"
        return Friend(status="alone", friend=None, copies=played, at=None, rule=rule,
                      zh=f"{call.zh()}{why_zh}（底牌里 {buried} 张，已打出 {played} 张）：庄家 1 打 4。",
                      en=f"{call.en()} {why_en} ({buried} in the kitty, {played} played): "
                         "the banker is alone, 1 vs 4.")
    return Friend(status="pending", friend=None, copies=played, at=None, rule="zhaopengyou.friend.nth",
                  zh=f"{cards_zh([call.card])} 已打出 {played} 张，{call.zh()}还没出现，朋友未明。",
                  en=f"{count_en(played, 'copy', 'copies')} of {cards_en([call.card])} played; "
                     f"{call.en()} has not fallen yet, the friend is unknown.")


OPTIONS = (
    Option(name="zhaopengyou_friend_banker_copies", games=(ZPY,), default="count",
           choices=("count", "skip"), ruling="zhaopengyou.friend.banker_plays_called",
           zh="庄家自己打出的被叫牌算不算“第几张”：默认算，庄家自己打出第 N 张就没有朋友、独打；"
              "另一种读法不算，只数其他人打出的。",
           en="Whether copies of the called card the banker plays count towards the Nth: by default "
              "they do, and if the banker plays the Nth himself he is alone; the other reading counts "
              "only the other players' copies."),
    Option(name="zhaopengyou_points_before_reveal", games=(ZPY,), default="final_teams",
           choices=("final_teams", "as_known"), ruling="zhaopengyou.friend.points_before_reveal",
           zh="朋友亮明身份前赢的分归谁：默认按最后的队伍算，归庄家方；另一种读法按当时已知的队伍算，归抓分方。",
           en="Whose are the points the friend wins before being revealed: by default the final "
              "teams', so the banker's side; the other reading goes by the teams known at the "
              "time, so the attackers."),
)

_EX = {"op": "friend", "call": {"card": "HA", "nth": 2}, "banker": 0}

RULES = stated((
    Rule(id="zhaopengyou.friend.call", games=(ZPY,), title_zh="叫朋友", title_en="Calling a friend",
         text_zh="庄家扣底后叫一张牌找朋友：某花色某点数，或大王、小王，并说明是第几张（第一到第三张）。",
         text_en="After burying, the banker calls a card to find a friend: a suit and rank, or a "
         "joker, and which copy of it, first to third.",
         examples=({"op": "friend", "call": {"card": "RJ", "nth": 3}, "banker": 0, "plays": []},)),
    Rule(id="zhaopengyou.friend.call_shown", games=(ZPY,), title_zh="亮过的牌不能叫", title_en="No calling a card shown in bidding",
         text_zh="叫庄、反庄时亮出过的牌不能用来叫朋友；翻底时翻出的牌和底牌里的牌都可以叫。",
         text_en="A card shown while bidding or countering cannot be called; cards turned up from "
         "the kitty, and cards in the kitty, may be.",
         examples=({"op": "friend", "call": {"card": "H2", "nth": 1}, "banker": 0, "shown": "H2", "plays": []},)),
    Rule(id="zhaopengyou.friend.nth", games=(ZPY,), title_zh="第 N 张定朋友", title_en="The Nth copy makes the friend",
         text_zh="从第一轮起数被叫的牌打出了几张；打出第 N 张的人就是朋友，当场公开，庄家和他两人对其余三人。",
         text_en="Copies of the called card are counted as they are played; whoever plays the "
         "Nth copy is the friend, revealed at once, and the two face the other three.",
         examples=(dict(_EX, plays=[{"seat": 1, "cards": "HA"}, {"seat": 2, "cards": "HK"},
                                   {"seat": 3, "cards": "HA"}]),)),
    Rule(id="zhaopengyou.friend.alone", games=(ZPY,), title_zh="庄家独打", title_en="The banker alone",
         text_zh="被叫的第 N 张已不可能由别人打出（在底牌里或在庄家手里）时，庄家没有朋友，一人对四人。",
         text_en="If the called copy can no longer be played by anyone else (it is in the kitty "
         "or the banker's hand), the banker has no friend and plays one against four.",
         examples=(dict(_EX, call={"card": "SK", "nth": 3}, kitty="SK H3 C4 D5 S6 S7 S8", plays=[]),)),
    Rule(id="zhaopengyou.friend.never_played", games=(ZPY,), title_zh="打完也没出现", title_en="Never played",
         text_zh="打完整局，被叫的第 N 张仍没有打出，算庄家独打。",
         text_en="If the deal ends without the called copy being played, the banker played alone."),
    Rule(id="zhaopengyou.friend.banker_plays_called", games=(ZPY,), ruling=True,
         title_zh="庄家自己打出被叫的牌", title_en="The banker plays the called card",
         text_zh="庄家自己打出的被叫牌也计入第几张；第 N 张由庄家打出时没有朋友，庄家 1 打 4。",
         text_en="Copies the banker plays count towards N; if the banker plays the Nth himself there is "
         "no friend and he plays 1 vs 4.",
         question_zh="庄家手里也有被叫的牌。他打出的那几张算不算“第几张”？如果第 N 张正好是他自己打的呢？",
         question_en="The banker may hold copies of the called card. Do the copies he plays count "
         "towards N, and what if he plays the Nth himself?",
         reading_zh="算：每一张都计数；第 N 张由庄家打出，就没有朋友，庄家独打。",
         reading_en="They count like any other copy; if the Nth is the banker's own, there is no "
         "friend and the banker plays alone.",
         why_zh="原文说“第 N 个打出此牌的玩家”，没有把庄家排除；又说第 N 张在庄家手里就独打，正是这种情形。",
         why_en="The source counts \"the Nth player to play this card\" without excluding the "
         "banker, and says a called copy in the banker's hand means playing alone.",
         option="zhaopengyou_friend_banker_copies",
         examples=(dict(_EX, plays=[{"seat": 0, "cards": "HA"}, {"seat": 1, "cards": "H3"},
                                   {"seat": 2, "cards": "HA"}]),
                   dict(_EX, plays=[{"seat": 2, "cards": "HA"}, {"seat": 3, "cards": "H3"},
                                   {"seat": 4, "cards": "H4"}, {"seat": 0, "cards": "HA"}]))),
    Rule(id="zhaopengyou.friend.points_before_reveal", games=(ZPY,), ruling=True,
         title_zh="朋友亮明前赢的分", title_en="Points won before the friend is revealed",
         text_zh="朋友在亮明身份之前赢的分，也按最终的队伍算，归庄家方。",
         text_en="Points the friend wins before being revealed count by the final teams: for the banker's side.",
         question_zh="朋友打出第 N 张之前可能已经赢过几轮带分的牌；这些分算谁的？",
         question_en="The friend may win tricks with points before playing the Nth copy. Whose "
         "points are they?",
         reading_zh="按最终的队伍算：朋友赢的分始终属于庄家方，不计入抓分方。",
         reading_en="By the final teams: whatever the friend won belongs to the banker's side and "
         "never counts for the attackers.",
         why_zh="原文按队伍计分、最后结算；朋友从一开始就是庄家一方的，只是身份晚公开。",
         why_en="The source scores by team at the end; the friend was on the banker's side all "
         "along, only revealed late.",
         option="zhaopengyou_points_before_reveal",
         examples=({"op": "replay", "deal": HIDDEN_FRIEND_DEAL},)),
))
