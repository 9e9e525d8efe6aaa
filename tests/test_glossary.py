"""Each game's glossary and cheat sheet: a term for everything its rules define, numbers that are the rules' own,
plain words, a rule cited for every term, a printable page from the command line, and a notebook view.

Expected values are the rulebook's (a resource limit of eight, a Colony Constructor's three ore, …) or the rules'
own answers asked here; a stand-in value put into the rules shows up in the glossary, so it is made from the rules,
not restated beside them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from html.parser import HTMLParser

import pytest

import tablebook
from tablebook.cli import main
from tablebook.core.rules import Rule
from tablebook.glossary import glossary
from tests.games import GAMES
from tests.views.test_plain_words import notation

AF, GP, SS, SSP = GAMES[0], GAMES[1], GAMES[2], GAMES[3]


@pytest.fixture(scope="module", params=GAMES)
def words(request):
    return glossary(request.param)


# --- a term for everything the rules define -------------------------------------------------------------------
def names(g) -> set[str]:
    return {t.name for t in g.terms}


def test_alien_frontiers_names_every_facility_territory_card_and_field():
    from tablebook.games.alien_frontiers.data import CARDS, FACILITIES, TERRITORIES
    from tablebook.games.alien_frontiers.field_generators import FIELD_NAMES
    g = glossary(AF)
    wanted = {f.name for f in FACILITIES.values()} | {t.name for t in TERRITORIES.values()} | {
        c.name for c in CARDS.values()} | set(FIELD_NAMES.values())
    assert len(wanted) == 9 + 8 + 12 + 3  # the rulebook's nine facilities, eight territories, twelve cards, three fields
    assert wanted <= names(g), sorted(wanted - names(g))
    for c in CARDS.values():
        term = g.term(c.name)
        assert (c.discard == "none") != (c.discard in term.text)  # the discard power, where the card has one


def test_gaia_project_names_every_faction_track_structure_and_tile():
    from tablebook.games.gaia_project.data import TRACKS, actions, factions, ids, research
    from tablebook.games.gaia_project.words import space_words, tile_text
    g = glossary(GP)
    assert {f["name"] for f in factions().values()} <= names(g) and len(factions()) == 14
    assert {f"{research()[t]['name']} track" for t in TRACKS} <= names(g)
    assert {"Mine", "Trading station", "Research lab", "Planetary institute", "Academy (knowledge)",
            "Academy (QIC)"} <= names(g)
    listed = {"booster": "Round booster", "tech": "Tech tile", "advtech": "Advanced tech tile",
              "federation": "Federation token", "round": "Round scoring tile"}
    for kind, term in listed.items():
        text = g.term(term).text
        missing = [t for t in ids(kind) if t != "gleens" and tile_text(kind, t) not in text]
        assert not missing, f"{term}: {missing}"
    spaces = actions()["power"]
    assert all(space_words(s["reward"]) in g.term("Power and QIC actions").text for s in spaces.values() if isinstance(s, dict))
    for fid, board in factions().items():  # every faction's planetary institute, its income in the rules' words
        assert "Planetary institute: income" in g.term(board["name"]).text, fid


def test_space_station_names_every_card_and_kind_and_marks_the_designed_ones():
    from tablebook.games.space_station.data import CARDS, KINDS
    g = glossary(SS)
    deck = [c for c in CARDS.values() if c.deck]
    assert {c.name for c in deck} <= names(g)
    assert {f"{k['name']} modules" for k in KINDS.values()} <= names(g)
    for c in deck:  # a card of our design says so; a printed one does not
        assert bool(g.term(c.name).designed) == (c.designed is not None), c.name
    assert g.term("Luxury modules").designed and not g.term("Bio modules").designed  # Space Station reference §8: colours unknown


def test_space_station_phoenix_names_every_hub_sector_ship_resident_and_track():
    from tablebook.games.space_station_phoenix.data import COLOUR_NAMES, HUBS, SECTORS, SHIP_NAMES, TRACKS
    g = glossary(SSP)
    assert {f"Hub {h}" for h in HUBS} <= names(g) and len(HUBS) == 24
    assert {f"Sector {x}" for x in SECTORS} <= names(g) and len(SECTORS) == 72
    assert {f"{n} ship" for n in SHIP_NAMES.values()} <= names(g)
    assert {f"{SHIP_NAMES[t]} track" for t in TRACKS} <= names(g)
    assert len([t for t in g.terms if t.kind == "resident"]) == len(COLOUR_NAMES) == 5
    # Space Station Phoenix reference §13: the Hub backs and the Sectors' costs are not known, so every one is our design
    assert all(g.term(f"Hub {h}").designed for h in HUBS)
    assert "cost" in g.term("Sector 101").designed
    assert any("◇" in line for s in g.sheet for line in s.lines) or any("◇" in s.heading for s in g.sheet)


# --- the numbers are the rules' own ----------------------------------------------------------------------------
def test_alien_frontiers_numbers_are_the_rulebooks_and_the_rules():
    from tablebook.games.alien_frontiers import alien_tech
    from tablebook.games.alien_frontiers.facilities import COLONY_CONSTRUCTOR
    g = glossary(AF)
    state = tablebook.load(AF).setup(2, seed=1)
    # Orbital Facilities › Colony Constructor: "three ore"; the rules' own price on a table with no bonus
    assert COLONY_CONSTRUCTOR.cost(state, 0) == 3 and "3 ore" in g.term("Colony Constructor").text
    # Game Play › End of Turn: eight resources
    assert state.options["resource_limit"] == 8 and "at most 8 fuel and ore" in g.term("Resource limit").text
    for card, fuel in alien_tech.FUEL.items():
        assert f"({fuel} fuel)" in g.term(alien_tech.NAME[card]).text
    assert "Worth 1 VP" in g.term("Alien City").text  # Alien Frontiers reference §5


def test_gaia_project_numbers_are_the_rules():
    from tablebook.games.gaia_project import upgrades
    from tablebook.games.gaia_project.glossary import _Table
    g = glossary(GP)
    # Gaia Project reference §4.1: a PI costs 6 credits and 4 ore, a lab 5 and 3, a trading station 3 or 6 credits and 2 ore
    for term, kind in (("Planetary institute", "PI"), ("Research lab", "lab")):
        cost = upgrades.UPGRADES[kind].cost(None, 0, "")
        assert f"{cost['o']} ore and {cost['c']} credits" in g.term(term).text
    assert "4 ore and 6 credits" in g.term("Planetary institute").text
    near, alone = (upgrades.trading_station_cost(_Table(n), 0, "0x0") for n in (True, False))
    assert (near, alone) == ({"o": 2, "c": 3}, {"o": 2, "c": 6})
    assert "1 ore and 2 credits" in g.term("Mine").text  # Gaia Project reference §4.1
    assert "Federations need" in g.term("Xenos").text and "power value of 6" in g.term("Xenos").text
    assert "income 4 power (charge), 1 QIC" in g.term("Xenos").text  # Gaia Project reference §4.2: PI income 1 QIC, not a token
    assert "at least 7 power value" in g.term("Federation").text


def test_space_station_and_phoenix_numbers_are_the_rule_sheets():
    ss, ssp = glossary(SS), glossary(SSP)
    assert "6 M€, 1 less" in ss.term("Build").text and "3 M€" in ss.term("Repair").text  # rule sheet: Build, Repair
    assert "40 points" in ssp.term("Game end").text and "9 Sectors" in ssp.term("Game end").text  # Check for Game End
    assert "10 points for the most and 5 for second" in ssp.term("Majority").text  # Game End Scoring


@pytest.mark.parametrize("game, where, key, term, said", [
    (AF, "tablebook.games.alien_frontiers.alien_tech:FUEL", "booster-pod", "Booster Pod", "(9 fuel)"),
    (SS, "tablebook.games.space_station.data:RULES", "repair_cost", "Repair", "Pay 9 M€"),
    (SSP, "tablebook.games.space_station_phoenix.data:RULES", "end_points", "Game end", "9 points"),
    (GP, "tablebook.games.gaia_project.data:CAPS", "o", "Ore", "at most 9"),
])
def test_a_stand_in_number_in_the_rules_shows_in_the_glossary(game, where, key, term, said, monkeypatch):
    module, name = where.split(":")
    table = getattr(__import__(module, fromlist=[name]), name)
    assert said not in glossary(game).term(term).text
    monkeypatch.setitem(table, key, 9)
    assert said in glossary(game).term(term).text


# --- plain words, rules cited --------------------------------------------------------------------------------
def test_every_term_is_plain_words_and_cites_a_rule_of_its_game(words):
    game = tablebook.load(words.game)
    assert words.terms and words.sheet
    for t in words.terms:
        assert t.text.strip() and isinstance(t.rule, Rule) and t.rule.game == game.title, t.name
        assert not notation(f"{t.name} {t.text} {t.designed}", set()), (t.name, notation(t.text, set()))
    for s in words.sheet:
        assert s.lines, s.heading
        for line in s.lines:
            assert not notation(line, set()) and "{" not in line, line
    assert [t.name.lower() for t in words.terms] == sorted(t.name.lower() for t in words.terms)  # A–Z


def test_related_terms_share_a_section_and_search_finds_names_first():
    g = glossary(AF)
    fuel = g.term("Fuel")
    assert "Solar Converter" in [t.name for t in g.related(fuel)]  # both cite Orbital Facilities › Solar Converter
    assert [t.name for t in g.find("relic ship")][0] == "Relic Ship"
    assert g.find("dragon") == []
    with pytest.raises(KeyError):
        g.term("dragon")


def test_a_game_without_a_glossary_says_so(monkeypatch):
    from tests.core.relay_game import GAME
    monkeypatch.setitem(tablebook.registry._LOADED, GAME.name, GAME)
    with pytest.raises(LookupError, match="has no glossary"):
        glossary(GAME.name)


def test_the_rules_side_loads_no_notebook_library():
    code = ("import sys, tablebook.glossary as g\n"
            "for name in ('alien-frontiers', 'gaia-project', 'space-station', 'space-station-phoenix'): g.glossary(name).html()\n"
            "print([m for m in ('IPython', 'ipywidgets', 'anywidget', 'plotly', 'traitlets') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --- the printable page and the notebook view ------------------------------------------------------------------
class Checked(HTMLParser):
    """Every tag closed in order; ids and the order of the articles collected."""

    VOID = {"meta", "br", "img", "hr", "link", "input"}

    def __init__(self):
        super().__init__()
        self.stack, self.ids, self.articles, self.problems = [], set(), [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "article":
            self.articles.append(attrs.get("class"))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack.pop() != tag:
            self.problems.append(tag)


@pytest.mark.parametrize("game", GAMES)
def test_the_command_line_writes_a_printable_page(game, tmp_path, capsys):
    page = tmp_path / "sheet.html"
    assert main(["glossary", game, "--html", str(page)]) == 0
    text = page.read_text(encoding="utf-8")
    checked = Checked()
    checked.feed(text)
    assert text.startswith("<!DOCTYPE html>") and not checked.problems and not checked.stack
    assert checked.articles == ["sheet", "terms"]  # the cheat sheet first, then the glossary
    assert "@media print" in text and "break-after: page" in text and "@page" in text
    g = glossary(game)
    assert {t.anchor for t in g.terms} <= checked.ids
    assert f"{len(g.terms)} terms written to" in capsys.readouterr().out


def test_the_command_line_prints_the_glossary_and_refuses_an_unknown_game(capsys):
    assert main(["glossary", "space-station"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Space Station: cheat sheet") and "Repair (action): Pay 3 M€" in out
    assert main(["glossary", "chess"]) == 2


def test_a_table_carries_its_glossary_and_a_notebook_shows_it():
    from tablebook.views import glossary as shown
    from tablebook.views import table_for
    view = shown(GP)
    assert repr(view).startswith("<Glossary of Gaia Project: a cheat sheet of") and "0x" not in repr(view)
    assert 'class="tb-glossary"' in view._repr_html_() and "<html" not in view._repr_html_()
    table = table_for(tablebook.load(GP).setup(2, seed=1))
    assert table.glossary == json.loads(json.dumps(glossary(GP).as_json()))
    assert {t["name"] for t in table.glossary["terms"]} == names(glossary(GP))
