"""The Space Station Phoenix table in JupyterLab: click a ship, then its target; the kernel applies it.

A small notebook (space-station-phoenix-table.ipynb beside this file) puts Red at a first game with Blue and
Yellow played by the computer. A hovered ship that cannot act says why not with its rule; a click on Red's
Diplomacy ship highlights the tracks, a click on the Transport track lobbies there, and the computers answer
until Red decides again. Then Red plays a Transport with the keyboard alone: Enter on the focused ship, Enter on
its button, Enter on the first transaction. A stored lesson's table gets its picture (pictures.py) as the other
games' do. Lesson 2's live table dismantles a ship with two clicks; then its Construction ship, selected, lights
the Sectors it can build (the README's picture). The table of lesson 1, drawn at a lesson's width and at narrow
ones, shows every ship's whole name, every Diplomacy track's whole name, a letter on every Sector's colour band,
and every Sector's whole ability. Marked ``browser`` (see conftest).
"""

from __future__ import annotations

import base64

import pytest
import tablebook
from tablebook.games.space_station_phoenix.data import SECTORS, SHIP_NAMES, SHIPS, TRACKS
from tablebook.views import SpaceStationPhoenixTable
from tablebook.views.pictures import WIDTH, drawn, widget_picture
from tests.browser.test_keyboard import _focused, _wait_focus
from tests.browser.test_lessons_in_browser import TIMEOUT, _kernel_until, _open_and_run_all, _shot
from tests.browser.test_pictures import _jpeg_size, saved

NOTEBOOK = "tests/browser/space-station-phoenix-table.ipynb"
GAME = tablebook.load("space-station-phoenix")


def test_click_a_ship_then_a_track(browser, lab):
    page, watch = _open_and_run_all(browser, lab, NOTEBOOK)
    try:
        table = page.locator(".tb-ssp").first
        ship = table.get_by_test_id("ship-red-diplomacy")
        ship.wait_for(timeout=TIMEOUT)
        table.scroll_into_view_if_needed()
        # the computers take their setup steps one by one; then Red decides, and the head says so
        table.get_by_test_id("decider-red").wait_for(timeout=60_000)

        # Red holds no metal: its Construction ship cannot build, and says so with the rule
        table.get_by_test_id("ship-red-construction").hover()
        message = table.get_by_test_id("message")
        page.wait_for_function("el => el.textContent.includes('Space Station Phoenix ›')", arg=message.element_handle(),
                               timeout=30_000)
        assert "metal" in message.text_content()

        ship.click()
        assert ship.get_attribute("aria-pressed") == "true"
        track = table.get_by_test_id("track-transport")
        page.wait_for_function("el => el.classList.contains('tb-target')", arg=track.element_handle(), timeout=30_000)
        track.click()
        # the kernel lobbied for Red; Blue and Yellow (greedy) take their turns and Red decides again
        seen = _kernel_until(page, "print(table.state.diplomacy[0]['transport'], table.thinking, table.state.decider())",
                             lambda out: out == "1 False 0")
        assert seen == "1 False 0", seen
        table.locator(".tb-last-text", has_text="Blue").or_(table.locator(".tb-last-text", has_text="Yellow")).first.wait_for(
            timeout=60_000)
        used = table.get_by_test_id("ship-red-diplomacy")
        page.wait_for_function("el => el.classList.contains('tb-used')", arg=used.element_handle(), timeout=30_000)
        _transport_with_the_keyboard(page, table)
        watch.assert_offline_and_clean()
    finally:
        page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
        page.close()


