"""Real-browser fixtures: JupyterLab and Voilà on 127.0.0.1, driven by Debian's Chromium through Playwright.

JupyterLab is started by `tablebook lab` and Voilà by the README's command, both from the repository root, so the
tests see the settings and the Voilà template (voila.json) a user gets. The checkout's share/jupyter comes first on
JUPYTER_PATH, as the checkout's code comes first on the path: its Voilà template is the one served.
Without Chromium the tests are skipped, or fail on CI (see chromium.py).
"""

from __future__ import annotations

import json
import os
import secrets
import sys
import tempfile
from pathlib import Path

import pytest

from tests.browser.chromium import require_chromium
from tests.servers import free_port, serve

ROOT = Path(__file__).resolve().parents[2]
LESSON = "notebooks/alien-frontiers/02-turn-flow.ipynb"
# the user's own settings, on top of the lessons' (which `tablebook lab` brings): render every cell, no windowing,
# so the tests can reach any table; no autosave, as the tests open the shipped lessons themselves
USER_SETTINGS = {"@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
                 "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False}}


# where the servers' tutorials keep a learner's place: the tests' own folder, emptied before each tutorial is opened
PROGRESS = Path(tempfile.gettempdir()) / f"tablebook-browser-progress-{os.getpid()}"


def _server_environment(**extra) -> dict:
    env = dict(os.environ, PLOTLY_RENDERER="plotly_mimetype", TABLEBOOK_PROGRESS=str(PROGRESS), **extra)
    env.pop("ANYWIDGET_HMR", None)
    env["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(ROOT / "share" / "jupyter"), os.environ.get("JUPYTER_PATH")]))
    return env


# package scope: Playwright's sync API keeps an asyncio loop running in this thread while it is open, and
# tests elsewhere (computer players on the kernel's loop) must not find it after the browser tests
@pytest.fixture(scope="package")
def browser():
    chromium = require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=chromium,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                  "--no-first-run", "--disable-sync", "--disable-quic"],
        )
        yield b
        b.close()


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """`tablebook lab` on a free port with a random token, serving the repository root; yields its base URL and token.

    Named, the root is served as it is, with no learner's copy (test_my_lessons_in_browser.py opens that copy as a
    learner does): the tests open the shipped lessons there (notebooks/…), so autosave is off."""
    tmp = tmp_path_factory.mktemp("lab")
    for name, values in USER_SETTINGS.items():
        (tmp / "user-settings" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp / "user-settings" / name).write_text(json.dumps(values))
    port, token = free_port(), secrets.token_hex(16)
    env = _server_environment(JUPYTERLAB_SETTINGS_DIR=str(tmp / "user-settings"),
                              JUPYTERLAB_WORKSPACES_DIR=str(tmp / "workspaces"))
    command = [sys.executable, "-m", "tablebook.cli", "lab", "--no-browser", "--ip", "127.0.0.1", "--port", str(port),
               "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={ROOT}",
               "--LabApp.expose_app_in_browser=True"]
    base = f"http://127.0.0.1:{port}"
    yield from _with_value(serve(command, f"{base}/api/status?token={token}", tmp, env, ROOT), (base, token))


def voila_on(lesson: str, tmp):
    """Voilà on ``lesson`` from the repository root, as the README starts it; yields its URL while it runs."""
    port = free_port()
    command = [sys.executable, "-m", "voila", lesson, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
               "--Voila.port_retries=0"]
    base = f"http://127.0.0.1:{port}"
    # a static file answers without running the lesson, which each page load does
    yield from _with_value(serve(command, f"{base}/voila/static/voila.js", tmp, _server_environment(), ROOT), base)


@pytest.fixture(scope="session")
def voila(tmp_path_factory):
    """The README's `voila notebooks/alien-frontiers/02-turn-flow.ipynb`; yields its URL."""
    yield from voila_on(LESSON, tmp_path_factory.mktemp("voila"))


def _with_value(server, value):
    for _ in server:
        yield value
