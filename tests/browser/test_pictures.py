"""The pictures regenerate.py stores for a lesson's tables and charts, drawn by the widgets' own front end.

Marked ``browser`` (see conftest): they need Chromium.
"""

from __future__ import annotations

import base64

import nbformat
import tablebook
from tablebook.views import AlienFrontiersTable
from tablebook.views.pictures import JPEG, PLOTLY, WIDGET_STATE, WIDGET_VIEW, add_pictures


def _jpeg_size(data: str) -> tuple[int, int]:
    """(width, height) of a base64 JPEG, read from its start-of-frame marker."""
    raw = base64.b64decode(data)
    assert raw[:2] == b"\xff\xd8", "not a JPEG"
    i = 2
    while i < len(raw):
        marker, length = raw[i + 1], int.from_bytes(raw[i + 2:i + 4], "big")
        if marker in (0xC0, 0xC1, 0xC2):
            return int.from_bytes(raw[i + 7:i + 9], "big"), int.from_bytes(raw[i + 5:i + 7], "big")
        i += 2 + length
    raise AssertionError("no frame in the JPEG")


def _entry(widget) -> dict:
    return {"model_module": widget._model_module, "model_name": widget._model_name, "state": widget.get_state()}


def saved(*widgets) -> dict:
    """The widget state nbconvert saves for these widgets: each one's, and the shared view module a table refers to."""
    shared = [w._front_end_module for w in widgets if getattr(w, "_front_end_module", None) is not None]
    return {w.model_id: _entry(w) for w in (*widgets, *shared)}


def test_every_table_and_chart_output_gets_a_picture(browser):
    import ipywidgets as widgets

    table = AlienFrontiersTable(tablebook.load("alien-frontiers").setup(players=3, seed=1))
    label = widgets.Label(value="The table after setup.")
    box = widgets.VBox([label, table])
    state = saved(table, label, box)  # the table's view module once, in the widget every table of the view refers to
    state[box.model_id]["state"]["children"] = [f"IPY_MODEL_{label.model_id}", f"IPY_MODEL_{table.model_id}"]
    figure = {"data": [{"type": "bar", "x": ["a", "b"], "y": [1, 2]}], "layout": {"height": 300}}
    nb = nbformat.v4.new_notebook(metadata={"widgets": {WIDGET_STATE: {"state": state}}})
    outputs = [nbformat.v4.new_output("display_data", {WIDGET_VIEW: {"model_id": m}, "text/plain": repr(m)})
               for m in (table.model_id, box.model_id, label.model_id)]
    outputs.append(nbformat.v4.new_output("display_data", {PLOTLY: figure}))
    nb.cells.append(nbformat.v4.new_code_cell("", outputs=outputs))

    assert add_pictures(nb, browser) == 3  # the label alone holds no table: no picture
    table_picture, box_picture, chart = (o.data.get(JPEG) for o in outputs[:2] + outputs[3:])
    assert JPEG not in outputs[2].data
    width, height = _jpeg_size(table_picture)
    assert width > 900 and height > 900, (width, height)
    assert _jpeg_size(box_picture)[1] > height  # the label's line above the same table
    assert _jpeg_size(chart) == (width, 300)
    assert len(base64.b64decode(table_picture)) < 400_000
