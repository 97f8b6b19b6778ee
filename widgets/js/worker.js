// The engine's home in the browser: a module Web Worker running Pyodide.
// One per tab (engine-client.js creates it on first use). Messages:
//   in:  {id, request: "<JSON text>", view?: "<JSON text>"}
//   out: {id, response: "<JSON text>"} | {id, failed}
//   With a view (widgets/render/live.py), one Python call gives the answer and its HTML:
//   response is then the JSON text {"response": <answer>, "html": …}.
//   out: {type: "ready", ms, via, steps} once booted, or {type: "failed", message}
//   (steps: when each part of the boot was done, ms from the worker's start: make bench)
// Pyodide boots from the build's memory snapshot (boot.js), with the precompiled, trimmed
// stdlib and the engine zip (.pyc): nothing is compiled in the browser (maintainers page,
// decisions 7 and 9). Every download starts at once, in parallel.
import { ENGINE_ZIP, PYODIDE_DIR, SNAPSHOT, STDLIB_ZIP } from "./config.js";
import { bootEngine, EMPTY_ZIP, installStdlib, unpackSnapshot } from "./boot.js";

const bundle = new URL("../", import.meta.url);
const pyodideBase = new URL(PYODIDE_DIR, bundle);
const started = performance.now();
const steps = {};
const step = (name) => (value) => {
  steps[name] ??= Math.round(performance.now() - started);
  return value;
};

function download(url, what) {
  const bytes = fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${what}: HTTP ${r.status}`);
    return r.arrayBuffer();
  }).then((buf) => new Uint8Array(buf)).then(step(what));
  // Marked handled now: a failure reaches whoever awaits it (and the page hears "failed"),
  // not the console as an unhandled rejection.
  bytes.catch(() => {});
  return bytes;
}

// The snapshot is gzipped and sparse (boot.js): unzipped and laid out as it arrives.
function downloadSnapshot(url) {
  const heap = fetch(url).then((r) => {
    if (!r.ok) throw new Error(`snapshot: HTTP ${r.status}`);
    return unpackSnapshot(r.body.pipeThrough(new DecompressionStream("gzip")));
  }).then(step("snapshot"));
  heap.catch(() => {});
  return heap;
}

async function boot() {
  const engine = download(new URL(ENGINE_ZIP, bundle), "engine zip");
  const snapshot = downloadSnapshot(new URL(SNAPSHOT, bundle));
  // pyodide.asm.mjs (1.2 MB of JS) is imported by loadPyodide; asking for it now lets the
  // browser fetch and parse it while pyodide.mjs loads.
  import(new URL("pyodide.asm.mjs", pyodideBase).href).then(step("pyodide.asm.mjs"), () => {});
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideBase).href).then(step("pyodide.mjs"));
  const stdlibURL = new URL(STDLIB_ZIP, pyodideBase);
  const emptyZipURL = URL.createObjectURL(new Blob([EMPTY_ZIP], { type: "application/zip" }));
  const booted = await bootEngine(loadPyodide, {
    indexURL: pyodideBase.href, stdLibURL: stdlibURL.href, emptyZipURL, engine, snapshot,
  });
  step("engine imported")();
  URL.revokeObjectURL(emptyZipURL);
  if (booted.via === "snapshot") {  // the stdlib after the first answer (boot.js)
    download(stdlibURL, "stdlib").then((zip) => installStdlib(booted.pyodide, zip),
      (err) => console.warn("Paili: stdlib not installed:", err));
  }
  return booted;
}

// Pyodide's WebAssembly (9.6 MB) is fetched and compiled from the worker's first moment, in
// parallel with the snapshot (Pyodide itself would start only once the snapshot is unzipped).
// Pyodide's own request for the file gets an empty answer, never the network, and its
// instantiateStreaming call gets the module compiled here.
const wasmURL = new URL("pyodide.asm.wasm", pyodideBase).href;
const { fetch: fetchFromNetwork } = self;
const wasmModule = WebAssembly.compileStreaming(fetchFromNetwork(wasmURL)).then(step("pyodide.asm.wasm compiled"));
self.fetch = (input, init) => (String(input) === wasmURL
  ? Promise.resolve(new Response(null, { headers: { "Content-Type": "application/wasm" } }))
  : fetchFromNetwork(input, init));

// Pyodide swallows a failed WebAssembly instantiation (it logs a warning and waits for ever),
// so the worker hears it itself and reports "failed" instead of hanging.
let wasmFailed;
const wasmFailure = new Promise((_, reject) => { wasmFailed = reject; });
wasmFailure.catch(() => {});
const failed = (err) => {
  wasmFailed(new Error(`pyodide.asm.wasm: ${err && err.message || err}`));
  throw err;
};
wasmModule.catch(failed).catch(() => {});
const { instantiateStreaming } = WebAssembly;
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  if (response.url && response.url !== wasmURL) return instantiateStreaming(response, imports);
  try {
    const module = await wasmModule;
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  } catch (err) {
    return failed(err);
  }
};

const ready = Promise.race([boot(), wasmFailure]);
ready.then(
  ({ via }) => self.postMessage({ type: "ready", ms: Math.round(performance.now() - started), via, steps }),
  (err) => self.postMessage({ type: "failed", message: String(err && err.message || err) }),
);

self.onmessage = async (event) => {
  const { id, request, view } = event.data;
  try {
    const { handleJson, answer } = await ready;
    self.postMessage({ id, response: view === undefined ? handleJson(request) : answer(request, view) });
  } catch (err) {
    self.postMessage({ id, failed: String(err && err.message || err) });
  }
};
