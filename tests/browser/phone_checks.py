"""What a phone reader must be able to read and reach (issue 27 point 5), measured in the page:
the walking test (test_words_walk.py) runs these at 390 px on every page, both languages; the
focused tests (test_phone_states.py) run the contrast check on states only the engine makes.

- ``contrast_problems``: every text inside a widget meets WCAG AA (4.5:1; 3:1 for large text)
  against the background it is drawn on, the colours read from the computed styles: the text's
  colour and every background and opacity between it and the page, composited as the browser
  paints them (an ``rgba`` tint over its box's ancestors, a faded control over what is behind
  it). Checked at rest (the verdicts), and again with the states a reader makes put on the
  page's own controls, exactly as the widgets put them: a toggle chosen (``aria-pressed``), a
  graded question's controls (disabled, the reader's pick, a right one: ``data-solution``),
  a deck card used up (``aria-disabled``). Each state is undone after it is read.
- ``lone_buttons``: no button whose words wrap onto a second line, and no button dropped alone
  onto a row of its own by wrapping (a flex row that wraps, a line of text) away from the
  things it sits with (a field's label and input, its chips), with the rest of its row left
  empty; a list of alike buttons (choices, seats) flows on from row to row, a button drawn
  the row's full width is a row by design, and a card is a card, not a label.
- ``first_question_problems``: a practice page's first question (its words and its first
  answer control) is on the first screen (844 px), before anything is scrolled or unfolded.
"""

from __future__ import annotations

SCREEN_HEIGHT = 844
ROOTS = ("pl-check, pl-shape-check, pl-replay, pl-practice, pl-random-deal, pl-record, "
         ".pl-widget, .pl-verdict")

# Colour arithmetic and the contrast of every text node under the roots; in the page.
CONTRAST = r"""
const parse = (s) => {
  let m = s.match(/^rgba?\(([^)]+)\)$/);
  if (m) {
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  }
  m = s.match(/^color\(srgb ([^)]+)\)$/);
  if (m) {
    const p = m[1].split(/[ /]+/).filter(Boolean).map(Number);
    return [p[0] * 255, p[1] * 255, p[2] * 255, p.length > 3 ? p[3] : 1];
  }
  return null;   // a colour this check cannot read: reported, never passed silently
};
// a over b, both [r, g, b, alpha] (not premultiplied)
const over = (a, b) => {
  const alpha = a[3] + b[3] * (1 - a[3]);
  if (alpha === 0) return [0, 0, 0, 0];
  const mix = (i) => (a[i] * a[3] + b[i] * b[3] * (1 - a[3])) / alpha;
  return [mix(0), mix(1), mix(2), alpha];
};
const luminance = ([r, g, b]) => {
  const lin = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const ratio = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
// What is painted at a pixel of `el` given the colour `top` drawn by el's own content: el's
// background and each ancestor's beneath it, each opacity applied to its whole group, and the
// white canvas last. Returns null when a colour cannot be read.
const painted = (el, top) => {
  let c = top;
  for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
    const s = getComputedStyle(n);
    const bg = parse(s.backgroundColor);
    if (!bg) return null;
    c = over(c, bg);
    c = [c[0], c[1], c[2], c[3] * Number(s.opacity)];
  }
  return over(c, [255, 255, 255, 1]);
};
const large = (s) => {
  const px = parseFloat(s.fontSize);
  return px >= 24 || (px >= 18.66 && Number(s.fontWeight) >= 700);
};
const visibleText = (node) => {
  if (!node.nodeValue.trim()) return false;
  const el = node.parentElement;
  if (!el || el.closest("[hidden]")) return false;
  const s = getComputedStyle(el);
  if (s.visibility !== "visible") return false;
  const range = document.createRange();
  range.selectNodeContents(node);
  return [...range.getClientRects()].some((r) => r.width > 0 && r.height > 0);
};
const name = (el) => el.tagName.toLowerCase() + (typeof el.className === "string" && el.className.trim()
  ? "." + el.className.trim().split(/\s+/).join(".") : "");
const textsUnder = (root) => {
  const out = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) if (visibleText(n)) out.push(n);
  return out;
};
// Every text under `roots` below AA: "state: ratio < need 'text' (element) fg → bg".
const lowContrast = (roots, state) => {
  const out = [];
  for (const root of roots) for (const node of textsUnder(root)) {
    const el = node.parentElement;
    const s = getComputedStyle(el);
    const fg = parse(s.color);
    const text = painted(el, fg || [0, 0, 0, 0]);
    const back = painted(el, [0, 0, 0, 0]);
    const need = large(s) ? 3 : 4.5;
    const where = `${name(el)} in ${name(el.parentElement)}`;
    if (!fg || !text || !back) { out.push(`${state}: unreadable colour at ${where}`); continue; }
    const r = ratio(text, back);
    if (r < need - 0.005) {
      const rgb = (c) => `rgb(${c.slice(0, 3).map(Math.round).join(",")})`;
      const faded = [];
      for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
        const o = getComputedStyle(n).opacity;
        if (o !== "1") faded.push(`${name(n)}@${o}`);
      }
      out.push(`${state}: ${r.toFixed(2)} < ${need} "${node.nodeValue.trim().slice(0, 24)}" ${where} `
        + `${rgb(text)} on ${rgb(back)}${faded.length ? " faded by " + faded.join(", ") : ""}`);
    }
  }
  return out;
};
"""

