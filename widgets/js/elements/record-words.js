// The words of <pl-record> and its parts (widgets/build/script_words.py "record"), and the
// small helpers every part shares: one module, so the parts need not import the element.
import { wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";

const WORDS = SCRIPT_WORDS.record;
export const word = (key, lang, fill) => wordIn(WORDS, key, lang, fill);
export const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

// How many steps of play a record holds.
export function playCount(record) {
  if (!record) return 0;
  if (Array.isArray(record.tricks)) return record.tricks.reduce((n, trick) => n + trick.length, 0);
  return Array.isArray(record.plays) ? record.plays.length : 0;
}
