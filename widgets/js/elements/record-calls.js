// The calls before the play in <pl-record> (record-steps.js): shown when the engine's `next`
// says the record stops before its first play (a bid, a bury, a call). Until a reader enters
// them, a deal's calls are the random deal's (record-hands.js).
import { el } from "../dom.js";

export class Calls {
  constructor(host) {
    this.host = host;
    this.box = el("div", { class: "pl-record-calls" });
    this.box.hidden = true;
  }

  draw(next) {
    this.box.hidden = true;
    this.box.replaceChildren();
    return next;
  }
}
