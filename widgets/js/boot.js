// How Pyodide boots with the engine: one function, shared by the worker (in the browser) and
// the build's check (widgets/build/stdlib.mjs, under Node), so the build tests the very path
// readers take.
//
// The fast way boots from a memory snapshot made at build time: Pyodide's heap just after the
// engine and everything it imports were loaded (maintainers page, decision 9). Restoring it
// skips CPython's start-up and every import. The snapshot remembers the two zips it imported
// from (the stdlib at /lib/python314.zip, the engine at ENGINE_PATH), so the same bytes are
// written back at the same paths: any module imported later reads from them. The engine zip
// is written before the first answer; the stdlib (2.7 MB) only after it, in the background:
// booting from the snapshot needs no module from it (the build checks that every worked
// example is answered before it arrives), so it does not hold up the first verdict.
// If the snapshot cannot be used (a failed or damaged download, a browser without
// DecompressionStream), Pyodide boots the ordinary way from the same two zips.

export const ENGINE_PATH = "/paili/engine.zip";

// Run once at snapshot time (build) or after an ordinary boot: every game's handlers and the
// renderer (widgets.render, shipped in the same zip) loaded, then everything loaded so far
// moved out of the garbage collector's sight (gc.freeze), so a collection during a reader's
// request does not walk every module's objects.
export const IMPORT_ENGINE = `import sys
sys.path.insert(0, ${JSON.stringify(ENGINE_PATH)})
import engine.api, engine.games as g, widgets.render.live
for game in g.GAMES: g.ops(game)
import gc
gc.collect()
gc.freeze()`;

function writeEngine(pyodide, engineZip) {
  pyodide.FS.mkdirTree(ENGINE_PATH.slice(0, ENGINE_PATH.lastIndexOf("/")));
  pyodide.FS.writeFile(ENGINE_PATH, engineZip);
}

// The snapshot file: Pyodide's heap is 31 MB, mostly zeros (free memory), so only its non-zero
// 4 KB pages are kept, in runs: "PLSN", the heap's size, the number of runs, each run's
// (offset, length), then the runs' bytes; all little-endian u32, the whole file gzipped.
// Unzipping 13 MB instead of 31 saves a few hundred ms on the way to the first verdict.
export const SNAPSHOT_MAGIC = 0x4e534c50;  // "PLSN"

// stream: the unzipped bytes (a ReadableStream). Resolves to the whole heap; a stream that is
// not a snapshot or stops short rejects (and the worker boots the ordinary way).
export async function unpackSnapshot(stream) {
  const reader = stream.getReader();
  let head = new Uint8Array(0), heap = null, runs = null, run = 0, filled = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    let chunk = value;
    if (!heap) {
      const joined = new Uint8Array(head.length + chunk.length);
      joined.set(head);
      joined.set(chunk, head.length);
      head = joined;
      if (head.length < 12) continue;
      const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
      if (view.getUint32(0, true) !== SNAPSHOT_MAGIC) throw new Error("not a Paili snapshot");
      const count = view.getUint32(8, true), need = 12 + 8 * count;
      if (head.length < need) continue;
      runs = Array.from({ length: count }, (_, i) => [view.getUint32(12 + 8 * i, true),
                                                      view.getUint32(16 + 8 * i, true)]);
      heap = new Uint8Array(view.getUint32(4, true));
      chunk = head.subarray(need);
    }
    while (chunk.length) {
      if (run >= runs.length) throw new Error("snapshot: more bytes than its runs hold");
      const [at, length] = runs[run];
      const take = Math.min(length - filled, chunk.length);
      heap.set(chunk.subarray(0, take), at + filled);
      filled += take;
      chunk = chunk.subarray(take);
      if (filled === length) [run, filled] = [run + 1, 0];
    }
  }
  if (!heap || run !== runs.length) throw new Error("snapshot: cut short");
  return heap;
}

// An empty zip: what Pyodide installs as the stdlib while booting from the snapshot.
export const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

// Put the real stdlib where the snapshot's heap expects it (the zip on sys.path).
export function installStdlib(pyodide, stdlibZip) {
  const where = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('.zip') and p.startswith('/lib/'))");
  pyodide.FS.writeFile(where, stdlibZip);
}

// loadPyodide: Pyodide's own. stdLibURL: the stdlib zip, for an ordinary boot; emptyZipURL:
// EMPTY_ZIP's address, for a boot from the snapshot. engine: Promise<Uint8Array> (the engine
// zip); snapshot: Promise<Uint8Array> (the heap, unzipped) or null.
// Resolves to {pyodide, handleJson, answer, via: "snapshot" | "boot"}: handleJson is the
// engine's own JSON entry, answer(request, view) the renderer's (widgets/render/live.py: the
// answer and its HTML in one call). After a snapshot boot the caller fetches the stdlib and
// hands it to installStdlib.
export async function bootEngine(loadPyodide, { indexURL, stdLibURL, emptyZipURL, engine, snapshot }) {
  let pyodide = null;
  if (snapshot) {
    try {
      pyodide = await loadPyodide({ indexURL, stdLibURL: emptyZipURL, _loadSnapshot: snapshot });
    } catch (err) {
      console.warn("Paili: booting without the snapshot:", err);
    }
  }
  const via = pyodide ? "snapshot" : "boot";
  pyodide ??= await loadPyodide({ indexURL, stdLibURL });
  writeEngine(pyodide, await engine);
  if (via === "boot") pyodide.runPython(IMPORT_ENGINE);
  return { pyodide, handleJson: pyodide.pyimport("engine.api").handle_json,
           answer: pyodide.pyimport("widgets.render.live").answer, via };
}
