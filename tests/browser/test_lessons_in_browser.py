"""The turn-flow lesson in a real browser: JupyterLab (run all, click a legal dock) and Voilà.

Marked ``browser`` (see conftest). A click must reach the kernel, which applies the action through
the rules engine, and come back as a redrawn table: both ends are checked. The pages must also stay
on this machine (no request to any host but 127.0.0.1) and load their extensions without version
conflicts (no "Unsatisfied version" warning in the console).
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from urllib.parse import urlsplit

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


KEPT_RECORD = """(question) => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    if (cell.type !== "code") continue;
    for (const output of cell.toJSON().outputs) {
      const record = output.data && output.data["application/vnd.tablebook.exercise+json"];
      if (record && record.question.startsWith(question)) return record;
    }
  }
  return null;
}"""


# the label front_end.joined puts before the table kit in a view's module: a message holding it carries the module
KIT_LABEL = "// ---- widgets/table_kit.js"


class PageWatch:
    """Every request and console message of a page, from before it loads, and how many websocket messages it
    received that carry a view's module (the table kit in it)."""

    def __init__(self, page):
        self.urls: list[str] = []
        self.console: list[str] = []
        self.modules_received = 0
        page.on("request", lambda request: self.urls.append(request.url))
        page.on("websocket", self._socket)
        page.on("console", lambda message: self.console.append(f"{message.type}: {message.text}"))

    def _socket(self, socket) -> None:
        self.urls.append(socket.url)
        socket.on("framereceived", self._frame)

    def _frame(self, payload) -> None:
        text = payload.decode("utf-8", "replace") if isinstance(payload, bytes) else payload
        self.modules_received += KIT_LABEL in text

    @staticmethod
    def host(url: str) -> str | None:
        """The host a URL reaches; None for data the page holds itself (data:, about:)."""
        scheme = urlsplit(url).scheme
        if scheme == "blob":  # blob:http://127.0.0.1:port/uuid belongs to the page that made it
            return PageWatch.host(url.removeprefix("blob:"))
        if scheme in ("data", "about"):
            return None
        return urlsplit(url).hostname or url

    def assert_offline_and_clean(self) -> None:
        assert self.urls, "no request seen: the watch was not on"
        elsewhere = sorted({url for url in self.urls if self.host(url) not in (None, "127.0.0.1")})
        assert not elsewhere, f"requests that leave 127.0.0.1: {elsewhere}"
        conflicts = [m for m in self.console if "Unsatisfied version" in m or "No satisfying version" in m]
        assert not conflicts, "\n".join(conflicts)


def _shot(page, locator, name: str) -> None:
    """Save a picture of ``locator`` as ``name`` in the SCREENSHOTS folder, if one is set.

    JupyterLab scrolls a notebook inside its window, so a table taller than the window would come out clipped:
    the window grows to hold it for the picture, and shrinks back.
    """
    if not SCREENSHOTS:
        return
    Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
    window = page.viewport_size
    needed = int(locator.bounding_box()["height"]) + 300  # JupyterLab's menus, toolbars and status bar
    page.set_viewport_size({"width": window["width"], "height": max(window["height"], needed)})
    try:
        locator.scroll_into_view_if_needed()
        locator.screenshot(path=str(Path(SCREENSHOTS) / name))
    finally:
        page.set_viewport_size(window)


def _kernel_until(page, code: str, done, timeout: float = 90) -> str:
    """Run ``code`` in the page's kernel until ``done(printed text)`` (the computer players move on the kernel's loop)."""
    deadline = time.monotonic() + timeout
    while True:
        out = page.evaluate(KERNEL_EXECUTE, code).strip()
        if done(out) or time.monotonic() > deadline:
            return out
        time.sleep(0.5)


