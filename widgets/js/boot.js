// How Pyodide boots with the engine: one function, shared by the worker (in the browser) and
// the build's check (widgets/build/stdlib.mjs, under Node), so the build tests the very path
// readers take.
//
// An ordinary boot, with less to fetch (maintainers page, decision 9): the stdlib zip given
// to Pyodide holds only the precompiled modules that Pyodide's start-up and the engine
// import (the build lists them by booting this way and importing every game's modules), and
// the engine zip is .pyc. Everything else of the trimmed stdlib comes after the first answer,
// in the background, as a second zip at the end of sys.path (installRest): a module imported
// later still finds it. The build checks that every worked example is answered before it
// arrives, each game's modules imported by its first request, with no module from outside
// the first stdlib zip and the engine zip. (Until 2026-11 every first visit booted from a
// 5.5 MB memory snapshot; measured on phone networks, fetching it cost more than it saved.
// Since decision 58 the build ships such a heap again, and the worker downloads it only where
// its bytes cost less than the CPU it saves: boot-choice.js.)
// A later visit on the same device restores the heap the first one kept (kept.js, makeHeap;
// decision 30): nothing to fetch for it, and no CPython start-up or engine import.

export const ENGINE_PATH = "/paili/engine.zip";
export const REST_PATH = "/paili/stdlib-rest.zip";

// Run once after the boot: the engine's entry and the renderer (widgets.render, shipped in
// the same zip) loaded, no game's modules: the first request imports those of its own game
// and op only (its GAME says which module serves each op: engine/game.py), the warm-up the others (IMPORT_REST). What is loaded
// is then moved out of the garbage collector's sight (gc.freeze), as IMPORT_REST does later:
// without it, in Chromium, the first request's imports took about twice as long (collections
// walking every module's objects).
export const IMPORT_ENGINE = `import sys
sys.path.insert(0, ${JSON.stringify(ENGINE_PATH)})
import engine.api, widgets.render.live
import gc
gc.collect()
gc.freeze()`;

// Run after IMPORT_ENGINE with PAGE_GAMES, the games the page's widgets judge (engine-client.js
// tells the worker): their verdict modules (the ones declaring their options and rules, which
// serve their verdict ops) are loaded at boot, not by the first request, and frozen too. In
// Chromium an import inside the first request cost about 100 ms more than the same at boot.
export const IMPORT_PAGE = `import engine.games as g
for game in PAGE_GAMES:
    if game in g.GAMES:    # a widget's game attribute may name none (its record's own is read then)
        g.GAMES[game].options(), g.GAMES[game].rules()
import gc
gc.collect()
gc.freeze()`;

// The first step of the warm-up: every game's handlers loaded, then everything loaded so far
// moved out of the garbage collector's sight (gc.freeze), so a collection during a reader's
// request does not walk every module's objects. A reader who asks before the boot ends skips
// the warm-up: a game the page did not name (IMPORT_PAGE) then loads with its first request.
export const IMPORT_REST = `import engine.games as g
for game in g.GAMES: g.ops(game)
import gc
gc.collect()
gc.freeze()`;

