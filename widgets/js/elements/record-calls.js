// The bidding and calls of <pl-record> (record-steps.js), as the engine's `next` asks for them
// when the record stops before its first play (the replay answer, engine/*/record_next.py):
//
// - a turn that lists its choices (`next.bids`, `next.calls`: the list is named as the record's
//   own list it goes in): one button per choice, for the seat whose turn it is;
// - bidding open to every seat (`phase: "bid"`, `seat: null`): a seat button, the cards tapped
//   in its hand, "Show these cards" (one more entry of the record's `bids`); "The bidding is
//   over" moves on to what `next.or` says comes instead (the bury);
// - the bury (`phase: "bury"`): the cards tapped in the seat's hand or the kitty.
// - a card called (a friend or partner card, a banker's call), a counter after the bury, or a
//   declaration open before the play (Fifty-K's open solo, `next.declare`): record-declare.js.
// Any other step before the play is not tapped in: the
// reader keeps the random deal's from there ("Keep the random deal's from here": the record's
// seed dealt again, each setup field the record lacks taken from it), judged as every step.
//
// "Enter the bidding yourself" cuts a record with no play yet back to where its bidding starts:
// each setup field in turn (the record's own order) and all after it are left out (a list:
// emptied; left out too where emptied it would end the bidding with no bid, a redeal); a field
// after it that the cut cannot do without (a later deal's banker, carried from the deal before
// and written after the bids) is put back; of the cuts the engine finds legal and waiting for a
// call, one with the fewest steps, the last of those (ownBidding).
import { call } from "../engine-client.js";
import { el } from "../dom.js";
import { pageLang } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";
import { isObj, playCount, word } from "./record-words.js";
import { kittyOf, pickIn, pickable, picked, unpick } from "./record-pick.js";
import { Declare, openDeclaration } from "./record-declare.js";

const CALL_WORDS = SCRIPT_WORDS.record_calls;   // the engine's labels (widgets/build/script_words.py)
// Fields of a record that are not its setup: the deal itself, its words, its play.
const NOT_SETUP = new Set(["game", "options", "players", "hands", "kitty", "seed", "title", "about", "note",
  "plays", "tricks"]);

const choiceWord = (value, lang) => (typeof value === "number" ? word("bid_n", lang, value)
  : CALL_WORDS[value] ? CALL_WORDS[value][lang === "zh" ? 0 : 1] : String(value));

// The list of choices a turn offers, and its name: [name, values] or null.
function choicesOf(next) {
  const found = Object.entries(next).find(([k, v]) => k !== "seats" && Array.isArray(v));
  return found || null;
}

export class Calls {
  #seat = null;        // the seat tapped as showing cards (bidding open to all)
  #closed = false;     // the reader said the bidding is over

  constructor(host) {
    this.host = host;
    this.box = el("div", { class: "pl-record-calls" });
    this.box.hidden = true;
    this.declare = new Declare(this, NOT_SETUP);
  }

  // The reader said the open bidding is over (record-seat.js asks).
  get closed() {
    return this.#closed;
  }

  button(cls, label, action) {
    const b = el("button", { type: "button", class: cls }, label);
    b.addEventListener("click", action);
    return b;
  }

