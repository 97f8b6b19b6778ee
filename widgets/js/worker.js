// The engine's home in the browser: a module Web Worker running Pyodide.
// One per tab (engine-client.js creates it on first use). Messages:
//   in:  {id, request: "<JSON text>", view?: "<JSON text>"}
//        {games: [game ids]} first, no id: the games the page's widgets judge (loaded at boot)
//   out: {id, response: "<JSON text>"} | {id, failed, fatal?}
//   (fatal: Pyodide itself broke, e.g. its stack overflowed: the page replaces this worker)
//   With a view (widgets/render/live.py), one Python call gives the answer and its HTML:
//   response is then the JSON text {"response": <answer>, "html": …}.
//   out: {type: "ready", ms, via, steps} once booted, or {type: "failed", message, kind?};
//   {type: "warmed", steps, of, ms} when the warm-up after the boot ended (boot.js WARM_UP:
//   `steps` of `of` were taken before the first request came)
//   (kind "stalled": a download moved no byte for the stall time, stall.js; the worker's
//   address, its name, may carry ?stall=<ms>, set by engine-client.js when a test asks for a
//   short one)
//   (steps: when each part of the boot was done, ms from the worker's start: make bench)
//   {type: "progress", phase: "starting" | "restoring" | "restoring-heap"} once every download
//   the boot needs is in (before it: "downloading", or "downloading-heap" once the worker chose
//   the build's heap; "restoring": from what an earlier visit kept; "restoring-heap": from the
//   build's heap; engine-client.js tells the page)
//   {type: "quiet"} once, when the warm-up is over and no message has come for QUIET_MS: the
//   work no answer waits for starts then (below), and the page registers its service worker;
//   {type: "kept", bytes, ms} once the heap is kept for the next visit (kept.js), after the
//   warm-up; via "snapshot" in "ready" when this boot restored one, "shipped" when it restored
//   the build's heap, downloaded (decision 58)
// Pyodide boots (boot.js) with the precompiled stdlib modules the first verdict needs and
// the engine zip (.pyc): nothing is compiled in the browser (maintainers page, decisions 7
// and 9). Every download starts at once, in parallel, but the engine zip, which starts once the
// WebAssembly is compiled; the rest of the stdlib comes once the worker is quiet (whenQuiet).
// When an earlier visit kept the engine (kept.js: the heap and the unpacked zips), the boot
// restores it instead and downloads neither zip (decision 30); an ordinary boot keeps its own
// once the warm-up is over and the worker is quiet. Where the build's heap is downloaded instead
// (decision 58), the zips come after it, and Pyodide restores it as it comes (shippedHeap,
// decision 61).
import { ENGINE_ZIP, HEAP, HEAP_BYTES, HEAP_UNPACKED_BYTES, PYODIDE_DIR, PYODIDE_LOCK, STDLIB_REST_ZIP, STDLIB_ZIP } from "./config.js";
import { SAVED_HOST_MS, cpuSlowness, heapFaster, transferRate } from "./boot-choice.js";
import { DEFAULT_STALL_MS, stallWatch } from "./stall.js";
import { IMPORT_REST, WARM_UP, bootEngine, installRest, makeHeap, warmUp } from "./boot.js";
import { dropKept, keepEngine, keptEngine } from "./kept.js";
import { textDepth, tooLong } from "./bounds.js";
import { unpackedBody, unpackedInto } from "./unpack.js";
import { dataImage, xorImage } from "./heap-delta.js";

// Started from a blob: URL (engine-client.js), so that it runs under its page's policy: its
// name is its script's real address (with ?stall=… when a test asks for a short one), from
// which every other file is found by absolute URL. Started from that address itself, the
// same.
const address = new URL(self.name || import.meta.url);
const bundle = new URL("../", address);
const pyodideBase = new URL(PYODIDE_DIR, bundle);
// Parked (?park=1: engine-early.js, decision 62): started before the reader's intent, it
// downloads nothing until the page's first message, and its boot is timed from that message.
const parked = address.searchParams.get("park") === "1";
let started = performance.now();
const steps = {};
let pageGames = [];   // the games the page's widgets judge (its first message, below)
const stallMs = Number(address.searchParams.get("stall")) || DEFAULT_STALL_MS;
let watch = null;     // every download of the boot is watched for stalls (begin)
const networkFetch = self.fetch.bind(self);   // the real one (self.fetch is Pyodide's, below)
const step = (name) => (value) => {
  steps[name] ??= Math.round(performance.now() - started);
  watch.progress();
  return value;
};