# the seats that moved after seat 0's last action of the verb VERB, whether a computer move is pending, who decides
ANSWERED = ("from tablebook.core import CHANCE; s = table.state;"
            " k = max(i for i, (seat, a) in enumerate(zip(s.seats, s.history)) if seat == 0 and a.split()[0] == 'VERB');"
            " print(sorted(x for x in set(s.seats[k + 1:]) if x is not CHANCE), table.thinking, s.decider(), getattr(s, 'active', None))")


# every drawing of a table from now on: its status, its hint and whether it offers the Roll button (a redraw is one
# task, so the observer sees each finished drawing)
WATCH_COMPUTER_TURNS = """(table) => {
  window.tbDrawn = [];
  const look = () => window.tbDrawn.push({status: table.querySelector(".tb-now")?.textContent ?? "",
    hint: table.querySelector("[data-testid=message]")?.textContent ?? "", roll: !!table.querySelector("[data-testid=chance]")});
  new MutationObserver(look).observe(table, {subtree: true, childList: true, characterData: true});
}"""


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
    watch = PageWatch(page)
    # a workspace of its own, reset: JupyterLab would otherwise reopen the notebooks of earlier pages
    workspace = notebook.replace("/", "-").removesuffix(".ipynb")
    page.goto(f"{base}/lab/workspaces/{workspace}/tree/{notebook}?reset&token={token}")
    page.wait_for_function(
        "() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
        " return w && w.sessionContext && w.sessionContext.isReady && w.sessionContext.session.kernel.status === 'idle'; }",
        timeout=TIMEOUT,
    )
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    return page, watch


def test_index_lesson_plays_a_turn_by_clicking(browser, lab):
    # the README's first command lands here: roll with a click, then dock a die with two more
    page, watch = _open_and_run_all(browser, lab, "notebooks/index.ipynb")
    table = page.locator(".tb-af:visible").first
    table.get_by_test_id("chance").click(timeout=TIMEOUT)
    _dock_first_die_at_solar_converter(page)
    seen = page.evaluate(KERNEL_EXECUTE, "import gc; from tablebook.views import AlienFrontiersTable as T;"
                         " print([t.state.history[-1].split()[0] for t in gc.get_objects() if isinstance(t, T)])")
    assert seen.strip() == "['dock']", seen
    watch.assert_offline_and_clean()
    page.close()


def test_jupyterlab_run_all_and_click_a_legal_action(browser, lab):
    page, watch = _open_and_run_all(browser, lab, LESSON)
    table = _dock_first_die_at_solar_converter(page)
    _shot(page, table, "alien-frontiers-table.png")
    # the lesson's tables of Alien Frontiers got their view's module once: one message, one import, one <style>
    tables = page.locator(".tb-af").count()
    loaded = page.evaluate("() => [[...window.tablebookViews.keys()], document.querySelectorAll('style[id^=tablebook-]').length]")
    assert tables >= 2 and watch.modules_received == 1, (tables, watch.modules_received)
    assert len(loaded[0]) == 1 and loaded[0][0].startswith("alien_frontiers.js#") and loaded[1] == 1, loaded

    seen = page.evaluate(KERNEL_EXECUTE, "print(table.state.history[-1].split()[:2], len(table.state.fleet(0)))")
    assert seen.split() == ["['dock',", "'solar-converter']", "2"], seen

    # an illegal choice is explained with its rule: select a die, hover the Terraforming Station
    table.get_by_test_id("die-0").click()
    table.get_by_test_id("facility-terraforming-station").hover()
    message = table.get_by_test_id("message")
    page.wait_for_function("el => el.textContent.includes('Alien Frontiers ›')", arg=message.element_handle(), timeout=30_000)
    assert "Terraforming Station" in message.text_content()
    _shot(page, table, "alien-frontiers-why-not.png")

    # red docks its other two ships and ends the turn; green (greedy) and blue (random) answer, then red rolls again
    for left in (1, 0):
        die = table.get_by_test_id("die-0")
        if die.get_attribute("aria-pressed") != "true":  # the hover above left it selected
            die.click()
        table.get_by_test_id("facility-solar-converter").click()
        table.get_by_test_id(f"die-{left}").wait_for(state="detached", timeout=60_000)
    page.evaluate(WATCH_COMPUTER_TURNS, table.element_handle())
    table.locator(".tb-verb-end").click()
    page.wait_for_function("el => /Green|Blue/.test(el.textContent)", arg=table.element_handle(), timeout=60_000)
    table.get_by_test_id("chance").wait_for(timeout=120_000)  # red's roll: back to the learner
    # every drawing of the computers' turns (their rolls too) said whose turn it was and offered no roll, no prompt
    computers = [seen for seen in page.evaluate("() => window.tbDrawn") if seen["status"].startswith(("Green", "Blue"))]
    assert {seen["status"].split()[0] for seen in computers} == {"Green", "Blue"}, computers
    for seen in computers:
        assert seen["hint"] == f"{seen['status'].split()[0]} (computer) is playing…" and not seen["roll"], seen
    seen = _kernel_until(page, ANSWERED.replace("VERB", "end"), lambda out: out.endswith("False CHANCE 0"))
    assert seen == "[1, 2] False CHANCE 0", seen
    watch.assert_offline_and_clean()
    page.close()


