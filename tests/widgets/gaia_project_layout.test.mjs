// node --test tests/widgets/ — the pure helpers of the Gaia Project table view.
// Expected values are worked out by hand in the comments (reference §3.1 for the orientation).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import {
  DIRECTIONS,
  PLANETS,
  STRUCTURE_MARK,
  actionFor,
  actionTestId,
  federationHexes,
  arrowStep,
  hexCentre,
  hexCorners,
  hexKey,
  hexPath,
  outline,
  possessive,
  structurePath,
  targetsOf,
  unkey,
  viewBox,
} from "../../widgets/gaia_project_layout.js";

const close = (a, b) => assert.ok(Math.abs(a - b) < 1e-9, `${a} ≠ ${b}`);

test("+q is north and +r north-east, at the distance of two hex centres", () => {
  // x = 1.5·r, y(up) = √3·(q + r/2): (1, 0) is √3 straight up (SVG y negative); (0, 1) is 1.5 right, √3/2 up
  const n = hexCentre(1, 0, 1);
  close(n.x, 0);
  close(n.y, -Math.sqrt(3));
  const ne = hexCentre(0, 1, 1);
  close(ne.x, 1.5);
  close(ne.y, -Math.sqrt(3) / 2);
  // every neighbour's centre is √3·size away, on the bearing DIRECTIONS names
  for (const [dq, dr, bearing] of DIRECTIONS) {
    const c = hexCentre(dq, dr, 10);
    close(Math.hypot(c.x, c.y), 10 * Math.sqrt(3));
    const seen = (Math.atan2(c.x, -c.y) * 180) / Math.PI;
    close((seen + 360) % 360, bearing);
  }
});

test("a flat-topped hex has two corners level with its centre, at ±size", () => {
  const corners = hexCorners(0, 0, 2);
  assert.equal(corners.length, 6);
  const level = corners.filter((p) => Math.abs(p.y) < 1e-9).map((p) => Math.round(p.x));
  assert.deepEqual(level.sort((a, b) => a - b), [-2, 2]);
  // the top edge is flat: two corners at y = −√3
  assert.equal(corners.filter((p) => Math.abs(p.y + Math.sqrt(3)) < 1e-9).length, 2);
  assert.match(hexPath(0, 0, 2), /^M[-\d.,]+(L[-\d.,]+){5}Z$/);
});

test("hex keys are written qxr, as the rules write them", () => {
  assert.deepEqual(unkey("-6x2"), [-6, 2]);
  assert.equal(hexKey(-6, 2), "-6x2");
});

test("the outline of one hex has six edges, of two neighbours ten", () => {
  const count = (path) => (path.match(/M/g) ?? []).length;
  assert.equal(count(outline(["0x0"], 1)), 6);
  assert.equal(count(outline(["0x0", "1x0"], 1)), 10);
  // a radius-1 flower (7 hexes) is bounded by 18 edges: 6 outer hexes × 3
  const flower = ["0x0", ...DIRECTIONS.map(([q, r]) => hexKey(q, r))];
  assert.equal(count(outline(flower, 1)), 18);
  assert.equal(outline([], 1), "");
});

