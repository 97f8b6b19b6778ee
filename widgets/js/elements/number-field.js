// <pl-number-field min="0" max="200" step="5">: a number control around the prerendered
// <input type="number"> inside it. It holds the game's limits and says in words, at once,
// when what is typed is not a whole number within them; such a value is never rounded or
// cut (a 20-digit number is compared digit by digit, as BigInt), and the widget that
// reads it (read()) sends no request while a problem stands.
// <pl-number-field signed>: a number that may be below 0 (what a seat wins or loses). A
// phone's number pad has no minus key, so the sign is a tap: a won/lost choice beside a box
// for the amount (the box takes digits only; a minus typed on a keyboard still counts).
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

  get signed() { return this.hasAttribute("signed"); }

  connectedCallback() {
    if (this.message || !this.input) return;
    this.message = el("span", { class: "pl-number-message", role: "alert" });
    this.message.hidden = true;
    this.append(this.message);
    if (this.signed) this.#signChoice();
    this.input.addEventListener("input", () => this.check());
    this.input.addEventListener("change", () => this.check());
  }

  // The won/lost pair before the amount; a value drawn negative (a grade) shows as lost.
  #signChoice() {
    const lang = pageLang();
    const off = this.input.disabled;
    this.signs = ["won", "lost"].map((key) => {
      const b = el("button", { type: "button", class: "pl-sign", "data-sign": key, "aria-pressed": "false" }, say(key, lang));
      b.disabled = off;
      b.addEventListener("click", () => { this.sign = key; this.read(); });
      return b;
    });
    this.prepend(el("span", { class: "pl-signs", role: "group", "aria-label": say("sign", lang) }, ...this.signs));
    const drawn = String(this.input.value).trim();
    this.sign = drawn.startsWith("-") ? "lost" : "won";
    if (drawn.startsWith("-")) this.input.value = drawn.slice(1);
  }

  get sign() { return this.signs?.find((b) => b.getAttribute("aria-pressed") === "true")?.dataset.sign || "won"; }
  set sign(key) {
    for (const b of this.signs || []) b.setAttribute("aria-pressed", String(b.dataset.sign === key));
  }

  // What the box says, with the sign chosen: a minus typed in the box wins over the choice.
  get text() {
    const typed = String(this.input.value).trim();
    return this.signed && this.sign === "lost" && typed && !/^[+-]/.test(typed) ? `-${typed}` : typed;
  }

  // {value} / {empty} / {problem}, nothing shown (a grade asked ahead: practice-ahead.js).
  peek() {
    return readInteger(this.text, { min: this.min, max: this.max, badInput: this.input.validity.badInput });
  }

  // {value} / {empty} / {problem}, and the message shown or cleared accordingly.
  read() {
    const got = this.peek();
    if (this.message) {
      this.message.textContent = got.problem || "";
      this.message.hidden = !got.problem;
      this.input.setAttribute("aria-invalid", String(Boolean(got.problem)));
    }
    return got;
  }

  check() { this.read(); }

  set value(v) {
    const text = v === undefined || v === null ? "" : String(v);
    if (this.signed && this.signs) {
      this.sign = text.startsWith("-") ? "lost" : "won";
      this.input.value = text.replace(/^[+-]/, "");
    } else {
      this.input.value = text;
    }
    this.read();
  }
}

export function define(tag = "pl-number-field") {
  if (!customElements.get(tag)) customElements.define(tag, NumberField);
}
