// The play list of <pl-replay> (replay.js): every step of the deal, trick by trick or round
// by round, with its plays and their cards, each with a button that jumps to it. The build
// writes it into the replay's <details> (the whole deal as text without scripts); live, once
// the record on show is not the build's, the worker draws it (widgets/render/replay_list.py,
// asked with the frame: view "list": true) and this puts it in place, opens a <details> of its own where
// the page has none (a random deal), and marks the step on show (aria-current).
import { el } from "../dom.js";
import { pageLang, wordIn } from "../i18n.js";
import { WORDS as SCRIPT_WORDS } from "../words.js";

const WORDS = SCRIPT_WORDS.replay;   // widgets/build/script_words.py

export class PlayList {
  fresh = true;     // the list on the page is not the record's on show: ask the worker for it

  constructor(host) {
    this.host = host;
    this.details = host.querySelector(".pl-replay-all");
    // The build's list is the list of the build's record (replay_fence.py draws it with the
    // same renderer from the same engine's answer): not asked again until the record changes
    // (load, house rules), so the reader's first step costs the worker one frame, not every
    // frame of the deal as well (decision 56). A replayer without one (a random deal's, a
    // record's) asks for it with its first frame.
    if (this.details) {
      this.fresh = false;
      this.#listen();
    }
  }

  #listen() {
    this.details.addEventListener("click", (event) => {
      const button = event.target.closest?.("button.pl-replay-jump[data-frame]");
      if (!button || !this.details.contains(button)) return;
      const k = Number.parseInt(button.dataset.frame, 10);
      if (Number.isInteger(k) && k >= 0) this.host.show(k);
    });
  }

  // A new record (or new house rules): the list is asked again with the next frame.
  reset() {
    this.fresh = true;
  }

  // The worker's list (HTML, the renderer's) for the record on show.
  fill(html) {
    if (typeof html !== "string") return;
    if (!this.details) {
      const lang = pageLang();
      this.details = el("details", { class: "pl-replay-all" }, el("summary", {}, wordIn(WORDS, "list", lang)));
      this.host.append(this.details);
      this.#listen();
    }
    this.details.querySelector(":scope > .pl-replay-list, :scope > ol")?.remove();
    this.details.insertAdjacentHTML("beforeend", html);
    this.details.hidden = false;
    this.fresh = false;
  }

  // The step on show, marked in the list.
  mark(step) {
    if (!this.details) return;
    for (const li of this.details.querySelectorAll("li[aria-current]")) li.removeAttribute("aria-current");
    this.details.querySelector(`li[data-frame="${step}"]`)?.setAttribute("aria-current", "step");
  }
}
