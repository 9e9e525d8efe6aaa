"""A learner's session leaves the repository as it was: `tablebook lab`, started in a clone, opens the learner's own
copy of the lessons (my-lessons/), where JupyterLab's saves go, and keeps it for the next session.

The clone holds this checkout's files (committed or not, as git would list them) in a fresh git repository, so
`git status` there shows whatever the session wrote outside the copy. JupyterLab runs with its own defaults
(autosave on), as a learner's does.
"""

from __future__ import annotations

import json
import secrets
import shutil
import subprocess
import sys
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.browser.conftest import ROOT, _server_environment
from tests.browser.test_lessons_in_browser import TIMEOUT, _open_and_run_all
from tests.servers import free_port, serve

NOTE = "print('my own note: ' + str(6 * 7))"


def _git(clone: Path, *arguments: str) -> str:
    return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *arguments], cwd=clone, check=True,
                          capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def clone(tmp_path_factory) -> Path:
    """This checkout's files in a fresh repository, everything committed."""
    clone = tmp_path_factory.mktemp("learner") / "tablebook"
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout.split("\0")
    for name in filter(None, listed):
        if (ROOT / name).is_file():
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, clone / name)
    _git(clone, "init", "-q")
    _git(clone, "add", "-A")
    _git(clone, "commit", "-q", "-m", "the repository as shipped")
    return clone


@contextmanager
def learner_lab(clone: Path, tmp: Path):
    """`tablebook lab` started in the clone as the README says, with JupyterLab's own settings; yields (base, token)."""
    tmp.mkdir()
    port, token = free_port(), secrets.token_hex(16)
    env = _server_environment(JUPYTERLAB_SETTINGS_DIR=str(tmp / "user-settings"),
                              JUPYTERLAB_WORKSPACES_DIR=str(tmp / "workspaces"), PYTHONPATH=str(clone))
    env.pop("TABLEBOOK_MY_LESSONS", None)
    command = [sys.executable, "-m", "tablebook.cli", "lab", "--no-browser", "--ip", "127.0.0.1", "--port", str(port),
               "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", "--LabApp.expose_app_in_browser=True"]
    base = f"http://127.0.0.1:{port}"
    with contextmanager(serve)(command, f"{base}/api/status?token={token}", tmp, env, cwd=clone):
        yield base, token


def _served(lab, path: str) -> dict:
    base, token = lab
    with urllib.request.urlopen(f"{base}/api/contents/{path}?token={token}", timeout=10) as answer:
        return json.load(answer)


def test_a_session_of_opening_running_and_editing_lessons_leaves_git_status_clean(browser, clone, tmp_path):
    shipped = (clone / "notebooks" / "index.ipynb").read_bytes()
    with learner_lab(clone, tmp_path / "first") as lab:
        page, _ = _open_and_run_all(browser, lab, "index.ipynb")  # the address `tablebook lab` opens
        page.locator(".tb-af:visible").first.wait_for(timeout=TIMEOUT)  # the lesson ran: its live table is drawn
        # the learner adds a cell of their own at the end, runs it and saves (Ctrl+S)
        page.evaluate("() => { const nb = window.jupyterapp.shell.currentWidget.content;"
                      " nb.activeCellIndex = nb.widgets.length - 1; }")
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:insert-cell-below')")
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:enter-edit-mode')")
        page.keyboard.type(NOTE)
        page.keyboard.press("Shift+Enter")
        page.get_by_text("my own note: 42").wait_for(timeout=60_000)
        page.keyboard.press("Control+s")
        page.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=30_000)
        # a second lesson, opened and saved as it is: the kernel's name and the like go into the copy too
        second, _ = _open_and_run_all(browser, lab, "alien-frontiers/01-setup.ipynb")
        second.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        second.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=60_000)
        mine = _served(lab, "index.ipynb")
        second.close()
        page.close()
    assert any(NOTE in "".join(cell["source"]) for cell in mine["content"]["cells"])
    assert _git(clone, "status", "--porcelain") == ""  # nothing outside my-lessons/ changed, and that is ignored
    assert (clone / "notebooks" / "index.ipynb").read_bytes() == shipped
    assert NOTE in (clone / "my-lessons" / "index.ipynb").read_text()

    # the next session opens the learner's copy as they left it
    with learner_lab(clone, tmp_path / "second") as lab:
        assert any(NOTE in "".join(cell["source"]) for cell in _served(lab, "index.ipynb")["content"]["cells"])
    assert _git(clone, "status", "--porcelain") == ""
