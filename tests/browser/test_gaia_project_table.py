"""The Gaia Project table in JupyterLab: build a mine by clicking a hex, then answer the neighbour's charge offer.

The table starts at the shipped recorded game after setup (Geodens to play, round 1). Building a mine on 4B3
(Oxide, two steps from the Itars' mine on 4A9) is legal; after the turn ends,
the Itars are offered 1 power for 0 VP, asked of their seat; a click answers it. Both ends are checked: the
kernel's record, and the redrawn table. A hex where the chosen build is not legal says why, with the rule.
Then the table plays on the recorded game to round 5 and lights "Build a mine": the README's picture.
At the recorded game's end, drawn from its saved state, every federation's dashed line runs inside its own hexes
and passes under the planets' marks.
"""

from __future__ import annotations

import secrets
from contextlib import contextmanager

import nbformat

from tablebook.games.gaia_project import GAME
from tablebook.games.gaia_project.log import recorded_game
from tablebook.views.gaia_project import GaiaProjectTable
from tablebook.views.pictures import drawn
from tests.browser.conftest import ROOT
from tests.browser.test_pictures import saved
from tests.browser.test_lessons_in_browser import KERNEL_EXECUTE, TIMEOUT, _open_and_run_all, _shot

CODE = """from tablebook.games.gaia_project import GAME
from tablebook.games.gaia_project.log import recorded_game
from tablebook.views.gaia_project import GaiaProjectTable
table = GaiaProjectTable(recorded_game("djfjjv4k-2p").replay(GAME, upto=8))
table"""

# back to step 8 (the recorded game's start here), then the recorded moves up to the Geodens' turn in round 5,
# after they spend 4 power for a QIC: one redraw at the end
ROUND_FIVE = """record = recorded_game("djfjjv4k-2p")
while len(table.state.history) > 8:
    table.undo()
with table.hold_sync():
    for seat, action in zip(record.seats[8:172], record.actions[8:172]):
        table.act(action, seat)"""


@contextmanager
def _table_page(browser, lab):
    """A notebook of one cell showing the table, opened and run in JupyterLab; yields (page, watch, table)."""
    name = f"tests/browser/gaia-table-{secrets.token_hex(4)}.ipynb"
    path = ROOT / name
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CODE)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, path)
    page = None
    try:
        page, watch = _open_and_run_all(browser, lab, name)
        yield page, watch, page.locator(".tb-gp:visible").first
    finally:
        if page is not None:
            page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
            page.close()
        path.unlink(missing_ok=True)


def test_build_a_mine_by_clicking_and_answer_the_charge_offer(browser, lab):
    with _table_page(browser, lab) as (page, watch, table):
        table.get_by_test_id("tool-build-mine").click(timeout=TIMEOUT)
        target = table.get_by_test_id("hex-4B3")
        page.wait_for_function("el => el.classList.contains('tb-target')", arg=target.element_handle(), timeout=30_000)

        # a far hex is not a target: hovering it says why not, with the rule
        far = table.get_by_test_id("hex-3A6")
        assert "tb-target" not in (far.get_attribute("class") or "")
        far.hover()
        message = table.get_by_test_id("message")
        page.wait_for_function("el => el.textContent.includes('why not') && el.textContent.includes('Gaia Project ›')",
                               arg=message.element_handle(), timeout=30_000)

        target.click()
        table.get_by_test_id("act-end-turn").click(timeout=60_000)
        offer = table.get_by_test_id("charge-offer")
        offer.wait_for(timeout=60_000)
        assert "Itars" in offer.text_content() and "1 power for 0 VP" in offer.text_content()
        assert "Itars decides" in table.get_by_test_id("whose").text_content()
        _shot(page, table, "gaia-project-charge-offer.png")
        offer.get_by_test_id("act-charge-power-1pw").click()
        offer.wait_for(state="detached", timeout=60_000)

        seen = page.evaluate(KERNEL_EXECUTE, "print(table.state.history[8:], table.state.seats[8:])").strip()
        assert seen == "['build mine 4B3', 'end-turn', 'charge-power 1pw'] [0, 0, 1]", seen
        assert "Itars" in table.get_by_test_id("whose").text_content()  # now the Itars' own turn
        _round_five_picture(page, table)
        watch.assert_offline_and_clean()


def _round_five_picture(page, table):
    """The README's picture: the recorded game in round 5, the Geodens to play, "Build a mine" and its hexes glowing."""
    page.evaluate(KERNEL_EXECUTE, ROUND_FIVE)
    table.locator(".tb-sub", has_text="Round 5 of 6").wait_for(timeout=60_000)
    table.get_by_test_id("tool-build-mine").click(timeout=60_000)
    table.locator(".tb-target").first.wait_for(timeout=30_000)
    page.mouse.move(0, 0)  # off the table: the picture asks nothing of a hovered hex
    _shot(page, table, "gaia-project-table.png")


FOCUSED = "root => { const a = document.activeElement; return root.contains(a) ? (a.dataset.testid || null) : null; }"


