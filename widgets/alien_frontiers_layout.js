// Pure helpers of the Alien Frontiers table view: layout maths and reading the legal actions.
// No DOM here, so `node --test tests/widgets/` checks them. The table view and its panels import it.

/**
 * @typedef {{x: number, y: number}} Point
 * @typedef {{id: string, x: number, y: number}} TerritoryXY
 * @typedef {{x: number, y: number, w: number, h: number, slots: Point[]}} GroupBox
 * @typedef {{width: number, height: number, groups: GroupBox[]}} PortLayout
 */

/**
 * The action line that docks these ships at a facility, e.g. dockAction("shipyard", ["3", "R3"]). The ships are
 * written in the order given: a selection taken from the view model's fleet, which Python lists in the order the
 * rules write ships, so the front end never sorts ships itself.
 * @param {string} facility
 * @param {string[]} tokens
 * @returns {string}
 */
export function dockAction(facility, tokens) {
  return ["dock", facility, ...tokens].join(" ");
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
  const found = [];
  for (const [facility, groups] of dockOptions(legal)) {
    if (groups.some((g) => g.length === selected.length && isSubMultiset(selected, g))) found.push(facility);
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