// A zip of the boot or the build's heap (shipped gzipped: unpack.js), unpacked as it comes,
// through the stall watch; into `target` if given (a buffer of its unpacked size).
function download(url, what, target = null) {
  const bytes = fetchFromNetwork(url).then((r) => {
    if (!r.ok) throw new Error(`${what}: HTTP ${r.status}`);
    return target ? unpackedInto(r, target) : unpackedBody(r);
  }).then(step(what));
  // Marked handled now: a failure reaches whoever awaits it (and the page hears "failed"),
  // not the console as an unhandled rejection.
  bytes.catch(() => {});
  return bytes;
}

async function boot() {
  const engine = engineZip();
  // pyodide.asm.mjs (1.2 MB of JS) is imported by loadPyodide; asking for it now lets the
  // browser fetch and parse it while pyodide.mjs loads.
  import(new URL("pyodide.asm.mjs", pyodideBase).href).then(step("pyodide.asm.mjs"), () => {});
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideBase).href).then(step("pyodide.mjs"));
  const booted = await bootEngine(loadPyodide, {
    indexURL: pyodideBase.href, stdLibURL: stdlibURL, lock: PYODIDE_LOCK, games: () => pageGames,
    step: (name) => step(name)(), heap: kept.then((k) => k && k.heap), keepable: true,
    lateStdlib: kept.then((k) => (k && k.late ? k.stdlib : null)), badHeap: (err) => {
      console.warn("Paili: the kept engine could not be restored; booting the ordinary way:", err);
      useKept = false;
      shipped = null;
      dropKept(bundle);
      phase("starting");
    }, engine: () => (useKept ? engine : engineZip()) });
  // The rest of the stdlib once the worker is quiet (no answer needs it: stdlib.py checks).
  quiet.then(() => download(new URL(STDLIB_REST_ZIP, pyodideBase), "stdlib rest")).then(
    (zip) => installRest(booted.pyodide, zip), (err) => console.warn("Paili: stdlib rest not installed:", err));
  return booted;
}

// Pyodide's WebAssembly (9.6 MB) is fetched and compiled from the boot's first moment (begin),
// in parallel with everything else (Pyodide itself would ask for it only once pyodide.mjs ran).
// Pyodide's own request for the file gets an empty answer, never the network, and its
// instantiateStreaming call gets the module compiled here. Its request for the stdlib zip is
// downloaded like the other zips (download, above): Pyodide gets the zip itself.
const wasmURL = new URL("pyodide.asm.wasm", pyodideBase).href;
const stdlibURL = new URL(STDLIB_ZIP, pyodideBase).href;
const fetchFromNetwork = (input, init) => watch.fetch(input, init);
let slowness = 1;   // this thread's speed (boot-choice.js; begin)
// A copy of its bytes is kept aside (a clone of the download, not a second one) while the
// worker may still choose the build's heap, which is shipped XORed with the WebAssembly's own
// data (heap-delta.js, decision 61): wasmCopy(true) gives them, wasmCopy(false) lets go.
let wasmFetched, wasmModule, wasmCopied;   // (begin)
function wasmCopy(wanted) {
  const copied = wasmCopied;
  wasmCopied = Promise.resolve(null);   // asked once
  return copied.then((copy) => {
    if (copy && wanted) return copy.arrayBuffer();
    if (copy) copy.body.cancel().catch(() => {});   // an unread clone would hold every byte
    return null;
  });
}
// What an earlier visit kept (kept.js: the heap and the unpacked zips), read from the device
// at once; used unless its heap fails to restore (useKept), when the boot downloads afresh.
// Nothing kept: where the build's heap is faster to download than CPython is to start on this
// device (boot-choice.js, decision 58), it is downloaded with the zips and restored the same
// way ("shipped"); the page's name for the worker may say "heap=1" or "heap=0" (a test's
// choice), else the worker weighs it (shipHeap).
let shipped = null;   // the build's heap (its bytes) when this boot restores it, until kept
let kept = null;   // (begin)
let useKept = true;
const zips = {};   // the unpacked zips this boot wrote into Pyodide's files: kept with the heap
const fromKept = (part, fetched) => kept.then((k) => (useKept && k ? k[part] : fetched())).then((zip) => {
  zips[part] = zip;
  return zip;
});
// Whether to download the build's heap: the rate the WebAssembly came at, once it is in,
// against this thread's speed. Not in by the time the heap could save at most (a slow network):
// the ordinary boot, without waiting longer.
async function shipHeap() {
  const asked = address.searchParams.get("heap");
  if (asked === "1" || asked === "0") return asked === "1";
  const connection = self.navigator.connection || {};
  const rate = await Promise.race([wasmArrived.then(transferRate),
    new Promise((resolve) => setTimeout(resolve, slowness * SAVED_HOST_MS, 0))]);
  steps.rate = Math.round(rate);
  return heapFaster({ rate, slowness, bytes: HEAP_BYTES,
                      saveData: Boolean(connection.saveData), effectiveType: String(connection.effectiveType || "") });
}
// The WebAssembly's resource timing entry, once its body is in (before it is compiled).
const wasmArrived = new Promise((resolve) => {
  try {
    const seen = (list, observer) => {
      const entry = list.getEntries().find((e) => e.name === wasmURL);
      if (entry) {
        observer.disconnect();
        resolve(entry);
      }
    };
    new PerformanceObserver(seen).observe({ type: "resource", buffered: true });
  } catch {
    resolve(null);   // no resource timing here: no rate, the ordinary boot
  }
});

