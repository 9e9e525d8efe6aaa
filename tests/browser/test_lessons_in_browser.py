"""The turn-flow lesson in a real browser: JupyterLab (run all, click a legal dock) and Voilà.

Marked ``browser`` (see conftest). A click must reach the kernel, which applies the action through
the rules engine, and come back as a redrawn table: both ends are checked.
"""

from __future__ import annotations

import os
from pathlib import Path

LESSON = "notebooks/alien-frontiers/02-turn-flow.ipynb"
TIMEOUT = 240_000  # ms: kernel start, run all cells, first widget render on a loaded 2-core machine
SCREENSHOTS = os.environ.get("TABLEBOOK_SCREENSHOTS")  # a folder: save the README's pictures there

KERNEL_EXECUTE = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({ code });
  let out = "";
  future.onIOPub = (msg) => { if (msg.header.msg_type === "stream") out += msg.content.text; };
  await future.done;
  return out;
}"""


def _shot(page, locator, name: str) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        locator.screenshot(path=str(Path(SCREENSHOTS) / name))


def _dock_first_die_at_solar_converter(page):
    """In the lesson's live table (the first one on show), dock die 0 at the Solar Converter; return the table."""
    table = page.locator(".tb-af:visible").first
    table.get_by_test_id("die-2").wait_for(timeout=TIMEOUT)  # three dice rolled by the lesson's table.roll()
    table.get_by_test_id("die-0").click()
    facility = table.get_by_test_id("facility-solar-converter")
    facility.wait_for()
    page.wait_for_function("el => el.classList.contains('tb-legal')", arg=facility.element_handle(), timeout=30_000)
    facility.click()
    # the kernel applied it and sent a new model: two unplaced dice are left
    table.get_by_test_id("die-2").wait_for(state="detached", timeout=60_000)
    assert table.get_by_test_id("die-1").is_visible()
    return table


def _open_and_run_all(browser, lab, notebook):
    base, token = lab
    page = browser.new_page(viewport={"width": 1500, "height": 1100})
    # a workspace of its own, reset: JupyterLab would otherwise reopen the notebooks of earlier pages
    workspace = notebook.replace("/", "-").removesuffix(".ipynb")
    page.goto(f"{base}/lab/workspaces/{workspace}/tree/{notebook}?reset&token={token}")
    page.wait_for_function(
        "() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
        " return w && w.sessionContext && w.sessionContext.isReady && w.sessionContext.session.kernel.status === 'idle'; }",
        timeout=TIMEOUT,
    )
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    return page


def test_index_lesson_plays_a_turn_by_clicking(browser, lab):
    # the README's first command lands here: roll with a click, then dock a die with two more
    page = _open_and_run_all(browser, lab, "notebooks/index.ipynb")
    table = page.locator(".tb-af:visible").first
    table.get_by_test_id("chance").click(timeout=TIMEOUT)
    _dock_first_die_at_solar_converter(page)
    seen = page.evaluate(KERNEL_EXECUTE, "import gc; from tablebook.views import AlienFrontiersTable as T;"
                         " print([t.state.history[-1].split()[0] for t in gc.get_objects() if isinstance(t, T)])")
    assert seen.strip() == "['dock']", seen
    page.close()


def test_jupyterlab_run_all_and_click_a_legal_action(browser, lab):
    page = _open_and_run_all(browser, lab, LESSON)
    table = _dock_first_die_at_solar_converter(page)
    _shot(page, table, "alien-frontiers-table.png")

    seen = page.evaluate(KERNEL_EXECUTE, "print(table.state.history[-1].split()[:2], len(table.state.fleet(0)))")
    assert seen.split() == ["['dock',", "'solar-converter']", "2"], seen

    # an illegal choice is explained with its rule: select a die, hover the Terraforming Station
    table.get_by_test_id("die-0").click()
    table.get_by_test_id("facility-terraforming-station").hover()
    message = table.get_by_test_id("message")
    page.wait_for_function("el => el.textContent.includes('Alien Frontiers ›')", arg=message.element_handle(), timeout=30_000)
    assert "Terraforming Station" in message.text_content()
    _shot(page, table, "alien-frontiers-why-not.png")
    page.close()


def test_voila_renders_the_lesson_and_the_table_answers(browser, voila):
    page = browser.new_page(viewport={"width": 1500, "height": 1100})
    page.goto(f"{voila}/voila/render/{LESSON}")
    table = _dock_first_die_at_solar_converter(page)
    assert "Red docks" in table.get_by_test_id("status").text_content() + table.text_content()
    page.close()


def test_space_station_build_by_clicking_a_card_then_an_exit(browser, lab):
    page = _open_and_run_all(browser, lab, "notebooks/space-station/02-a-year.ipynb")
    table = page.locator(".tb-ss").last  # the lesson's last table is the live one, seen by p1
    table.get_by_test_id("hand-card-4").wait_for(timeout=TIMEOUT)
    table.scroll_into_view_if_needed()
    for i in range(5):  # the first hand card that has a legal place to go
        table.get_by_test_id(f"hand-card-{i}").click()
        if table.locator(".tb-exit-legal").count():
            break
    target = table.locator(".tb-exit-legal").first
    target.click()
    table.get_by_test_id("hand-card-4").wait_for(state="detached", timeout=60_000)  # four cards left: built
    seen = page.evaluate(KERNEL_EXECUTE, "print(table.state.history[-1].split()[0], len(table.state.hands[table.viewer]))")
    assert seen.split() == ["build", "4"], seen
    _shot(page, table, "space-station-table.png")
    page.close()
