// Play from one seat in <pl-record> (record.js, issue 25 item 2): the reader takes a seat and
// makes its steps (record-steps.js, record-calls.js: judged as every entered step); whenever
// another seat is to act, the engine acts for it (`autoplay`: the other seats' bids, calls, bury
// and plays up to the reader's next turn, chosen by a simple strategy from a seed drawn when the
// reader sits down; maintainers page, decision 34), and the record it answers is judged by
// `replay` like any other, so every step on the table is the referee's. With no deal on the
// page yet, sitting down deals one at random (autoplay from a seed alone).
//
// Bidding open to every seat (trick-taking games): the engine shows its seats' bids once, then
// waits for the reader to show cards or to say the bidding is over. A declaration still open to
// the reader's seat (Fifty-K's open solo, `next.declare`) waits for the reader too.
import { call } from "../engine-client.js";
import { failureNotice, isSuperseded } from "../engine-notice.js";
import { el } from "../dom.js";
import { pageLang } from "../i18n.js";
import { isObj, word } from "./record-words.js";
import { openDeclaration } from "./record-declare.js";

export class SeatPlay {
  mine = null;         // the reader's seat, or null
  seed = 1;            // the engine's strategy's seed for this sitting
  #busy = false;
  #bidOnce = false;    // the engine has shown its bids in the open bidding

  constructor(host) {
    this.host = host;
    const lang = pageLang();
    this.part = host.part("seat");
    this.about = el("p", { class: "pl-record-hint" }, word("seat_about", lang));
    this.seats = el("div", { class: "pl-record-take", role: "group" });
    this.leaveButton = el("button", { type: "button", class: "pl-record-leave" }, word("leave", lang));
    this.leaveButton.addEventListener("click", () => { this.leave(); host.steps.draw(); this.draw(); });
    this.part.append(this.about, this.seats, el("p", { class: "pl-record-buttons" }, this.leaveButton));
  }

  draw() {
    const lang = pageLang();
    const record = this.host.record;
    const seats = record ? Object.keys(record.hands || {}).map(Number).sort((a, b) => a - b)
      : [...Array(this.host.players).keys()];
    this.seats.replaceChildren(...seats.map((seat) => {
      const b = el("button", { type: "button", class: "pl-record-sit", "data-seat": String(seat),
        "aria-pressed": String(this.mine === seat) }, word("take", lang, seat + 1));
      b.addEventListener("click", () => this.take(seat));
      return b;
    }));
    this.leaveButton.hidden = this.mine === null;
    this.host.toggleAttribute("data-seated", this.mine !== null);
    if (this.mine !== null) this.#engineTurn();
  }

  take(seat) {
    const one = new Uint32Array(1);
    crypto.getRandomValues(one);
    this.mine = seat;
    this.seed = 1 + (one[0] % 999_999);
    this.#bidOnce = false;
    this.host.say("seat_taken", seat + 1, "info");
    this.host.steps.draw();
    this.draw();
  }

  leave() {
    this.mine = null;
    this.host.removeAttribute("data-seated");
  }

  // Whether the engine acts now: another seat's turn; the open bidding once (its seats' bids),
  // and again once the reader says it is over; never the reader's turn or after the end.
  #engineActs(next) {
    if (!this.host.record) return true;                        // no deal yet: autoplay deals one
    if (!isObj(next) || next.phase === "over" || this.host.answer?.complete) return false;
    if (next.seat === this.mine) return false;
    if (openDeclaration(next, this.host.record)?.seats.includes(this.mine)) return false;   // the reader says first
    if (next.phase === "bid" && next.seat === null) {
      if (this.host.steps.calls.closed) return !isObj(next.or) || next.or.seat !== this.mine;
      return !this.#bidOnce;
    }
    return true;
  }

  async #engineTurn() {
    if (this.#busy || !this.#engineActs(this.host.answer?.next)) return;
    this.#busy = true;
    try {
      await this.#autoplay();
    } finally {
      this.#busy = false;
    }
  }

  // The request: from the record on the page (the open bidding closed: its bids as they stand),
  // or a random deal from the seed.
  get request() {
    const host = this.host;
    const request = { op: "autoplay", game: host.game, seat: this.mine, seed: this.seed };
    if (!host.record) {
      if (host.sizes.length > 1) request.players = host.players;   // a game of one table size takes none
      if (Object.keys(host.options).length) request.options = host.options;
      return request;
    }
    const deal = { ...host.record };
    if (host.steps.calls.closed && !Array.isArray(deal.bids)) deal.bids = [];
    request.deal = deal;
    return request;
  }

  async #autoplay() {
    const host = this.host;
    const lang = pageLang();
    const open = !host.record || (host.answer?.next?.phase === "bid" && host.answer?.next?.seat === null);
    host.say("engine_playing");
    const before = host.getAttribute("data-state");
    host.setAttribute("data-state", "autoplaying");   // settled again once judged (record.js)
    let answer;
    try {
      answer = await call(this.request);
    } catch (err) {
      host.setAttribute("data-state", isSuperseded(err) ? before : "unavailable");
      if (!isSuperseded(err)) failureNotice(host.status, err, lang, "", () => this.draw());
      return;
    }
    if (!answer.ok || !isObj(answer.deal) || (host.record && answer.added === 0 && !host.steps.calls.closed)) {
      host.setAttribute("data-state", before || "ready");
    }
    if (!answer.ok || !isObj(answer.deal)) {
      host.status.textContent = word("no_autoplay", lang) + " " + (answer.error?.[lang] || "");
      host.status.dataset.notice = "error";
      return;
    }
    if (open) this.#bidOnce = true;
    if (host.record && answer.added === 0 && !host.steps.calls.closed) {   // nothing to add: the reader's move
      host.say("seat_taken", this.mine + 1, "info");
      return;
    }
    this.#busy = false;
    if (await host.judge(answer.deal, { quiet: true })) host.say(this.#said(), this.mine + 1, "info");
  }

  #said() {
    return this.host.answer?.complete ? "done" : "your_turn";
  }
}
