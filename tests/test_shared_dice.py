"""Games of one seed share their dice and cards, whatever the rule variant or the agents (chance scheme 2): the same
player's roll on the same turn, the n-th card of a pile, a seat's n-th Expedition roll come out the same while both
games last, though the games went apart long before. (Under scheme 1 the position keyed every event, so they did
not: the last test shows it.)"""

from __future__ import annotations

from tablebook.agents.workers import play
from tablebook.core import CHANCE
from tablebook.registry import load


def chance_events(game, state, key) -> dict:
    """Each sampled event of a finished game by ``key(position)`` (taken just before it): the outcome's text."""
    record = state.record()
    walk = record.start(game)
    events = {}
    for line in record.lines():
        if line.seat is CHANCE:
            events[key(walk)] = line.action
        walk.apply(line.action, line.seat)
    return events


def shape(roll: str) -> tuple[int, bool]:
    """A roll line's colour dice and whether the Relic Ship was rolled."""
    dice = roll.split()[1:]
    return len(dice), any(d.startswith("R") for d in dice)


def first_difference(a, b) -> int:
    return next(i for i, (x, y) in enumerate(zip(a.history, b.history)) if x != y)


def test_alien_frontiers_variants_roll_the_same_dice_on_the_same_turn():
    game = load("alien-frontiers")
    tight, loose = (play(game, 4, 11, ["random"], 100_000, resource_limit=limit)[0] for limit in (8, 3))
    assert first_difference(tight, loose) < 200  # the games part early …
    a, b = (chance_events(game, s, lambda s: s.chance_key()) for s in (tight, loose))
    rolls = [k for k in a if k[0] == "roll" and k in b]
    assert len(rolls) > 40
    # … yet a roll of as many ships on the same turn shows the same dice (another fleet: other dice)
    same_fleet = [k for k in rolls if shape(a[k]) == shape(b[k])]
    assert len(same_fleet) > 20 and all(a[k] == b[k] for k in same_fleet)


def test_alien_frontiers_agents_roll_the_same_dice_on_the_same_turn():
    game = load("alien-frontiers")
    rand, greedy = (play(game, 3, 5, [agent], 100_000)[0] for agent in ("random", "greedy"))
    assert first_difference(rand, greedy) < 100
    a, b = (chance_events(game, s, lambda s: s.chance_key()) for s in (rand, greedy))
    same_fleet = [k for k in a if k[0] == "roll" and k in b and shape(a[k]) == shape(b[k])]
    assert len(same_fleet) > 20 and all(a[k] == b[k] for k in same_fleet)


def test_space_station_agents_draw_the_same_cards_until_the_first_reshuffle():
    game = load("space-station")
    deck = sum(game.new_state(4, 3).deck.values())
    rand, greedy = (play(game, 4, 3, [agent], 100_000)[0] for agent in ("random", "greedy"))
    assert first_difference(rand, greedy) < 40
    draws = [[a.split()[1] for a, seat in zip(s.history, s.seats) if seat is CHANCE][:deck] for s in (rand, greedy)]
    shorter = min(map(len, draws))
    assert shorter > 30 and draws[0][:shorter] == draws[1][:shorter]


def test_phoenix_seats_roll_the_same_expedition_dice_for_their_nth_roll():
    game = load("space-station-phoenix")
    rand, greedy = (play(game, 2, 8, [agent], 100_000)[0] for agent in ("random", "greedy"))
    assert first_difference(rand, greedy) < 100
    a, b = (chance_events(game, s, lambda s: (s.chance_key(), s.agenda[-1]["dice"])) for s in (rand, greedy))
    shared = [k for k in a if k in b]  # the same seat's n-th roll of as many dice
    assert len(shared) >= 5 and all(a[k] == b[k] for k in shared)


def test_under_scheme_1_the_same_turn_rolled_other_dice():
    """The tests above can fail: the same two variants, sampled as before scheme 2, mostly differ on the same turn."""
    game = load("alien-frontiers")
    tight, loose = (play(game, 4, 11, ["random"], 100_000, chance=1, resource_limit=limit)[0] for limit in (8, 3))
    a, b = (chance_events(game, s, lambda s: s.chance_key()) for s in (tight, loose))
    same_fleet = [k for k in a if k[0] == "roll" and k in b and shape(a[k]) == shape(b[k])]
    assert len(same_fleet) > 20 and sum(a[k] != b[k] for k in same_fleet) > len(same_fleet) / 2
