"""What the lessons' prose promises about the code beside it."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat

NOTEBOOKS = sorted(p for p in (Path(__file__).resolve().parents[1] / "notebooks").rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in p.parts)
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def test_a_heading_that_counts_lines_counts_the_code_under_it():
    # the index's "A game in three lines" showed five
    counted = 0
    for path in NOTEBOOKS:
        cells = nbformat.read(path, as_version=4).cells
        for cell, after in zip(cells, cells[1:]):
            heading = re.match(r"#+ .*\bin (\w+) lines\b", cell.source) if cell.cell_type == "markdown" else None
            if heading and after.cell_type == "code":
                lines = [line for line in after.source.splitlines() if line.strip()]
                assert NUMBERS[heading.group(1)] == len(lines), f"{path.name}: {heading.group(0)!r} above {len(lines)} lines"
                counted += 1
    assert counted >= 1  # the index's heading is still found
