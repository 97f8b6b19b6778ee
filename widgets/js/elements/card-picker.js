// <pl-card-picker game="zhaopengyou" decks="3" jokers>: a deck laid out by suit for the
// cards input inside it. Tapping a card adds it to the input (never more copies than the
// decks hold: a card at its limit is marked disabled); each chosen card is a chip with a
// remove button, the chips one row per suit. The field shows chips only: its text (the
// notation) is one tap away ("Type cards", data-text on the element), and opens by itself
// when the keyboard reaches it or when it holds words the chips cannot show. It announces
// changes with an "input" event on its input (what the widgets listen to) and a
// "pl-cards-change" event (detail: {cards}).
import { cardsNode, cardWord, el } from "../dom.js";
import { pageLang, statusText } from "../i18n.js";
import { NOTATION } from "../words.js";

const SUITS = [["S", "♠"], ["H", "♥"], ["C", "♣"], ["D", "♦"]];
const RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"];
// The notation's words for a suit and a joker are the engine's (engine/cards.py, through
// widgets/build/script_words.py); the symbols and letters are read here.
const SUIT_WORDS = { "♠": "S", "♥": "H", "♣": "C", "♦": "D", ...NOTATION.suits };
const JOKERS = { RJ: "RJ", BJ: "BJ", ...NOTATION.jokers };

// Notation → canonical tokens (what the engine reads; see the notation page). Tokens it
// cannot read are returned apart: the engine will name them in its message.
export function parseCards(text) {
  const cards = [];
  const unread = [];
  for (const raw of String(text).split(/[\s,，、]+/).filter(Boolean)) {
    let token = raw.toUpperCase();
    let times = 1;
    const rep = token.match(/^(.+?)[X×](\d{1,2})$/);
    if (rep) [token, times] = [rep[1], Number(rep[2])];
    let card = JOKERS[token] || null;
    if (!card) {
      let suit = null;
      let rest = token;
      for (const [w, s] of Object.entries(SUIT_WORDS)) if (token.startsWith(w)) [suit, rest] = [s, token.slice(w.length)];
      if (!suit && "SHCD".includes(token[0])) [suit, rest] = [token[0], token.slice(1)];
      if (rest === "T") rest = "10";
      if (suit && RANKS.includes(rest)) card = suit + rest;
    }
    if (card && times >= 1) for (let k = 0; k < times; k++) cards.push(card);
    else unread.push(raw);
  }
  return { cards, unread };
}

export class CardPicker extends HTMLElement {
  static observedAttributes = ["decks", "jokers"];
  #order = [];

  get decks() {
    const n = Number.parseInt(this.getAttribute("decks"), 10);
    return Number.isInteger(n) && n >= 1 && n <= 8 ? n : 1; // a bad value falls back to one deck
  }
  set decks(value) { this.setAttribute("decks", String(value)); }
  get jokers() { return this.hasAttribute("jokers"); }
  set jokers(value) { this.toggleAttribute("jokers", Boolean(value)); }
  get game() { return this.getAttribute("game") || ""; }
  set game(value) { this.setAttribute("game", value); }

