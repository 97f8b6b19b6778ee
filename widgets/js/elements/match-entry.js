// A deal's entry on <pl-match> (match.js): after each deal, only what the table knows, by taps
// (the fields the game's `match` op takes for a deal, written by widgets/build/match_form.py,
// read by match-fields.js). "Add this deal" sends the whole match with the deal at its end;
// a deal of the sheet opened to be corrected (its row's button) fills the fields with it,
// and "Save the correction" or "Remove this deal" sends the whole match with that deal changed
// or gone: the engine works every deal after it out again. "Take back the last deal" removes
// the last. Whatever the engine refuses leaves the sheet and the fields as they were.
import { el } from "../dom.js";
import { pageLang } from "../i18n.js";
import { drawSeats, fieldApplies, fillField, readField, wireField } from "./match-fields.js";
import { isObj, tapButton, word } from "./match-words.js";

export class Entry {
  editing = null;   // the index of the deal being corrected, or null for a new deal

  constructor(host) {
    this.host = host;
    const lang = pageLang();
    this.part = host.part("entry");
    this.head = this.part.querySelector(".pl-match-head");
    this.fields = [...this.part.querySelectorAll(".pl-match-field")];
    for (const field of this.fields) wireField(field, () => this.drawApplies());
    const b = (cls, key, action) => tapButton(el, cls, word(key, lang), action);
    this.addButton = b("pl-match-add", "add", () => this.add());
    this.fixButton = b("pl-match-fix", "fix", () => this.fix());
    this.removeButton = b("pl-match-remove", "remove", () => this.remove());
    this.cancelButton = b("pl-match-cancel", "cancel", () => this.cancel());
    this.undoButton = b("pl-match-undo", "undo", () => this.undo());
    this.part.append(el("p", { class: "pl-match-buttons" }, this.addButton, this.fixButton, this.removeButton,
      this.cancelButton, this.undoButton));
    this.drawApplies();
  }

  // The fields that apply as the others stand (e.g. a partner only in a partner deal).
  drawApplies() {
    const values = {};
    for (const field of this.fields) values[field.dataset.field] = readField(field);
    for (const field of this.fields) field.hidden = !fieldApplies(field, values);
  }

  // The deal as entered: every field that applies and has a value.
  read() {
    const entry = {};
    const later = [];
    for (const field of this.fields) {
      if (field.hidden) continue;
      if (field.dataset.kind === "last_trick") { later.push(field); continue; }
      const value = readField(field);
      if (value !== undefined) entry[field.dataset.field] = value;
    }
    const trump = { rank: this.#levelBefore(entry.banker), suit: entry.suit ?? null };
    for (const field of later) {
      const value = readField(field, trump);
      if (value !== undefined) entry[field.dataset.field] = value;
    }
    return entry;
  }

  // The banker's level before the deal being entered (the trump's rank: a last trick's cards
  // are made to be read in their shape under it).
  #levelBefore(banker) {
    const index = this.editing ?? this.host.deals.length;
    const rows = this.host.answer?.deals || [];
    const start = this.host.file?.start?.levels;
    const levels = index > 0 ? rows[index - 1]?.standing?.levels : start;
    if (!Array.isArray(levels) || !Number.isInteger(banker)) return "2";
    return String(levels[banker % levels.length] ?? "2");
  }

  fill(entry) {
    for (const field of this.fields) fillField(field, isObj(entry) ? entry[field.dataset.field] : undefined);
    this.drawApplies();
  }

  // The fields a new deal starts from: what the engine says comes next (the next dealer or
  // banker, where a field names data-next), the rest empty.
  reset() {
    this.fill({});
    const answer = this.host.answer || {};
    for (const field of this.fields) {
      const path = field.dataset.next;   // e.g. "next.seat": the answer's field holding it
      const value = path ? path.split(".").reduce((o, k) => (isObj(o) ? o[k] : undefined), answer) : undefined;
      if (value !== undefined && value !== null) fillField(field, value);
    }
    this.drawApplies();
  }

  withDeals(deals) {
    return { ...this.host.file, deals };
  }

  async add() {
    const deals = [...this.host.deals, this.read()];
    const ok = await this.host.judge(this.withDeals(deals), { refusedKey: "deal_refused" });
    if (ok) {
      this.reset();
      this.host.say("added", { n: deals.length }, "info");
    }
  }

  correct(index) {
    if (!(index >= 0 && index < this.host.deals.length)) return;
    this.editing = index;
    this.fill(this.host.deals[index]);
    this.draw();
    this.part.scrollIntoView({ block: "start" });
    this.host.say("correcting", { n: index + 1 }, "info");
  }

  async fix() {
    const index = this.editing;
    if (index === null) return;
    const deals = this.host.deals.map((deal, i) => (i === index ? this.read() : deal));
    await this.#send(deals, "fix_refused", "fixed", index);
  }

  async remove() {
    const index = this.editing;
    if (index === null) return;
    const deals = this.host.deals.filter((_, i) => i !== index);
    await this.#send(deals, "remove_refused", "removed", index);
  }

  async undo() {
    const deals = this.host.deals.slice(0, -1);
    if (deals.length === this.host.deals.length) return;
    await this.#send(deals, "remove_refused", "removed", deals.length);
  }

  async #send(deals, refusedKey, saidKey, index) {
    const ok = await this.host.judge(this.withDeals(deals), { refusedKey });
    if (!ok) return;
    this.editing = null;
    this.reset();
    this.draw();
    this.host.say(saidKey, { n: index + 1 }, "info");
  }

  cancel() {
    this.editing = null;
    this.reset();
    this.draw();
  }

  drawSeats() {
    const names = this.host.file?.names || this.host.setup?.typed || [];
    const size = this.host.setup?.size || 0;
    for (const field of this.fields) drawSeats(field, size, names);
  }

  draw() {
    const open = Boolean(this.host.file) && !this.host.readonly;
    this.part.hidden = !open;
    if (!open) return;
    const fixing = this.editing !== null;
    const lang = pageLang();
    if (this.head) {
      this.head.textContent = fixing ? word("correct_head", lang, { n: this.editing + 1 })
        : word("deal_head", lang, { n: this.host.deals.length + 1 });
    }
    this.part.dataset.editing = fixing ? String(this.editing) : "";
    this.addButton.hidden = fixing || this.host.answer?.over === true;
    this.fixButton.hidden = !fixing;
    this.removeButton.hidden = !fixing;
    this.cancelButton.hidden = !fixing;
    this.undoButton.hidden = fixing || !this.host.deals.length;
    this.drawSeats();
    if (!fixing) this.reset();
  }
}
