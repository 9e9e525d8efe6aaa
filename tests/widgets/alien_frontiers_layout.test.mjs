// node --test tests/widgets/ — the pure helpers of the Alien Frontiers table view.
// Expected values are worked out by hand in the comments.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

import {
  actionTestId,
  circlePolygon,
  clipCloserTo,
  dockAction,
  dockOptions,
  facilityCentre,
  groupBreakdown,
  isSubMultiset,
  legalDockFacilities,
  legalTargets,
  panelCentre,
  partialDockFacilities,
  pipCells,
  polygonCentroid,
  polygonPath,
  portLayout,
  separatePanels,
  stageScale,
  territoryCells,
  territoryCentre,
  territoryPoints,
  territoryScale,
  toggleSelection,
} from "../../widgets/alien_frontiers_layout.js";

const WIDGETS = new URL("../../widgets/", import.meta.url);

/** @param {number} a @param {number} b @param {number} [eps] */
const near = (a, b, eps = 1e-6) => assert.ok(Math.abs(a - b) <= eps, `${a} is not within ${eps} of ${b}`);

// The start of a 4-player game: red rolled 2 4 4 (the legal list of the view model).
const START_LEGAL = [
  "dock solar-converter 2",
  "dock solar-converter 4",
  "dock lunar-mine 2",
  "dock lunar-mine 4",
  "dock orbital-market 4 4",
  "dock colonist-hub 2",
  "dock colonist-hub 4",
  "dock alien-artifact 2",
  "dock alien-artifact 4",
];
// Mid-game: green has 5 and 6 to place and may trade.
const MID_LEGAL = [
  "dock solar-converter 5",
  "dock solar-converter 6",
  "dock lunar-mine 6",
  "dock terraforming-station 6",
  "dock colonist-hub 5",
  "dock colonist-hub 6",
  "dock alien-artifact 5",
  "dock alien-artifact 6",
  "trade",
];
// Territory coordinates of the board (reference §4: y points up, Burroughs Desert in the middle).
const TERRITORIES = [
  { id: "asimov-crater", x: 25, y: -115 },
  { id: "bradbury-plateau", x: 138, y: -166 },
  { id: "burroughs-desert", x: 138, y: -31 },
  { id: "heinlein-plains", x: 200, y: 103 },
  { id: "herbert-valley", x: -4, y: 0 },
  { id: "lem-badlands", x: 75, y: 103 },
  { id: "pohl-foothills", x: 282, y: 0 },
  { id: "van-vogt-mountains", x: 253, y: -115 },
];

// --- ship tokens ---------------------------------------------------------------------------------

test("dockAction writes the ships in the order given: the fleet's, which Python sends in the rules' order", () => {
  assert.equal(dockAction("orbital-market", ["4", "4"]), "dock orbital-market 4 4");
  assert.equal(dockAction("shipyard", ["3", "R3"]), "dock shipyard 3 R3");
  assert.equal(dockAction("raiders-outpost", ["4", "T5", "6"]), "dock raiders-outpost 4 T5 6");
});

// --- which facilities take the selected ships ------------------------------------------------------

test("dockOptions groups the legal docks by facility and skips other verbs", () => {
  const options = dockOptions(MID_LEGAL);
  assert.deepEqual([...options.keys()], ["solar-converter", "lunar-mine", "terraforming-station", "colonist-hub", "alien-artifact"]);
  assert.deepEqual(options.get("lunar-mine"), [["6"]]);
  assert.deepEqual(dockOptions(START_LEGAL).get("orbital-market"), [["4", "4"]]);
});

test("legalDockFacilities at the start: a 2 or a 4 fits four facilities, the pair of 4s only the market", () => {
  const singles = ["solar-converter", "lunar-mine", "colonist-hub", "alien-artifact"];
  assert.deepEqual(legalDockFacilities(START_LEGAL, ["2"]), singles);
  assert.deepEqual(legalDockFacilities(START_LEGAL, ["4"]), singles);
  assert.deepEqual(legalDockFacilities(START_LEGAL, ["4", "4"]), ["orbital-market"]);
  assert.deepEqual(legalDockFacilities(START_LEGAL, ["2", "4"]), []);
  assert.deepEqual(legalDockFacilities(START_LEGAL, ["2", "4", "4"]), []);
  assert.deepEqual(legalDockFacilities(START_LEGAL, []), []);
});

