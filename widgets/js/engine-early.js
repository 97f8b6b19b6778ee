// A second visit's engine starts while the page is still being read in (maintainers page,
// decisions 30 and 50). Loaded as an async module in the head of every widget page (hooks.py),
// so it runs as soon as it arrives, long before the page's own module (paili.js, deferred,
// runs once the whole page is parsed and laid out: on a phone that is most of the page's
// load). If this build's engine is kept on the device (kept.js: the start costs no download),
// it starts the worker at once and keeps what the worker says until the page's engine client
// (engine-client.js, in paili.js's bundle) adopts it. Otherwise it parks the worker (decision
// 62): started the same way, its script run and its CPU probe taken, but nothing of the
// engine downloaded until the page speaks to it (worker.js), which it does only when the
// engine starts as before (decision 8's intent, decision 30's early start). So the reader's
// intent no longer waits for the worker's script and start, seconds on a phone while the
// page's own scripts hold its main thread.
//
// The handover, on globalThis.PAILI_EARLY_ENGINE: set here, synchronously, to a promise of
// {worker, said, parked} (said: what the worker said so far, its start's failure included)
// or null; engine-client.js takes it (and leaves null) when it starts its engine, so only one
// worker is ever made: this script starts nothing if the client has already started its own.
import { isKept } from "./kept.js";
import { workerName, workerSource } from "./engine-start.js";

const script = new URL("./worker.js", import.meta.url);

function start() {
  // Under this site's service worker the worker's script costs no download: fetched beside
  // the question whether the engine is kept, not after it (one wait less before the worker
  // starts, while the page's own scripts are about to hold the main thread; decision 61).
  const source = navigator.serviceWorker && navigator.serviceWorker.controller ? workerSource(script) : null;
  // A page whose widgets the engine judges says so before this script (hooks.py): only there
  // is a worker parked.
  const live = Boolean(document.querySelector('meta[name="paili-live"]'));
  return isKept(new URL("../", import.meta.url)).then((kept) => {
    if (!kept && !live) return null;
    // kept: no heap to weigh (decision 58); else parked until the engine starts (decision 62)
    const name = workerName(script, kept ? { heap: "0" } : { park: "1" });
    return (source || workerSource(script)).then((blobURL) => {
      const worker = new Worker(blobURL, { type: "module", name });
      const said = [];
      worker.onmessage = (event) => said.push(event.data);
      worker.onerror = (event) => {   // as engine-client.js hears a worker that cannot start
        event.preventDefault();
        said.push({ type: "failed", message: event.message || "worker error" });
      };
      if (kept) performance.mark("paili:engine-early");
      return { worker, said, parked: !kept };
    });
  }).catch(() => null);   // the client starts its own, as on any visit
}

if (globalThis.PAILI_EARLY_ENGINE === undefined && typeof caches !== "undefined") {
  globalThis.PAILI_EARLY_ENGINE = start();
}
