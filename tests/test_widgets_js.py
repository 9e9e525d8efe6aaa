"""The front end's helpers (layout maths, legal docks for a selection, the table kit) under ``node --test``."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_front_end_helpers_pass_node_tests():
    node = shutil.which("node")
    assert node, "Node.js is needed to test the widgets' JavaScript helpers"
    tests = sorted(str(p) for p in (ROOT / "tests" / "widgets").glob("*.test.mjs"))
    assert tests, "no JavaScript tests found"
    result = subprocess.run([node, "--test", *tests], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
