"""The learner's own copy of the lessons (tablebook.lessons, `tablebook lessons`): made once, kept between sessions,
never overwritten, a fresh copy on request; the shipped lessons are never written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tablebook import cli, lessons


@pytest.fixture
def root(monkeypatch, tmp_path):
    """A folder like the repository root: two lessons, a picture, a stored study and the regeneration tool."""
    for name, text in {"index.ipynb": "index", "game/01.ipynb": "one", "images/table.png": "picture",
                       "game/data/study.json": "study", "regenerate.py": "tool", "game/.ipynb_checkpoints/01.ipynb": "x"}.items():
        (tmp_path / "notebooks" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "notebooks" / name).write_text(text)
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(lessons.WORK_VARIABLE, raising=False)
    return tmp_path


def files(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): p.read_text() for p in sorted(folder.rglob("*")) if p.is_file()}


SHIPPED = {"index.ipynb": "index", "game/01.ipynb": "one", "images/table.png": "picture", "game/data/study.json": "study",
           "regenerate.py": "tool", "game/.ipynb_checkpoints/01.ipynb": "x"}
COPIED = {"game/01.ipynb": "one", "game/data/study.json": "study", "images/table.png": "picture", "index.ipynb": "index"}


def test_the_first_start_copies_the_lessons_and_what_they_read_beside_them(root):
    assert lessons.work_folder() == Path("my-lessons")
    made = lessons.update(Path("notebooks"), Path("my-lessons"))
    assert len(made) == 4 and files(root / "my-lessons") == COPIED  # no tool, no checkpoint
    assert files(root / "notebooks") == SHIPPED


def test_later_starts_keep_the_learner_s_lessons_and_bring_back_the_missing(root):
    shipped, work = Path("notebooks"), Path("my-lessons")
    lessons.update(shipped, work)
    (work / "index.ipynb").write_text("my notes")
    (work / "game" / "01.ipynb").unlink()
    (shipped / "images" / "table.png").write_text("new picture")  # the project redrew a picture
    assert lessons.update(shipped, work) == [work / "game" / "01.ipynb", work / "images" / "table.png"]
    assert files(work) == {**COPIED, "index.ipynb": "my notes", "images/table.png": "new picture"}


def test_a_fresh_copy_keeps_the_learner_s_beside_it(root):
    shipped, work = Path("notebooks"), Path("my-lessons")
    lessons.update(shipped, work)
    (work / "index.ipynb").write_text("first try")
    assert lessons.fresh(Path("index.ipynb"), shipped, work) == [(work / "index.ipynb", work / "index.old.ipynb")]
    (work / "index.ipynb").write_text("second try")
    assert lessons.fresh(Path("."), shipped, work) == [(work / "game" / "01.ipynb", None),  # unchanged: nothing kept
                                                       (work / "index.ipynb", work / "index.old-2.ipynb")]
    assert files(work) == {**COPIED, "index.old.ipynb": "first try", "index.old-2.ipynb": "second try"}
    with pytest.raises(ValueError, match="no lesson game/02.ipynb"):
        lessons.fresh(Path("game/02.ipynb"), shipped, work)


def test_the_copy_may_live_elsewhere(root, monkeypatch):
    monkeypatch.setenv(lessons.WORK_VARIABLE, str(root / "elsewhere"))
    assert cli.main(["lessons"]) == 0
    assert files(root / "elsewhere") == COPIED and not (root / "my-lessons").exists()


def test_the_lessons_command_names_a_lesson_as_shipped_as_copied_or_by_itself(root, capsys):
    assert cli.main(["lessons"]) == 0
    assert "Your own copy of the lessons: my-lessons/ (4 files copied now;" in capsys.readouterr().out
    for name in ("notebooks/game/01.ipynb", "my-lessons/game", "game/01.ipynb"):
        (root / "my-lessons" / "game" / "01.ipynb").write_text(f"mine, then {name}")
        assert cli.main(["lessons", "--fresh", name]) == 0
    assert "fresh copy: my-lessons/game/01.ipynb (yours is kept as 01.old-3.ipynb)" in capsys.readouterr().out
    assert (root / "my-lessons" / "game" / "01.ipynb").read_text() == "one"
    assert (root / "my-lessons" / "game" / "01.old-2.ipynb").read_text() == "mine, then my-lessons/game"
    assert files(root / "notebooks") == SHIPPED


def test_the_lessons_command_refuses_what_it_cannot_find(root, tmp_path, capsys, monkeypatch):
    assert cli.main(["lessons", "--fresh", "notebooks/game/02.ipynb"]) == 2
    assert "no lesson game/02.ipynb in notebooks" in capsys.readouterr().err
    monkeypatch.chdir(root / "notebooks")
    assert cli.main(["lessons"]) == 2
    assert "no notebooks folder here: run it from the repository's root" in capsys.readouterr().err


ROOT = Path(__file__).resolve().parents[1]
BINDER_LINK = re.compile(r"\?urlpath=(lab/tree|voila/render)/([^)\s<]+\.ipynb)")  # not the pattern `<lesson>`


def test_binder_opens_the_learner_s_copy_as_tablebook_lab_does():
    assert "\ntablebook lessons\n" in (ROOT / "binder" / "postBuild").read_text()  # run from the repository's root
    links = BINDER_LINK.findall((ROOT / "README.md").read_text() + (ROOT / "notebooks" / "index.ipynb").read_text())
    assert len(links) > 40
    for kind, path in links:
        folder, _, lesson = path.partition("/")
        assert folder == ("my-lessons" if kind == "lab/tree" else "notebooks"), path  # Voilà never saves
        assert (ROOT / "notebooks" / lesson).is_file(), path