  draw(next) {
    const lang = pageLang();
    unpick(this.host.view);
    const record = this.host.record;
    const items = [];
    const mine = this.host.seat.mine;
    const open = openDeclaration(next, record);
    if (next && record && next.phase !== "play" && next.phase !== "over") {
      const step = next.phase === "bid" && next.seat === null && this.#closed && isObj(next.or) ? next.or : next;
      if (mine === null || step.seat === mine || step.seat === null) items.push(...this.#turn(step, lang));
      if (open) items.push(...this.declare.declareTurn(open, lang));
      if (!items.some((b) => b.classList?.contains("pl-record-keep")) && mine === null) items.push(this.#keep(lang));
    } else {
      this.#closed = false;
      this.#seat = null;
      if (open) items.push(...this.declare.declareTurn(open, lang));   // the first play waits for it
    }
    if (record && next?.phase === "play" && !playCount(record) && this.host.seat.mine === null) {
      items.push(this.button("pl-record-own-bidding", word("own_bidding", lang), () => this.ownBidding()));
    }
    this.box.replaceChildren(...items);
    this.box.hidden = !items.length;
  }

  // The controls of one turn before the play.
  #turn(next, lang) {
    const view = this.host.view;
    const listed = choicesOf(next);
    if (listed && Number.isInteger(next.seat)) {
      const [name, values] = listed;
      return [el("p", { class: "pl-record-prompt" }, word("choose", lang, next.seat + 1)),
        ...values.map((value) => {
          const b = this.button("pl-record-choice", choiceWord(value, lang), () => this.#add(name, value));
          b.dataset.value = JSON.stringify(value);
          return b;
        })];
    }
    if (next.phase === "bid" && next.seat === null) {
      const mine = this.host.seat.mine;
      const seats = mine !== null ? [mine] : Object.keys(this.host.record.hands).map(Number).sort((a, b) => a - b);
      if (this.#seat !== null) pickIn(this.host, this.#seat);
      return [el("p", { class: "pl-record-prompt" }, word("bid_seat", lang)),
        ...seats.map((seat) => {
          const b = this.button("pl-record-bidder", word("seat", lang, seat + 1), () => { this.#seat = seat; this.draw(next); });
          b.setAttribute("aria-pressed", String(this.#seat === seat));
          return b;
        }),
        this.button("pl-record-show", word("show", lang), () => this.#show()),
        this.button("pl-record-close", word("closed", lang), () => {
          this.#closed = true;
          this.#seat = null;
          this.host.steps.draw();
          this.host.seat.draw();
        })];
    }
    if (next.phase === "bury" && Number.isInteger(next.seat)) {
      pickIn(this.host, next.seat);
      pickable(kittyOf(view));
      return [el("p", { class: "pl-record-prompt" }, word("bury", lang, next.seat + 1)),
        this.button("pl-record-bury", word("bury_button", lang), () => this.#bury())];
    }
    const declared = this.declare.turn(next, lang);
    if (declared) return declared;
    return [el("p", { class: "pl-record-prompt" }, word("not_tapped", lang, (next.seat ?? 0) + 1)), this.#keep(lang)];
  }

  #keep(lang) {
    return this.button("pl-record-keep", word("keep_rest", lang), () => this.keepRest());
  }

  #add(name, value) {
    const record = this.host.record;
    return this.host.judge({ ...record, [name]: [...(record[name] || []), value] });
  }

  #show() {
    const cards = picked(this.host);
    if (this.#seat === null || !cards) { this.host.say("none", undefined, "error"); return false; }
    return this.#add("bids", { seat: this.#seat, cards });
  }

  async #bury() {
    const cards = picked(this.host);
    if (!cards) { this.host.say("none", undefined, "error"); return false; }
    const ok = await this.host.judge({ ...this.host.record, bury: cards });
    if (ok) this.#closed = false;
    return ok;
  }

  // The random deal this record was dealt from (its seed), up to its first play.
  async #dealt() {
    const record = this.host.record;
    const request = { op: "simulate", game: this.host.game, seed: record.seed, players: Object.keys(record.hands).length };
    if (isObj(record.options) && Object.keys(record.options).length) request.options = record.options;
    const answer = await call(request);
    return answer.ok && isObj(answer.deal) ? answer.deal : null;
  }

  // Judging from the tap on (the engine is asked before the record is judged): `data-state`
  // is "judging" until the judging ends; the function answered sets it back where nothing is.
  #busy() {
    const before = this.host.getAttribute("data-state");
    this.host.say("judging");
    this.host.setAttribute("data-state", "judging");
    return () => this.host.setAttribute("data-state", before);
  }

  async keepRest() {
    const record = this.host.record;
    const idle = this.#busy();
    const dealt = Number.isSafeInteger(record.seed) ? await this.#dealt().catch(() => null) : null;
    if (!dealt) { idle(); this.host.say("refused", undefined, "error"); return false; }
    const out = { ...record };
    for (const [key, value] of Object.entries(dealt)) {
      if (!NOT_SETUP.has(key) && !(key in out)) out[key] = value;
    }
    out[Array.isArray(dealt.tricks) ? "tricks" : "plays"] = [];
    return this.host.judge(out);
  }

  // The record cut at its `i`-th setup field: that field and all after it left out (a list
  // emptied), with no play.
  #cut(setup, i) {
    const record = this.host.record;
    const cut = { ...record };
    setup.slice(i).forEach((key, j) => {
      if (j === 0 && Array.isArray(record[key])) cut[key] = [];
      else delete cut[key];
    });
    delete cut.plays;
    delete cut.tricks;
    return cut;
  }

  // Of the cuts the engine takes as waiting for a call, one with the fewest steps (where the
  // bidding starts), and of those the last (a field left out that the bidding does not need,
  // such as a default, is kept).
  async ownBidding() {
    const setup = Object.keys(this.host.record).filter((key) => !NOT_SETUP.has(key));
    const idle = this.#busy();
    let chosen = null, fewest = Infinity;
    try {
      for (let i = 0; i < setup.length; i++) {
        const found = await this.#waitingCut(setup, i);
        if (found && found.steps <= fewest) [chosen, fewest] = [found.cut, found.steps];
      }
    } catch { chosen = null; }
    if (chosen) return this.host.judge(chosen);
    idle();
    this.host.say("refused", undefined, "error");
    return false;
  }

  // A cut the engine refuses, with the first field after the cut put back (not a list) that makes
  // it legal: a field the record cannot do without, carried from the deal before (a later deal's
  // banker, written after its bids); else the cut as it was. [cut, answer].
  async #putBack(cut, answer, later, replay, legal) {
    for (const key of later) {
      const value = this.host.record[key];
      if (Array.isArray(value)) continue;
      const kept = { ...cut, [key]: value };
      const got = await replay(kept);
      if (legal(got)) return [kept, got];
    }
    return [cut, answer];
  }

  // The cut at the `i`-th setup field and the number of its steps, if the engine takes it as
  // waiting for a call; else null. A list emptied that closes the bidding with none (`next`
  // "over", a redeal, or absent) is left out instead: the bidding stays open. Any other field
  // is left out only where the record with it put back is legal too: else leaving it out
  // made another deal (a later deal without its `first_deal: false` is a first deal).
  async #waitingCut(setup, i) {
    const key = setup[i], value = this.host.record[key];
    const replay = (deal) => call({ op: "replay", game: this.host.game, deal });
    const legal = (answer) => answer.ok && answer.valid;
    const phase = (answer) => (isObj(answer.next) ? answer.next.phase : "over");
    let cut = this.#cut(setup, i);
    let answer = await replay(cut);
    if (!legal(answer)) [cut, answer] = await this.#putBack(cut, answer, setup.slice(i + 1), replay, legal);
    if (Array.isArray(value) && legal(answer) && phase(answer) === "over") {
      cut = { ...cut };
      delete cut[key];
      answer = await replay(cut);
    } else if (!Array.isArray(value) && legal(answer) && !legal(await replay({ ...cut, [key]: value }))) {
      return null;
    }
    if (!legal(answer) || phase(answer) === "play" || phase(answer) === "over") return null;
    return { cut, steps: Array.isArray(answer.steps) ? answer.steps.length : 0 };
  }
}
