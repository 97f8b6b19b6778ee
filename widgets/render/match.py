"""The match sheet (``<pl-match>``, issue 26 §3): the engine's ``match`` answer drawn as a reader
reads an evening at a glance — the standing (levels or money per seat, the next dealer or
banker marked), the table of deals (one row per deal: who, what the table entered, the result,
then the deal's reason in words and the rules it rests on, linked), and a chart of the levels
or the money over the evening (``match_chart.py``, inline SVG).

Drawn from the answer and the match file only (the names the reader typed, the entries); it
branches on no game: a standing is ``{"levels": […]}`` (one per seat, or one per side: seats
alternate between the sides) or ``{"money": {seat: n}}``. ``editable`` adds each row's
"correct" button (the page's element opens that deal in its entry form).
"""

from __future__ import annotations

from .cite import rule_href, rule_title
from .markup import esc, pick
from .match_chart import chart_html, series
from .match_words import WORDS
from .words import seat_word

SUITS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
ROLE_FIELDS = ("banker", "digger", "landlord")


def _w(key: str, lang: str, **fmt) -> str:
    text = pick(WORDS[key], lang)
    return text.format(**fmt) if fmt else text


def seat_names(file: dict, players: int, lang: str) -> list[str]:
    names = file.get("names") if isinstance(file.get("names"), list) else []
    return [names[s] if s < len(names) and isinstance(names[s], str) and names[s] else seat_word(s, lang)
            for s in range(players)]


def _signed(v) -> str:
    if isinstance(v, float) and not v.is_integer():
        return f"{v:+.2f}".replace("-", "−")
    return f"{int(v):+d}".replace("-", "−")


def _rules(rules, game: str | None, lang: str, root: str) -> str:
    links = []
    for rule in rules or ():
        try:
            title = rule_title(rule, lang, game)
        except Exception:   # a rule the rule index does not title: cited by its id
            title = rule
        links.append(f'<a href="{rule_href(rule, game, lang, root)}" data-rule="{esc(rule)}">{esc(title)}</a>')
    return " · ".join(links)


def standing_html(answer: dict, names: list[str], lang: str) -> str:
    """The standing now: one line per seat (or per side), the next dealer marked."""
    lines = series(answer.get("standing"), len(names), names, lang)
    nxt = answer.get("next") if isinstance(answer.get("next"), dict) else {}
    seat = nxt.get("seat")
    kind = "levels" if isinstance((answer.get("standing") or {}).get("levels"), list) else "money"
    rows = []
    for line in lines:
        current = isinstance(seat, int) and seat in line["seats"]
        value = line["last"] if kind == "levels" else _signed(line["last"])
        mark = f' <span class="pl-match-next">{esc(_w("next", lang))}</span>' if current else ""
        cls = ' class="pl-match-current"' if current else ""
        rows.append(f'<tr{cls} data-seats="{" ".join(map(str, line["seats"]))}"><th scope="row">'
                    f'{esc(line["name"])}{mark}</th><td>{esc(value)}</td></tr>')
    head = f'<tr><th scope="col">{esc(_w("standing", lang))}</th><th scope="col">{esc(_w(kind, lang))}</th></tr>'
    return f'<table class="pl-match-standing"><thead>{head}</thead><tbody>{"".join(rows)}</tbody></table>'


def _who(row: dict, entry: dict, names: list[str]) -> str:
    """Who banked (and with whom): the seats the deal's request named (the answer's ``roles``,
    banker or digger or landlord first), else the entry's own."""
    roles = row.get("roles") if isinstance(row.get("roles"), dict) else {}
    seats = [s for s in roles.values() if isinstance(s, int) and not isinstance(s, bool) and 0 <= s < len(names)]
    if not seats:
        seats = [entry[k] for k in ROLE_FIELDS if isinstance(entry.get(k), int) and 0 <= entry[k] < len(names)][:1]
    return " + ".join(dict.fromkeys(names[s] for s in seats))


def _what(entry: dict, lang: str) -> str:
    """What the table entered, briefly: the trump, the points, the bid, the order out."""
    parts = []
    suit = entry.get("suit")
    if isinstance(suit, str):
        parts.append(SUITS.get(suit, suit))
    if isinstance(entry.get("points"), int):
        parts.append(_w("points_n", lang, n=entry["points"]))
    if isinstance(entry.get("kitty_points"), int) and entry["kitty_points"]:
        parts.append(_w("kitty_n", lang, n=entry["kitty_points"]))
    if isinstance(entry.get("bid"), int):
        parts.append(_w("bid_n", lang, n=entry["bid"]))
    if entry.get("solo") is True:
        parts.append(_w("solo", lang))
    if isinstance(entry.get("bombs"), list) and entry["bombs"]:
        parts.append(_w("bombs_n", lang, n=len(entry["bombs"])))
    if isinstance(entry.get("order"), list) and entry["order"]:
        parts.append("→".join(str(s + 1) for s in entry["order"] if isinstance(s, int)))
    return " · ".join(parts)