test("legalDockFacilities mid-game: the 6 also fits the Lunar Mine and the Terraforming Station", () => {
  assert.deepEqual(legalDockFacilities(MID_LEGAL, ["6"]), ["solar-converter", "lunar-mine", "terraforming-station", "colonist-hub", "alien-artifact"]);
  assert.deepEqual(legalDockFacilities(MID_LEGAL, ["5"]), ["solar-converter", "colonist-hub", "alien-artifact"]);
  assert.deepEqual(legalDockFacilities(MID_LEGAL, ["5", "6"]), []);
});

test("legalDockFacilities ignores the order of the selection and tells R and T ships apart", () => {
  const legal = ["dock shipyard 3 R3", "dock raiders-outpost 4 T5 6"];
  assert.deepEqual(legalDockFacilities(legal, ["R3", "3"]), ["shipyard"]);
  assert.deepEqual(legalDockFacilities(legal, ["3", "3"]), []);
  assert.deepEqual(legalDockFacilities(legal, ["6", "4", "T5"]), ["raiders-outpost"]);
  assert.deepEqual(legalDockFacilities(legal, ["6", "4", "5"]), []);
});

test("partialDockFacilities: one 4 is half of the market's pair", () => {
  assert.deepEqual(partialDockFacilities(START_LEGAL, ["4"]), ["orbital-market"]);
  assert.deepEqual(partialDockFacilities(START_LEGAL, ["4", "4"]), []);
  assert.deepEqual(partialDockFacilities(START_LEGAL, ["2"]), []);
  assert.deepEqual(partialDockFacilities(START_LEGAL, []), []);
  assert.equal(isSubMultiset(["4", "4"], ["4", "R4", "4"]), true);
  assert.equal(isSubMultiset(["4", "4"], ["4", "R4"]), false);
});

test("legalTargets: the territories to land on and the cards to claim", () => {
  const legal = ["land asimov-crater", "land pohl-foothills", "claim alien-city", "end", "use booster-pod 4"];
  assert.deepEqual([...legalTargets(legal, "land")], ["asimov-crater", "pohl-foothills"]);
  assert.deepEqual([...legalTargets(legal, "claim")], ["alien-city"]);
  assert.deepEqual([...legalTargets(legal, "use")], []); // "use" takes more than one argument
});

test("toggleSelection adds and removes a die, sorted, input untouched", () => {
  const sel = [2, 0];
  assert.deepEqual(toggleSelection(sel, 1), [0, 1, 2]);
  assert.deepEqual(toggleSelection([0, 1, 2], 1), [0, 2]);
  assert.deepEqual(sel, [2, 0]);
});

test("actionTestId replaces spaces with underscores", () => {
  assert.equal(actionTestId("use booster-pod 4"), "action-use_booster-pod_4");
  assert.equal(actionTestId("end"), "action-end");
});

// --- geometry ------------------------------------------------------------------------------------

test("facilityCentre: 0° is the top, angles run clockwise on screen", () => {
  const orbit = { cx: 500, cy: 450, rx: 300, ry: 200 };
  const at = (/** @type {number} */ a) => facilityCentre(a, orbit);
  near(at(0).x, 500); near(at(0).y, 250);
  near(at(90).x, 800); near(at(90).y, 450);
  near(at(180).x, 500); near(at(180).y, 650);
  near(at(270).x, 200); near(at(270).y, 450);
  // 30°: x = 500 + 300·sin 30° = 650, y = 450 − 200·cos 30° = 450 − 173.205…
  near(at(30).x, 650); near(at(30).y, 450 - 100 * Math.sqrt(3));
});

