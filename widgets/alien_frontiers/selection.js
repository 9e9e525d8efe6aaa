// Docking at a facility: select dice of the fleet, then click a facility. The facilities where the selected dice
// may dock glow; hovering or focusing another asks Python why not.

import { dockAction, dockOptions, legalDockFacilities, partialDockFacilities, toggleSelection } from "../alien_frontiers_layout.js";

/** @typedef {import("../alien_frontiers.js").AlienFrontiers} AlienFrontiers @typedef {import("../alien_frontiers.js").Facility} Facility */

/** The tokens of the selected dice ("4", "R3"). @param {AlienFrontiers} t */
export function selectedTokens(t) {
  const fleet = t.vm().fleet ?? [];
  return t.selected.map((i) => fleet[i]?.token).filter((token) => token !== undefined);
}

/** Mark the selected dice, and the facilities where they may (or may partly) dock. @param {AlienFrontiers} t */
export function applySelection(t) {
  const legal = t.talk.legal();
  const tokens = selectedTokens(t);
  const ok = new Set(legalDockFacilities(legal, tokens));
  const partial = new Set(partialDockFacilities(legal, tokens));
  const options = dockOptions(legal);
  t.dieEls.forEach((d, i) => {
    d.classList.toggle("tb-selected", t.selected.includes(i));
    d.setAttribute("aria-pressed", String(t.selected.includes(i)));
  });
  for (const [id, fel] of t.facilityEls) {
    const any = tokens.length > 0;
    fel.classList.toggle("tb-legal", any && ok.has(id));
    fel.classList.toggle("tb-illegal", any && !ok.has(id));
    fel.classList.toggle("tb-partial", any && !ok.has(id) && partial.has(id));
    fel.classList.toggle("tb-dockable", !any && options.has(id));
  }
  t.root.classList.toggle("tb-selecting", tokens.length > 0);
}

/** Select or put back die ``i`` of the fleet. @param {AlienFrontiers} t @param {number} i */
export function toggleDie(t, i) {
  if (!t.talk.interactive()) return;
  t.selected = toggleSelection(t.selected, i);
  t.talk.forget();
  applySelection(t);
}

/** Dock the selected dice at ``f`` (or say why not); with none selected, say what the facility does.
 * @param {AlienFrontiers} t @param {Facility} f */
export function clickFacility(t, f) {
  if (!t.talk.interactive()) return;
  const tokens = selectedTokens(t);
  if (tokens.length === 0) {
    t.talk.say(`${f.name}: ${f.summary}`, "info", f.rule);
    return;
  }
  const action = dockAction(f.id, tokens);
  if (t.talk.legal().includes(action) && tokens.length < (t.vm().fleet ?? []).length) t.focus.next("die-0");
  t.talk.attempt(action);
}

/** Ask why (not) the selected dice may dock at ``f``. @param {AlienFrontiers} t @param {Facility} f */
export function hoverFacility(t, f) {
  if (t.selected.length === 0) t.talk.cancelHover();
  else t.talk.hover(dockAction(f.id, selectedTokens(t)));
}
