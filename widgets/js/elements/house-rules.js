// The house-rule switches of a live widget and its badges (issue 12 point 2). The build
// (widgets/build/house_rules.py) writes, from the engine's `rules` op, a folded
// <details class="pl-house-rules"> holding one <select data-option="name" data-default="json">
// per option that can change this widget's verdict (each <option value="json" data-badge=…>),
// and a <ul class="pl-badges"> with the badge sentence of each non-default choice.
// These helpers read and set the switches and redraw the badges from the chosen choices.
import { el } from "../dom.js";

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function parse(text) {
  try { return JSON.parse(text); } catch { return undefined; }
}

function selects(root) {
  return [...root.querySelectorAll("select[data-option]")];
}

// The switches' names (what a share link may set).
export function switchNames(root) {
  return selects(root).map((s) => s.dataset.option);
}

// {name: value} of every switch set away from its default (what a request carries).
export function readSwitches(root) {
  const out = {};
  for (const s of selects(root)) {
    const value = parse(s.value);
    if (value !== undefined && !same(value, parse(s.dataset.default))) out[s.dataset.option] = value;
  }
  return out;
}

// Whether every {name: value} of `chosen` is a switch and one of its choices.
export function validSwitches(root, chosen) {
  if (chosen === null || typeof chosen !== "object" || Array.isArray(chosen)) return false;
  const byName = new Map(selects(root).map((s) => [s.dataset.option, s]));
  return Object.entries(chosen).every(([name, value]) => byName.has(name)
    && [...byName.get(name).options].some((o) => same(parse(o.value), value)));
}

// Set the switches: the named ones to their value, every other to its default.
export function setSwitches(root, chosen = {}) {
  for (const s of selects(root)) {
    const want = Object.hasOwn(chosen, s.dataset.option) ? chosen[s.dataset.option] : parse(s.dataset.default);
    const match = [...s.options].find((o) => same(parse(o.value), want));
    if (match) s.value = match.value;
  }
  drawBadges(root);
}

// The badges (and the count on the folded summary) from the switches as they stand.
export function drawBadges(root) {
  const list = root.querySelector(".pl-badges");
  const chosen = selects(root).filter((s) => s.selectedOptions[0]?.dataset.badge);
  if (list && selects(root).length) {
    // badges of options no switch covers (the example's own) stay as the build drew them
    const names = new Set(switchNames(root));
    const kept = [...list.children].filter((li) => !names.has(li.dataset.option));
    list.replaceChildren(...kept, ...chosen.map((s) => el("li", { "data-option": s.dataset.option },
      el("a", { href: s.dataset.ruling || "#" }, s.selectedOptions[0].dataset.badge))));
    list.hidden = !list.children.length;
  }
  const count = root.querySelector(".pl-house-count");
  if (count) {
    count.dataset.count = String(chosen.length);
    count.textContent = chosen.length ? String(chosen.length) : "";
  }
}
