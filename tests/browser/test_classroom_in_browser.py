"""Exercises answered in Voilà: the student edition of the turn lesson, its first exercise answered in its box and
checked by the public check (the student's page holds no expected answer), and a programming exercise answered in
its code box, the code run in the page's kernel. Marked ``browser``."""

from __future__ import annotations

import inspect

import nbformat
import pytest

import tablebook
from tablebook import cli
from tablebook.views.exercises import Exercise
from tests.browser.conftest import ROOT, voila_on
from tests.browser.test_lessons_in_browser import LESSON, TIMEOUT, PageWatch


@pytest.fixture(scope="module")
def student_voila(tmp_path_factory):
    """Voilà on the student edition of the turn lesson; yields the page's URL."""
    out = tmp_path_factory.mktemp("classroom")
    assert cli.main(["classroom", str(out), "--lessons", str(ROOT / "notebooks")]) == 0
    yield from voila_on(str(out / "student" / LESSON.removeprefix("notebooks/")), tmp_path_factory.mktemp("voila-student"))


def _docks_for_two_two_two() -> set[str]:
    """Where red may dock with 2 2 2 and nothing in store, by the rules engine, in words (Solar Converter)."""
    state = tablebook.load("alien-frontiers").setup(players=3, seed=2026)
    state.apply("roll 2 2 2")
    return {str(a).split()[1].replace("-", " ").title() for a in state.legal_actions() if a.verb == "dock"}


def test_an_exercise_answered_in_its_box_in_voila(browser, student_voila):
    page = browser.new_page(viewport={"width": 1500, "height": 1100})
    watch = PageWatch(page)
    page.goto(f"{student_voila}/")
    exercise = page.locator(".widget-vbox", has=page.get_by_text("At which facilities may red dock?")).last
    box = exercise.locator("input[type=text]")
    box.wait_for(timeout=TIMEOUT)
    exercise.scroll_into_view_if_needed()
    verdict = exercise.locator(".widget-output").first
    assert "not yet" in verdict.text_content()
    right = sorted(_docks_for_two_two_two())
    assert len(right) >= 3
    for typed, said in ((right[0], "not quite"), (", ".join(right), "right!")):
        box.fill(typed)
        exercise.get_by_role("button", name="Check", exact=True).click()
        page.wait_for_function("([el, text]) => el.textContent.includes(text)", arg=[verdict.element_handle(), said],
                               timeout=30_000)
        assert verdict.text_content().count("Your answer:") == 1, verdict.text_content()
    assert not exercise.get_by_text("Solution").count()        # the student edition has no solutions
    watch.assert_offline_and_clean()
    page.close()


def doubled(function):
    """The outcome of the programming exercise below: what a function gives for a few numbers."""
    return [function(x) for x in (1, 2, 3, 10)]


QUESTION = "Write a function that doubles a number, with the lesson's add(a, b)."


@pytest.fixture(scope="module")
def code_box_voila(tmp_path_factory):
    """Voilà on a notebook laid out as the student edition lays out a programming exercise: the lesson's own function
    (``add``) and the outcome function in a cell, the answer cell, and the public check with its code box."""
    folder = tmp_path_factory.mktemp("code-box")
    key = Exercise(QUESTION, expected=lambda x: x + x, outcome=doubled, answer_as="code").key()
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell("def add(a, b):\n    return a + b\n\n\n" + inspect.getsource(doubled)),
        nbformat.v4.new_code_cell("answer_1 = None"),
        nbformat.v4.new_code_cell("from tablebook.views.exercises import PublicExercise\n"
                                  f"PublicExercise({QUESTION!r}, {key!r}, outcome=doubled, "
                                  "starter='def double(x):\\n    ...\\n').check(answer_1)"),
    ])
    nbformat.write(nb, folder / "code-box.ipynb")
    yield from voila_on(str(folder / "code-box.ipynb"), tmp_path_factory.mktemp("voila-code-box"))


def test_a_programming_exercise_answered_in_its_code_box_in_voila(browser, code_box_voila):
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    watch = PageWatch(page)
    page.goto(f"{code_box_voila}/")
    exercise = page.locator(".widget-vbox", has=page.get_by_text(QUESTION)).last
    box = exercise.locator("textarea")
    box.wait_for(timeout=TIMEOUT)
    assert box.input_value() == "def double(x):\n    ...\n"
    verdict = exercise.locator(".widget-output").first
    # the code runs in the kernel: a wrong function, one that fails, then one that calls the lesson's add
    for typed, said in (("def double(x):\n    return x * x", "not quite"),
                        ("def double(x):\n    return nothing(x)", "NameError"),
                        ("def double(x):\n    return add(x, x)", "right!")):
        box.fill(typed)
        exercise.get_by_role("button", name="Check", exact=True).click()
        page.wait_for_function("([el, text]) => el.textContent.includes(text)", arg=[verdict.element_handle(), said],
                               timeout=30_000)
        assert verdict.text_content().count("Your answer:") == 1, verdict.text_content()
    watch.assert_offline_and_clean()
    page.close()
