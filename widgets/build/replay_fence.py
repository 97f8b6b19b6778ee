"""The ``paili-replay`` fence: a sample deal record, stepped through by the engine.

::

    ```paili-replay
    sample: zpy_failed_throw            # engine/*/samples/<name>.json
    title: {zh: …, en: …}               # optional; else the sample's own title
    edit: {"tricks.3.plays.2": S3}      # optional: change the record (a record that breaks)
    expect: {valid: false}              # optional: what the replay must say (like ``paili``)
    ```

The build runs ``replay`` on the record, fails on any surprise (an engine error, a rule
id with no home in the rule index, an ``expect`` that does not hold), and writes
``<pl-replay>`` into the page: the record (JSON, for the live element to send to the
engine), the first step drawn, and every step's explanation in a ``<details>`` list —
the whole deal for a reader without scripts.

Frames: the engine's steps grouped the way a table talks about a deal. Tractor games:
one frame per engine step (bid, bury, call, each trick, the score). Climbing games: one
frame per round (a lead and everything played on it), then the result or the broken step.
``widgets/js/elements/replay.js`` groups the live answer the same way; keep the two in step
(the browser tests compare the prerendered first frame with the live one).
"""

from __future__ import annotations

import copy
import json
from html import escape
from pathlib import Path

import yaml

from engine import games
from engine.api import handle

from .fences import ExampleError, loud, mismatches
from .page import current
from .render import cards_html, rule_href

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_DIRS = (ROOT / "engine" / "tractor" / "samples", ROOT / "engine" / "climbing" / "samples")

WORDS = {
    "seat": ("座位", "Seat"), "pass": ("不出", "pass"), "step": ("步", "step"),
    "points": ("得分", "points won"), "left": ("剩牌", "cards left"), "place": ("名次", "place"),
    "payout": ("输赢", "payout"), "bombs": ("炸弹", "bombs"),
    "banker": ("庄", "banker"), "friend": ("朋友", "friend"), "digger": ("挖坑", "digger"),
    "landlord": ("地主", "landlord"), "hou": ("吼牌", "open solo"), "rule": ("规则", "rule"),
    "first": ("第一步", "First step"), "prev": ("上一步", "Previous step"),
    "next": ("下一步", "Next step"), "last": ("最后一步", "Last step"),
    "all": ("全部 {n} 步（文字）", "All {n} steps (text)"),
    "built": ("这一步由引擎在建站时判定；全部步骤列在下面。",
              "The engine ruled on this step when the site was built; every step is listed below."),
    "deal": ("发牌", "Deal"), "bid": ("叫庄", "Bid"), "bank": ("定庄", "Bank"), "bury": ("扣底", "Bury"),
    "counter": ("反主", "Counter"), "call": ("叫朋友", "Call"), "friend_step": ("朋友", "Friend"),
    "throw": ("甩牌失败", "Failed throw"), "score": ("计分", "Score"), "broken": ("出错", "Broken"),
    "result": ("结果", "Result"), "round": ("第 {n} 轮", "Round {n}"), "trick": ("第 {n} 轮", "Trick {n}"),
}


def word(key: str, lang: str, **fmt) -> str:
    text = WORDS[key][0 if lang == "zh" else 1]
    return text.format(**fmt) if fmt else text


def load_sample(name: str) -> dict:
    for folder in SAMPLE_DIRS:
        path = folder / f"{name}.json"
        if path.is_file():
            return json.loads(path.read_text(encoding="utf-8"))
    raise ExampleError(f"paili-replay: no sample {name!r} in engine/*/samples/")


def apply_edits(record: dict, edits: dict) -> dict:
    """``{"tricks.3.plays.2": "S3"}`` → the record with that field replaced."""
    out = copy.deepcopy(record)
    for path, value in edits.items():
        keys = str(path).split(".")
        node = out
        for key in keys[:-1]:
            node = node[int(key)] if isinstance(node, list) else node[key]
        last = keys[-1]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return out


def run(game: str, record: dict) -> dict:
    """The engine's answer for the whole record. A record that breaks a rule is answered the
    same way by all five games: ``valid: false``, the steps that were checked, ``failure``."""
    return handle({"op": "replay", "game": game, "deal": record})


# --- frames: the same grouping as replay.js --------------------------------------

def _seats(record: dict) -> int:
    hands = record.get("hands")
    return len(hands) if isinstance(hands, (list, dict)) else 0


def _verdict(explain: dict, rule: str, ok: bool = True) -> dict:
    return {"zh": explain["zh"], "en": explain["en"], "rule": rule, "ok": ok}


