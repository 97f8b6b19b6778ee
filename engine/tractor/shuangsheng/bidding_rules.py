"""双升's bidding as the rulebook states it: its options (what the first deal does with no
declaration, insurance, countering one's own bid, the counters' turns after the bury) and
its rules. How a bid is judged is :mod:`.bidding`."""

from __future__ import annotations

from ...rulebook import Option, Rule, stated
from ..bidding import bid_example, bid_rule
from .game import GAME

SS = GAME.id


OPTIONS = (
    Option(name="shuangsheng_first_deal_no_bid", games=(SS,), default="redeal",
           choices=("redeal", "kitty_third"), ruling="shuangsheng.bid.first_deal_none",
           zh="第一局无人抢报：默认重新发牌；另一种读法由起始座位坐庄，按底牌第三张定主。",
           en="Nobody declares in the first deal: by default the cards are dealt again; the other "
              "reading makes the first seat banker, with trump set by the kitty's third card."),
    Option(name="shuangsheng_insurance_doubles", games=(SS,), default=False,
           choices=(False, True), ruling="shuangsheng.bid.insurance_stake",
           zh="上保险是否也让输赢翻倍：默认不翻，只有反主才翻倍；另一种读法上保险也算一次。",
           en="Whether insuring doubles the stake: by default no, only counter-bids do; the other "
              "reading counts insuring once too."),
    Option(name="shuangsheng_own_counter", games=(SS,), default="refused", choices=("refused", "allowed"),
           ruling="shuangsheng.bid.own_counter",
           zh="能否接着反自己的反主：默认不能，要等别人反过；另一种读法可以，只要亮出更高的一对。",
           en="Whether a player may counter their own standing counter: by default no, someone "
              "else must counter first; the other reading allows it with a higher pair."),
    Option(name="shuangsheng_chaodi_turns", games=(SS,), default="one_round",
           choices=("one_round", "free"), ruling="shuangsheng.bid.chaodi_turns",
           zh="扣底后反主的顺序：默认从庄家起按出牌顺序轮一圈，每人一次机会；另一种读法不限顺序，只要一次比一次高。",
           en="The order of counters after the bury: by default one pass from the banker in play "
              "order, one chance each; the other reading allows any order, as long as each counter "
              "climbs."),
)


CHAODI_TURNS = Rule(
    id="shuangsheng.bid.chaodi_turns", games=(SS,), ruling=True,
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
    option="shuangsheng_chaodi_turns",
    # seat 2 declared, seat 3 countered after it in the round from the banker: seat 2's turn has
    # passed by default, and in any order it may counter again
    examples=({"op": "bid", "first_deal": False, "banker": 0, "bids": [bid_example(1, "D2"), bid_example(2, "H2 H2")],
               "bid": bid_example(1, "S2 S2")},))


