"""The authors' check: play a tutorial's script headlessly to its end and report each chapter.

Every step is met as the script says (its example move, its named roll, the quiz's computed answer, the computer
players' free play), and at every step the check verifies what the words promise: the facts of its ``check`` hold,
the quiz has exactly one right choice, a ``moves`` step has a legal move that fits, and every other legal move that
fits (any equivalent move is accepted) leaves the rest of the chapter playable as written.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tablebook.core import CHANCE, IllegalAction

from .script import Tutorial
from .tutor import Tutor


@dataclass
class ChapterReport:
    id: str
    title: str
    steps: int
    moves: int  # the learner's moves and rolls
    rules: list[str]
    problems: list[str] = field(default_factory=list)


class TutorialError(AssertionError):
    """The script does not play as written: names the chapter and step."""


def check(tutorial: Tutorial, game, alternatives: bool = True) -> list[ChapterReport]:
    """Play every chapter; each report lists its problems (empty when the chapter plays as written)."""
    tutor = Tutor(tutorial, game)
    reports = []
    for index, chapter in enumerate(tutorial.chapters):
        report = ChapterReport(chapter.id, chapter.title, len(chapter.steps), 0,
                               sorted({str(s.rule) for s in chapter.steps if s.rule}))
        tutor.goto(index)
        while tutor.here.chapter == index and not tutor.finished:
            where = f"chapter {index + 1} ({chapter.id}), step {tutor.here.step + 1}"
            try:
                report.moves += _meet(tutor, where, report.problems, alternatives)
            except TutorialError:  # its problem is on the report already
                break
            except (IllegalAction, KeyError, ValueError) as error:
                report.problems.append(f"{where}: {error}")
                break
        reports.append(report)
    return reports


def _meet(tutor: Tutor, where: str, problems: list[str], alternatives: bool) -> int:
    """Check the step shown, then meet its expectation as the script does; the number of learner's moves made."""
    step, state = tutor.step, tutor.state
    facts = tutor.tutorial.facts(state, tutor.learner)
    for name, value in step.check.items():
        if name not in facts:
            problems.append(f"{where}: the game's facts have no {name!r}")
        elif facts[name] != value:
            problems.append(f"{where}: the text says {name} = {value!r}, the table has {facts[name]!r}")
    decider = state.decider()
    if step.expect in ("moves", "free") and tutor.learner not in state.deciders():
        problems.append(f"{where}: the step waits for the learner's move, but {state.seat_name(decider)} decides now")
        raise TutorialError(f"{where}: not the learner's decision")
    if step.expect == "roll" and decider is not CHANCE:
        problems.append(f"{where}: the step waits for a roll, but {state.seat_name(decider)} decides now")
        raise TutorialError(f"{where}: no roll pending")
    if step.expect == "next":
        tutor.next()
        return 0
    if step.expect == "quiz":
        right = tutor.right_answer()
        if list(step.choices).count(right) != 1:
            problems.append(f"{where}: the right answer {right!r} is not exactly one of the choices {list(step.choices)}")
            raise TutorialError(f"{where}: quiz without its answer")
        wrong = next((c for c in step.choices if c != right), None)
        if wrong is not None and tutor.answer(wrong):
            problems.append(f"{where}: a wrong answer was accepted")
        tutor.answer(right)
        return 0
    if step.expect == "roll":
        tutor.roll()
        return 1
    if step.expect == "moves":
        example = tutor.example(step, state)
        if not step.fits(example):
            problems.append(f"{where}: the example {example!r} does not fit the step's moves {list(step.moves)}")
        if alternatives:
            _alternatives(tutor, example, where, problems)
        tutor.act(example)
        return 1
    return len(tutor.autoplay())


def _alternatives(tutor: Tutor, example: str, where: str, problems: list[str]) -> None:
    """Every other move that fits must be accepted and leave the chapter playable to its end."""
    state = tutor.state
    fitting = [str(a) for a in state.legal_actions(player=tutor.learner) if tutor.step.fits(str(a)) and str(a) != example]
    for action in fitting:
        trial = tutor.fork()
        chapter = trial.here.chapter
        try:
            trial.act(action)
            while trial.here.chapter == chapter and not trial.finished:
                _meet(trial, where, [], alternatives=False)
        except (IllegalAction, KeyError, ValueError, TutorialError) as error:
            problems.append(f"{where}: the equivalent move {action!r} is accepted but then the script fails: {error}")