# Puts the states a reader makes on the page's own controls, reads each, undoes it.
STATES = CONTRAST + r"""
(rootSel) => {
  const roots = [...document.querySelectorAll(rootSel)].filter((w) => !w.parentElement.closest(rootSel));
  const out = lowContrast(roots, "at rest");
  const undo = [];
  const set = (el, attr, value) => {
    undo.push([el, attr, el.getAttribute(attr)]);
    if (value === null) el.removeAttribute(attr); else el.setAttribute(attr, value);
  };
  const restore = () => {
    for (const [el, attr, old] of undo.splice(0).reverse()) {
      if (old === null) el.removeAttribute(attr); else el.setAttribute(attr, old);
    }
  };
  const shown = (el) => el.getClientRects().length > 0;
  const kind = (b) => [...b.classList].sort().join(".") || b.tagName;
  const firstOfEach = (buttons) => {
    const seen = new Map();
    for (const b of buttons) if (shown(b) && !seen.has(kind(b))) seen.set(kind(b), b);
    return [...seen.values()];
  };
  // chosen: one toggle of each kind pressed
  for (const b of firstOfEach(roots.flatMap((r) => [...r.querySelectorAll("button[aria-pressed]")]))) {
    set(b, "aria-pressed", "true");
    out.push(...lowContrast([b], "chosen"));
    restore();
  }
  // used up / not available: one of each kind marked so, still to be read
  for (const b of firstOfEach(roots.flatMap((r) => [...r.querySelectorAll("button")]))) {
    set(b, "aria-disabled", "true");
    out.push(...lowContrast([b], "unavailable"));
    restore();
    set(b, "disabled", "");
    out.push(...lowContrast([b], "disabled"));
    restore();
  }
  // graded: every control of a question settled, the reader's pick wrong or right, a right one shown
  for (const q of roots.flatMap((r) => [...r.querySelectorAll(".pl-drill-q")])) {
    const buttons = [...q.querySelectorAll(".pl-drill-reply button, .pl-drill-hand button")].filter(shown);
    for (const b of buttons) set(b, "disabled", "");
    const [a, b, c] = buttons;
    if (a) { set(a, "aria-pressed", "true"); set(a, "data-solution", "true"); }
    if (b) set(b, "aria-pressed", "true");
    if (c) set(c, "data-solution", "true");
    if (a) out.push(...lowContrast([a], "right, chosen"));
    if (b) out.push(...lowContrast([b], "wrong, chosen"));
    if (c) out.push(...lowContrast([c], "right, not chosen"));
    out.push(...lowContrast(buttons.slice(3), "graded"));
    restore();
  }
  return [...new Set(out)];
}
"""

NOW = CONTRAST + r"""
([rootSel, state]) => lowContrast([...document.querySelectorAll(rootSel)], state)
"""


