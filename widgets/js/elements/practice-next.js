// The next practice question, asked ahead (issue 24): <pl-practice> (practice.js) picks it
// once a grade is shown and asks the worker for it while the reader reads the verdict; "Next"
// takes it, drawn or still coming, if what it was picked under (the menus, the level they
// give, the house rules: its basis) still holds. One waits at a time; a newer one replaces it.
import { draw } from "../engine-client.js";

export class NextQuestion {
  #waiting = null;   // { basis, request, drawn (a promise of the worker's drawn answer) }
  #queue = {};       // its key in engine-client's queue: another than the element's own requests

  // Ask for `request` now; `ready()` is called when it has come back drawn and is still the one.
  prepare(request, basis, view, ready) {
    const drawn = draw(request, view, this.#queue);
    const waiting = { basis, request, drawn };
    this.#waiting = waiting;
    drawn.then((got) => { if (this.#waiting === waiting && got.response.ok) ready(); },
      () => {});   // a failure shows when "Next" takes it (practice.js #call), not before
  }

  // The question asked ahead if its basis still holds ({ request, drawn }), else null; either
  // way nothing waits any more.
  take(basis) {
    const waiting = this.#waiting;
    this.#waiting = null;
    return waiting && waiting.basis === basis ? waiting : null;
  }
}
