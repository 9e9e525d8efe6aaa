// The Space Station table view: an anywidget ES module (plain ESM, JSDoc types, no build step).
//
// The table is a set of panels, each a module of its own under space_station/ (the head and the majorities, the
// viewer's hand, the stations, the console); table_kit.js mounts them and holds the conversation with Python.
// Python joins these modules into one module, sent once per view (tablebook/views/front_end.py); node tests them as they are.

import { inkFor, INK, mount, PALETTE } from "./table_kit.js";
import { actionTestId, exitTestId } from "./space_station_layout.js";
import { drawConsole } from "./space_station/console.js";
import { drawHand } from "./space_station/hand.js";
import { drawHead, drawStrip, hint } from "./space_station/head.js";
import { drawStations } from "./space_station/stations.js";

// The view draws the synced `model` (see tablebook/views/space_station_model.py, built only from what the viewer
// may see).
/**
 * @typedef {{mark: string, short: string, note: string}} Design what of a card is our design, in words
 * @typedef {{id: string, name: string, kind: string, kind_name: string, colour: string, colour_estimate: string | null,
 *            text: string, source: string, estimated: Record<string, string>, design: Design | null, event: boolean,
 *            exits: string, crew: number, rule: string}} CardInfo
 * @typedef {CardInfo & {index: number, buildable: boolean, playable: boolean}} HandCard
 * @typedef {{letter: string, dir: number, x: number, y: number, state: "linked" | "blocked" | "free" | "closed", to: string | null}} Exit
 * @typedef {CardInfo & {card: string, x: number, y: number, rot: number, entrance: number | null, parent: string | null,
 *            parent_exit: string | null, exits: Exit[], damage: {temporary: number, permanent: number}, functioning: boolean,
 *            crew_on: number, uses: number, core: boolean, immune: boolean, exterior: boolean,
 *            action: {type: string, crew: number, cost: number, often: string} | null}} Module
 * @typedef {{seat: number, short: string, name: string, colour: string, money: number, crew: number, score: number,
 *            breakdown: {source: string, detail: string, points: number}[], hand_size: number, active: boolean,
 *            first: boolean, deciding: boolean, viewer: boolean, efficiency: boolean, modules: Module[], functioning: number}} Player
 * @typedef {{kind: string, name: string, colour: string, role: string, source: string, colour_estimate: string | null,
 *            counts: number[], best: number, leaders: number[], points: number}} Majority
 * @typedef {{action: string, verb: string, label: string, card: string | null}} ActionButton
 * @typedef {{verb: string, title: string, actions: ActionButton[]}} Group
 * @typedef {{title: string, year: number, years: number, die: {value: number, last: boolean, vp: number}, active: string,
 *            decider: string | null, viewer: number | null, viewer_name: string, your_turn: boolean, now: string, computer_turn?: string, status: string,
 *            over: boolean, end: string | null, winners: string[], players: Player[], kinds: Majority[], hand: HandCard[] | null,
 *            deck_count: number, discard_count: number, discard_top: CardInfo | null, legal: string[],
 *            words: {exits: Record<Exit["state"], string>, efficiency: string}, builds: Record<string, {module: string, exit: string, action: string, cost: number}[]>, groups: Group[],
 *            last: {action: string, narration: string, rule: string | null} | null}} ViewModel
 * @typedef {import("./table_kit.js").Table & {selected: number | null, drawChoice: () => void}} SpaceStation
 *   the table with what this view remembers between redraws: the chosen card of the hand (its index), and how to
 *   redraw what choosing a card changes
 */

/** Colours as drawn: the six module kinds and events (the seats' colours come from the kit's PALETTE). */
const KIND_COLOURS = /** @type {Record<string, string>} */ ({
  red: "#e5484d", green: "#30a46c", yellow: "#f5d90a", orange: "#f76b15", blue: "#3e8ef7", grey: "#8b8d98", event: "#9b5de5",
});
const SEATS = /** @type {Record<string, string>} */ (PALETTE["space-station"]);

/** The panels in the root, in the keyboard's order: the hand, then the stations' exits, then the actions, undo and
 * redo; CSS grid places them (the head on top, the hand and the console beside the stations).
 * @param {import("./table_kit.js").Table} table @returns {import("./table_kit.js").Drawing} */
function setup(table) {
  const { h } = table;
  const head = h("header", { class: "tb-head" });
  const strip = h("section", { class: "tb-strip" });
  const stations = h("div", { class: "tb-stations" });
  const handBox = h("section", { class: "tb-hand" });
  const consoleBox = h("section", { class: "tb-console" });
  const drawChoice = () => {
    drawHand(t, handBox);
    drawStations(t, stations);
    drawConsole(t, consoleBox);
  };
  const t = /** @type {SpaceStation} */ (Object.assign(table, { selected: null, drawChoice }));
  t.root.append(strip, h("div", { class: "tb-main" }, [handBox, stations, consoleBox]), head);
  // after a move, focus stays where it was or goes to the next sensible stop: a card of the hand, the draw
  const NEXT = ["hand-card-0", "chance"];
  return {
    draw() {
      drawHead(t, head);
      drawStrip(t, strip);
      drawChoice();
    },
    hint: () => hint(t),
    drawHead: () => drawHead(t, head),
    // the suggested move's button, or for a build the viewer's exit it builds at (build CARD MODULE EXIT)
    coachTargets: (action) => {
      const [verb, , module, exit] = action.split(" ");
      return verb === "build" ? [exitTestId(t.vm().viewer, module, exit)] : [actionTestId(action)];
    },
    fallbacks: () => [...NEXT, ...(t.vm().groups ?? []).flatMap((/** @type {Group} */ g) => g.actions.map((a) => actionTestId(a.action))), "undo"],
    headFallbacks: ["undo", "redo", ...NEXT],
    reset() {
      t.selected = null;
    },
  };
}

/** @param {{model: import("./table_kit.js").AnyModel, el: HTMLElement}} ctx */
function render(ctx) {
  const darkInk = new Set(["yellow", ...Object.keys(SEATS).filter((n) => inkFor(SEATS[n]) === INK.dark)]);
  return mount(ctx, { root: "tb-ss", colours: { ...KIND_COLOURS, ...SEATS }, darkInk, setup });
}

export default { render };
