// The engine's home in the browser: a module Web Worker running Pyodide.
// One per tab (engine-client.js creates it on first use). Messages:
//   in:  {id, request: "<JSON text>"}      out: {id, response: "<JSON text>"} | {id, failed}
//   out: {type: "ready", ms} once booted, or {type: "failed", message}
// Pyodide boots with the build's precompiled, trimmed stdlib (STDLIB_ZIP, .pyc only) and the
// engine zip is .pyc too: nothing is compiled in the browser (maintainers page, "Start-up").
import { ENGINE_ZIP, PYODIDE_DIR, STDLIB_ZIP } from "./config.js";

const bundle = new URL("../", import.meta.url);
const pyodideBase = new URL(PYODIDE_DIR, bundle);
const started = performance.now();

async function boot() {
  const zipPromise = fetch(new URL(ENGINE_ZIP, bundle)).then((r) => {
    if (!r.ok) throw new Error(`engine zip: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  // Mark the download as handled now: if it fails while Pyodide is still importing, the
  // failure reaches Promise.all below (and the page hears "failed"), not the console.
  zipPromise.catch(() => {});
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideBase).href);
  const [pyodide, zip] = await Promise.all([
    loadPyodide({ indexURL: pyodideBase.href, stdLibURL: new URL(STDLIB_ZIP, pyodideBase).href }),
    zipPromise,
  ]);
  pyodide.unpackArchive(zip, "zip", { extractDir: "/paili" });
  // Import every game's handlers now, while the reader types, not on the first request.
  pyodide.runPython("import sys; sys.path.insert(0, '/paili')\n"
    + "import engine.games as g\nfor game in g.GAMES: g.ops(game)");
  return pyodide.pyimport("engine.api").handle_json;
}

const ready = boot();
ready.then(
  () => self.postMessage({ type: "ready", ms: Math.round(performance.now() - started) }),
  (err) => self.postMessage({ type: "failed", message: String(err && err.message || err) }),
);

self.onmessage = async (event) => {
  const { id, request } = event.data;
  try {
    const handleJson = await ready;
    self.postMessage({ id, response: handleJson(request) });
  } catch (err) {
    self.postMessage({ id, failed: String(err && err.message || err) });
  }
};
