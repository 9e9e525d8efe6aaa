"""Static pictures of a lesson's tables and charts, stored beside the live outputs (run by notebooks/regenerate.py).

A stored notebook keeps no widget state (it would be megabytes), so before its cells run a table output has no
model to draw. This step adds an ``image/jpeg`` to each such output bundle, drawn by the widget's own front end
(its ``_esm`` and synced traits, and the widgets they refer to, such as the table's shared view module, all taken
from the widget state nbconvert saved) in headless Chromium:

- JupyterLab opens an unsigned (untrusted) notebook with only *safe* renderers, so it shows the ``image/jpeg``
  (rank 90) instead of the widget view (unsafe) or ``text/plain``; once the cells run, the new outputs are the
  live widgets (the kernel never sends the picture).
- nbconvert (so nbviewer) skips a widget view whose model is not in the notebook's state and takes the next
  mimetype of its priority list, ``image/jpeg``; GitHub draws ``image/jpeg`` too.
- nbval skips ``image/png`` and ``image/jpeg`` when it compares outputs (unless ``--nbdime``), so the picture
  never breaks a strict run.

A notebook the reader has trusted (signed) uses the widget renderer, which with no model says "Error displaying
widget: model not found"; the lessons are stored unsigned, so a fresh checkout, Binder and GitHub see pictures.

Plotly charts stored as ``application/vnd.plotly.v1+json`` (which GitHub and nbviewer do not draw) get a picture
from the plotly.js bundled in the plotly package, in the same browser. Nothing is downloaded. JPEG, not PNG: a
table is a dark picture full of gradients, about 600 kB as a PNG and 150 kB as a JPEG of quality 75.
"""

from __future__ import annotations

import base64
import json
import shutil
from contextlib import contextmanager
from typing import Any, Iterator

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
PLOTLY = "application/vnd.plotly.v1+json"
JPEG = "image/jpeg"
QUALITY = 75
WIDTH = 980  # CSS pixels: about a JupyterLab output area; the tables fit their stage to it

_HOST = """
<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; background: #fff; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
         font-size: 13px; color: #212121; }
  #shot { width: %(width)dpx; padding: 6px; box-sizing: border-box; display: flex; flex-direction: column; gap: 6px; }
  .tb-picture-label { font-size: 13px; }
  .tb-picture-note { font-size: 12px; color: #555; font-style: italic; }
</style></head><body><div id="shot"></div></body></html>
"""

_RENDER = """
async ([parts]) => {
  const shot = document.getElementById("shot");
  const note = document.createElement("div");
  note.className = "tb-picture-note";
  note.textContent = "A picture of the table: run all cells (Run › Run All Cells) to play on it.";
  shot.appendChild(note);
  for (const part of parts) {
    if (part.kind === "label") {
      const p = document.createElement("div");
      p.className = "tb-picture-label";
      p.textContent = part.text;
      shot.appendChild(p);
      continue;
    }
    // stand-ins for anywidget's models: the saved traits, read-only (a picture sends no intents)
    const standIn = (traits) => ({
      get: (k) => traits[k], set: () => {}, save_changes: () => {}, send: () => {}, on: () => {}, off: () => {},
      widget_manager: { get_model: async (id) => {
        if (!part.models[id]) throw new Error(`widget model ${id} is not in the saved widget state`);
        return standIn(part.models[id]);
      } },
    });
    const traits = part.traits;
    const el = document.createElement("div");
    shot.appendChild(el);
    const model = standIn(traits);
    const url = URL.createObjectURL(new Blob([traits._esm], { type: "text/javascript" }));
    let mod = await import(url);
    mod = mod.default ?? mod;
    const widget = typeof mod === "function" ? await mod() : mod;
    if (widget.initialize) await widget.initialize({ model });
    await widget.render({ model, el });
  }
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}
"""

