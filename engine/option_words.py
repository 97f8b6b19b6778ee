"""Every house-rule option in a reader's words (issue 12, point 2).

For each option name: a short ``title``, the words of each choice, the ``badge`` sentence a
prerendered example shows when it runs with the non-default choice, and the ``ops`` whose
answer the option can change (a widget offers only the switches that matter to it; ``replay``
re-judges a whole deal, so every option that acts during play lists it). The rules op sends
all of it with each option (:meth:`engine.rulebook.Option.to_json`); the widgets read it from
there at build time. An option shared by both tractor games has one entry: the same words.

Words only: no option name, code or rule id appears in any text here (tests/engine/test_option_words.py).
"""

from __future__ import annotations

from typing import Any

# the tractor ops a shape reading reaches: what is a shape, who follows, whose throw stands,
# who wins a trick, how the last trick prices the kitty, and every step of a deal
SHAPE_OPS = ("classify", "follow", "throw", "trick", "score", "replay")
CLIMB_SHAPE_OPS = ("classify", "beats", "answers", "settle", "replay")
# a match asks every deal of these ops (engine.match): an option that changes them changes the match
MATCHED = {"score", "settle"}


def _o(title: tuple[str, str], choices: dict, badge: dict, ops: tuple[str, ...]) -> dict:
    return {"title": title, "choices": choices, "badge": badge, "ops": ops}


YES_NO = ("是", "yes"), ("否", "no")

