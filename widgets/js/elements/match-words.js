// The words of <pl-match> and its parts (widgets/build/match_words.py, through
// widgets/build/script_words.py "match"), and the small helpers every part shares: one module,
// so the parts need not import the element.
import { wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";

const WORDS = SCRIPT_WORDS.match;
export const word = (key, lang, fill) => wordIn(WORDS, key, lang, fill);
export const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
export const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// JSON text → value; undefined when it is not JSON.
export function parse(text) {
  try { return JSON.parse(text); } catch { return undefined; }
}

// A button that runs `action` on a tap.
export function tapButton(el, cls, text, action) {
  const b = el("button", { type: "button", class: cls }, text);
  b.addEventListener("click", action);
  return b;
}
