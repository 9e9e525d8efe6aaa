"""`tablebook lab`: the README's first command.

How it builds JupyterLab's arguments and settings is checked without a server; one test starts it for real on
127.0.0.1 and asks the server which settings it serves.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

from tablebook import cli
from tests.servers import free_port, serve

ROOT = Path(__file__).resolve().parents[1]
ALIASES = {"port", "ip", "notebook-dir", "config", "log-level", "browser"}  # a few of JupyterLab's, as LabApp has them


@pytest.fixture
def lessons(monkeypatch, tmp_path):
    """A folder like the repository root: notebooks/index.ipynb and one lesson; the learner's copy goes beside."""
    (tmp_path / "notebooks" / "game").mkdir(parents=True)
    (tmp_path / "notebooks" / "index.ipynb").write_text("{}")
    (tmp_path / "notebooks" / "game" / "01.ipynb").write_text("{}")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("TABLEBOOK_MY_LESSONS", raising=False)
    return tmp_path


def command(*arguments, as_root=False):
    return cli.lab_command(list(arguments), aliases=ALIASES, settings_dir=Path("/s"), as_root=as_root)


INDEX = os.path.join("my-lessons", "index.ipynb")  # the learner's copy of notebooks/index.ipynb
SETTINGS = "--LabApp.app_settings_dir=/s"
OPEN_INDEX = "--LabApp.default_url=/lab/tree/index.ipynb"  # the printed address opens the lesson


# --- the command line ---------------------------------------------------------------------------------------
def test_no_arguments_opens_the_index_lesson(lessons):
    assert command() == [INDEX, SETTINGS, OPEN_INDEX]


@pytest.mark.parametrize("written", [["--port", "8899"], ["--port=8899"], ["--ServerApp.port", "8899"]])
def test_an_option_and_its_value_pass_through_in_both_forms(lessons, written):
    assert command(*written) == [INDEX, SETTINGS, OPEN_INDEX, *written]


def test_a_flag_takes_no_value_so_a_lesson_may_follow_it(lessons):
    lesson, copy = os.path.join("notebooks", "game", "01.ipynb"), os.path.join("my-lessons", "game", "01.ipynb")
    opens = "--LabApp.default_url=/lab/tree/01.ipynb"
    assert command("--no-browser", lesson, "--port", "8899") == [copy, SETTINGS, opens, "--no-browser", "--port", "8899"]
    assert command("--port", "8899", lesson) == [copy, SETTINGS, opens, "--port", "8899"]


def test_a_folder_opens_its_index(lessons):
    assert command("notebooks") == [INDEX, SETTINGS, OPEN_INDEX]
    # no index.ipynb there: JupyterLab opens the folder
    assert command(os.path.join("notebooks", "game")) == [os.path.join("my-lessons", "game"), SETTINGS]


def test_a_lesson_opens_in_the_learner_s_copy_and_the_copy_is_named_too(lessons):
    assert command("my-lessons") == [INDEX, SETTINGS, OPEN_INDEX]
    assert (lessons / "my-lessons" / "game" / "01.ipynb").read_text() == "{}"


def test_a_notebook_outside_the_lessons_opens_as_it_is(lessons):
    (lessons / "mine.ipynb").write_text("{}")
    assert command("mine.ipynb") == ["mine.ipynb", SETTINGS, "--LabApp.default_url=/lab/tree/mine.ipynb"]
    assert not (lessons / "my-lessons").exists()


def test_as_root_it_allows_root_once(lessons):
    assert command(as_root=True) == [INDEX, "--allow-root", SETTINGS, OPEN_INDEX]
    assert command("--allow-root", as_root=True) == [INDEX, SETTINGS, OPEN_INDEX, "--allow-root"]


@pytest.mark.parametrize("written", [["--notebook-dir", "/x"], ["--ServerApp.root_dir=/x"], ["--LabApp.default_url=/lab"]])
def test_a_folder_or_address_of_the_user_s_own_keeps_jupyterlab_s_default_address(lessons, written):
    opened = os.path.join("notebooks", "index.ipynb") if "/x" in written[-1] else INDEX  # a root of their own: as it is
    assert command(*written) == [opened, SETTINGS, *written]
    assert (lessons / "my-lessons").exists() == (opened == INDEX)


def test_a_missing_folder_or_two_lessons_are_usage_errors(lessons):
    with pytest.raises(cli.UsageError, match="no such folder"):
        command("no-such-folder")
    with pytest.raises(cli.UsageError, match="one lesson"):
        command("notebooks", "notebooks/game")