test("panelCentre puts the panel's inner edge on the orbit and keeps it on the stage", () => {
  const orbit = { cx: 500, cy: 450, rx: 300, ry: 300 };
  const stage = { width: 1000, height: 900, margin: 8 };
  // top: anchor (500, 150); the panel reaches 40 (half its height) towards the planet → centre y 110
  let p = panelCentre(0, orbit, 80, 40, stage);
  near(p.x, 500); near(p.y, 110);
  // right: anchor (800, 450); half its width is 80 → centre x 880
  p = panelCentre(90, orbit, 80, 40, stage);
  near(p.x, 880); near(p.y, 450);
  // left, a wide panel: 200 − 150 = 50 would leave the stage; clamped to 150 + 8
  p = panelCentre(270, orbit, 150, 40, stage);
  near(p.x, 158); near(p.y, 450);
});

test("separatePanels: two overlapping panels move apart along the axis of least overlap", () => {
  const far = { cx: 5000, cy: 5000, r: 10 };
  const stage = { width: 1000, height: 1000, margin: 0 };
  // x overlap 50+50+10−40 = 70, y overlap 20+20+10−0 = 50 → apart vertically by 25 each
  const [a, b] = separatePanels([{ x: 100, y: 100, hw: 50, hh: 20 }, { x: 140, y: 100, hw: 50, hh: 20 }], far, stage, 10);
  near(a.x, 100); near(b.x, 140);
  near(a.y, 75, 0.05); near(b.y, 125, 0.05);
});

test("separatePanels: a panel pinned in a corner stays, its neighbour moves the whole way", () => {
  const far = { cx: 5000, cy: 5000, r: 10 };
  const stage = { width: 1000, height: 800, margin: 8 };
  // A fills the bottom-left corner (left 8, bottom 792). B sits on the bottom edge to its right:
  // x overlap 130+95+10−162 = 73 < y overlap 70+35+10−35 = 80, and A has no room to the left → B goes 73 right
  const [a, b] = separatePanels([{ x: 138, y: 722, hw: 130, hh: 70 }, { x: 300, y: 757, hw: 95, hh: 35 }], far, stage, 10);
  near(a.x, 138); near(a.y, 722);
  near(b.x, 373, 0.05); near(b.y, 757);
  // B on the bottom edge, A above it with room: y overlap 70+20+10−50 = 50, all of it taken by A
  const [c, e] = separatePanels([{ x: 138, y: 722, hw: 130, hh: 70 }, { x: 250, y: 772, hw: 95, hh: 20 }], far, stage, 10);
  near(c.x, 138); near(c.y, 672, 0.05);
  near(e.x, 250); near(e.y, 772);
});

test("separatePanels pushes a panel off the planet and back onto the stage", () => {
  const planet = { cx: 500, cy: 450, r: 140 };
  const stage = { width: 1000, height: 900, margin: 8 };
  // the bottom edge (y 320) is 130 from the centre; it must be 140 + 10 → up by 20
  const [p] = separatePanels([{ x: 500, y: 300, hw: 50, hh: 20 }], planet, stage, 10);
  near(p.x, 500); near(p.y, 280, 0.05);
  const [q] = separatePanels([{ x: 10, y: 100, hw: 50, hh: 20 }], planet, stage, 10);
  near(q.x, 58); near(q.y, 100);
});

