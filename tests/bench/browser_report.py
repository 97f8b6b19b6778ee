"""The lines `make bench` prints for tests/bench/browser.py's measurements: where the
worker's boot goes, what it downloads for the first live check, the warm calls through the
worker, each page's weight, what the phone profiles' slowed CPU did, the warm calls on a phone
and the repeat visit's closing line (each figure against its goal: tests/bench/goals.py).
Reads what browser.py measured; measures nothing."""

from __future__ import annotations

import statistics

import goals  # tests/bench/goals.py, on the path browser.py sets (as the two below)
import cpu_probe  # tests/bench/cpu_probe.py
import network  # tests/bench/network.py
import slow_cpu  # tests/bench/slow_cpu.py


def p95(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * 0.95))]


def boot_lines(ours: list[dict], profile: str = "local") -> list[str]:
    """Page load and worker boot on ``profile``, then the boot's steps by when they came."""
    lines = [f"  {profile}: page load (prerendered verdict visible) "
             f"{statistics.median(r['load'] for r in ours):.0f} ms; worker boot (Pyodide + engine, from "
             f"worker start) {statistics.median(r['boot'] for r in ours):.0f} ms; booted via "
             + ", ".join(sorted({str(r['via']) for r in ours}))]
    lines.append("")
    lines.append(f"Where the worker's boot goes on {profile} (ms from the worker's start, median; parts overlap)")
    names = sorted({n for r in ours for n in (r["steps"] or {})},
                   key=lambda n: statistics.median((r["steps"] or {}).get(n, 0) for r in ours))
    for name in names:
        at = statistics.median(r["steps"][name] for r in ours if name in (r["steps"] or {}))
        lines.append(f"  {name:<40} {at:>8.0f}")
    lines.append("")
    return lines


def download_lines(downloads: list[tuple[str, str, int, int]]) -> list[str]:
    """Each file the worker fetched for the first live check, raw and as sent, with totals."""
    lines = [f"What the worker downloads for the first live check ({network.BYTES_PROFILE}; bytes as "
             "widgets/serve.py sends them)"]
    lines.append(f"  {'when':<14} {'file':<34} {'raw':>10} {'sent':>10}")
    for when, name, raw, packed in downloads:
        lines.append(f"  {when + ' verdict':<14} {name:<34} {raw:>10} {packed:>10}")
    for when in ("before", "after"):
        part = [d for d in downloads if d[0] == when]
        lines.append(f"  {when + ' verdict':<14} {'total':<34} {sum(d[2] for d in part):>10} "
                     f"{sum(d[3] for d in part):>10}")
    lines.append("")
    return lines


def warm_lines(warm: dict[str, dict], heavy: dict[str, dict], warm_runs: int, warmup: int) -> list[str]:
    """Per op, its heaviest request's first call and its warm calls (drawn and engine only)."""
    lines = [f"Warm calls through the worker, per op its heaviest realistic request (Pyodide, headless "
             f"Chromium): the first call right after boot, then {warm_runs} runs after {warmup} rounds and "
             "2 s; drawn = the engine's answer and its HTML (what a widget asks), engine = the answer only; "
             "first = the first call after the worker's warm-up (boot.js WARM_UP), at once = the first call "
             "when asked the moment the worker is up (no warm-up); goals: p95 < 8 ms, first call < 50 ms"]
    lines.append(f"  {'op':<11} {'heaviest request':<43} {'first ms':>8} {'at once':>8} {'drawn p50':>9} "
                 f"{'drawn p95':>9} {'engine p50':>10} {'engine p95':>10}")
    for op, got in warm.items():
        req = heavy[op.split()[0]]
        title = req.get("deal", {}).get("title", "") if req["op"] == "replay" else ""
        title = title.get("en", "") if isinstance(title, dict) else str(title)
        label = req["game"] + (f" ({title[:30]})" if title else
                               f" {str(req.get('cards') or req.get('play') or '')[:30]}")
        engine = (f"{statistics.median(got['engine']):>10.2f} {p95(got['engine']):>10.2f}" if got["engine"]
                  else f"{'-':>10} {'-':>10}")
        lines.append(f"  {op:<11} {label:<43} {got['first']:>8.1f} {got['at once']:>8.1f} "
                     f"{statistics.median(got['drawn']):>9.2f} {p95(got['drawn']):>9.2f} {engine}")
    lines.append(f"  heaviest drawn p95 {max(p95(g['drawn']) for g in warm.values()):.2f} ms; "
                 f"slowest first call {max(g['first'] for g in warm.values()):.1f} ms after the warm-up, "
                 f"{max(g['at once'] for g in warm.values()):.1f} ms at once")
    lines.append("")
    return lines


