"""Gaia Project's tutorial, beyond the generic check (tests/tutorial): its quizzes' answers are the rulebook's numbers
worked by hand at their positions, and the last round, played by the learner's own moves rather than the computer's,
still ends the game with its final scoring.
"""

from __future__ import annotations

import pytest

from tablebook.games.gaia_project.victory_points import FINAL_TILE, RESOURCE_SCORING
from tablebook.registry import load
from tablebook.tutorial import Tutor, load as load_tutorial

GAME = load("gaia-project")


def at(chapter: str, step: int) -> Tutor:
    """A tutor at ``step`` (1-based) of ``chapter``, the script played up to it."""
    tutor = Tutor(load_tutorial(GAME), GAME)
    tutor.goto(chapter)
    while tutor.here.step + 1 < step:
        s = tutor.step
        if s.expect == "next":
            tutor.next()
        elif s.expect == "quiz":
            tutor.answer(tutor.right_answer())
        else:
            tutor.act(tutor.example(s, tutor.state))
    return tutor


@pytest.mark.parametrize("chapter, step, right", [
    # Charge Power: "spend 1 fewer VP than the power you wish to charge"; a mine (power value 1) is offered 1 power
    ("charging", 2, "0"),
    # a research lab has power value 2: 2 power for 1 VP
    ("gaia-phase", 3, "1"),
    # the QIC action: 3 VP + 1 VP per planet type; Terra, Oxide and the new Gaia planet are three types
    ("power-actions", 6, "6"),
    # Form a Federation: a research lab 2 + the planetary institute 3 + a trading station 2
    ("federation", 3, "7"),
    # most Gaia planets: the neutral player's 4 is first, the Terrans' 1 second (12 VP), the Gleens' 0 scores nothing
    ("last-round", 7, "12"),
])
def test_each_quiz_answer_is_the_rulebooks_number(chapter, step, right):
    tutor = at(chapter, step)
    assert tutor.step.expect == "quiz"
    assert tutor.right_answer() == right
    assert tutor.answer(right)


def test_the_last_round_played_by_the_learner_ends_with_the_final_scoring():
    tutor = at("last-round", 8)
    assert tutor.step.expect == "free"
    tutor.act("pass")  # the learner passes at once; the Gleens play on alone until the game ends
    assert tutor.state.is_over()
    assert tutor.step.expect == "next" and tutor.here.step + 1 == len(tutor.chapter.steps)
    book = tutor.state.pl[tutor.learner]["vp_book"]
    assert {FINAL_TILE, RESOURCE_SCORING} <= set(book)  # no research level of 3 or more: no research scoring
    tutor.next()
    assert tutor.finished


def test_progress_saved_with_the_logs_commands_restarts_its_chapter_with_a_sentence():
    # rules version 7 named the actions as the rulebook does: a chapter whose moves changed took a new version, so a
    # learner's place saved before (``act build m 6B2``) starts that chapter again and says so, never an error
    from tablebook.tutorial.progress import restore, snapshot

    tutor = at("first-mine", 3)
    saved = {**snapshot(tutor), "chapter_version": 1, "made": ["act build m 6B2"], "done": {"income": 1, "setup": 1}}
    again = Tutor(load_tutorial(GAME), GAME)
    said = restore(again, saved)
    assert said is not None and "starts again" in said and again.chapter.id == "first-mine"
    assert again.done == {"income": 1}    # the unchanged chapter stays done, the changed one not