// The build's heap as a kept engine's parts, {heap, stdlib, engine, late}, at once: `heap` is
// a buffer of its unpacked size that its download fills, then XORed back with the
// WebAssembly's data (`wasm`, its bytes: heap-delta.js); the rest are promises. So Pyodide is
// given the heap's buffer before its bytes come, and instantiates its WebAssembly for it
// (linking it with its JS: about half of a restore's CPU) while they come. It waits for its
// stdlib zip before it restores: `late`, an empty zip, given once the heap is in; the real one
// (`stdlib`) is written whenever it comes (boot.js lateStdlib: a restored heap never reads it).
// Once the heap is in, the engine zip is asked for (the engine answers once it is written:
// modules a heap has not imported are read from it), so it does not take the heap's bandwidth
// (decision 61); the stdlib zip once the worker is quiet (decision 66). A heap that does not
// come or cannot be put back is left with no valid header: Pyodide refuses it and the worker
// boots the ordinary way (boot.js badHeap; the engine zip is downloaded again, a rare path).
function shippedHeap(wasm) {
  phase("downloading-heap");
  const image = wasm.then((bytes) => dataImage(new Uint8Array(bytes || 0)));   // while the heap comes
  const heap = new Uint8Array(HEAP_UNPACKED_BYTES);
  const heapIn = Promise.all([download(new URL(HEAP, bundle), "heap", heap), image]).then(
    ([, data]) => { xorImage(heap, data); },
    (err) => {
      console.warn("Paili: the engine's heap did not come; booting the ordinary way:", err);
      heap.fill(0, 0, 8);   // its magic number gone: Pyodide refuses it
    });
  shipped = heap;
  const engine = heapIn.then(() => download(new URL(ENGINE_ZIP, bundle), "engine zip"));
  const stdlib = engine.catch(() => {}).then(() => quiet).then(stdlibZip);
  lateZips = Promise.all([engine, stdlib]).catch(() => {});
  stdlib.then((zip) => { zips.stdlib = zip; }, () => {});
  return { heap, stdlib, engine, late: heapIn.then(() => new Uint8Array(0)) };
}
let lateZips = null;   // the shipped heap's zips, all in (keep waits for them)
let stdlibDownload = null;   // one download of the stdlib zip, whichever way asks first
const stdlibZip = () => (stdlibDownload ??= download(stdlibURL, "stdlib zip"));

// The engine zip is needed only once Pyodide has started, which needs the WebAssembly
// first: asked for when that is compiled, it no longer takes bandwidth from it, and it
// arrives while Pyodide starts (decision 20).
function engineZip() {
  const zip = fromKept("engine", () => wasmModule.then(() => download(new URL(ENGINE_ZIP, bundle), "engine zip")));
  zip.catch(() => {});
  return zip;
}
// Every download is in once the WebAssembly is compiled and Pyodide has its stdlib zip: what
// is left is the CPU's, "restoring" what an earlier visit kept, or "starting" (the page says
// which; a kept heap that fails to restore says "starting" then).
let stdlibIn;
const stdlibArrived = new Promise((resolve) => { stdlibIn = resolve; });
const phase = (name) => self.postMessage({ type: "progress", phase: name });
self.fetch = (input, init) => {
  const url = String(input);
  if (url === wasmURL) return Promise.resolve(new Response(null, { headers: { "Content-Type": "application/wasm" } }));
  if (url === stdlibURL) {   // the build's heap: an empty zip at once, the real one later (shippedHeap)
    const zip = kept.then((k) => (useKept && k && k.late ? k.late : fromKept("stdlib", stdlibZip)));
    return zip.then((zip) => {
      stdlibIn();
      return new Response(zip, { headers: { "Content-Type": "application/zip" } });
    });
  }
  return fetchFromNetwork(input, init);
};

