"""The README's Python examples run as written, and say what they print."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)


@pytest.mark.heavy
def test_the_readme_python_examples_run(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # one example saves a record in the working directory
    blocks = python_blocks()
    assert len(blocks) == 3
    namespace: dict = {}
    for block in blocks:
        exec(compile(block, str(README), "exec"), namespace)
    # what the comments claim
    assert (tmp_path / "game.json").exists()
    claimed = re.search(r"# (The Terraforming Station needs .*\])", README.read_text()).group(1)
    assert str(namespace["state"].explain("dock terraforming-station 5")) == claimed
    assert namespace["table"].win_rates().tolist() == [0, 1]
    state = namespace["state"]
    assert state.decider() == 0 and state.agenda_text() == ["red: their turn"]
    assert str(state.explain("end", player=1)).startswith("It is not green's decision now but red's: ")
    lines = re.search(r"# (\['chance: .*\])", README.read_text()).group(1)
    assert repr(state.record().to_json()["lines"][:2]) == lines
