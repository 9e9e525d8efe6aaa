"""Voilà, run from the repository root (README) or on Binder, uses the package's offline template: the pieces agree.

The browser tests render it (tests/browser); this checks that what voila.json names is what the wheel installs.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_voila_json_names_the_template_the_wheel_installs():
    name = json.loads((ROOT / "voila.json").read_text())["VoilaConfiguration"]["template"]
    folder = f"share/jupyter/voila/templates/{name}"
    assert (ROOT / folder / "index.html.j2").is_file()
    assert json.loads((ROOT / folder / "conf.json").read_text())["base_template"] == "lab"
    shared = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["targets"]["wheel"]["shared-data"]
    assert shared[folder] == folder  # installed where Voilà looks for templates: <prefix>/share/jupyter/voila/templates


def test_binder_installs_the_voila_extra():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert any(line.strip() == "-e .[voila]" for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines())
    assert any(r.startswith("voila==") for r in project["optional-dependencies"]["voila"])
    assert "tablebook[voila]" in project["optional-dependencies"]["test"]
