"""Each game's tutorial in a real browser: its first chapter played by clicks in JupyterLab at a desktop width, and
with the keyboard alone as a Voilà app at a phone width.

On the way: a move that does not fit the step is explained on the table and costs nothing, the Hint suggests a move,
Back returns to the step before, a wrong quiz answer is answered and a right one taken, and the table points at what each step names. The
browser's tutorial is followed by a tutor in this process, which knows what the script expects at every step.
Marked ``browser`` (see conftest).
"""

from __future__ import annotations

import pytest

from tablebook.coach import hint
from tablebook.registry import load
from tablebook.tutorial import Tutor, load as load_tutorial
from tests.browser.conftest import voila_on
from tests.browser.test_lessons_in_browser import _shot
from tests.browser.tutorial_pages import (DESKTOP, PHONE, TARGETS, Coach, notebook, open_in_lab, open_in_voila, play,
                                          press_by_keyboard, press_target)

TUTORED = sorted(TARGETS)


@pytest.fixture(scope="module", params=TUTORED)
def voila_tutorial(request, tmp_path_factory):
    yield from ((request.param, url) for url in voila_on(notebook(request.param), tmp_path_factory.mktemp("voila")))


def test_first_chapter_by_clicks_in_jupyterlab(browser, lab, game):
    page, watch = open_in_lab(browser, lab, game, DESKTOP)
    try:
        play_first_chapter(Coach(page, game), keyboard=False)
        watch.assert_offline_and_clean()
    finally:
        page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
        page.close()


def test_first_chapter_with_the_keyboard_in_voila_on_a_phone(browser, voila_tutorial):
    game, url = voila_tutorial
    page, watch = open_in_voila(browser, url, PHONE)
    try:
        coach = Coach(page, game)
        play_first_chapter(coach, keyboard=True)
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert coach.panel.bounding_box()["width"] <= PHONE["width"], "the coach's panel is wider than the phone"
        assert width <= PHONE["width"] + 1, f"the page scrolls sideways on a phone ({width} px)"
        watch.assert_offline_and_clean()
    finally:
        page.close()


@pytest.fixture(params=TUTORED)
def game(request):
    return request.param


def play_first_chapter(coach: Coach, keyboard: bool) -> None:
    """Play chapter 1 as its script asks, checking on the way what a learner sees; keyboard or mouse."""
    tutor = Tutor(load_tutorial(load(coach.game)), load(coach.game))
    press = (lambda cls: press_by_keyboard(coach, cls)) if keyboard else coach.press
    tried_wrong = went_back = False
    while tutor.here.chapter == 0 and not tutor.finished:
        step = tutor.step
        coach.wait_step(tutor.here.step + 1)
        coach.wait_say(step.say.split("\n")[0].replace("*", "")[:40])
        if step.highlight:
            assert set(step.highlight) <= set(coach.wait_highlighted(step.highlight)), (step.highlight, coach.highlighted())
        if step.expect == "next":
            press("tb-tutor-next")
            tutor.next()
        elif step.expect == "roll":
            press_target(coach, coach.table.get_by_test_id("chance"), keyboard)
            tutor.roll()
        elif step.expect == "quiz":
            right = tutor.right_answer()
            wrong = next(c for c in step.choices if c != right)
            coach.choose(wrong)
            coach.wait_feedback("Not quite")
            coach.choose(right)
            tutor.answer(right)
        elif step.expect == "moves":
            if not tried_wrong:
                tried_wrong = True
                unfit = next(str(a) for a in tutor.state.legal_actions(player=tutor.learner) if not step.fits(str(a)))
                play(coach, unfit, keyboard)
                message = coach.table.get_by_test_id("message")
                coach.page.wait_for_function("el => el.textContent.includes('this step asks you to')",
                                             arg=message.element_handle(), timeout=60_000)
                assert coach.step() == tutor.here.step + 1  # the learner keeps their place
                take_a_hint(coach, tutor, keyboard)
            play(coach, tutor.example(step, tutor.state), keyboard)
            tutor.act(tutor.example(step, tutor.state))
            if not went_back and tutor.here.chapter == 0 and not tutor.finished:
                went_back = True
                coach.wait_step(tutor.here.step + 1)
                press("tb-tutor-back")
                tutor.back()
        else:
            press("tb-tutor-auto")
            tutor.autoplay()
    assert tried_wrong and went_back or not any(s.expect == "moves" for s in tutor.tutorial.chapters[0].steps)
    coach.page.wait_for_function("([el, t]) => el.textContent.includes(t)",  # on to chapter 2 (or the end)
                                 arg=[coach.panel.locator(".tb-tutor-head").element_handle(), tutor.position()],
                                 timeout=60_000)


def take_a_hint(coach: Coach, tutor: Tutor, keyboard: bool) -> None:
    """The table's Hint button suggests one of the moves the step takes, in words, and says why."""
    press_target(coach, coach.table.get_by_test_id("hint"), keyboard)
    suggested = coach.table.get_by_test_id("coach-move")
    suggested.wait_for(timeout=60_000)
    offered = {str(a) for a in tutor.state.legal_actions(player=tutor.learner) if tutor.offers(str(a))}
    expected = hint(tutor.state, tutor.learner, among=offered)  # the coach is deterministic: the same hint here
    assert suggested.text_content() == f"Suggested: {expected.move}"
    if not keyboard:  # the README's picture of a guided first game: the coach's words, the table pointing, the Hint
        _shot(coach.page, coach.panel.locator("xpath=.."), f"{coach.game}-learn-to-play.png")


@pytest.fixture(scope="module")
def voila_alien_frontiers(tmp_path_factory):
    yield from voila_on(notebook("alien-frontiers"), tmp_path_factory.mktemp("voila-desktop"))


def test_the_other_widths_jupyterlab_on_a_phone_and_voila_on_a_desktop(browser, lab, voila_alien_frontiers):
    # the engine and its panel are the same for every game: one game shows the two pairings the tests above leave out
    for opened in (lambda: open_in_lab(browser, lab, "alien-frontiers", PHONE),
                   lambda: open_in_voila(browser, voila_alien_frontiers, DESKTOP)):
        page, watch = opened()
        try:
            coach = Coach(page, "alien-frontiers")
            coach.next()
            coach.wait_say("eight colonies")
            box = coach.panel.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"] + 1, box
            assert coach.table.is_visible()
            watch.assert_offline_and_clean()
        finally:
            if "/lab/" in page.url:
                page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
            page.close()