test("separatePanels leaves nine crowded panels apart and off the planet", () => {
  const planet = { cx: 500, cy: 452, r: 240 };
  const stage = { width: 1000, height: 900, margin: 8 };
  const orbit = { cx: 500, cy: 452, rx: 272, ry: 266 };
  const sizes = [[150, 100], [180, 70], [160, 80], [236, 80], [224, 80], [166, 70], [262, 176], [150, 70], [150, 80]];
  const rects = sizes.map(([w, hgt], i) => ({ ...panelCentre(i * 40, orbit, w / 2, hgt / 2, stage), hw: w / 2, hh: hgt / 2 }));
  const placed = separatePanels(rects, planet, stage, 10);
  for (let i = 0; i < rects.length; i++) {
    const p = placed[i];
    const r = rects[i];
    for (let j = i + 1; j < rects.length; j++) {
      const q = placed[j];
      const apart = Math.abs(p.x - q.x) >= r.hw + rects[j].hw + 10 - 0.1 || Math.abs(p.y - q.y) >= r.hh + rects[j].hh + 10 - 0.1;
      assert.ok(apart, `panels ${i} and ${j} overlap`);
    }
    const nx = Math.min(Math.max(planet.cx, p.x - r.hw), p.x + r.hw);
    const ny = Math.min(Math.max(planet.cy, p.y - r.hh), p.y + r.hh);
    assert.ok(Math.hypot(nx - planet.cx, ny - planet.cy) >= planet.r + 10 - 0.1, `panel ${i} covers the planet`);
    assert.ok(p.x - r.hw >= 8 - 1e-9 && p.x + r.hw <= 992 + 1e-9 && p.y - r.hh >= 8 - 1e-9 && p.y + r.hh <= 892 + 1e-9, `panel ${i} leaves the stage`);
  }
});

test("territoryCentre is the middle of the bounding box: Burroughs Desert", () => {
  // x from −4 to 282 → 139; y from −166 to 103 → −31.5
  assert.deepEqual(territoryCentre(TERRITORIES), { x: 139, y: -31.5 });
});

test("territoryPoints flips y (board y points up) and centres the map", () => {
  const pts = territoryPoints(TERRITORIES, { cx: 500, cy: 450, scale: 1 });
  assert.deepEqual(pts.get("burroughs-desert"), { x: 499, y: 449.5 });
  // Lem Badlands (75, 103): x 500 + (75 − 139) = 436, y 450 − (103 + 31.5) = 315.5 — up and left (NW)
  assert.deepEqual(pts.get("lem-badlands"), { x: 436, y: 315.5 });
  // Bradbury Plateau (138, −166): below the centre (S)
  assert.deepEqual(pts.get("bradbury-plateau"), { x: 499, y: 584.5 });
  const half = territoryPoints(TERRITORIES, { cx: 0, cy: 0, scale: 0.5 });
  assert.deepEqual(half.get("pohl-foothills"), { x: 71.5, y: -15.75 });
});

test("territoryScale fits the farthest territory (Lem Badlands) to fill × radius", () => {
  // Lem Badlands is 64 left and 134.5 up of (139, −31.5): √(64² + 134.5²) ≈ 148.95, the farthest
  near(territoryScale(TERRITORIES, 230, 0.64), (230 * 0.64) / Math.hypot(64, 134.5));
  assert.equal(territoryScale([{ id: "a", x: 1, y: 1 }], 100, 0.5), 1);
});

test("circlePolygon starts at the top and runs clockwise", () => {
  const sq = circlePolygon(0, 0, 10, 4);
  const want = [[0, -10], [10, 0], [0, 10], [-10, 0]];
  sq.forEach((p, i) => {
    near(p[0], want[i][0], 1e-9);
    near(p[1], want[i][1], 1e-9);
  });
});

test("clipCloserTo keeps the half nearer the first point", () => {
  /** @type {[number, number][]} */
  const square = [[-1, -1], [1, -1], [1, 1], [-1, 1]];
  const left = clipCloserTo(square, { x: -1, y: 0 }, { x: 1, y: 0 });
  assert.deepEqual(left, [[-1, -1], [0, -1], [0, 1], [-1, 1]]);
  const c = polygonCentroid(left);
  near(c.x, -0.5); near(c.y, 0);
});

test("polygonCentroid of a square, a triangle and a degenerate polygon", () => {
  assert.deepEqual(polygonCentroid([[0, 0], [2, 0], [2, 2], [0, 2]]), { x: 1, y: 1 });
  const t = polygonCentroid([[0, 0], [3, 0], [0, 3]]);
  near(t.x, 1); near(t.y, 1);
  assert.deepEqual(polygonCentroid([[1, 1], [1, 1]]), { x: 1, y: 1 });
});

