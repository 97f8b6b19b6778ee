// Grades asked ahead (practice.js; issue 24 §2, maintainers page, decision 63): while the reader
// reads a question, the engine grades the answers they can give, so that the answer they send is
// drawn at once, with no wait for the worker. A choice or a seat is one tap among a few, so each
// of them is graded once the question is painted; cards and a number are composed, so the answer
// composed so far is graded each time it is complete (a newer one takes the place of one still
// waiting). What is drawn is the engine's grade of that very answer, the same request the page
// sends when nothing was asked ahead (tests/browser/test_practice_ahead.py); progress is counted
// only when the reader sends it.
import { draw } from "../engine-client.js";

const keyOf = (answer) => JSON.stringify(answer);

export class GradesAhead {
  #request = null;          // the question they grade (its drill request), or none
  #grades = new Map();      // an answer's key → the promise of its drawn grade
  #composing = {};          // engine-client's queue key for the answer being composed

  // A new question on show (`request`), or none: what was asked for the one before is dropped.
  reset(request = null) {
    this.#request = request;
    this.#grades = new Map();
    this.#composing = {};
  }

  // Ask the engine to grade `answer` (as the page would send it) to the question on show, drawn
  // as `view` asks; `composing`: the reader is still changing it (a newer one replaces it while
  // it waits). Nothing if it is already asked.
  ask(answer, view, { composing = false } = {}) {
    if (!this.#request || answer === undefined) return;
    const key = keyOf(answer);
    if (this.#grades.has(key)) return;
    const grades = this.#grades;
    const drawn = draw({ ...this.#request, answer }, view, composing ? this.#composing : {});
    grades.set(key, drawn);
    drawn.catch(() => { if (grades.get(key) === drawn) grades.delete(key); });   // asked again when sent
  }

  // The grade of `answer` to `request` asked ahead (a promise: back, or still on its way), or null.
  take(request, answer) {
    if (request !== this.#request) return null;
    return this.#grades.get(keyOf(answer)) ?? null;
  }
}
