// The steps of <pl-record> (record.js): whose turn it is, the play by tapping the cards of
// that seat's hand, a pass, and taking back the last step.
//
// The table on show is the renderer's last frame of the record (record.js draws it): each
// hand is a `.pl-hand[data-seat]` whose `data-cards` lists its cards in the order drawn. The
// hand of the seat to play becomes tappable (as in hide and guess, replay-guess.js); "Play
// these cards" adds the step to the record and asks the engine to judge the whole record
// (record.js judge): legal, it is taken; not, it is refused with its reason and rule, and the
// record stays as it was (the cards stay picked, to change them).
//
// Cards that can be read more than one way (a wild joker: the engine's `classify` lists
// `readings`) are not taken at once: the reader says which reading the player meant (the
// step's `as`), or leaves it to the rules' default (no `as`; the game's ruling on undeclared
// wild plays decides, and the verdict cites it).
//
// Whose turn: the replay answer's `next` (the engine: `{phase, seat, …}`) when it gives one;
// else the reader taps the seat. The calls before the play are record-calls.js's.
import { call } from "../engine-client.js";
import { el } from "../dom.js";
import { pageLang } from "../i18n.js";
import { isObj, playCount, word } from "./record-words.js";
import { Calls } from "./record-calls.js";
import { openDeclaration } from "./record-declare.js";
import { clearDeck, pickIn, picked } from "./record-pick.js";

// The record with one more step: climbing games list every step ("plays"), tractor games
// group them in tricks of one step per seat ("tricks"; a record not yet played says which by
// the engine's `next`, whose play names its trick).
export function withStep(record, step, next = null) {
  if (Array.isArray(record.tricks) || (!Array.isArray(record.plays) && Number.isInteger(next?.trick))) {
    const seats = Object.keys(record.hands || {}).length;
    const tricks = (record.tricks || []).map((trick) => [...trick]);
    const last = tricks.at(-1);
    if (!last || last.length >= seats) tricks.push([step]);
    else last.push(step);
    return { ...record, tricks };
  }
  return { ...record, plays: [...(record.plays || []), step] };
}

// The record without its last step (a trick left empty goes too).
export function withoutLast(record) {
  if (Array.isArray(record.tricks)) {
    const tricks = record.tricks.map((trick) => [...trick]);
    tricks.at(-1)?.pop();
    if (tricks.length && !tricks.at(-1).length) tricks.pop();
    return { ...record, tricks };
  }
  return { ...record, plays: (record.plays || []).slice(0, -1) };
}

export class Steps {
  #chosen = null;     // the seat the reader tapped as the one to play (no `next` from the engine)

  constructor(host) {
    this.host = host;
    const lang = pageLang();
    this.part = host.part("steps");
    this.prompt = el("p", { class: "pl-record-prompt" });
    this.seats = el("div", { class: "pl-record-turn-seats", role: "group" });
    this.playButton = el("button", { type: "button", class: "pl-record-play" }, word("play", lang));
    this.passButton = el("button", { type: "button", class: "pl-record-pass" }, word("pass", lang));
    this.undoButton = el("button", { type: "button", class: "pl-record-undo" }, word("undo", lang));
    this.buttons = el("p", { class: "pl-record-buttons" }, this.playButton, this.passButton, this.undoButton);
    this.playButton.addEventListener("click", () => this.playPicked());
    this.passButton.addEventListener("click", () => this.pass());
    this.undoButton.addEventListener("click", () => this.undo());
    this.readings = el("div", { class: "pl-record-readings", role: "group" });
    this.readings.hidden = true;
    this.calls = new Calls(host);
    this.part.querySelector(".pl-record-head").after(this.prompt, this.seats, this.calls.box, this.buttons,
      this.readings);
  }

  // The engine's word on what comes next, if it gave one.
  get next() {
    const next = this.host.answer?.next;
    return isObj(next) ? next : null;
  }

  // The seat to play now, or null (not known: the reader taps one; or not a play).
  get turn() {
    const next = this.next;
    if (next) return next.phase === "play" && Number.isInteger(next.seat) ? next.seat : null;
    return this.#chosen;
  }