def test_the_turn_lesson_dismantles_by_clicking_a_ship_then_its_target(browser, lab):
    # lesson 2's live table: Red (the learner) against two greedy computer players
    page, watch = _open_and_run_all(browser, lab, "notebooks/space-station-phoenix/02-a-turn.ipynb")
    try:
        table = page.locator(".tb-ssp").last
        table.get_by_test_id("decider-red").wait_for(timeout=TIMEOUT)
        table.scroll_into_view_if_needed()
        table.get_by_test_id("ship-red-dismantle").click()
        target = table.get_by_test_id("ship-red-transport")
        page.wait_for_function("el => el.classList.contains('tb-target')", arg=target.element_handle(), timeout=30_000)
        target.click()
        # the kernel dismantled Red's Transport; Blue and Yellow answer, and Red decides again
        check = "print('dismantle red-dismantle red-transport' in table.state.history, table.thinking, table.state.decider())"
        seen = _kernel_until(page, check, lambda out: out == "True False 0")
        assert seen == "True False 0", seen
        table.get_by_test_id("ship-red-transport").wait_for(state="detached", timeout=30_000)
        # the README's picture: Red's Construction ship selected, the Sectors it can build glowing
        table.get_by_test_id("ship-red-construction").click()
        table.locator(".tb-target").first.wait_for(timeout=30_000)
        page.mouse.move(0, 0)  # off the table: the picture asks nothing of a hovered Sector
        _shot(page, table, "space-station-phoenix-table.png")
        watch.assert_offline_and_clean()
    finally:
        page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
        page.close()


def _transport_with_the_keyboard(page, table):
    ship = table.get_by_test_id("ship-red-transport")
    ship.focus()
    assert _focused(table)["label"].startswith("red Level-1 Transport"), _focused(table)
    page.keyboard.press("Enter")
    # the ship is selected; its action needs no target, so focus goes to its button
    _wait_focus(page, table, "action-transport_red-transport")
    assert table.get_by_test_id("ship-red-transport").get_attribute("aria-pressed") == "true"
    page.keyboard.press("Enter")
    # the kernel starts the transactions; focus lands on the first of them, never on the page
    _wait_focus(page, table, "action-deal_trade_food_water_food", timeout=60_000)
    page.keyboard.press("Enter")
    seen = _kernel_until(page, "print(table.state.history[-2:])", lambda out: "deal trade food water food" in out)
    assert seen == "['transport red-transport', 'deal trade food water food']", seen
    assert not _focused(table)["body"]


def test_a_stored_lesson_gets_a_picture_of_the_table(browser):
    # regenerate.py's step: the table drawn from its saved widget state, before any cell runs
    table = SpaceStationPhoenixTable(GAME.setup(players=3, seed=1, setup="first-game"))
    state = saved(table)
    picture = widget_picture(browser, state, table.model_id)
    width, height = _jpeg_size(picture)
    assert width > 900 and height > 900, (width, height)
    assert len(base64.b64decode(picture)) < 600_000


# Every ship card's name box as drawn: its text, and whether the box hides any of it (an ellipsis or a clipped line)
SHIP_NAMES_DRAWN = """() => [...document.querySelectorAll(".tb-ship")].map((card) => {
  const name = card.querySelector(".tb-ship-type");
  const box = name.getBoundingClientRect(), outer = card.getBoundingClientRect();
  return {ship: card.dataset.testid.replace(/^ship-/, ""), text: name.textContent,
          hidden: name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight
                  || box.right > outer.right + 0.5 || box.bottom > outer.bottom + 0.5,
          title: card.title, label: card.getAttribute("aria-label")};
})"""

# Every Sector card's colour band: the letter on it, the words a pointer or a screen reader gets for it, and
# whether the band's text runs past the card
SECTOR_BANDS = """() => [...document.querySelectorAll(".tb-sector")].map((card) => {
  const band = card.querySelector(".tb-sector-band"), mark = band.querySelector(".tb-sector-colour");
  return {sector: card.dataset.testid.replace(/^sector-/, ""), letter: mark?.textContent ?? null,
          words: mark?.getAttribute("aria-label") ?? null, title: card.title, spills: band.scrollWidth > band.clientWidth};
})"""


def _lesson_one_table():
    """The table as lesson 1 shows it: three players, seed 1, the draft and the setup taken by first legal actions."""
    state = GAME.setup(players=3, seed=1)
    while state.in_setup():
        state.apply(state.legal_actions()[0])
    return SpaceStationPhoenixTable(state)


