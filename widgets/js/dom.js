// The page's small DOM helpers. Verdicts and replay steps are NOT drawn here: the worker
// answers with their HTML, drawn by the one renderer in Python (widgets/render/, maintainers
// page, decision 13). What remains is what a control draws as the reader picks cards.

// The site root (this file sits at <root>/assets/paili/<hash>/js/dom.js): the renderer's
// links are made from it.
export const siteRoot = new URL("../../../../", import.meta.url);

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
}

import { pageLang } from "./i18n.js";
import { JOKERS } from "./words.js";

const SYMBOL = { S: "♠", H: "♥", C: "♣", D: "♦" };
// A joker is a word of the page's language, as the renderer writes it (cards.py; the words:
// engine/text.py, through widgets/build/script_words.py).
const JOKER = JOKERS;

// A card token as a reader reads it: ♠10, 大王 / big joker.
export function cardWord(token) {
  return JOKER[pageLang()][token] || SYMBOL[token[0]] + token.slice(1);
}

// Canonical tokens ("S10 HA RJ") → coloured chips, for the card picker's own buttons
// (widgets/render/cards.py draws the same chips in verdicts).
export function cardsNode(text) {
  const box = el("span", { class: "pl-cards" });
  for (const token of String(text).split(/\s+/).filter(Boolean)) {
    const cls = token === "RJ" || token === "BJ" ? `pl-${token.toLowerCase()}` : `pl-${token[0].toLowerCase()}`;
    box.append(el("span", { class: `pl-card ${cls}` }, cardWord(token)));
  }
  return box;
}

// Hand the reader `value` as a JSON file called `name` (a download the page starts itself): the
// record and match pages' "save".
export function downloadJson(value, name) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 1) + "\n"], { type: "application/json" }));
  const a = el("a", { href: url, download: name });
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
