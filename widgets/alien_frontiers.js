// The Alien Frontiers table view: an anywidget ES module (plain ESM, JSDoc types, no build step).
//
// anywidget imports this file from a blob: URL (the Python side sends its text), and a relative
// `import "./alien_frontiers_layout.js"` cannot be resolved from a blob: URL. So the pure helpers are
// copied here between the BEGIN/END markers, byte for byte the same as in alien_frontiers_layout.js,
// where node tests them; tests/widgets/alien_frontiers_layout.test.mjs fails if the two copies differ.
// Edit the helpers in alien_frontiers_layout.js and paste the block here.

// BEGIN alien_frontiers_layout
/**
 * @typedef {{x: number, y: number}} Point
 * @typedef {{id: string, x: number, y: number}} TerritoryXY
 * @typedef {{x: number, y: number, w: number, h: number, slots: Point[]}} GroupBox
 * @typedef {{width: number, height: number, groups: GroupBox[]}} PortLayout
 */

/**
 * The face value of a ship token: "4", "R4" (Relic Ship) or "T4" (teleported) → 4.
 * @param {string} token
 * @returns {number}
 */
export function tokenValue(token) {
  return Number(String(token).replace(/^[RT]/, ""));
}

/**
 * What kind of ship a token is.
 * @param {string} token
 * @returns {"plain" | "relic" | "teleported"}
 */
export function tokenKind(token) {
  const c = String(token)[0];
  return c === "R" ? "relic" : c === "T" ? "teleported" : "plain";
}

/**
 * Tokens in the order actions write them: by value, plain before R before T.
 * @param {string[]} tokens
 * @returns {string[]}
 */
export function canonicalTokens(tokens) {
  // the engine sorts by (value, token); at equal value "4" < "R4" < "T4" as strings
  return [...tokens].sort((a, b) => tokenValue(a) - tokenValue(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The action line that docks these ships at a facility, e.g. dockAction("shipyard", ["4", "R4"]).
 * @param {string} facility
 * @param {string[]} tokens
 * @returns {string}
 */
export function dockAction(facility, tokens) {
  return ["dock", facility, ...canonicalTokens(tokens)].join(" ");
}

/**
 * Every legal dock, by facility: facility id → list of token groups it accepts (in `legal` order).
 * @param {string[]} legal
 * @returns {Map<string, string[][]>}
 */
export function dockOptions(legal) {
  /** @type {Map<string, string[][]>} */
  const options = new Map();
  for (const line of legal) {
    const [verb, facility, ...tokens] = line.split(" ");
    if (verb !== "dock" || !facility || tokens.length === 0) continue;
    if (!options.has(facility)) options.set(facility, []);
    options.get(facility)?.push(tokens);
  }
  return options;
}

/**
 * The facilities that accept exactly the selected ships (a multiset of tokens), in `legal` order.
 * @param {string[]} legal
 * @param {string[]} selected
 * @returns {string[]}
 */
export function legalDockFacilities(legal, selected) {
  if (selected.length === 0) return [];
  const want = canonicalTokens(selected).join(" ");
  const found = [];
  for (const [facility, groups] of dockOptions(legal)) {
    if (groups.some((g) => canonicalTokens(g).join(" ") === want)) found.push(facility);
  }
  return found;
}

/**
 * Is multiset `part` contained in multiset `whole`?
 * @param {string[]} part
 * @param {string[]} whole
 * @returns {boolean}
 */
export function isSubMultiset(part, whole) {
  const left = [...whole];
  for (const t of part) {
    const i = left.indexOf(t);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/**
 * The facilities where the selection is a proper part of a legal group (select more ships to dock there).
 * @param {string[]} legal
 * @param {string[]} selected
 * @returns {string[]}
 */
export function partialDockFacilities(legal, selected) {
  if (selected.length === 0) return [];
  const found = [];
  for (const [facility, groups] of dockOptions(legal)) {
    if (groups.some((g) => g.length > selected.length && isSubMultiset(selected, g))) found.push(facility);
  }
  return found;
}

/**
 * The first arguments of the legal actions with this verb: legalTargets(legal, "land") → territory ids.
 * @param {string[]} legal
 * @param {string} verb
 * @returns {Set<string>}
 */
export function legalTargets(legal, verb) {
  const out = new Set();
  for (const line of legal) {
    const parts = line.split(" ");
    if (parts[0] === verb && parts.length === 2) out.add(parts[1]);
  }
  return out;
}

/**
 * Toggle die `index` in a selection of die indices (returned sorted, the input untouched).
 * @param {number[]} selected
 * @param {number} index
 * @returns {number[]}
 */
export function toggleSelection(selected, index) {
  const next = selected.includes(index) ? selected.filter((i) => i !== index) : [...selected, index];
  return next.sort((a, b) => a - b);
}

/**
 * A data-testid for an action line: spaces become underscores.
 * @param {string} action
 * @returns {string}
 */
export function actionTestId(action) {
  return "action-" + action.replace(/ /g, "_");
}

/**
 * Where a facility's panel is centred: on an ellipse round (cx, cy), angle in degrees, 0 = top, clockwise.
 * @param {number} angle
 * @param {{cx: number, cy: number, rx: number, ry: number}} orbit
 * @returns {Point}
 */
export function facilityCentre(angle, { cx, cy, rx, ry }) {
  const a = (angle * Math.PI) / 180;
  return { x: cx + rx * Math.sin(a), y: cy - ry * Math.cos(a) };
}

/**
 * Where to centre a facility panel of half-size (hw, hh) so that its edge nearest the planet touches
 * the orbit at `angle` (0 = top, clockwise): the centre moves outward along the ray from the orbit's
 * centre by the panel's extent in that direction, then is kept inside the stage with `margin`.
 * @param {number} angle
 * @param {{cx: number, cy: number, rx: number, ry: number}} orbit
 * @param {number} hw
 * @param {number} hh
 * @param {{width: number, height: number, margin: number}} stage
 * @returns {Point}
 */
export function panelCentre(angle, orbit, hw, hh, stage) {
  const a = (angle * Math.PI) / 180;
  const ux = Math.sin(a);
  const uy = -Math.cos(a);
  const anchor = facilityCentre(angle, orbit);
  const reach = hw * Math.abs(ux) + hh * Math.abs(uy);
  const clamp = (/** @type {number} */ v, /** @type {number} */ lo, /** @type {number} */ hi) => (lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v)));
  return {
    x: clamp(anchor.x + reach * ux, hw + stage.margin, stage.width - hw - stage.margin),
    y: clamp(anchor.y + reach * uy, hh + stage.margin, stage.height - hh - stage.margin),
  };
}

/**
 * Nudge panels (centre x, y and half-sizes hw, hh) until no two overlap (keeping `gap` between them),
 * none covers the planet's circle and all stay on the stage. Each overlapping pair moves apart along
 * the axis where they overlap least (the other one if the stage's edge leaves no room, or if the
 * pair still overlaps after a few rounds), half each when both can move, else the free one moves
 * more; returns new centres in the same order.
 * @param {{x: number, y: number, hw: number, hh: number}[]} rects
 * @param {{cx: number, cy: number, r: number}} planet
 * @param {{width: number, height: number, margin: number}} stage
 * @param {number} gap
 * @param {number} [rounds]
 * @returns {Point[]}
 */
export function separatePanels(rects, planet, stage, gap, rounds = 60) {
  const pts = rects.map((r) => ({ x: r.x, y: r.y }));
  const clamp = (/** @type {number} */ v, /** @type {number} */ lo, /** @type {number} */ hi) => (lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v)));
  /** @type {number[]} how many rounds each pair has overlapped */
  const stubborn = new Array(rects.length * rects.length).fill(0);
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const dx = pts[j].x - pts[i].x;
        const dy = pts[j].y - pts[i].y;
        const ox = rects[i].hw + rects[j].hw + gap - Math.abs(dx);
        const oy = rects[i].hh + rects[j].hh + gap - Math.abs(dy);
        if (ox <= 0.01 || oy <= 0.01) continue;
        moved = true;
        // room each panel has to move away from the other, along x or y, before it meets the stage's edge
        const room = (/** @type {"x" | "y"} */ axis, /** @type {number} */ d) => {
          const half = axis === "x" ? "hw" : "hh";
          const size = axis === "x" ? stage.width : stage.height;
          const lo = (/** @type {number} */ k) => rects[k][half] + stage.margin;
          const hi = (/** @type {number} */ k) => size - rects[k][half] - stage.margin;
          return d >= 0
            ? [Math.max(0, pts[i][axis] - lo(i)), Math.max(0, hi(j) - pts[j][axis])]
            : [Math.max(0, hi(i) - pts[i][axis]), Math.max(0, pts[j][axis] - lo(j))];
        };
        const [rxi, rxj] = room("x", dx);
        const [ryi, ryj] = room("y", dy);
        // the axis of least overlap, unless the stage's edge blocks it and the other axis has room
        let axis = ox < oy ? "x" : "y";
        if (axis === "x" && rxi + rxj < ox && ryi + ryj >= oy) axis = "y";
        else if (axis === "y" && ryi + ryj < oy && rxi + rxj >= ox) axis = "x";
        // a pair that keeps overlapping is being pushed back (by the planet or a third panel): try the other way
        if (++stubborn[i * rects.length + j] > 4) axis = axis === "x" ? "y" : "x";
        const [need, ri, rj, d] = axis === "x" ? [ox, rxi, rxj, dx] : [oy, ryi, ryj, dy];
        const mi = Math.min(ri, Math.max(need / 2, need - rj)) + 0.01;
        const mj = need - mi + 0.02;
        const sign = d >= 0 ? 1 : -1;
        pts[i][/** @type {"x" | "y"} */ (axis)] -= sign * mi;
        pts[j][/** @type {"x" | "y"} */ (axis)] += sign * mj;
      }
    }
    rects.forEach((r, i) => {
      const p = pts[i];
      // the point of the panel nearest the planet's centre, and how far it is
      const nx = clamp(planet.cx, p.x - r.hw, p.x + r.hw);
      const ny = clamp(planet.cy, p.y - r.hh, p.y + r.hh);
      let vx = nx - planet.cx;
      let vy = ny - planet.cy;
      let d = Math.hypot(vx, vy);
      if (d < 1e-6) {
        vx = p.x - planet.cx;
        vy = p.y - planet.cy;
        d = Math.hypot(vx, vy) || 1;
      }
      const need = planet.r + gap - d;
      if (need > 0.01) {
        moved = true;
        p.x += (vx / d) * (need + 0.01);
        p.y += (vy / d) * (need + 0.01);
      }
      p.x = clamp(p.x, r.hw + stage.margin, stage.width - r.hw - stage.margin);
      p.y = clamp(p.y, r.hh + stage.margin, stage.height - r.hh - stage.margin);
    });
    if (!moved) break;
  }
  return pts;
}

