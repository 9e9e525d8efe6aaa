"""Wilson intervals: values worked by hand, and the interval's defining inequality solved independently."""

import math

import pytest

from tablebook.design import rate_row, wilson


def test_fifty_of_a_hundred_by_hand():
    # centre 0.5 + z²/200 = 0.519207, spread z·sqrt(0.25/100 + z²/40000) = 0.099863, scale 1 + z²/100 = 1.038415
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.403832, abs=1e-6) and high == pytest.approx(0.596168, abs=1e-6)


def test_no_wins_in_ten_by_hand():
    # p = 0: the interval is [0, (z²/n) / (1 + z²/n)] = [0, 0.384146 / 1.384146]
    assert wilson(0, 10) == (0.0, pytest.approx(0.277533, abs=1e-6))
    assert wilson(10, 10) == (pytest.approx(1 - 0.277533, abs=1e-6), 1.0)
    assert wilson(0, 3)[0] == 0.0 and wilson(3, 3)[1] == 1.0  # exactly, not rounding noise


@pytest.mark.parametrize("k, n", [(3, 17), (40, 50), (1, 2), (123, 400)])
def test_the_ends_are_where_the_score_test_becomes_significant(k, n):
    """Wilson's interval is every p with |k/n − p| ≤ z·sqrt(p(1−p)/n): find its ends by bisection instead."""
    z, observed = 1.959963984540054, k / n

    def inside(p):
        return abs(observed - p) <= z * math.sqrt(p * (1 - p) / n)

    def edge(a, b):  # a inside, b outside
        for _ in range(100):
            a, b = ((a + b) / 2, b) if inside((a + b) / 2) else (a, (a + b) / 2)
        return a

    low, high = wilson(k, n)
    assert low == pytest.approx(edge(observed, 0.0), abs=1e-9)
    assert high == pytest.approx(edge(observed, 1.0), abs=1e-9)


def test_a_rate_row():
    row = rate_row(30, 40, seat=2)
    assert row["seat"] == 2 and row["rate"] == 0.75 and row["low"] < 0.75 < row["high"]
    assert rate_row(0, 0)["rate"] == 0.0


@pytest.mark.parametrize("k, n", [(0, 1), (0, 25), (25, 25), (1, 7), (13, 40), (520, 2000)])
def test_against_scipy(k, n):
    from scipy import stats  # an independent implementation of Wilson's score interval

    interval = stats.binomtest(k, n).proportion_ci(confidence_level=0.95, method="wilson")
    assert wilson(k, n) == (pytest.approx(interval.low, abs=1e-12), pytest.approx(interval.high, abs=1e-12))


def test_no_games_say_nothing():
    assert wilson(0, 0) == (0.0, 1.0)
    assert (rate_row(0, 0)["low"], rate_row(0, 0)["high"]) == (0.0, 1.0)
