"""A request field as a reader would name it, in both languages.

``engine.fields`` names a field in every error it raises; the name itself (``hand``,
``bids[2].seat``) stays in the error's data, the sentence uses these words, so a reader sees
"手牌是空的" / "The hand is empty", never ``hand`` or ``bids[2].seat``. A field not listed here
reads as "one of the request's values": still words, never the code. A field one op means
differently has that op's words (``OP_FIELD_WORDS``): a practice question's seed is its number
(题号), a random deal's seed the deal's number (牌局编号, as the random-deal box says).
"""

from __future__ import annotations

import re

Words = tuple[str, str]  # (zh, en); the English starts in lower case, ``sentence`` capitalises

FIELD_WORDS: dict[str, Words] = {
    # cards
    "cards": ("牌", "the cards"), "hand": ("手牌", "the hand"), "play": ("出的牌", "the play"),
    "previous": ("上家出的牌", "the play to beat"), "lead": ("首家出的牌", "the lead"),
    "kitty": ("底牌", "the kitty"), "call": ("叫的牌", "the called card"), "card": ("那张牌", "the card"),
    "call.card": ("叫朋友的那张牌", "the card called for a friend"),
    "partner_card": ("叫搭档的牌", "the partner's card"), "landlord_card": ("地主牌", "the landlord's card"),
    "shown": ("亮出的牌", "the cards shown"), "banker_hand": ("庄家的手牌", "the banker's hand"),
    "hands": ("各家的手牌", "the hands"), "bombs": ("炸弹", "the bombs"), "last_trick": ("最后一轮", "the last trick"),
    "bury": ("扣的底", "the cards buried"),
    # lists of steps
    "plays": ("出牌记录", "the plays"), "bids": ("叫牌记录", "the bids"), "calls": ("叫分记录", "the calls"),
    "counters": ("反主记录", "the counters"), "steps": ("步骤", "the steps"), "levels": ("各家的级", "the levels"),
    "order": ("出完的先后", "the finishing order"), "seats": ("座位", "the seats"),
    # seats
    "seat": ("座位", "the seat"), "banker": ("庄家", "the banker"), "leader": ("首家", "the leader"),
    "partner": ("搭档", "the partner"), "landlord": ("地主", "the landlord"), "friend": ("朋友", "the friend"),
    "first_dealer": ("第一局的庄家", "the first dealer"), "first": ("先出的一家", "the first to play"),
    "first_out": ("头游", "the first player out"), "digger": ("挖坑的一家", "the digger"),
    "opener": ("先叫的一家", "the first to bid"), "solo": ("独打", "the solo player"), "hou": ("吼牌的一家", "the open-solo player"),
    "winner": ("赢家", "the winner"),
    # numbers
    "base": ("底分", "the base score"), "points": ("分数", "the points"), "in_hand": ("手里剩的牌数", "the cards left in hand"),
    "bid": ("叫的分", "the bid"), "players": ("人数", "the number of players"), "nth": ("第几张", "which copy"),
    "kitty_points": ("底牌里的分", "the points in the kitty"),
    # yes or no
    "first_deal": ("是否第一局", "whether this is the first deal"), "blind_partner": ("是否暗搭档", "whether the partner is blind"),
    "started": ("是否已开始", "whether play has started"), "complete": ("是否打完", "whether the deal is over"), "table": ("是否给出各家手牌", "whether to give the hands"),
    # choices, readings, records
    "phase": ("阶段", "the phase"), "mode": ("打法", "the way of playing"),
    "as": ("这手牌的认法", "how the play is read"), "previous_as": ("上家那手牌的认法", "how the play to beat is read"),
    "play_as": ("出的牌的认法", "how the play is read"), "trump": ("主", "the trump"),
    "deal": ("牌局记录", "the deal record"), "options": ("房规", "the house rules"),
    # a match file (the match op)
    "match": ("比赛记录", "the match file"), "deals": ("各局", "the deals"), "names": ("各家的名字", "the names"),
    "start": ("开局", "the start"), "suit": ("主的花色", "the trump suit"), "dealer": ("发牌的一家", "the dealer"),
    # practice questions (the drill op)
    "seed": ("题号", "the question number"), "kind": ("题型", "the kind of question"),
    "level": ("难度", "the difficulty level"), "answer": ("答案", "the answer"),
}

