"""The front end under ``node --test``: the helpers (layout maths, legal docks for a selection), the table kit, and
every view mounted in a fake DOM on the view models this Python sends (tests/widgets/view_models.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.heavy
def test_front_end_helpers_pass_node_tests():
    node = shutil.which("node")
    assert node, "Node.js is needed to test the widgets' JavaScript helpers"
    tests = sorted(str(p) for p in (ROOT / "tests" / "widgets").glob("*.test.mjs"))
    assert tests, "no JavaScript tests found"
    env = {**os.environ, "PYTHON": sys.executable}  # the views' test asks this Python for its view models
    result = subprocess.run([node, "--test", *tests], capture_output=True, text=True, cwd=ROOT, timeout=300, env=env)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