def frames(game: str, record: dict, response: dict) -> list[dict]:
    """The widget's steps. Each: ``label``, ``rows`` (seat, cards or pass, win), ``verdicts``
    (explain + rule), ``score`` (a snapshot after the frame)."""
    family = games.GAMES[game].family
    n = _seats(record)
    if family == "tractor":
        return _tractor_frames(record, response, n)
    return _climbing_frames(game, record, response, n)


def _tractor_frames(record: dict, response: dict, n: int) -> list[dict]:
    out = []
    points = [0] * n
    roles = [[] for _ in range(n)]
    for step in response.get("steps", []):
        kind = step["kind"]
        rows = []
        if kind == "trick":
            rows = [{"seat": (step["leader"] + i) % n, "cards": p, "win": (step["leader"] + i) % n == step["winner"]}
                    for i, p in enumerate(step["plays"])]
            points[step["winner"]] += step["points"]
            label = {"zh": word("trick", "zh", n=step["trick"] + 1), "en": word("trick", "en", n=step["trick"] + 1)}
        else:
            label = {"zh": word("friend_step" if kind == "friend" else kind, "zh"),
                     "en": word("friend_step" if kind == "friend" else kind, "en")}
            if kind == "throw":
                rows = [{"seat": step["seat"], "cards": step["attempt"], "win": False}]
            elif "cards" in step:
                rows = [{"seat": step.get("seat"), "cards": step["cards"], "win": False}]
            elif kind == "call":
                rows = [{"seat": None, "cards": step["card"], "win": False}]
        if kind in ("bank", "bury") and not any("banker" in r for r in roles):
            seat = step.get("banker", step.get("seat"))
            if isinstance(seat, int):
                roles[seat].append("banker")
        if kind == "friend" and isinstance(step.get("friend"), int):
            roles[step["friend"]].append("friend")
        out.append({"label": label, "rows": rows, "verdicts": [_verdict(step["explain"], step["rule"], step["ok"])],
                    "score": {"roles": [list(r) for r in roles], "points": list(points)}})
    if response.get("ok") and not response.get("valid") and out:
        # The broken step ends the replay: the answer's own words say which step it was,
        # and the trick as recorded shows the play that broke it.
        last = out[-1]
        last["verdicts"] = [_verdict(response["explain"], response["rule"], False)]
        failure = response.get("failure") or {}
        tricks = record.get("tricks") or []
        k = failure.get("trick")
        if isinstance(k, int) and 0 <= k < len(tricks) and isinstance(tricks[k], dict):
            leader = tricks[k].get("leader")
            plays = tricks[k].get("plays") or []
            if isinstance(leader, int):
                last["rows"] = [{"seat": (leader + i) % n, "cards": p, "win": False,
                                 "bad": (leader + i) % n == failure.get("seat")}
                                for i, p in enumerate(plays) if isinstance(p, str)]
    return out