def test_build_a_mine_with_the_keyboard_alone(browser, lab):
    """Enter on the build, Tab to the first glowing hex, arrow keys to roam (a non-target says why not), Enter."""
    with _table_page(browser, lab) as (page, _watch, table):
        tool = table.get_by_test_id("tool-build-mine")
        tool.wait_for(timeout=TIMEOUT)
        tool.focus()
        page.keyboard.press("Enter")
        assert tool.get_attribute("aria-pressed") == "true"
        path = []
        for _ in range(80):
            page.keyboard.press("Tab")
            key = table.evaluate(FOCUSED)
            path.append(key)
            if key and key.startswith("hex-"):
                break
        assert key and key.startswith("hex-"), path
        focused = table.get_by_test_id(key)
        assert "tb-target" in focused.get_attribute("class"), f"Tab reached a hex that is not a target: {key}"
        assert focused.get_attribute("aria-label")
        # roam with the arrow keys until a hex that is not a target: focusing it asks why not
        for arrow in ["ArrowUp"] * 4 + ["ArrowRight"] * 4 + ["ArrowDown"] * 8:
            page.keyboard.press(arrow)
            key = table.evaluate(FOCUSED)
            if "tb-target" not in (table.get_by_test_id(key).get_attribute("class") or ""):
                break
        message = table.get_by_test_id("message")
        page.wait_for_function("el => el.textContent.includes('why not')", arg=message.element_handle(), timeout=30_000)
        # back to a glowing hex with Tab order's first stop, and build with Enter
        table.locator(".tb-target").first.focus()
        built = table.evaluate(FOCUSED).removeprefix("hex-")
        page.keyboard.press("Enter")
        table.get_by_test_id("act-end-turn").wait_for(timeout=60_000)
        seen = page.evaluate(KERNEL_EXECUTE, "print(table.state.history[8:])").strip()
        assert seen == f"['build mine {built}']", seen


# Each federation's outline as drawn: how far every corner of it lies from the centre of the nearest of its hexes
# (in map units), and every planet's mark its line crosses, with whether the mark is painted above the line
FEDERATIONS_DRAWN = """(federations) => {
  const paths = [...document.querySelectorAll(".tb-federation")];
  const centre = (key) => {
    const box = document.querySelector(`.tb-hex[data-key="${key}"] .tb-hex-bg`).getBBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  return paths.map((path, i) => {
    const centres = federations[i].map(centre);
    const corners = [...path.getAttribute("d").matchAll(/[ML](-?[\\d.]+),(-?[\\d.]+)/g)].map((m) => [+m[1], +m[2]]);
    const crossed = [...document.querySelectorAll(".tb-planet-mark")].filter((mark) => {
      const b = mark.getBBox();
      for (let u = 0; u <= 4; u++) for (let v = 0; v <= 4; v++) {
        if (path.isPointInStroke(new DOMPoint(b.x + (b.width * u) / 4, b.y + (b.height * v) / 4))) return true;
      }
      return false;
    });
    return {distances: corners.map(([x, y]) => Math.min(...centres.map(([cx, cy]) => Math.hypot(x - cx, y - cy)))),
            crossed: crossed.map((mark) => ({mark: mark.textContent,
                                             above: !!(path.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING)}))};
  });
}"""


def test_a_federation_line_runs_inside_its_hexes_and_under_the_planets_marks(browser):
    table = GaiaProjectTable(recorded_game("djfjjv4k-2p").replay(GAME))
    federations = table.model["map"]["federations"]
    with drawn(browser, saved(table), table.model_id) as page:
        drawn_federations = page.evaluate(FEDERATIONS_DRAWN, [f["hexes"] for f in federations])
    assert len(drawn_federations) == len(federations) >= 3, drawn_federations
    # the map's hexes are 30 units centre to corner; a federation's line joins corners inset to 0.92 of that
    for federation in drawn_federations:
        assert all(abs(d - 27.6) < 0.1 for d in federation["distances"]), federation["distances"]
    # some marks on a planet's rim lie under a federation's line: each is painted above it
    crossed = [mark for federation in drawn_federations for mark in federation["crossed"]]
    assert crossed, "no federation line crosses a planet's mark: this game no longer tests the order"
    assert all(mark["above"] for mark in crossed), crossed


VP_BOOKS = """() => [...document.querySelectorAll(".tb-vp-sources")].map((book) => ({
  open: book.open, cells: [...book.querySelectorAll(".tb-vp-table > *")].map((e) => [e.textContent, e.title]),
}))"""


def test_each_players_vp_by_source_opens_at_the_end_with_each_sources_details_as_its_tooltip(browser):
    # the Geodens end on Terraforming 5, Navigation 3 and Economy 5 (lesson 3): 12 + 4 + 12 VP of research scoring
    table = GaiaProjectTable(recorded_game("djfjjv4k-2p").replay(GAME))
    with drawn(browser, saved(table), table.model_id) as page:
        books = page.evaluate(VP_BOOKS)
    assert [book["open"] for book in books] == [True, True]
    geodens = books[0]["cells"]
    sources, points = geodens[::2], [int(text) for text, _ in geodens[1::2]]
    assert sum(points) == 130
    research = sources.index(["research scoring", "+12 Terraforming level 5; +4 Navigation level 3; +12 Economy level 5"])
    assert points[research] == 28
