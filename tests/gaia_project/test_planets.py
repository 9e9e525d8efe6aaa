"""The terraforming wheel: steps are the shorter way round (reference §2's table; the rulebook's faction boards)."""

from tablebook.games.gaia_project.planets import HOME_TYPES, WHEEL, steps


def test_steps_follow_the_wheel_both_ways():
    # rows of reference §2: Terra → Desert 3, Oxide → Titanium 3, Volcanic → Terra 2, Ice → Terra 1, Swamp → Desert 1
    assert steps("r", "d") == 3 and steps("o", "t") == 3 and steps("v", "r") == 2
    assert steps("i", "r") == 1 and steps("s", "d") == 1 and steps("t", "t") == 0


def test_the_wheel_is_symmetric_and_never_more_than_three_steps():
    assert set(WHEEL) == HOME_TYPES and len(WHEEL) == 7
    for a in WHEEL:
        assert sorted(steps(a, b) for b in WHEEL) == [0, 1, 1, 2, 2, 3, 3]
        assert all(steps(a, b) == steps(b, a) for b in WHEEL)