  draw() {
    const lang = pageLang();
    const record = this.host.record;
    this.part.hidden = !record;
    if (!record) return;
    const next = this.next;
    clearDeck(this.host);
    this.readings.hidden = true;
    this.readings.replaceChildren();
    const over = this.host.answer?.complete || next?.phase === "over";
    const mine = this.host.seat.mine;
    const playing = !over && (!next || next.phase === "play") && (mine === null || this.turn === mine)
      && !openDeclaration(next, record);      // a declaration still open comes first (record-declare.js)
    this.calls.draw(next);
    this.seats.replaceChildren(...(playing && !next ? this.#seatButtons(lang) : []));
    const turn = this.turn;
    this.playButton.hidden = !playing || turn === null;
    // a pass: where the engine allows it (`next.pass`), or in a game that lists passes when it said nothing
    const passes = next ? next.pass === true : Array.isArray(record.plays);
    this.passButton.hidden = !playing || turn === null || !passes;
    this.undoButton.hidden = playCount(record) === 0 || this.host.seat.mine !== null;
    this.buttons.hidden = this.playButton.hidden && this.passButton.hidden && this.undoButton.hidden;
    if (over) this.prompt.textContent = word("done", lang);
    else if (!playing) this.prompt.textContent = "";
    else if (turn === null) this.prompt.textContent = word("whose", lang);
    else this.prompt.textContent = word(this.passButton.hidden ? "turn" : "turn_pass", lang, turn + 1);
    if (playing && turn !== null) pickIn(this.host, turn);
  }

  #seatButtons(lang) {
    const seats = Object.keys(this.host.record.hands || {}).map(Number).sort((a, b) => a - b);
    return seats.map((seat) => {
      const b = el("button", { type: "button", class: "pl-record-turn", "data-seat": String(seat),
        "aria-pressed": String(this.#chosen === seat) }, word("seat", lang, seat + 1));
      b.addEventListener("click", () => { this.#chosen = seat; this.draw(); });
      return b;
    });
  }

  // The cards picked in the hand to play, as notation ("S3 S3").
  get picked() {
    return picked(this.host);
  }

  async playPicked() {
    const cards = this.picked;
    if (!cards) { this.host.say("none", undefined, "error"); return false; }
    const step = { seat: this.turn, cards };
    // a trick game's step has no reading to declare: no question to the engine for it
    if (this.host.playsKey !== "plays") return this.add(step);
    this.host.setAttribute("data-state", "judging");
    const readings = await this.#readingsOf(cards);
    if (readings.length > 1) {
      this.#askReading(step, readings);
      this.host.setAttribute("data-state", "reading");      // waiting for the reader's word
      return false;
    }
    return this.add(step);
  }

  // The readings the engine finds for `cards` under the table's house rules (none listed: one).
  async #readingsOf(cards) {
    const request = { op: "classify", game: this.host.game, cards };
    const options = this.host.record?.options;
    if (isObj(options) && Object.keys(options).length) request.options = options;
    try {
      const answer = await call(request, this.host);
      return answer?.ok && Array.isArray(answer.readings) ? answer.readings : [];
    } catch {
      return [];      // the judge that follows says what went wrong
    }
  }

  // One button per reading, and one for the rules' default; a tap records the step.
  #askReading(step, readings) {
    const lang = pageLang();
    const choose = (as) => () => this.add(as ? { ...step, as } : step);
    const buttons = readings.map((r) => {
      const b = el("button", { type: "button", class: "pl-record-reading", "data-kind": r.kind,
        "data-rank": String(r.rank), "data-length": String(r.length) }, r.text?.[lang] || r.kind);
      b.addEventListener("click", choose({ kind: r.kind, rank: r.rank, length: r.length }));
      return b;
    });
    const plain = el("button", { type: "button", class: "pl-record-reading-default" }, word("reading_default", lang));
    plain.addEventListener("click", choose(null));
    this.readings.replaceChildren(el("p", {}, word("reading_ask", lang)), ...buttons, plain);
    this.readings.hidden = false;
    buttons[0].focus({ preventScroll: true });
  }

  pass() {
    return this.add({ seat: this.turn, pass: true });
  }

  // One more step, judged; taken, the seat chosen by hand moves on to be chosen again.
  async add(step) {
    if (step.seat === null || step.seat === undefined) return false;
    const ok = await this.host.judge(withStep(this.host.record, step, this.next));
    if (ok && !this.next) { this.#chosen = null; this.draw(); }
    return ok;
  }

  undo() {
    if (!playCount(this.host.record)) return false;
    return this.host.judge(withoutLast(this.host.record));
  }
}
