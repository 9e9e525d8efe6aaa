"""Seat balance: the chi-square tail against hand values, printed tables and scipy; the test on hand-made games."""

import math

import pytest

from tablebook.design import chi_square_tail, seat_balance


def test_one_degree_of_freedom_is_erfc():
    # 30 wins to 20 in 50 games: chi² = (5² + 5²) / 25 = 2, and P(chi²₁ ≥ x) = P(|Z| ≥ √x) = erfc(√(x/2))
    assert chi_square_tail(2.0, 1) == pytest.approx(math.erfc(1.0), rel=1e-12)  # 0.157299


def test_two_degrees_of_freedom_is_an_exponential():
    for x in (0.5, 3.0, 10.0):
        assert chi_square_tail(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-12)


@pytest.mark.parametrize("x, df", [(3.841459, 1), (5.991465, 2), (7.814728, 3), (9.487729, 4), (11.070498, 5)])
def test_the_printed_five_percent_points(x, df):
    assert chi_square_tail(x, df) == pytest.approx(0.05, abs=1e-6)


def test_against_scipy():
    from scipy import stats  # the test extra brings it: an independent implementation

    for df in range(1, 9):
        for x in (0.01, 0.7, 2.5, 6.0, 15.0, 40.0):
            assert chi_square_tail(x, df) == pytest.approx(stats.chi2.sf(x, df), rel=1e-9, abs=1e-15)


def test_sixty_to_forty():
    rows = [{"winners": [0]}] * 60 + [{"winners": [1]}] * 40
    result = seat_balance(rows, 2)
    # expected 50 each: chi² = (10² + 10²) / 50 = 4 on 1 degree of freedom, p = erfc(√2) = 0.0455
    assert result["chi2"] == pytest.approx(4.0) == result["pearson"] and result["df"] == 1 and result["design_effect"] == 1
    assert result["p"] == pytest.approx(math.erfc(math.sqrt(2)), rel=1e-12)
    assert result["first_seat_edge"] == pytest.approx(0.1)
    assert [s["wins"] for s in result["seats"]] == [60, 40]


def test_a_tie_shares_the_win():
    result = seat_balance([{"winners": [0, 2]}, {"winners": [1]}, {"winners": [2]}], 3)
    assert [s["wins"] for s in result["seats"]] == [0.5, 1.0, 1.5]
    assert result["pearson"] == pytest.approx((0.5 ** 2 + 0 + 0.5 ** 2) / 1.0)
    # spreads about 1/3: the shared game 1/2 − 1/3 = 1/6, the others 1 − 1/3 = 2/3; mean 1/2, over 2/3: 3/4
    assert result["design_effect"] == pytest.approx(3 / 4)
    assert result["chi2"] == pytest.approx(0.5 / (3 / 4))


def test_with_shared_wins_the_test_keeps_its_level():
    """Equal seats, 40 % of the games shared by two of three seats: a 5 % test should reject about 5 % of studies.
    Pearson's statistic alone rejects far fewer (its p is too large); over the design effect it keeps the level."""
    import random

    rng = random.Random(11)
    studies, pearson, corrected = 1000, 0, 0
    for _ in range(studies):
        rows = [{"winners": sorted(rng.sample(range(3), 2))} if rng.random() < 0.4 else {"winners": [rng.randrange(3)]}
                for _ in range(200)]
        result = seat_balance(rows, 3)
        pearson += chi_square_tail(result["pearson"], 2) < 0.05
        corrected += result["p"] < 0.05
    assert pearson / studies < 0.03  # about 1.5 %: far too cautious
    assert 0.035 < corrected / studies < 0.065  # 5 % ± two standard errors (0.7 points each)


@pytest.mark.parametrize("wins", [(60, 40), (30, 30, 45), (86, 88, 102, 124), (0, 0, 0, 7)])
def test_whole_wins_against_scipy(wins):
    from scipy import stats  # Pearson's goodness of fit against equal seats, on k − 1 degrees of freedom

    rows = [{"winners": [seat]} for seat, count in enumerate(wins) for _ in range(count)]
    result = seat_balance(rows, len(wins))
    expected = stats.chisquare(wins)
    assert result["chi2"] == pytest.approx(expected.statistic, rel=1e-12)
    assert result["p"] == pytest.approx(expected.pvalue, rel=1e-9)
    assert result["df"] == len(wins) - 1


def test_no_games():
    result = seat_balance([], 3)
    assert (result["chi2"], result["p"], result["first_seat_edge"]) == (0.0, 1.0, 0.0)
    assert [(s["low"], s["high"]) for s in result["seats"]] == [(0.0, 1.0)] * 3
