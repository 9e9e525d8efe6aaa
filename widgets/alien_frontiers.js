// The Alien Frontiers table view: an anywidget ES module (plain ESM, JSDoc types, no build step).
//
// The table is a set of panels, each a module of its own under alien_frontiers/ (the head, the fleet's console,
// the planet and its facilities, the players, the alien tech); table_kit.js mounts them and holds the
// conversation with Python. Python joins these modules into one module, sent once per view (tablebook/views/front_end.py);
// node tests them as they are.

import { mount, PALETTE } from "./table_kit.js";
import { actionTestId, stageScale } from "./alien_frontiers_layout.js";
import { drawConsole } from "./alien_frontiers/fleet.js";
import { drawHead, hint } from "./alien_frontiers/head.js";
import { placeFacilities, STAGE } from "./alien_frontiers/facilities.js";
import { drawStage } from "./alien_frontiers/planet.js";
import { drawPlayers } from "./alien_frontiers/players.js";
import { applySelection } from "./alien_frontiers/selection.js";
import { drawTech } from "./alien_frontiers/tech.js";

// The view draws the synced `model` (see tablebook/views/alien_frontiers_model.py).
/**
 * @typedef {import("./alien_frontiers/pieces.js").Ship} Ship
 * @typedef {{size: number, blocked: boolean, ships: Ship[], seat?: number, colour?: string | null, circle?: number}} Group
 * @typedef {{id: string, name: string, summary: string, requirement: string, docking: string, docking_words: string, rule: string, angle: number, groups: Group[], circles?: number}} Facility
 * @typedef {{id: string, name: string, bonus: string, rule: string, x: number, y: number, colonies: {colour: string, count: number}[],
 *            controller: string | null, fields: {id: string, name: string}[], relic_home: boolean}} Territory
 * @typedef {{id: string, name: string, power: string, discard: string, vp: number, used: boolean}} Card
 * @typedef {{seat: number, colour: string, name: string, fuel: number, ore: number, colonies_left: number,
 *            hub_circle: number, ships: {fleet: number, bay: number, docked: number, stock: number}, relic: boolean,
 *            cards: Card[], score: number, breakdown: {source: string, detail: string, points: number}[],
 *            active: boolean, deciding: boolean}} Player
 * @typedef {{token: string, value: number, kind: "plain" | "relic" | "teleported", colour: string}} FleetDie
 * @typedef {{action: string, verb: string, label: string}} ActionButton
 * @typedef {{title: string, turn: number, active: string, decider: string | null, now: string, computer_turn?: string, over: boolean,
 *            end: string | null, winners: string[], players: Player[], facilities: Facility[], territories: Territory[],
 *            relic: Ship & {at: string}, display: Card[], deck_count: number, discard_count: number, fleet: FleetDie[],
 *            legal: string[], actions: ActionButton[], last: {action: string, narration: string, rule: string | null} | null}} ViewModel
 * @typedef {import("./table_kit.js").Table & {uid: string, selected: number[], dieEls: HTMLElement[],
 *   facilityEls: Map<string, HTMLElement>, facilityGeometry: Map<string, {angle: number, w: number, h: number}>}} AlienFrontiers
 *   the table with what this view remembers between redraws: the selected fleet dice (indices), the dice and
 *   facility panels drawn, and each panel's angle and estimated size
 */

/** Where the coach's suggested move is played on the board: the facility docked at, the territory landed on, the
 * card claimed. @param {string} action */
function coachPlaces(action) {
  const [verb, first] = action.split(" ");
  return { dock: [`facility-${first}`], land: [`territory-${first}`], claim: [`card-${first}`] }[verb] ?? [];
}

let instances = 0; // SVG ids must be unique when several tables share a page

/**
 * Scale the stage to the width available, in the next frame after a resize (changing the wrap's height inside
 * the observer's callback would loop). @param {AlienFrontiers} t @param {HTMLElement} stageWrap @param {HTMLElement} stage
 * @returns {() => void} stop following the width
 */
function fitStage(t, stageWrap, stage) {
  const fit = () => {
    const s = stageScale(stageWrap.clientWidth, STAGE.width, 1.2);
    stage.style.transform = `scale(${s})`;
    stage.style.left = `${Math.max(0, (stageWrap.clientWidth - STAGE.width * s) / 2)}px`;
    stageWrap.style.height = `${STAGE.height * s}px`;
    placeFacilities(t);
  };
  let frame = 0;
  let fitted = -1;
  const resize = typeof ResizeObserver === "function"
    ? new ResizeObserver(() => {
        if (stageWrap.clientWidth === fitted) return;
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          fitted = stageWrap.clientWidth;
          fit();
        });
      })
    : null;
  resize?.observe(stageWrap);
  fit();
  return () => {
    if (frame) cancelAnimationFrame(frame);
    resize?.disconnect();
  };
}

/** The panels in the root, in the keyboard's order: the dice (or the roll), then the board's targets, then the
 * other actions, undo and redo; CSS grid places them (the head on top, the console beside the board).
 * @param {import("./table_kit.js").Table} table @returns {import("./table_kit.js").Drawing} */
function setup(table) {
  const t = /** @type {AlienFrontiers} */ (Object.assign(table, { uid: `tb-af-${++instances}`, selected: [], dieEls: [], facilityEls: new Map(), facilityGeometry: new Map() }));
  const { h } = t;
  const head = h("header", { class: "tb-head" });
  const stageWrap = h("div", { class: "tb-stagewrap" });
  const stage = h("div", { class: "tb-stage" });
  const consoleBox = h("section", { class: "tb-console tb-console-fleet" });
  const actionsBox = h("section", { class: "tb-console tb-console-actions" });
  const players = h("div", { class: "tb-players" });
  const tech = h("section", { class: "tb-tech" });
  stageWrap.appendChild(stage);
  const main = h("div", { class: "tb-main" }, [
    consoleBox,
    h("div", { class: "tb-boardcol" }, [stageWrap, tech]),
    h("div", { class: "tb-side" }, [actionsBox, players]),
  ]);
  t.root.append(main, head);
  // after a move, focus stays where it was or goes to the next sensible stop: a die, the roll, an action
  const NEXT = ["die-0", "chance"];
  let unfit = () => {};
  return {
    draw() {
      drawHead(t, head);
      drawConsole(t, consoleBox, actionsBox);
      drawStage(t, stage);
      drawPlayers(t, players);
      drawTech(t, tech);
      applySelection(t);
    },
    hint: () => hint(t),
    drawHead: () => drawHead(t, head),
    fallbacks: () => [...NEXT, ...(t.vm().actions ?? []).map((/** @type {ActionButton} */ a) => actionTestId(a.action)), "undo"],
    headFallbacks: ["undo", "redo", ...NEXT],
    coachTargets: (action) => [actionTestId(action), ...coachPlaces(action)],
    reset() {
      t.selected = [];
    },
    start() {
      unfit = fitStage(t, stageWrap, stage);
    },
    close: () => unfit(),
  };
}

/** @param {{model: import("./table_kit.js").AnyModel, el: HTMLElement}} ctx */
function render(ctx) {
  return mount(ctx, { root: "tb-af", colours: PALETTE["alien-frontiers"], setup });
}

export default { render };
