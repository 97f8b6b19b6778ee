"""The rule index's topics: a game's rules grouped by what they are about, for the contents
at the top of its rulebook page and the page's own table of contents.

A rule's topic comes from the second part of its id (``zhaopengyou.follow.pair`` →
``follow``); ids that name one shape or one payment (赖子五十K's ``wushik.fifty_k.suited``,
``wushik.pay.solo``) fall under the shapes or the scoring. Rulings keep their own section.

An entry's title on an English page is the engine's English alone, with the rule's Chinese
name once in brackets after it when that name is a term of the glossary (``Open solo (吼牌)``):
the rule index is where a term is stated, and an English page gives a term's Chinese once
(decision 47). The engine's English words never carry Chinese, since a verdict cites its
rule by title wherever it is shown.
"""

from __future__ import annotations

from html import escape

from . import glossary

# topic: (ids' second parts, zh, en), in the order a game is played
TOPICS = {
    "deal": (("deal", "cards", "overview"), "发牌", "The deal"),
    "order": (("order",), "牌的大小", "Card order"),
    "shapes": (("shapes", "single", "pair", "pair_chain", "triple", "plane", "fifty_k", "bomb",
                "no_kickers", "kickers", "invalid", "answers", "chain", "jokers", "reading"),
               "牌型", "Shapes"),
    "bid": (("bid", "call", "banker", "hou"), "叫牌与定庄", "Bidding and the bank"),
    "friend": (("friend", "partner"), "找朋友与搭档", "Friend and partner"),
    "kitty": (("kitty",), "底牌", "The kitty"),
    "play": (("trick", "beats", "pass", "lead", "timeout", "jiefeng"), "出牌与一轮", "Playing and tricks"),
    "follow": (("follow",), "跟牌", "Following"),
    "throw": (("throw",), "甩牌", "Throws"),
    "score": (("points", "last_points", "win", "settle", "fan", "pay"), "计分与结算", "Scoring and settling"),
    "levels": (("levels", "next_dealer", "next_banker"), "升级与轮庄", "Levels and the next bank"),
    "replay": (("replay",), "对局记录", "Deal records"),
    "match": (("match",), "记一整场", "A whole match"),
}
OTHER = ("其他", "Other")
_BY_PART = {part: topic for topic, (parts, _, _) in TOPICS.items() for part in parts}


def topic_of(rule_id: str) -> str:
    """``zhaopengyou.follow.pair`` → ``follow``; ``other`` when the id names no known topic."""
    parts = rule_id.split(".")
    return _BY_PART.get(parts[1], "other") if len(parts) > 1 else "other"


def topic_name(topic: str, lang: str) -> str:
    zh, en = TOPICS[topic][1:] if topic in TOPICS else OTHER
    return zh if lang == "zh" else en


def by_topic(rules: list[dict]) -> list[tuple[str, list[dict]]]:
    """Rules grouped by topic, topics in ``TOPICS`` order (other last), rules in their order."""
    groups: dict[str, list[dict]] = {}
    for rule in rules:
        groups.setdefault(topic_of(rule["id"]), []).append(rule)
    order = [*TOPICS, "other"]
    return sorted(groups.items(), key=lambda item: order.index(item[0]))


def topic_heading(topic: str, lang: str) -> str:
    """A topic's heading; ``pl-toc`` puts it in the page's table of contents (``toc.py``)."""
    anchor = f"topic-{topic}"
    return (f'<h2 class="pl-toc" id="{anchor}">{escape(topic_name(topic, lang))} '
            f'<a class="headerlink" href="#{anchor}">¶</a></h2>')


def contents_html(groups: list[tuple[str, list[dict]]], rulings: tuple[str, int] | None, lang: str) -> str:
    """The contents at the top of a rulebook: each topic, linked, with its number of entries;
    then the rulings (``(anchor, count)``)."""
    zh = lang == "zh"
    items = [(f"topic-{topic}", topic_name(topic, lang), len(rules)) for topic, rules in groups]
    if rulings:
        items.append((rulings[0], "裁定" if zh else "Rulings", rulings[1]))
    links = "".join(f'<li><a href="#{anchor}">{escape(name)}</a> <span class="pl-count">{n}</span></li>'
                    for anchor, name, n in items)
    label = "按主题" if zh else "By topic"
    return f'<nav class="pl-rulebook-toc" aria-label="{label}"><p>{label}</p><ul>{links}</ul></nav>'


def entry_title(rule: dict, lang: str, shown: set[str]) -> str:
    """A rule's title in ``lang``; in English with its Chinese name in brackets the first time
    the page shows that name, when the name is a glossary term (``shown`` collects them)."""
    title, chinese = rule["title"][lang], rule["title"]["zh"]
    if lang == "zh" or chinese in shown or chinese not in glossary.chinese_terms():
        return title
    shown.add(chinese)
    return f"{title} ({chinese})"
