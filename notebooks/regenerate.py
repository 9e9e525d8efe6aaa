"""Re-run lessons and store their outputs, ready for nbval: ``python notebooks/regenerate.py [NOTEBOOK…]``.

Each notebook is executed in place with a fixed plotly renderer, then widget state and execution
timestamps are stripped: a plotly FigureWidget would otherwise store megabytes of JavaScript, and
timestamps would differ on every run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent


def strip(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(nb, path)


def regenerate(path: Path) -> None:
    env = dict(os.environ, PLOTLY_RENDERER="plotly_mimetype")
    env.pop("ANYWIDGET_HMR", None)
    subprocess.run(
        [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
         "--ExecutePreprocessor.timeout=600", str(path)],
        check=True, env=env, cwd=path.parent,
    )
    strip(path)
    print(f"{path.relative_to(HERE.parent)}: {path.stat().st_size / 1e3:.0f} kB")


def main(argv: list[str]) -> None:
    paths = [Path(a).resolve() for a in argv] or sorted(p for p in HERE.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    for path in paths:
        regenerate(path)


if __name__ == "__main__":
    main(sys.argv[1:])
