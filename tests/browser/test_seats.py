"""The seating diagrams of the rules pages in real Chromium, both languages, at a phone's
width (390 px) and a desktop's (1280 px): nothing wider than the screen, no seat on top of
another or of the table, no seat's words cut off, every seat of the diagram drawn."""

from __future__ import annotations

import pytest

from engine.games import GAMES

WIDTHS = (390, 1280)

# Per diagram: [players, seats drawn, pieces sticking out of the screen, overlapping pairs, clipped seats]
MEASURE = """() => [...document.querySelectorAll('figure.pl-seats')].map(fig => {
  const box = e => e.getBoundingClientRect();
  const seats = [...fig.querySelectorAll('.pl-table-seat')];
  const pieces = [...seats, fig.querySelector('.pl-table-middle')];
  const out = [fig, ...fig.querySelectorAll('*')].filter(e => box(e).right > innerWidth + 0.5 || box(e).left < -0.5).length;
  let overlaps = 0;
  for (let i = 0; i < pieces.length; i++) for (let j = i + 1; j < pieces.length; j++) {
    const a = box(pieces[i]), b = box(pieces[j]);
    if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) overlaps++;
  }
  const clipped = seats.filter(s => s.scrollWidth > s.clientWidth + 1).length;
  return [Number(fig.dataset.players), seats.length, out, overlaps, clipped,
          seats.map(s => s.querySelector('.pl-seat-name').innerText.trim())];
})"""


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": WIDTHS[0], "height": 844}, bypass_csp=True)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    context.close()
    assert errors == []


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["", "en/"])
def test_the_diagrams_fit_the_screen(phone, base_url, lang):
    page = phone
    seat_word = "座位" if not lang else "Seat"
    found = 0
    for game in sorted(GAMES):
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 844})
            page.goto(f"{base_url}{lang}games/{game}/play/", wait_until="load")
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            extra = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert extra <= 0, (game, lang, width, extra)
            diagrams = page.evaluate(MEASURE)
            assert len(diagrams) >= 2, (game, lang)
            for players, drawn, out, overlaps, clipped, names in diagrams:
                assert drawn == players, (game, lang, width)
                assert (out, overlaps, clipped) == (0, 0, 0), (game, lang, width, names)
                assert names == [f"{seat_word} {k}" for k in range(1, players + 1)], names
                found += 1
    assert found >= 2 * 2 * len(GAMES)
