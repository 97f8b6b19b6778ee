// The page's side of the engine: one worker per tab, created when a widget first asks.
// call(request) → Promise<response object>, exactly what engine.api.handle answers.
// draw(request, view) → Promise<{response, html}>: the answer and its HTML from the one
// renderer (widgets/render/live.py), in one call; view: {lang, draw, answer?} (the site
// root is added here, so links in the HTML are absolute).
// Engine state changes are announced as "paili:engine" events on document
// (detail.state: "starting" | "ready" | "failed"; when ready, detail.ms: boot time and
// detail.via: "snapshot" or "boot", see boot.js; detail.steps: the boot's parts, worker.js).
//
// Warm-up: the worker also starts, before any request, the first time the reader touches a
// widget (focus or pointer down inside a .pl-widget): by the time the edit is typed, Pyodide
// is on its way. A reader who only reads never starts it (maintainers page, decision 1).

import { siteRoot } from "./dom.js";

let worker = null;
let nextId = 1;
const pending = new Map();
export let engineState = "idle";

function announce(state, detail = {}) {
  engineState = state;
  document.dispatchEvent(new CustomEvent("paili:engine", { detail: { state, ...detail } }));
}

function startWorker() {
  announce("starting");
  try {
    worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  } catch (err) {
    announce("failed", { message: String(err) });
    return;
  }
  worker.onmessage = (event) => {
    const msg = event.data;
    if (msg.type === "ready") {
      keepOffline();
      return announce("ready", { ms: msg.ms, via: msg.via, steps: msg.steps });
    }
    if (msg.type === "failed") {
      for (const { reject } of pending.values()) reject(new Error(msg.message));
      pending.clear();
      return announce("failed", { message: msg.message });
    }
    const waiter = pending.get(msg.id);
    if (!waiter) return;
    pending.delete(msg.id);
    if (msg.failed) waiter.reject(new Error(msg.failed));
    else waiter.resolve(JSON.parse(msg.response));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    announce("failed", { message: event.message || "worker error" });
  };
}

// The engine has run on this page: register the site's service worker (sw.js at the site
// root, scope: both languages) and ask it to keep the engine, and every page, for offline
// use. Only now: a reader who never uses a live check gets no service worker and never
// downloads Pyodide (maintainers page, decisions 1 and 10).
function keepOffline() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(new URL("../../../../sw.js", import.meta.url)).catch(() => {});
  navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: "paili:engine-used" });
  }, () => {});
}

export function warm() {
  if (!worker && engineState !== "failed") startWorker();
}

function warmOnTouch(event) {
  if (!(event.target instanceof Element) || !event.target.closest(".pl-widget")) return;
  document.removeEventListener("focusin", warmOnTouch, true);
  document.removeEventListener("pointerdown", warmOnTouch, true);
  warm();
}
document.addEventListener("focusin", warmOnTouch, true);
document.addEventListener("pointerdown", warmOnTouch, true);

function post(message) {
  if (!worker && engineState !== "failed") startWorker();
  if (engineState === "failed") return Promise.reject(new Error("engine unavailable"));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, ...message });
  });
}

export function call(request) {
  return post({ request: JSON.stringify(request) });
}

export function draw(request, view) {
  return post({ request: JSON.stringify(request), view: JSON.stringify({ ...view, root: siteRoot.href }) });
}
