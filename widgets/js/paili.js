// Entry point, loaded (as a module) only on pages that hold a widget.
// Defines the custom elements (each upgrades its prerendered markup in place), opens a share
// link (#pl=<check widget index>.<state>, #pr=<replay index>.<state>) if the address holds
// one, and starts the engine when the reader shows intent. (A practice link, #pq=, and a
// random deal's, #pd=, are opened by their own elements.) An opened link shows what was
// shared at once, before the engine answers: the cards, the step in words, or words that
// it is opening (elements/shared-preview.js); never the page's own example.
import { define as definePicker } from "./elements/card-picker.js";
import { define as defineCheck } from "./elements/check.js";
import { decodeState } from "./share-state.js";
import { define as defineShapeCheck } from "./elements/shape-check.js";
import "./elements/replay.js";
import "./elements/random-deal.js";
import "./elements/practice.js";
import "./elements/record.js";
import "./elements/match.js";
import { warm } from "./engine-client.js";

// The page's one module (the build bundles everything above into this file: decision 23), so
// it also hands out the engine client, the widgets' field specs and practice's bookkeeping: a
// script on the page (make bench, the browser tests) that imports this file shares the
// widgets' engine and runs their very code.
export * from "./engine-client.js";
export { SPECS } from "./specs.js";
export { MISSES, RUN, counted, missWeights } from "./elements/practice-progress.js";
export { CYCLE, SeedRun } from "./elements/practice-seeds.js";
export { heapFaster, transferRate } from "./boot-choice.js";

definePicker();
defineCheck();
defineShapeCheck();

const LIVE = "pl-check, pl-shape-check, pl-replay, pl-practice, pl-record, pl-match";

// A share link is untrusted text: anything unreadable leaves the page's own example
// and says so on the widget it names (or the first one). "#pl=<index>" alone (what the
// language switch carries for a widget in view, overrides/main.html) only scrolls to it.
// The widget lands below Material's sticky header: its scroll-margin-top (page.css).
function openShareLink() {
  let hash;
  try {
    hash = decodeURIComponent(location.hash);
  } catch {
    hash = location.hash;
  }
  // Two prefixes, each counting its own kind (replay.js says why): #pl= checks, #pr= replays.
  const kind = { "#pl=": ["pl-check, pl-shape-check", (w) => w.form],
    "#pr=": ["pl-replay", (w) => w.record] }[hash.slice(0, 4)];
  if (!kind) return;
  const [selector, upgraded] = kind;
  const widgets = [...document.querySelectorAll(selector)];
  const place = hash.slice(4).match(/^(\d{1,4})$/);
  if (place) {
    widgets[Number(place[1])]?.scrollIntoView({ block: "start" });
    return;
  }
  const m = hash.slice(4).match(/^(\d{1,4})\.([A-Za-z0-9_-]{1,20000})$/);
  const named = m ? widgets[Number(m[1])] : undefined;
  const target = named && upgraded(named) ? named : widgets.find(upgraded);
  if (!target) return;
  const ok = target.restore(target === named ? decodeState(m[2]) : null);
  target.dataset.linked = ok ? "restored" : "broken";
  target.scrollIntoView({ block: "start" });
}

openShareLink();
window.addEventListener("hashchange", openShareLink);

// Intent (maintainers page, decision 8): the engine (Pyodide, about 5 MB gzipped) starts when
// a live widget has stayed in view for DWELL_MS, or the pointer moves over one;
// engine-client.js also starts it on focus or a press inside a widget. Scrolling past does
// not count, and a page whose widgets are never looked at never fetches Pyodide.
export const DWELL_MS = 1000;

function warmOnIntent() {
  const live = [...document.querySelectorAll(LIVE)];
  if (!live.length) return;
  const timers = new Map();
  let observer = null;
  const start = () => {
    observer?.disconnect();
    for (const timer of timers.values()) clearTimeout(timer);
    document.removeEventListener("pointerover", onPointer, true);
    warm();
  };
  function onPointer(event) {
    if (event.target instanceof Element && event.target.closest(LIVE)) start();
  }
  document.addEventListener("pointerover", onPointer, true);
  if (!("IntersectionObserver" in window)) return;
  // In view: at least half of the widget, or (a widget taller than the screen) a quarter
  // of the screen filled by it.
  const inView = (entry) => entry.isIntersecting && (entry.intersectionRatio >= 0.5
    || entry.intersectionRect.height >= 0.25 * (entry.rootBounds?.height || innerHeight));
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (inView(entry)) {
        if (!timers.has(entry.target)) timers.set(entry.target, setTimeout(start, DWELL_MS));
      } else {
        clearTimeout(timers.get(entry.target));
        timers.delete(entry.target);
      }
    }
  }, { threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] });
  for (const widget of live) observer.observe(widget);
}

warmOnIntent();