// Run after the boot, one step per task, while the reader has not asked yet (worker.js): a
// request of each kind the pages ask, answered and drawn, the answers thrown away. The first
// call of a code path in the browser is slow (its WebAssembly compiled on first use, measured
// under Node: a replay's first call 110 ms, the same call again 50 ms); these pay that while the
// reader reads. Each step is small (a deal cut short; the largest, IMPORT_REST, about 100 ms
// under Node), so a request arriving waits for one.
const VERDICT = JSON.stringify({ lang: "zh", root: "/", draw: "verdict" });
export const WARM_UP = [
  ["python", IMPORT_REST],
  ...[{ op: "classify", game: "zhaopengyou", trump: { rank: "5", suit: "S" }, cards: "S4 S4 S6 S6" },
    { op: "follow", game: "shuangsheng", trump: { rank: "2", suit: "H" }, lead: "S3", hand: "S4 D5", play: "D5" },
    { op: "classify", game: "wakeng", cards: "S3 H3" },
    { op: "beats", game: "mingan", play: "S4 H4", previous: "S3 H3" },
  ].map((request) => ["answer", JSON.stringify(request), VERDICT]),
  ...[["wakeng", "plays", 12], ["zhaopengyou", "tricks", 4]].map(([game, steps, keep]) => ["replay", game, steps, keep]),
  // a practice question of every game: a game's first question imports its own drill, deal and
  // simulator modules and fills their caches (in CPython 14–20 ms more than its next question)
  ...["zhaopengyou", "shuangsheng", "wakeng", "mingan", "wushik"].map((game) => ["answer",
    JSON.stringify({ op: "drill", game, seed: 1 }),
    JSON.stringify({ lang: "zh", root: "/", draw: "drill" })]),
];

// One step of WARM_UP for a booted engine (what bootEngine resolves to): ["python", code]
// runs code; ["answer", request, view] asks as a widget does; ["replay", game, key, n] deals
// a random game (simulate), cuts it to n plays or tricks and draws a frame of it.
// Throws if the engine refuses a step (a request here gone out of date warms nothing).
export function warmUp({ pyodide, answer }, step) {
  if (step[0] === "python") return pyodide.runPython(step[1]);
  const ask = (request, view) => {
    const { response } = JSON.parse(answer(request, view));
    if (!response.ok) throw new Error(`${request.slice(0, 60)}: ${response.error.en}`);
    return response;
  };
  if (step[0] === "answer") return ask(step[1], step[2]);
  const [, game, key, keep] = step;
  const dealt = ask(JSON.stringify({ op: "simulate", game, seed: 1 }), VERDICT).deal;
  dealt[key] = dealt[key].slice(0, keep);
  return ask(JSON.stringify({ op: "replay", game, deal: dealt, table: true }),
             JSON.stringify({ lang: "zh", root: "/", draw: "replay", frame: 1 }));
}

function writeFile(pyodide, where, bytes) {
  pyodide.FS.mkdirTree(where.slice(0, where.lastIndexOf("/")));
  pyodide.FS.writeFile(where, bytes);
}

// The rest of the stdlib, after the first answer: appended to sys.path, after the zip the
// boot used, so nothing already imported changes.
export function installRest(pyodide, restZip) {
  writeFile(pyodide, REST_PATH, restZip);
  // A new sys.path entry gets its own importer when first searched: no cache to clear
  // (importlib.invalidate_caches would import importlib.metadata, from this very zip).
  pyodide.runPython(`import sys
if ${JSON.stringify(REST_PATH)} not in sys.path: sys.path.append(${JSON.stringify(REST_PATH)})`);
}

