// The Space Station Phoenix table view: an anywidget ES module (plain ESM, JSDoc types, no build step).
//
// The table is a set of panels, each a module of its own under space_station_phoenix/ (the head, the console of
// decisions, the stations with their Sectors and fleets, the common board); table_kit.js mounts them and holds the
// conversation with Python. Python joins these modules into one module, sent once per view (tablebook/views/front_end.py);
// node tests them as they are.

import { mount, PALETTE } from "./table_kit.js";
import { actionTestId, testId } from "./space_station_phoenix_layout.js";
import { drawBoard } from "./space_station_phoenix/board.js";
import { drawConsole } from "./space_station_phoenix/console.js";
import { drawHead, hint } from "./space_station_phoenix/head.js";
import { pickOf } from "./space_station_phoenix/pieces.js";
import { drawStations } from "./space_station_phoenix/stations.js";

// The view draws the synced `model` (see tablebook/views/space_station_phoenix_model.py).
/**
 * @typedef {import("./space_station_phoenix_layout.js").Move} Move
 * @typedef {{key: string, verb: string, ship: string | null, label: string, target_kind: string | null}} Pick
 * @typedef {{field: string, name: string, value: number}} Stat
 * @typedef {{id: string, name: string, type: string, type_name: string, level: number, neutral: boolean, owner: string | null,
 *            gems: number, used: boolean, user: string | null, token: string | null, stats: Stat[], designed: Record<string, string>}} Ship
 * @typedef {{income: string | null, resident: string | null, fresh: boolean}} Quarter
 * @typedef {{id: string, colour: string, level: number, cost: number, quarters: Quarter[], text: string, works: boolean,
 *            designed: Record<string, string>}} Sector
 * @typedef {{id: string, text: string, basic: boolean, back: Record<string, number>, quarters: Quarter[],
 *            not_implemented: boolean, compensation: number, designed: Record<string, string>}} Hub
 * @typedef {{seat: number, colour: string, name: string, letter: string, gems: number, res: Record<string, number>,
 *            points: number, score: number, breakdown: {source: string, detail: string, points: number}[], hub: Hub | null,
 *            hub_offer: Hub[], wings: {colour: string, built: boolean, sectors: (Sector | null)[]}[], wing_count: number,
 *            sectors: number, residents: Record<string, number>, diplomacy: Record<string, number>, ships: Ship[],
 *            neutral_token: string | null, active: boolean, deciding: boolean, acting: boolean, viewer: boolean}} Player
 * @typedef {{id: string, name: string, levels: {level: number, cost: number, bonus: string}[],
 *            markers: {colour: string, level: number}[], designed: Record<string, string>}} Track
 * @typedef {{title: string, active: string | null, setup: boolean, fresh_words: string, decider: string | null, deciders: string[], acting: string | null,
 *            viewer: number | null, viewer_name: string, your_turn: boolean, now: string, status: string, over: boolean,
 *            winners: string[], trigger: string | null, computers?: Record<string, string>, computer_turn?: string,
 *            pending: {kind: string, seats: string[], pool?: Record<string, number>, capacity?: number, rerolls?: number,
 *                      dice?: number, track?: string, tops?: Record<string, number>, left?: number} | null,
 *            players: Player[], neutral: Ship[], draft: Ship[], market: Sector[],
 *            diplomacy: {tracks: Track[], levels: number, designed: Record<string, string>, rule: string},
 *            score_track: {end: number, markers: {colour: string, points: number}[]},
 *            supply: {aliens: Record<string, number>, aliens_left: number, end_at: number, terra: number},
 *            legal: string[], moves: Move[], picks: Pick[],
 *            probes: Record<string, string>, legend: string, rules: Record<string, string>,
 *            last: {action: string, narration: string, rule: string | null} | null}} ViewModel
 * @typedef {import("./table_kit.js").Table & {selected: string | null}} Phoenix
 *   the table with what this view remembers between redraws: the chosen pick (a ship's "VERB SHIP", or a kind of
 *   resident)
 */

/** Colours of what is not a seat: the residents' species, the Sectors' wings, the neutral ships. */
const THING_COLOURS = /** @type {Record<string, string>} */ ({
  teal: "#23b5a8", brown: "#a0693a", pink: "#e47fc0", gold: "#e0b42a", human: "#d7dee8", neutral: "#8a93a6",
});

/** The panels in the root, in the keyboard's order: the decision first, then the stations and fleets, then the board.
 * @param {import("./table_kit.js").Table} table @returns {import("./table_kit.js").Drawing} */
function setup(table) {
  const { h } = table;
  const t = /** @type {Phoenix} */ (Object.assign(table, { selected: null }));
  const head = h("header", { class: "tb-head" });
  const consoleBox = h("section", { class: "tb-console", attrs: { "aria-label": "Decisions" } });
  const stations = h("div", { class: "tb-stations" });
  const board = h("section", { class: "tb-board", attrs: { "aria-label": "Diplomacy board, score track, supply and display" } });
  t.root.append(head, h("div", { class: "tb-main" }, [consoleBox, stations, board]));
  return {
    draw() {
      drawHead(t, head);
      drawConsole(t, consoleBox);
      drawStations(t, stations);
      drawBoard(t, board);
    },
    hint: () => hint(t),
    // the suggested move's button, and the ship it uses (the first word after a ship verb names the ship)
    coachTargets: (action) => [actionTestId(action), testId(`ship:${action.split(" ")[1] ?? ""}`)],
    drawHead: () => drawHead(t, head),
    fallbacks() {
      const m = t.vm();
      const firstShip = (m.picks ?? []).find((/** @type {Pick} */ p) => p.ship);
      return ["chance", "die-0", ...(firstShip ? [`ship-${firstShip.ship}`] : []), ...(m.moves ?? []).map((/** @type {Move} */ x) => actionTestId(x.action)), "undo"];
    },
    reset() {
      // a pick stays selected only while it is still offered (a transaction after a transaction)
      if (t.selected && !pickOf(t, t.selected)) t.selected = null;
    },
  };
}

/** @param {{model: import("./table_kit.js").AnyModel, el: HTMLElement}} ctx */
function render(ctx) {
  return mount(ctx, { root: "tb-ssp", colours: { ...THING_COLOURS, ...PALETTE["space-station-phoenix"] }, setup });
}

export default { render };