test("territoryCells: two sites split a disc into halves", () => {
  const sites = new Map([["w", { x: -50, y: 0 }], ["e", { x: 50, y: 0 }]]);
  const cells = territoryCells(sites, { cx: 0, cy: 0, r: 100, segments: 96 });
  const w = polygonCentroid(/** @type {[number, number][]} */ (cells.get("w")));
  const e = polygonCentroid(/** @type {[number, number][]} */ (cells.get("e")));
  // a half disc's centroid is 4r/(3π) ≈ 42.44 from the cut; the 96-gon is a hair inside the circle
  near(w.x, (-4 * 100) / (3 * Math.PI), 0.1);
  near(e.x, (4 * 100) / (3 * Math.PI), 0.1);
  near(w.y, 0, 1e-6);
});

test("territoryCells on the board: each cell's centre is nearest its own territory", () => {
  const sites = territoryPoints(TERRITORIES, { cx: 500, cy: 450, scale: 1 });
  const cells = territoryCells(sites, { cx: 500, cy: 450, r: 230 });
  assert.equal(cells.size, 8);
  for (const [id, poly] of cells) {
    assert.ok(poly.length >= 3, id);
    const c = polygonCentroid(poly);
    let best = "";
    let bestD = Infinity;
    for (const [other, s] of sites) {
      const d = Math.hypot(c.x - s.x, c.y - s.y);
      if (d < bestD) [best, bestD] = [other, d];
    }
    assert.equal(best, id);
  }
  // the desert is the middle: the only cell that holds the planet's centre (its centroid is near it)
  const desert = polygonCentroid(/** @type {[number, number][]} */ (cells.get("burroughs-desert")));
  assert.ok(Math.hypot(desert.x - 500, desert.y - 450) < 15);
});

test("polygonPath rounds to tenths", () => {
  assert.equal(polygonPath([[0, 0], [10.04, 0], [0, 5.56]]), "M0 0L10 0L0 5.6Z");
  assert.equal(polygonPath([]), "");
});

// --- docking ports -------------------------------------------------------------------------------

const PORTS = { die: 28, inner: 4, pad: 4, gap: 8, rowGap: 6, maxWidth: 250 };

test("portLayout: one port is one die", () => {
  assert.deepEqual(portLayout([1], PORTS), { width: 28, height: 28, groups: [{ x: 0, y: 0, w: 28, h: 28, slots: [{ x: 0, y: 0 }] }] });
  assert.deepEqual(portLayout([], PORTS), { width: 0, height: 0, groups: [] });
});

test("portLayout: the Solar Converter's eight ports make two rows of four", () => {
  // one row: 8·28 + 7·8 = 280 > 250; two rows of 4: 4·28 + 3·8 = 136
  const lay = portLayout([1, 1, 1, 1, 1, 1, 1, 1], PORTS);
  assert.equal(lay.width, 136);
  assert.equal(lay.height, 28 + 6 + 28);
  assert.deepEqual(lay.groups[4].slots, [{ x: 0, y: 34 }]);
  assert.deepEqual(lay.groups[7].slots, [{ x: 3 * 36, y: 34 }]);
});

test("portLayout: the Shipyard's three pairs fit one row, each pair framed", () => {
  // a pair: 2·28 + 4 + 2·4 = 68 wide, 28 + 8 = 36 high; 3 pairs: 3·68 + 2·8 = 220
  const lay = portLayout([2, 2, 2], PORTS);
  assert.equal(lay.width, 220);
  assert.equal(lay.height, 36);
  assert.deepEqual(lay.groups[1], { x: 76, y: 0, w: 68, h: 36, slots: [{ x: 80, y: 4 }, { x: 112, y: 4 }] });
});

test("portLayout: a triple is 108 wide; small groups sit in the middle of a taller row", () => {
  assert.equal(portLayout([3], PORTS).width, 3 * 28 + 2 * 4 + 8);
  const mixed = portLayout([1, 2], PORTS);
  assert.equal(mixed.height, 36);
  assert.deepEqual(mixed.groups[0], { x: 0, y: 4, w: 28, h: 28, slots: [{ x: 0, y: 4 }] });
});