def weight_lines(weights: dict[str, dict[str, list[int]]]) -> list[str]:
    """Each page's bytes before any interaction, by kind, raw and gzipped, with its total."""
    lines = ["Page weight before any interaction (bytes; Pyodide excluded and not fetched)"]
    lines.append(f"  {'page':<26} {'kind':<6} {'raw':>9} {'gzip':>8}")
    for path, kinds in weights.items():
        total = [0, 0]
        for kind in ("HTML", "CSS", "JS", "other"):
            if kind in kinds:
                raw, gz = kinds[kind]
                total = [total[0] + raw, total[1] + gz]
                lines.append(f"  {'/' + path:<26} {kind:<6} {raw:>9} {gz:>8}")
        lines.append(f"  {'/' + path:<26} {'total':<6} {total[0]:>9} {total[1]:>8}")
    lines.append("")
    return lines


def cpu_lines(probe: dict) -> list[str]:
    """What slowing the CPU did to a fixed loop on the page and in its worker (cpu_probe.probe)."""
    def times(mode: str) -> str:
        return "; ".join(f"{side} {probe[f'{mode} {side}']['ms']:.0f} ms (x{probe[f'{mode} {side}']['x']:.1f}, "
                         f"{probe[f'{mode} {side}']['per_cpu']:.1f} ms per CPU ms)" for side in ("page", "worker"))
    return [f"CPU on the phone profiles: a fixed loop run five times on the page, then in its worker, each "
            f"alone; median of {cpu_probe.ROUNDS} rounds, x against the host in the same round; ms of wall "
            f"time per ms of CPU the looping thread got (1 on an idle host)",
            f"  the host: {times('host')}",
            f"  Chromium's own throttle (Emulation.setCPUThrottlingRate {slow_cpu.RATE} on the page): {times('cdp')}; "
            f"asked of the worker's target: {probe.get('worker target', 'no answer')}",
            f"  slow_cpu.SlowCpu (what the phone profiles use: stopped {slow_cpu.RATE - 1:g} ms per ms of CPU "
            f"the busiest renderer thread ran): {times('slowed')}", ""]


def _call_row(label: str, ms: list[float]) -> str:
    return f"  {label:<44} {len(ms):>4} {statistics.median(ms):>8.1f} {p95(ms):>8.1f}"


def phone_call_lines(times: dict[str, list[float]]) -> list[str]:
    """Each warm call on the phone profile (phone_calls.plan): median and p95, against its goal."""
    lines = [f"Warm calls on a phone: Pyodide in the page's worker, the CPU slowed {slow_cpu.RATE}x, "
             "every kind of call a page sends (ms, drawn as the widget asks)",
             f"  {'call':<44} {'runs':>4} {'median':>8} {'p95':>8}   goal"]
    for label, ms in times.items():
        goal = goals.call_goal_ms(label)
        lines.append(f"{_call_row(label, ms)}   p95 < {goal} ms: {goals.met(p95(ms) < goal)}")
    lines.append("")
    return lines


def compared_lines(times: dict[str, list[float]]) -> list[str]:
    """Practice's page-only paths again, under slow_cpu (practice_taps.measure): beside the lines
    above, which time them under Chromium's own throttle; no goal."""
    lines = ["Practice's page-only paths under slow_cpu instead (the whole renderer stopped: the page "
             "slowed more than 4x, see the CPU lines), for comparison; no goal",
             f"  {'call':<44} {'runs':>4} {'median':>8} {'p95':>8}"]
    lines += [_call_row(label, ms) for label, ms in times.items()]
    lines.append("")
    return lines


def phone_call_summary(times: dict[str, list[float]]) -> list[str]:
    """The closing lines of the phone's warm calls: how many calls meet each goal."""
    out = []
    for goal, kind in ((goals.CALL_P95_MS, "every other warm call"), (goals.LONG_CALL_P95_MS, "random deal and next question")):
        part = {label: ms for label, ms in times.items() if goals.call_goal_ms(label) == goal}
        good = [label for label, ms in part.items() if p95(ms) < goal]
        worst = max(part, key=lambda label: p95(part[label])) if part else None
        slowest = f"; slowest {worst} p95 {p95(part[worst]):.0f} ms" if worst else ""
        out.append(f"speed phone, warm calls: {kind} p95 < {goal} ms for {len(good)} of {len(part)}"
                   f"{slowest}; goal: {goals.met(len(good) == len(part))}")
    return out


def repeat_line(runs: list[dict]) -> str:
    """The closing line of the repeat visit: first live verdict against the page's load event."""
    load = statistics.median(r["load"] for r in runs)
    verdict = statistics.median(r["verdict"] for r in runs)
    ratio = verdict / load
    return (f"speed repeat: first live verdict / page load = {goals.ratio_text('repeat', ratio)} "
            f"({verdict:.0f} ms / {load:.0f} ms; booted via {', '.join(sorted({str(r['via']) for r in runs}))}); "
            f"{goals.ratio_goal('repeat', ratio)}")
