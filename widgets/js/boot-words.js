// What a waiting widget says while the engine starts (issue 24 §5; maintainers page, decision
// 30): its own status words ("Checking…", "Dealing…") say what it asked for; this module adds,
// in the same status line, what the engine is doing and how long that takes as measured:
// downloading (the first visit: its size and the time on a phone's 4G), starting (Pyodide's
// CPU on a phone) or restoring (from what an earlier visit kept: kept.js), or, where the worker
// chose the build's heap (decision 58), downloading that and starting from it, until it is ready. A widget whose answer comes replaces its status words,
// and this note with them; none is added once the engine is ready.
//
// A widget is waiting when its data-state is one of WAITING (check.js, shape-check.js and
// practice.js say "checking", random-deal.js "dealing", replay.js "starting", record.js
// "judging" and record-seat.js "autoplaying").
import { pageLang, wordIn } from "./i18n.js";
import { WORDS as SCRIPT_WORDS } from "./words.js";

const WORDS = SCRIPT_WORDS.boot;   // widgets/build/script_words.py
const WAITING = ":is(pl-check, pl-shape-check, pl-practice, pl-random-deal, pl-replay, pl-record)"
  + ":is([data-state=checking], [data-state=dealing], [data-state=starting], [data-state=judging],"
  + " [data-state=autoplaying])";

// "downloading" | "starting" | "restoring" | "downloading-heap" | "restoring-heap" while the
// engine starts (worker.js says which), else null
let phase = null;

function note(status) {
  let span = status.querySelector(":scope > .pl-boot");
  if (!phase) {
    span?.remove();
    return;
  }
  if (!span) {
    span = document.createElement("span");
    span.className = "pl-boot";
    status.append(" ", span);
  }
  span.dataset.phase = phase;
  const words = wordIn(WORDS, phase, pageLang());
  if (span.textContent !== words) span.textContent = words;
}

function sayAll() {
  for (const widget of document.querySelectorAll(WAITING)) {
    const status = widget.querySelector(".pl-status");
    if (status) note(status);
  }
  if (!phase) for (const span of document.querySelectorAll(".pl-boot")) span.remove();
}

let observer = null;

// Called by engine-client.js with each phase ("downloading", "starting", "restoring"), and null once the
// engine is ready or has failed (the widgets then say their own).
export function showProgress(next) {
  phase = next;
  sayAll();
  if (!phase) {
    observer?.disconnect();
    observer = null;
    return;
  }
  // A widget that starts waiting later, or rewrites its status while it waits, gets the note.
  observer ??= new MutationObserver(() => { if (phase) sayAll(); });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] });
}