def _climbing_frames(game: str, record: dict, response: dict, n: int) -> list[dict]:
    steps = response.get("steps", []) if response.get("ok") else []
    plays = record.get("plays") or []
    roles = [[] for _ in range(n)]
    for key in ("digger", "landlord"):
        if isinstance(response.get(key), int):
            roles[response[key]].append(key)
    if game == "wushik" and isinstance(record.get("banker"), int):
        roles[record["banker"]].append("banker")
    if game == "wushik" and isinstance(record.get("hou"), int):   # an open solo is declared openly
        roles[record["hou"]].append("hou")
    hands = record.get("hands") or {}
    left = [len(str(hands.get(str(s), "")).split()) for s in range(n)]
    for key in ("digger", "landlord"):
        if isinstance(response.get(key), int):
            left[response[key]] += len(str(record.get("kitty", "")).split())
    points = [0] * n
    place = [None] * n
    bombs = 0
    wushik = game == "wushik"
    out: list[dict] = []
    current: dict | None = None

    def snapshot() -> dict:
        snap = {"roles": [list(r) for r in roles], "bombs": bombs}
        if wushik:
            snap.update(points=list(points), place=list(place))
        else:
            snap["left"] = list(left)
        return snap

    for step in steps:
        if current is None:
            k = len(out) + 1
            current = {"label": {"zh": word("round", "zh", n=k), "en": word("round", "en", n=k)},
                       "rows": [], "verdicts": []}
        seat = step["seat"]
        if step["action"] == "pass":
            current["rows"].append({"seat": seat, "cards": None, "win": False})
        else:
            current["rows"].append({"seat": seat, "cards": step["cards"], "win": False})
            if wushik:
                bombs += bool(step["reading"]["bomb"])
                if "out" in step:
                    place[seat] = step["out"]
            else:
                bombs += bool(step["bomb"])
                left[seat] = step["left"]
        current["verdicts"].append(_verdict(step["explain"], step["rule"]))
        done = step.get("round") if wushik else None
        ends = done is not None or "round_winner" in step
        if wushik and done:
            points[done["winner"]] += done["points"]
        if ends:
            winner = done["winner"] if done else step["round_winner"]
            _mark_winner(current["rows"], winner)
        if ends:
            current["score"] = snapshot()
            out.append(current)
            current = None
    if current is not None:
        current["score"] = snapshot()
        out.append(current)
    # The last frame: the result, or the step that broke a rule.
    if response.get("ok") and response.get("valid", True):
        final = {"label": {"zh": word("result", "zh"), "en": word("result", "en")}, "rows": [],
                 "verdicts": [_verdict(response["explain"], response["rule"])], "score": snapshot()}
        pay = response.get("payouts") or (response.get("settlement") or {}).get("payouts")
        if pay:
            final["score"]["payout"] = [pay.get(str(s)) for s in range(n)]
        out.append(final)
    else:
        if response.get("ok"):
            index = response["failure"].get("index")
            verdict = _verdict(response["explain"], response["rule"], False)
        else:
            err = response["error"]
            index = err.get("step")
            verdict = _verdict({"zh": err["zh"], "en": err["en"]}, err.get("rule") or f"{game}.replay", False)
        bad = plays[index] if isinstance(index, int) and 0 <= index < len(plays) else {}
        rows = []
        if isinstance(bad, dict) and isinstance(bad.get("seat"), int):
            rows = [{"seat": bad["seat"], "cards": None if bad.get("pass") else bad.get("cards"), "win": False,
                     "bad": True}]
        out.append({"label": {"zh": word("broken", "zh"), "en": word("broken", "en")}, "rows": rows,
                    "verdicts": [verdict], "score": snapshot()})
    return out


def _mark_winner(rows: list[dict], winner: int) -> None:
    """The round's winner is the last to have played cards: mark that play."""
    for row in reversed(rows):
        if row["cards"] is not None:
            row["win"] = row["seat"] == winner
            return


# --- HTML -----------------------------------------------------------------------

def frame_html(frame: dict, index: int, total: int, *, game: str, lang: str, root: str, seats: int) -> str:
    """One frame as the element draws it (``replay.js`` ``frameNode``)."""
    label = frame["label"][lang]
    parts = [f'<p class="pl-replay-where"><span class="pl-replay-count">{index + 1} / {total}</span> '
             f'<strong class="pl-replay-label">{escape(label)}</strong></p>']
    if frame["rows"]:
        parts.append('<ol class="pl-replay-table">')
        for row in frame["rows"]:
            cls = ' class="pl-replay-win"' if row["win"] else ' class="pl-replay-bad"' if row.get("bad") else ""
            seat = "" if row["seat"] is None else f'<span class="pl-seat">{word("seat", lang)} {row["seat"]}</span> '
            body = (cards_html(row["cards"]) if row["cards"] is not None
                    else f'<span class="pl-replay-pass">{word("pass", lang)}</span>')
            parts.append(f"<li{cls}>{seat}{body}</li>")
        parts.append("</ol>")
    parts.append('<div class="pl-replay-verdicts">')
    for v in frame["verdicts"]:
        err = "" if v["ok"] else " pl-error"
        parts.append(f'<div class="pl-verdict-body{err}"><p class="pl-explain">{escape(v[lang])}</p>'
                     f'<p class="pl-rule">{word("rule", lang)}: <a href="{rule_href(v["rule"], game, lang, root)}">'
                     f'<code>{escape(v["rule"])}</code></a></p></div>')
    parts.append("</div>")
    parts.append(score_html(frame["score"], lang=lang, seats=seats))
    return "".join(parts)


SCORE_ROWS = ("points", "left", "place", "payout")


def score_html(score: dict, *, lang: str, seats: int) -> str:
    head = "".join(
        f'<th scope="col">{word("seat", lang)}\u00a0{s}'
        + "".join(f' <span class="pl-replay-role">{word(r, lang)}</span>' for r in score["roles"][s]) + "</th>"
        for s in range(seats))
    body = []
    for key in SCORE_ROWS:
        values = score.get(key)
        if values is None:
            continue
        cells = "".join(f"<td>{'—' if v is None else escape(_num(v))}</td>" for v in values)
        body.append(f'<tr data-row="{key}"><th scope="row">{word(key, lang)}</th>{cells}</tr>')
    bombs = ""
    if "bombs" in score:
        bombs = f'<p class="pl-replay-bombs">{word("bombs", lang)}: <span>{score["bombs"]}</span></p>'
    return (f'<div class="pl-replay-score"><table class="pl-replay-scores"><thead><tr><td></td>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>{bombs}</div>')