@pytest.mark.parametrize("width", [WIDTH, 620, 420])
def test_every_ship_shows_its_whole_name(browser, width):
    table = _lesson_one_table()
    with drawn(browser, saved(table), table.model_id, width) as page:
        cards = page.evaluate(SHIP_NAMES_DRAWN)
    # the three fleets and the neutral ships, each card with its type's full name from the ship list
    assert len(cards) > 30, len(cards)
    for card in cards:
        full = SHIP_NAMES[SHIPS[card["ship"]]["type"]]
        assert card["text"] == full, card
        assert not card["hidden"], f"{width} px: {card}"
        assert full in card["title"] and full in card["label"], card  # the tooltip and the screen reader's name


# Space Station Phoenix › Space Station Sectors: a wing's Sectors are all pink, all teal or all brown
LETTERS = {"teal": "T", "brown": "B", "pink": "P"}


@pytest.mark.parametrize("width", [WIDTH, 620, 420])
def test_every_sector_band_says_its_colour_with_a_letter(browser, width):
    table = _lesson_one_table()
    with drawn(browser, saved(table), table.model_id, width) as page:
        bands = page.evaluate(SECTOR_BANDS)
    # the 27 Sectors of a three-player game: one built on Blue's station, 26 on display
    assert len(bands) == 27, len(bands)
    for band in bands:
        colour = SECTORS[band["sector"]]["colour"]
        assert band["letter"] == LETTERS[colour], band
        assert band["words"] == f"{colour} Sector", band
        assert f"({colour}," in band["title"], band
        assert not band["spills"], f"{width} px: {band}"


# Every Diplomacy track's heading as drawn: its text, and whether the heading hides any of it
TRACK_HEADS_DRAWN = """() => [...document.querySelectorAll(".tb-dip-head")].map((head) => ({
  track: head.dataset.testid.replace(/^track-/, ""), text: head.textContent, title: head.title,
  hidden: head.scrollWidth > head.clientWidth || head.scrollHeight > head.clientHeight}))"""


@pytest.mark.parametrize("width", [WIDTH, 620, 420])
def test_every_diplomacy_track_shows_its_whole_name(browser, width):
    table = _lesson_one_table()
    with drawn(browser, saved(table), table.model_id, width) as page:
        heads = page.evaluate(TRACK_HEADS_DRAWN)
    # Space Station Phoenix › Diplomacy: one track per ship type it rewards, named as the ship
    assert [h["track"] for h in heads] == TRACKS
    for head in heads:
        full = SHIP_NAMES[head["track"]]
        assert head["text"].startswith(full) and full in head["title"], head
        assert not head["hidden"], f"{width} px: {head}"


# Every Sector's ability as drawn: its words, the width it has, and whether its box or the card hides any of it
SECTOR_TEXTS = """() => [...document.querySelectorAll(".tb-sector")].map((card) => {
  const text = card.querySelector(".tb-sector-text"), box = text.getBoundingClientRect(), outer = card.getBoundingClientRect();
  return {sector: card.dataset.testid.replace(/^sector-/, ""), words: text.firstChild.textContent, width: box.width,
          hidden: text.scrollHeight > text.clientHeight + 0.5 || text.scrollWidth > text.clientWidth + 0.5
                  || box.bottom > outer.bottom + 0.5 || box.right > outer.right + 0.5};
})"""


@pytest.mark.parametrize("width", [WIDTH, 620, 420])
def test_every_sector_shows_its_whole_ability(browser, width):
    # a Sector's ability was clamped to two lines, cut off mid-word with an ellipsis: a card must be read whole,
    # on display and in a station's wing alike (a wing beside the Hub was 57 px wide in a 420 px pane)
    table = _lesson_one_table()
    with drawn(browser, saved(table), table.model_id, width) as page:
        texts = page.evaluate(SECTOR_TEXTS)
    assert len(texts) == 27, len(texts)
    for text in texts:
        assert text["words"] == SECTORS[text["sector"]]["text"], text
        assert not text["hidden"], f"{width} px: {text}"
        assert text["width"] >= 90, f"{width} px: {text}"  # about fifteen characters a line, whole words
