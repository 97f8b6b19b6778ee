// The hands of <pl-record> (record.js): deal at random, then edit a seat's hand (or the
// kitty) by tapping cards.
//
// "Deal at random" asks the engine for `simulate` with a fresh seed (as random-deal.js does)
// under the table's players and house rules, and keeps its record up to the first play: the
// hands, the kitty and the bidding of a legal deal, the play left to the reader. A seat's
// button opens a <pl-card-picker> (card-picker.js) on its hand; "Use these cards" asks the
// engine to judge the record with that hand. Refused, the picker keeps the edit and the
// status says why, so the reader edits on (moving a card from one hand to another passes
// through a record the engine refuses: each hand is judged when the reader says it is ready).
import { call } from "../engine-client.js";
import { failureNotice, isSuperseded } from "../engine-notice.js";
import { el } from "../dom.js";
import { pageLang } from "../i18n.js";
import { GAMES } from "../specs.js";
import { isObj, word } from "./record-words.js";

// A fresh seed: six digits, as random-deal.js draws them.
function freshSeed() {
  const one = new Uint32Array(1);
  crypto.getRandomValues(one);
  return 100000 + (one[0] % 900000);
}

// The record up to its first play (the setup of a legal deal), the play list empty; `seed`
// (a record's field for people: the referee does not read it) says which random deal it was.
export function setupOf(deal, seed) {
  const out = { seed };
  for (const [key, value] of Object.entries(deal)) {
    if (key === "title" || key === "about" || key === "note" || key === "seed") continue;
    out[key] = key === "plays" || key === "tricks" ? [] : value;
  }
  return out;
}

export class Hands {
  #editing = null;     // the seat being edited ("kitty" for the kitty), or null

  constructor(host) {
    this.host = host;
    const lang = pageLang();
    this.part = host.part("hands");
    this.dealButton = el("button", { type: "button", class: "pl-record-deal" }, word("deal", lang));
    this.dealButton.addEventListener("click", () => this.deal(freshSeed()));
    this.seats = el("div", { class: "pl-record-seats", role: "group" });
    this.editor = el("div", { class: "pl-record-editor" });
    this.editor.hidden = true;
    this.part.append(el("p", { class: "pl-record-buttons" }, this.dealButton), this.seats, this.editor);
  }

  async deal(seed) {
    const host = this.host;
    const lang = pageLang();
    host.say("dealing");
    const request = { op: "simulate", game: host.game, seed, players: host.players };
    if (Object.keys(host.options).length) request.options = host.options;
    let answer;
    try {
      answer = await call(request);
    } catch (err) {
      if (isSuperseded(err)) return false;
      failureNotice(host.status, err, lang, "", () => this.deal(seed));
      return false;
    }
    if (!answer.ok || !isObj(answer.deal)) {
      host.status.textContent = word("refused", lang) + (answer.error?.[lang] || "");
      host.status.dataset.notice = "error";
      return false;
    }
    host.seat.leave();
    return host.open(setupOf(answer.deal, seed), "dealt");
  }

  // The seat buttons (and the kitty's), from the record's hands.
  draw() {
    const lang = pageLang();
    const record = this.host.record;
    const seats = record ? Object.keys(record.hands || {}).sort((a, b) => a - b) : [];
    const buttons = seats.map((seat) => this.#button(seat, word("seat", lang, Number(seat) + 1)));
    if (record && typeof record.kitty === "string") buttons.push(this.#button("kitty", word("kitty", lang)));
    this.seats.replaceChildren(...buttons);
    if (this.#editing !== null && !buttons.some((b) => b.dataset.seat === this.#editing)) this.close();
  }

  #button(seat, label) {
    const b = el("button", { type: "button", class: "pl-record-seat", "data-seat": seat,
      "aria-pressed": String(this.#editing === seat) }, label);
    b.addEventListener("click", () => (this.#editing === seat ? this.close() : this.edit(seat)));
    return b;
  }

  // The cards of a seat (or the kitty) as the record holds them.
  cardsOf(seat) {
    const record = this.host.record;
    return seat === "kitty" ? record.kitty : record.hands[seat];
  }

  edit(seat) {
    const lang = pageLang();
    const game = GAMES[this.host.game] || { decks: 1, jokers: true };
    this.#editing = seat;
    const input = el("input", { type: "text", class: "pl-record-cards", autocomplete: "off", spellcheck: "false",
      "aria-label": seat === "kitty" ? word("kitty", lang) : word("seat", lang, Number(seat) + 1) });
    input.value = this.cardsOf(seat) || "";
    const picker = el("pl-card-picker", { game: this.host.game, decks: String(game.decks) });
    if (game.jokers) picker.setAttribute("jokers", "");
    picker.append(input);
    const apply = el("button", { type: "button", class: "pl-record-apply" }, word("apply", lang));
    apply.addEventListener("click", () => this.apply(seat, input.value));
    const buttons = el("p", { class: "pl-record-buttons" }, apply);
    if (seat !== "kitty") {   // where the engine allows it (tractor games), a hand may stay unknown
      const unknown = el("button", { type: "button", class: "pl-record-unknown" }, word("unknown", lang));
      unknown.addEventListener("click", () => this.apply(seat, null));
      buttons.append(unknown);
    }
    this.editor.replaceChildren(el("p", { class: "pl-record-hint" }, word("edit", lang)), picker, buttons);
    this.editor.hidden = false;
    this.editor.dataset.seat = seat;
    picker.open?.(true);
    for (const b of this.seats.children) b.setAttribute("aria-pressed", String(b.dataset.seat === seat));
  }

  close() {
    this.#editing = null;
    this.editor.hidden = true;
    this.editor.replaceChildren();
    for (const b of this.seats.children) b.setAttribute("aria-pressed", "false");
  }

  // The record with this seat's (or the kitty's) cards, judged; taken, the editor closes.
  async apply(seat, text) {
    const record = this.host.record;
    const cards = text === null ? null : String(text).trim().split(/\s+/).filter(Boolean).join(" ");
    const candidate = seat === "kitty" ? { ...record, kitty: cards }
      : { ...record, hands: { ...record.hands, [seat]: cards } };
    const ok = await this.host.judge(candidate, { refusedKey: "hands_refused" });
    if (ok) this.close();
    return ok;
  }
}