def _voila_page_answers(page, url: str) -> None:
    watch = PageWatch(page)
    page.goto(url)
    table = _dock_first_die_at_solar_converter(page)
    assert "Red docks" in table.get_by_test_id("status").text_content() + table.text_content()
    watch.assert_offline_and_clean()
    page.close()


def test_voila_renders_the_lesson_and_the_table_answers(browser, voila):
    # the README's `voila notebooks/alien-frontiers/02-turn-flow.ipynb`: the lesson is the page at /
    _voila_page_answers(browser.new_page(viewport={"width": 1500, "height": 1100}), f"{voila}/")


def test_voila_on_the_jupyter_server_as_binder_links_it(browser, lab):
    # Binder's ?urlpath=voila/render/…: Voilà as an extension of the Jupyter server, started in the repository root
    base, token = lab
    _voila_page_answers(browser.new_page(viewport={"width": 1500, "height": 1100}),
                        f"{base}/voila/render/{LESSON}?token={token}")


def test_voila_stepper_shows_the_step_its_narration_names(browser, voila):
    # the lesson's stepper opens at the step the lesson chose (goto), not at the Play widget's 0, and its jumps keep
    # the slider, the narration and the Play widget together
    page = browser.new_page(viewport={"width": 1500, "height": 1100})
    page.goto(f"{voila}/")
    narration = page.locator(".widget-label", has_text=re.compile(r"^Step \d+:"))
    narration.first.wait_for(timeout=TIMEOUT)
    stepper = page.locator(".widget-vbox", has=page.locator(".widget-play")).last
    readout = stepper.locator(".widget-readout").first
    time.sleep(3)  # the links of the page are made by now: nothing may pull the stepper back to step 0
    assert narration.first.text_content().startswith("Step 301:"), narration.first.text_content()
    assert readout.text_content().strip() == "301"
    stepper.get_by_role("button", name="turn ▶▶").click()
    page.wait_for_function("el => !el.textContent.startsWith('Step 301:')", arg=narration.first.element_handle(), timeout=30_000)
    step = re.match(r"Step (\d+):", narration.first.text_content()).group(1)
    assert int(step) > 301 and readout.text_content().strip() == step
    page.close()


def test_space_station_build_by_clicking_a_card_then_an_exit(browser, lab):
    page, watch = _open_and_run_all(browser, lab, "notebooks/space-station/02-a-year.ipynb")
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
    _shot(page, table, "space-station-table.png")
    # the computer players (p2 greedy, p3 random) answer on the table, one visible move at a time, then p1 decides again
    table.locator(".tb-last-text", has_text=re.compile("Player [23]")).wait_for(timeout=60_000)
    seen = _kernel_until(page, ANSWERED.replace("VERB", "build"), lambda out: out.endswith("False 0 0"))
    assert seen == "[1, 2] False 0 0", seen
    watch.assert_offline_and_clean()
    page.close()


