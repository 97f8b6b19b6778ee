// Entry point, loaded (as a module) only on pages that hold a widget.
// Defines the custom elements (each upgrades its prerendered markup in place), then
// opens a share link (#pl=<widget index>.<state>) if the address holds one.
import { define as definePicker } from "./elements/card-picker.js";
import { define as defineCheck, decodeState } from "./elements/check.js";
import { define as defineShapeCheck } from "./elements/shape-check.js";

definePicker();
defineCheck();
defineShapeCheck();

function openShareLink() {
  const hash = decodeURIComponent(location.hash);
  if (!hash.startsWith("#pl=")) return;
  const widgets = [...document.querySelectorAll("pl-check, pl-shape-check")].filter((w) => w.form);
  if (!widgets.length) return;
  const m = hash.slice(4).match(/^(\d{1,4})\.([A-Za-z0-9_-]{1,20000})$/);
  const target = (m && widgets[Number(m[1])]) || widgets[0];
  const ok = m && widgets[Number(m[1])] ? target.restore(decodeState(m[2])) : target.restore(null);
  target.dataset.linked = ok ? "restored" : "broken";
  target.scrollIntoView({ block: "start" });
}

openShareLink();
window.addEventListener("hashchange", openShareLink);
import "./elements/replay.js";
