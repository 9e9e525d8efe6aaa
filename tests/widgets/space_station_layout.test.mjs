// node --test tests/widgets/ — the pure helpers of the Space Station table view.
// Expected values are worked out by hand in the comments.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

import {
  absDir,
  actionTestId,
  arrowDegrees,
  buildAction,
  buildMoves,
  buildableCards,
  cardTitle,
  cellPosition,
  exitCell,
  exitPosition,
  exitTestId,
  exitsForCard,
  fitScale,
  gridBounds,
  gridSize,
  pipCells,
  toggleCard,
} from "../../widgets/space_station_layout.js";

const WIDGETS = new URL("../../widgets/", import.meta.url);

test("absDir turns a card's local exit with its rotation", () => {
  // upright card (rot 0): U points north (0), R east (1), L west (3)
  assert.equal(absDir("U", 0), 0);
  assert.equal(absDir("R", 0), 1);
  assert.equal(absDir("L", 0), 3);
  // built on an east exit (rot 1): its U points east, its L points north, its entrance D points west
  assert.equal(absDir("U", 1), 1);
  assert.equal(absDir("L", 1), 0);
  assert.equal(absDir("D", 1), 3);
  // rot 3 (built on a west exit): R = (1 + 3) % 4 = 0, north
  assert.equal(absDir("R", 3), 0);
  // rot 2 (built on a south exit): U points south, L = (3 + 2) % 4 = 1, east
  assert.equal(absDir("U", 2), 2);
  assert.equal(absDir("L", 2), 1);
});

test("exitCell steps one cell in the exit's absolute direction (y grows to the north)", () => {
  // the Core at the origin: U → (0, 1), L → (-1, 0)
  assert.deepEqual(exitCell({ x: 0, y: 0, rot: 0 }, "U"), { x: 0, y: 1 });
  assert.deepEqual(exitCell({ x: 0, y: 0, rot: 0 }, "L"), { x: -1, y: 0 });
  // a module at (0, -1) built on the Core's D exit has rot 2: its U points south → (0, -2)
  assert.deepEqual(exitCell({ x: 0, y: -1, rot: 2 }, "U"), { x: 0, y: -2 });
  // its L points east → (1, -1)
  assert.deepEqual(exitCell({ x: 0, y: -1, rot: 2 }, "L"), { x: 1, y: -1 });
});

const STATION = [
  { x: 0, y: 0, exits: [{ x: 1, y: 0, state: "free" }, { x: 0, y: 1, state: "linked" }] },
  { x: 0, y: 1, exits: [{ x: -1, y: 1, state: "free" }, { x: 0, y: 2, state: "blocked" }] },
  { x: 2, y: -1, exits: [] },
];

test("gridBounds covers the modules, and with withFree also the free exits' cells", () => {
  // modules span x 0..2, y -1..1: 3 columns, 3 rows
  assert.deepEqual(gridBounds(STATION), { minX: 0, maxX: 2, minY: -1, maxY: 1, cols: 3, rows: 3 });
  // the free exit at (-1, 1) widens it to x -1..2 (4 columns); blocked (0, 2) does not count
  assert.deepEqual(gridBounds(STATION, true), { minX: -1, maxX: 2, minY: -1, maxY: 1, cols: 4, rows: 3 });
  assert.deepEqual(gridBounds([]), { minX: 0, maxX: 0, minY: 0, maxY: 0, cols: 1, rows: 1 });
});

test("cellPosition puts the north row on top; gridSize adds cells, gaps and padding", () => {
  const b = { minX: -1, maxX: 2, minY: -1, maxY: 1, cols: 4, rows: 3 };
  const g = { cell: 100, gap: 20, pad: 10 };
  // (-1, 1) is the top-left cell: (10, 10)
  assert.deepEqual(cellPosition(-1, 1, b, g), { left: 10, top: 10 });
  // (0, 0): one column right (10 + 120), one row down (10 + 120)
  assert.deepEqual(cellPosition(0, 0, b, g), { left: 130, top: 130 });
  // (2, -1): 3 columns right 10 + 360 = 370, 2 rows down 10 + 240 = 250
  assert.deepEqual(cellPosition(2, -1, b, g), { left: 370, top: 250 });
  // width 2·10 + 4·100 + 3·20 = 480; height 2·10 + 3·100 + 2·20 = 360
  assert.deepEqual(gridSize(b, g), { width: 480, height: 360 });
});

test("exitPosition is the middle of the gap on the exit's side", () => {
  const b = { minX: 0, maxX: 1, minY: 0, maxY: 0, cols: 2, rows: 1 };
  const g = { cell: 100, gap: 20, pad: 30 };
  // the cell (0, 0) spans left 30..130, top 30..130; gap centres are 10 px outside it
  assert.deepEqual(exitPosition(0, 0, 0, b, g), { left: 80, top: 20 }); // north
  assert.deepEqual(exitPosition(0, 0, 1, b, g), { left: 140, top: 80 }); // east
  assert.deepEqual(exitPosition(0, 0, 2, b, g), { left: 80, top: 140 }); // south
  assert.deepEqual(exitPosition(0, 0, 3, b, g), { left: 20, top: 80 }); // west
  // the east exit of (0, 0) and the west exit of (1, 0) meet at the same point (left 150 - 10 = 140)
  assert.deepEqual(exitPosition(1, 0, 3, b, g), { left: 140, top: 80 });
});

