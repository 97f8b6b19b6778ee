"""The ``paili-seats`` fence: a seating diagram drawn from the engine's seating data.

::

    ```paili-seats
    game: zhaopengyou
    show: play        # teams | play | deal | bid | throw (what the marks and the arrow show)
    players: 5        # optional where the game has several table sizes (else its first)
    rule: zhaopengyou.throw.ask   # optional: a rule to cite under the caption
    ```

The build asks the engine (``rules``; its ``seating`` field, engine/seating.py) and draws
the table with ``widgets/render/table.py``: seats numbered from 1, seat 1 at the bottom and
the others round the table in the direction of play; badges for roles, teams or the order
of a turn; the turn's direction as a circle arrow in the centre; a caption in words. A
``show`` the game's data lacks (a throw query in a game that asks nobody) stops the build.
No script: the drawing is the same for every reader.
"""

from __future__ import annotations

from html import escape


from engine import labels
from engine.api import handle
from engine.games import GAMES
from engine.seating import TURNS, order
from widgets.render.cite import rule_html
from widgets.render.markup import word_in
from widgets.render.table import table_html

from .fences import ExampleError, fence_spec, loud
from .page import current

SHOWS = ("teams", *TURNS)

# The fence's own words (codes' words are engine.labels').
WORDS = {
    "seat": ("座位 {n}", "Seat {n}"),
    "team_a": ("甲队", "team A"), "team_b": ("乙队", "team B"),
    "others": ("其余各家", "the others"),
    "unknown_friend": ("可能是朋友", "maybe a friend"),
    "unknown_partner": ("可能是对家", "maybe the partner"),
    "unknown_hidden": ("农民或暗地主", "farmer or hidden partner"),
    "play_mark": ("第 {n} 个出", "plays {nth}"), "lead": ("领出", "leads"),
    "deal_mark": ("第 {n} 个", "{nth}"),
    "bid_mark": ("第 {n} 个", "{nth}"),
    "throw_mark": ("第 {n} 个问", "asked {nth}"), "thrower": ("甩牌", "throws"),
}
# What a turn is called: in the middle of the table (short) and at the head of its caption.
WHAT = {"play": (("出牌", "play"), ("出牌", "Play")), "deal": (("发牌", "deal"), ("发牌", "Dealing")),
        "throw_query": (("问甩牌", "asking"), ("问甩牌", "Asking")), "bid": (("叫牌", "bids"), ("叫牌", "Bidding"))}


def what(game: str, show: str, lang: str, *, head: bool = False) -> str:
    """A turn's name (a game's own word for it first: its ``GAME.turn_names``)."""
    pair = GAMES[game].turn_names.get(show) or WHAT[show]
    return pair[1 if head else 0][0 if lang == "zh" else 1]


def _w(key: str, lang: str, **fmt) -> str:
    return word_in(WORDS, key, lang, **fmt)


