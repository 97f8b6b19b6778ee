"""Labels: every code a reader may meet in an answer, in both languages (one table).

A code stays in the data (``shape: "tractor"``, ``requirement: "pair"``, ``step: "bury"``);
what a reader sees is its label from here, in Chinese or English. The widgets' renderer
(``widgets/render/``) reads this table at build time in CPython and live in the browser's
worker, so a word is written once. The ``labels`` op returns it whole.

The table is split by domain because one code can mean two things: ``throw`` is a shape
(甩牌) and a replay step (a failed throw, 甩牌失败); ``partner`` is a wushik mode
(叫搭档) and, as a winning side in wakeng, "the others". ``word`` looks a code up in the
domains in ``WORD_ORDER`` (the answer fields drawn as plain codes: requirement, winner,
outcome, bid kind, multiplier steps…).
"""

from __future__ import annotations

from .cards import SUIT_NAME

Label = tuple[str, str]  # (zh, en)

LABELS: dict[str, dict[str, Label]] = {
    # Tractor shapes (classify, units of a throw, a blocker's options).
    "shape": {
        "single": ("单张", "single"), "pair": ("对子", "pair"), "triple": ("三张", "triple"),
        "tractor": ("拖拉机", "tractor"), "throw": ("甩牌", "throw"), "invalid": ("不成牌型", "not a valid play"),
    },
    # The suit a tractor play belongs to.
    "suit": {"trump": ("主牌", "trump"), **SUIT_NAME, "mixed": ("多种花色", "mixed suits")},
    # Climbing plays: ``kind`` inside a reading (``as``).
    "kind": {
        "single": ("单张", "single"), "pair": ("对子", "pair"), "triple": ("三张", "triple"),
        "quad": ("四张", "four of a kind"), "straight": ("顺子", "straight"), "pair_chain": ("连对", "pairs in a row"),
        "triple_chain": ("三连", "triples in a row"), "quad_chain": ("四连", "fours in a row"),
        "plane": ("飞机", "plane"), "plane_single": ("飞机带单", "plane with singles"),
        "plane_pair": ("飞机带对", "plane with pairs"), "triple_single": ("三带一", "triple with a single"),
        "triple_pair": ("三带对", "triple with a pair"), "bomb": ("炸弹", "bomb"), "rocket": ("王炸", "rocket"),
        "fifty_k": ("五十K", "5-10-K"), "four_jokers": ("四王", "four jokers"),
        "invalid": ("不成牌型", "not a valid play"), "joker": ("王", "joker"),
    },
    # What a follow had to hold (``follow``'s ``requirement``).
    "requirement": {
        "count": ("张数", "number of cards"), "suit": ("跟花色", "follow suit"), "tractor": ("拖拉机", "tractor"),
        "triple_tractor": ("三张拖拉机", "triple tractor"), "triple": ("三张", "triple"), "pair": ("对子", "pair"),
    },
    # Each play of a trick (``trick``'s ``plays[].status``).
    "status": {
        "lead": ("领出", "lead"), "higher": ("管上", "higher"), "lower": ("管不上", "lower"), "trumps": ("毙牌", "trumps"),
        "overtrumps": ("盖毙", "overtrumps"), "discard": ("垫牌", "discard"), "equal_trump": ("毙得一样大", "equal trump"),
        "equal": ("一样大", "equal"), "undertrumps": ("毙小了", "undertrumps"),
        "wrong_shape": ("牌型不对", "wrong shape"), "trump_wrong_shape": ("主牌牌型不对", "trump, wrong shape"),
    },
    # Sides that win a deal.
    "side": {
        "attackers": ("抓分方", "attackers"), "defenders": ("庄家方", "defenders"), "digger": ("挖坑者", "digger"),
        "partners": ("另外几家", "the others"), "banker_side": ("庄家和对家", "banker and partner"), "landlord": ("地主方", "landlord's side"), "farmers": ("农民", "farmers"),
    },
    # Bids and calls: what a bid did (the ``bid`` answer's ``step``) or why it was refused.
    "bid": {
        "declare": ("亮主", "declare"), "counter_bank": ("反主", "counter"), "standing": ("原主", "standing bid"),
        "flip": ("翻底", "flip"), "redeal": ("重发", "redeal"), "seen": ("明叫", "seen"), "blind": ("闷叫", "blind"),
        "forced": ("必须", "forced"), "grab": ("抢庄", "grab the bank"), "insure": ("上保险", "insure"),
        "counter": ("反主", "counter"), "counter_suit": ("改主花色", "change the trump suit"),
        "fallback": ("翻底定主", "trump from the kitty"), "kitty_third": ("按底牌第三张定主", "trump from the kitty's third card"),
        "too_early": ("还不能反", "too early to counter"), "capped": ("已到上限", "no more counters"),
        "declarer_waits": ("亮主者不能立刻反", "the declarer waits"), "joker_declare": ("王不能亮主", "jokers cannot declare"),
        "not_level": ("不是级牌", "not a level card"), "own_bid": ("不能反自己", "own bid"),
        "second_declare": ("已经有人亮主", "already declared"), "shape": ("亮牌张数不对", "wrong cards shown"),
        "too_few": ("张数不够", "too few cards"), "too_low": ("压不过", "too low"),
        "turn_passed": ("已经过了轮次", "turn passed"),
    },
    # Wild Fifty-K's ways to play a deal (``mode``).
    "mode": {
        "partner": ("叫搭档", "partner"), "anjiao": ("暗叫（独打）", "secret solo"), "hou": ("吼牌（明独）", "open solo"),
    },
    # The parts of a settlement's multiplier steps.
    "multiplier": {
        "stake": ("叫分", "stake"), "digger_times": ("挖坑者倍数", "digger's multiple"),
        "outcome": ("结果", "outcome"), "base": ("底分", "base"), "factor": ("乘以", "factor"),
        "multiplier": ("累计倍数", "multiplier so far"), "value": ("数值", "value"), "name": ("名目", "name"),
        "size": ("张数", "cards"), "fan": ("番", "fan"),
        "blind_call": ("闷叫", "blind call"), "blind_partner": ("暗搭档", "partner named blind"),
        "alone": ("一个人打", "playing alone"), "bombs_linear": ("炸弹番数相加", "the bombs' fan added up"),
        "bombs_added": ("炸弹倍数相加", "the bombs' multiples added up"),
    },
    # Wild Fifty-K's outcomes (wushik.pay.*).
    "outcome": {
        "manfen": ("满分", "won on points"), "pingfen": ("平分", "tie on points, first finisher's side"),
        "chuai": ("踹", "one-two finish"), "fenku": ("分枯", "all the points"),
        "kuchuai": ("枯踹", "one-two finish, opponents scoreless"), "anjiao": ("暗叫", "secret solo"),
        "hou": ("吼牌", "open solo"),
    },
    # A replay's step types (``step``).
    "step": {
        "deal": ("发牌", "Deal"), "bid": ("叫庄", "Bid"), "bank": ("定庄", "Banker"), "bury": ("扣底", "Bury"),
        "counter": ("反主", "Counter"), "call": ("叫朋友", "Friend call"), "friend": ("朋友现身", "The friend"),
        "trick": ("一轮", "Trick"), "throw": ("甩牌失败", "Failed throw"), "score": ("计分", "Score"),
        "play": ("出牌", "Play"), "pass": ("不出", "pass"), "result": ("结果", "Result"), "broken": ("违规的一步", "Rule broken"),
    },
    # Which way round the table (seating data: deal, play, throw queries).
    "direction": {"clockwise": ("顺时针", "clockwise"), "counterclockwise": ("逆时针", "counterclockwise")},
    # Where a seat sits from another, in the direction of play (engine.seating.relation): 下家 plays
    # right after, 上家 right before, 对家 opposite (a table of four).
    "relation": {"next": ("下家", "the player after"), "previous": ("上家", "the player before"),
                 "opposite": ("对家", "the player opposite")},
    # Who someone is at the table (a replay's score header).
    "role": {
        "banker": ("庄", "banker"), "friend": ("朋友", "friend"), "digger": ("挖坑", "digger"),
        "landlord": ("地主", "landlord"), "hou": ("吼牌", "open solo"),
        "hidden_partner": ("暗地主", "hidden partner"), "partner": ("对家", "partner"),
    },
    # Who plays with whom (seating data: ``teams``).
    "teams": {
        "fixed": ("对面两家一队，固定不变", "partners sit opposite, fixed teams"),
        "friend": ("庄家找朋友，朋友出了叫的牌才现身", "the banker calls a friend, known once the called card is played"),
        "digger": ("挖坑的人一个对其余所有人", "the digger alone against all the others"),
        "landlord": ("地主和暗地主一伙，对其余的农民", "the landlord and a hidden partner against the farmers"),
        "called": ("庄家叫一张牌找对家，也可以一个打三个", "the banker names a card to find a partner, or plays alone"),
    },
    # Practice questions: each kind's title (the drill op's ``kind``).
    "drill": {
        "shape": ("这是什么牌型", "What shape is this lead"), "follow": ("该怎么跟", "Pick a legal follow"),
        "winner": ("这一轮谁大", "Who takes this trick"), "throw": ("甩牌成不成", "Does this throw stand"),
        "kitty": ("底牌加了多少分", "What the kitty added"), "levels": ("升几级，谁坐庄", "Levels and the next dealer"),
        "bid": ("能不能反", "Can this bid counter"), "reading": ("这手牌怎么认", "What is this play"),
        "beats": ("管得上吗", "Does it beat"), "answers": ("拿什么管", "Answer this play"),
        "settle": ("怎么结算", "Settle the deal"),
    },
    # A practice question's level (the ``drill`` op's ``level``, 1 to 3).
    "drill_level": {"1": ("入门", "basics"), "2": ("常见打法", "common play"), "3": ("裁定与特例", "the rulings")},
    # What each op answers (a request's ``op``), in reading order: an op a game lacks is refused
    # with the words of the ops it has (engine/api.py).
    "op": {
        "rules": ("规则与选项", "its rules and options"), "classify": ("牌型", "what a play is"),
        "follow": ("跟牌合不合规", "whether a follow is legal"), "throw": ("甩牌成不成", "whether a throw stands"),
        "trick": ("一轮谁大", "who takes a trick"), "beats": ("压不压得过", "whether a play beats the table"),
        "answers": ("手里有哪些出法", "every play a hand can make"), "bid": ("叫牌", "bidding"),
        "friend": ("朋友是谁", "who the friend is"), "partner": ("暗地主是谁", "who the hidden partner is"),
        "score": ("一局打完怎么升级", "who climbs after a deal"), "settle": ("一局的输赢", "who wins and how much"),
        "timeout": ("超时时替你做什么", "what is done for a player out of time"),
        "level": ("积分对应的称号", "the title a points total earns"), "replay": ("检查一整局", "checking a whole deal"),
        "drill": ("练习题", "practice questions"), "simulate": ("随机发一局", "a random deal"),
        "autoplay": ("替其他座位打下去", "playing on for the other seats"),
        "match": ("记一整场", "keeping a whole match"),
    },
}

