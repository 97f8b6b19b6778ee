// The practice widget's memory and choices (widgets/js/elements/practice.js): progress kept in
// this browser only (localStorage, one key per game: STORE + game), nothing sent anywhere;
// the automatic level; the weighting of "practise what I miss"; and the progress in words
// (the level menu's automatic choice, the table of each kind's answers).
//
// Stored: {kinds: {kind: {n, right}}, level: "auto" | "1" | "2" | "3", kind: "all" | "miss" |
// a kind, auto: {level, streak, misses}}. Anything unreadable is dropped, never trusted.

import { wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";

export const STORE = "paili.practice.";
export const RUN = 5;      // right answers in a row that raise the automatic level
export const MISSES = 2;   // wrong answers in a row that lower it

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

export function loadProgress(game) {
  let saved = null;
  try {
    saved = JSON.parse(localStorage.getItem(STORE + game) || "null");
  } catch {
    saved = null;
  }
  const out = { kinds: {}, level: "auto", kind: "all", auto: { level: 1, streak: 0, misses: 0 } };
  if (!isObj(saved)) return out;
  if (isObj(saved.kinds)) {
    for (const [kind, c] of Object.entries(saved.kinds)) {
      if (isObj(c) && Number.isSafeInteger(c.n) && Number.isSafeInteger(c.right) && c.right >= 0 && c.right <= c.n) {
        out.kinds[kind] = { n: c.n, right: c.right };
      }
    }
  }
  if (["auto", "1", "2", "3"].includes(saved.level)) out.level = saved.level;
  if (typeof saved.kind === "string") out.kind = saved.kind;
  const a = saved.auto;
  if (isObj(a) && [1, 2, 3].includes(a.level)) {
    out.auto = { level: a.level, streak: Number.isSafeInteger(a.streak) ? a.streak : 0,
      misses: Number.isSafeInteger(a.misses) ? a.misses : 0 };
  }
  return out;
}

export function saveProgress(game, progress) {
  try {
    localStorage.setItem(STORE + game, JSON.stringify(progress));
  } catch { /* storage refused (private mode, full): progress lasts this visit only */ }
}

// The kind to practise when the reader asks for what they miss: each kind weighted by its
// misses (a kind never tried counts as half missed), squared so the weakest comes up most.
export function missWeights(kinds, counts) {
  return kinds.map((k) => {
    const c = counts[k] || { n: 0, right: 0 };
    const miss = (c.n - c.right + 1) / (c.n + 2);
    return miss * miss;
  });
}

export function pickWeighted(items, weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = Math.random() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items.at(-1);
}

export function clearProgress(game) {
  try {
    localStorage.removeItem(STORE + game);
  } catch { /* nothing kept */ }
}

// Count one graded answer of `kind`; move the automatic level when `auto` (the level menu on
// "automatic"). Returns the level's change (+1, -1) or 0.
export function counted(progress, kind, right, auto) {
  const c = progress.kinds[kind] || { n: 0, right: 0 };
  progress.kinds[kind] = { n: c.n + 1, right: c.right + (right ? 1 : 0) };
  const a = progress.auto;
  a.streak = right ? a.streak + 1 : 0;
  a.misses = right ? 0 : a.misses + 1;
  if (!auto) return 0;
  if (a.streak >= RUN && a.level < 3) {
    a.level += 1;
    a.streak = 0;
    return 1;
  }
  if (a.misses >= MISSES && a.level > 1) {
    a.level -= 1;
    a.misses = 0;
    return -1;
  }
  return 0;
}

// A text written only when it changes: after a grade most of the progress stays as it was, and
// each write costs the page a layout pass (issue 24 §2).
function write(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

// The progress on the page: the automatic level in words, on its own choice of `levelMenu`
// (自动（现在第 2 级） / Automatic (now level 2)), and each kind's row of the table in `box`.
export function drawProgress(levelMenu, box, progress, lang) {
  const auto = levelMenu.querySelector('option[value="auto"]');
  auto.dataset.word ??= auto.textContent;
  write(auto, wordIn(SCRIPT_WORDS.practice, "auto", lang, { w: auto.dataset.word, k: progress.auto.level }));
  if (!box) return;
  for (const row of box.querySelectorAll("tr[data-kind]")) {
    const c = progress.kinds[row.dataset.kind] || { n: 0, right: 0 };
    write(row.querySelector("[data-n]"), String(c.n));
    write(row.querySelector("[data-right]"), String(c.right));
    write(row.querySelector("[data-rate]"), c.n ? `${Math.round((100 * c.right) / c.n)}%` : "—");
  }
}
