// The next practice question (practice.js): which one (the next seed of its kind and level,
// practice-seeds.js; the kind the menu names, else one drawn from those serving the level, weighted by misses for "practise what I miss";
// a level the kind serves), and asked ahead (issue 24): <pl-practice> picks it once a question
// is shown (for a skip) and again after a grade if what it was picked under changed, and asks the
// worker for it while the reader reads; "Next" takes it, drawn
// or still coming, if what it was picked under (the menus, the level they give, the house
// rules: its basis) still holds. One waits at a time; a newer one replaces it.
import { draw } from "../engine-client.js";
import { missWeights, pickWeighted } from "./practice-progress.js";

// A level the kind serves (`kinds`: the page's [{kind, levels}]): the one asked for, else the
// nearest below, else its lowest.
export function fitLevel(kinds, kind, level) {
  const levels = kinds.find((k) => k.kind === kind)?.levels || [1];
  if (levels.includes(level)) return level;
  return levels.filter((l) => l < level).at(-1) ?? levels[0];
}

// The kind to ask: the menu's `choice` if it is a kind, else one of those serving `level` (all
// if none does), at random for a mix, weighted by the misses in `counts` for "miss".
export function chooseKind(kinds, choice, level, counts) {
  if (kinds.some((k) => k.kind === choice)) return choice;
  const fit = kinds.filter((k) => k.levels.includes(level)).map((k) => k.kind);
  const pool = fit.length ? fit : kinds.map((k) => k.kind);
  if (choice === "miss") return pickWeighted(pool, missWeights(pool, counts));
  return pool[Math.floor(Math.random() * pool.length)];
}

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

  // Whether a question asked ahead under `basis` is waiting (back or on its way).
  holds(basis) {
    return this.#waiting !== null && this.#waiting.basis === basis;
  }

  // The question asked ahead if its basis still holds ({ request, drawn }), else null; either
  // way nothing waits any more.
  take(basis) {
    const waiting = this.#waiting;
    this.#waiting = null;
    return waiting && waiting.basis === basis ? waiting : null;
  }
}
