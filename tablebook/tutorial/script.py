"""A tutorial's script: versioned data, chapters of steps, read from a TOML file beside the game's rules.

A step says something in plain words (with the rule it teaches), may highlight parts of the table, and then waits
for one of four things — its *expectation*:

- ``next``: the learner reads and presses Next;
- ``moves``: a move of the learner's seat that fits one of the step's patterns (shell-style, ``dock orbital-market * *``:
  any equivalent legal move is accepted), ``example`` being the one the authors' check plays;
- ``roll``: the learner lets chance decide (a table's Roll button), with the outcome the script names, so that the story
  is the same for everyone;
- ``quiz``: a question whose right choice the engine computes (``answer`` names a question of the game's tutorial
  module, see ``Tutorial.questions``);
- ``free``: any legal move of the learner's seat, until the learner's turn ends (``until = "turn"``) or the game ends
  (``until = "end"``, the other seats played by the tutorial's computer players).

After the expectation is met, ``then`` plays the script's own lines in order (the opponents' moves, chance with a named
outcome); ``forward`` lets the tutorial's computer players play every seat until the game's period (``state.period()``)
reaches a number — in a game that counts no rounds, for that many rounds from here (play coming back to the first
player, as the stepper counts them) —, the learner's seat deciding again: "some rounds later". A step's ``check`` names facts (the game's
``facts(state, seat)``) true when it is shown, which the authors' check verifies, so the words stay true to the table.

Chapters carry their own version: saved progress names it, and a chapter whose version changed starts again cleanly.
``chance`` names the chance scheme (``core.chance``) a script was written under, if older than today's: the rolls and
draws it leaves to the seed then come out as they did when its story was written.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

from tablebook.core import Rule
from tablebook.core.chance import CHANCE_SCHEME

EXPECTATIONS = ("next", "moves", "roll", "quiz", "free")
FREE_UNTIL = ("turn", "end")


class ScriptError(ValueError):
    """A tutorial file that cannot be read as a script: names the file, chapter and step."""


@dataclass(frozen=True)
class Step:
    """One thing the tutorial says, and what it waits for (see the module docstring)."""

    say: str
    expect: str = "next"
    rule: Rule | None = None
    highlight: tuple[str, ...] = ()
    moves: tuple[str, ...] = ()
    example: str | None = None
    outcome: str | None = None
    quiz: str | None = None
    choices: tuple[str, ...] = ()
    answer: str | None = None
    until: str | None = None
    then: tuple[str, ...] = ()
    forward: int | None = None
    check: dict[str, Any] = field(default_factory=dict)

    def fits(self, action: str) -> bool:
        """Whether a move (its canonical text) is one this step asks for."""
        return any(fnmatchcase(action, pattern) for pattern in self.moves)


@dataclass(frozen=True)
class Chapter:
    id: str
    title: str
    version: int
    steps: tuple[Step, ...]
    minutes: int = 3


@dataclass(frozen=True)
class Tutorial:
    """A game's tutorial: the game it teaches, the table it starts from, its chapters and what it leaves to the lessons."""

    game: str
    title: str
    version: int
    players: int
    seed: int
    learner: int
    options: dict[str, Any]
    opponents: str  # the computer players' kind (an agent name) for free play and fast-forwards
    chapters: tuple[Chapter, ...]
    left_for_lessons: dict[str, str]  # rule citation → why the tutorial leaves it to the lessons
    module: ModuleType | None = None  # the game's tutorial module: facts(state, seat) and its quiz questions
    # the chance scheme the story was written under (core.chance): the rolls and draws it does not name come from the
    # seed as they did then, so a newer scheme leaves the story as written
    chance: int = CHANCE_SCHEME

    def chapter(self, id: str) -> Chapter:
        for chapter in self.chapters:
            if chapter.id == id:
                return chapter
        raise KeyError(f"the {self.title} tutorial has no chapter {id!r}")

    def facts(self, state, seat: int) -> dict[str, Any]:
        """What the game's tutorial module says is true of ``seat`` now (steps' ``check`` and quizzes read it)."""
        return self.module.facts(state, seat) if self.module else {}

    def question(self, name: str) -> Callable[[Any, int], Any]:
        """A quiz's question by name: a function of (state, learner's seat) giving the right answer."""
        questions = getattr(self.module, "QUESTIONS", {})
        if name not in questions:
            raise KeyError(f"the {self.title} tutorial has no question {name!r}")
        return questions[name]

    def taught(self) -> dict[str, list[str]]:
        """Each rule citation the steps teach → the ids of the chapters that teach it."""
        found: dict[str, list[str]] = {}
        for chapter in self.chapters:
            for step in chapter.steps:
                if step.rule is not None and chapter.id not in found.setdefault(str(step.rule), []):
                    found[str(step.rule)].append(chapter.id)
        return found


def tutorial_path(game) -> Path:
    """Where a game's tutorial script lives: ``tutorial.toml`` in its rules package."""
    return Path(import_module(type(game).__module__).__file__).parent / "tutorial.toml"


