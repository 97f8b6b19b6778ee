// Entry point, loaded (as a module) only on pages that hold a widget.
// Defines the custom elements (each upgrades its prerendered markup in place), then
// opens a share link (#pl=<widget index>.<state>) if the address holds one.
import { define as definePicker } from "./elements/card-picker.js";
import { define as defineCheck, decodeState } from "./elements/check.js";
import { define as defineShapeCheck } from "./elements/shape-check.js";
import "./elements/replay.js";

definePicker();
defineCheck();
defineShapeCheck();

// A share link is untrusted text: anything unreadable leaves the page's own example
// and says so on the widget it names (or the first one).
function openShareLink() {
  let hash;
  try {
    hash = decodeURIComponent(location.hash);
  } catch {
    hash = location.hash;
  }
  if (!hash.startsWith("#pl=")) return;
  const widgets = [...document.querySelectorAll("pl-check, pl-shape-check")];
  const m = hash.slice(4).match(/^(\d{1,4})\.([A-Za-z0-9_-]{1,20000})$/);
  const named = m ? widgets[Number(m[1])] : undefined;
  const target = named && named.form ? named : widgets.find((w) => w.form);
  if (!target) return;
  const ok = target.restore(target === named ? decodeState(m[2]) : null);
  target.dataset.linked = ok ? "restored" : "broken";
  target.scrollIntoView({ block: "start" });
}

openShareLink();
window.addEventListener("hashchange", openShareLink);