WORDS: dict[str, dict[str, Any]] = {
    # --- both tractor games ---------------------------------------------------------------
    "throw_units": _o(
        ("甩牌怎样拆分", "How a throw splits"),
        {"wide_first": ("先拆三张", "triples first"), "tractor_first": ("先拆拖拉机", "tractors first")},
        {"tractor_first": ("房规：甩牌先拆出拖拉机", "House rule: a throw splits into tractors first")},
        ("classify", "throw", "trick", "score", "replay")),
    "break_triple": _o(
        ("跟对子必须拆三张", "Split a triple to follow a pair"),
        {True: ("必须拆", "must split"), False: ("不必拆", "need not split")},
        {False: ("房规：跟对子不必拆三张", "House rule: no need to split a triple to follow a pair")},
        ("follow", "replay")),
    "break_tractor": _o(
        ("跟对子必须拆拖拉机", "Split a tractor to follow pairs"),
        {True: ("必须拆", "must split"), False: ("不必拆", "need not split")},
        {False: ("房规：跟对子不必拆拖拉机", "House rule: no need to split a tractor to follow pairs")},
        ("follow", "replay")),
    "throw_follow": _o(
        ("怎样跟甩牌", "Following a throw"),
        {"units": ("按甩牌的组成跟", "match its parts"), "suit": ("同花色够张数即可", "same suit and count only")},
        {"suit": ("房规：跟甩牌只须同花色、张数够", "House rule: following a throw needs only the suit and the count")},
        ("follow", "replay")),
    "overtrump": _o(
        ("几家毙甩牌时怎样比", "Several trumps on a throw"),
        {"largest_unit": ("比最大的那一组", "compare the biggest part"),
         "highest_card": ("比最大的一张", "compare the highest card")},
        {"highest_card": ("房规：几家毙甩牌比最大的一张", "House rule: trumping a throw compares the highest card")},
        ("trick", "replay")),
    "kitty_shape": _o(
        ("末圈甩牌抠底按什么算", "Kitty after a thrown last trick"),
        {"lead": ("按领出的甩牌", "by the lead"), "winning_play": ("按赢牌那一手", "by the winning play")},
        {"winning_play": ("房规：抠底按赢下末圈那一手算", "House rule: the kitty is priced by the play that won the last trick")},
        ("score", "replay")),
    # --- 找朋友 ------------------------------------------------------------------------------
    "point_suits": _o(
        ("哪些花色的分牌算分", "Which suits' point cards count"),
        {"all": ("四门都算", "every suit"), "spades": ("只算黑桃", "spades only")},
        {"spades": ("房规：只有黑桃的 5、10、K 算分", "House rule: only spade 5s, 10s and kings score")},
        ("trick", "score", "replay")),
    "throw_choice": _o(
        ("拦甩牌者能要求出什么", "What the blocker may demand"),
        {"beaten": ("只限他管得上的", "only what he beats"), "any": ("甩牌里任何一组", "any part of the throw")},
        {"any": ("房规：拦甩牌者可以要求甩牌里的任何一组", "House rule: the blocker may demand any part of the throw")},
        ("throw", "replay")),
    "tractor_follow": _o(
        ("跟拖拉机", "Following a tractor"),
        {"runs": ("有拖拉机就要出", "a tractor if held"), "pairs": ("出够对子即可", "enough pairs will do")},
        {"pairs": ("房规：跟拖拉机出够对子即可，不必相连", "House rule: following a tractor needs only the pairs, not a run")},
        ("follow", "replay")),
    "tractor_min_pairs": _o(
        ("拖拉机最少几对", "Pairs in a tractor"),
        {2: ("两对", "2 pairs"), 3: ("三对", "3 pairs")},
        {3: ("房规：拖拉机至少三对", "House rule: a tractor needs 3 pairs")},
        SHAPE_OPS),
    "zhaopengyou_over_300": _o(
        ("抓分超过 300 分", "More than 300 points"),
        {"man_guang": ("按满光算", "a clean sweep"), "per_60": ("每多 60 分多升一级", "one more level per 60")},
        {"per_60": ("房规：超过 300 分后每多 60 分多升一级", "House rule: past 300 points, one more level for each 60")},
        ("score", "replay")),
    "zhaopengyou_win_at_a": _o(
        ("打 A 谁赢局算赢", "Who wins at A"),
        {"any_side": ("赢局一方在打 A 的人", "anyone at A on the winning side"),
         "defending": ("只有庄家一方", "the banker's side only")},
        {"defending": ("房规：只有庄家一方在 A 级赢局才算赢", "House rule: only the banker's side wins the game at A")},
        ("score", "replay")),
    "zhaopengyou_kitty_tractor": _o(
        ("拖拉机抠底的倍数", "Kitty multiplier for a tractor"),
        {"double": ("再翻一倍", "doubled once more"), "times_units": ("乘以组数", "times the number of parts")},
        {"times_units": ("房规：拖拉机抠底按组数乘倍", "House rule: a tractor multiplies the kitty by its number of parts")},
        ("score", "replay")),
    "zhaopengyou_kitty_throw": _o(
        ("甩牌抠底的倍数", "Kitty multiplier for a throw"),
        {"largest_unit": ("按最大的一组", "by its biggest part"), "sum_units": ("各组相加", "its parts added up")},
        {"sum_units": ("房规：甩牌抠底各组倍数相加", "House rule: a thrown last trick adds up its parts' multipliers")},
        ("score", "replay")),
    "zhaopengyou_counter_by": _o(
        ("谁可以反主", "Who may counter"),
        {"not_last_bidder": ("刚叫过的人以外都可以", "anyone but the last bidder"),
         "not_banker": ("临时庄家以外都可以", "anyone but the banker")},
        {"not_banker": ("房规：除临时庄家以外都可以反主", "House rule: anyone but the banker may counter")},
        ("bid", "replay")),
    "zhaopengyou_counter_same_level": _o(
        ("反主者与庄家同级", "Counter at the banker's level"),
        {"take_bank": ("反主者当庄", "the counter banks"), "keep_banker": ("庄家不变", "the banker stays")},
        {"keep_banker": ("房规：同级反主只换主，庄家不变", "House rule: a counter at the banker's level changes only the trump")},
        ("bid", "replay")),
    "zhaopengyou_flip_tie": _o(
        ("翻底定庄平局", "Tie when flipping for the bank"),
        {"dealer_first": ("发牌者本人最先", "the dealer first"), "dealer_last": ("发牌者本人最后", "the dealer last")},
        {"dealer_last": ("房规：翻底平局时发牌者本人排最后", "House rule: in a flip tie the dealer comes last")},
        ("bid", "replay")),
    "zhaopengyou_friend_banker_copies": _o(
        ("庄家打出的被叫牌", "Called cards the banker plays"),
        {"count": ("也算张数", "they count"), "skip": ("不算张数", "they do not count")},
        {"skip": ("房规：庄家自己打出的被叫牌不计数", "House rule: copies the banker plays do not count")},
        ("friend", "replay")),
    "zhaopengyou_points_before_reveal": _o(
        ("朋友亮明前赢的分", "Points won before the friend shows"),
        {"final_teams": ("按最后的队伍算", "by the final teams"), "as_known": ("按当时已知的队伍算", "by the teams as known")},
        {"as_known": ("房规：朋友亮明前赢的分按当时的队伍算", "House rule: points won before the friend shows go by the teams as known then")},
        ("replay",)),
    # --- 双升 --------------------------------------------------------------------------------
    "throw_forced": _o(
        ("甩牌失败时强制出哪一组", "Which part a failed throw must play"),
        {"largest": ("张数最多的", "the largest"), "smallest": ("张数最少的", "the smallest")},
        {"smallest": ("房规：甩牌失败时强制出张数最少的一组", "House rule: a failed throw must play its smallest beaten part")},
        ("throw", "replay")),
    "no_trump_tractor": _o(
        ("无主时级牌对连小王对", "No trump: rank pair next to small jokers"),
        {True: ("相连", "consecutive"), False: ("不相连", "not consecutive")},
        {False: ("房规：无主时一对级牌和一对小王不相连", "House rule: with no trump, a rank pair and a small-joker pair are no tractor")},
        SHAPE_OPS),
    "shuangsheng_xiajia": _o(
        ("「下家」是哪一位", "Who is the next player"),
        {"play_order": ("出牌顺序的下一位", "next in play order"), "reverse": ("反方向的下一位", "the other way round")},
        {"reverse": ("房规：下家按反方向数", "House rule: the next player is counted the other way round")},
        ("score", "replay")),
    "shuangsheng_first_deal_no_bid": _o(
        ("第一局无人叫主", "Nobody declares in the first deal"),
        {"redeal": ("重新发牌", "deal again"), "kitty_third": ("按底牌第三张定主", "the kitty's third card sets trump")},
        {"kitty_third": ("房规：首局无人叫主时按底牌第三张定主", "House rule: if nobody declares first, the kitty's third card sets trump")},
        ("bid", "replay")),
    "shuangsheng_insurance_doubles": _o(
        ("上保险也翻倍", "Insurance doubles the stake"),
        {False: ("不翻倍", "no"), True: ("翻倍", "yes")},
        {True: ("房规：上保险也让输赢翻倍", "House rule: insuring doubles the stake too")},
        ("bid", "replay")),
    "shuangsheng_own_counter": _o(
        ("能否反自己的反主", "Countering your own counter"),
        {"refused": ("不能", "not allowed"), "allowed": ("可以", "allowed")},
        {"allowed": ("房规：可以接着反自己的反主", "House rule: a player may counter their own counter")},
        ("bid", "replay")),
    "shuangsheng_chaodi_turns": _o(
        ("扣底后反主的顺序", "Counters after the bury"),
        {"one_round": ("轮一圈，每人一次", "one round, once each"), "free": ("不限顺序", "in any order")},
        {"free": ("房规：扣底后反主不限顺序", "House rule: counters after the bury come in any order")},
        ("bid", "replay")),
    # --- 挖坑 --------------------------------------------------------------------------------
    "chain_min_sets": _o(
        ("连对、连三最少几组", "Sets in a chain of pairs or triples"),
        {3: ("三组", "3 sets"), 2: ("两组", "2 sets")},
        {2: ("房规：两组就能连", "House rule: a chain needs only 2 sets")},
        CLIMB_SHAPE_OPS),
    "lead": _o(
        ("谁先出牌", "Who leads"),
        {"opener": ("开叫的人", "the opener"), "holder": ("收底后持最小红桃的人", "whoever holds the lowest heart after the kitty")},
        {"holder": ("房规：收底后持最小红桃的人先出", "House rule: whoever holds the lowest heart after the kitty leads")},
        ("bid", "replay")),
    "must_beat": _o(
        ("压得过必须压", "Must beat when you can"),
        {False: ("可以不压", "may pass"), True: ("必须压", "must beat")},
        {True: ("房规：压得过就必须压", "House rule: you must beat when you can")},
        ("replay",)),
    "four_player_stake": _o(
        ("四人局怎样结算", "Four-player settlement"),
        {"source": ("按原文", "as the source says"), "balanced": ("输赢相抵", "balanced")},
        {"balanced": ("房规：四人局挖坑者输赢三份，两边相抵", "House rule: with four players the digger wins or pays three stakes, so the sums balance")},
        ("settle", "replay")),
    # --- 明暗斗地主 ----------------------------------------------------------------------------
    "fan": _o(
        ("「翻几番」怎么算", "How doubling counts"),
        {"power": ("每番乘 2", "×2 for each"), "linear": ("炸弹番数相加", "bombs add up")},
        {"linear": ("房规：炸弹的番数相加，不连乘", "House rule: bombs' doublings add up instead of multiplying")},
        ("settle", "replay")),
    "loser_pays": _o(
        ("农民赢时谁付", "Who pays when the farmers win"),
        {"each": ("输方每人付", "each loser"), "landlord": ("只有地主付一份", "the landlord, once")},
        {"landlord": ("房规：农民赢时只有地主付一份", "House rule: when the farmers win, only the landlord pays, once")},
        ("settle", "replay")),
    "joker_kickers": _o(
        ("王能不能当带牌", "Jokers as kickers"),
        {True: ("能", "allowed"), False: ("不能", "not allowed")},
        {False: ("房规：王不能当带牌", "House rule: jokers may not ride as kickers")},
        ("classify", "beats", "answers", "replay")),
    "plane_kickers": _o(
        ("飞机带几张", "Kickers on a plane"),
        {"per_triple": ("每组三张带一份", "one per triple"), "two": ("只带两份", "two in all")},
        {"two": ("房规：飞机只带两张单牌或两对", "House rule: a plane carries two kickers in all")},
        ("classify", "beats", "answers", "replay")),
    # --- 赖子五十K --------------------------------------------------------------------------------
    "four_jokers": _o(
        ("四张王单出", "Four jokers alone"),
        {"lowest": ("最小的四张炸弹", "the lowest four-card bomb"), "highest": ("最大的炸弹", "the top bomb")},
        {"highest": ("房规：四张王是最大的炸弹", "House rule: four jokers are the top bomb")},
        CLIMB_SHAPE_OPS),
    "chuai_vs_fenku": _o(
        ("踹和分枯相撞", "A one-two finish against all the points"),
        {"chuai": ("踹赢", "the finish wins"), "fenku": ("分枯赢", "the points win")},
        {"fenku": ("房规：踹与分枯相撞时分枯赢", "House rule: all the points beat a one-two finish")},
        ("settle", "replay")),
    "solo_stake": _o(
        ("一人方的注数", "A soloist's stake"),
        {"total": ("一人方合计", "the soloist's total"), "each": ("三人每人都付", "from each of three")},
        {"each": ("房规：暗叫、吼牌的注数三人每人都付", "House rule: each of the three pays the whole solo stake")},
        ("settle", "replay")),
    "bomb_stack": _o(
        ("几个炸弹的倍数", "Several bombs' multipliers"),
        {"multiply": ("相乘", "multiply"), "add": ("相加", "add up")},
        {"add": ("房规：几个炸弹的倍数相加", "House rule: bombs' multipliers add up")},
        ("settle", "replay")),
}


