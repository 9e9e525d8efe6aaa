"""The optional compiled build (``hatch_build.py``) is the same engine: built as its users build it, its wheel plays
exactly the games the pure package plays (``tests/same_games.json``) and passes the kernel's, the agents', the coaches'
and the design lab's quick tests; by default the package stays pure.

The build compiles about a hundred modules (several minutes on two cores), so it is built once, here, with what the
test extra installed (no download)."""

from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import tablebook.core.state

ROOT = Path(__file__).resolve().parents[1]
COMPILED = tuple(importlib.machinery.EXTENSION_SUFFIXES)
UNDER_TEST = ("tests/core", "tests/test_agents.py", "tests/coach", "tests/design")  # beside the fingerprinted games

pytestmark = pytest.mark.heavy


def test_the_package_is_pure_by_default():
    """The editable install the README makes (and the suite runs on) is the reference: pure Python."""
    assert tablebook.core.state.__file__.endswith(".py")
    assert not tablebook.compiled()


def test_the_compiled_build_plays_the_same_games(tmp_path):
    build = dict(os.environ, HATCH_BUILD_HOOK_ENABLE_CUSTOM="1")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "--wheel-dir", str(tmp_path), str(ROOT)], env=build, check=True)
    (wheel,) = tmp_path.glob("tablebook-*.whl")
    assert not wheel.name.endswith("-none-any.whl"), "a compiled wheel is tagged for its platform"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "wheel")
    compiled = {name for name in names if name.endswith(COMPILED)}
    assert any(name.startswith("tablebook/core/state.") for name in compiled)
    assert not any("narration" in name or name.startswith("tablebook/views/") for name in compiled)  # words stay pure
    assert {name.split(".")[0] + ".py" for name in compiled} <= names, "every compiled module keeps its source"

    # the wheel's package first, then this checkout for the tests' own modules; run from elsewhere, so that the
    # checkout's pure package is not found first
    run = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path / "wheel"), str(ROOT)]))
    where = subprocess.run([sys.executable, "-c", "import tablebook, tablebook.core.state as s; print(s.__file__, "
                            "tablebook.compiled())"], env=run, cwd=tmp_path, check=True, capture_output=True,
                           text=True).stdout.split()
    assert where[0].startswith(str(tmp_path / "wheel")) and where[0].endswith(COMPILED) and where[1] == "True", where
    check = subprocess.run([sys.executable, "-m", "tests.same_games", "--check"], check=False, env=run, cwd=tmp_path,
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    # the quick tests of the kernel, the agents, the coaches and the design lab on the compiled modules, which differ
    # from Python where Python's semantics are subtle (a super() in a comprehension's first iterable failed so);
    # PYTHONSAFEPATH and the appended import mode keep this checkout's pure package behind the wheel's
    suite = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", "--import-mode=append",
                            "-m", "quick", *UNDER_TEST], check=False, env=dict(run, PYTHONSAFEPATH="1"), cwd=ROOT,
                           capture_output=True, text=True)
    assert suite.returncode == 0, suite.stdout[-3000:]
