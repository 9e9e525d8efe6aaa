"""Voilà shows the lesson as stored, table pictures included, while its kernel starts and its cells run.

The lesson is served with an extra first cell that sleeps, so "before execution" lasts long enough to look at:
the picture of the table must be on show well before the sleep ends, and the live table must take its place
once the lesson has run. Marked ``browser`` (see conftest).
"""

from __future__ import annotations

import json
import time

import pytest

from tests.browser.conftest import ROOT, voila_on
from tests.browser.test_lessons_in_browser import LESSON, TIMEOUT, PageWatch

SLEEP = 30  # s: the first cell's sleep, far longer than the preview may take to show


@pytest.fixture(scope="module")
def slow_voila(tmp_path_factory):
    """Voilà on a copy of the turn-flow lesson whose first code cell sleeps SLEEP seconds; yields the page's URL."""
    tmp = tmp_path_factory.mktemp("voila-slow")
    notebook = json.loads((ROOT / LESSON).read_text())
    sleeper = {"cell_type": "code", "execution_count": None, "id": "tb-test-sleep", "metadata": {}, "outputs": [],
               "source": f"import time\ntime.sleep({SLEEP})"}
    notebook["cells"].insert(1, sleeper)
    lesson = tmp / "slow-lesson.ipynb"
    lesson.write_text(json.dumps(notebook))
    yield from voila_on(str(lesson), tmp)


def test_voila_shows_the_table_picture_before_the_lesson_has_run(browser, slow_voila):
    page = browser.new_page(viewport={"width": 1500, "height": 1100})
    watch = PageWatch(page)
    started = time.monotonic()
    page.goto(f"{slow_voila}/", wait_until="commit")  # the page streams until every cell has run: do not wait for it
    picture = page.locator("#tb-preview img.tb-preview-picture").first
    picture.wait_for(state="visible", timeout=20_000)
    page.wait_for_function("img => img.complete && img.naturalWidth > 300 && img.naturalHeight > 300",
                           arg=picture.element_handle(), timeout=10_000)
    assert time.monotonic() - started < SLEEP - 5, "the preview came only as the lesson ran"
    assert page.locator(".tb-af:visible").count() == 0  # no live table yet: the kernel is still asleep
    assert "Preview" in page.locator("#tb-preview .tb-preview-note").text_content()
    assert "<AlienFrontiersTable" not in page.locator("#tb-preview").text_content()  # a picture, never the repr

    page.locator(".tb-af:visible").first.get_by_test_id("die-2").wait_for(timeout=TIMEOUT)
    assert page.locator("#tb-preview").count() == 0  # the live lesson has replaced the preview
    watch.assert_offline_and_clean()
    page.close()


GAIA_LESSON = "notebooks/gaia-project/02-a-round.ipynb"


@pytest.fixture(scope="module")
def gaia_voila(tmp_path_factory):
    """Voilà on the Gaia Project round lesson, as the README starts it; yields the page's URL."""
    yield from voila_on(GAIA_LESSON, tmp_path_factory.mktemp("voila-gaia"))


def test_a_gaia_lesson_renders_in_voila_and_its_table_plays(browser, gaia_voila):
    # the lesson's live table: the learner's Terrans build a mine by clicking, the computer's Xenos answer
    page = browser.new_page(viewport={"width": 1500, "height": 1100})
    watch = PageWatch(page)
    page.goto(f"{gaia_voila}/")
    table = page.locator(".tb-gp:visible").last
    whose = table.get_by_test_id("whose")
    whose.wait_for(timeout=TIMEOUT)
    assert "your decision" in whose.text_content()
    assert table.locator(".tb-hex").count() == 7 * 19  # every space of the 2-player board's seven sector tiles
    assert "<GaiaProjectTable" not in page.content()  # the live table, not its text
    table.get_by_test_id("tool-build-mine").click()
    target = table.locator('[data-testid="hex-3A3"].tb-target')  # a legal mine in the lesson's section 5
    target.wait_for(timeout=30_000)
    target.click()
    table.get_by_test_id("act-end-turn").click(timeout=60_000)
    # the Xenos (greedy) answer the charge offer and take their turn; then it is the learner's decision again (the
    # table redraws its parts, so wait on locators, never on element handles taken before)
    table.get_by_test_id("last-move").filter(has_text="Xenos").wait_for(timeout=120_000)
    whose.filter(has_text="your decision").wait_for(timeout=120_000)
    assert "Terrans" in table.get_by_test_id("board-0").text_content()
    watch.assert_offline_and_clean()
    page.close()
