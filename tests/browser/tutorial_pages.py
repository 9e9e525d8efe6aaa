"""Driving a tutorial in a real browser: open it in JupyterLab or Voilà at a width, read the coach's panel, press
its buttons and play the table by clicks as a learner does (each game says how its moves are clicked).

The tutorial's panel is ipywidgets (classes ``tb-tutor-*``); the table is the game's own view. Every tutorial starts
afresh: the servers keep a learner's place in the tests' own folder (conftest.PROGRESS), emptied before each opening.
"""

from __future__ import annotations

import re
import shutil

from tablebook.games.space_station.data import CARDS
from tablebook.registry import load
from tablebook.tutorial import load as load_tutorial
from tests.browser.conftest import PROGRESS
from tests.browser.test_lessons_in_browser import TIMEOUT, PageWatch, _open_and_run_all

DESKTOP = {"width": 1500, "height": 1100}
PHONE = {"width": 390, "height": 844}
TABLE_ROOTS = {"alien-frontiers": ".tb-af", "gaia-project": ".tb-gp", "space-station": ".tb-ss",
               "space-station-phoenix": ".tb-ssp"}


def notebook(game: str) -> str:
    return f"notebooks/{game}/00-learn-to-play.ipynb"


def open_in_lab(browser, lab, game: str, viewport=DESKTOP):
    """The game's tutorial in JupyterLab, run; returns (page, watch) once its panel is drawn."""
    shutil.rmtree(PROGRESS, ignore_errors=True)
    page, watch = _open_and_run_all(browser, lab, notebook(game))
    if viewport != DESKTOP:  # on a phone, a learner closes the file browser to give the lesson the width
        page.set_viewport_size(viewport)
        page.evaluate("() => { window.jupyterapp.shell.collapseLeft(); window.jupyterapp.shell.collapseRight(); }")
    say = page.locator(".tb-tutor-say").first
    say.wait_for(state="attached", timeout=TIMEOUT)
    say.scroll_into_view_if_needed()
    say.wait_for(timeout=TIMEOUT)
    return page, watch


def open_in_voila(browser, url: str, viewport=DESKTOP):
    """The tutorial as a Voilà app (``url`` serves its notebook); returns (page, watch) once its panel is drawn."""
    shutil.rmtree(PROGRESS, ignore_errors=True)
    page = browser.new_page(viewport=viewport)
    watch = PageWatch(page)
    page.goto(url)
    page.locator(".tb-tutor-say").first.wait_for(timeout=TIMEOUT)
    return page, watch


class Coach:
    """The coach's panel and the table of one tutorial on a page."""

    def __init__(self, page, game: str):
        self.page, self.game = page, game
        self.panel = page.locator(".tb-tutor").first
        self.table = page.locator(f"{TABLE_ROOTS[game]}:visible").first

    def say(self) -> str:
        return self.panel.locator(".tb-tutor-say").text_content()

    def head(self) -> str:
        return self.panel.locator(".tb-tutor-head").text_content()

    def feedback(self) -> str:
        return self.panel.locator(".tb-tutor-feedback").text_content()

    def step(self) -> int:
        """The step shown, from the head's "step 3 of 9"."""
        return int(self.head().split("step ")[1].split(" of")[0])

    def wait_step(self, number: int, timeout: float = 60_000) -> None:
        self.page.wait_for_function("([el, n]) => el.textContent.includes(`step ${n} of`)",
                                    arg=[self.panel.locator(".tb-tutor-head").element_handle(), number], timeout=timeout)

    def wait_say(self, text: str, timeout: float = 60_000) -> None:
        """Until the panel says ``text`` (its parts are separate widgets: the head may be drawn before the words)."""
        self.page.wait_for_function("([el, t]) => el.textContent.replace(/\\s+/g, ' ').includes(t)",
                                    arg=[self.panel.locator(".tb-tutor-say").element_handle(), text], timeout=timeout)

    def wait_feedback(self, text: str, timeout: float = 60_000) -> None:
        self.page.wait_for_function("([el, t]) => el.textContent.includes(t)",
                                    arg=[self.panel.locator(".tb-tutor-feedback").element_handle(), text], timeout=timeout)

    def press(self, cls: str) -> None:
        """Press one of the panel's buttons by its class (tb-tutor-next, tb-tutor-back, tb-tutor-restart)."""
        self.panel.locator(f"button.{cls}").click()

    def next(self) -> None:
        number = self.step()
        self.press("tb-tutor-next")
        self.wait_step(number + 1)

    def back(self) -> None:
        number = self.step()
        self.press("tb-tutor-back")
        self.wait_step(number - 1)

    def choose(self, answer: str) -> None:
        self.panel.locator("button.tb-tutor-choice", has_text=answer).click()

    def roll(self) -> None:
        number = self.step()
        self.table.get_by_test_id("chance").click()
        self.wait_step(number + 1)

    def highlighted(self) -> list[str]:
        """The keys of the table's parts the step points at, as drawn."""
        return self.table.evaluate("root => [...root.querySelectorAll('.tb-highlight')].map(e => e.dataset.testid ?? e.dataset.key)")

    def wait_highlighted(self, keys, timeout: float = 60_000) -> list[str]:
        """The keys pointed at once the table shows all of ``keys`` (its position can arrive after the panel's)."""
        self.page.wait_for_function(
            "([root, keys]) => keys.every(k => [...root.querySelectorAll('.tb-highlight')]"
            ".some(e => (e.dataset.testid ?? e.dataset.key) === k))",
            arg=[self.table.element_handle(), list(keys)], timeout=timeout)
        return self.highlighted()