def load(game) -> Tutorial:
    """The tutorial of ``game`` (a Game), read and checked; ScriptError names what is wrong and where."""
    path = tutorial_path(game)
    if not path.is_file():
        raise LookupError(f"{game.title} has no tutorial yet")
    package = type(game).__module__
    try:
        module = import_module(f"{package}.tutorial")
    except ModuleNotFoundError:
        module = None
    return read(path.read_text(encoding="utf-8"), game, module, where=path.name)


def read(text: str, game, module: ModuleType | None = None, where: str = "tutorial") -> Tutorial:
    """A tutorial from its TOML text (see the module docstring for the fields)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ScriptError(f"{where}: {error}") from None
    _known(data, {"game", "title", "version", "players", "seed", "learner", "options", "opponents", "chapter",
                  "left_for_lessons", "chance"}, where)
    if data.get("game") != game.name:
        raise ScriptError(f"{where}: the script is for {data.get('game')!r}, not {game.name!r}")
    chapters = tuple(_chapter(c, game, f"{where}, chapter {i + 1}") for i, c in enumerate(data.get("chapter", [])))
    if not chapters:
        raise ScriptError(f"{where}: a tutorial needs at least one chapter")
    ids = [c.id for c in chapters]
    if len(set(ids)) != len(ids):
        raise ScriptError(f"{where}: chapter ids repeat: {', '.join(sorted({i for i in ids if ids.count(i) > 1}))}")
    return Tutorial(
        game=game.name, title=_text(data, "title", where), version=_whole(data, "version", where),
        players=_whole(data, "players", where), seed=_whole(data, "seed", where), learner=data.get("learner", 0),
        options=dict(data.get("options", {})), opponents=data.get("opponents", "greedy"), chapters=chapters,
        left_for_lessons=dict(data.get("left_for_lessons", {})), module=module, chance=_scheme(data, where),
    )


def _chapter(data: dict, game, where: str) -> Chapter:
    _known(data, {"id", "title", "version", "minutes", "step"}, where)
    where = f"{where} ({data.get('id', '?')})"
    steps = tuple(_step(s, game, f"{where}, step {i + 1}") for i, s in enumerate(data.get("step", [])))
    if not steps:
        raise ScriptError(f"{where}: a chapter needs at least one step")
    return Chapter(_text(data, "id", where), _text(data, "title", where), _whole(data, "version", where), steps,
                   data.get("minutes", 3))


def _step(data: dict, game, where: str) -> Step:
    _known(data, {"say", "expect", "rule", "highlight", "moves", "example", "outcome", "quiz", "choices", "answer",
                  "until", "then", "forward", "check"}, where)
    expect = data.get("expect", "moves" if "moves" in data else "quiz" if "quiz" in data else "next")
    if expect not in EXPECTATIONS:
        raise ScriptError(f"{where}: expect must be one of {', '.join(EXPECTATIONS)}, not {expect!r}")
    needs = {"moves": ("moves",), "quiz": ("quiz", "choices", "answer"), "free": ("until",)}.get(expect, ())
    missing = [name for name in needs if name not in data]
    if missing:
        raise ScriptError(f"{where}: a {expect} step needs {', '.join(missing)}")
    if expect == "free" and data["until"] not in FREE_UNTIL:
        raise ScriptError(f"{where}: until must be one of {', '.join(FREE_UNTIL)}, not {data['until']!r}")
    return Step(
        say=_text(data, "say", where).strip(), expect=expect, rule=_rule(data.get("rule"), game, where),
        highlight=tuple(data.get("highlight", ())), moves=tuple(data.get("moves", ())), example=data.get("example"),
        outcome=data.get("outcome"), quiz=data.get("quiz"), choices=tuple(str(c) for c in data.get("choices", ())),
        answer=data.get("answer"), until=data.get("until"), then=tuple(data.get("then", ())),
        forward=data.get("forward"), check=dict(data.get("check", {})),
    )


def _rule(text: str | None, game, where: str) -> Rule | None:
    """``"Orbital Facilities › Solar Converter"`` → the game's citation of that section."""
    if text is None:
        return None
    sections = tuple(part.strip() for part in text.split("›"))
    if not all(sections):
        raise ScriptError(f"{where}: a rule is its sections joined by ›, not {text!r}")
    return Rule(game.title, sections)


def _known(data: dict, names: set[str], where: str) -> None:
    unknown = sorted(set(data) - names)
    if unknown:
        raise ScriptError(f"{where}: unknown field{'s' if len(unknown) > 1 else ''} {', '.join(unknown)}")


def _text(data: dict, name: str, where: str) -> str:
    value = data.get(name)
    if not isinstance(value, str) or not value.strip():
        raise ScriptError(f"{where}: {name} must be some text")
    return value


def _scheme(data: dict, where: str) -> int:
    """The script's chance scheme: today's unless it names an older one."""
    if "chance" not in data:
        return CHANCE_SCHEME
    scheme = _whole(data, "chance", where)
    if not 1 <= scheme <= CHANCE_SCHEME:
        raise ScriptError(f"{where}: chance must be a scheme from 1 to {CHANCE_SCHEME}")
    return scheme


def _whole(data: dict, name: str, where: str) -> int:
    value = data.get(name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ScriptError(f"{where}: {name} must be a whole number")
    return value