def _change(before, after, names: list[str], lang: str) -> str:
    """The deal's result as the standing moved: the levels that changed, or each seat's money."""
    was = {line["name"]: line["last"] for line in series(before, len(names), names, lang)}
    out = []
    for line in series(after, len(names), names, lang):
        old, new = was.get(line["name"]), line["last"]
        if old is None:
            out.append(f"{line['name']} {new}")
        elif isinstance(new, (int, float)) and isinstance(old, (int, float)):
            if new != old:
                out.append(f"{line['name']} {_signed(new - old)}")
        elif new != old:
            out.append(f"{line['name']} {old}→{new}")
    return "，".join(out) if lang == "zh" else ", ".join(out)


def deals_html(file: dict, answer: dict, names: list[str], start, *, lang: str, game: str | None, root: str,
               editable: bool) -> str:
    entries = file.get("deals") if isinstance(file.get("deals"), list) else []
    rows = answer.get("deals") if isinstance(answer.get("deals"), list) else []
    if not rows:
        return f'<p class="pl-match-none">{esc(_w("no_deals", lang))}</p>'
    before = start
    body = []
    for i, row in enumerate(rows):
        entry = entries[i] if i < len(entries) and isinstance(entries[i], dict) else {}
        k = row.get("deal", i + 1)
        edit = (f'<button type="button" class="pl-match-edit" data-deal="{i}" aria-label="{esc(_w("edit_deal", lang, n=k))}">'
                f'{esc(_w("edit", lang))}</button>') if editable else ""
        why = (row.get("explain") or {}).get(lang, "")
        body.append(f'<tr class="pl-match-deal" data-deal="{i}"><th scope="row">{k}{edit}</th>'
                    f'<td>{esc(_who(row, entry, names))}</td><td>{esc(_what(entry, lang))}</td>'
                    f'<td>{esc(_change(before, row.get("standing"), names, lang))}</td></tr>'
                    f'<tr class="pl-match-why" data-deal="{i}"><td colspan="4"><span>{esc(why)}</span> '
                    f'<span class="pl-match-rules">{_rules(row.get("rules"), game, lang, root)}</span></td></tr>')
        before = row.get("standing")
    head = "".join(f'<th scope="col">{esc(_w(k, lang))}</th>' for k in ("deal_no", "who", "what", "result"))
    return (f'<table class="pl-match-deals"><caption>{esc(_w("deals_head", lang))}</caption>'
            f'<thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>')


def start_of(file: dict, game: str | None) -> dict | None:
    """The standing before the first deal: the engine's answer to the same file with no deal."""
    from engine.api import handle   # the renderer asks the engine as any caller does
    if not isinstance(file, dict) or not game:
        return None
    answer = handle({"op": "match", "game": game, "match": {**file, "deals": []}})
    return answer.get("standing") if answer.get("ok") else None


def match_html(file: dict, answer: dict, *, lang: str, game: str | None, root: str, editable: bool = True) -> str:
    """The whole sheet for the engine's ``answer`` to ``file``."""
    start = start_of(file, game)
    if not answer.get("ok"):
        return ""
    players = answer.get("players") if isinstance(answer.get("players"), int) else 0
    names = seat_names(file if isinstance(file, dict) else {}, players, lang)
    said = (answer.get("explain") or {}).get(lang, "")
    head = f'<p class="pl-match-said">{esc(said)} <span class="pl-match-rules">{_rules([answer["rule"]] if answer.get("rule") else [], game, lang, root)}</span></p>'
    over = f'<p class="pl-match-over">{esc(_w("over", lang))}</p>' if answer.get("over") else ""
    return (f'<div class="pl-match-drawn" data-deals="{len(answer.get("deals") or [])}">{head}{over}'
            f'{standing_html(answer, names, lang)}'
            f'{chart_html(file, answer, names, lang, start)}'
            f'{deals_html(file, answer, names, start, lang=lang, game=game, root=root, editable=editable)}</div>')
