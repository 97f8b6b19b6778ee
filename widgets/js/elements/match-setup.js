// The start of a match on <pl-match> (match.js): the table's size (where the game has more than
// one), a name for each seat (typed by the reader, short), the house rules (the switches the
// build writes from the engine's `rules` op for `match`) and the start (the starting levels or
// the stake: fields as match-fields.js reads them, written by widgets/build/match_form.py).
// "Start keeping score" sends the match with no deal yet; once it is taken, this part folds
// away (a new match: "Start over" in match-file.js).
import { el } from "../dom.js";
import { pageLang } from "../i18n.js";
import { readSwitches, setSwitches } from "./house-rules.js";
import { drawSeats, fillField, readField, wireField } from "./match-fields.js";
import { isObj, tapButton, word } from "./match-words.js";

const MOST_NAME = 12;   // characters of a seat's name (the sheet is read at 390 px)

export class Setup {
  constructor(host) {
    this.host = host;
    this.part = host.part("setup");
    this.players = this.part.querySelector("select.pl-match-players");
    this.nameInputs = [...this.part.querySelectorAll("input.pl-match-name")];
    this.fields = [...this.part.querySelectorAll(".pl-match-field")];
    for (const field of this.fields) wireField(field, () => {});
    this.players?.addEventListener("change", () => this.drawSeats());
    for (const input of this.nameInputs) input.addEventListener("input", () => this.drawSeats());
    this.begin = tapButton(el, "pl-match-begin", word("begin", pageLang()), () => this.start());
    this.part.append(el("p", { class: "pl-match-buttons" }, this.begin));
    this.drawSeats();
  }

  get sizes() {
    const sizes = (this.host.dataset.players || "").split(/\s+/).map(Number).filter(Number.isInteger);
    return sizes.length ? sizes : [4];
  }

  get size() {
    const n = Number(this.players?.value);
    return this.sizes.includes(n) ? n : this.sizes[0];
  }

  // The names typed, one per seat ("" where none); the file's names (none typed: left out).
  get typed() {
    return this.nameInputs.slice(0, this.size).map((input) => input.value.trim().slice(0, MOST_NAME));
  }

  names() {
    const typed = this.typed;
    if (!typed.some(Boolean)) return undefined;
    return typed.map((name, seat) => name || this.nameInputs[seat].placeholder);
  }

  // The match this part describes, with no deal: what "Start keeping score" sends.
  read() {
    const file = { game: this.host.game };
    const options = readSwitches(this.part);
    if (Object.keys(options).length) file.options = options;
    if (this.sizes.length > 1) file.players = this.size;
    const names = this.names();
    if (names) file.names = names;
    const start = {};
    for (const field of this.fields) {
      const value = readField(field);
      if (value !== undefined) start[field.dataset.field] = value;
    }
    file.start = start;
    file.deals = [];
    return file;
  }

  async start() {
    if (this.host.readonly) return;
    const ok = await this.host.judge(this.read(), { refusedKey: "start_refused" });
    if (ok) this.host.say("started", undefined, "info");
  }

  // Follow a match file opened (the device's, a link's, a file's).
  fill(file) {
    if (this.players && this.sizes.includes(file.players)) this.players.value = String(file.players);
    const names = Array.isArray(file.names) ? file.names : [];
    this.nameInputs.forEach((input, seat) => { input.value = typeof names[seat] === "string" ? names[seat] : ""; });
    setSwitches(this.part, isObj(file.options) ? file.options : {});
    const start = isObj(file.start) ? file.start : {};
    for (const field of this.fields) fillField(field, start[field.dataset.field]);
    this.drawSeats();
  }

  // The seats of the table's size, each named as typed (or as the file names it).
  drawSeats() {
    const names = this.host.file?.names || this.typed;
    for (const label of this.part.querySelectorAll(".pl-match-name-row[data-seat]")) {
      label.hidden = Number(label.dataset.seat) >= this.size;
    }
    for (const field of this.fields) drawSeats(field, this.size, names);
    this.host.entry?.drawSeats();
  }

  draw() {
    this.part.hidden = Boolean(this.host.file) || this.host.readonly;
  }
}
