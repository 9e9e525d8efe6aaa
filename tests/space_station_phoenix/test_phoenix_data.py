"""The data's promises: every value has a provenance; the numbers the rulebook prints are ours as printed;
every citation names headings of the rulebook's own text (where it is at hand: tests/rule_texts.py)."""

from __future__ import annotations

import re

from tablebook.core import Rule
from tablebook.games.space_station_phoenix import citations
from tablebook.games.space_station_phoenix.data import HUBS, SECTORS, SHIPS, designed
from tests.rule_texts import rule_text


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
    text = rule_text("Space Station Phoenix").lower()
    for name in dir(citations):
        rule = getattr(citations, name)
        if isinstance(rule, Rule):
            for section in rule.sections:
                assert re.search(re.escape(section.lower()), text), (name, section)


# reference §6: the 17 Sectors the Reference Guide leaves out (deduced to have only income icons), and the four
# whose "2 [icon]" lost its icon in the Guide's extraction (taken as GEMs)
UNLISTED = {"102", "103", "111", "113", "114", "121", "123", "127", "201", "202", "203", "205", "213", "216", "221",
            "223", "224"}
LOST_ICON = {"105", "107", "126", "308"}


def test_a_sector_card_says_its_ability_in_plain_words():
    # a Sector card once read "income only (not in the Reference Guide)" or "([icon] taken as GEMs)"
    for sid, sector in SECTORS.items():
        text = sector["text"]
        assert "[icon]" not in text and "income only" not in text, (sid, text)
        assert text.startswith("No ability: only its quarters' income") == (sid in UNLISTED), (sid, text)
        assert ("estimate" in sector["provenance"]["abilities"]) == (sid in LOST_ICON), sid  # the table marks these ◇


def test_only_level_3_sectors_score_at_the_end():
    """The end bonuses of Sectors are all on Level-3 Sectors: the breakdown looks for them there, and the score adds a
    station's working end abilities as such (``game_end.bonus_points``)."""
    ending = {sid for sid, sector in SECTORS.items() if any(a["kind"] == "end" for a in sector["abilities"])}
    assert ending and all(SECTORS[sid]["level"] == 3 for sid in ending)