# Where ``word`` looks a bare code up, first hit wins (a later domain does not override).
WORD_ORDER = ("outcome", "kind", "requirement", "status", "side", "bid", "mode", "multiplier")


def label(domain: str, code, lang: str) -> str:
    """The label of ``code`` in ``domain`` (``str(code)`` when the table has none)."""
    pair = LABELS.get(domain, {}).get(code) if isinstance(code, str) else None
    return str(code) if pair is None else pair[0 if lang == "zh" else 1]


def heading(domain: str, code: str) -> tuple[str, str]:
    """The label of ``code`` as a heading or a button says it: (zh, En), the English capitalised."""
    zh, en = LABELS[domain][code]
    return zh, en[:1].upper() + en[1:]


def word(code, lang: str) -> str:
    """A code found in an answer field, put into words (``str(code)`` when unknown)."""
    if isinstance(code, str):
        for domain in WORD_ORDER:
            pair = LABELS[domain].get(code)
            if pair is not None:
                return pair[0 if lang == "zh" else 1]
    return str(code)


def table() -> dict:
    """The whole table as JSON data: ``{domain: {code: {zh, en}}}`` (the ``labels`` op)."""
    return {domain: {code: {"zh": zh, "en": en} for code, (zh, en) in codes.items()}
            for domain, codes in LABELS.items()}
