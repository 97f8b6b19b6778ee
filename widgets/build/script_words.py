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

from engine import api, cards
from engine.text import JOKER_WORDS
from widgets.render.words import say

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
    # a number control's own check (elements/number-field.js)
    "number_field": {
        "whole": ("应是整数", "must be a whole number"),
        "range": ("应是 {min}–{max} 的整数", "must be a whole number from {min} to {max}"),
        "atLeast": ("应是不小于 {min} 的整数", "must be a whole number of at least {min}"),
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
    # what the engine is doing while a widget waits for it (boot-words.js); the times as measured
    # on a phone's CPU and 4G (maintainers page, decision 30)
    "boot": {
        "downloading": ("引擎正在下载：第一次约 5 MB，手机用 4G 约需 3–10 秒；下载后存在这台设备上。",
                        "The engine is downloading: about 5 MB the first time, 3–10 s on a phone's 4G; kept on this device after."),
        "starting": ("引擎正在启动：手机上约需 4–11 秒。", "The engine is starting: 4–11 s on a phone."),
        "restoring": ("引擎正在从这台设备上存下的副本启动：手机上约需 3–7 秒。",
                      "The engine is starting from the copy kept on this device: 3–7 s on a phone."),
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
