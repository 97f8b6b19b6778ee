// The steps before the play that name a card or a seat rather than pick from a list, as the
// engine's `next` asks for them (record-calls.js draws them; engine/*/replay.py raise them):
//
// - a card called (`phase: "call"` with no list of choices; or `phase: "partner"`): one card
//   picked in a deck under the step buttons, then "Call this card"; where the record writes the
//   call as a card and which copy of it (`{card, nth}`: the shape the engine's own `simulate`
//   writes for this game), one button per copy instead; `next.blind` offers naming it blind;
// - the counters after the bury (`phase: "counter"`, `seats` who may still counter): a seat
//   button, the cards it shows tapped in its hand, then its new bury (hand or kitty); or "No
//   more counters", which starts the play (`next.or`).
// - a declaration a seat may make before the play (`next.declare`: `{field, seats}`, Fifty-K's open
//   solo), while the record has not said it (the field absent): one button per seat, and
//   "Nobody" (the field null); drawn beside the banker's call and, after it, instead of the first
//   play.
// A step taken here carries over the setup fields the record lacks from the random deal it was
// dealt from (its `seed`), such as a stake: they are agreements, not steps to tap (a declaration
// still open is not one: the reader says it).
import { call } from "../engine-client.js";
import { el } from "../dom.js";
import { GAMES } from "../specs.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";
import { isObj, word } from "./record-words.js";
import { kittyOf, pickIn, pickable, picked } from "./record-pick.js";

// The field a card step goes in, by phase.
const CARD_FIELD = { call: "call", partner: "partner_card" };
const dealtCache = new Map();    // a simulate request -> the promise of its record (or null)
const DECLARE_WORDS = SCRIPT_WORDS.record_declare;   // what each field declares (the engine's labels)

// The declaration `next` offers that `record` has not said yet (`{field, seats}`), or null.
export function openDeclaration(next, record) {
  const offer = isObj(next) ? next.declare : null;
  if (!isObj(offer) || typeof offer.field !== "string" || !Array.isArray(offer.seats) || !isObj(record)) return null;
  return Object.hasOwn(record, offer.field) ? null : offer;
}

// The `simulate` request of the random deal `record` was dealt from (or, with no seed, of any
// deal of its table: the shape of its fields is the same).
function dealtRequest(host) {
  const record = host.record;
  const request = { op: "simulate", game: host.game, seed: Number.isSafeInteger(record.seed) ? record.seed : 1,
    players: Object.keys(record.hands).length };
  if (isObj(record.options) && Object.keys(record.options).length) request.options = record.options;
  return JSON.stringify(request);
}

// That deal (null: the engine gave none); asked once, and asked as soon as a step here is drawn,
// so that a tap finds it at hand.
function dealtOf(host) {
  const key = dealtRequest(host);
  if (!dealtCache.has(key)) {
    dealtCache.set(key, call(JSON.parse(key)).then((answer) => (answer.ok && isObj(answer.deal) ? answer.deal : null),
      () => { dealtCache.delete(key); return null; }));
  }
  return dealtCache.get(key);
}

// `candidate` with the setup fields it lacks taken from the random deal `dealt`, but for `open`
// (a declaration still to be said).
function withAgreements(candidate, dealt, notSetup, open = null) {
  if (!Number.isSafeInteger(candidate.seed)) return candidate;
  const out = { ...candidate };
  for (const [key, value] of Object.entries(dealt || {})) {
    if (!notSetup.has(key) && !(key in out) && key !== open?.field) out[key] = value;
  }
  return out;
}

// No card or chip picked any more.
function unpick(host) {
  host.view.querySelectorAll(".pl-record-pick[aria-pressed=true]").forEach((c) => c.setAttribute("aria-pressed", "false"));
  host.deckPick.replaceChildren();
  delete host.deckPick.dataset.seat;
  host.deckPick.hidden = true;
}

// A one-deck picker under the step buttons, to pick the card called.
function deckToCall(host) {
  if (host.deckPick.dataset.seat === "call") return;
  const input = el("input", { type: "text", class: "pl-record-cards", autocomplete: "off", spellcheck: "false" });
  const picker = el("pl-card-picker", { game: host.game, decks: "1" });
  if ((GAMES[host.game] || { jokers: true }).jokers) picker.setAttribute("jokers", "");
  picker.append(input);
  host.deckPick.replaceChildren(picker);
  host.deckPick.dataset.seat = "call";
  host.deckPick.hidden = false;
  picker.open?.(true);
}

export class Declare {
  #counter = null;     // {seat, shown}: the seat countering and the cards it showed
  #copies = null;      // whether the call is a card and which copy (`{card, nth}`)

  // calls: the record-calls.js Calls (its button maker, its redraw); notSetup: the record's
  // fields that are not its setup.
  constructor(calls, notSetup) {
    this.calls = calls;
    this.host = calls.host;
    this.notSetup = notSetup;
  }

  // The controls of `next` when this part takes it; else null.
  turn(next, lang) {
    if (["counter", ...Object.keys(CARD_FIELD)].includes(next.phase)) dealtOf(this.host);
    if (next.phase === "counter" && Array.isArray(next.seats)) return this.#counterTurn(next, lang);
    if (next.phase !== "counter") this.#counter = null;
    if (CARD_FIELD[next.phase] && Number.isInteger(next.seat)) return this.#cardTurn(next, lang);
    return null;
  }

