// The seeds of a reader's practice questions (issue 27, point 6): <pl-practice> (practice.js)
// draws one random start, then asks each kind and level for consecutive seeds from it, so the
// questions a reader sees of one kind and level are consecutive seeds, and the engine's balance
// over consecutive seeds (engine/drill/common.py `aimed`: no answer right more than its share
// over any 60 of them) holds for the reader's own sequence, not only on average. A seed counts
// as used once its question is shown (`shown`); a question asked ahead and dropped is asked
// again. A share link (#pq=) still names one seed, outside the run.
//
// Where some seeds of a kind and level take the engine many deals (a phone waits half a second),
// the build hands the page a run of quick ones (`run`, the page's data-run: widgets/build/
// practice_seeds.py, decision 60): one seed for each place of a cycle of CYCLE, each in its place
// (seed % CYCLE), so the turn of the answers aimed at is the same as over consecutive seeds. The
// reader's first CYCLE questions of that kind and level are those, from the reader's own place in
// the cycle; then consecutive seeds again, going on in the same turn.

// A random start below 2**52: room for the run under the engine's largest seed (2**53 - 1).
function randomStart() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi % 2 ** 20) * 2 ** 32 + lo;
}

export const CYCLE = 60;

export class SeedRun {
  #start = randomStart();
  #used = new Map();   // "kind.level" → how many of its seeds have been shown
  #run;                // "kind.level" → for each place i of the cycle, j: the seed i + CYCLE * j

  constructor(run = {}) {   // anything else than an object of runs: no run at all
    this.#run = run !== null && typeof run === "object" && !Array.isArray(run) ? run : {};
  }

  // The seed of the next question of `kind` at `level`: in the build's run, else (after it, or
  // for a kind with none) start + used, whose place in the cycle goes on in the same turn.
  next(kind, level) {
    const key = `${kind}.${level}`, used = this.#used.get(key) || 0, run = this.#run[key];
    if (used < CYCLE && Array.isArray(run) && run.length === CYCLE) {
      const place = (this.#start + used) % CYCLE, j = run[place];
      if (Number.isSafeInteger(j) && j >= 0 && j < 2 ** 40) return place + CYCLE * j;
    }
    return this.#start + used;
  }

  // A question is on show: when it is its kind and level's next seed, that seed is used.
  shown({ seed, kind, level }) {
    if (kind && level && seed === this.next(kind, level)) {
      const key = `${kind}.${level}`;
      this.#used.set(key, (this.#used.get(key) || 0) + 1);
    }
  }
}