def _key(value: Any) -> Any:
    # True == 1 in a dict: a bool is looked up as a bool, a number as a number
    return ("bool", value) if isinstance(value, bool) else ("v", value)


def words_of(name: str) -> dict:
    """The words of one option (``KeyError`` for an option with none: a test guards it)."""
    return WORDS[name]


def ops_of(name: str) -> list[str]:
    """The ops an option can change: its own, and ``match`` where it changes a deal's score or
    settle (a match asks them for every deal)."""
    own = list(WORDS[name]["ops"])
    return own + (["match"] if MATCHED & set(own) else [])


def choice_words(name: str, value: Any) -> tuple[str, str]:
    for v, pair in WORDS[name]["choices"].items():
        if _key(v) == _key(value):
            return pair
    raise KeyError(f"{name}: no words for {value!r}")


def badge_words(name: str, value: Any) -> tuple[str, str] | None:
    """The badge sentence for ``value`` (None for the default: no badge)."""
    for v, pair in WORDS[name]["badge"].items():
        if _key(v) == _key(value):
            return pair
    return None


def option_json(name: str, choices: tuple, default: Any) -> dict:
    """What the rules op adds to an option: ``title``, ``choices`` with their words, the
    ``badge`` of each non-default choice, ``ops``."""
    w = WORDS[name]
    return {
        "title": {"zh": w["title"][0], "en": w["title"][1]},
        "choices": [{"value": c, "zh": choice_words(name, c)[0], "en": choice_words(name, c)[1]} for c in choices],
        "badge": [{"value": c, "zh": b[0], "en": b[1]} for c in choices
                  if not (type(c) is type(default) and c == default) and (b := badge_words(name, c))],
        "ops": ops_of(name),
    }