  // Accepted, the table and the deck are drawn afresh (record.js).
  async #judge(candidate) {
    const open = openDeclaration(this.host.answer?.next, this.host.record);
    return this.host.judge(withAgreements(candidate, await dealtOf(this.host), this.notSetup, open));
  }

  // The controls of a declaration still open (`openDeclaration`): a seat button each (the
  // reader's own seat only, when seated), then "Nobody".
  declareTurn(open, lang) {
    const what = DECLARE_WORDS[open.field]?.[lang === "zh" ? 0 : 1] ?? open.field;
    const mine = this.host.seat.mine;
    const seats = open.seats.filter((seat) => Number.isInteger(seat) && (mine === null || seat === mine));
    const take = (value) => this.host.judge({ ...this.host.record, [open.field]: value });
    return [el("p", { class: "pl-record-prompt" }, word("declare_seat", lang, { what })),
      ...seats.map((seat) => {
        const b = this.calls.button("pl-record-declare", word("seat", lang, seat + 1), () => take(seat));
        b.dataset.seat = String(seat);
        return b;
      }),
      this.calls.button("pl-record-declare-none", word("declare_none", lang), () => take(null))];
  }

  // The one card picked, or null (the reader is told).
  #oneCard() {
    const cards = picked(this.host).split(" ").filter(Boolean);
    if (cards.length === 1) return cards[0];
    this.host.say("call_one", undefined, "error");
    return null;
  }

  #cardTurn(next, lang) {
    const field = CARD_FIELD[next.phase];
    deckToCall(this.host);
    if (field === "call" && this.#copies === null) {
      dealtOf(this.host).then((dealt) => {
        if (this.#copies !== null) return;
        this.#copies = isObj(dealt?.call);
        this.calls.draw(this.host.answer?.next);     // the turn on show now, which may have moved on
      });
      return [el("p", { class: "pl-record-prompt pl-record-wait" }, word("judging", lang))];
    }
    const items = [el("p", { class: "pl-record-prompt" }, word(field === "call" ? "call_card" : "partner_card", lang, next.seat + 1))];
    const take = (value) => this.#judge({ ...this.host.record, [field]: value });
    if (field === "call" && this.#copies) {
      const decks = (GAMES[this.host.game] || { decks: 1 }).decks;
      for (let nth = 1; nth <= decks; nth++) {
        const b = this.calls.button("pl-record-callcopy", word("call_copy", lang, nth), () => {
          const card = this.#oneCard();
          return card && take({ card, nth });
        });
        b.dataset.nth = String(nth);
        items.push(b);
      }
    } else {
      items.push(this.calls.button("pl-record-callcard", word("call_button", lang), () => {
        const card = this.#oneCard();
        return card && take(card);
      }));
    }
    if (next.phase === "partner" && next.blind === true) {
      items.push(this.calls.button("pl-record-blind", word("partner_blind", lang),
        () => this.#judge({ ...this.host.record, blind_partner: true })));
    }
    return items;
  }

  #counterTurn(next, lang) {
    const host = this.host;
    const counter = this.#counter;
    if (counter?.shown) {
      pickIn(host, counter.seat);
      pickable(kittyOf(host.view));
      return [el("p", { class: "pl-record-prompt" }, word("bury", lang, counter.seat + 1)),
        this.calls.button("pl-record-counter-bury", word("bury_button", lang), () => this.#counterBury())];
    }
    if (counter) pickIn(host, counter.seat);
    const items = [el("p", { class: "pl-record-prompt" }, word("counter_seat", lang)),
      ...next.seats.map((seat) => {
        const b = this.calls.button("pl-record-counter", word("seat", lang, seat + 1), () => {
          this.#counter = { seat, shown: null };
          this.calls.draw(next);
        });
        b.dataset.seat = String(seat);
        b.setAttribute("aria-pressed", String(counter?.seat === seat));
        return b;
      })];
    if (counter) {
      items.push(this.calls.button("pl-record-counter-show", word("show", lang), () => this.#counterShow(next)));
    }
    items.push(this.calls.button("pl-record-counter-none", word("counter_none", lang), () => this.#noCounter(next)));
    return items;
  }

  #counterShow(next) {
    const cards = picked(this.host);
    if (!cards) { this.host.say("none", undefined, "error"); return; }
    this.#counter = { ...this.#counter, shown: cards };
    unpick(this.host);
    this.calls.draw(next);
  }

  async #counterBury() {
    const { seat, shown } = this.#counter;
    const bury = picked(this.host);
    if (!bury) { this.host.say("none", undefined, "error"); return false; }
    const record = this.host.record;
    const counter = this.#counter;
    this.#counter = null;              // taken: the next turn is drawn without it
    const ok = await this.#judge({ ...record, counters: [...(record.counters || []), { seat, cards: shown, bury }] });
    if (!ok) {                         // refused: the same counter, its bury to tap again
      this.#counter = counter;
      this.calls.draw(this.host.answer?.next);
    }
    return ok;
  }

  // No more counters: the play starts (its list named as record-steps.js names it).
  #noCounter(next) {
    const record = this.host.record;
    const key = Array.isArray(record.plays) || !Number.isInteger(next.or?.trick) ? "plays" : "tricks";
    this.#counter = null;
    return this.#judge({ ...record, counters: record.counters || [], [key]: [] });
  }
}