def test_a_lesson_opened_without_running_shows_table_pictures_that_become_live(browser, lab):
    # the stored notebook holds no widget state: its unsigned outputs show the picture regenerate.py stored
    # (image/jpeg, a safe renderer) until the cells run and the live table takes its place
    base, token = lab
    page = browser.new_page(viewport={"width": 1500, "height": 1100})
    watch = PageWatch(page)
    notebook = "notebooks/alien-frontiers/01-setup.ipynb"
    page.goto(f"{base}/lab/workspaces/pictures/tree/{notebook}?reset&token={token}")
    cell = page.locator(".jp-CodeCell", has=page.locator(".jp-InputArea", has_text="table = AlienFrontiersTable(state)"))
    picture = cell.locator(".jp-OutputArea-output img")
    picture.wait_for(timeout=TIMEOUT)
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=picture.element_handle(), timeout=30_000)
    box = picture.bounding_box()
    assert box and box["width"] > 300 and box["height"] > 300, box
    assert not cell.locator(".tb-af").count()
    assert "Run all cells to play" in page.locator(".jp-MarkdownCell").first.text_content()
    _shot(page, cell, "alien-frontiers-picture.png")

    page.wait_for_function(
        "() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
        " return w && w.sessionContext && w.sessionContext.isReady && w.sessionContext.session.kernel.status === 'idle'; }",
        timeout=TIMEOUT,
    )
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    cell.locator(".tb-af").wait_for(timeout=TIMEOUT)
    assert not cell.locator(".jp-OutputArea-output img").count()
    watch.assert_offline_and_clean()
    page.close()


def test_an_exercise_checks_every_try(browser, lab):
    # a learner picks an answer, checks, picks another and checks again: each Check shows its own verdict, the one
    # verdict line of the cell (the "not yet" the cell gave first is gone); the solution reads as rendered markdown
    page, watch = _open_and_run_all(browser, lab, "notebooks/alien-frontiers/01-setup.ipynb")
    cell = page.locator(".jp-CodeCell", has=page.get_by_role("button", name="Check", exact=True)).last
    exercise = cell.locator(".widget-vbox", has=page.get_by_role("button", name="Check", exact=True)).last
    exercise.get_by_role("button", name="Check", exact=True).wait_for(timeout=TIMEOUT)
    exercise.scroll_into_view_if_needed()
    verdict = exercise.locator(".widget-output").first
    outputs = cell.locator(".jp-OutputArea").first
    for choice, expected in ((1, "not quite"), (0, "right!"), (2, "not quite")):
        exercise.locator("input[type=radio]").nth(choice).check()
        exercise.get_by_role("button", name="Check", exact=True).click()
        page.wait_for_function("([el, text]) => el.textContent.includes(text)", arg=[verdict.element_handle(), expected],
                               timeout=30_000)
        time.sleep(1)  # the browser's own echo of the outputs must not erase the verdict afterwards
        assert expected in verdict.text_content(), (choice, verdict.text_content())
        assert outputs.text_content().count("Your answer:") == 1, outputs.text_content()
    # the notebook keeps the last check in the cell's output, as saved and handed in (tablebook classroom grade)
    kept = page.evaluate(KEPT_RECORD, "Why does the fourth player")
    assert (kept["answer"], kept["status"]) == ("Yellow's seat is chosen at random, so it gets a random bonus", "wrong"), kept

    exercise.get_by_text("Solution (open it after you have tried)").click()
    reference = exercise.locator("em", has_text="Alien Frontiers › Setup")  # the solution's *Alien Frontiers › Setup*
    reference.wait_for(timeout=30_000)
    solution = exercise.locator(".widget-output").last.text_content()
    assert "Alien Frontiers › Setup" in solution and "*" not in solution, solution
    watch.assert_offline_and_clean()
    page.close()
