"""Tutorials: a guided first game, played on the table with the learner making every move.

A tutorial is data (``tutorial.toml`` in a game's rules package, see ``script``); the ``Tutor`` plays it with a
learner; ``check`` plays it headlessly to its end (``tablebook tutorial GAME``); ``progress`` keeps the learner's place.
Nothing here imports Jupyter: the table view plays a tutor (``tablebook.views.tutorial``).
"""

from .check import ChapterReport, check
from .script import Chapter, ScriptError, Step, Tutorial, load, read
from .tutor import Event, Tutor

__all__ = ["ChapterReport", "check", "Chapter", "ScriptError", "Step", "Tutorial", "load", "read", "Event", "Tutor"]
