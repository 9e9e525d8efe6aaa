"""`.ci/run` runs the README's test command in a fresh clone of the committed HEAD with nothing beside it.

The script runs for real, with stand-ins for the programs it calls (pip, python, node, chromium) that write down
where they ran and what they were asked; git, the clone and the temporary folder are real.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# a stand-in: one JSON line per call, with the folder it ran in, what it was asked, and what lies beside that folder
STAND_IN = """#!/bin/sh
python3 -c 'import json, os, sys; print(json.dumps({"name": os.path.basename(sys.argv[1]), "args": sys.argv[2:],
  "cwd": os.getcwd(), "beside": sorted(os.listdir(".."))}))' "$0" "$@" >> "$CALLS"
"""


def test_the_readme_test_command_is_run_verbatim():
    command = re.search(r"```bash\n(pip install -e \"\.\[test\]\".*)\n```", (ROOT / "README.md").read_text())[1]
    assert (ROOT / ".ci" / "run").read_text().rstrip().splitlines()[-1] == command


def test_ci_runs_it_in_a_clone_of_head_with_nothing_beside_it(tmp_path):
    stand_ins = tmp_path / "bin"
    stand_ins.mkdir()
    real_python = subprocess.run(["sh", "-c", "command -v python3"], capture_output=True, text=True).stdout.strip()
    for name in ("pip", "python", "node", "chromium"):
        (stand_ins / name).write_text(STAND_IN.replace("python3 -c", f"{real_python} -c"))
        (stand_ins / name).chmod(0o755)
    calls = tmp_path / "calls.jsonl"
    env = dict(os.environ, PATH=f"{stand_ins}{os.pathsep}{os.environ['PATH']}", CALLS=str(calls), TMPDIR=str(tmp_path))
    run = subprocess.run([str(ROOT / ".ci" / "run")], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    seen = [json.loads(line) for line in calls.read_text().splitlines()]
    assert [(c["name"], c["args"]) for c in seen if c["name"] in ("pip", "python")] == [
        ("pip", ["install", "-e", ".[test]"]), ("python", ["-m", "pytest"])]
    clone = Path(seen[-1]["cwd"])
    assert clone.parent.parent == tmp_path and seen[-1]["beside"] == ["tablebook"]  # a fresh folder, the clone alone
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout
    assert f"testing {head[:7]}" in run.stdout
    assert not clone.exists(), "the clone outlived the run"
