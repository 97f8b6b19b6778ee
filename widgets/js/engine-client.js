// The page's side of the engine: one worker per tab, created when a widget first asks.
// call(request, from?) → Promise<response object>, exactly what engine.api.handle answers.
// draw(request, view, from?) → Promise<{response, html}>: the answer and its HTML from the one
// renderer (widgets/render/live.py), in one call; view: {lang, draw, answer?} (the site
// root is added here, so links in the HTML are absolute).
// The end of the worker's warm-up after its boot is announced as "paili:engine-warmed"
// (detail: steps taken of how many, ms from the worker's start; make bench waits for it).
// Engine state changes are announced as "paili:engine" events on document
// (detail.state: "starting" | "ready" | "failed"; when ready, detail.ms: boot time and
// detail.via: "snapshot" (a kept heap), "shipped" (the build's heap, downloaded: decision 58) or "boot", see boot.js and worker.js; detail.steps: the boot's parts, worker.js;
// when failed, detail.kind, see below).
//
// Warm-up: the worker also starts, before any request, the first time the reader touches a
// widget (focus or pointer down inside a .pl-widget): by the time the edit is typed, Pyodide
// is on its way. A reader who only reads never starts it (maintainers page, decision 1), but
// for three pages, where it starts at once (startEarly, decision 30): when it costs no
// download (an earlier visit kept the engine: kept.js), on a page that exists for its widgets
// (practice, replays and random deals), and on a page opened by a share link.
// With this build's engine kept, the worker starts earlier still, while the page is being read
// in: engine-early.js starts it and the first start here adopts it (adoptEarly, decision 50).
// Without, on a page with a widget the engine judges, engine-early.js parks it: the worker's
// script is fetched and run, nothing of the engine downloaded, until the first start here
// adopts it and speaks to it (decision 62).
// warm() is "start now", for any script of the page that knows the reader will ask.
// While it starts: "paili:engine-progress" (detail.phase: "downloading" | "starting" |
// "restoring", then null; what the waiting widgets say: boot-words.js); once the heap is kept
// for the next visit, "paili:engine-kept" (detail: bytes, ms).
//
// Newer supersedes older: the worker answers one request at a time, and this side keeps the
// queue. A request made `from` a widget (any object: the element) replaces that widget's
// request still waiting in the queue, whose promise then rejects with `superseded: true` (the
// widget ignores it: its newer request is coming). One request per widget waits, so another
// widget's request waits at most for those, each bounded by the engine's caps.
//
// The runtime heals (issue 13): the request text is bounded (length, nesting) here, before it
// reaches Pyodide, with the engine's own words (engine/api.py), and again in the worker (which
// trusts no message: worker.js); a worker whose Pyodide broke
// (a fatal error, an `error` event) or that does not answer within ANSWER_MS is replaced by a
// fresh one, and the next request goes there; a boot that fails (a download stalled, the
// network gone) rejects every waiting request with an error that has `unavailable: true` and
// `kind` ("stalled", "offline", "failed"; "broken" for the request a broken worker held), and
// retry() starts a fresh worker. Nothing waits for ever, so no widget keeps "Checking…" up.
//
// A boot that is not ready within BOOT_MS (a download that trickles keeps the stall watch
// quiet) fails with kind "slow", like a stalled one: the widgets offer a retry.
//
// Timeouts: globalThis.PAILI_TIMEOUTS = {stall, answer, boot} (ms) before this module runs
// (tests set short ones); the defaults are below (maintainers page).

import { textDepth, tooLong } from "./bounds.js";
import { siteRoot } from "./dom.js";
import { adoptEarly, startEarly, workerName, workerSource } from "./engine-start.js";
import { showProgress } from "./boot-words.js";
import { listenOffline } from "./offline.js";
import { WORDS as SCRIPT_WORDS } from "./words.js";

export const MAX_REQUEST_CHARS = 200_000;
export const MAX_DEPTH = 32;
// the engine's own words (engine/api.py), through widgets/build/script_words.py
const { too_large: TOO_LARGE, too_deep: TOO_DEEP } = SCRIPT_WORDS.client;
export { textDepth };
export const ANSWER_MS = 20_000;   // no request the engine accepts takes a second (its caps)
// The longest boot allowed: about three times the slowest measured (maintainers page, 30).
export const BOOT_MS = 120_000;

let worker = null;
let nextId = 1;
let busy = null;                    // {id, entry, timer}: the request the worker is answering
const queue = new Map();            // from → entry {message, resolve, reject}: waiting, oldest first
let failure = null;                 // why the engine is unavailable ({kind, message})
export let engineState = "idle";

