// <pl-number-field min="0" max="200" step="5">: a number control around the prerendered
// <input type="number"> inside it. It holds the game's limits and says in words, at once,
// when what is typed is not a whole number within them; such a value is never rounded or
// cut (a 20-digit number is compared digit by digit, as BigInt), and the widget that
// reads it (read()) sends no request while a problem stands.
import { el } from "../dom.js";
import { pageLang, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";

const WORDS = SCRIPT_WORDS.number_field;   // widgets/build/script_words.py

const say = (key, lang, fill) => wordIn(WORDS, key, lang, fill);

// A bound from a spec: a number, or {game: number}; null when there is none.
export function bound(value, game) {
  const v = value !== null && typeof value === "object" ? value[game] : value;
  return Number.isInteger(v) ? v : null;
}

// Text → {value} (a Number, exact), {empty: true}, or {problem} (words in the page's
// language). badInput: the browser could not read what was typed as a number at all.
export function readInteger(text, { min = null, max = null, badInput = false } = {}, lang = pageLang()) {
  const t = String(text ?? "").trim();
  if (!t && !badInput) return { empty: true };
  const range = min !== null && max !== null ? say("range", lang, { min, max })
    : min !== null ? say("atLeast", lang, { min }) : say("whole", lang);
  if (badInput || !/^[+-]?\d+$/.test(t)) return { problem: range };
  const n = BigInt(t);
  if ((min !== null && n < BigInt(min)) || (max !== null && n > BigInt(max))) return { problem: range };
  if (n > BigInt(Number.MAX_SAFE_INTEGER) || n < -BigInt(Number.MAX_SAFE_INTEGER)) return { problem: range };
  return { value: Number(n) };
}

export class NumberField extends HTMLElement {
  get input() { return this.querySelector("input"); }
  get min() { return bound(Number.parseInt(this.getAttribute("min"), 10), null); }
  get max() { return bound(Number.parseInt(this.getAttribute("max"), 10), null); }

  connectedCallback() {
    if (this.message || !this.input) return;
    this.message = el("span", { class: "pl-number-message", role: "alert" });
    this.message.hidden = true;
    this.append(this.message);
    this.input.addEventListener("input", () => this.check());
    this.input.addEventListener("change", () => this.check());
  }

  // {value} / {empty} / {problem}, and the message shown or cleared accordingly.
  read() {
    const got = readInteger(this.input.value, { min: this.min, max: this.max, badInput: this.input.validity.badInput });
    if (this.message) {
      this.message.textContent = got.problem || "";
      this.message.hidden = !got.problem;
      this.input.setAttribute("aria-invalid", String(Boolean(got.problem)));
    }
    return got;
  }

  check() { this.read(); }

  set value(v) {
    this.input.value = v === undefined || v === null ? "" : String(v);
    this.read();
  }
}

export function define(tag = "pl-number-field") {
  if (!customElements.get(tag)) customElements.define(tag, NumberField);
}
