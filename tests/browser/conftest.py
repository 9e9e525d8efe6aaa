"""Real-browser fixtures: JupyterLab and Voilà on 127.0.0.1, driven by Debian's Chromium through Playwright.

Without Chromium the tests are skipped, or fail on CI (see chromium.py).
"""

from __future__ import annotations

import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.browser.chromium import require_chromium

ROOT = Path(__file__).resolve().parents[2]
LAB_OVERRIDES = {
    # start the kernel without asking; render every cell (no windowing), so the tests can reach any table
    "@jupyterlab/notebook-extension:tracker": {"autoStartDefaultKernel": True, "windowingMode": "none"},
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for(url: str, process: subprocess.Popen, log: Path, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited early:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.5)
    raise TimeoutError(f"{url} did not answer in {timeout:.0f} s:\n{log.read_text()[-3000:]}")


def _serve(command: list[str], url: str, tmp: Path, env: dict):
    log = tmp / "server.log"
    with open(log, "w") as out:
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, env=env)
    try:
        _wait_for(url, process, log)
        yield
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
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
    """A JupyterLab server on a free port with a random token; yields its base URL and token."""
    tmp = tmp_path_factory.mktemp("lab")
    settings = tmp / "app-settings"
    settings.mkdir()
    (settings / "overrides.json").write_text(json.dumps(LAB_OVERRIDES))
    port, token = _free_port(), secrets.token_hex(16)
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(tmp / "user-settings"),
               JUPYTERLAB_WORKSPACES_DIR=str(tmp / "workspaces"), PLOTLY_RENDERER="plotly_mimetype")
    env.pop("ANYWIDGET_HMR", None)
    command = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
               f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={ROOT}", "--LabApp.expose_app_in_browser=True",
               f"--LabApp.app_settings_dir={settings}"]
    base = f"http://127.0.0.1:{port}"
    yield from _with_value(_serve(command, f"{base}/api/status?token={token}", tmp, env), (base, token))


@pytest.fixture(scope="session")
def voila(tmp_path_factory):
    """A Voilà server rendering the lessons; yields its base URL."""
    tmp = tmp_path_factory.mktemp("voila")
    port = _free_port()
    env = dict(os.environ, PLOTLY_RENDERER="plotly_mimetype")
    env.pop("ANYWIDGET_HMR", None)
    command = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
               "--ServerApp.token=", f"--Voila.root_dir={ROOT}"]
    base = f"http://127.0.0.1:{port}"
    yield from _with_value(_serve(command, f"{base}/", tmp, env), base)


def _with_value(server, value):
    for _ in server:
        yield value
