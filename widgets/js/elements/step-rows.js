// <pl-step-rows game="zhaopengyou" seats="5" decks="3" jokers data-cards-label="Cards shown"
// data-value='[{"seat":0,"cards":"H2"}]'>: steps in order (bids, counters, the plays a friend
// call watches), one row each: the seat's buttons (one tap picks it), a card picker for its
// cards (named by data-cards-label), and a remove button; "add a row" adds one. Its value
// is [{seat, cards}, …]; rows left blank are skipped, and problems() names a row with
// cards but no seat. Changes fire a bubbling "input" event. Without scripts, the build's
// list of the steps is what shows.
import { el } from "../dom.js";
import { pageLang, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";
import { seatLabel } from "./seat-order.js";

const WORDS = SCRIPT_WORDS.step_rows;   // widgets/build/script_words.py

const say = (key, lang, n) => wordIn(WORDS, key, lang, n);

export class StepRows extends HTMLElement {
  get seats() {
    const n = Number.parseInt(this.getAttribute("seats"), 10);
    return Number.isInteger(n) && n >= 1 && n <= 8 ? n : 4;
  }

  connectedCallback() {
    if (this.rows) return;
    const lang = pageLang();
    let start = [];
    try { start = JSON.parse(this.dataset.value || "[]"); } catch { start = []; }
    this.rows = el("ol", { class: "pl-step-list" });
    this.addButton = el("button", { type: "button", class: "pl-add-step" }, say("add", lang));
    this.addButton.addEventListener("click", () => {
      this.addRow();
      this.#changed();
      this.rows.lastElementChild.querySelector(".pl-seat")?.focus();
    });
    this.replaceChildren(this.rows, this.addButton);
    this.value = Array.isArray(start) ? start : [];
  }

  get value() {
    const out = [];
    for (const row of this.rows.children) {
      const seat = row.dataset.seat;
      const cards = row.querySelector("input").value.trim();
      if (seat === undefined || seat === "") continue;
      out.push({ seat: Number(seat), cards });
    }
    return out;
  }

  set value(list) {
    this.rows.replaceChildren();
    for (const step of list) this.addRow(step);
  }

  // Words for each row the form cannot send (cards but no seat).
  problems(lang = pageLang()) {
    return [...this.rows.children].map((row, k) => (!row.dataset.seat && row.querySelector("input").value.trim()
      ? say("seat", lang, k + 1) : null)).filter(Boolean);
  }

  addRow(step = {}) {
    const lang = pageLang();
    const row = el("li", { class: "pl-step-row" });
    const seats = el("div", { class: "pl-seat-buttons", role: "group" });
    for (let s = 0; s < this.seats; s++) {
      const b = el("button", { type: "button", class: "pl-seat", "data-seat": String(s), "aria-pressed": "false" },
        seatLabel(s, lang));
      b.addEventListener("click", () => { this.#pick(row, s); this.#changed(); });
      seats.append(b);
    }
    const picker = el("pl-card-picker", { game: this.getAttribute("game") || "", decks: this.getAttribute("decks") || "1" });
    if (this.hasAttribute("jokers")) picker.setAttribute("jokers", "");
    const input = el("input", { "data-cards": "", autocomplete: "off", spellcheck: "false" });
    input.value = typeof step.cards === "string" ? step.cards : "";
    const named = this.dataset.cardsLabel || say("cards", lang); // the field's words for a row's cards
    picker.append(el("label", {}, el("span", { class: "pl-label" }, named), " ", input));
    const remove = el("button", { type: "button", class: "pl-remove-step" }, "×");
    remove.addEventListener("click", () => {
      const next = row.nextElementSibling || row.previousElementSibling;
      row.remove();
      this.#number();
      this.#changed();
      (next?.querySelector(".pl-remove-step") || this.addButton).focus();
    });
    row.append(el("span", { class: "pl-step-n" }), seats, picker, remove);
    this.rows.append(row);
    this.#pick(row, Number.isInteger(step.seat) ? step.seat : null);
    this.#number();
    return row;
  }

  #pick(row, seat) {
    if (seat === null || seat < 0 || seat >= this.seats) delete row.dataset.seat;
    else row.dataset.seat = String(seat);
    for (const b of row.querySelectorAll(".pl-seat")) b.setAttribute("aria-pressed", String(b.dataset.seat === row.dataset.seat));
  }

  #number() {
    const lang = pageLang();
    [...this.rows.children].forEach((row, k) => {
      row.querySelector(".pl-step-n").textContent = String(k + 1);
      row.querySelector(".pl-seat-buttons").setAttribute("aria-label", say("row", lang, k + 1));
      row.querySelector(".pl-remove-step").setAttribute("aria-label", `${say("remove", lang)} (${say("row", lang, k + 1)})`);
    });
  }

  #changed() {
    this.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

export function define(tag = "pl-step-rows") {
  if (!customElements.get(tag)) customElements.define(tag, StepRows);
}