// Pyodide swallows a failed WebAssembly instantiation (it logs a warning and waits for ever),
// so the worker hears it itself and reports "failed" instead of hanging.
let wasmFailed;
const wasmFailure = new Promise((_, reject) => { wasmFailed = reject; });
wasmFailure.catch(() => {});
const failed = (err) => {
  wasmFailed(new Error(`pyodide.asm.wasm: ${err && err.message || err}`));
  throw err;
};
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

// The boot, from the worker's first moment, or a parked worker's first message.
function begin() {
  started = performance.now();
  watch = stallWatch(networkFetch, stallMs);
  wasmFetched = fetchFromNetwork(wasmURL).then((response) => [response, response.ok && response.body ? response.clone() : null]);
  // This thread's speed (shipHeap), while the WebAssembly's first bytes are on their way and
  // before the compiler threads are busy with them; at the go of a parked worker, not while
  // it waited, so that a page still loading does not weigh in it.
  slowness = address.searchParams.get("heap") ? 1 : cpuSlowness();
  steps.slowness = Math.round(slowness * 100) / 100;
  wasmModule = WebAssembly.compileStreaming(wasmFetched.then(([response]) => response)).then(step("pyodide.asm.wasm compiled"));
  wasmCopied = wasmFetched.then(([, copy]) => copy, () => null);
  wasmModule.catch(failed).catch(() => {});
  kept = keptEngine(bundle).then(step("kept read")).then(async (k) => {
    const ship = !k && await shipHeap();
    const wasm = wasmCopy(ship);
    return k || (ship ? shippedHeap(wasm) : null);
  });
  Promise.all([wasmModule, stdlibArrived, kept]).then(([, , k]) => phase(!k || !useKept ? "starting" : shipped ? "restoring-heap" : "restoring"), () => {});
  return Promise.race([boot(), wasmFailure, watch.stalled]);
}
let spoken;   // a parked worker's go: the page's first message
const ready = (parked ? new Promise((resolve) => { spoken = resolve; }) : Promise.resolve()).then(begin);
ready.finally(() => {
  watch?.stop();
  kept = null;   // its bytes (31 MB) are in Pyodide's memory now, or of no use
}).catch(() => {});
ready.then(
  ({ via }) => self.postMessage({ type: "ready", ms: Math.round(performance.now() - started),
                                  via: via === "snapshot" && shipped ? "shipped" : via, steps }),
  (err) => self.postMessage({ type: "failed", message: String(err && err.message || err), kind: err && err.kind }),
);