# Buttons with words (a card chip is a card, laid out by suit rows, not a label) whose words
# wrap, or that sit alone on a row of a wrapping layout holding other things.
LONE = r"""
(rootSel) => {
  const roots = [...document.querySelectorAll(rootSel)].filter((w) => !w.parentElement.closest(rootSel));
  const out = [];
  const name = (b) => `${b.closest(rootSel).tagName.toLowerCase()} "${b.innerText.trim().slice(0, 30)}"`;
  const lines = (rects) => new Set(rects.filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.bottom))).size;
  // the boxes laid out beside b: its parent's children (through display: contents), and text
  const neighbours = (parent) => {
    const boxes = [];
    for (const n of parent.childNodes) {
      if (n.nodeType === 3 && n.nodeValue.trim()) {
        const r = document.createRange();
        r.selectNodeContents(n);
        boxes.push(...[...r.getClientRects()].map((x) => [n, x]));
      } else if (n.nodeType === 1) {
        if (getComputedStyle(n).display === "contents") boxes.push(...neighbours(n));
        else { const x = n.getBoundingClientRect(); if (x.width > 0 && x.height > 0) boxes.push([n, x]); }
      }
    }
    return boxes;
  };
  for (const b of roots.flatMap((r) => [...r.querySelectorAll("button")])) {
    if (b.querySelector(".pl-card") || !b.innerText.trim()) continue;
    const box = b.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    for (const t of b.childNodes) {
      if (t.nodeType !== 3 || !t.nodeValue.trim()) continue;
      const r = document.createRange();
      r.selectNodeContents(t);
      if (lines([...r.getClientRects()]) > 1) out.push(`words wrap: ${name(b)}`);
    }
    let parent = b.parentElement;
    while (parent && getComputedStyle(parent).display === "contents") parent = parent.parentElement;
    const s = getComputedStyle(parent);
    const wraps = (s.display.includes("flex") && s.flexWrap !== "nowrap" && !s.flexDirection.startsWith("column"))
      || !s.display.includes("flex") && !s.display.includes("grid");
    if (!wraps) continue;
    const others = neighbours(parent).filter(([n]) => n !== b);
    // a list of alike buttons (choices, seats) flows on from row to row: its last may stand alone
    if (!others.length || others.some(([n]) => n.tagName === "BUTTON" && n.className === b.className)) continue;
    const beside = others.some(([, x]) => x.top < box.bottom - 1 && x.bottom > box.top + 1);
    // a button drawn the row's full width is a row of its own by design, not a wrapped one
    const row = parent.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    if (!beside && box.width < row - 2) out.push(`alone on its row: ${name(b)}`);
  }
  return [...new Set(out)];
}
"""

# A practice page's first question: its words and its first answer control on the first screen.
FIRST = """
(height) => {
  const q = document.querySelector("pl-practice .pl-drill-q");
  if (!q) return [];
  const ask = q.querySelector(".pl-drill-ask");
  const control = q.querySelector(".pl-drill-reply button, .pl-drill-reply input, .pl-drill-hand button");
  const out = [];
  for (const [what, el] of [["the question", ask], ["its first answer control", control]]) {
    if (!el) { out.push(`no ${what}`); continue; }
    const r = el.getBoundingClientRect();
    if (r.bottom + window.scrollY > height) out.push(`${what} ends ${Math.round(r.bottom + window.scrollY)} px down`);
  }
  return out;
}
"""


def lone_buttons(page) -> list[str]:
    """Buttons whose words wrap, or left alone on a wrapped row."""
    return page.evaluate(LONE, ROOTS)


def first_question_problems(page) -> list[str]:
    """Where a practice page's first question is not within the first screen."""
    return [f"practice below the first screen: {p}" for p in page.evaluate(FIRST, SCREEN_HEIGHT)]


def contrast_problems(page) -> list[str]:
    """Texts in the page's widgets below AA, at rest and in the states a reader makes."""
    return page.evaluate(STATES, ROOTS)


def contrast_now(page, selector: str, state: str) -> list[str]:
    """Texts under ``selector`` below AA as they are now (``state`` names it in the findings):
    a state the engine made, a real grade, a sign chosen by a tap."""
    return page.evaluate(NOW, [selector, state])


def first_screen_problems(page, width: int) -> list[str]:
    """At a phone's width, before anything is unfolded: the first practice question's place."""
    return first_question_problems(page) if width <= 390 else []


def phone_problems(page, width: int) -> list[str]:
    """At a phone's width, the widgets unfolded: contrast in every state, lone buttons."""
    return contrast_problems(page) + lone_buttons(page) if width <= 390 else []
