"""The words the page's scripts say (status lines, buttons, notices), and ``widgets/js/words.js``.

Verdicts, replay frames and every code's words are drawn in Python (``widgets/render/``,
``engine/labels.py``); what is left to the page's JS is what it says around them, before and
while the worker answers: a widget's status line, its buttons, why the engine could not
answer, the offline note. Those words are here, one table by the script that says them
(``SCRIPT_WORDS``: ``{zh, en}`` pairs, ``{name}`` filled in by ``i18n.js`` ``wordIn``), with
the words shared with the engine taken from it: the jokers' names (``engine.text``), the
notation's suit and joker words the card picker reads (``engine.cards``), the words of a
request refused for its size (``engine.api``), the renderer's "pass" and "seat".

``python -m widgets.build.script_words`` writes them as ``widgets/js/words.js`` (bundled into
the page's one module, so the words are there before the engine starts);
``tests/build/test_script_words.py`` fails when the two drift apart, or when a word is
written in the JS itself.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine import api, cards, labels
from engine.text import JOKER_WORDS
from widgets.render.words import say

from .match_words import MATCH_WORDS

JS_PATH = Path(__file__).resolve().parents[1] / "js" / "words.js"

SCRIPT_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    # every live widget's status line and the card picker's controls (i18n.js statusText)
    "status": {
        "checking": ("正在判定…（表单可以继续改）", "Checking… (keep editing if you like)"),
        "live": ("引擎已即时判定。", "Checked live by the engine."),
        "stale": ("正在重新判定，下面是上一次的结果。", "Re-checking — this verdict is for your previous entry."),
        "unavailable": ("无法启动在线判定；上方是建站时算好的结果。",
                        "Live checking is unavailable; the verdict above was computed when the site was built."),
        "bad_link": ("这个链接读不出来（可能被截断或改动过），下面仍是本页的原始例子。",
                     "This link could not be read (it may be cut short or altered); the widget shows the page's own example."),
        "restored": ("已按链接还原这个局面，引擎已即时判定。", "Restored from the link and checked live by the engine."),
        "link_copied": ("链接已复制，地址栏里也是它。", "Link copied; it is in the address bar too."),
        "link_ready": ("链接已放进地址栏，复制它就能分享。", "The link is in the address bar: copy it to share."),
        "share": ("分享链接", "Share link"),
        "local_error": ("输入有误", "input error"),
        "pick": ("选牌", "Pick cards"),
        "type": ("打字输入", "Type cards"),
        "close": ("收起", "Close"),
        "remove": ("移除", "Remove"),
        "deck": ("牌堆", "Deck"),
        "of": ("已选", "chosen"),
        "jokers": ("王", "Jokers"),
    },
    # why the engine could not answer, and the retry button (engine-notice.js)
    "notice": {
        "stalled": ("网络太慢或已断开：引擎文件的下载停住了。", "The network is too slow or gone: the engine's download stopped."),
        "offline": ("现在离线，而引擎还没有存到这台设备上，暂时不能即时判定。",
                    "You are offline and the engine is not yet kept on this device, so live checking has to wait."),
        "broken": ("引擎出了故障，已经换了一个重新启动。", "The engine broke down and has been restarted."),
        "failed": ("引擎没能启动。", "The engine could not start."),
        "slow": ("网络太慢：引擎文件两分钟还没下载完。", "The network is too slow: the engine's files did not arrive in two minutes."),
        "retry": ("重试", "Try again"),
    },
    # what a widget shows instead, when the engine could not answer (engine-notice.js)
    "shown": {
        "check": ("上方的结果不是按你刚才的改动判定的。", "The verdict above is not for your latest change."),
    },
    # <pl-replay> (elements/replay.js)
    "replay": {
        "hint": ("用按钮或 ←/→、Home/End 逐步查看；每一步由引擎即时判定。",
                 "Step with the buttons or ←/→, Home/End; the engine rules on each step live."),
        "starting": ("正在启动引擎；按钮照常可用，引擎就绪后显示所选的一步。",
                     "Starting the engine; the buttons still work, and the chosen step shows once it is ready."),
        "live": ("第 {n} 步，引擎即时判定。", "Step {n}, checked live by the engine."),
        "stale": ("房规已改，正在重新判定，下面是改动前的这一步。",
                  "House rules changed: re-checking; this step is from before the change."),
        "unavailable": ("无法启动在线判定；下面是建站时算好的全部步骤。",
                        "Live checking is unavailable; all the steps, as computed when the site was built, are listed below."),
        "failed": ("引擎不接受这份记录：", "The engine does not accept this record: "),
        "restored": ("已按链接还原：第 {n} 步，引擎即时判定。", "Restored from the link: step {n}, checked live by the engine."),
        "bad_link": ("这个链接读不出来（可能被截断或改动过），下面仍是本页原来的牌局。",
                     "This link could not be read (it may be cut short or altered); the replay shows the page's own deal."),
        "list": ("牌谱：点一步跳过去", "Play list: tap a step to go to it"),
    },
    # hide and guess on a replay (elements/replay-guess.js)
    "guess": {
        "toggle": ("隐藏别家的牌，猜着打", "Hide the other hands and guess"),
        "stop": ("显示所有手牌", "Show every hand"),
        "choose": ("点牌桌上的一个座位，从这一家打。", "Tap a seat at the table to play from it."),
        "chosen": ("你打座位 {n}：别家的牌已盖住。按 › 往下走，轮到座位 {n} 出牌时先猜一猜。",
                   "You play seat {n}: the other hands are hidden. Step on with ›; at each play of seat {n}, guess it first."),
        "ask": ("轮到座位 {n}：点你的手牌选出要出的牌，再按“判一判”。",
                "Seat {n} to play: tap the cards you would play in your hand, then press “Check my guess”."),
        "check": ("判一判", "Check my guess"),
        "pass": (say("pass", "zh"), say("pass", "en").capitalize()),   # the renderer's word
        "skip": ("看实际出的牌", "Show the play"),
        "next": ("继续", "Continue"),
        "none": ("先点选要出的牌（或选“不出”）。", "Pick the cards to play first (or pass)."),
        "checking": ("正在判定…", "Checking…"),
        "failed": ("引擎没能判定这一手：", "The engine could not judge this guess: "),
        "retry": ("这样出不合规则（原因见下）。改选你的牌再按“判一判”，或按“看实际出的牌”。",
                  "That play breaks a rule (why is below). Change your pick and press “Check my guess” again, or press “Show the play”."),
        "right": ("可以这样出，实际出的牌在下面。按“继续”（或 ›）往下走。",
                  "A legal play; what was played is below. Press “Continue” (or ›) to go on."),
    },
    # <pl-random-deal> (elements/random-deal.js)
    "random_deal": {
        "dealing": ("正在发牌…", "Dealing…"),
        "dealt": ("第 {n} 号牌局已发好，按规则打完；用 › 逐步查看。网址里记着它的编号。",
                  "Deal number {n} is dealt and played out; step through it with ›. The address holds its number."),
        "again": ("再发一局", "Deal another"),
        "refused": ("引擎没有发出这一局：", "The engine did not deal it: "),
        "shown": ("还没有发出牌局。", "No deal is shown yet."),
        "bad_link": ("这个链接里的牌局编号读不出来（可能被截断或改动过）；按按钮随机发一局。",
                     "The deal number in this link could not be read (it may be cut short or altered); press the button for a random deal."),
    },
    # <pl-practice> (elements/practice.js)
    "practice": {
        "hint": ("点选你的答案；答完可看理由和所依据的规则。", "Tap your answer; the grade gives the reason and the rule."),
        "asking": ("正在出题…", "Setting a question…"),
        "grading": ("正在评分…", "Grading…"),
        "asked": ("新题：点选你的答案。", "A new question: tap your answer."),
        "right": ("答对了。按“下一题”继续。", "Right. Press Next question to go on."),
        "wrong": ("答错了，正确答案和理由在上面。按“下一题”继续。",
                  "Not right: the right answer and the reason are above. Press Next question to go on."),
        "restored": ("已按链接打开这道题。", "The question from the link."),
        "bad_link": ("这个链接读不出来（可能被截断或改动过），下面仍是本页原来的题目。",
                     "This link could not be read (it may be cut short or altered); the page's own question is below."),
        "shown": ("上面仍是之前的题目。", "The question above is the one from before."),
        "cleared": ("进度已清除。", "Progress cleared."),
        "up": ("连续答对 {n} 题，难度升到第 {k} 级。", "{n} right in a row: up to level {k}."),
        "down": ("连续答错 {n} 题，难度降到第 {k} 级。", "{n} missed in a row: down to level {k}."),
        "count": ("要选 {n} 张牌，现在选了 {k} 张。", "Pick {n} cards; {k} chosen so far."),
        "count_one": ("要选 1 张牌，现在选了 {k} 张。", "Pick 1 card; {k} chosen so far."),
        "none": ("先选牌。", "Pick some cards first."),
        "auto": ("{w}（现在第 {k} 级）", "{w} (now level {k})"),
        "number": ("先填一个数。", "Enter a number first."),
    },
    # a share link opened before the engine answers (elements/shared-preview.js): what was
    # shared, or words that it is being opened; never the page's own example
    "share": {
        "cards": ("链接里分享的牌如下；引擎一就绪就给出判定。",
                  "The cards shared in the link are below; the verdict comes as soon as the engine is ready."),
        "no_verdict": ("还没有判定：判定要等引擎。", "No verdict yet: it needs the engine."),
        "step": ("正在打开链接里的第 {n} 步（共 {total} 步）；引擎一就绪就画出牌桌。这一步的文字：",
                 "Opening step {n} of {total} from the link; the table is drawn as soon as the engine is ready. "
                 "This step in words:"),
        "step_only": ("正在打开链接里的第 {n} 步；引擎一就绪就画出来。",
                      "Opening step {n} from the link; it is drawn as soon as the engine is ready."),
        "step_ruled": ("正在按链接里的房规打开第 {n} 步；引擎一就绪就画出来。",
                       "Opening step {n} from the link, under its house rules; it is drawn as soon as the engine is ready."),
        "question": ("正在打开链接里的题目（{kind}，第 {k} 级）；引擎一就绪就出题。",
                     "Opening the question from the link ({kind}, level {k}); it is set as soon as the engine is ready."),
        "no_question": ("链接里的题目还没有出来。", "The question from the link is not shown yet."),
        "deal": ("正在打开链接里的第 {seed} 号牌局；引擎一就绪就发牌。",
                 "Opening deal number {seed} from the link; it is dealt as soon as the engine is ready."),
        "deal_step": ("正在打开链接里的第 {seed} 号牌局，第 {n} 步；引擎一就绪就发牌。",
                      "Opening deal number {seed} from the link, at step {n}; it is dealt as soon as the engine is ready."),
    },
    # a number control's own check (elements/number-field.js)
    "number_field": {
        "whole": ("应是整数", "must be a whole number"),
        "range": ("应是 {min}–{max} 的整数", "must be a whole number from {min} to {max}"),
        "atLeast": ("应是不小于 {min} 的整数", "must be a whole number of at least {min}"),
        # a number that may be below 0 (<pl-number-field signed>): its sign is a tap, not a key
        "sign": ("赢还是输", "Won or lost"),
        "won": ("赢（+）", "Won (+)"),
        "lost": ("输（−）", "Lost (−)"),
    },
    # seats tapped in order (elements/seat-order.js)
    "seat_order": {
        "seat": (say("seat", "zh"), say("seat", "en")),   # the renderer's word
        "undo": ("撤销", "Undo"),
        "clear": ("清空", "Clear"),
        "none": ("（还没有点座位）", "(no seat tapped yet)"),
    },
    # rows of a seat and cards (elements/step-rows.js)
    "step_rows": {
        "add": ("再加一行", "Add a row"),
        "remove": ("删去这一行", "Remove this row"),
        "row": ("第 {n} 行", "Row {n}"),
        "seat": ("第 {n} 行：请点一个座位", "Row {n}: tap a seat"),
        "cards": ("亮出的牌", "Cards shown"),
    },
    # <pl-record>: record a deal, play it from one seat (elements/record*.js)
    "record": {
        "empty": ("先发一局：按“随机发一局”，再把各家的手牌改成你们实际拿到的牌。",
                  "Start with a deal: press “Deal at random”, then change each hand to the cards your table held."),
        "deal": ("随机发一局", "Deal at random"),
        "dealing": ("正在发牌…", "Dealing…"),
        "dealt": ("发好了。改手牌就点座位；叫牌沿用这一局随机叫的，出牌由你一手一手输入。",
                  "Dealt. To change a hand, tap its seat; the bidding is the random deal's, the play is yours to enter one step at a time."),
        "seat": ("座位 {n}", "Seat {n}"),
        "kitty": ("底牌", "Kitty"),
        "unknown": ("不知道这一家的牌", "This hand is unknown"),
        "edit": ("点牌加进这一手，点下面选中的牌把它拿掉；改好后按“用这些牌”。",
                 "Tap cards to add them to this hand, tap a chosen card to take it out; then press “Use these cards”."),
        "apply": ("用这些牌", "Use these cards"),
        "judging": ("正在判定…", "Checking…"),
        "accepted": ("已记下，引擎判定合规。", "Recorded: the engine finds it legal."),
        "refused": ("引擎不接受这一步，没有记下（之前记下的都还在）：", "The engine refuses this step; it is not recorded (everything before it is kept): "),
        "refused_rule": ("不接受这一步的理由和所依据的规则：", "Why this step is refused, and the rule:"),
        "hands_refused": ("引擎不接受这些手牌（你的改动还在，可以接着改）：",
                          "The engine does not accept these hands (your changes are kept: edit on): "),
        "whose": ("轮到谁？点一个座位。", "Whose turn? Tap a seat."),
        "turn": ("轮到座位 {n}：点选要出的牌，再按“出这些牌”。", "Seat {n} to play: tap the cards, then press “Play these cards”."),
        "turn_pass": ("轮到座位 {n}：点选要出的牌再按“出这些牌”，或者按“不出”。",
                      "Seat {n} to play: tap the cards and press “Play these cards”, or press “Pass”."),
        "play": ("出这些牌", "Play these cards"),
        "pass": (say("pass", "zh"), say("pass", "en").capitalize()),   # the renderer's word
        "none": ("先点选要出的牌。", "Tap the cards to play first."),
        "reading_ask": ("这几张牌不止一种读法（有王当百搭）：出牌的人当时算的是哪一种？",
                        "These cards can be read more than one way (a joker stands in): which did the player mean?"),
        "reading_default": ("不说，照规则默认的读法", "Not said: the rules' default reading"),
        "undo": ("撤回上一步", "Take back the last step"),
        "done": ("这一局打完了：可以在回放器里看、分享或存成文件。", "The deal is over: open it in the replayer, share it or save it."),
        "choose": ("轮到座位 {n}：点一个。", "Seat {n} to call: tap one."),
        "bid_n": ("叫 {n} 分", "Bid {n}"),
        "bid_seat": ("谁亮牌？点一个座位，再点它手里要亮的牌，按“亮这些牌”；没人再亮就按“叫牌结束”。",
                     "Who shows cards? Tap a seat, tap the cards in its hand and press “Show these cards”; when nobody shows more, press “The bidding is over”."),
        "show": ("亮这些牌", "Show these cards"),
        "closed": ("叫牌结束", "The bidding is over"),
        "bury": ("座位 {n} 扣底：点选要扣的牌（手牌和底牌里都可以点），再按“扣这些牌”。",
                 "Seat {n} buries: tap the cards to bury (in the hand or the kitty), then press “Bury these cards”."),
        "bury_button": ("扣这些牌", "Bury these cards"),
        "own_bidding": ("叫牌自己输入", "Enter the bidding yourself"),
        "keep_rest": ("其余沿用随机发的这一局", "Keep the random deal's from here"),
        "not_tapped": ("接下来这一步（座位 {n}）还不能点选输入：按“其余沿用随机发的这一局”。",
                       "The next step (seat {n}) cannot be tapped in yet: press “Keep the random deal's from here”."),
        "call_card": ("轮到座位 {n} 叫牌：在下面的牌里点一张，再按“叫这张牌”。",
                      "Seat {n} calls a card: tap one in the deck below, then press “Call this card”."),
        "call_copy": ("叫第 {n} 张", "Copy {n} played"),
        "call_button": ("叫这张牌", "Call this card"),
        "partner_card": ("座位 {n} 是地主，叫一张牌找同伙：在下面的牌里点一张，再按“叫这张牌”。",
                         "Seat {n}, the landlord, names the partner's card: tap one in the deck below, then press “Call this card”."),
        "partner_blind": ("盲叫：就叫地主牌", "Blind: the landlord card itself"),
        "call_one": ("先在下面的牌里点一张（只点一张）。", "Tap one card in the deck below first (one only)."),
        "counter_seat": ("扣底之后还有谁反主？点一个座位，点它手里亮的牌，按“亮这些牌”，再扣底；没人反主就按“不再反主”。",
                         "Who counters after the bury? Tap a seat, tap the cards it shows and press “Show these cards”, "
                         "then its bury; if nobody does, press “No more counters”."),
        "counter_none": ("不再反主", "No more counters"),
        "declare_seat": ("{what}：第一手牌出之前有没有人{what}？点那个座位；没有就按“没有人”。",
                         "{what}: does anyone declare one before the first play? Tap that seat, or press “Nobody”."),
        "declare_none": ("没有人", "Nobody"),
        "share": ("分享链接", "Share link"),
        "save": ("存成文件", "Save to a file"),
        "load": ("打开文件", "Open a file"),
        "open": ("在回放器里看", "Open in the replayer"),
        "clear": ("清空重来", "Start over"),
        "saved": ("已存成文件 {name}。", "Saved as {name}."),
        "loaded": ("已打开文件里的牌局，引擎判定如下。", "The deal from the file is open; the engine's judgement follows."),
        "bad_file": ("这个文件读不出牌局（要的是本站存的 JSON 牌局记录，游戏也要对）：",
                     "This file holds no deal this page can read (it needs a deal record saved here, of this game): "),
        "restored_draft": ("接着上次记到的地方（存在这台设备上）。", "Carrying on from where you left off (kept on this device)."),
        "restored_link": ("已按链接打开这一局。", "The deal from the link is open."),
        "bad_link": ("这个链接里的牌局读不出来（可能被截断或改动过）。",
                     "The deal in this link could not be read (it may be cut short or altered)."),
        "cleared": ("已清空。", "Cleared."),
        "take": ("我坐座位 {n}", "I sit in seat {n}"),
        "seat_about": ("选一个座位：你出这一家的牌，引擎按简单的策略（合规的出法，固定的种子）打其余几家，并判你的每一手。",
                       "Take a seat: you play its cards, the engine plays the others (legal plays by a simple, seeded "
                       "strategy) and judges each of yours."),
        "seat_taken": ("你坐座位 {n}。轮到别家时引擎替他们出。", "You sit in seat {n}. When another seat is to play, the engine plays it."),
        "engine_playing": ("引擎在替别家出牌…", "The engine is playing the other seats…"),
        "your_turn": ("轮到你了（座位 {n}）。", "Your turn (seat {n})."),
        "leave": ("不坐了，全部自己输入", "Leave the seat: enter every step yourself"),
        "no_autoplay": ("这一版引擎还不能替别家出牌。", "This engine cannot play the other seats yet."),
    },
    # the calls a record's `next` offers (elements/record-calls.js): the engine's labels
    "record_calls": {code: labels.heading("bid", code) for code in ("seen", "blind", "grab", "insure", "counter")}
    | {"pass": ("不叫", "No bid")},
    # what a seat may declare before the play (a record's `next.declare`: its field), the engine's labels
    "record_declare": {"hou": labels.heading("outcome", "hou")},
    # <pl-match>: the score sheet of an evening (elements/match*.js; the words: match_words.py)
    "match": MATCH_WORDS,
    # what the engine is doing while a widget waits for it (boot-words.js); the times as measured
    # on a phone's CPU and 4G (maintainers page, decision 30)
    "boot": {
        "downloading": ("引擎正在下载：第一次约 5 MB，手机用 4G 约需 3–10 秒；下载后存在这台设备上。",
                        "The engine is downloading: about 5 MB the first time, 3–10 s on a phone's 4G; kept on this device after."),
        "starting": ("引擎正在启动：手机上约需 4–11 秒。", "The engine is starting: 4–11 s on a phone."),
        "restoring": ("引擎正在从这台设备上存下的副本启动：手机上约需 3–7 秒。",
                      "The engine is starting from the copy kept on this device: 3–7 s on a phone."),
        # the build's heap, where this device loads it faster than it starts CPython (decisions 58
        # and 61: about 9 MB in all, in 3.6–4.6 s of the worker's boot on the phone profile; the
        # restore after the last byte 0.3–0.6 s)
        "downloading-heap": ("引擎正在下载一份已启动好的副本（在这台设备上比现场启动快）：第一次约 9 MB，"
                             "手机用 4G 约需 3–5 秒；下载后存在这台设备上。",
                             "The engine is downloading a ready-started copy (faster than starting it on this "
                             "device): about 9 MB the first time, 3–5 s on a phone's 4G; kept on this device after."),
        "restoring-heap": ("引擎正在从下载的副本启动：手机上约需 1 秒。",
                           "The engine is starting from the downloaded copy: about 1 s on a phone."),
    },
    # a request the page refuses before it reaches the engine (engine-client.js): the engine's words
    "client": {"too_large": api.TOO_LARGE, "too_deep": api.TOO_DEEP},
    # the note once the site is kept for offline use (offline.js)
    "offline": {
        "ready": ("可以离线使用了：本站页面和判定引擎已存在这台设备上，没有网络也能在牌桌上用。",
                  "Ready for the table offline: the pages and the engine are kept on this device."),
    },
}


def jokers() -> dict:
    """A joker token's name in each language (``{"zh": {"RJ": "大王", …}, …}``): dom.js's chips."""
    return {lang: {"RJ": big, "BJ": small} for lang, (big, small) in JOKER_WORDS.items()}


def notation_words() -> dict:
    """The words the notation reads for a suit and a joker (not the letters and symbols the
    card picker reads by itself): ``{"suits": {"黑桃": "S", …}, "jokers": {"大王": "RJ", …}}``."""
    joker_token = {cards.RJ: "RJ", cards.BJ: "BJ"}
    return {"suits": {w: s for w, s in cards._SUIT_ALIASES.items() if w.isalpha() and not w.isascii()},
            "jokers": {w: joker_token[r] for w, r in cards._JOKER_ALIASES.items() if not w.isascii()}}


def js_text() -> str:
    data = {"WORDS": SCRIPT_WORDS, "JOKERS": jokers(), "NOTATION": notation_words()}
    body = "\n".join(f"export const {k} = {json.dumps(v, ensure_ascii=False, indent=1)};" for k, v in data.items())
    return ("// Generated by `python -m widgets.build.script_words` from widgets/build/script_words.py: do not edit.\n"
            "// tests/build/test_script_words.py checks that this file and the Python table agree.\n" + body + "\n")


def main() -> None:
    JS_PATH.write_text(js_text(), encoding="utf-8")


if __name__ == "__main__":
    main()
