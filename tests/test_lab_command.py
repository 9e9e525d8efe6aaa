"""`tablebook lab`: the README's first command, checked without starting a server."""

from __future__ import annotations

import os

from tablebook import cli


def test_lab_opens_the_index_lesson_with_extra_options(monkeypatch, tmp_path):
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "notebooks" / "index.ipynb").write_text("{}")
    monkeypatch.chdir(tmp_path)
    seen = {}
    monkeypatch.setattr(os, "execv", lambda program, argv: seen.update(program=program, argv=argv))
    cli.main(["lab", "--no-browser", "--port=9999"])
    assert seen["argv"][1:] == ["lab", os.path.join("notebooks", "index.ipynb"), "--no-browser", "--port=9999"]


def test_lab_refuses_a_missing_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert cli.main(["lab", "no-such-folder"]) == 2
    assert "no such folder" in capsys.readouterr().err
