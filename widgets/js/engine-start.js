// When and from what the engine's worker starts (engine-client.js runs it): the worker's
// script, fetched once per page and started from a blob: of it (decision 26); the worker a
// kept engine's early start made (engine-early.js, decision 50); and the pages where it
// starts at once, before any intent (decision 30).
import { PYODIDE_DIR } from "./config.js";
import { isKept } from "./kept.js";

// The worker runs under the page's own Content-Security-Policy on any host, headers or none
// (maintainers page, decision 26): a worker takes its policy from its script's response
// headers, which a host such as GitHub Pages does not send, but a worker made from a blob:
// URL inherits its page's policy, the page's <meta> included. So the page fetches the worker
// script (same origin, one request, as the worker itself would make) and starts it from a blob
// of it; the worker's name is the script's real address, from which it finds every file by
// absolute URL (worker.js). Fetched once per page: a replaced worker reuses the blob.
let source = null;                  // Promise<blob: URL> of the worker script, once fetched

export function workerSource(url) {
  source ??= fetch(url).then((response) => {
    if (!response.ok) throw new Error(`worker.js: HTTP ${response.status}`);
    return response.blob();
  }).then((blob) => URL.createObjectURL(new Blob([blob], { type: "text/javascript" })));
  source.catch(() => { source = null; });   // a retry fetches it again
  return source;
}

// The worker's name: its script's real address (worker.js finds every file from it), with
// what a test asked for, which the worker reads from it: a short stall time
// (globalThis.PAILI_TIMEOUTS.stall, ms) and whether a first boot downloads the build's heap
// (globalThis.PAILI_HEAP, "1" or "0"; else the worker weighs it, decision 58); then `more`
// (engine-early.js: "park", or "heap" for a kept engine).
export function workerName(script, more = {}) {
  const address = new URL(script);
  const stall = (globalThis.PAILI_TIMEOUTS || {}).stall;
  if (Number.isFinite(stall) && stall > 0) address.searchParams.set("stall", String(stall));
  const heap = String(globalThis.PAILI_HEAP ?? "");
  if (heap === "1" || heap === "0") address.searchParams.set("heap", heap);
  for (const [key, value] of Object.entries(more)) address.searchParams.set(key, value);
  return address.href;
}

// The worker engine-early.js started while the page was read in (a kept engine, decision 50;
// else parked, decision 62), once: {worker, said, parked} or null. Taken (null left behind) by the first start, so that script
// starts no second worker.
export function adoptEarly() {
  const early = globalThis.PAILI_EARLY_ENGINE;
  globalThis.PAILI_EARLY_ENGINE = null;
  return Promise.resolve(early || null).catch(() => null);
}

// Start at once (decision 30), rather than on intent (paili.js, decision 8), where the reader
// is here to use the engine or it costs nothing to download: a page that exists for its
// widgets (FOR_WIDGETS: practice, replays, random deals, record a deal, the match sheet), a page opened by a share link
// (SHARED), and any widget page once the runtime is on the device (an earlier visit kept the
// engine's heap, or the service worker keeps Pyodide's WebAssembly). Asked without opening any
// cache: a reader who only reads still gets no Cache Storage of ours.
export const FOR_WIDGETS = "pl-practice, pl-random-deal, pl-replay, pl-record, pl-match";
// (#pl= and #pr= with a state: "#pl=<index>" alone, which the language switch carries, only
// scrolls to a widget; #pq= a question, #pd= a random deal, #pe= a recorded deal, #pm= a match:
// paili.js, practice.js, random-deal.js, record-file.js, match-file.js)
export const SHARED = /^#(?:(?:pl|pr)=\d{1,4}\.|pq=\d|pd=\d|pe=[A-Za-z0-9_-]|pm=[A-Za-z0-9_-])/;

async function onDevice() {
  if (typeof caches === "undefined") return false;
  const bundle = new URL("../", import.meta.url);
  if (await isKept(bundle)) return true;
  try {
    return Boolean(await caches.match(new URL(`${PYODIDE_DIR}pyodide.asm.wasm`, bundle).href));
  } catch {
    return false;
  }
}

// Run once the page's module has run (paili.js opens a share link first): a link that could
// not be read ([data-linked=broken]) is no reason to start.
export function startEarly(warm) {
  const early = globalThis.PAILI_EARLY_ENGINE;
  if (early) {   // engine-early.js is asking: a worker it started for a kept engine is taken now;
    // a parked one when the engine starts, as it would without it (decision 62)
    early.then((started) => (started && !started.parked ? warm() : onceRead(warm)), () => onceRead(warm));
    return;
  }
  onceRead(warm);
}

function onceRead(warm) {
  setTimeout(() => {
    if (!document.querySelector(".pl-widget, [game]")) return;
    const shared = SHARED.test(location.hash) && !document.querySelector("[data-linked=broken]");
    if (document.querySelector(FOR_WIDGETS) || shared) {
      warm();
      return;
    }
    onDevice().then((yes) => { if (yes) warm(); });
  }, 0);
}

