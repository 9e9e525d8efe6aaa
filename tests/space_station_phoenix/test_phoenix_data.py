"""The data's promises: every value has a provenance; the numbers the rulebook prints are ours as printed;
every citation names headings of the rulebook's own text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tablebook.core import Rule
from tablebook.games.space_station_phoenix import citations
from tablebook.games.space_station_phoenix.data import HUBS, SECTORS, SHIPS, designed

RULEBOOK = Path(__file__).resolve().parents[2] / ".." / "shared" / "rulebooks" / "000_e0e4544b245b2544.txt"


def test_components_counts():
    levels = [s["level"] for s in SHIPS.values() if not s.get("neutral")]
    assert (levels.count(1), levels.count(2), levels.count(3)) == (20, 18, 16)  # rulebook › Components
    assert sum(1 for s in SHIPS.values() if s.get("neutral")) == 5
    assert len(SECTORS) == 72 and len(HUBS) == 24


def test_sector_numbers_follow_the_colour_code():
    colour = {"0": "teal", "1": "brown", "2": "pink"}
    assert all(s["level"] == int(k[0]) and s["colour"] == colour[k[1]] for k, s in SECTORS.items())


def test_printed_numbers_are_kept_and_marked_as_the_rulebooks():
    assert SECTORS["218"]["cost"] == 9 and not designed(SECTORS["218"], "cost")
    l2_expedition = SHIPS["l2-expedition-1"]
    assert (l2_expedition["metal"], l2_expedition["cost"], l2_expedition["fee"]) == (8, 4, 2)  # Anatomy of a Ship
    assert (l2_expedition["duration"], l2_expedition["capacity"]) == (8, 5)  # Yvette's turn
    assert (SHIPS["red-transport"]["metal"], SHIPS["red-transport"]["transactions"]) == (6, 3)
    assert SHIPS["l3-construction-1"]["cost"] == 8 and SHIPS["l3-construction-1"]["fee"] == 3
    assert designed(SECTORS["101"], "cost") and designed(HUBS["B-1"], "back")


def test_citations_name_headings_of_the_rulebook():
    if not RULEBOOK.exists():
        pytest.skip("the rulebook text is not beside this checkout")
    text = RULEBOOK.read_text().lower()
    for name in dir(citations):
        rule = getattr(citations, name)
        if isinstance(rule, Rule):
            for section in rule.sections:
                assert re.search(re.escape(section.lower()), text), (name, section)
