"""A learner's saved place in a tutorial, kept between runs of the notebook.

Progress is the chapter (by id, with its version), what the learner did in it (``act …``, ``roll``, ``next``,
``answer …``, replayed to rebuild their own table) and the chapters finished. A chapter whose version changed since,
or whose saved moves no longer fit it, starts again cleanly — with a sentence saying so, never an error.

Kept as JSON in ``$TABLEBOOK_PROGRESS`` if set, else ``~/.tablebook/progress``, one file per game.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from tablebook.core import IllegalAction

from .tutor import Tutor

FORMAT = "tablebook-tutorial-progress"
VARIABLE = "TABLEBOOK_PROGRESS"


def folder() -> Path:
    return Path(os.environ.get(VARIABLE) or Path.home() / ".tablebook" / "progress")


def snapshot(tutor: Tutor) -> dict:
    """The learner's place as plain JSON."""
    return {
        "format": FORMAT, "game": tutor.tutorial.game, "tutorial": tutor.tutorial.version,
        "chapter": tutor.chapter.id, "chapter_version": tutor.chapter.version,
        "made": [intent for shown in tutor._trail for intent in shown.made],
        "done": dict(tutor.done),
    }


def restore(tutor: Tutor, saved: dict) -> str | None:
    """Put ``tutor`` where ``saved`` left the learner; return a sentence if it had to start a chapter again."""
    if not isinstance(saved, dict) or saved.get("format") != FORMAT or saved.get("game") != tutor.tutorial.game:
        return None
    chapters = {c.id: c for c in tutor.tutorial.chapters}
    tutor.done = {id: version for id, version in dict(saved.get("done", {})).items()
                  if id in chapters and chapters[id].version == version}
    chapter = chapters.get(saved.get("chapter"))
    if chapter is None:
        return None
    tutor.goto(chapter.id)
    if saved.get("chapter_version") != chapter.version:
        return f"“{chapter.title}” has changed since you last played it, so it starts again from its beginning."
    try:
        for intent in saved.get("made", []):
            _replay(tutor, intent)
    except (IllegalAction, ValueError, KeyError, IndexError):
        tutor.goto(chapter.id)
        return f"Your moves in “{chapter.title}” no longer fit it, so it starts again from its beginning."
    tutor.events, tutor.feedback = [], None
    return None


def _replay(tutor: Tutor, intent: str) -> None:
    kind, _, rest = intent.partition(" ")
    if kind == "act":
        tutor.act(rest)
    elif kind == "roll":
        tutor.roll()
    elif kind == "next":
        tutor.next()
    elif kind == "autoplay":
        tutor.autoplay()
    elif kind == "answer":
        if not tutor.answer(rest):
            raise ValueError(f"the saved answer {rest!r} is no longer right")
    else:
        raise ValueError(f"unknown saved step {intent!r}")


def save(tutor: Tutor, where: Path | None = None) -> Path:
    """Write the learner's place (``where``: a folder, default ``folder()``); return the file."""
    path = (where or folder()) / f"{tutor.tutorial.game}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(snapshot(tutor), indent=1), encoding="utf-8")
    return path


def load(tutor: Tutor, where: Path | None = None) -> str | None:
    """Resume ``tutor`` from the saved file, if any (an unreadable file is ignored, as if there were none)."""
    path = (where or folder()) / f"{tutor.tutorial.game}.json"
    try:
        saved = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return restore(tutor, saved)