def nth(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _mark(text: str, kind: str) -> str:
    return f'<span class="pl-seat-mark pl-{kind}">{escape(text)}</span>'


def _dir(data: dict, turn: str, lang: str) -> str:
    return labels.label("direction", data[turn], lang)


def _marks(game: str, data: dict, show: str, n: int, lang: str) -> dict[int, list[str]]:
    """Badges by seat for ``show``."""
    marks: dict[int, list[str]] = {s: [] for s in range(n)}
    if show == "teams":
        role = data["roles"][0]
        if data["teams"] == "fixed":
            for i, pair in enumerate(data["partners"]):
                for s in pair:
                    marks[s].append(_mark(_w("team_a" if i == 0 else "team_b", lang), f"team-{'ab'[i]}"))
            return marks
        others = {"friend": "unknown_friend", "called": "unknown_partner", "landlord": "unknown_hidden",
                  "digger": "others"}[data["teams"]]
        marks[0].append(_mark(labels.label("role", role, lang), "role"))
        for s in range(1, n):
            marks[s].append(_mark(_w(others, lang), "team-b" if data["teams"] == "digger" else "unknown"))
        return marks
    seats = order(game, show, 0, n)
    if show == "throw_query":
        marks[0].append(_mark(_w("thrower", lang), "role"))
        for k, s in enumerate(seats[1:], start=1):
            marks[s].append(_mark(_w("throw_mark", lang, n=k, nth=nth(k)), "turn"))
        return marks
    if show == "play":
        marks[0].append(_mark(_w("lead", lang), "role"))
        seats = seats[1:]
        first = 2
    else:
        first = 1
    key = {"play": "play_mark", "deal": "deal_mark", "bid": "bid_mark"}[show]
    for k, s in enumerate(seats, start=first):
        marks[s].append(_mark(_w(key, lang, n=k, nth=nth(k)), "turn"))
    return marks


CAPTIONS = {
    "play": ("出牌按{dir}方向轮转，座位号就是出牌的顺序：座位 {n} 之后又轮到座位 1。",
             "Play goes round {dir}; seats are numbered in the order of play, and after seat {n} comes seat 1 again."),
    "deal": ("{what}按{dir}方向，一家接一家。", "{what} goes round {dir}, one player after the next."),
    "bid": ("{what}按{dir}方向，一家接一家。", "{what} goes round {dir}, one player after the next."),
    "throw_query": ("有人甩牌，从甩牌的人起按{dir}方向一家一家问：谁管得住？第一个管得住的说了算。",
                    "After a throw the others are asked one at a time, going {dir} from the thrower: "
                    "can anyone beat it? The first who can decides."),
}
AGAINST = ("和出牌方向相反。", "That is the opposite way to play.")
UNSTATED = ("来源没说往哪边转；本站照其他几种游戏画成逆时针。",
            "The source does not say which way round; drawn counterclockwise here, like the other games.")
TEAMS_CAPTION = {
    "fixed": ("{teams}：座位 1 和 3 一队，座位 2 和 4 一队。", "{teams}: seats 1 and 3 against seats 2 and 4."),
    "friend": ("{teams}。图里座位 1 坐庄；其他人在朋友现身以前谁也不知道是敌是友。",
               "{teams}. Here seat 1 is the banker; until the friend shows, nobody knows who is on which side."),
    "digger": ("{teams}。图里座位 1 挖坑。", "{teams}. Here seat 1 is the digger."),
    "landlord": ("{teams}。图里座位 1 当地主；暗地主不声张，农民得自己猜。",
                 "{teams}. Here seat 1 is the landlord; the hidden partner keeps quiet and the farmers must guess."),
    "called": ("{teams}。图里座位 1 坐庄；对家打出叫的那张牌才现身。",
               "{teams}. Here seat 1 is the banker; the partner shows by playing the named card."),
}


def caption(game: str, data: dict, show: str, n: int, lang: str) -> str:
    i = 0 if lang == "zh" else 1
    if show == "teams":
        text = TEAMS_CAPTION[data["teams"]][i].format(teams=labels.label("teams", data["teams"], lang))
        return text[0].upper() + text[1:] if lang == "en" else text
    text = CAPTIONS[show][i].format(dir=_dir(data, show, lang), n=n, what=what(game, show, lang, head=True))
    if show != "play" and data[show] != data["play"]:
        text += ("" if lang == "zh" else " ") + AGAINST[i]
    if show not in data["stated"]:
        text += ("" if lang == "zh" else " ") + UNSTATED[i]
    return text


def seats_html(game: str, data: dict, show: str, n: int, *, lang: str, root: str = "",
               rule: str | None = None) -> str:
    marks = _marks(game, data, show, n, lang)
    seats = [{"seat": s, "head": f'<span class="pl-seat-name">{escape(_w("seat", lang, n=s + 1))}</span> '
              + " ".join(marks[s]), "body": ""} for s in range(n)]
    arrows = None if show == "teams" else data[show]
    middle = ""
    if show != "teams":
        middle = f'<span class="pl-table-what">{escape(what(game, show, lang))}</span>'
    table = table_html(seats, lang=lang, middle=middle, arrows=arrows, order=data["play"])
    cite = rule_html(rule, game, lang, root) if rule else ""
    return (f'<figure class="pl-seats" data-game="{escape(game)}" data-show="{escape(show)}" data-players="{n}">'
            f'{table}<figcaption>{escape(caption(game, data, show, n, lang))}{cite}</figcaption></figure>')


def parse(src: str) -> dict:
    spec = fence_spec(src, "paili-seats", required={"game"}, allowed={"show", "players", "rule"},
                      usage="needs `game:` and `show:`")
    show = "throw_query" if spec.get("show") == "throw" else spec.get("show", "teams")
    if show not in SHOWS:
        raise ExampleError(f"paili-seats: `show` is one of teams, play, deal, bid, throw (not {spec.get('show')!r})")
    spec["show"] = show
    return spec


@loud
def seats_fence(src, language, class_name, options, md, **kwargs) -> str:
    spec = parse(src)
    game = spec["game"]
    answer = handle({"op": "rules", "game": game})
    if not answer["ok"]:
        raise ExampleError(f"paili-seats: {answer['error']['en']}")
    data = answer["seating"]
    show = spec["show"]
    if show != "teams" and show not in data:
        raise ExampleError(f"paili-seats: {game} has no {show!r} direction in its seating data")
    n = spec.get("players", data["players"][0])
    if n not in data["players"]:
        raise ExampleError(f"paili-seats: {game} is played by {data['players']} players, not {n!r}")
    rule = spec.get("rule")
    if rule is not None and rule not in {r["id"] for r in answer["rules"]}:
        raise ExampleError(f"paili-seats: no rule {rule!r} in {game}'s rule index")
    page = current()
    return seats_html(game, data, show, n, lang=page.lang, root=page.root, rule=rule)
