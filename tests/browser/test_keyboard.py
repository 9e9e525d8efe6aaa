"""An Alien Frontiers turn played with the keyboard alone, in JupyterLab.

Tab, Enter and Space only (one click first puts the keyboard's starting point in the table, as a learner's
click would): roll, select a die, dock it at the Solar Converter. The kernel must have applied the dock, the
tab order must reach the dice before the facilities, a focused facility must say why (not) as on hover, and
focus must never fall back to the page's body after an action.
"""

from __future__ import annotations

from tests.browser.test_lessons_in_browser import KERNEL_EXECUTE, TIMEOUT, _open_and_run_all

FOCUSED = """root => { const a = document.activeElement;
  return { key: a && a.dataset ? (a.dataset.testid || null) : null, body: a === document.body,
           inside: root.contains(a), label: a && a.getAttribute ? a.getAttribute('aria-label') : null,
           outline: a ? getComputedStyle(a).outlineWidth : null }; }"""


def _focused(table):
    return table.evaluate(FOCUSED)


def _wait_focus(page, table, key: str, timeout: float = 60_000):
    page.wait_for_function("([root, key]) => document.activeElement && root.contains(document.activeElement)"
                           " && document.activeElement.dataset.testid === key",
                           arg=[table.element_handle(), key], timeout=timeout)


def _tab_to(page, table, css_class: str, what: str, presses: int = 40) -> None:
    """Press Tab until an element of the table with ``css_class`` has the focus; fail naming ``what`` if none does."""
    for _ in range(presses):
        page.keyboard.press("Tab")
        if css_class in table.evaluate("root => root.contains(document.activeElement) ? document.activeElement.className : ''"):
            return
    raise AssertionError(f"Tab reached no {what}")


def test_a_turn_with_the_keyboard_alone(browser, lab):
    page, watch = _open_and_run_all(browser, lab, "notebooks/index.ipynb")
    try:
        _play_a_turn_with_the_keyboard(page, watch)
    finally:
        # the lesson's kernel is shared by every page that opens the notebook: shut it down, so that the
        # next test meets only its own tables
        page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
        page.close()


def _play_a_turn_with_the_keyboard(page, watch):
    table = page.locator(".tb-af:visible").first
    table.get_by_test_id("chance").wait_for(timeout=TIMEOUT)
    table.scroll_into_view_if_needed()
    # the learner clicks the table's cell, then tabs into the table: its first stop is the roll
    table.locator(".tb-fleet-label").click()
    outside = []
    for _ in range(60):
        page.keyboard.press("Tab")
        now = _focused(table)
        if now["inside"]:
            break
        outside.append(now["label"] or now["key"])
    else:
        raise AssertionError(f"Tab never reached the table: {outside}")
    assert now["key"] == "chance", f"the first stop of the table is not the roll: {now}"
    assert now["label"], "the roll button has no accessible name"
    assert now["outline"] == "3px", f"the focus ring is not the 3px one: {now['outline']}"
    page.keyboard.press("Enter")
    # the roll redraws the table; focus goes to the first die, not back to the page
    table.get_by_test_id("die-2").wait_for(timeout=60_000)
    _wait_focus(page, table, "die-0")
    assert not _focused(table)["body"]

    page.keyboard.press("Space")
    assert table.get_by_test_id("die-0").get_attribute("aria-pressed") == "true"

    # the dice come first, then the facilities: from die 0, Tab crosses only dice before the first facility
    path = []
    for _ in range(30):
        page.keyboard.press("Tab")
        now = _focused(table)
        assert now["inside"], f"Tab left the table after {path}"
        path.append(now["key"])
        assert now["label"], f"{now['key']} has no accessible name"
        if now["key"] == "facility-solar-converter":
            break
    else:
        raise AssertionError(f"the Solar Converter was not reached: {path}")
    first_facility = next(i for i, k in enumerate(path) if k.startswith("facility-"))
    assert all(k.startswith("die-") for k in path[:first_facility]), path
    assert all(k.startswith("facility-") for k in path[first_facility:]), path

    # a focused facility says why (not), as on hover: with a die selected, docking here is legal, said in words
    message = table.get_by_test_id("message")
    page.wait_for_function("el => el.textContent.includes('is legal')", arg=message.element_handle(), timeout=30_000)
    assert "at the Solar Converter is legal" in message.text_content() and "solar-converter" not in message.text_content()

    page.keyboard.press("Enter")
    table.get_by_test_id("die-2").wait_for(state="detached", timeout=60_000)  # two dice left to place
    seen = page.evaluate(KERNEL_EXECUTE, "import gc; from tablebook.views import AlienFrontiersTable as T;"
                         " print([t.state.history[-1].split()[:2] for t in gc.get_objects() if isinstance(t, T)])")
    assert "['dock', 'solar-converter']" in seen, seen
    # focus went on to the next die to place, not to the page
    _wait_focus(page, table, "die-0")
    assert not _focused(table)["body"]

    # a focused facility with a die selected that cannot dock there says why not
    page.keyboard.press("Space")
    for _ in range(30):
        page.keyboard.press("Tab")
        if _focused(table)["key"] == "facility-terraforming-station":
            break
    page.wait_for_function("el => el.textContent.includes('why not')", arg=message.element_handle(), timeout=30_000)
    watch.assert_offline_and_clean()


def test_space_station_builds_with_the_keyboard_alone(browser, lab):
    """Tab to a card that can be built, Enter, Tab to a glowing exit, Enter: built, and focus stays in the table."""
    page, watch = _open_and_run_all(browser, lab, "notebooks/space-station/02-a-year.ipynb")
    try:
        table = page.locator(".tb-ss").last  # the live table, seen by Player 1
        table.get_by_test_id("hand-card-4").wait_for(timeout=TIMEOUT)
        table.scroll_into_view_if_needed()
        table.locator(".tb-hand-title").click()
        _tab_to(page, table, "tb-card-usable", "a card that can be built")
        page.keyboard.press("Enter")
        _tab_to(page, table, "tb-exit-legal", "an exit to build on")
        exit_key = _focused(table)["key"]
        page.keyboard.press("Enter")
        table.get_by_test_id("hand-card-4").wait_for(state="detached", timeout=60_000)  # four cards left: built
        seen = page.evaluate(KERNEL_EXECUTE, "print([a for a in table.state.history if a.startswith('build')][0])").strip()
        module, letter = exit_key.split("-", 2)[2].rsplit("-", 1)
        assert seen.endswith(f" {module} {letter}"), (seen, exit_key)
        # the exit built on is no longer a control: focus goes on to the hand, never to the page
        page.wait_for_function("root => root.contains(document.activeElement)", arg=table.element_handle(), timeout=30_000)
        assert _focused(table)["key"].startswith("hand-card-"), _focused(table)
        watch.assert_offline_and_clean()
    finally:
        page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
        page.close()
