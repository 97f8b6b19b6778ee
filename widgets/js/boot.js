// How Pyodide boots with the engine: one function, shared by the worker (in the browser) and
// the build's check (widgets/build/stdlib.mjs, under Node), so the build tests the very path
// readers take.
//
// The fast way boots from a memory snapshot made at build time: Pyodide's heap just after the
// engine and everything it imports were loaded (maintainers page, decision 9). Restoring it
// skips CPython's start-up and every import. The snapshot remembers the two zips it imported
// from (the stdlib at /lib/python314.zip, the engine at ENGINE_PATH), so the same bytes are
// written back at the same paths: any module imported later reads from them.
// If the snapshot cannot be used (a failed or damaged download, a browser without
// DecompressionStream), Pyodide boots the ordinary way from the same two zips.

export const ENGINE_PATH = "/paili/engine.zip";

// Run once at snapshot time (build) or after an ordinary boot: every game's handlers loaded.
export const IMPORT_ENGINE = `import sys
sys.path.insert(0, ${JSON.stringify(ENGINE_PATH)})
import engine.api, engine.games as g
for game in g.GAMES: g.ops(game)`;

function writeEngine(pyodide, engineZip) {
  pyodide.FS.mkdirTree(ENGINE_PATH.slice(0, ENGINE_PATH.lastIndexOf("/")));
  pyodide.FS.writeFile(ENGINE_PATH, engineZip);
}

// loadPyodide: Pyodide's own; engine: Promise<Uint8Array> (the engine zip);
// snapshot: Promise<Uint8Array> (the heap, unzipped) or null. Resolves to {pyodide, handleJson, via}.
export async function bootEngine(loadPyodide, { indexURL, stdLibURL, engine, snapshot }) {
  let pyodide = null;
  if (snapshot) {
    try {
      pyodide = await loadPyodide({ indexURL, stdLibURL, _loadSnapshot: snapshot });
    } catch (err) {
      console.warn("Paili: booting without the snapshot:", err);
    }
  }
  const via = pyodide ? "snapshot" : "boot";
  pyodide ??= await loadPyodide({ indexURL, stdLibURL });
  writeEngine(pyodide, await engine);
  if (via === "boot") pyodide.runPython(IMPORT_ENGINE);
  return { pyodide, handleJson: pyodide.pyimport("engine.api").handle_json, via };
}