def _num(v) -> str:
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def replay_html(game: str, record: dict, response: dict, *, title: dict | None,
                lang: str, root: str) -> str:
    fs = frames(game, record, response)
    if not fs:
        raise ExampleError("paili-replay: the replay has no steps to show")
    seats = _seats(record)
    total = len(fs)
    # JSON inside <script>: "<" escaped so no "</script>" can close it early.
    payload = json.dumps(record, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    heading = f'<p class="pl-replay-title">{escape(title[lang])}</p>' if title else ""
    nav = "".join(
        f'<button type="button" data-go="{go}" aria-label="{word(key, lang)}" title="{word(key, lang)}">'
        f"{sym}</button>"
        for go, key, sym in (("first", "first", "«"), ("prev", "prev", "‹"), ("next", "next", "›"),
                             ("last", "last", "»")))
    items = "".join(
        f'<li><strong>{escape(f["label"][lang])}</strong> '
        + ("" if lang == "zh" else " ").join(escape(v[lang]) for v in f["verdicts"]) + "</li>" for f in fs)
    return (
        f'<div class="pl-example"><pl-replay class="pl-widget" game="{escape(game)}" step="0" '
        f'data-steps="{total}" tabindex="0">{heading}'
        f'<script type="application/json" class="pl-replay-record">{payload}</script>'
        f'<div class="pl-replay-nav" role="group" hidden>{nav}</div>'
        f'<div class="pl-replay-view" aria-live="polite">'
        f'{frame_html(fs[0], 0, total, game=game, lang=lang, root=root, seats=seats)}</div>'
        f'<p class="pl-status" role="status">{word("built", lang)}</p>'
        f'<details class="pl-replay-all"><summary>{escape(word("all", lang, n=total))}</summary>'
        f'<ol>{items}</ol></details>'
        f"</pl-replay></div>")


def _rule_ids(game: str) -> set[str]:
    return {r["id"] for r in handle({"op": "rules", "game": game})["rules"]} | {f"{game}.overview"}


@loud
def replay_fence(src, language, class_name, options, md, **kwargs) -> str:
    try:
        data = yaml.safe_load(src)
    except yaml.YAMLError as err:
        raise ExampleError(f"paili-replay: not YAML: {err}") from err
    if not isinstance(data, dict) or not data.get("sample"):
        raise ExampleError(f"paili-replay: needs `sample: <name>` (engine/*/samples/<name>.json):\n{src}")
    unknown = set(data) - {"sample", "title", "edit", "expect"}
    if unknown:
        raise ExampleError(f"paili-replay: unknown key(s) {sorted(unknown)}")
    record = load_sample(str(data["sample"]))
    if data.get("edit"):
        if not isinstance(data["edit"], dict):
            raise ExampleError("paili-replay: `edit` maps a dotted path to a new value")
        record = apply_edits(record, data["edit"])
    game = record.get("game")
    if game not in games.GAMES:
        raise ExampleError(f"paili-replay: sample {data['sample']!r} names no known game ({game!r})")
    response = run(game, record)
    page = current()
    expect = data.get("expect")
    if expect is None:
        if not response["ok"] or not response.get("valid", True):
            what = response["explain"]["en"] if response["ok"] else response["error"]["en"]
            raise ExampleError(f"{page.src}: sample {data['sample']!r} does not replay cleanly ({what}); "
                               "say `expect: {valid: false}` (or `{error: illegal}`) if that is the point")
    else:
        wrong = mismatches(response, expect)
        if wrong:
            raise ExampleError(f"{page.src}: replay of {data['sample']!r} disagrees:\n  " + "\n  ".join(wrong))
    known = _rule_ids(game)
    cited = {v["rule"] for f in frames(game, record, response) for v in f["verdicts"]}
    if cited - known:
        raise ExampleError(f"paili-replay: rule ids with no home in the rule index: {sorted(cited - known)}")
    title = data.get("title") or record.get("title")
    if title is not None and not (isinstance(title, dict) and {"zh", "en"} <= set(title)):
        raise ExampleError("paili-replay: `title` needs zh and en")
    return replay_html(game, record, response, title=title, lang=page.lang, root=page.root)
