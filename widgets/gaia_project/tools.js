// Acting on the Gaia Project map: choose a tool (a kind of build) and the hexes where it is legal glow; click one,
// or hover or focus another to hear why not. Every other decision is a button; a federation's shows its hexes.

import { actionFor, actionTestId, federationHexes, hexTestId } from "../gaia_project_layout.js";
import { hint } from "./head.js";
import { describeHex } from "./pieces.js";

/** @typedef {import("../gaia_project.js").GaiaProject} GaiaProject @typedef {import("../gaia_project.js").Hex} Hex
 *  @typedef {import("../gaia_project.js").ActionButton} ActionButton */

/** Take up tool ``next`` (or put it down if it is the one held), and redraw the console and the map.
 * @param {GaiaProject} t @param {string | null} next */
export function chooseTool(t, next) {
  t.tool = t.tool === next ? null : next;
  t.talk.forget();
  t.focus.around(t.drawChoice);
  hint(t);
}

/** @param {GaiaProject} t @param {Hex} x */
export function clickHex(t, x) {
  t.roving = x.key;
  if (!t.tool) t.talk.say(`${describeHex(t, x)} — choose a build first.`, "info");
  else t.talk.attempt(actionFor(t.tool, x.label));
}

/** @param {GaiaProject} t @param {Hex} x */
export function hoverHex(t, x) {
  if (t.tool) t.talk.hover(actionFor(t.tool, x.label));
  else {
    t.talk.cancelHover();
    t.talk.say(describeHex(t, x), "info");
  }
}

/** Mark the hexes a federation would join (its labels), or none. @param {GaiaProject} t @param {string[]} labels */
export function preview(t, labels) {
  const wanted = new Set(labels.map(hexTestId));
  for (const g of t.mapBox.querySelectorAll(".tb-hex")) g.classList.toggle("tb-preview", wanted.has(/** @type {any} */ (g).dataset.testid));
}

/** A button for an action line; a federation's button shows its hexes on the map. @param {GaiaProject} t @param {ActionButton} a @param {string} [cls] */
export function actionButton(t, a, cls = "") {
  const b = t.h("button", { class: `tb-btn tb-btn-action tb-verb-${a.verb} ${cls}`.trim(), text: a.label, testid: actionTestId(a.action), title: a.action, attrs: { type: "button", "aria-label": a.label } });
  b.addEventListener("click", () => t.talk.attempt(a.action));
  if (a.verb === "form-federation") {
    const labels = federationHexes(a.action);
    for (const on of ["mouseenter", "focus"]) b.addEventListener(on, () => preview(t, labels));
    for (const off of ["mouseleave", "blur"]) b.addEventListener(off, () => preview(t, []));
  }
  return b;
}
