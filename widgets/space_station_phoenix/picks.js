// Choosing on the Space Station Phoenix table: click a ship (or a resident's button) to pick what it does, then its
// highlighted target; a target any click plays is played at once. Hovering or focusing asks Python why (not).

import { actionFor, actionTestId, picksOfShip, targetId, targetKind, targetsOf, testId } from "../space_station_phoenix_layout.js";
import { hint } from "./head.js";
import { pickOf, statLine } from "./pieces.js";

/** @typedef {import("../space_station_phoenix.js").Phoenix} Phoenix @typedef {import("../space_station_phoenix.js").Ship} Ship */

/** A click on something that may be a target: play it (or say why not); false if it is no target now.
 * @param {Phoenix} t @param {string} target */
export function clickTarget(t, target) {
  if (!t.talk.interactive()) return false;
  t.talk.cancelHover();
  const direct = targetsOf(t.vm().moves ?? [], null).get(target);
  if (t.selected && pickOf(t, t.selected)?.target_kind === targetKind(target)) t.talk.attempt(actionFor(t.selected, target));
  else if (direct) t.talk.attempt(direct);
  else return false;
  return true;
}

/** @param {Phoenix} t @param {string} target */
export function hoverTarget(t, target) {
  const m = t.vm();
  const direct = targetsOf(m.moves ?? [], null).get(target);
  if (t.selected && pickOf(t, t.selected)?.target_kind === targetKind(target)) t.talk.hover(actionFor(t.selected, target));
  else if (direct) t.talk.hover(direct);
  else if (targetKind(target) === "ship" && m.probes?.[targetId(target)] && !t.selected) t.talk.hover(m.probes[targetId(target)]);
  else t.talk.cancelHover();
}

/** A ship clicked: a target of the pick, else pick (or put down) what it does, else say why not or what it is.
 * @param {Phoenix} t @param {Ship} ship */
export function clickShip(t, ship) {
  if (!t.talk.interactive()) return;
  if (clickTarget(t, `ship:${ship.id}`)) return;
  const m = t.vm();
  const mine = picksOfShip(m.picks ?? [], ship.id);
  if (mine.length) select(t, mine.includes(t.selected ?? "") ? null : mine[0]);
  else if (m.probes?.[ship.id]) t.talk.askWhy(m.probes[ship.id]);
  else t.talk.say(`${ship.name}: ${statLine(ship)}`, "info");
}

/** Pick ``key`` (or none), redraw, and focus its first target (or its button). @param {Phoenix} t @param {string | null} key */
export function select(t, key) {
  t.selected = key;
  t.talk.forget();
  const first = key ? [...targetsOf(t.vm().moves ?? [], key).keys()][0] : null;
  t.focus.next(key ? (first ? testId(first) : actionTestId(key)) : null);
  t.focus.around(t.draw);
  hint(t);
}
