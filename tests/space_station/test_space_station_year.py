"""Preparations, the cards, the beginning and the end of each year, six years and the winner.

Expected numbers come from the rule sheet (10 + 5 + 1 = 16 M€, 1 VP per colour, 2 in year 6) and
the reference's card list, never from the code under test.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from tablebook.core import CHANCE, IllegalAction
from tablebook.games.space_station import data
from tablebook.games.space_station.data import CARDS, KINDS, deck

from .space_station_helpers import GAME, finish_year_start, give, put, set_money, year_started

# reference §3: the printed module types (3 copies each) and their exits and crew
PRINTED = {
    "command-center": ("structural", "LUR", 0), "storage": ("structural", "", 0), "dormitory": ("structural", "LUR", 1),
    "junkyard": ("structural", "UR", 0), "airlock": ("structural", "R", 0),
    "technical-support": ("support", "LUR", 0), "robotic-arm": ("support", "LR", 0), "workshop": ("support", "U", 0),
    "shipyard": ("support", "", 0), "extra-docking-port": ("support", "", 0),
    "living-quarters": ("bio", "LUR", 1), "life-support": ("bio", "U", 2), "recycling-center": ("bio", "L", 1),
    "greenhouse": ("bio", "", 4),
}


# --- the cards ----------------------------------------------------------------------------------------
def test_the_deck_has_117_cards_90_modules_and_27_events():
    d = deck()
    assert sum(d.values()) == 117
    kinds = Counter(CARDS[c].kind for c, k in d.items() for _ in range(k))
    assert kinds["event"] == 27
    assert all(kinds[k] == 15 for k in KINDS)  # 5 module types × 3 copies per kind
    assert "core-module" not in d and "enhanced-core-module" not in d


@pytest.mark.parametrize("card", sorted(PRINTED))
def test_printed_cards_are_as_the_reference_lists_them(card):
    kind, exits, crew = PRINTED[card]
    c = CARDS[card]
    assert (c.kind, c.exits, c.crew, c.copies, c.source) == (kind, exits, crew, 3, "reference")


def test_every_card_has_provenance_and_printed_counts():
    assert {c.source for c in CARDS.values()} == {"reference", "rulebook", "estimate"}
    designed = sum(c.copies for c in CARDS.values() if c.deck and c.source == "estimate")
    printed = sum(c.copies for c in CARDS.values() if c.deck and c.source == "reference")
    assert printed == 42 and designed == 63
    for name in ("library", "efficiency", "visiting-worker", "galleria"):
        assert CARDS[name].source == "rulebook" and CARDS[name].estimated
    assert CARDS["core-module"].crew == 1 and CARDS["enhanced-core-module"].crew == 2
    assert CARDS["core-module"].exits == "LURD" and CARDS["core-module"].immune
    assert CARDS["technical-support"].base_cost == 5 and CARDS["shipyard"].requires == "support"



# what our design decides on cards the rule sheet or the reference only partly gives (reference §3, §8)
PARTLY_DESIGNED = {
    "galleria": {"kind", "requires", "exits", "crew", "passive"},  # the rule sheet gives only a build requirement
    "library": {"kind", "exits", "crew"},                   # the rule sheet gives the extra draw
    "efficiency": {"kind", "copies", "event"},              # an event, and for how long, are ours
    "visiting-worker": {"kind", "copies", "event"},         # an event, and how it pays, are ours
    "greenhouse": {"text"},                                 # the rest of the printed text is unread
}


def test_partly_designed_cards_say_which_fields_are_ours_and_why():
    for card, fields in PARTLY_DESIGNED.items():
        c = CARDS[card]
        assert set(c.estimated) == fields and all(c.estimated.values()), card
        assert c.designed == "part"
        for field in fields:
            assert c.source_of(field) == "estimate"
        assert c.source_of("name") == c.source != "estimate"
    assert {c.id for c in CARDS.values() if c.designed == "part"} == set(PARTLY_DESIGNED)
    assert CARDS["hotel"].designed == "whole" and CARDS["hotel"].source_of("exits") == "estimate"
    assert CARDS["dormitory"].designed is None and CARDS["dormitory"].source_of("exits") == "reference"


def test_the_guessed_colours_are_marked_estimates():
    """Reference §2 and Known gaps: the colours of Luxury, Scientific and Military are not known."""
    guessed = {k for k in KINDS if data.kind_source(k, "colour") == "estimate"}
    assert guessed == {"luxury", "scientific", "military"}
    assert all(KINDS[k]["estimated"]["colour"] for k in guessed)
    assert {data.kind_source(k, "role") for k in KINDS} == {"reference"}

# --- Preparations ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", range(1, 7))
def test_setup_for_every_player_count(players):
    s = GAME.setup(players, 3)
    assert s.year == 1 and s.first == 0 and s.decider() == 0
    assert s.money == [15] * players  # 10 M€ + the year's 5 M€ before the colour choice
    assert s.crew == [1] * players  # the Core Module supports 1 crew
    assert all(list(st) == ["core"] for st in s.stations)
    assert s.verbs() == ("income",)
    finish_year_start(s)
    assert s.money == [16] * players  # 10 + 5 + 1 (rule sheet)
    assert [len(h) for h in s.hands] == [5] * players
    assert sum(s.deck.values()) == 117 - 5 * players
    assert s.decider() == 0 and s.verbs() == ("build", "crew", "use", "repair", "play", "pass")


@pytest.mark.parametrize("players", [0, 7])
def test_player_counts_outside_1_to_6_are_refused(players):
    with pytest.raises(IllegalAction):
        GAME.setup(players, 0)


def test_colour_choices_come_first_then_each_player_draws_in_turn():
    s = GAME.setup(3, 1)
    assert [s.decider() for _ in range(1)] == [0]
    s.apply("income structural")
    assert s.decider() == 1
    s.apply("income bio")  # nothing of that colour: no money
    assert s.money[1] == 15
    s.apply("income structural")
    assert s.decider() is CHANCE  # seat 0 has no card to discard: straight to drawing
    for _ in range(5):
        s.apply(s.sample_chance())
    assert len(s.hands[0]) == 5 and s.decider() is CHANCE


def test_a_draw_lists_exact_probabilities_and_can_be_forced():
    s = GAME.setup(2, 1)
    s.apply("income structural").apply("income structural")
    outcomes = dict((str(a), p) for a, p in s.chance_outcomes())
    assert outcomes["draw dormitory"] == Fraction(3, 117)
    assert sum(outcomes.values()) == 1
    s.apply("draw greenhouse")
    assert s.hands[0] == ["greenhouse"] and s.deck["greenhouse"] == 2
    with pytest.raises(IllegalAction):
        s.apply("draw core-module")


def test_enhanced_start_draws_10_and_discards_down_to_5():
    s = GAME.setup(2, 4, enhanced_start=True)
    s.apply("income structural").apply("income structural")
    for _ in range(10):
        s.apply(s.sample_chance())
    assert len(s.hands[0]) == 10 and s.verbs() == ("discard",) and s.decider() == 0
    for _ in range(5):
        s.apply(s.legal_actions()[0])
    assert len(s.hands[0]) == 5 and s.decider() is CHANCE


def test_year_start_may_discard_one_then_refills_to_5_and_library_draws_extra():
    s = year_started(2, 2)
    put(s, 0, "library", "core", "U")
    give(s, 0, "dormitory")  # 6 cards in hand
    s.apply("pass").apply("pass")  # both pass in a row: year 1 ends
    assert s.year == 2 and s.decider() == 1  # the second player of year 1 starts year 2
    s.apply("income structural").apply("income structural")
    s.apply("keep")  # seat 1 keeps its 5
    assert s.decider() == 0 and len(s.hands[0]) == 6
    s.apply("discard dormitory")
    assert len(s.hands[0]) == 5 and s.decider() is CHANCE  # the Library's extra card
    s.apply(s.sample_chance())
    assert len(s.hands[0]) == 6 and s.decider() == 1  # the year's first player begins


def test_more_than_five_cards_must_be_discarded_down():
    s = year_started(1, 2)
    give(s, 0, "dormitory", "storage")  # 7 cards
    s.apply("pass")  # solo: one pass ends the year
    s.apply("income structural")
    s.apply("keep")
    assert s.verbs() == ("discard",) and s.decider() == 0
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert len(s.hands[0]) == 5 and s.decider() == 0 and not s.agenda


def test_the_deck_reshuffles_the_discard_pile_when_it_runs_out():
    s = year_started(1, 2)
    with s.edit():
        s.discards = [c for c, k in s.deck.items() for _ in range(k)]
        s.deck = {}
    s.apply("pass")
    s.apply("income structural")
    s.apply(f"discard {s.hands[0][0]}")
    assert s.decider() is CHANCE and sum(p for _, p in s.chance_outcomes()) == 1
    before = len(s.discards)
    s.apply(s.sample_chance())
    assert s.discards == [] and sum(s.deck.values()) == before - 1


# --- income -----------------------------------------------------------------------------------------------
def test_income_counts_functioning_modules_of_the_chosen_colour_and_storage():
    s = year_started(1, 5)
    put(s, 0, "dormitory", "core", "U")
    put(s, 0, "storage", "core", "L")
    put(s, 0, "living-quarters", "core", "R")
    broken = put(s, 0, "airlock", "core", "D")
    with s.edit():
        s.stations[0][broken]["permanent"] = 1
    money = s.money[0]
    s.apply("pass")
    assert s.crew[0] == 1 + 1 + 1  # Core, Dormitory, Living Quarters
    assert s.money[0] == money + 5 + 2  # + Storage
    s.apply("income structural")  # Core, Dormitory, Storage; the damaged Airlock does not count
    assert s.money[0] == money + 5 + 2 + 3


def test_the_flipped_core_counts_for_bio():
    s = year_started(1, 5)
    set_money(s, 0, 6)
    s.apply("use core")
    assert s.stations[0]["core"]["card"] == "enhanced-core-module" and s.crew[0] == 2 and s.money[0] == 0
    s.apply("pass")
    assert s.crew[0] == 2
    s.apply("income bio")
    assert s.money[0] == 5 + 1


# --- the end of the year -----------------------------------------------------------------------------------
def _vp(s, p):
    return s.scores()[p]


def test_majorities_ties_all_score_and_nobody_scores_a_colour_nobody_has():
    s = year_started(3, 6)
    put(s, 0, "dormitory")
    put(s, 1, "living-quarters")
    put(s, 2, "living-quarters")
    put(s, 2, "hotel", "core", "L")
    for _ in range(3):
        s.apply("pass")
    # structural: all three tie with their Core (seat 0 has 2) → seat 0 only; bio: seats 1 and 2 tie; luxury: seat 2
    assert [_vp(s, p) for p in range(3)] == [1, 1, 2]
    assert s.year == 2 and s.first == 1
    items = s.score_breakdown(2)
    assert {i.source for i in items} == {"most Bio", "most Luxury"} and all(i.detail == "year 1" for i in items)


def test_the_last_year_awards_2_vp_per_colour_and_ends_the_game():
    s = year_started(2, 6)
    with s.edit():
        s.year = 6
    s.apply("pass").apply("pass")
    assert s.is_over() and s.end_reason() == "6 years completed"
    assert s.scores() == [2, 2]  # tied for structural (their Cores): 2 VP each
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction):
        s.apply("pass")


def test_ties_at_the_end_go_to_the_most_money():
    s = year_started(2, 6)
    with s.edit():
        s.year = 6
        s.money = [3, 9]
    s.apply("pass").apply("pass")
    assert s.winners() == [1]


def test_passing_ends_the_year_only_when_every_player_passed_in_a_row():
    s = year_started(3, 8)
    s.apply("pass").apply("pass")
    assert s.decider() == 2
    set_money(s, 2, 20)
    s.apply("use core")
    s.apply("pass").apply("pass")
    assert s.year == 1  # seat 2 acted: the passes in a row start again
    s.apply("pass")  # seat 2 passes later: three passes in a row
    assert s.year == 2 and s.first == 1


def test_temporary_damage_and_crew_go_at_the_end_of_the_year_after_vp():
    s = year_started(2, 9)
    a = put(s, 0, "dormitory")
    b = put(s, 1, "airlock")
    with s.edit():
        s.stations[0][a]["temporary"] = 1
        s.stations[1][b]["permanent"] = 1
        s.crew[0] = 3
    s.apply("pass").apply("pass")
    assert s.scores() == [1, 1]  # both only have their Cores functioning
    assert s.stations[0][a]["temporary"] == 0 and s.stations[1][b]["permanent"] == 1
    assert s.crew == [2, 1]  # next year's crew: seat 0's repaired Dormitory works again


def test_six_years_and_the_first_player_moves_on_each_year():
    s = year_started(3, 10)
    firsts = [s.first]
    while not s.is_over():
        if s.agenda:
            finish_year_start(s)
            firsts.append(s.first)
        else:
            s.apply("pass")
    assert firsts == [0, 1, 2, 0, 1, 2] and s.year == 6
