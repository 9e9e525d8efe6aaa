"""Mistakes a learner plausibly makes, each refused with the rule that forbids it, in the rule's words.

One position serves them all (seat 0 to act in year 2, 30 M€, 1 unused crew):
m1 a damaged Dormitory (right of the Core), m2 a Hotel (above), m3 a Junkyard (left), m4 a Robotic Arm
(below) with m5 a Storage on it; seat 1 (p2) has m1 a Workshop, m2 a Junkyard and no damage.
"""

from __future__ import annotations

import pytest

from tablebook.core import CHANCE

from .space_station_helpers import give, put, turn


def position():
    s = turn()
    broken = put(s, 0, "dormitory", "core", "R")
    put(s, 0, "hotel", "core", "U")
    put(s, 0, "junkyard", "core", "L")
    arm = put(s, 0, "robotic-arm", "core", "D")
    put(s, 0, "storage", arm, "L")
    put(s, 1, "workshop")
    put(s, 1, "junkyard", "core", "L")
    give(s, 0, "hotel", "visiting-worker")
    with s.edit():
        s.stations[0][broken]["permanent"] = 1
        s.crew[0] = 1
    return s


def hotel_used(s):
    s.apply("crew m2").apply("use core")  # seat 0's Hotel, then seat 1 acts
    return s


def core_turned(s):
    s.apply("use core").apply("use core")  # both players turn their Core over
    return s


def discarded(s):
    """The next beginning of a year, seat 1 (first) having discarded its one card."""
    s.apply("pass").apply("pass")
    s.apply("income structural").apply("income structural")
    s.apply(f"discard {s.hands[1][0]}")
    assert s.decider() is CHANCE
    return s


MISTAKES = [
    # (what the learner tries, how we get there, words the refusal must hold, the rule it cites)
    ("build hotel m1 U", None, "is damaged: you may not connect new modules there", "Game Concepts › Damage"),
    ("build hotel core U", None, "the U exit of Core Module (core) is taken", "The turn › Build Action"),
    ("build hotel m2 D", None, "Hotel (m2) has no exit D; its exits (out-arrows) are: L, R", "The turn › Build Action"),
    ("crew m2", hotel_used, "each crew action can only be used once per year", "Module Action › Crew Action"),
    ("crew m3 hotel", None, "Junkyard's action needs no crew: write use m3", "Module Action › Other Module Actions"),
    ("use m4 m4 core R", None, "m4 is not exterior, so it cannot be moved: m5 is connected to its exits",
     "Game Concepts › Exterior module"),
    ("use m4 m5 m1 U", None, "is damaged: you may not connect new modules there", "Game Concepts › Damage"),
    ("use core", core_turned, "turned the card over, and its back, the Enhanced Core Module, has no action",
     "Module Action › Other Module Actions"),
    ("play visiting-worker p2 m1 m1 permanent", None,
     "p2's station has no permanent damage marker on m1: a Workshop can only repair damage on its own station",
     "Card clarifications › Visiting Worker"),
    ("play visiting-worker p2 m2 hotel", None, "a Visiting Worker uses a crew action, and Junkyard has none",
     "Card clarifications › Visiting Worker"),
    ("discard hotel", discarded, "a player may discard only 1 card before drawing", "The beginning of each year"),
]


@pytest.mark.parametrize("line, before, words, section", MISTAKES, ids=[m[0] for m in MISTAKES])
def test_a_learners_mistake_is_refused_with_the_rule_that_forbids_it(line, before, words, section):
    s = position()
    if before:
        s = before(s)
    refusal = s.explain(line)
    assert refusal is not None and words in refusal.reason, refusal
    assert str(refusal.rule).startswith("Space Station") and str(refusal.rule).endswith(section), refusal.rule
