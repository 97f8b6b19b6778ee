"""What the ``<pl-replay>`` browser tests share: the frames a sample deal must show (from the
engine and the one renderer in CPython), the widget on a page, waiting for a step, and
checking a frame as drawn against the expected one."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from widgets.build.replay_fence import apply_edits, load_sample, replay_answer
from widgets.render.replay import frames
from widgets.render.replay_table import role_word

from .conftest import ENGINE_TIMEOUT_MS

LANGS = [("zh", ""), ("en", "en/")]


def expected(sample: str, edit: dict | None = None) -> tuple[str, list[dict]]:
    record = load_sample(sample)
    if edit:
        record = apply_edits(record, edit)
    game = record["game"]
    return game, frames(game, record, replay_answer(game, record))


def widget(page, nth=0):
    return page.locator("pl-replay").nth(nth)


def wait_step(page, nth, index):
    """Wait until widget ``nth`` is live and shows frame ``index``."""
    wait_shown(widget(page, nth), index)


def wait_shown(w, index):
    """Wait until the replayer ``w`` is live and shows frame ``index`` (locator waits: no
    script evaluation, which the site's Content-Security-Policy may forbid)."""
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)
    expect(w.locator(".pl-replay-count")).to_have_text(re.compile(rf"^{index + 1} / "), timeout=ENGINE_TIMEOUT_MS)


def assert_frame(w, frame, index, total, *, lang, prefix, game):
    assert w.locator(".pl-replay-count").inner_text() == f"{index + 1} / {total}"
    assert w.locator(".pl-replay-label").inner_text() == frame["label"][lang]
    explains = w.locator(".pl-replay-view .pl-explain")
    assert explains.all_inner_texts() == [v[lang] for v in frame["verdicts"]]
    links = w.locator(".pl-replay-view .pl-rule a")
    for i, v in enumerate(frame["verdicts"]):
        assert links.nth(i).get_attribute("href").endswith(f"{prefix}games/{game}/rulebook/#{v['rule']}")
    assert w.locator(".pl-replay-view .pl-error").count() == sum(not v["ok"] for v in frame["verdicts"])
    seats = [r["seat"] for r in frame["rows"]]
    shown = w.locator(".pl-replay-view .pl-table-middle > .pl-replay-table li")
    assert shown.count() == len(seats)
    for row, li in zip(frame["rows"], shown.all()):
        if row["cards"] is None:
            assert li.locator(".pl-replay-pass").count() == 1
        else:
            assert li.locator(".pl-card").count() == len(row["cards"].split())
        assert ("pl-replay-win" in (li.get_attribute("class") or "")) == row["win"]
        assert ("pl-replay-bad" in (li.get_attribute("class") or "")) == row.get("bad", False)
    heads = w.locator(".pl-replay-scores thead th")
    assert heads.count() == len(frame["score"]["roles"])
    for seat, roles in enumerate(frame["score"]["roles"]):
        assert heads.nth(seat).locator(".pl-replay-role").all_inner_texts() == [role_word(r, lang) for r in roles]
    for key in ("points", "left", "place", "payout"):
        values = frame["score"].get(key)
        cells = w.locator(f'.pl-replay-scores tr[data-row="{key}"] td')
        if values is None:
            assert cells.count() == 0
        else:
            assert cells.all_inner_texts() == [_cell(v) for v in values]


def _cell(v) -> str:
    """A score cell as the renderer writes it: — for none, an exact share as given (80/3), a
    whole number without its .0."""
    if v is None:
        return "—"
    if isinstance(v, str):
        return v
    return str(int(v) if float(v).is_integer() else v)



def as_parsed(page, html: str) -> str:
    """``html`` as the browser writes it back once parsed (entities, attribute quotes)."""
    return page.evaluate("(h) => { const t = document.createElement('template'); t.innerHTML = h; "
                         "return t.innerHTML; }", html)


def contract_words(score: dict, lang: str) -> list[str]:
    """What the heading line of a frame must say (the renderer's words, in CPython)."""
    from widgets.render.replay_record import contract_html
    return re.findall(r'<span data-contract="\w+">([^<]*)</span>', contract_html(score, lang).replace("&#x27;", "'"))


# What a frame as drawn holds, read in one call: its hands (seat, cards, chips drawn), the heading
# line, where the lead is marked, and whether the page fits its width. (Read piece by piece, a
# step's checks took a dozen round trips to the page: most of test_replay_table's time.)
# Visible as Playwright's is_visible: a box with an area, and not visibility: hidden.
READ_RECORD = """w => {
    const all = (sel) => [...w.querySelectorAll(".pl-replay-view " + sel)];
    const seats = (sel) => all(sel).map((e) => Number(e.dataset.seat));
    const visible = (sel) => all(sel).map((e) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== "hidden";
    });
    return {
        hands: all(".pl-hand").map((e) => [Number(e.dataset.seat), e.dataset.cards, e.querySelectorAll(".pl-card").length]),
        contract: all(".pl-replay-contract span").map((e) => e.innerText),
        trump: all('[data-contract="trump"]').length,
        heads: all(".pl-table-seat .pl-table-head .pl-lead").map((e) => Number(e.closest(".pl-table-seat").dataset.seat)),
        ring: visible(".pl-table .pl-trick"),
        rows: visible(".pl-table-middle > .pl-replay-table"),
        ringLed: seats(".pl-table .pl-trick .pl-trick-seat[data-lead]"),
        rowsLed: seats(".pl-table-middle > .pl-replay-table li[data-lead] .pl-seat"),
        fits: document.documentElement.scrollWidth <= window.innerWidth,
    };
}"""


def read_record(w) -> dict:
    """The frame ``w`` shows, as READ_RECORD reads it."""
    return w.evaluate(READ_RECORD)


def check_hand_record(got: dict, frame, *, lang, phone: bool):
    """A frame reads like a hand record (``got``: read_record's): the heading line (trump, roles,
    call, stake) as the board says; the seat that leads marked at the table, in the plays and (a
    phone) round the small table; the play that is the frame's own marked."""
    score = frame["score"]
    assert got["contract"] == contract_words(score, lang)
    if "trump" in score:
        assert got["trump"] == 1
    leader = score.get("leader")
    assert got["heads"] == ([] if leader is None else [leader])
    lead_rows = [r["seat"] for r in frame["rows"] if r.get("lead")]
    if phone and frame["rows"]:
        assert got["ring"] == [True] and got["rows"] in ([], [False]), (got["ring"], got["rows"])
        assert got["ringLed"] == (lead_rows[:1] or ([leader] if leader is not None else []))
    else:
        assert got["rowsLed"] == lead_rows


def assert_hand_record(w, frame, *, lang, phone: bool):
    """check_hand_record of the frame ``w`` shows."""
    check_hand_record(read_record(w), frame, lang=lang, phone=phone)

