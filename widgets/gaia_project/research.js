// The research board of the Gaia Project table: the six tracks with each seat's marker, the tech tiles (clickable
// while one is to be taken or covered), the free tech tiles, the power and QIC action spaces, the boosters and
// federation tokens left.

import { seatMark } from "./pieces.js";

/** @typedef {import("../gaia_project.js").GaiaProject} GaiaProject */

/** A tech tile; while a tile is to be taken (or covered), every tile answers: the legal ones act, the others say why
 * not. @param {GaiaProject} t @param {{position: string, tile: string | null, text: string}} tile @param {string} cls */
function techTile(t, tile, cls) {
  const { h, talk } = t;
  const takeable = talk.legal().includes(`tech-tile ${tile.position}`);
  const coverable = talk.legal().includes(`cover ${tile.position}`);
  const e = h("div", { class: `tb-tech ${cls} ${takeable || coverable ? "tb-legal" : ""} ${tile.tile ? "" : "tb-gone"}`.replace(/ +/g, " ").trim(), testid: `tech-${tile.position}`, title: tile.tile ? `${tile.tile}: ${tile.text}` : "taken" }, [
    h("b", { text: tile.tile ? tile.tile.replace("advtech", "adv ").replace("tech", "tech ") : "—" }),
    h("span", { text: tile.tile ? tile.text : "taken" }),
  ]);
  const phase = t.vm().phase;
  if (tile.tile && (phase === "tech" || phase === "cover") && talk.interactive()) {
    const line = `${phase === "tech" ? "tech-tile" : "cover"} ${tile.position}`;
    talk.clickable(e, () => talk.attempt(line), `${phase === "tech" ? "Take" : "Cover"} ${tile.tile}: ${tile.text}`);
    talk.explainable(e, () => talk.hover(line));
  }
  return e;
}

/** A research track: its name (advance, where legal), the tiles and the levels with the seats' markers.
 * @param {GaiaProject} t @param {any} track */
function researchTrack(t, track) {
  const { h, talk } = t;
  const col = h("div", { class: `tb-track tb-track-${track.id}`, testid: `track-${track.id}` });
  const up = `up ${track.id}`;
  const name = h("div", { class: `tb-track-name ${talk.legal().includes(up) ? "tb-legal" : ""}`.trim(), text: track.name });
  if (talk.legal().includes(up)) talk.clickable(name, () => talk.attempt(up), `Advance in ${track.name}`);
  col.appendChild(name);
  col.appendChild(techTile(t, track.advanced, "tb-tech-adv"));
  for (let level = 5; level >= 0; level--) {
    const info = track.levels[level];
    const cell = h("div", { class: `tb-level tb-level-${level}`, title: `${track.name} ${level}: ${info.text}${info.vp ? ` · ${info.vp} VP at the end` : ""}` }, [h("span", { class: "tb-level-n", text: level })]);
    if (level === 5 && track.federation) cell.appendChild(h("span", { class: "tb-fed-token", text: track.federation, title: `federation token ${track.federation}: ${track.federation_text}` }));
    if (level === 5 && track.id === "nav") cell.appendChild(h("span", { class: "tb-lp-token", text: "LP", title: "the Lost Planet goes to whoever reaches Navigation 5" }));
    const marks = h("span", { class: "tb-markers" });
    for (const mk of track.markers) if (mk.level === level) marks.appendChild(seatMark(t, mk.seat, "tb-mini"));
    cell.appendChild(marks);
    col.appendChild(cell);
  }
  col.appendChild(techTile(t, track.tech, "tb-tech-std"));
  return col;
}

/** The power and QIC action spaces, the boosters and the federation tokens left. @param {GaiaProject} t */
function actionSpaces(t) {
  const { h, talk } = t;
  const m = t.vm();
  const spaces = h("div", { class: "tb-spaces", testid: "action-spaces" }, [h("div", { class: "tb-box-title", text: "Power and QIC actions" })]);
  const row = h("div", { class: "tb-space-row" });
  for (const a of m.action_spaces ?? []) {
    const action = `action-space ${a.id}`;
    const ok = talk.legal().includes(action);
    const e = h("div", { class: `tb-space ${a.qic ? "tb-space-qic" : "tb-space-power"} ${a.used ? "tb-used" : ""} ${ok ? "tb-legal" : ""}`.replace(/ +/g, " ").trim(), testid: `space-${a.id}`, title: `${a.text}${a.used ? " — taken this round" : " — free"}` }, [
      h("b", { text: a.cost }), h("span", { text: a.text.split(" → ")[1] }), a.used ? h("span", { class: "tb-taken", text: "taken" }) : null,
    ]);
    if (talk.interactive()) {
      talk.clickable(e, () => talk.attempt(action), `${a.text}${a.used ? ", taken this round" : ""}`);
      talk.explainable(e, () => talk.hover(action));
    }
    row.appendChild(e);
  }
  spaces.appendChild(row);
  const boosters = h("div", { class: "tb-boosters" }, [h("span", { class: "tb-strip-label", text: "Boosters left" })]);
  for (const b of m.boosters ?? []) boosters.appendChild(h("span", { class: "tb-tile tb-booster", text: b.id.replace("booster", "B"), title: `${b.id}: ${b.text}` }));
  const feds = h("div", { class: "tb-boosters" }, [h("span", { class: "tb-strip-label", text: "Federation tokens" })]);
  for (const f of m.federation_supply ?? []) feds.appendChild(h("span", { class: "tb-tile tb-booster", text: `${f.id.replace("fed", "F")}×${f.left}`, title: `${f.id}: ${f.text} (${f.left} left)` }));
  spaces.append(boosters, feds);
  return spaces;
}

/** @param {GaiaProject} t @param {HTMLElement} researchBox */
export function drawResearch(t, researchBox) {
  const { h } = t;
  const r = t.vm().research ?? { tracks: [], free: [] };
  researchBox.replaceChildren();
  researchBox.appendChild(h("div", { class: "tb-box-title", text: "Research board", title: r.rule }));
  researchBox.appendChild(h("div", { class: "tb-tracks" }, r.tracks.map((/** @type {any} */ track) => researchTrack(t, track))));
  const free = h("div", { class: "tb-free-techs" }, [h("span", { class: "tb-strip-label", text: "Free tech tiles" })]);
  for (const tile of r.free) free.appendChild(techTile(t, tile, "tb-tech-std"));
  researchBox.appendChild(free);
  researchBox.appendChild(actionSpaces(t));
}
