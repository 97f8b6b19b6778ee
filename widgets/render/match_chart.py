"""The match sheet's chart: the levels or the money of each seat (or side) over the evening, as
inline SVG (no library: a polyline per line, its points the standing at the start and after
each deal). Each line has its own colour and dash, and the legend under the chart names it, so
no line is told from another by its colour alone. Also ``series``: a standing read as lines.
"""

from __future__ import annotations

from .markup import esc, pick
from .match_words import WORDS

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
STYLES = (("#c62828", ""), ("#1565c0", "6 3"), ("#2e7d32", "2 2"), ("#6a1b9a", "8 3 2 3"), ("#ef6c00", "1 3"),
          ("#00838f", "10 3 2 3 2 3"))
WIDTH, HEIGHT, PAD = 320, 150, 24


def series(standing, players: int, names: list[str], lang: str) -> list[dict]:
    """The standing as lines: ``{name, seats, last}`` per seat, or per side where the levels are
    one per side (the seats alternate between the sides)."""
    if not isinstance(standing, dict):
        return []
    levels = standing.get("levels")
    if isinstance(levels, list) and levels:
        if len(levels) == players:
            return [{"name": names[s], "seats": [s], "last": levels[s]} for s in range(players)]
        sides = len(levels)
        joiner = "、" if lang == "zh" else " & "
        out = []
        for i, level in enumerate(levels):
            seats = [s for s in range(players) if s % sides == i]
            out.append({"name": joiner.join(names[s] for s in seats), "seats": seats, "last": level})
        return out
    money = standing.get("money")
    if isinstance(money, dict):
        return [{"name": names[s], "seats": [s], "last": money.get(str(s), money.get(s, 0))} for s in range(players)]
    return []


def _value(v) -> float | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str) and v in RANKS:
        return float(RANKS.index(v))
    return None


def _points(values: list[float], top: float, bottom: float) -> str:
    n = max(1, len(values) - 1)
    span = (top - bottom) or 1.0
    inner_w, inner_h = WIDTH - 2 * PAD, HEIGHT - 2 * PAD
    return " ".join(f"{PAD + inner_w * i / n:.1f},{PAD + inner_h * (top - v) / span:.1f}" for i, v in enumerate(values))


def chart_html(file: dict, answer: dict, names: list[str], lang: str, start=None) -> str:
    """The chart, or nothing before the first deal."""
    rows = answer.get("deals") if isinstance(answer.get("deals"), list) else []
    if not rows:
        return ""
    standings = [start] + [row.get("standing") for row in rows]
    lines = series(rows[-1].get("standing"), len(names), names, lang)
    kind = "levels" if isinstance((rows[-1].get("standing") or {}).get("levels"), list) else "money"
    tracks = []
    for line in lines:
        track = []
        for st in standings:
            got = {tuple(x["seats"]): x["last"] for x in series(st, len(names), names, lang)}
            v = _value(got.get(tuple(line["seats"])))
            track.append(v if v is not None else (0.0 if kind == "money" else None))
        tracks.append([v for v in track if v is not None] if kind == "levels" else track)
    every = [v for t in tracks for v in t]
    top, bottom = max(every + [0.0 if kind == "money" else 1.0]), min(every + [0.0])
    inner_h = HEIGHT - 2 * PAD
    zero_y = PAD + inner_h * (top - 0) / ((top - bottom) or 1.0)
    parts = [f'<line x1="{PAD}" y1="{zero_y:.1f}" x2="{WIDTH - PAD}" y2="{zero_y:.1f}" class="pl-match-axis"/>']
    legend = []
    for i, (line, track) in enumerate(zip(lines, tracks)):
        colour, dash = STYLES[i % len(STYLES)]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2"{dash_attr} '
                     f'points="{_points(track, top, bottom)}" data-seats="{" ".join(map(str, line["seats"]))}"/>')
        legend.append(f'<li><svg width="28" height="8" aria-hidden="true"><line x1="0" y1="4" x2="28" y2="4" '
                      f'stroke="{colour}" stroke-width="2"{dash_attr}/></svg> {esc(line["name"])}</li>')
    label = pick(WORDS["chart_levels" if kind == "levels" else "chart_money"], lang)
    labels = (f'<text x="2" y="{PAD + 4}" class="pl-match-tick">{esc(_tick(top, kind))}</text>'
              f'<text x="2" y="{HEIGHT - PAD + 4}" class="pl-match-tick">{esc(_tick(bottom, kind))}</text>')
    return (f'<figure class="pl-match-chart"><figcaption>{esc(pick(WORDS["chart"], lang))}</figcaption>'
            f'<svg viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{esc(label)}" '
            f'preserveAspectRatio="xMidYMid meet">{"".join(parts)}{labels}</svg>'
            f'<ul class="pl-match-legend">{"".join(legend)}</ul></figure>')


def _tick(v: float, kind: str) -> str:
    if kind == "levels":
        i = int(round(v))
        return RANKS[i] if 0 <= i < len(RANKS) else ""
    return f"{v:+.0f}".replace("-", "−") if v else "0"
