// The Gaia Project table view: an anywidget ES module (plain ESM, JSDoc types, no build step).
//
// The table is a set of panels, each a module of its own under gaia_project/ (the head and the scoring strip, the
// console of decisions, the map, the research board, the players' boards); table_kit.js mounts them and holds the
// conversation with Python. Python joins these modules into one module, sent once per view (tablebook/views/front_end.py);
// node tests them as they are.
//
// The view draws the synced `model` (tablebook/views/gaia_project_model.py). Acting: choose a tool (a kind of
// build) and the hexes where it is legal glow; click one, or hover/focus another to hear why not. Every other
// decision is a button. Arrow keys walk the map; Tab visits the glowing hexes and the buttons.

import { mount } from "./table_kit.js";
import { actionTestId, hexTestId } from "./gaia_project_layout.js";
import { drawBoards } from "./gaia_project/boards.js";
import { drawConsole } from "./gaia_project/console.js";
import { drawHead, drawStrip, hint } from "./gaia_project/head.js";
import { drawMap } from "./gaia_project/map.js";
import { COLOUR_HEX } from "./gaia_project/pieces.js";
import { drawResearch } from "./gaia_project/research.js";
import { chooseTool } from "./gaia_project/tools.js";

/**
 * @typedef {{seat: number, kind: string, name: string}} Building
 * @typedef {{key: string, q: number, r: number, label: string, sector: string, planet: string, planet_name: string,
 *            building: Building | null, guest: number | null, gaiaformer: number | null, station: number | null,
 *            satellites: number[], lost: boolean}} Hex
 * @typedef {{seat: number, short: string, letter: string, name: string, faction: string | null, planet: string | null,
 *            colour: string | null, vp: number, vp_sources: {source: string, points: number, details: string}[], ore: number,
 *            credits: number, knowledge: number, qic: number,
 *            power: {I: number, II: number, III: number, gaia: number, brainstone: string | null, areas: Record<string, string>, brainstone_words: string},
 *            gaiaformers: {available: number, on_map: number, in_gaia_area: number},
 *            structures: {kind: string, name: string, total: number, left: number}[], income: {code: string, n: number, text: string}[],
 *            research: Record<string, number>, range: number, techs: {id: string, covered: boolean, advanced: boolean, text: string}[],
 *            booster: {id: string, text: string} | null, federations: {id: string, green: boolean, side: string, text: string}[],
 *            specials: {source: string, text: string, action: string, used: boolean}[], passed: boolean, active: boolean,
 *            deciding: boolean, viewer: boolean}} Player
 * @typedef {{action: string, verb: string, label: string}} ActionButton
 * @typedef {import("./table_kit.js").Table & {tool: string | null, roving: string | null, mapBox: HTMLElement,
 *   drawChoice: () => void}} GaiaProject
 *   the table with what this view remembers between redraws: the tool held (``build mine`` …), the hex the arrow keys
 *   start from, the map's box, and how to redraw what taking up a tool changes
 */

/** The panels in the root, in order: the head, the scoring strip, the console beside the map, the research board,
 * the players' boards. Escape puts the tool held down.
 * @param {import("./table_kit.js").Table} table @returns {import("./table_kit.js").Drawing} */
function setup(table) {
  const { h } = table;
  const head = h("header", { class: "tb-head" });
  const strip = h("section", { class: "tb-strip", attrs: { "aria-label": "round and final scoring, turn order" } });
  const mapBox = h("section", { class: "tb-mapbox", attrs: { "aria-label": "the map" } });
  const consoleBox = h("section", { class: "tb-console", attrs: { "aria-label": "your decisions" } });
  const researchBox = h("section", { class: "tb-research", attrs: { "aria-label": "the research board" } });
  const boards = h("section", { class: "tb-boards", attrs: { "aria-label": "the players' boards" } });
  const drawChoice = () => {
    drawConsole(t, consoleBox);
    drawMap(t);
  };
  const t = /** @type {GaiaProject} */ (Object.assign(table, { tool: null, roving: null, mapBox, drawChoice }));
  t.root.append(head, strip, h("div", { class: "tb-main" }, [consoleBox, mapBox]), researchBox, boards);
  t.root.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && t.tool) chooseTool(t, t.tool);
  });
  return {
    draw() {
      if (t.tool && !(t.vm().targets ?? {})[t.tool]) t.tool = null;
      drawHead(t, head);
      drawStrip(t, strip);
      drawChoice();
      drawResearch(t, researchBox);
      drawBoards(t, boards);
    },
    hint: () => hint(t),
    drawHead: () => drawHead(t, head),
    // the suggested move's button and, for a build, its hex on the map
    coachTargets: (action) => [actionTestId(action), ...(action.startsWith("build ") ? [hexTestId(action.split(" ")[2])] : [])],
    fallbacks: () => [...(t.vm().groups ?? []).flatMap((/** @type {any} */ g) => g.actions.map((/** @type {ActionButton} */ a) => actionTestId(a.action))), "undo"],
    reset() {
      t.tool = null; // a new position: choose again
    },
  };
}

/** @param {{model: import("./table_kit.js").AnyModel, el: HTMLElement}} ctx */
function render(ctx) {
  return mount(ctx, { root: "tb-gp", colours: COLOUR_HEX, setup });
}

export default { render };