/**
 * The middle of the territories' bounding box in board coordinates (where Burroughs Desert lies).
 * @param {TerritoryXY[]} territories
 * @returns {Point}
 */
export function territoryCentre(territories) {
  const xs = territories.map((t) => t.x);
  const ys = territories.map((t) => t.y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

/**
 * The scale that puts the territory farthest from the centre at `fill` × `radius` pixels.
 * @param {TerritoryXY[]} territories
 * @param {number} radius
 * @param {number} fill
 * @returns {number}
 */
export function territoryScale(territories, radius, fill) {
  const c = territoryCentre(territories);
  const far = Math.max(...territories.map((t) => Math.hypot(t.x - c.x, t.y - c.y)));
  return far > 0 ? (radius * fill) / far : 1;
}

/**
 * Territory positions on screen: board coordinates (y up) centred on (cx, cy), scaled, y flipped.
 * @param {TerritoryXY[]} territories
 * @param {{cx: number, cy: number, scale: number}} frame
 * @returns {Map<string, Point>}
 */
export function territoryPoints(territories, { cx, cy, scale }) {
  const c = territoryCentre(territories);
  return new Map(territories.map((t) => [t.id, { x: cx + (t.x - c.x) * scale, y: cy - (t.y - c.y) * scale }]));
}

/**
 * A circle as a polygon of `segments` corners, the first at the top, clockwise on screen.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {number} segments
 * @returns {[number, number][]}
 */
export function circlePolygon(cx, cy, r, segments) {
  /** @type {[number, number][]} */
  const pts = [];
  for (let i = 0; i < segments; i++) {
    const a = (2 * Math.PI * i) / segments;
    pts.push([cx + r * Math.sin(a), cy - r * Math.cos(a)]);
  }
  return pts;
}

/**
 * Keep the part of a polygon closer to `a` than to `b` (clip by their perpendicular bisector).
 * @param {[number, number][]} poly
 * @param {Point} a
 * @param {Point} b
 * @returns {[number, number][]}
 */
export function clipCloserTo(poly, a, b) {
  const nx = b.x - a.x;
  const ny = b.y - a.y;
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const side = (/** @type {[number, number]} */ p) => (p[0] - mx) * nx + (p[1] - my) * ny; // ≤ 0: a's side
  /** @type {[number, number][]} */
  const out = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const sp = side(p);
    const sq = side(q);
    if (sp <= 0) out.push(p);
    if ((sp < 0 && sq > 0) || (sp > 0 && sq < 0)) {
      const t = sp / (sp - sq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}

/**
 * The planet split into territories: each site's Voronoi cell inside the planet's circle.
 * @param {Map<string, Point>} sites
 * @param {{cx: number, cy: number, r: number, segments?: number}} planet
 * @returns {Map<string, [number, number][]>}
 */
export function territoryCells(sites, { cx, cy, r, segments = 96 }) {
  /** @type {Map<string, [number, number][]>} */
  const cells = new Map();
  for (const [id, a] of sites) {
    let poly = circlePolygon(cx, cy, r, segments);
    for (const [other, b] of sites) {
      if (other !== id) poly = clipCloserTo(poly, a, b);
    }
    cells.set(id, poly);
  }
  return cells;
}

/**
 * The area-weighted centre of a simple polygon (the mean of its corners if it has no area).
 * @param {[number, number][]} poly
 * @returns {Point}
 */
export function polygonCentroid(poly) {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x0, y0] = poly[i];
    const [x1, y1] = poly[(i + 1) % poly.length];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-9) {
    const n = poly.length || 1;
    return { x: poly.reduce((s, p) => s + p[0], 0) / n, y: poly.reduce((s, p) => s + p[1], 0) / n };
  }
  return { x: x / (3 * area), y: y / (3 * area) };
}

/**
 * An SVG path for a polygon, coordinates rounded to 0.1.
 * @param {[number, number][]} poly
 * @returns {string}
 */
export function polygonPath(poly) {
  if (poly.length === 0) return "";
  const r = (/** @type {number} */ v) => Math.round(v * 10) / 10;
  return poly.map((p, i) => `${i ? "L" : "M"}${r(p[0])} ${r(p[1])}`).join("") + "Z";
}

/**
 * Docking ports laid out in rows: groups of `size` dice side by side (pairs and triples framed),
 * as few rows as fit `maxWidth`, the groups shared out evenly and each row centred.
 * @param {number[]} sizes ships per group, in port order
 * @param {{die: number, inner: number, pad: number, gap: number, rowGap: number, maxWidth: number}} opts
 * @returns {PortLayout}
 */
export function portLayout(sizes, { die, inner, pad, gap, rowGap, maxWidth }) {
  const widthOf = (/** @type {number} */ n) => n * die + (n - 1) * inner + (n > 1 ? 2 * pad : 0);
  const heightOf = (/** @type {number} */ n) => die + (n > 1 ? 2 * pad : 0);
  const rowWidth = (/** @type {number[]} */ row) => row.reduce((s, n) => s + widthOf(n), 0) + gap * Math.max(0, row.length - 1);
  /** @type {number[][]} */
  let rows = [];
  for (let count = 1; count <= Math.max(1, sizes.length); count++) {
    const per = Math.ceil(sizes.length / count);
    rows = [];
    for (let i = 0; i < sizes.length; i += per) rows.push(sizes.slice(i, i + per));
    if (rows.every((row) => rowWidth(row) <= maxWidth)) break;
  }
  const width = Math.max(0, ...rows.map(rowWidth));
  /** @type {GroupBox[]} */
  const groups = [];
  let y = 0;
  for (const row of rows) {
    const h = Math.max(...row.map(heightOf));
    let x = (width - rowWidth(row)) / 2;
    for (const n of row) {
      const w = widthOf(n);
      const gy = y + (h - heightOf(n)) / 2;
      const p = n > 1 ? pad : 0;
      const slots = [];
      for (let k = 0; k < n; k++) slots.push({ x: x + p + k * (die + inner), y: gy + p });
      groups.push({ x, y: gy, w, h: heightOf(n), slots });
      x += w + gap;
    }
    y += h + rowGap;
  }
  return { width, height: rows.length ? y - rowGap : 0, groups };
}

/**
 * The cells (0–8, row by row in a 3×3 grid) that carry a pip on a die face.
 * @param {number} value
 * @returns {number[]}
 */
export function pipCells(value) {
  return (
    { 1: [4], 2: [2, 6], 3: [2, 4, 6], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] }[value] ?? []
  );
}

/** Short labels of the docking requirements, for the facility panels. */
export const REQUIREMENT_LABELS = {
  any: "any ship",
  mine: "≥ highest docked",
  track: "any ship",
  six: "a 6",
  pair: "a pair",
  triple: "three of a kind",
  run: "a run of three",
};

/**
 * A short label for a facility's docking requirement.
 * @param {string} requirement
 * @returns {string}
 */
export function requirementLabel(requirement) {
  return /** @type {Record<string, string>} */ (REQUIREMENT_LABELS)[requirement] ?? requirement;
}

/**
 * A score breakdown grouped by source, in first-seen order, with each source's total.
 * @param {{source: string, detail: string, points: number}[]} breakdown
 * @returns {{source: string, points: number, items: {detail: string, points: number}[]}[]}
 */
export function groupBreakdown(breakdown) {
  /** @type {Map<string, {source: string, points: number, items: {detail: string, points: number}[]}>} */
  const groups = new Map();
  for (const { source, detail, points } of breakdown) {
    if (!groups.has(source)) groups.set(source, { source, points: 0, items: [] });
    const g = /** @type {{source: string, points: number, items: {detail: string, points: number}[]}} */ (groups.get(source));
    g.points += points;
    g.items.push({ detail, points });
  }
  return [...groups.values()];
}

/**
 * How much to scale a stage of `width` × `height` to fit `available` pixels across (never above `max`).
 * @param {number} available
 * @param {number} width
 * @param {number} max
 * @returns {number}
 */
export function stageScale(available, width, max) {
  if (!(available > 0)) return 1;
  return Math.min(max, available / width);
}
// END alien_frontiers_layout

// ---------------------------------------------------------------------------------------------
// The view. Python owns the state: this draws the synced `model` (see
// tablebook/views/alien_frontiers_model.py) and sends intents with model.send:
//   {type: "act", action}  {type: "explain", action}  {type: "chance"}  {type: "undo"}  {type: "redo"}
// Synced traits read here: model, explanation, can_undo, can_redo, interactive.

/**
 * @typedef {{id: string, colour: string | null, value: number, relic: boolean}} Ship
 * @typedef {{size: number, blocked: boolean, ships: Ship[], seat?: number, colour?: string | null, circle?: number}} Group
 * @typedef {{id: string, name: string, summary: string, requirement: string, rule: string, angle: number, groups: Group[]}} Facility
 * @typedef {{id: string, name: string, bonus: string, x: number, y: number, colonies: {colour: string, count: number}[],
 *            controller: string | null, fields: {id: string, name: string}[], relic_home: boolean}} Territory
 * @typedef {{id: string, name: string, power: string, discard: string, vp: number, used: boolean}} Card
 * @typedef {{seat: number, colour: string, name: string, fuel: number, ore: number, colonies_left: number,
 *            hub_circle: number, ships: {fleet: number, bay: number, docked: number, stock: number}, relic: boolean,
 *            cards: Card[], score: number, breakdown: {source: string, detail: string, points: number}[],
 *            active: boolean, deciding: boolean}} Player
 * @typedef {{token: string, value: number, kind: "plain" | "relic" | "teleported", colour: string}} FleetDie
 * @typedef {{action: string, verb: string, label: string}} ActionButton
 * @typedef {{title: string, turn: number, active: string, decider: string | null, now: string, over: boolean,
 *            end: string | null, winners: string[], players: Player[], facilities: Facility[], territories: Territory[],
 *            relic: Ship & {at: string}, display: Card[], deck_count: number, discard_count: number, fleet: FleetDie[],
 *            legal: string[], actions: ActionButton[], last: {action: string, narration: string, rule: string | null} | null}} ViewModel
 * @typedef {{action?: string, legal?: boolean, reason?: string, rule?: string | null}} Explanation
 * @typedef {{get(name: string): any, on(event: string, cb: () => void): void, off(event: string, cb: () => void): void,
 *            send(message: object): void}} AnyModel
 */

/** The stage is drawn at this size and scaled to the width available. */
const STAGE = { width: 1000, height: 800 };
const PLANET = { cx: 500, cy: 398, r: 230 };
/** The inner edge of the facility panels lies on this orbit (drawn as a dashed ring). */
const ORBIT = { cx: 500, cy: 398, rx: 272, ry: 262 };
const PORTS = { die: 28, inner: 4, pad: 4, gap: 8, rowGap: 6, maxWidth: 250 };
const HOVER_MS = 150;
const HUB_CIRCLES = 7;
let instances = 0; // SVG ids must be unique when several tables share a page

/** Player colours as drawn (any other colour name is used as a CSS colour as it is). */
const COLOURS = /** @type {Record<string, string>} */ ({ red: "#e0443e", green: "#2fb455", blue: "#3d7fe6", yellow: "#f2c417" });
const DARK_INK = new Set(["yellow"]);

/** @param {string | null | undefined} name */
function paint(name) {
  return name ? COLOURS[name] ?? name : "#8a93a6";
}

/** @param {string} s */
function capitalise(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/**
 * Make an element; text is set with textContent only.
 * @param {string} tag
 * @param {{class?: string, text?: string | number, title?: string, testid?: string, colour?: string | null, attrs?: Record<string, string>}} [o]
 * @param {(Node | null | undefined | false)[]} [children]
 * @returns {HTMLElement}
 */
function h(tag, o = {}, children = []) {
  const e = document.createElement(tag);
  if (o.class) e.className = o.class;
  if (o.text !== undefined) e.textContent = String(o.text);
  if (o.title) e.title = o.title;
  if (o.testid) e.dataset.testid = o.testid;
  if (o.colour !== undefined) setColour(e, o.colour);
  for (const [k, v] of Object.entries(o.attrs ?? {})) e.setAttribute(k, v);
  for (const c of children) if (c) e.appendChild(c);
  return e;
}

/** @param {HTMLElement | SVGElement} e @param {string | null | undefined} colour */
function setColour(e, colour) {
  e.style.setProperty("--tb-c", paint(colour));
  e.style.setProperty("--tb-ink", colour && DARK_INK.has(colour) ? "#2b2300" : "#ffffff");
}

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 * @returns {SVGElement}
 */
function svg(tag, attrs = {}) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * A die face with pips.
 * @param {number} value
 * @param {{colour?: string | null, kind?: "plain" | "relic" | "teleported" | "blocked", tag?: string, cls?: string, label?: string}} [o]
 * @returns {HTMLElement}
 */
function die(value, o = {}) {
  const kind = o.kind ?? "plain";
  const e = h(o.tag ?? "span", { class: `tb-die tb-die-${kind} ${o.cls ?? ""}`.trim(), colour: kind === "blocked" ? null : o.colour ?? null });
  e.setAttribute("aria-label", o.label ?? `${kind === "relic" ? "Relic Ship" : kind === "blocked" ? "blocked port" : "ship"} showing ${value}`);
  const on = new Set(pipCells(value));
  for (let i = 0; i < 9; i++) e.appendChild(h("span", { class: on.has(i) ? "tb-pip" : "tb-nopip" }));
  if (kind === "teleported") e.appendChild(h("span", { class: "tb-die-tag", text: "T", title: "teleported this turn" }));
  return e;
}

/** @param {Ship} ship */
function shipDie(ship) {
  const d = die(ship.value, {
    colour: ship.colour,
    kind: ship.relic ? "relic" : "plain",
    label: `${ship.relic ? "Relic Ship" : capitalise(ship.colour ?? "") + " ship"} showing ${ship.value}`,
  });
  if (ship.relic && ship.colour) d.title = `Relic Ship, flown by ${capitalise(ship.colour)}`;
  return d;
}

/** @param {string} text @param {string} [cls] */
function chip(text, cls = "") {
  return h("span", { class: `tb-chip ${cls}`.trim(), text });
}

/**
 * @param {{model: AnyModel, el: HTMLElement}} ctx
 * @returns {() => void}
 */
function render({ model, el }) {
  const uid = `tb-af-${++instances}`;
  const root = h("div", { class: "tb-af" });
  const head = h("header", { class: "tb-head" });
  const main = h("div", { class: "tb-main" });
  const boardCol = h("div", { class: "tb-boardcol" });
  const stageWrap = h("div", { class: "tb-stagewrap" });
  const stage = h("div", { class: "tb-stage" });
  const side = h("div", { class: "tb-side" });
  const consoleBox = h("section", { class: "tb-console" });
  const players = h("div", { class: "tb-players" });
  const tech = h("section", { class: "tb-tech" });
  const message = h("div", { class: "tb-message", testid: "message", attrs: { "aria-live": "polite" } });
  stageWrap.appendChild(stage);
  boardCol.append(stageWrap, tech);
  side.append(consoleBox, players);
  main.append(boardCol, side);
  root.append(head, main);
  el.appendChild(root);

  /** @type {number[]} indices of the selected fleet dice */
  let selected = [];
  /** @type {ReturnType<typeof setTimeout> | null} */
  let hoverTimer = null;
  let hoverSent = "";
  /** @type {Map<string, HTMLElement>} */
  let facilityEls = new Map();
  /** @type {Map<string, {angle: number, w: number, h: number}>} angle and estimated size of each panel */
  let facilityGeometry = new Map();
  /** @type {HTMLElement[]} */
  let dieEls = [];

  const vm = () => /** @type {ViewModel} */ (model.get("model") ?? {});
  const interactive = () => model.get("interactive") !== false;
  const fleet = () => vm().fleet ?? [];
  const legal = () => vm().legal ?? [];
  const selectedTokens = () => selected.map((i) => fleet()[i]?.token).filter((t) => t !== undefined);

  function cancelHover() {
    if (hoverTimer !== null) clearTimeout(hoverTimer);
    hoverTimer = null;
  }

  /** @param {object} msg */
  function send(msg) {
    if (interactive()) model.send(msg);
  }

  /**
   * Ask Python why (not). Python answers by setting `explanation`; traitlets does not resend a value
   * equal to the current one, so an answer we already hold for this action is shown at once.
   * @param {string} action
   */
  function askWhy(action) {
    const x = /** @type {Explanation} */ (model.get("explanation") ?? {});
    if (x && x.action === action) showExplanation();
    send({ type: "explain", action });
  }

  // --- message area ---------------------------------------------------------------------------
  /** @param {string} text @param {"hint" | "why" | "ok" | "info"} kind @param {string | null} [rule] */
  function say(text, kind, rule = null) {
    message.replaceChildren();
    message.className = `tb-message tb-msg-${kind}`;
    message.appendChild(h("span", { class: "tb-msg-text", text }));
    if (rule) message.appendChild(h("span", { class: "tb-rule", text: rule }));
  }

  function hint() {
    const m = vm();
    if (m.over) {
      const w = (m.winners ?? []).map(capitalise);
      say(w.length ? `${w.join(" and ")} win${w.length > 1 ? "" : "s"}${m.end ? `: the game ended with the ${m.end}` : ""}.` : "The game is over.", "hint");
    }
    else if (!interactive()) say("Replaying a game: the table follows the stepper.", "hint");
    else if (m.decider === "chance") say("Chance decides next: press Roll / draw.", "hint");
    else if (fleet().length) say("Click dice to select them, then click a facility. Hover a facility to ask why not.", "hint");
    else if ((m.actions ?? []).length) say("Choose one of the actions.", "hint");
    else say("", "hint");
  }

  function showExplanation() {
    const x = /** @type {Explanation} */ (model.get("explanation") ?? {});
    if (!x || !x.action) return;
    if (x.legal) say(`✓ ${x.action} is legal${interactive() ? " — click to play it" : ""}`, "ok", x.rule ?? null);
    else say(`why not: ${x.reason ?? "not allowed"}${x.rule ? ` — ${x.rule}` : ""}`, "why");
  }

  // --- selection -------------------------------------------------------------------------------
  function applySelection() {
    const tokens = selectedTokens();
    const ok = new Set(legalDockFacilities(legal(), tokens));
    const partial = new Set(partialDockFacilities(legal(), tokens));
    const options = dockOptions(legal());
    dieEls.forEach((d, i) => {
      d.classList.toggle("tb-selected", selected.includes(i));
      d.setAttribute("aria-pressed", String(selected.includes(i)));
    });
    for (const [id, fel] of facilityEls) {
      const any = tokens.length > 0;
      fel.classList.toggle("tb-legal", any && ok.has(id));
      fel.classList.toggle("tb-illegal", any && !ok.has(id));
      fel.classList.toggle("tb-partial", any && !ok.has(id) && partial.has(id));
      fel.classList.toggle("tb-dockable", !any && options.has(id));
    }
    root.classList.toggle("tb-selecting", tokens.length > 0);
  }

  /** @param {number} i */
  function toggleDie(i) {
    if (!interactive()) return;
    selected = toggleSelection(selected, i);
    hoverSent = "";
    applySelection();
  }

  // --- facility intents ------------------------------------------------------------------------
  /** @param {Facility} f */
  function clickFacility(f) {
    if (!interactive()) return;
    const tokens = selectedTokens();
    if (tokens.length === 0) {
      say(`${f.name}: ${f.summary}`, "info", f.rule);
      return;
    }
    cancelHover();
    const action = dockAction(f.id, tokens);
    if (legal().includes(action)) send({ type: "act", action });
    else {
      hoverSent = action;
      askWhy(action);
    }
  }

  /** @param {Facility} f */
  function hoverFacility(f) {
    cancelHover();
    if (!interactive() || selected.length === 0) return;
    const action = dockAction(f.id, selectedTokens());
    if (action === hoverSent) return;
    hoverTimer = setTimeout(() => {
      hoverTimer = null;
      hoverSent = action;
      askWhy(action);
    }, HOVER_MS);
  }

  /**
   * Make an element clickable (mouse and keyboard) while the table is interactive.
   * @param {HTMLElement} e
   * @param {() => void} onClick
   */
  function clickable(e, onClick) {
    if (!interactive()) return;
    e.tabIndex = 0;
    e.setAttribute("role", "button");
    e.addEventListener("click", onClick);
    e.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        onClick();
      }
    });
  }

  // --- drawing ---------------------------------------------------------------------------------
  function drawHead() {
    const m = vm();
    head.replaceChildren();
    head.appendChild(h("div", { class: "tb-title", text: m.title ?? "Alien Frontiers" }));
    const status = h("div", { class: "tb-status", testid: "status" });
    status.appendChild(h("span", { class: "tb-turn", text: `Turn ${m.turn ?? "–"}` }));
    if (m.over) {
      const names = (m.winners ?? []).map(capitalise).join(" and ");
      status.appendChild(h("span", { class: "tb-now", text: `${m.now}${m.end ? ` (${m.end})` : ""}` }));
      if (names) {
        const w = h("span", { class: "tb-chip tb-chip-col tb-winner-chip", text: `${names} win${(m.winners ?? []).length > 1 ? "" : "s"}` });
        setColour(w, (m.winners ?? [])[0]);
        status.appendChild(w);
      }
    } else {
      status.appendChild(h("span", { class: "tb-now", text: capitalise(m.now ?? "") }));
      if (m.decider === "chance") status.appendChild(chip("chance decides", "tb-chip-chance"));
      else if (m.decider) {
        const d = h("span", { class: "tb-chip tb-chip-col", text: `${capitalise(m.decider)} decides` });
        setColour(d, m.decider);
        status.appendChild(d);
      }
    }
    head.appendChild(status);
    const controls = h("div", { class: "tb-controls" });
    if (interactive()) {
      const undo = h("button", { class: "tb-btn tb-btn-quiet", text: "↶ Undo", testid: "undo", attrs: { type: "button" } });
      const redo = h("button", { class: "tb-btn tb-btn-quiet", text: "Redo ↷", testid: "redo", attrs: { type: "button" } });
      /** @type {HTMLButtonElement} */ (undo).disabled = !model.get("can_undo");
      /** @type {HTMLButtonElement} */ (redo).disabled = !model.get("can_redo");
      undo.addEventListener("click", () => send({ type: "undo" }));
      redo.addEventListener("click", () => send({ type: "redo" }));
      controls.append(undo, redo);
    }
    head.appendChild(controls);
  }

  function drawConsole() {
    const m = vm();
    consoleBox.replaceChildren();
    const activeName = capitalise(m.active ?? "");
    const fleetBox = h("div", { class: "tb-fleet", colour: m.over ? (m.winners ?? [])[0] ?? null : m.active });
    const list = fleet();
    fleetBox.appendChild(
      h("div", { class: "tb-fleet-label", text: m.over ? "Final score" : list.length ? `${activeName}'s ships to place` : m.decider === "chance" ? `${activeName}: roll the dice` : `${activeName}: no ships to place` })
    );
    if (m.over) {
      const final = h("div", { class: "tb-final" });
      const ranked = [...(m.players ?? [])].sort((a, b) => b.score - a.score);
      for (const p of ranked) final.appendChild(h("span", { class: "tb-final-item", colour: p.colour }, [h("span", { text: p.name }), h("b", { text: p.score })]));
      fleetBox.appendChild(final);
    }
    const diceRow = h("div", { class: "tb-fleet-dice" });
    dieEls = list.map((d, i) => {
      const b = die(d.value, { colour: d.colour, kind: d.kind, tag: "button", cls: "tb-die-big", label: `${d.kind === "relic" ? "Relic Ship" : "ship"} ${d.token}` });
      b.dataset.testid = `die-${i}`;
      b.setAttribute("type", "button");
      b.title = d.kind === "relic" ? `Relic Ship (${d.token})` : d.kind === "teleported" ? `teleported ship (${d.token})` : `ship showing ${d.value}`;
      if (interactive()) b.addEventListener("click", () => toggleDie(i));
      else /** @type {HTMLButtonElement} */ (b).disabled = true;
      return b;
    });
    diceRow.append(...dieEls);
    if (list.length) fleetBox.appendChild(diceRow);
    consoleBox.appendChild(fleetBox);
    if (interactive() && m.decider === "chance") {
      const roll = h("button", { class: "tb-btn tb-btn-chance", text: "Roll / draw", testid: "chance", title: m.now, attrs: { type: "button" } });
      roll.addEventListener("click", () => send({ type: "chance" }));
      consoleBox.appendChild(roll);
    }

    if (interactive() && (m.actions ?? []).length) {
      const actions = h("div", { class: "tb-actions" });
      for (const a of m.actions) {
        const b = h("button", { class: `tb-btn tb-btn-action tb-verb-${a.verb}`, text: a.label, testid: actionTestId(a.action), title: a.action, attrs: { type: "button" } });
        b.addEventListener("click", () => send({ type: "act", action: a.action }));
        actions.appendChild(b);
      }
      consoleBox.appendChild(actions);
    }
    if (m.last) {
      const last = h("div", { class: "tb-last" }, [h("span", { class: "tb-last-label", text: "Last move" }), h("span", { class: "tb-last-text", text: m.last.narration ?? m.last.action })]);
      if (m.last.rule) last.appendChild(h("span", { class: "tb-rule", text: m.last.rule }));
      consoleBox.appendChild(last);
    }
    consoleBox.appendChild(message);
  }

  function drawStage() {
    const m = vm();
    stage.replaceChildren();
    facilityEls = new Map();
    const lands = legalTargets(legal(), "land");

    // the planet, split into its territories
    const territories = m.territories ?? [];
    const scale = territoryScale(territories, PLANET.r, 0.64);
    const sites = territoryPoints(territories, { cx: PLANET.cx, cy: PLANET.cy, scale });
    const cells = territoryCells(sites, PLANET);
    const map = svg("svg", { class: "tb-map", width: STAGE.width, height: STAGE.height, viewBox: `0 0 ${STAGE.width} ${STAGE.height}`, "aria-hidden": "true" });
    const defs = svg("defs");
    const grad = svg("radialGradient", { id: `${uid}-planet`, cx: "38%", cy: "34%", r: "75%" });
    for (const [off, col] of [["0%", "#f3a46b"], ["45%", "#c8602f"], ["85%", "#7d2d16"], ["100%", "#4a170b"]]) grad.appendChild(svg("stop", { offset: off, "stop-color": col }));
    defs.appendChild(grad);
    map.appendChild(defs);
    map.appendChild(svg("ellipse", { class: "tb-orbit", cx: ORBIT.cx, cy: ORBIT.cy, rx: ORBIT.rx, ry: ORBIT.ry }));
    map.appendChild(svg("circle", { class: "tb-atmosphere", cx: PLANET.cx, cy: PLANET.cy, r: PLANET.r + 7 }));
    map.appendChild(svg("circle", { class: "tb-planet", cx: PLANET.cx, cy: PLANET.cy, r: PLANET.r, fill: `url(#${uid}-planet)` }));
    for (const t of territories) {
      const d = polygonPath(cells.get(t.id) ?? []);
      const path = svg("path", { class: "tb-cell", d });
      map.appendChild(path);
      if (t.controller) {
        path.classList.add("tb-cell-controlled");
        setColour(path, t.controller);
        // a band in the controller's colour just inside the territory's border
        const clip = svg("clipPath", { id: `${uid}-clip-${t.id}` });
        clip.appendChild(svg("path", { d }));
        defs.appendChild(clip);
        const band = svg("path", { class: "tb-cell-border", d, "clip-path": `url(#${uid}-clip-${t.id})` });
        setColour(band, t.controller);
        map.appendChild(band);
      }
      if (interactive() && lands.has(t.id)) {
        path.classList.add("tb-cell-legal");
        path.addEventListener("click", () => send({ type: "act", action: `land ${t.id}` }));
      }
    }
    map.appendChild(svg("circle", { class: "tb-planet-rim", cx: PLANET.cx, cy: PLANET.cy, r: PLANET.r }));
    stage.appendChild(map);

    for (const t of territories) {
      const site = sites.get(t.id) ?? { x: PLANET.cx, y: PLANET.cy };
      const c = polygonCentroid(cells.get(t.id) ?? []);
      const at = { x: (site.x + 2 * c.x) / 3, y: (site.y + 2 * c.y) / 3 };
      stage.appendChild(drawTerritory(t, at, lands.has(t.id), m));
    }
    facilityGeometry = new Map();
    for (const f of m.facilities ?? []) {
      const fel = drawFacility(f);
      facilityEls.set(f.id, fel);
      facilityGeometry.set(f.id, { angle: f.angle, ...estimateSize(f) });
      stage.appendChild(fel);
    }
    placeFacilities();
  }

  /**
   * A panel's size before the browser has laid it out (the module may render detached).
   * @param {Facility} f
   */
  function estimateSize(f) {
    const name = f.name.length * 10.5 + 22;
    if (f.requirement === "track") return { w: Math.max(name, 286), h: 48 + 41 * f.groups.length };
    const lay = portLayout(f.groups.map((g) => g.size), PORTS);
    return { w: Math.max(150, name, lay.width + 22), h: lay.height + 52 };
  }

  /** Put each panel's inner edge on the orbit (sizes as laid out, once the browser knows them), then
   *  nudge panels apart where big ones would overlap. */
  function placeFacilities() {
    const ids = [...facilityEls.keys()].filter((id) => facilityGeometry.has(id));
    const rects = ids.map((id) => {
      const fel = /** @type {HTMLElement} */ (facilityEls.get(id));
      const g = /** @type {{angle: number, w: number, h: number}} */ (facilityGeometry.get(id));
      const hw = (fel.offsetWidth || g.w) / 2;
      const hh = (fel.offsetHeight || g.h) / 2;
      return { ...panelCentre(g.angle, ORBIT, hw, hh, { ...STAGE, margin: 8 }), hw, hh };
    });
    const placed = separatePanels(rects, { ...PLANET, r: PLANET.r + 10 }, { ...STAGE, margin: 8 }, 10);
    ids.forEach((id, i) => {
      const fel = /** @type {HTMLElement} */ (facilityEls.get(id));
      fel.style.left = `${placed[i].x}px`;
      fel.style.top = `${placed[i].y}px`;
    });
  }

  /**
   * @param {Territory} t
   * @param {{x: number, y: number}} at
   * @param {boolean} canLand
   * @param {ViewModel} m
   */
  function drawTerritory(t, at, canLand, m) {
    const e = h("div", { class: "tb-territory", testid: `territory-${t.id}`, title: `${t.name}: ${t.bonus}` });
    e.style.left = `${at.x}px`;
    e.style.top = `${at.y}px`;
    const name = h("div", { class: "tb-ter-name" });
    if (t.controller) {
      const flag = h("span", { class: "tb-flag", colour: t.controller, title: `controlled by ${capitalise(t.controller)}` });
      flag.setAttribute("aria-label", `controlled by ${capitalise(t.controller)}`);
      name.appendChild(flag);
    }
    name.appendChild(h("span", { text: t.name }));
    e.appendChild(name);
    const tokens = h("div", { class: "tb-ter-tokens" });
    for (const col of t.colonies) {
      const tok = h("span", { class: "tb-colony", colour: col.colour, title: `${col.count} ${capitalise(col.colour)} ${col.count === 1 ? "colony" : "colonies"}` });
      tok.appendChild(h("span", { class: "tb-colony-n", text: col.count }));
      tokens.appendChild(tok);
    }
    if (t.relic_home) {
      const r = die(m.relic?.value ?? 1, { kind: "relic", cls: "tb-die-relic-home", label: "the Relic Ship, at home in Burroughs Desert" });
      r.title = "The Relic Ship waits here";
      tokens.appendChild(r);
    }
    if (tokens.childNodes.length) e.appendChild(tokens);
    if (t.fields.length) {
      const fields = h("div", { class: "tb-ter-fields" });
      for (const f of t.fields) fields.appendChild(h("span", { class: `tb-field tb-field-${f.id}`, text: f.name.replace(/ Field$/, ""), title: f.name }));
      e.appendChild(fields);
    }
    if (canLand && interactive()) {
      e.classList.add("tb-legal");
      clickable(e, () => send({ type: "act", action: `land ${t.id}` }));
    } else if (interactive()) {
      clickable(e, () => say(`${t.name}: ${t.bonus}`, "info", `Alien Frontiers › Territories › ${t.name}`));
    }
    return e;
  }

  /** @param {Facility} f */
  function drawFacility(f) {
    const e = h("div", { class: `tb-facility tb-fac-${f.id}`, testid: `facility-${f.id}`, title: `${f.name}: ${f.summary}` });
    // a long name over few ports (Terraforming Station) goes on two lines, keeping the panel compact
    const portsWidth = f.requirement === "track" ? 260 : portLayout(f.groups.map((g) => g.size), PORTS).width;
    if (f.name.length * 10 > portsWidth + 60) e.classList.add("tb-fac-narrow");
    e.appendChild(h("div", { class: "tb-fac-head" }, [h("span", { class: "tb-fac-name", text: f.name }), h("span", { class: "tb-fac-req", text: requirementLabel(f.requirement) })]));
    if (f.requirement === "track") e.appendChild(drawHub(f));
    else e.appendChild(drawPorts(f.groups));
    clickable(e, () => clickFacility(f));
    if (interactive()) {
      e.addEventListener("mouseenter", () => hoverFacility(f));
      e.addEventListener("mouseleave", cancelHover);
    }
    return e;
  }

  /** @param {Group} g @param {{x: number, y: number}[]} slots @param {HTMLElement} into @param {{x: number, y: number}} origin */
  function drawSlots(g, slots, into, origin) {
    slots.forEach((s, k) => {
      const ship = g.ships[k];
      const item = g.blocked ? die(1, { kind: "blocked", label: "port blocked by an unused die" }) : ship ? shipDie(ship) : h("span", { class: "tb-port", attrs: { "aria-label": "empty port" } });
      item.classList.add("tb-slot");
      item.style.left = `${s.x - origin.x}px`;
      item.style.top = `${s.y - origin.y}px`;
      into.appendChild(item);
    });
  }

  /** @param {Group[]} groups */
  function drawPorts(groups) {
    const lay = portLayout(groups.map((g) => g.size), PORTS);
    const box = h("div", { class: "tb-ports" });
    box.style.width = `${lay.width}px`;
    box.style.height = `${lay.height}px`;
    lay.groups.forEach((gb, i) => {
      const g = groups[i];
      const frame = h("div", { class: `tb-group tb-group-${g.size}${g.blocked ? " tb-group-blocked" : ""}` });
      frame.style.left = `${gb.x}px`;
      frame.style.top = `${gb.y}px`;
      frame.style.width = `${gb.w}px`;
      frame.style.height = `${gb.h}px`;
      drawSlots(g, gb.slots, frame, { x: gb.x, y: gb.y });
      box.appendChild(frame);
    });
    return box;
  }

  /** @param {Facility} f */
  function drawHub(f) {
    const box = h("div", { class: "tb-hub" });
    for (const g of f.groups) {
      const track = h("div", { class: "tb-hub-track", colour: g.colour ?? null, title: `${capitalise(g.colour ?? "")}'s colony track: circle ${g.circle ?? 0} of ${HUB_CIRCLES}` });
      track.appendChild(h("span", { class: "tb-hub-seat", text: capitalise(g.colour ?? "")[0] ?? "" }));
      const circles = h("div", { class: "tb-hub-circles" });
      for (let c = 1; c <= HUB_CIRCLES; c++) {
        const on = g.circle === c;
        const dot = h("span", { class: `tb-hub-circle${on ? " tb-on" : ""}${c === HUB_CIRCLES ? " tb-hub-launch" : ""}`, text: on ? "" : c });
        if (on) dot.setAttribute("aria-label", `${capitalise(g.colour ?? "")} colony on circle ${c}`);
        circles.appendChild(dot);
      }
      track.appendChild(circles);
      const lay = portLayout([g.size], PORTS);
      const frame = h("div", { class: `tb-group tb-group-${g.size} tb-hub-ports${g.blocked ? " tb-group-blocked" : ""}` });
      frame.style.width = `${lay.groups[0].w}px`;
      frame.style.height = `${lay.groups[0].h}px`;
      drawSlots(g, lay.groups[0].slots, frame, { x: 0, y: 0 });
      track.appendChild(frame);
      box.appendChild(track);
    }
    return box;
  }

  function drawPlayers() {
    const m = vm();
    players.replaceChildren();
    const winners = new Set(m.winners ?? []);
    for (const p of m.players ?? []) {
      const cls = ["tb-player", p.active ? "tb-active" : "", p.deciding ? "tb-deciding" : "", winners.has(p.colour) ? "tb-winner" : ""].filter(Boolean).join(" ");
      const e = h("section", { class: cls, testid: `player-${p.colour}`, colour: p.colour });
      const top = h("div", { class: "tb-player-top" });
      top.appendChild(h("span", { class: "tb-swatch" }));
      top.appendChild(h("span", { class: "tb-pname", text: p.name }));
      if (p.active && !m.over) top.appendChild(chip("to play", "tb-chip-active"));
      if (p.deciding) top.appendChild(chip("deciding", "tb-chip-deciding"));
      if (winners.has(p.colour)) top.appendChild(chip("winner", "tb-chip-winner"));
      top.appendChild(h("span", { class: "tb-score" }, [h("span", { class: "tb-score-n", text: p.score, testid: `score-${p.colour}` }), h("span", { class: "tb-score-vp", text: "VP" })]));
      e.appendChild(top);

      const res = h("div", { class: "tb-res" });
      res.append(
        h("span", { class: "tb-stat", title: "fuel" }, [h("span", { class: "tb-ico tb-ico-fuel" }), h("b", { text: p.fuel }), h("span", { text: "fuel" })]),
        h("span", { class: "tb-stat", title: "ore" }, [h("span", { class: "tb-ico tb-ico-ore" }), h("b", { text: p.ore }), h("span", { text: "ore" })]),
        h("span", { class: "tb-stat", title: "colonies not yet on the planet" }, [h("span", { class: "tb-ico tb-ico-colony" }), h("b", { text: p.colonies_left }), h("span", { text: "colonies left" })])
      );
      e.appendChild(res);
      const s = p.ships;
      const ships = h("div", { class: "tb-ships", title: "ships: unplaced / in the Maintenance Bay / docked / in the stock" });
      ships.appendChild(h("span", { class: "tb-label", text: "ships" }));
      for (const [k, label] of [["fleet", "fleet"], ["bay", "bay"], ["docked", "docked"], ["stock", "stock"]]) {
        ships.appendChild(h("span", { class: "tb-shipcount" }, [h("b", { text: s[/** @type {"fleet"} */ (k)] }), h("span", { text: ` ${label}` })]));
      }
      if (p.relic) ships.appendChild(h("span", { class: "tb-chip tb-chip-relic", text: "Relic Ship", title: "flies the Relic Ship" }));
      e.appendChild(ships);
      if (p.cards.length) {
        const cards = h("div", { class: "tb-hand" });
        for (const c of p.cards) cards.appendChild(h("span", { class: `tb-handcard${c.used ? " tb-used" : ""}`, text: c.name, title: `${c.name}: ${c.power}${c.used ? " (used this turn)" : ""}` }));
        e.appendChild(cards);
      }
      const bd = groupBreakdown(p.breakdown ?? []);
      if (bd.length) {
        const list = h("ul", { class: "tb-breakdown" });
        for (const g of bd) {
          const li = h("li", {}, [h("span", { class: "tb-bd-source", text: g.source }), h("span", { class: "tb-bd-points", text: `+${g.points}` })]);
          const details = h("span", { class: "tb-bd-details" });
          for (const it of g.items) details.appendChild(h("span", { class: "tb-bd-item", text: it.points === 1 ? it.detail : `${it.detail} ${it.points}` }));
          li.appendChild(details);
          list.appendChild(li);
        }
        e.appendChild(list);
      }
      players.appendChild(e);
    }
  }

  function drawTech() {
    const m = vm();
    tech.replaceChildren();
    const claims = legalTargets(legal(), "claim");
    tech.appendChild(
      h("div", { class: "tb-tech-head" }, [
        h("span", { class: "tb-tech-title", text: "Alien tech" }),
        h("span", { class: "tb-pile", title: "cards left in the draw pile" }, [h("b", { text: m.deck_count ?? 0 }), h("span", { text: " in the deck" })]),
        h("span", { class: "tb-pile", title: "cards in the discard pile" }, [h("b", { text: m.discard_count ?? 0 }), h("span", { text: " discarded" })]),
      ])
    );
    const row = h("div", { class: "tb-tech-row" });
    (m.display ?? []).forEach((c, i) => {
      const card = h("article", { class: "tb-card", testid: `card-${c.id}`, attrs: { "data-index": String(i) } });
      card.appendChild(h("div", { class: "tb-card-name", text: c.name }));
      card.appendChild(h("div", { class: "tb-card-power", text: c.power }));
      if (c.discard && c.discard !== "none") card.appendChild(h("div", { class: "tb-card-discard" }, [h("b", { text: "Discard: " }), h("span", { text: c.discard })]));
      if (c.vp) card.appendChild(h("div", { class: "tb-card-vp", text: `${c.vp} VP` }));
      if (claims.has(c.id) && interactive()) {
        card.classList.add("tb-legal");
        clickable(card, () => send({ type: "act", action: `claim ${c.id}` }));
      }
      row.appendChild(card);
    });
    tech.appendChild(row);
  }

  function draw() {
    cancelHover();
    root.classList.toggle("tb-readonly", !interactive());
    root.classList.toggle("tb-over", !!vm().over);
    drawHead();
    drawConsole();
    drawStage();
    drawPlayers();
    drawTech();
    applySelection();
  }

  // --- scaling the stage to the width available ---------------------------------------------------
  function fit() {
    const s = stageScale(stageWrap.clientWidth, STAGE.width, 1.2);
    stage.style.transform = `scale(${s})`;
    stage.style.left = `${Math.max(0, (stageWrap.clientWidth - STAGE.width * s) / 2)}px`;
    stageWrap.style.height = `${STAGE.height * s}px`;
    placeFacilities();
  }
  let fitFrame = 0;
  let fittedWidth = -1;
  // fit in the next frame: changing the wrap's height inside the observer's callback would loop
  const resize =
    typeof ResizeObserver === "function"
      ? new ResizeObserver(() => {
          if (stageWrap.clientWidth === fittedWidth) return;
          cancelAnimationFrame(fitFrame);
          fitFrame = requestAnimationFrame(() => {
            fittedWidth = stageWrap.clientWidth;
            fit();
          });
        })
      : null;
  resize?.observe(stageWrap);

  // --- listening to Python -----------------------------------------------------------------------
  const onModel = () => {
    selected = [];
    hoverSent = "";
    draw();
    hint();
  };
  const onExplanation = () => showExplanation();
  const onControls = () => drawHead();
  const onInteractive = () => {
    selected = [];
    draw();
    hint();
  };
  model.on("change:model", onModel);
  model.on("change:explanation", onExplanation);
  model.on("change:can_undo", onControls);
  model.on("change:can_redo", onControls);
  model.on("change:interactive", onInteractive);

  draw();
  hint();
  fit();

  return () => {
    cancelHover();
    if (fitFrame) cancelAnimationFrame(fitFrame);
    resize?.disconnect();
    model.off("change:model", onModel);
    model.off("change:explanation", onExplanation);
    model.off("change:can_undo", onControls);
    model.off("change:can_redo", onControls);
    model.off("change:interactive", onInteractive);
    root.remove();
  };
}

export default { render };
