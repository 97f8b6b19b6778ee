// <pl-shape-check game="zhaopengyou">: is it a single, pair, triple, tractor or throw?
// The tractor games' classify widget: a <pl-check> whose op is always classify (the
// name stays for the pages and links that use it).
import { Check } from "./check.js";

export class ShapeCheck extends Check {
  static defaultOp = "classify";

  get op() { return "classify"; }
  set op(value) { /* always classify */ }
}

export function define(tag = "pl-shape-check") {
  if (!customElements.get(tag)) customElements.define(tag, ShapeCheck);
}