// loadPyodide: Pyodide's own. stdLibURL: the first-verdict stdlib zip; engine:
// Promise<Uint8Array> (the engine zip, fetched in parallel with Pyodide's own files), or a
// function giving one (asked again by the ordinary boot after a kept heap failed); lock:
// Pyodide's lock file as an object (config.js PYODIDE_LOCK: its "info", no package), so
// Pyodide does not fetch its own; step(name), if given, is told when each part is done
// ("pyodide started", "engine imported": make bench prints them); games(), if given, the
// game ids whose verdict modules to load at boot (IMPORT_PAGE; the worker bounds them, as it
// bounds every message), asked once Pyodide has started.
// heap: Promise<Uint8Array | null>, a heap kept by an earlier visit (kept.js): restored
// instead of starting CPython and importing the engine ("pyodide restored"); if it cannot be
// restored, badHeap(err) is told and Pyodide boots the ordinary way. keepable: an ordinary
// boot that may be kept afterwards (makeHeap; Pyodide's _makeSnapshot option).
// Resolves to {pyodide, handleJson, answer, limits, via}: handleJson is the engine's own JSON
// entry, answer(request, view) the renderer's (widgets/render/live.py: the answer and its
// HTML in one call), limits the engine's bounds on request text ({chars, depth}: engine/api.py
// MAX_REQUEST_CHARS and MAX_DEPTH, which the worker checks before any text reaches Python),
// via "snapshot" (a kept heap restored) or "boot".
// lateStdlib: Promise<Uint8Array | null>, the stdlib zip to write whenever it comes after a
// heap is restored, where Pyodide was given an empty one to restore it sooner (the build's heap,
// downloaded: decision 61). A restored heap never reads it: that zip holds only the modules
// the heap was made with already imported (the build's select step lists them by importing
// the same), and its importer keeps its table of contents in the heap. It is written for
// what a later module or a kept engine may need.
export async function bootEngine(loadPyodide, { indexURL, stdLibURL, engine, lock, step = () => {}, games = () => [],
  heap = null, badHeap = () => {}, keepable = false, lateStdlib = null }) {
  const options = { indexURL, stdLibURL, lockFileContents: lock, packageBaseUrl: indexURL };
  const restored = await restore(loadPyodide, options, heap, engine, badHeap, step, lateStdlib);
  if (restored) {
    step("pyodide restored");
    return { ...entries(restored), via: "snapshot" };
  }
  const pyodide = await loadPyodide({ ...options, _makeSnapshot: keepable });
  step("pyodide started");
  writeFile(pyodide, ENGINE_PATH, await zipOf(engine));
  pyodide.runPython(IMPORT_ENGINE);
  const named = games();
  if (named.length) pyodide.runPython(IMPORT_PAGE, { locals: pyodide.toPy({ PAGE_GAMES: named }) });
  step("engine imported");
  return { ...entries(pyodide), via: "boot", keepable };
}

const zipOf = (engine) => (typeof engine === "function" ? engine() : engine);

function entries(pyodide) {
  const api = pyodide.pyimport("engine.api");
  return { pyodide, handleJson: api.handle_json, answer: pyodide.pyimport("widgets.render.live").answer,
           limits: { chars: api.MAX_REQUEST_CHARS, depth: api.MAX_DEPTH } };
}

// A kept heap restored, the engine zip written back where the heap's importers look for it
// (a late stdlib zip whenever it comes), and one request answered to prove it whole; null when
// there is none or it fails.
async function restore(loadPyodide, options, heap, engine, badHeap, step, lateStdlib) {
  let bytes = null;
  try {
    bytes = await heap;
    if (!bytes) return null;
    const pyodide = await loadPyodide({ ...options, _loadSnapshot: bytes });
    step("heap loaded");
    writeFile(pyodide, ENGINE_PATH, await zipOf(engine));
    if (lateStdlib) {
      const where = pyodide.runPython(STDLIB_ZIP_PATH);
      Promise.resolve(lateStdlib).then((zip) => zip && writeFile(pyodide, where, zip), () => {});
    }
    const probe = JSON.parse(pyodide.pyimport("engine.api").handle_json(PROBE));
    if (!probe.ok) throw new Error(`the restored engine refused its probe: ${probe.error.en}`);
    return pyodide;
  } catch (err) {
    if (bytes) badHeap(err);
    return null;
  }
}

const PROBE = WARM_UP[1][1];   // a verdict the warm-up asks anyway
// Where Pyodide put its stdlib zip (/lib/python314.zip for Python 3.14), asked of Python.
const STDLIB_ZIP_PATH = `import sys
next(p for p in sys.path if p.startswith("/lib/python") and p.endswith(".zip"))`;

// Pyodide's heap with every game's modules imported, to keep for the next visit (kept.js):
// only after an ordinary boot made keepable. Takes the warm-up's first step (IMPORT_REST) if
// the reader's first request cut the warm-up short. Returns the bytes, or null.
export function makeHeap({ pyodide, via, keepable }) {
  if (via !== "boot" || !keepable) return null;
  pyodide.runPython(IMPORT_REST);
  return pyodide.makeMemorySnapshot();
}