# The words of a field in one op, where they differ from FIELD_WORDS.
OP_FIELD_WORDS: dict[str, dict[str, Words]] = {
    "simulate": {"seed": ("牌局编号", "the deal number")},
}

UNKNOWN: Words = ("请求里的一项", "one of the request's values")
_ITEM = re.compile(r"^([a-z_]+)\[(\d{1,6})\]$")                 # plays[2]
_INDEXED = re.compile(r"^([a-z_]+)\[(\d{1,6})\]\.([a-z_]+)$")   # bids[2].seat


def field_words(name: str, op: str | None = None) -> Words:
    """``hand`` → ("手牌", "the hand"); ``bids[2].seat`` → ("叫牌记录第 3 项的座位", "the seat in
    item 3 of the bids"); a dotted name reads its parts, the inner one first. ``op``: the op
    whose request holds the field (its own words first)."""
    if name in OP_FIELD_WORDS.get(op, ()):
        return OP_FIELD_WORDS[op][name]
    if name in FIELD_WORDS:
        return FIELD_WORDS[name]
    m = _ITEM.match(name)
    if m and m.group(1) in FIELD_WORDS:
        (lzh, len_), n = FIELD_WORDS[m.group(1)], int(m.group(2)) + 1
        return f"{lzh}第 {n} 项", f"item {n} of {len_}"
    m = _INDEXED.match(name)
    if m and m.group(1) in FIELD_WORDS and m.group(3) in FIELD_WORDS:
        (lzh, len_), n, (izh, ien) = FIELD_WORDS[m.group(1)], int(m.group(2)) + 1, FIELD_WORDS[m.group(3)]
        return f"{lzh}第 {n} 项的{izh}", f"{ien} in item {n} of {len_}"
    head, _, tail = name.partition(".")
    if tail and head in FIELD_WORDS and tail in FIELD_WORDS:
        (hzh, hen), (tzh, ten) = FIELD_WORDS[head], FIELD_WORDS[tail]
        return f"{hzh}里的{tzh}", f"{ten} in {hen}"
    return UNKNOWN


def sentence(en: str) -> str:
    """An English phrase at the start of a sentence."""
    return en[:1].upper() + en[1:]


_SEGMENT = re.compile(r"^([^\[\]]*)((?:\[\d+\])*)$")     # plays[3], tricks[2][1]


def place(path: str) -> Words:
    """Where the field at ``path`` sits, in words (the English starts a sentence): the request
    itself for a field at the top, else the object holding it (``deal.plays[3].sat`` →
    "牌局记录里的出牌记录第 4 项" / "Item 4 of the plays in the deal record")."""
    parent = path.rpartition(".")[0] if "." in path else ""
    if not parent:
        return "请求里", "The request"
    zh, en = [], []
    for segment in parent.split("."):
        m = _SEGMENT.match(segment)
        name, indices = (m.group(1), re.findall(r"\d+", m.group(2))) if m else (segment, [])
        wzh, wen = FIELD_WORDS.get(name, (f"「{name}」", f"“{name}”"))
        for i in indices:
            wzh, wen = f"{wzh}第 {int(i) + 1} 项", f"item {int(i) + 1} of {wen}"
        zh.append(wzh)
        en.append(wen)
    return "里的".join(zh) + "里", sentence(" in ".join(reversed(en)))


def has(place_en: str) -> str:
    """``has`` or ``have``, agreeing with a :func:`place` ("The hands have", "Item 2 of … has")."""
    head = place_en.split(" in ")[0]
    return "have" if head.endswith("s") and not head.startswith("Item") else "has"
