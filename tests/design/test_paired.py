"""Paired comparisons: hand-worked tables, printed t quantiles, and independent checks (scipy, enumeration)."""

import itertools
import math

import numpy as np
import pytest

from tablebook.design.paired import (compare, compare_rows, lineup_report, sign_test, t_quantile, t_within, twins,
                                     variant_report, win)


def test_t_quantiles_of_one_and_two_degrees_of_freedom_in_closed_form():
    # df 1 is Cauchy: P(|T| ≤ t) = 2 atan(t) / π, so t = tan(0.475 π); df 2: t = (2p − 1) / √(2p(1 − p)) at p = 0.975
    assert t_quantile(1) == pytest.approx(math.tan(0.475 * math.pi), rel=1e-12)  # 12.706
    assert t_quantile(2) == pytest.approx(0.95 / math.sqrt(2 * 0.975 * 0.025), rel=1e-12)  # 4.303


@pytest.mark.parametrize("df, printed", [(3, 3.182), (4, 2.776), (10, 2.228), (30, 2.042), (120, 1.980)])
def test_the_printed_t_table(df, printed):
    assert t_quantile(df) == pytest.approx(printed, abs=5e-4)


def test_t_against_scipy():
    from scipy import stats  # the test extra brings it: an independent implementation

    for df in (1, 2, 3, 7, 8, 39, 40, 399, 2000):
        for t in (0.1, 1.0, 2.0, 4.5):
            assert t_within(t, df) == pytest.approx(1 - 2 * stats.t.sf(t, df), rel=1e-10)
        assert t_quantile(df, 0.9) == pytest.approx(stats.t.ppf(0.95, df), rel=1e-10)


def test_t_refuses_no_degrees_of_freedom():
    with pytest.raises(ValueError):
        t_within(1.0, 0)


def test_a_game_length_table_by_hand():
    # four seeds' lengths; the variant adds 1, 1, 1 and 2 actions
    result = compare([10, 12, 14, 16], [11, 13, 15, 18])
    # d = 1, 1, 1, 2: mean 1.25, variance (3 · 0.0625 + 0.5625) / 3 = 0.25, standard error √(0.25 / 4) = 0.25
    assert result["difference"] == pytest.approx(1.25)
    half = 3.182446 * 0.25  # t(3) = 3.182446
    assert (result["low"], result["high"]) == pytest.approx((1.25 - half, 1.25 + half), abs=1e-6)
    # t = 1.25 / 0.25 = 5 on 3 df: p = 1 − (2/π)(θ + sin θ cos θ), θ = atan(5/√3) = 1.2373: 0.015392
    assert result["t_p"] == pytest.approx(0.015392, abs=1e-6)
    # variances 20/3 and 26.75/3, the differences' 0.25: ratio (20 + 26.75) / 3 / 0.25 = 187/3
    assert result["variance_ratio"] == pytest.approx(187 / 3)
    unpaired = 2.446912 * math.sqrt(46.75 / 3 / 4)  # t(6) = 2.446912
    assert (result["unpaired_low"], result["unpaired_high"]) == pytest.approx((1.25 - unpaired, 1.25 + unpaired), abs=1e-5)
    assert (result["up"], result["down"], result["sign_p"]) == (4, 0, 0.125)  # 2 · (1/2)⁴


def test_win_indicators_by_hand():
    x, y = [0, 1, 0, 1], [1, 1, 1, 0]
    result = compare(x, y)
    # d = 1, 0, 1, −1: mean 1/4, variance 11/12; var(x) 1/3 + var(y) 1/4 = 7/12: pairing does not pay here (7/11)
    assert result["difference"] == 0.25 and result["variance_ratio"] == pytest.approx(7 / 11)
    # two discordant pairs up, one down: p = 2 · (C(3,0) + C(3,1)) / 2³ = 1
    assert (result["up"], result["down"], result["sign_p"]) == (2, 1, 1.0)
    assert (result["baseline_mean"], result["other_mean"]) == (0.5, 0.75)


def test_mcnemar_exact_on_discordant_pairs():
    # 30 seeds: 12 both win, 8 both lose, 9 only the variant wins, 1 only the baseline: the concordant ones do not count
    x = [1] * 12 + [0] * 8 + [0] * 9 + [1]
    y = [1] * 12 + [0] * 8 + [1] * 9 + [0]
    result = compare(x, y)
    assert (result["up"], result["down"]) == (9, 1)
    assert result["sign_p"] == pytest.approx(2 * (1 + 10) / 2 ** 10)  # 0.0215
    from scipy import stats

    assert result["sign_p"] == pytest.approx(stats.binomtest(1, 10, 0.5).pvalue, rel=1e-12)


