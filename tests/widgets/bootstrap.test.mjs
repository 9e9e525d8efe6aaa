// The bootstrap every table's `_esm` is: it draws with the module its view's shared widget holds, imported once per
// page and version, with the view's CSS in the page once; a new version (hot reload) redraws; closing stops it.
import assert from "node:assert/strict";
import { test } from "node:test";

import { FakeElement, fakeModel, installDocument } from "./fake_dom.mjs";

installDocument();

// node imports no blob: URL: the Blob keeps its text and its URL is a data: URL, counted
let imported = 0;
globalThis.Blob = class {
  constructor(parts) {
    this.text = parts.join("");
  }
};
URL.createObjectURL = (blob) => (imported++, `data:text/javascript,${encodeURIComponent(blob.text)}`);
URL.revokeObjectURL = () => {};

const { default: bootstrap } = await import("../../widgets/bootstrap.js");

/** A view module's text: it draws its version, the table's name and how many tables this copy of it has drawn. */
const view = (version) => `let drawn = 0;
export default { render({ model, el }) {
  const p = document.createElement("p");
  p.textContent = "${version} " + model.get("name") + " " + ++drawn;
  el.appendChild(p);
  return () => globalThis.closedViews.push("${version} " + model.get("name"));
} };`;
globalThis.closedViews = [];

/** The shared widget of a view, and a function making tables that refer to it. */
function sharedView(key, version) {
  const code = fakeModel({ key, esm: view(version), css: `.tb { --v: "${version}"; }` });
  const manager = { get_model: async (id) => (id === "code" ? code : Promise.reject(new Error(`no model ${id}`))) };
  const table = async (name) => {
    const model = Object.assign(fakeModel({ _front_end_module: "IPY_MODEL_code", name }), { widget_manager: manager });
    const el = new FakeElement("div");
    const close = await bootstrap.render({ model, el });
    return { el, close };
  };
  return { code, table };
}

const styles = () => document.head.children.filter((e) => e.tag === "style");

async function until(check) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(check(), "timed out");
}

test("two tables of one view import its module once and put its CSS in the page once", async () => {
  const before = imported;
  const { table } = sharedView("two.js#aaa", "v1");
  const [a, b] = [await table("a"), await table("b")];
  assert.equal(imported - before, 1);
  assert.equal(a.el.text(), "v1 a 1");
  assert.equal(b.el.text(), "v1 b 2", "the second table drew with the same copy of the module");
  const mine = styles().filter((s) => s.id === "tablebook-two.js");
  assert.equal(mine.length, 1);
  assert.equal(mine[0].textContent, '.tb { --v: "v1"; }');
});

test("a new version of the view redraws every open table with it and replaces the view's CSS", async () => {
  const { code, table } = sharedView("hot.js#aaa", "v1");
  const [a, b] = [await table("a"), await table("b")];
  const before = imported;
  code.traits.esm = view("v2");
  code.traits.css = '.tb { --v: "v2"; }';
  code.set("key", "hot.js#bbb");
  await until(() => a.el.text().startsWith("v2") && b.el.text().startsWith("v2"));
  assert.equal(imported - before, 1);
  assert.deepEqual([a.el.children.length, b.el.children.length], [1, 1], "the old drawing was removed");
  assert.ok(globalThis.closedViews.includes("v1 a") && globalThis.closedViews.includes("v1 b"));
  const mine = styles().filter((s) => s.id === "tablebook-hot.js");
  assert.equal(mine.length, 1);
  assert.equal(mine[0].textContent, '.tb { --v: "v2"; }');
});

test("two versions of one view never share a module", async () => {
  const old = sharedView("twice.js#aaa", "old");
  const now = sharedView("twice.js#bbb", "new");
  assert.equal((await old.table("a")).el.text(), "old a 1");
  assert.equal((await now.table("b")).el.text(), "new b 1");
});

test("a closed table stops following its view and closes its drawing", async () => {
  const { code, table } = sharedView("closed.js#aaa", "c1");
  const [a] = [await table("a"), await table("b")];
  assert.equal(code.listening("change:key"), 2);
  a.close();
  assert.equal(code.listening("change:key"), 1);
  assert.deepEqual(globalThis.closedViews.filter((v) => v.startsWith("c1")), ["c1 a"]);
});