test("an inset outline stays inside its own hexes, however far they lie from the map's centre", () => {
  // hex 3x0 is three steps north: its centre (0, -3√3·30) ≈ (0, -155.9), its corners 30 from it; inset 0.92
  // puts every point of its outline 27.6 from that centre (a scaled-down map would put them ~12.5 nearer 0x0)
  const points = [...outline(["3x0"], 30, 0.92).matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  assert.equal(points.length, 12);
  for (const [x, y] of points) assert.ok(Math.abs(Math.hypot(x, y + 90 * Math.sqrt(3)) - 27.6) < 0.02, `${x},${y}`);
});

test("the view box holds every hex", () => {
  // one hex of size 1: 2 wide, √3 high, centred on 0
  const [x, y, w, h] = viewBox([{ q: 0, r: 0 }], 1).split(" ").map(Number);
  assert.deepEqual([x, w], [-1, 2]);
  close(h, Math.round(Math.sqrt(3) * 100) / 100);
  close(y, -Math.round((Math.sqrt(3) / 2) * 100) / 100);
  assert.equal(viewBox([], 1), "0 0 0 0");
});

test("every structure kind has a shape of its own, closed", () => {
  const kinds = ["m", "ts", "lab", "PI", "ac1", "gf", "sp"];
  const paths = kinds.map((k) => structurePath(k, 0, 0, 10));
  assert.equal(new Set(paths).size, kinds.length);
  for (const p of paths) assert.match(p, /^M.*Z$/);
  assert.equal(structurePath("ac1", 0, 0, 10), structurePath("ac2", 0, 0, 10)); // both academies are domes
  for (const k of kinds) assert.ok(STRUCTURE_MARK[k]);
});

test("each planet type has a readable mark besides its colour", () => {
  const marks = Object.values(PLANETS).map((p) => p.mark);
  assert.equal(new Set(marks).size, marks.length);
  assert.equal(PLANETS.r.name, "Terra");
  assert.equal(PLANETS.m.mark, "Tr");
});

test("a tool and a hex make an action line; targets come from the model", () => {
  assert.equal(actionFor("build mine", "3B4"), "build mine 3B4");
  const targets = { "build mine": ["3B4", "4A0"] };
  assert.deepEqual([...targetsOf(targets, "build mine")], ["3B4", "4A0"]);
  assert.equal(targetsOf(targets, "build trading-station").size, 0);
  assert.equal(targetsOf(targets, null).size, 0);
  assert.equal(actionTestId("spend 4pw for 1q"), "act-spend-4pw-for-1q");
});

test("arrow keys walk the map and stop at its edge", () => {
  const map = new Set(["0x0", "1x0", "0x1", "1x-1", "-1x0"]);
  assert.equal(arrowStep(map, "0x0", "ArrowUp"), "1x0");
  assert.equal(arrowStep(map, "0x0", "ArrowDown"), "-1x0");
  assert.equal(arrowStep(map, "0x0", "ArrowRight"), "0x1"); // north-east
  assert.equal(arrowStep(map, "0x0", "ArrowLeft"), "1x-1"); // no south-west hex: north-west
  assert.equal(arrowStep(map, "1x0", "ArrowUp"), "1x0"); // off the map: stay
  assert.equal(arrowStep(map, "0x0", "Home"), "0x0");
});

test("a federation's action line names its hexes", () => {
  assert.deepEqual(federationHexes("form-federation 1A1,1B1,2A4 fed2"), ["1A1", "1B1", "2A4"]);
  assert.deepEqual(federationHexes("build mine 1A1"), []);
});

test("faction names are plurals: their possessive takes an apostrophe alone", () => {
  assert.equal(possessive("Geodens"), "Geodens'");
  assert.equal(possessive("Hadsch Hallas"), "Hadsch Hallas'");
  assert.equal(possessive("Player 1"), "Player 1's");
});

test("a planet's mark under a structure has a dark outline, so it reads on the rim of a white or yellow planet", () => {
  // with a structure on the planet the mark moves onto the planet's rim, in light ink: on Ice (white) or Desert
  // (yellow) light ink alone is unreadable
  const widgets = new URL("../../widgets/", import.meta.url);
  const js = readFileSync(new URL("gaia_project/map.js", widgets), "utf8");
  const css = readFileSync(new URL("gaia_project.css", widgets), "utf8");
  assert.match(js, /hasThing \? "tb-planet-mark tb-planet-mark-under"/);
  const rule = /\.tb-planet-mark-under\s*\{([^}]*)\}/.exec(css);
  assert.ok(rule, "no CSS rule for .tb-planet-mark-under");
  assert.match(rule[1], /stroke:\s*#0[0-9a-f]{5}/i, "the outline is dark");
  assert.match(rule[1], /paint-order:\s*stroke/, "the outline is painted under the letters, not over them");
});
