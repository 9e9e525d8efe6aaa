"""An exercise answered without code, in Voilà: the student edition of the turn lesson, its first exercise answered
in its box and checked by the public check (the student's page holds no expected answer). Marked ``browser``."""

from __future__ import annotations

import pytest

import tablebook
from tablebook import cli
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