def test_main_keeps_the_arguments_as_written(lessons, monkeypatch):
    seen = {}

    def serve(app, argv):
        folder = Path(argv[2].removeprefix("--LabApp.app_settings_dir="))
        seen.update(app=app, argv=argv, overrides=json.loads((folder / "overrides.json").read_text()))

    monkeypatch.setattr(cli, "serve_lab", serve)
    monkeypatch.setattr(cli, "running_as_root", lambda: True)
    assert cli.main(["lab", "--port", "8899", "--no-browser"]) == 0
    assert seen["app"].__name__ == "LabApp"
    assert seen["argv"][:2] == [INDEX, "--allow-root"]
    assert seen["argv"][3:] == [OPEN_INDEX, "--port", "8899", "--no-browser"]
    assert seen["overrides"]["@jupyterlab/notebook-extension:tracker"]["autoStartDefaultKernel"] is True
    assert not Path(seen["argv"][2].removeprefix("--LabApp.app_settings_dir=")).exists()  # gone once JupyterLab stops


def test_a_missing_folder_exits_2(lessons, capsys):
    assert cli.main(["lab", "no-such-folder"]) == 2
    assert "no such folder" in capsys.readouterr().err


# --- the settings ------------------------------------------------------------------------------------------------
def test_settings_join_the_environment_s_own(tmp_path):
    environment = tmp_path / "environment"
    environment.mkdir()
    (environment / "overrides.json").write_text(json.dumps({
        "@jupyterlab/apputils-extension:themes": {"theme": "JupyterLab Dark"},
        "@jupyterlab/notebook-extension:tracker": {"autoStartDefaultKernel": False, "recordTiming": True},
    }))
    (environment / "page_config.json").write_text('{"disabledExtensions": ["some-extension"]}')
    folder = cli.write_lab_settings(tmp_path / "settings", environment)
    overrides = json.loads((folder / "overrides.json").read_text())
    assert overrides["@jupyterlab/apputils-extension:themes"] == {"theme": "JupyterLab Dark"}
    assert overrides["@jupyterlab/notebook-extension:tracker"] == {"autoStartDefaultKernel": True, "recordTiming": True}
    assert overrides["@jupyterlab/apputils-extension:notification"] == {"fetchNews": "false", "checkForUpdates": False}
    assert (folder / "page_config.json").read_text() == (environment / "page_config.json").read_text()
    assert json.loads((environment / "overrides.json").read_text())["@jupyterlab/notebook-extension:tracker"][
        "autoStartDefaultKernel"] is False  # the environment's own file is left as it was


def test_settings_without_an_environment_folder(tmp_path):
    folder = cli.write_lab_settings(tmp_path / "settings", tmp_path / "no-such-folder")
    assert json.loads((folder / "overrides.json").read_text()) == cli.lab_overrides()


def test_binder_applies_the_same_settings_file():
    post_build = (ROOT / "binder" / "postBuild").read_text()
    assert "tablebook/lab_overrides.json" in post_build
    assert cli.LAB_OVERRIDES == ROOT / "tablebook" / "lab_overrides.json"


# --- a real server ------------------------------------------------------------------------------------------------
def _get(url: str):
    with urllib.request.urlopen(url, timeout=5) as response:
        return json.load(response)


def _composite(answer: dict) -> dict:
    """What JupyterLab's front end makes of a plugin's settings: the user's values over the schema's defaults."""
    defaults = {name: p["default"] for name, p in answer["schema"]["properties"].items() if "default" in p}
    return {**defaults, **answer["settings"]}


@pytest.mark.heavy
def test_tablebook_lab_serves_the_lessons_with_their_settings(tmp_path):
    port, token = free_port(), secrets.token_hex(16)
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "user-settings"),
               JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "workspaces"), TMPDIR=str(tmp_path),
               TABLEBOOK_MY_LESSONS=str(tmp_path / "my-lessons"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    argv = [sys.executable, "-m", "tablebook.cli", "lab", "--no-browser", "--ip", "127.0.0.1", "--port", str(port),
            "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}"]
    base = f"http://127.0.0.1:{port}"
    with contextmanager(serve)(argv, f"{base}/api/status?token={token}", tmp_path, env, ROOT) as log:
        settings_folders = list(tmp_path.glob("tablebook-lab-*"))
        assert (tmp_path / "my-lessons" / "index.ipynb").read_bytes() == (ROOT / "notebooks" / "index.ipynb").read_bytes()
        assert len(settings_folders) == 1
        tracker = _composite(_get(f"{base}/lab/api/settings/@jupyterlab/notebook-extension:tracker?token={token}"))
        notification = _composite(_get(f"{base}/lab/api/settings/@jupyterlab/apputils-extension:notification?token={token}"))
        assert tracker["autoStartDefaultKernel"] is True  # JupyterLab's own default is false
        assert (notification["fetchNews"], notification["checkForUpdates"]) == ("false", False)
        assert _get(f"{base}/api/contents/index.ipynb?token={token}&content=0")["type"] == "notebook"
        printed = f"{base}/lab/tree/index.ipynb?token="  # where no browser starts, this address is copied
        assert printed in log.read_text()
        with urllib.request.urlopen(printed + token, timeout=5) as page:
            assert page.status == 200 and b"jupyter-config-data" in page.read()
    assert not list(tmp_path.glob("tablebook-lab-*")), "the settings folder outlived the server"
    assert not (tmp_path / "user-settings").exists() or not any((tmp_path / "user-settings").rglob("*.jupyterlab-settings"))