test("arrowDegrees turns an upward arrow to the direction", () => {
  assert.equal(arrowDegrees(0), 0);
  assert.equal(arrowDegrees(1), 90);
  assert.equal(arrowDegrees(3), 270);
  assert.equal(arrowDegrees(-1), 270);
});

const LEGAL = [
  "build dormitory core U",
  "build dormitory core L",
  "build dormitory m2 R",
  "build storage m2 R",
  "crew m3 dormitory U",
  "play government-grant",
  "pass",
];

test("buildMoves parses only the build lines", () => {
  assert.deepEqual(buildMoves(LEGAL).map((m) => [m.card, m.module, m.exit]), [
    ["dormitory", "core", "U"],
    ["dormitory", "core", "L"],
    ["dormitory", "m2", "R"],
    ["storage", "m2", "R"],
  ]);
  assert.equal(buildMoves(LEGAL)[3].action, "build storage m2 R");
});

test("exitsForCard: the exits the selected card may go to", () => {
  assert.deepEqual([...exitsForCard(LEGAL, "dormitory")], ["core U", "core L", "m2 R"]);
  assert.deepEqual([...exitsForCard(LEGAL, "storage")], ["m2 R"]);
  // an event, or no selection: none (the Command Center's crew build is a button, not an exit)
  assert.deepEqual([...exitsForCard(LEGAL, "government-grant")], []);
  assert.deepEqual([...exitsForCard(LEGAL, null)], []);
  assert.deepEqual([...buildableCards(LEGAL)].sort(), ["dormitory", "storage"]);
});

test("action lines and test ids", () => {
  assert.equal(buildAction("dormitory", "m2", "R"), "build dormitory m2 R");
  assert.equal(actionTestId("play meteor-strike p2 m3"), "action-play_meteor-strike_p2_m3");
  assert.equal(actionTestId("pass"), "action-pass");
  assert.equal(exitTestId(1, "core", "U"), "exit-1-core-U");
});

test("toggleCard selects, switches and deselects", () => {
  assert.equal(toggleCard(null, 2), 2);
  assert.equal(toggleCard(2, 0), 0);
  assert.equal(toggleCard(0, 0), null);
});

test("fitScale shrinks to fit, never above the maximum", () => {
  assert.equal(fitScale(400, 800), 0.5);
  assert.equal(fitScale(1600, 800), 1);
  assert.equal(fitScale(1600, 800, 0.72), 0.72);
  assert.equal(fitScale(0, 800), 1); // not laid out yet
});

test("pipCells of the year die", () => {
  assert.deepEqual(pipCells(1), [4]);
  assert.deepEqual(pipCells(3), [2, 4, 6]);
  assert.deepEqual(pipCells(6), [0, 2, 3, 5, 6, 8]);
  assert.deepEqual(pipCells(7), []);
});

test("cardTitle: the card's words, then what of it is our design and an estimated colour", () => {
  const dormitory = { name: "Dormitory", kind_name: "Structural", text: "Supports 1 crew.", design: null, colour_estimate: null };
  assert.equal(cardTitle(dormitory), "Dormitory (Structural) — Supports 1 crew.");
  const galleria = {
    name: "Galleria", kind_name: "Luxury", text: "+3 M€ a year.",
    design: { mark: "partly designed", short: "ours: exits", note: "Partly our design: exits." }, colour_estimate: "not known",
  };
  assert.equal(cardTitle(galleria), "Galleria (Luxury) — +3 M€ a year. — Partly our design: exits. — colour estimated: not known");
});

test("the widget files follow the rules: imports of each other only, no CDN, no innerHTML, tb- classes", () => {
  // the view, its panels and the kit it draws its shared parts with (undo, redo, the chance button)
  const panels = readdirSync(new URL("space_station/", WIDGETS)).map((f) => `space_station/${f}`);
  const js = ["space_station.js", "table_kit.js", ...panels].map((f) => readFileSync(new URL(f, WIDGETS), "utf8")).join("\n");
  const css = readFileSync(new URL("space_station.css", WIDGETS), "utf8");
  for (const [line] of js.matchAll(/^import .*$/gm)) assert.match(line, / from "\.\.?\/[\w/]+\.js";$/);
  assert.doesNotMatch(js, /https?:\/\//);
  assert.doesNotMatch(js, /innerHTML|outerHTML|insertAdjacentHTML/);
  for (const test of ["hand-card-", "undo", "redo", "chance", "message", "status", "station-"]) assert.match(js, new RegExp(`${test}`));
  const classes = [...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]);
  assert.ok(classes.length > 20);
  for (const c of classes) assert.ok(c.startsWith("tb-"), `CSS class ${c} is not prefixed tb-`);
});