def alien_frontiers_targets(coach: Coach, action: str) -> list:
    """``dock FACILITY V1 V2 …``: a die of each value, then the facility (dice left selected by an earlier try are
    pressed first, which lets them go); another verb: its button."""
    verb, *args = action.split()
    table = coach.table
    if verb != "dock":
        return [table.locator(f".tb-verb-{verb}").first]
    dice = table.locator("[data-testid^=die-]")
    coach.page.wait_for_function("([root, values]) => { const shown = [...root.querySelectorAll('[data-testid^=die-]')]"
                                 ".map(d => / showing (\\d+)/.exec(d.getAttribute('aria-label') ?? '')?.[1]); return values.every(v => shown.includes(v)); }",
                                 arg=[table.element_handle(), args[1:]], timeout=60_000)
    targets = [dice.nth(i) for i in range(dice.count()) if dice.nth(i).get_attribute("aria-pressed") == "true"]
    taken: set[int] = set()
    for value in args[1:]:
        index = next(i for i in range(dice.count()) if i not in taken and f" showing {value}," in dice.nth(i).get_attribute("aria-label"))
        taken.add(index)
        targets.append(table.get_by_test_id(f"die-{index}"))
    return [*targets, table.get_by_test_id(f"facility-{args[0]}")]


def space_station_phoenix_targets(coach: Coach, action: str) -> list:
    """A ship's move: the ship (unless already chosen; a pick chosen before is cancelled first), then its target (a
    ship, a Sector, a track) or its button; a ship that offers nothing is clicked alone, which asks why. A move of no
    ship: its button, or the resident's button and then the Sector."""
    verb, *args = action.split()
    table = coach.table
    button = table.get_by_test_id("action-" + action.replace(" ", "_"))
    ship = table.get_by_test_id(f"ship-{args[0]}") if args else None
    if ship is None or ship.count() == 0:
        if button.count() or len(args) < 2:
            return [button]
        return [table.get_by_test_id("action-" + " ".join((verb, *args[:-1])).replace(" ", "_")),
                table.get_by_test_id(f"sector-{args[-1]}")]
    chosen = ship.get_attribute("aria-pressed") == "true"
    targets = [] if chosen else [*([table.get_by_test_id("cancel-pick")] * table.get_by_test_id("cancel-pick").count()), ship]
    if "tb-usable" not in (ship.get_attribute("class") or "").split():
        return targets
    kind = {"dismantle": "ship", "construct": "sector", "diplomacy": "track"}.get(verb)
    if kind and len(args) == 2:
        return [*targets, table.get_by_test_id(f"{kind}-{args[1]}")]
    return [*targets, button]


def space_station_targets(coach: Coach, action: str) -> list:
    """``build CARD MODULE EXIT``: the card in the learner's hand (unless an earlier try left it chosen), then the exit
    of their station; another move: its button."""
    verb, *args = action.split()
    table = coach.table
    if verb != "build":
        return [table.get_by_test_id("action-" + action.replace(" ", "_"))]
    name = CARDS[args[0]].name
    card = table.locator(f"[data-testid^=hand-card-]:has(> .tb-card-name:text-is('{name}'))").first
    chosen = card.get_attribute("aria-pressed") == "true"
    seat = load_tutorial(load(coach.game)).learner
    return [*([] if chosen else [card]), table.get_by_test_id(f"exit-{seat}-{args[1]}-{args[2]}")]


GAIA_MAP_VERBS = ("build", "lost-planet", "swap")  # the verbs whose target is a hex: a tool, then the hex


def gaia_project_targets(coach: Coach, action: str) -> list:
    """``build mine 4A0``: the tool (unless it is already held: the only tool is taken up by itself), then the hex;
    another verb: its button (``act-`` and the action with every run of other characters turned into ``-``)."""
    table = coach.table
    *tool, hex_label = action.split()
    if tool and tool[0] in GAIA_MAP_VERBS:
        button = table.get_by_test_id("tool-" + "-".join(tool))
        held = button.count() and button.get_attribute("aria-pressed") == "true"
        return [*([] if held else [button]), table.get_by_test_id(f"hex-{hex_label}")]
    return [table.get_by_test_id("act-" + re.sub(r"[^A-Za-z0-9]+", "-", action))]


TARGETS = {"alien-frontiers": alien_frontiers_targets, "gaia-project": gaia_project_targets,
           "space-station": space_station_targets, "space-station-phoenix": space_station_phoenix_targets}


def play(coach: Coach, action: str, keyboard: bool = False) -> None:
    """Play ``action`` on the table as a learner does: a click on each of its targets, or Tab to each and Enter."""
    for target in TARGETS[coach.game](coach, action):
        press_target(coach, target, keyboard)


def press_target(coach: Coach, target, keyboard: bool) -> None:
    """Click ``target``, or reach it with Tab and press Enter."""
    if keyboard:
        tab_to(coach.page, target)
        coach.page.keyboard.press("Enter")
    else:
        target.click()


def tab_to(page, target, presses: int = 300) -> None:
    """Press Tab until ``target`` has the focus (the keyboard's way to reach it); fail if it never does."""
    handle = target.element_handle()
    for _ in range(presses):
        if page.evaluate("el => document.activeElement === el", handle):
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached the target")


def press_by_keyboard(coach: Coach, cls: str) -> None:
    """Reach one of the panel's buttons with Tab and press it with Enter."""
    tab_to(coach.page, coach.panel.locator(f"button.{cls}"))
    coach.page.keyboard.press("Enter")