function timeouts() {
  const given = globalThis.PAILI_TIMEOUTS || {};
  const ms = (v) => (Number.isFinite(v) && v > 0 ? v : undefined);
  return { stall: ms(given.stall), answer: ms(given.answer) ?? ANSWER_MS, boot: ms(given.boot) ?? BOOT_MS };
}

function announce(state, detail = {}) {
  engineState = state;
  document.dispatchEvent(new CustomEvent("paili:engine", { detail: { state, ...detail } }));
}

const unavailable = (kind, message) => Object.assign(new Error(message || kind), { unavailable: true, kind });

// The games the page's widgets judge (their game attribute): the worker loads their verdict
// modules while it boots (boot.js IMPORT_PAGE) rather than in the first request.
function pageGames() {
  return [...new Set([...document.querySelectorAll("[game]")].map((el) => el.getAttribute("game")))];
}

let starting = null;                // the start under way (its script being fetched), or null
let deadline = 0;                   // the boot's timer (BOOT_MS)
export let enginePhase = null;      // while starting: "downloading" | "starting" | "restoring"

function progress(phase) {
  enginePhase = phase;
  showProgress(phase);
  document.dispatchEvent(new CustomEvent("paili:engine-progress", { detail: { phase } }));
}

function startWorker() {
  announce("starting");
  progress("downloading");
  failure = null;
  clearTimeout(deadline);
  deadline = setTimeout(() => {
    if (engineState === "starting") fail("slow", `not ready in ${Math.round(timeouts().boot / 1000)} s`);
  }, timeouts().boot);
  const script = new URL("./worker.js", import.meta.url);
  const attempt = {};
  starting = attempt;
  adoptEarly().then((early) => early || workerSource(script).then((blobURL) => {
    if (starting !== attempt) return null;   // failed or replaced meanwhile
    return { worker: new Worker(blobURL, { type: "module", name: workerName(script) }), said: [] };
  })).then((started) => {
    if (!started) return;
    if (starting !== attempt) {   // failed or replaced meanwhile
      started.worker.terminate();
      return;
    }
    starting = null;
    run(started.worker);
    started.said.forEach(heard);   // what the early start's worker said before this page listened
  }).catch((err) => {
    if (starting === attempt) fail("failed", String(err && err.message || err));
  });
}

function run(fresh) {
  worker = fresh;
  fresh.postMessage({ games: pageGames() });
  fresh.onmessage = (event) => { if (fresh === worker) heard(event.data); };
  fresh.onerror = (event) => {
    event.preventDefault();
    if (fresh !== worker) return;
    const message = event.message || "worker error";
    if (engineState === "ready") replace("broken", message);   // it broke while answering
    else fail("failed", message);                               // it could not even start
  };
  pump();
}

function heard(msg) {
  if (msg.type === "progress") return progress(msg.phase);
  if (msg.type === "kept") {
    document.dispatchEvent(new CustomEvent("paili:engine-kept", { detail: { bytes: msg.bytes, ms: msg.ms } }));
    return;
  }
  if (msg.type === "ready") {
    clearTimeout(deadline);
    progress(null);
    announce("ready", { ms: msg.ms, via: msg.via, steps: msg.steps });
    if (busy) watchAnswer();
    return pump();
  }
  if (msg.type === "quiet") return keepOffline();   // the engine's work for this page is done
  if (msg.type === "warmed") {   // the warm-up after the boot ended (worker.js): make bench waits for it
    document.dispatchEvent(new CustomEvent("paili:engine-warmed", { detail: { steps: msg.steps, of: msg.of, ms: msg.ms } }));
    return;
  }
  if (msg.type === "failed") return fail(msg.kind === "stalled" ? "stalled" : "failed", msg.message);
  if (msg.fatal) return replace("broken", msg.failed);   // whoever asked: this worker is done
  if (!busy || msg.id !== busy.id) return;   // an answer nobody waits for any more
  const { entry } = busy;
  clearTimeout(busy.timer);
  busy = null;
  if (msg.failed) entry.reject(unavailable("failed", msg.failed));
  else entry.resolve(JSON.parse(msg.response));
  pump();
}

// The worker broke or stopped answering: end it, start a fresh one; the queue goes there.
function replace(kind, message) {
  console.warn(`Paili: the engine's worker was replaced (${kind}): ${message}`);
  worker?.terminate();
  worker = null;
  if (busy) {
    clearTimeout(busy.timer);
    busy.entry.reject(unavailable("broken", message));
    busy = null;
  }
  startWorker();
}