_PLOT = """
async ([figure, width]) => {
  const el = document.getElementById("shot");
  el.style.width = width + "px";
  el.style.padding = "0";
  const layout = Object.assign({}, figure.layout || {}, { width });
  await Plotly.newPlot(el, figure.data || [], layout, { staticPlot: true });
}
"""


@contextmanager
def chromium() -> Iterator[Any]:
    """Debian's Chromium through Playwright (no browser is downloaded); raises if it is not installed."""
    from playwright.sync_api import sync_playwright

    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        raise RuntimeError("pictures need Chromium (apt-get install chromium); none on PATH")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, args=["--no-sandbox", "--disable-gpu"])
        try:
            yield browser
        finally:
            browser.close()


def _parts(state: dict, model_id: str) -> list[dict]:
    """What a widget shows, in order: anywidget views (with their traits) and label texts, containers walked."""
    entry = state.get(model_id)
    if entry is None:
        return []
    traits = entry.get("state", {})
    if entry.get("model_module") == "anywidget" and "_esm" in traits:
        refers = {v.removeprefix("IPY_MODEL_") for v in traits.values() if isinstance(v, str) and v.startswith("IPY_MODEL_")}
        return [{"kind": "anywidget", "traits": traits, "models": {m: state[m]["state"] for m in refers if m in state}}]
    if entry.get("model_name") == "LabelModel" and traits.get("value"):
        return [{"kind": "label", "text": traits["value"]}]
    parts = []
    for child in traits.get("children", []):
        if isinstance(child, str) and child.startswith("IPY_MODEL_"):
            parts += _parts(state, child.removeprefix("IPY_MODEL_"))
    return parts


def _screenshot(page) -> str:
    jpeg = page.locator("#shot").screenshot(type="jpeg", quality=QUALITY, animations="disabled")
    return base64.b64encode(jpeg).decode("ascii")


@contextmanager
def drawn(browser, state: dict, model_id: str, width: int = WIDTH) -> Iterator[Any]:
    """A page with the widget ``model_id`` drawn from saved widget ``state`` in a ``width``-pixel output area
    (the table's own front end, read-only), or None if it holds no anywidget view; closed afterwards."""
    parts = _parts(state, model_id)
    if not any(p["kind"] == "anywidget" for p in parts):
        yield None
        return
    page = browser.new_page(viewport={"width": width + 40, "height": 900}, device_scale_factor=1)
    try:
        page.set_content(_HOST % {"width": width})
        page.evaluate(_RENDER, [parts])
        yield page
    finally:
        page.close()


def widget_picture(browser, state: dict, model_id: str) -> str | None:
    """A base64 JPEG of the widget ``model_id`` drawn from saved widget ``state``; None if it holds no anywidget view."""
    with drawn(browser, state, model_id) as page:
        return None if page is None else _screenshot(page)


def plotly_picture(browser, figure: dict) -> str:
    """A base64 JPEG of a plotly figure (its JSON), drawn by the plotly.js the plotly package ships."""
    from plotly.offline import get_plotlyjs

    page = browser.new_page(viewport={"width": WIDTH + 40, "height": 900}, device_scale_factor=1)
    try:
        page.set_content(_HOST % {"width": WIDTH})
        page.add_script_tag(content=get_plotlyjs())
        page.evaluate(_PLOT, [figure, WIDTH])
        return _screenshot(page)
    finally:
        page.close()


def add_pictures(nb, browser) -> int:
    """Add an ``image/jpeg`` to every table output and plotly chart of an executed notebook (before its widget
    state is stripped); return how many pictures were added."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    added = 0
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            picture = None
            if WIDGET_VIEW in data:
                picture = widget_picture(browser, state, data[WIDGET_VIEW]["model_id"])
            elif PLOTLY in data:
                figure = data[PLOTLY]
                picture = plotly_picture(browser, json.loads(figure) if isinstance(figure, str) else figure)
            if picture is not None:
                data[JPEG] = picture
                added += 1
    return added