test("portLayout centres a shorter last row", () => {
  // 5 ports in 100 px: rows of 3 (3·28 + 2·8 = 100) and 2 (64 wide, offset (100 − 64)/2 = 18)
  const lay = portLayout([1, 1, 1, 1, 1], { ...PORTS, maxWidth: 100 });
  assert.equal(lay.width, 100);
  assert.deepEqual(lay.groups[3].slots, [{ x: 18, y: 34 }]);
  assert.deepEqual(lay.groups[4].slots, [{ x: 54, y: 34 }]);
});

// --- small things --------------------------------------------------------------------------------

test("pipCells: every face has its value in pips, laid out as on a die", () => {
  assert.deepEqual(pipCells(1), [4]);
  assert.deepEqual(pipCells(2), [2, 6]);
  assert.deepEqual(pipCells(6), [0, 2, 3, 5, 6, 8]);
  for (let v = 1; v <= 6; v++) assert.equal(pipCells(v).length, v);
  assert.deepEqual(pipCells(7), []);
});

test("groupBreakdown totals each source in first-seen order (the winner of the sample game)", () => {
  const red = [
    { source: "colonies", detail: "Asimov Crater", points: 1 },
    { source: "control", detail: "Asimov Crater", points: 1 },
    { source: "colonies", detail: "Bradbury Plateau", points: 1 },
    { source: "control", detail: "Bradbury Plateau", points: 1 },
    { source: "colonies", detail: "Burroughs Desert", points: 1 },
    { source: "colonies", detail: "Heinlein Plains", points: 2 },
    { source: "control", detail: "Heinlein Plains", points: 1 },
    { source: "Positron Field", detail: "Heinlein Plains", points: 1 },
    { source: "colonies", detail: "Lem Badlands", points: 1 },
    { source: "colonies", detail: "Van Vogt Mountains", points: 2 },
    { source: "control", detail: "Van Vogt Mountains", points: 1 },
  ];
  const g = groupBreakdown(red);
  assert.deepEqual(g.map((x) => [x.source, x.points, x.items.length]), [["colonies", 8, 6], ["control", 4, 4], ["Positron Field", 1, 1]]);
  assert.equal(g.reduce((s, x) => s + x.points, 0), 13);
  assert.deepEqual(groupBreakdown([]), []);
});

test("stageScale fits the width, never above the maximum", () => {
  assert.equal(stageScale(800, 1000, 1.2), 0.8);
  assert.equal(stageScale(2000, 1000, 1.2), 1.2);
  assert.equal(stageScale(0, 1000, 1.2), 1);
});

// --- the widget module ---------------------------------------------------------------------------

test("the view's modules keep no copy of the helpers and import only each other, never a CDN", () => {
  const layout = readFileSync(new URL("alien_frontiers_layout.js", WIDGETS), "utf8");
  const panels = readdirSync(new URL("alien_frontiers/", WIDGETS)).map((f) => `alien_frontiers/${f}`);
  assert.ok(panels.length >= 5, "the view is a set of panel modules");
  for (const file of ["alien_frontiers.js", ...panels]) {
    const widget = readFileSync(new URL(file, WIDGETS), "utf8");
    for (const [, name] of layout.matchAll(/^export (?:function|const) (\w+)/gm)) {
      assert.doesNotMatch(widget, new RegExp(`function ${name}\\b|const ${name}\\b`), `${name} is defined twice (${file})`);
    }
    for (const [line] of widget.matchAll(/^import .*$/gm)) assert.match(line, / from "\.\.?\/[\w/]+\.js";$/, `${file}: ${line}`);
    assert.doesNotMatch(widget, /innerHTML/, "text goes in with textContent");
  }
});

test("the widget module loads without a DOM and exports render", async () => {
  const mod = await import(new URL("alien_frontiers.js", WIDGETS).href);
  assert.equal(typeof mod.default.render, "function");
});
