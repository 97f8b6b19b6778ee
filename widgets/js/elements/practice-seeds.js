// The seeds of a reader's practice questions (issue 27, point 6): <pl-practice> (practice.js)
// draws one random start, then asks each kind and level for consecutive seeds from it, so the
// questions a reader sees of one kind and level are consecutive seeds, and the engine's balance
// over consecutive seeds (engine/drill/common.py `aimed`: no answer right more than its share
// over any 60 of them) holds for the reader's own sequence, not only on average. A seed counts
// as used once its question is shown (`shown`); a question asked ahead and dropped is asked
// again. A share link (#pq=) still names one seed, outside the run.

// A random start below 2**52: room for the run under the engine's largest seed (2**53 - 1).
function randomStart() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi % 2 ** 20) * 2 ** 32 + lo;
}

export class SeedRun {
  #start = randomStart();
  #used = new Map();   // "kind.level" → how many of its seeds have been shown

  // The seed of the next question of `kind` at `level`.
  next(kind, level) {
    return this.#start + (this.#used.get(`${kind}.${level}`) || 0);
  }

  // A question is on show: when it is its kind and level's next seed, that seed is used.
  shown({ seed, kind, level }) {
    if (kind && level && seed === this.next(kind, level)) {
      const key = `${kind}.${level}`;
      this.#used.set(key, (this.#used.get(key) || 0) + 1);
    }
  }
}
