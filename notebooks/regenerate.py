"""Re-run lessons and store their outputs, ready for nbval: ``python notebooks/regenerate.py [NOTEBOOK…]``.

Each notebook gets the banner that asks the reader to run it (first cell, tagged ``tb-run-banner``), is
executed in place with a fixed plotly renderer, gets a static picture of every table and chart (drawn by
the widgets' own front end in headless Chromium, see ``tablebook/views/pictures.py``: what JupyterLab,
GitHub and nbviewer show before the cells run), then widget state and execution timestamps are stripped:
a plotly FigureWidget would otherwise store megabytes of JavaScript, and timestamps would differ on every run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's tablebook, as in the kernels
from tablebook.views.pictures import add_pictures, chromium  # noqa: E402

HERE = Path(__file__).resolve().parent
BANNER = "> **Run all cells to play** (Run › Run All Cells): the pictures below become live tables."
BANNER_TAG = "tb-run-banner"


def add_banner(path: Path) -> None:
    """Put the run banner first (once; its text is refreshed), so every lesson starts the same way."""
    nb = nbformat.read(path, as_version=4)
    banners = [c for c in nb.cells if BANNER_TAG in c.metadata.get("tags", [])]
    if banners:
        banners[0].source = BANNER
    else:
        cell = nbformat.v4.new_markdown_cell(BANNER, metadata={"tags": [BANNER_TAG]})
        cell.id = BANNER_TAG
        nb.cells.insert(0, cell)
    nbformat.write(nb, path)


def strip(path: Path, browser=None) -> None:
    """Add the pictures (while the widget state is still there), then drop widget state and timestamps."""
    nb = nbformat.read(path, as_version=4)
    if browser is not None:
        add_pictures(nb, browser)
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(nb, path)


def regenerate(path: Path, browser) -> None:
    add_banner(path)
    env = dict(os.environ, PLOTLY_RENDERER="plotly_mimetype")
    env.pop("ANYWIDGET_HMR", None)
    subprocess.run(
        [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
         "--ExecutePreprocessor.timeout=600", str(path)],
        check=True, env=env, cwd=path.parent,
    )
    strip(path, browser)
    print(f"{path.relative_to(HERE.parent)}: {path.stat().st_size / 1e3:.0f} kB")


def main(argv: list[str]) -> None:
    paths = [Path(a).resolve() for a in argv] or sorted(p for p in HERE.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    with chromium() as browser:
        for path in paths:
            regenerate(path, browser)


if __name__ == "__main__":
    main(sys.argv[1:])