// The warm-up (boot.js WARM_UP): after the boot, one step per task, until the reader's first
// request comes (that request then waits for one step at most, and warms what it uses itself).
let asked = false;
ready.then((booted) => {
  let done = 0;
  const next = () => {
    if (asked || done === WARM_UP.length) {
      self.postMessage({ type: "warmed", steps: done, of: WARM_UP.length, ms: Math.round(performance.now() - started) });
      whenQuiet(booted);
      return;
    }
    try {
      warmUp(booted, WARM_UP[done]);
      done++;
    } catch (err) {   // a step the engine refused or could not take: said, and the warm-up ends
      console.warn("Paili: warm-up step failed:", err);
      asked = true;
    }
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}, () => {});

// The work no answer waits for, once the warm-up is over (or the reader's first request ended
// it) and no message has come for QUIET_MS, so that neither a reader busy with the widgets
// nor the page's first verdict shares the device with it (decision 66): the rest of the
// stdlib and, after the build's heap, the stdlib zip (no answer reads either: the build's
// check asks every request without them); the page's service worker (registered when told);
// keeping the heap for the next visit (keep: one task of the worker's, the rest of the engine
// imported if the warm-up was cut short, the heap copied; then written to Cache Storage).
const QUIET_MS = 1000;
let lastHeard = 0;
let quietNow;
const quiet = new Promise((resolve) => { quietNow = resolve; });
function whenQuiet(booted) {
  const since = performance.now() - lastHeard;
  if (since < QUIET_MS) {
    setTimeout(() => whenQuiet(booted), QUIET_MS - since);
    return;
  }
  quietNow();
  self.postMessage({ type: "quiet" });
  keep(booted);
}

function keep(booted) {
  let heap = null;
  try {
    // a shipped heap is kept as it came (the next visit restores it from the device); an
    // ordinary boot's heap is made now (makeHeap, which also moves what the warm-up made out
    // of the collector's sight: done here for a shipped heap too, or every later call pays
    // for the collector walking the warm-up's objects)
    if (shipped) booted.pyodide.runPython(IMPORT_REST);
    heap = shipped || makeHeap(booted);
    shipped = null;
  } catch (err) {
    console.warn("Paili: the engine's heap could not be kept:", err);
  }
  if (!heap) return;
  Promise.resolve(lateZips).then(() => {
    if (!zips.stdlib || !zips.engine) throw new Error("a zip did not come");
    return keepEngine(bundle, { heap, stdlib: zips.stdlib, engine: zips.engine });
  }).then(
    () => self.postMessage({ type: "kept", bytes: heap.length, ms: Math.round(performance.now() - started) }),
    (err) => console.warn("Paili: the engine's heap could not be kept:", err));
}

// Pyodide cannot go on after a fatal error (its stack overflowed, its memory broke): every
// later call fails. Its own message says "fatal"; a RangeError or a WebAssembly RuntimeError
// that escapes it means the same.
const isFatal = (err) => /fatal/i.test(String(err && err.message || err))
  || (err && (err.name === "RangeError" || err instanceof WebAssembly.RuntimeError));

// Every message is bounded before it reaches Python, whoever posted it: text longer or
// nested deeper than the engine takes (engine/api.py MAX_REQUEST_CHARS, MAX_DEPTH) would
// overflow Pyodide's stack when parsed (a fatal error; the renderer parses the request as
// well as the engine). A request out of bounds gets the engine's own refusal (handle_json
// refuses it before parsing), drawn for a view; a view out of bounds (the page's are a few
// fields) fails the message. engine-client.js bounds the request before posting it too.
function within(text, { chars, depth }) {
  return typeof text === "string" && !tooLong(text, chars) && textDepth(text) <= depth;
}

function reply({ request, view }, { handleJson, answer, limits }, bounded = true) {
  if (!bounded) return view === undefined ? handleJson(request) : answer(request, view);
  if (view !== undefined && !within(view, limits)) throw new Error("the view is not text, too large or too deep");
  if (within(request, limits)) return view === undefined ? handleJson(request) : answer(request, view);
  const refused = handleJson(typeof request === "string" ? request : null);
  if (view === undefined) return refused;
  return answer("{}", JSON.stringify({ ...JSON.parse(view), answer: JSON.parse(refused) }));
}

async function respond(data, bounded) {
  const { id } = data;
  try {
    self.postMessage({ id, response: reply(data, await ready, bounded) });
  } catch (err) {
    self.postMessage({ id, failed: String(err && err.message || err), fatal: isFatal(err) });
  }
  // Quiet counts from the last answer too: a request that came while the engine started was
  // heard seconds before it is answered, and the heap must not be kept (a second or more of
  // this thread) the moment the first verdict is out, while the reader edits again.
  lastHeard = performance.now();
}

// The page's first message (engine-client.js) names the games its widgets judge: the boot
// loads their verdict modules (boot.js IMPORT_PAGE). It is no request: the warm-up still runs.
self.onmessage = (event) => {
  const data = event.data || {};
  if (spoken) spoken();
  if (Array.isArray(data.games) && data.id === undefined) {
    pageGames = data.games.filter((game) => typeof game === "string" && /^[a-z]+$/.test(game)).slice(0, 8);
    return;
  }
  asked = true;
  lastHeard = performance.now();
  respond(data, true);
};
// For tests only (tests/browser/test_runtime_heals.py): code already running in this worker
// (a test's worker.evaluate) can send text through unbounded, to cause a real fatal Pyodide
// error; no message can reach this.
self.pailiUnbounded = (data) => respond(data, false);
