// Entry point, loaded (as a module) only on pages that hold a widget.
// Defines the custom elements; each upgrades its prerendered markup in place.
import { define as defineShapeCheck } from "./elements/shape-check.js";

defineShapeCheck();
import "./elements/replay.js";