@pytest.mark.parametrize("up, down", [(0, 0), (1, 0), (3, 2), (6, 1), (5, 5), (0, 7)])
def test_the_sign_test_by_enumerating_every_sign(up, down):
    # under "no difference" every assignment of signs to the n pairs is equally likely: count those at least as far
    # from n/2 as the one seen
    n = up + down
    seen = abs(up - n / 2)
    extreme = sum(abs(sum(signs) - n / 2) >= seen for signs in itertools.product((0, 1), repeat=n))
    assert sign_test(up, down) == pytest.approx(extreme / 2 ** n)


def test_paired_interval_and_ratio_against_independent_methods():
    from scipy import stats

    rng = np.random.default_rng(7)
    common = rng.normal(size=50)
    x, y = common + rng.normal(scale=0.3, size=50), common + 0.2 + rng.normal(scale=0.3, size=50)
    result = compare(x, y)
    low, high = stats.ttest_rel(y, x).confidence_interval(0.95)
    assert (result["low"], result["high"]) == pytest.approx((low, high), rel=1e-9)
    assert result["t_p"] == pytest.approx(stats.ttest_rel(y, x).pvalue, rel=1e-9)
    cov = np.cov(x, y)  # the ratio through the covariance: (var x + var y) / (var x + var y − 2 cov)
    assert result["variance_ratio"] == pytest.approx((cov[0, 0] + cov[1, 1]) / (cov[0, 0] + cov[1, 1] - 2 * cov[0, 1]))
    low, high = stats.ttest_ind(y, x).confidence_interval(0.95)
    assert (result["unpaired_low"], result["unpaired_high"]) == pytest.approx((low, high), rel=1e-9)


def test_one_pair_has_no_interval_and_equal_twins_no_ratio():
    assert compare([3], [5])["low"] is None and compare([3], [5])["difference"] == 2
    same = compare([1, 2, 3], [1, 2, 3])
    assert same["variance_ratio"] is None and (same["low"], same["high"], same["t_p"]) == (0, 0, 1.0)
    with pytest.raises(ValueError):
        compare([1, 2], [1])


def game(seed, winners, actions=100, lineup=("greedy", "greedy"), variant="rulebook", scores=(1, 0)):
    return {"seed": seed, "winners": winners, "actions": actions, "lineup": list(lineup), "variant": variant,
            "scores": list(scores), "players": len(lineup), "agents": ",".join(sorted(set(lineup)))}


def test_twins_pair_by_seed_and_leave_out_the_unmatched():
    base = [game(0, [0]), game(1, [1]), game(2, [0])]
    other = [game(2, [1]), game(0, [0, 1]), game(5, [0])]
    pairs = twins(base, other)
    assert [(a["seed"], b["seed"]) for a, b in pairs] == [(0, 0), (2, 2)]
    # seat 1's share of the win: 1 → ½ and 1 → 0
    assert compare_rows(base, other, win(0))["difference"] == pytest.approx((-0.5 - 1) / 2)
    with pytest.raises(ValueError, match="pair them by more columns"):
        twins(base + [game(0, [1])], other)
    with pytest.raises(ValueError, match="no two games"):
        compare_rows(base, [game(9, [0])], win(0))


def test_the_variant_report_compares_each_variant_with_the_rulebook_on_twin_games():
    rows = [game(s, [0], 100 + s) for s in range(4)] + [game(s, [0] if s else [1], 90 + s, variant="short")
                                                          for s in range(4)]
    report = variant_report(rows)
    assert {r["outcome"] for r in report} == {"seat 1 wins", "seat 1 score", "actions"}  # one agent: no agent rows
    length = next(r for r in report if r["outcome"] == "actions")
    assert (length["variant"], length["baseline"], length["pairs"], length["difference"]) == ("short", "rulebook", 4, -10)
    wins = next(r for r in report if r["outcome"] == "seat 1 wins")
    assert (wins["difference"], wins["up"], wins["down"]) == (-0.25, 0, 1)


def test_the_variant_report_pairs_within_a_lineup_and_names_each_agent():
    mixed = [("greedy", "random"), ("random", "greedy")]
    rows = [game(0, [0], lineup=lineup) for lineup in mixed] + [game(0, [1], lineup=lineup, variant="v") for lineup in mixed]
    report = {r["outcome"]: r for r in variant_report(rows)}
    # greedy,random: greedy (seat 1) lost its win; random,greedy: greedy (seat 2) won instead of random
    assert report["greedy wins"]["difference"] == 0 and report["greedy wins"]["pairs"] == 2
    assert report["seat 1 wins"]["difference"] == -1


def test_the_lineup_report_measures_the_seat_whose_agent_changed():
    rows = ([game(s, [1], lineup=("random", "random")) for s in range(3)]
            + [game(s, [0] if s < 2 else [1], lineup=("greedy", "random")) for s in range(3)])
    report = {r["outcome"]: r for r in lineup_report(rows, by=("variant",))}
    assert set(report) == {"seat 1 wins", "seat 1 score", "actions"}
    assert report["seat 1 wins"]["difference"] == pytest.approx(2 / 3)
    assert (report["seat 1 wins"]["lineup"], report["seat 1 wins"]["baseline"]) == ("greedy,random", "random,random")
