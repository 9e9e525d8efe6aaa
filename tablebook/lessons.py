"""The learner's own copy of the lessons, so that the shipped ones stay as they are.

JupyterLab saves a notebook as soon as it changes (its kernel's name, a run cell, an edit), and the shipped lessons
are stored with the outputs their tests compare. So `tablebook lab` opens a copy: ``my-lessons/`` beside
``notebooks/`` (git-ignored), made on the first start and kept between sessions. Beside ``notebooks/``, at the same
depth, a copy's relative links (pictures, other lessons, ``docs/``) lead where the shipped lesson's do.

Each start copies the lessons the copy lacks (a new lesson, or one the learner deleted to start over) and brings
the files the lessons read (pictures, stored studies) up to date; a learner's lessons are never overwritten.
``fresh`` puts a fresh copy of a lesson in place and keeps the learner's beside it.
"""

from __future__ import annotations

import filecmp
import os
import shutil
from pathlib import Path

SHIPPED = Path("notebooks")
WORK = Path("my-lessons")
WORK_VARIABLE = "TABLEBOOK_MY_LESSONS"  # another folder for the copy (the tests keep theirs out of the checkout)
SKIPPED = {"__pycache__", ".ipynb_checkpoints"}


def work_folder(shipped: Path = SHIPPED) -> Path:
    """Where the learner's copy of ``shipped`` is kept: ``$TABLEBOOK_MY_LESSONS``, else my-lessons beside it."""
    return Path(os.environ.get(WORK_VARIABLE) or shipped.parent / WORK)


def shipped_files(shipped: Path) -> list[Path]:
    """The lessons and what they read, relative to ``shipped``: no tools (``.py``), hidden or cache files."""
    return sorted(p.relative_to(shipped) for p in shipped.rglob("*") if p.is_file() and p.suffix != ".py"
                  and not any(part in SKIPPED or part.startswith(".") for part in p.relative_to(shipped).parts))


def update(shipped: Path, work: Path) -> list[Path]:
    """Copy into ``work`` the lessons it lacks, and the other files that are missing or differ; the copies made."""
    made = []
    for name in shipped_files(shipped):
        source, copy = shipped / name, work / name
        if copy.exists() and (name.suffix == ".ipynb" or filecmp.cmp(source, copy, shallow=False)):
            continue
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, copy)
        made.append(copy)
    return made


def lesson_name(path: Path, shipped: Path, work: Path) -> Path | None:
    """``path`` relative to the lessons, whether it names the shipped lesson or the copy; None if it is neither."""
    for folder in (shipped, work):
        if path.resolve().is_relative_to(folder.resolve()):
            return path.resolve().relative_to(folder.resolve())
    return None


def fresh(name: Path, shipped: Path, work: Path) -> list[tuple[Path, Path | None]]:
    """Put a fresh copy of lesson ``name`` (or of every lesson in folder ``name``) in ``work``; the learner's own copy
    is kept beside it as ``NAME.old.ipynb`` (``NAME.old-2.ipynb`` … when that exists) unless it is the shipped one.
    Returns (copy, kept) pairs, ``kept`` None where nothing was kept."""
    lessons = [p for p in shipped_files(shipped) if p.suffix == ".ipynb" and (p == name or p.is_relative_to(name))]
    if not lessons:
        raise ValueError(f"no lesson {name} in {shipped}")
    done = []
    for lesson in lessons:
        copy, kept = work / lesson, None
        if copy.exists() and not filecmp.cmp(shipped / lesson, copy, shallow=False):
            kept = next(old for n in range(1, 10_000) if not (old := copy.with_suffix(_old(n))).exists())
            copy.rename(kept)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shipped / lesson, copy)
        done.append((copy, kept))
    return done


def _old(n: int) -> str:
    """The suffix of the learner's n-th kept copy: .old.ipynb, .old-2.ipynb, …"""
    return ".old.ipynb" if n == 1 else f".old-{n}.ipynb"