RULES = stated((
    bid_rule("shuangsheng.bid.cards", "报主与反主用的牌", "What declaring and countering show",
             "报主亮一张本局级牌；反主亮一对同花色的级牌，或一对相同的王（两张大王或两张小王）。",
             "Declaring shows one card of the deal's level; countering shows a same-suit pair of "
             "level cards or a pair of identical jokers (two big or two small)."),
    bid_rule("shuangsheng.bid.grab", "第一局抢报", "First deal: first to declare banks",
             "第一局边摸牌边抢：谁先亮出一张当前级牌（起初是 2），谁就是庄家，他和对家是主打方，亮出的花色为主。",
             "In the first deal, whoever first shows a card of the current level (2 at the start) "
             "while drawing becomes banker, with their partner; the shown suit is trump.",
             examples=({"op": "bid", "first_deal": True, "bids": [], "bid": bid_example(2, "C2")},)),
    bid_rule("shuangsheng.bid.declare", "报主", "Declaring trump",
             "第一局以后，庄家已定；摸牌时任何人都可以亮一张本局级牌定主花色，庄家不变。王不能报主，已有人报过主后只能用一对反主。",
             "After the first deal the banker is known; while drawing anyone may show one level "
             "card to set the trump suit, and the banker stays. Jokers cannot declare; once trump "
             "is declared only a pair can change it."),
    bid_rule("shuangsheng.bid.insure", "上保险", "Insuring the trump",
             "报主的人又摸到同花色的级牌，可以把这一对亮出：之后别人反主必须用更高的花色或一对王。",
             "A declarer who draws the matching level card may show the pair: any later counter "
             "must then be a higher suit or a joker pair.",
             examples=({"op": "bid", "first_deal": False, "banker": 0, "bids": [bid_example(1, "H2"), bid_example(1, "H2 H2")],
                        "bid": bid_example(3, "C2 C2")},)),
    bid_rule("shuangsheng.bid.declarer_waits", "报主者后反", "The declarer counters only after others",
             "报主的人自己不能先反主；只有在别人反过之后，他才可以再反。",
             "The declarer may not be first to counter; only after someone else has countered may they counter."),
    bid_rule("shuangsheng.bid.order", "反主顺序", "The counter order",
             "反主只能往上：大王对 > 小王对 > 黑桃 > 红桃 > 梅花 > 方片。例：有人用红桃反主后，只能再用黑桃或王对反。",
             "Counters only climb: big-joker pair > small-joker pair > ♠ > ♥ > ♣ > ♦. After a ♥ "
             "counter only ♠ or a joker pair may follow.",
             examples=({"op": "bid", "first_deal": False, "banker": 0, "bids": [bid_example(1, "D2"), bid_example(2, "H2 H2")],
                        "bid": bid_example(3, "C2 C2")},)),
    bid_rule("shuangsheng.bid.own_counter", "不能反自己", "No countering your own counter",
             "", "", ruling=True,
             question_zh="原文说报主的人要等别人反过主才能反，但没有说反主的人能不能紧接着用更高的一对再反自己。能吗？",
             question_en="The source makes the declarer wait until someone else has countered, but says nothing "
             "about a player countering their own standing counter with a higher pair. May they?",
             reading_zh="不能：站着的反主是谁亮的，谁就不能接着反它；别人反过之后，他可以再反。",
             reading_en="No: whoever made the standing counter may not counter it; once someone else has "
             "countered, they may counter again.",
             why_zh="反主是从别人手里把主夺过来；自己反自己什么也没夺到，只让输赢再翻一倍、再拿一次底牌。"
             "原文对报主者“先等别人反”的要求也是同一个道理。",
             why_en="A counter takes the trump away from someone else; countering yourself takes nothing and "
             "would only double the stake and give you the kitty once more. The source's rule that the "
             "declarer waits for someone else rests on the same idea.",
             option="shuangsheng_own_counter",
             examples=({"op": "bid", "first_deal": True, "bids": [bid_example(1, "D2"), bid_example(2, "H2 H2")],
                        "bid": bid_example(2, "S2 S2")},)),
    bid_rule("shuangsheng.bid.counter_first", "反主反打（第一局）", "Counter and take the bank (first deal)",
             "第一局的反主要在庄家拿底牌之前：反主者成为庄家，他这一方成为主打方。庄家扣底之后不能再反。",
             "In the first deal a counter comes before the banker takes the kitty, and the "
             "counter-bidder becomes banker for their side. Once the kitty is buried, no more counters.",
             examples=({"op": "bid", "first_deal": True, "bids": [bid_example(0, "H2")], "bid": bid_example(1, "S2 S2")},)),
    bid_rule("shuangsheng.bid.counter_later", "反主炒底（以后各局）", "Counter and re-bury (later deals)",
             "以后各局的反主在庄家扣底之后、出牌之前，从庄家起按出牌方向轮流：庄家不变，反主者拿起底牌和自己的牌一起整理，再扣八张底。每次反主的人都有这个权利。",
             "In later deals counters come after the banker buries and before play, in turn from "
             "the banker: the banker stays, but the counter-bidder picks up the kitty, sorts it "
             "with their hand and buries eight cards again. Every counter-bidder gets this right.",
             examples=({"op": "bid", "first_deal": False, "banker": 0, "bids": [bid_example(1, "D2")],
                        "bid": bid_example(2, "RJ RJ")},)),
    bid_rule("shuangsheng.bid.kitty_third", "无人报主", "Nobody declares",
             "第一局以后若摸完牌仍无人报主，看底牌正数第三张：它的花色为主；若它是王，本局无主（只有王和级牌是主，各花色级牌一样大）。",
             "After the first deal, if nobody declared by the end of the draw, the kitty's third "
             "card from the top decides: its suit is trump, or if it is a joker the deal has no "
             "trump suit (only jokers and level cards are trump, level cards of all suits equal).",
             examples=({"op": "bid", "first_deal": False, "banker": 1, "bids": [],
                        "kitty": "H5 C9 BJ D3 S7 SK H10 C4"},)),
    bid_rule("shuangsheng.bid.first_deal_none", "第一局无人抢报", "Nobody declares in the first deal",
             "第一局若摸完牌仍无人抢报，重新洗牌发牌。",
             "If nobody declares during the first deal's draw, the cards are shuffled and dealt again.",
             ruling=True,
             question_zh="底牌第三张的规则只写给第一局以后；第一局还没有庄家，若无人抢报怎么办？",
             question_en="The kitty's-third-card rule is written for later deals; in the first deal "
             "there is no banker yet. What if nobody declares?",
             reading_zh="重新洗牌发牌。",
             reading_en="Shuffle and deal again.",
             why_zh="第一局的庄家只能靠抢报产生；看底牌只能定花色，定不出庄家。",
             why_en="In the first deal only a declaration makes a banker; the kitty can set a "
             "suit but not a banker.",
             option="shuangsheng_first_deal_no_bid",
             examples=({"op": "bid", "first_deal": True, "bids": [], "kitty": "H5 C9 BJ D3 S7 SK H10 C4"},)),
    bid_rule("shuangsheng.bid.stake", "反主翻倍", "Counters double the stake",
             "每反主一次，本局输赢的金币翻一倍：反三次就是 ×2³ = ×8。（原文“×23”是上标丢失的 ×2³。）",
             "Each counter-bid doubles the deal's stake: three counters make ×2³ = ×8. (The "
             "source's \"×23\" is ×2³ with the superscript lost.)"),
    bid_rule("shuangsheng.bid.insurance_stake", "上保险不翻倍", "Insuring does not double",
             "上保险不算反主，不让输赢翻倍。", "Insuring is not a counter-bid and does not double the stake.",
             ruling=True,
             question_zh="上保险亮出了第二张级牌，算不算一次反主、让输赢翻倍？",
             question_en="Insuring shows a second level card. Does it count as a counter and double the stake?",
             reading_zh="不算：只有反主才翻倍。",
             reading_en="No: only counter-bids double the stake.",
             why_zh="原文按“反主的次数”翻倍，而上保险是加固自己的主，不是反别人的主。",
             why_en="The source doubles by the number of counters; insuring strengthens one's own "
             "trump rather than countering anyone's.",
             option="shuangsheng_insurance_doubles"),
    bid_rule("shuangsheng.bid.standing", "定主结束", "End of the bidding",
             "不再有人反主时，主牌按最后一次亮牌定；第一局最后反主的人是庄家，以后各局庄家不变，最后反主的人扣底。",
             "When nobody counters any more, the last bid fixes the trump; in the first deal the "
             "last counter-bidder banks, in later deals the banker stays and the last "
             "counter-bidder's bury is the kitty."),
    CHAODI_TURNS,
))