// The engine cannot start: every waiting request fails (the widgets say so, with a retry).
function fail(kind, message) {
  clearTimeout(deadline);
  progress(null);
  worker?.terminate();
  worker = null;
  starting = null;
  if (kind !== "stalled" && kind !== "slow" && navigator.onLine === false) kind = "offline";
  failure = { kind, message };
  const waiting = [...(busy ? [busy.entry] : []), ...queue.values()];
  if (busy) clearTimeout(busy.timer);
  busy = null;
  queue.clear();
  for (const entry of waiting) entry.reject(unavailable(kind, message));
  announce("failed", { kind, message });
}

function watchAnswer() {
  const held = busy;
  held.timer = setTimeout(() => {
    if (busy === held) replace("broken", `no answer in ${timeouts().answer} ms`);
  }, timeouts().answer);
}

function pump() {
  if (busy || !worker || !queue.size) return;
  const [from, entry] = queue.entries().next().value;
  queue.delete(from);
  busy = { id: nextId++, entry, timer: 0 };
  worker.postMessage({ id: busy.id, ...entry.message });
  if (engineState === "ready") watchAnswer();
}

// The engine has run on this page and its worker is quiet (its first answers out and drawn):
// register the site's service worker (sw.js at the site root, scope: both languages) and ask
// it to keep the engine, and every page, for offline use: this page first (offline.js says
// when all is kept). Only now: a reader who never uses a live check gets no service worker
// and never downloads Pyodide (maintainers page, decisions 1 and 10), and its install, which
// fetches and compiles the site's scripts, does not share the device with the first verdict
// (decision 66).
function keepOffline() {
  if (!("serviceWorker" in navigator)) return;
  listenOffline();
  navigator.serviceWorker.register(new URL("../../../../sw.js", import.meta.url)).catch(() => {});
  navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: "paili:engine-used", page: location.href.split("#")[0] });
  }, () => {});
}

// Start now: the engine starts if it has not (nothing happens after a failure: retry() is the
// reader's). Any script of the page may call it when it knows the reader will ask.
export function warm() {
  if (!worker && !starting && engineState !== "failed") startWorker();
}

// A fresh start after a failure (the widgets' retry button): a new worker, new downloads.
export function retry() {
  if (engineState !== "failed" && (worker || starting)) return;
  worker?.terminate();
  worker = null;
  startWorker();
}

// Whether the worker has nothing to answer: no request on its way, none waiting (the bench's
// phone profile checks it as a reader taps: what the tap shows was all back; tests/bench/practice_taps.py).
export function engineIdle() {
  return !busy && queue.size === 0;
}

// Why the engine is unavailable, or null.
export function unavailableReason() {
  return failure;
}

function warmOnTouch(event) {
  if (!(event.target instanceof Element) || !event.target.closest(".pl-widget")) return;
  document.removeEventListener("focusin", warmOnTouch, true);
  document.removeEventListener("pointerdown", warmOnTouch, true);
  warm();
}
document.addEventListener("focusin", warmOnTouch, true);
document.addEventListener("pointerdown", warmOnTouch, true);
startEarly(warm);

// The engine's refusal of a text too long or too deep for it, or null.
function refusal(text) {
  const words = tooLong(text, MAX_REQUEST_CHARS) ? TOO_LARGE : textDepth(text) > MAX_DEPTH ? TOO_DEEP : null;
  return words && { ok: false, error: { code: "bad_request", zh: words[0], en: words[1] } };
}

function post(message, from) {
  if (engineState === "failed") return Promise.reject(unavailable(failure.kind, failure.message));
  return new Promise((resolve, reject) => {
    const key = from ?? {};
    const waiting = queue.get(key);
    if (waiting) waiting.reject(Object.assign(new Error("superseded"), { superseded: true }));
    queue.set(key, { message, resolve, reject });
    if (!worker && !starting) startWorker();
    else pump();
  });
}

// `from`, as for draw: a newer call from the same widget supersedes its waiting one.
export function call(request, from) {
  const text = JSON.stringify(request);
  const refused = refusal(text);
  return refused ? Promise.resolve(refused) : post({ request: text }, from);
}

export function draw(request, view, from) {
  let text = JSON.stringify(request);
  let full = { ...view, root: siteRoot.href };
  const refused = refusal(text);
  if (refused) {   // the renderer draws the refusal; the request itself never reaches Python
    const short = (v) => (typeof v === "string" && v.length <= 40 ? v : undefined);
    text = JSON.stringify({ op: short(request?.op), game: short(request?.game) });
    full = { ...full, answer: refused };
  }
  return post({ request: text, view: JSON.stringify(full) }, from);
}
