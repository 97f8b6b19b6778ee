// <pl-seat-order seats="4" data-value="1 0">: a finishing order, entered by tapping the
// seats in the order they went out (one tap each). It shows the order so far, with an undo
// and a clear; a seat already placed is disabled. Its value is a list of seats; a change
// fires a bubbling "input" event (what the widgets listen to). Without scripts the
// prerendered list (the build's) is what shows.
import { el } from "../dom.js";
import { pageLang, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";

const WORDS = SCRIPT_WORDS.seat_order;   // widgets/build/script_words.py

const word = (key, lang) => wordIn(WORDS, key, lang);

// How a seat is named on every control (the selects, the seat buttons, the rows): counted
// from 1, while the data stays 0-based (seat 2 is shown as 座位 3 / seat 3; issue 12 point 4).
// The build writes the same words (widgets/build/widgets_html.py, _seat_label).
export function seatLabel(seat, lang = pageLang()) {
  const n = Number(seat);
  return `${word("seat", lang)} ${Number.isInteger(n) ? n + 1 : "?"}`;
}

// The rows of a trick's plays (<fieldset data-seats-from="leader">) are named by the seat that
// played each: the leader's, then the next seats in turn (as the build names them).
export function labelPlays(form, seats, lang = pageLang()) {
  for (const fieldset of form.querySelectorAll("fieldset[data-seats-from]")) {
    const select = form.querySelector(`[data-name="${fieldset.dataset.seatsFrom}"] select`);
    const leader = select && select.value !== "" ? Number(select.value) : null;
    [...fieldset.querySelectorAll(".pl-rows .pl-label")].forEach((label, k) => {
      label.textContent = Number.isInteger(leader) ? seatLabel((leader + k) % seats, lang) : String(k + 1);
    });
  }
  hideNamedSeat(form);
}

// A hand by seat that leaves one seat out (<fieldset data-not-seat="leader">: the thrower's own
// hand is not among the others'): that seat's row is hidden, as the build hides it, and not sent.
function hideNamedSeat(form) {
  for (const fieldset of form.querySelectorAll("fieldset[data-not-seat]")) {
    const select = form.querySelector(`[data-name="${fieldset.dataset.notSeat}"] select`);
    const seat = select && select.value !== "" ? select.value : null;
    for (const input of fieldset.querySelectorAll("input[data-seat]")) {
      input.closest("pl-card-picker").hidden = input.dataset.seat === seat;
    }
  }
}

// "1 0 2" (or a list) → [1, 0, 2]: seats 0 … n-1, each once; anything else is dropped.
export function readSeats(value, seats) {
  const list = Array.isArray(value) ? value : String(value ?? "").split(/\s+/).filter(Boolean).map(Number);
  const out = [];
  for (const s of list) if (Number.isInteger(s) && s >= 0 && s < seats && !out.includes(s)) out.push(s);
  return out;
}

export class SeatOrder extends HTMLElement {
  #order = [];

  get seats() {
    const n = Number.parseInt(this.getAttribute("seats"), 10);
    return Number.isInteger(n) && n >= 1 && n <= 8 ? n : 4;
  }

  get value() { return [...this.#order]; }
  set value(list) {
    this.#order = readSeats(list, this.seats);
    if (this.shown) this.#draw();
  }

  connectedCallback() {
    if (this.shown) return;
    const lang = pageLang();
    this.#order = readSeats(this.dataset.value, this.seats);
    this.shown = el("ol", { class: "pl-order", "aria-live": "polite" });
    this.buttons = el("div", { class: "pl-seat-buttons", role: "group" });
    for (let s = 0; s < this.seats; s++) {
      const b = el("button", { type: "button", class: "pl-seat", "data-seat": String(s) }, seatLabel(s, lang));
      b.addEventListener("click", () => this.tap(s));
      this.buttons.append(b);
    }
    this.undoButton = el("button", { type: "button", class: "pl-undo" }, word("undo", lang));
    this.clearButton = el("button", { type: "button", class: "pl-clear" }, word("clear", lang));
    this.undoButton.addEventListener("click", () => this.undo());
    this.clearButton.addEventListener("click", () => this.clear());
    this.replaceChildren(this.shown, this.buttons, el("div", { class: "pl-order-tools" }, this.undoButton, this.clearButton));
    this.#draw();
  }

  tap(seat) {
    if (this.#order.includes(seat)) return;
    const focused = this.buttons.contains(document.activeElement);
    this.#order.push(seat);
    this.#changed();
    // A placed seat is disabled: the keyboard's place moves on to the next free seat.
    if (focused) ([...this.buttons.children].find((x) => !x.disabled) || this.undoButton).focus();
  }

  undo() {
    if (!this.#order.length) return;
    this.#order.pop();
    this.#changed();
  }

  clear() {
    if (!this.#order.length) return;
    this.#order = [];
    this.#changed();
  }

  #changed() {
    this.#draw();
    this.dispatchEvent(new Event("input", { bubbles: true }));
  }

  #draw() {
    const lang = pageLang();
    this.shown.replaceChildren(...(this.#order.length
      ? this.#order.map((s, k) => el("li", { "data-seat": String(s) }, `${k + 1}. ${seatLabel(s, lang)}`))
      : [el("li", { class: "pl-order-empty" }, word("none", lang))]));
    for (const b of this.buttons.children) {
      const placed = this.#order.indexOf(Number(b.dataset.seat));
      b.disabled = placed >= 0;
      b.setAttribute("aria-label", placed >= 0 ? `${seatLabel(b.dataset.seat, lang)}: ${placed + 1}`
        : seatLabel(b.dataset.seat, lang));
    }
    this.undoButton.disabled = this.clearButton.disabled = !this.#order.length;
  }
}

export function define(tag = "pl-seat-order") {
  if (!customElements.get(tag)) customElements.define(tag, SeatOrder);
}