  connectedCallback() {
    if (this.input) return;
    this.input = this.querySelector("input");
    if (!this.input) return;
    const lang = pageLang();
    this.toggle = el("button", { type: "button", class: "pl-pick-toggle", "aria-expanded": "false" },
      statusText("pick", lang));
    this.textToggle = el("button", { type: "button", class: "pl-text-toggle", "aria-pressed": "false" },
      statusText("type", lang));
    this.chosen = el("span", { class: "pl-chosen" });
    this.deck = el("div", { class: "pl-deck", role: "group", "aria-label": statusText("deck", lang) });
    this.deck.hidden = true;
    this.append(el("div", { class: "pl-picker-bar" },
      el("span", { class: "pl-picker-tools" }, this.toggle, this.textToggle), this.chosen), this.deck);
    this.toggle.addEventListener("click", () => this.open(this.deck.hidden));
    this.textToggle.addEventListener("click", () => {
      this.showText(!this.hasAttribute("data-text"));
      if (this.hasAttribute("data-text")) this.input.focus();
    });
    this.input.addEventListener("focus", () => this.showText(true));
    if (parseCards(this.input.value).unread.length) this.showText(true);
    this.input.addEventListener("input", () => this.refresh());
    this.deck.addEventListener("keydown", (e) => this.#key(e));
    this.refresh();
  }

  attributeChangedCallback() {
    if (this.input && this.deck.childElementCount) { this.#build(); this.refresh(); }
  }

  get cards() { return parseCards(this.input.value).cards; }

  // The deck's cards are made when it is first opened (a page holds several pickers, each
  // 54 cards: making them all at load was a tenth of a widget page's work before its load
  // event; maintainers page, decision 57).
  open(yes) {
    if (yes && !this.deck.childElementCount) {
      this.#build();
      this.refresh();
    }
    this.deck.hidden = !yes;
    this.toggle.setAttribute("aria-expanded", String(yes));
    this.toggle.textContent = statusText(yes ? "close" : "pick", pageLang());
    if (yes) this.deck.querySelector("button:not([aria-disabled=true])")?.focus();
  }

  // The text form of the field shown (or back to chips only).
  showText(yes) {
    this.toggleAttribute("data-text", yes);
    this.textToggle.setAttribute("aria-pressed", String(yes));
  }

  // The engine's canonical order for these cards (sorted for the trump context).
  order(canonical) {
    this.#order = parseCards(canonical).cards;
    this.#drawChosen();
  }

  add(card) {
    if (this.#count(card) >= this.decks) return false;
    this.#write([...this.cards, card], parseCards(this.input.value).unread);
    return true;
  }

  remove(card) {
    const cards = this.cards;
    const at = cards.lastIndexOf(card);
    if (at < 0) return;
    cards.splice(at, 1);
    this.#write(cards, parseCards(this.input.value).unread);
  }

  #write(cards, unread) {
    this.input.value = [...cards, ...unread].join(" ");
    this.input.dispatchEvent(new Event("input", { bubbles: true }));
    this.dispatchEvent(new CustomEvent("pl-cards-change", { detail: { cards: this.cards }, bubbles: true }));
  }

  #count(card) { return this.cards.filter((c) => c === card).length; }

  #build() {
    const lang = pageLang();
    const rows = SUITS.map(([s, sym]) => [sym, RANKS.map((r) => s + r)]);
    if (this.jokers) rows.push([statusText("jokers", lang), ["RJ", "BJ"]]);
    this.deck.replaceChildren(...rows.map(([head, cards]) => el("div", { class: "pl-deck-row" },
      el("span", { class: "pl-deck-suit", "aria-hidden": "true" }, head),
      ...cards.map((card) => {
        const b = el("button", { type: "button", class: "pl-deck-card", "data-card": card }, cardsNode(card));
        b.append(el("span", { class: "pl-count" }));
        b.addEventListener("click", () => {
          if (b.getAttribute("aria-disabled") !== "true") this.add(card);
        });
        return b;
      }))));
  }

  refresh() {
    if (!this.deck) return;
    const lang = pageLang();
    const counts = new Map();
    for (const c of this.cards) counts.set(c, (counts.get(c) || 0) + 1);
    for (const b of this.deck.querySelectorAll(".pl-deck-card")) {
      const card = b.dataset.card;
      const n = counts.get(card) || 0;
      b.querySelector(".pl-count").textContent = n ? `${n}/${this.decks}` : "";
      b.setAttribute("aria-disabled", String(n >= this.decks));
      b.setAttribute("aria-label", `${cardWord(card)}, ${statusText("of", lang)} ${n}/${this.decks}`);
    }
    this.#drawChosen();
  }

  #drawChosen() {
    const lang = pageLang();
    // Redrawing must not drop the keyboard user's place: keep focus on the same card.
    const active = this.chosen.contains(document.activeElement) ? document.activeElement.dataset.card : null;
    let cards = this.cards;
    const sorted = [...this.#order].sort().join(" ") === [...cards].sort().join(" ");
    if (sorted) cards = this.#order;
    const chips = cards.map((card) => {
      const b = el("button", { type: "button", class: "pl-chip", "data-card": card,
        "aria-label": `${statusText("remove", lang)} ${cardWord(card)}` }, cardsNode(card), el("span", { "aria-hidden": "true" }, "×"));
      b.addEventListener("click", () => {
        const next = b.nextElementSibling || b.previousElementSibling;
        const focusNext = next ? next.dataset.card : null;
        this.remove(card);
        const again = focusNext && this.chosen.querySelector(`[data-card="${focusNext}"]`);
        (again || this.input).focus();
      });
      return b;
    });
    // one row per suit (the jokers one more), in the order the suits first come
    const rows = new Map();
    for (const chip of chips) {
      const suit = /^[RB]J$/.test(chip.dataset.card) ? "J" : chip.dataset.card[0];
      if (!rows.has(suit)) rows.set(suit, el("span", { class: "pl-chip-row", "data-suit": suit }));
      rows.get(suit).append(chip);
    }
    this.chosen.replaceChildren(...rows.values());
    if (active) (this.chosen.querySelector(`[data-card="${active}"]`) || this.chosen.firstElementChild || this.input).focus();
  }

  // Arrow keys move between the deck's cards (rows are suits); Escape closes the deck.
  #key(event) {
    const buttons = [...this.deck.querySelectorAll(".pl-deck-card")];
    const at = buttons.indexOf(document.activeElement);
    if (event.key === "Escape") {
      event.preventDefault();
      this.open(false);
      this.toggle.focus();
      return;
    }
    if (at < 0) return;
    const row = buttons[at].parentElement;
    const rows = [...this.deck.children];
    const col = [...row.querySelectorAll(".pl-deck-card")].indexOf(buttons[at]);
    let target = null;
    if (event.key === "ArrowRight") target = buttons[Math.min(at + 1, buttons.length - 1)];
    else if (event.key === "ArrowLeft") target = buttons[Math.max(at - 1, 0)];
    else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const r = rows.indexOf(row) + (event.key === "ArrowDown" ? 1 : -1);
      if (r >= 0 && r < rows.length) {
        const cells = rows[r].querySelectorAll(".pl-deck-card");
        target = cells[Math.min(col, cells.length - 1)];
      }
    } else return;
    event.preventDefault();
    target?.focus();
  }
}

export function define(tag = "pl-card-picker") {
  if (!customElements.get(tag)) customElements.define(tag, CardPicker);
}
