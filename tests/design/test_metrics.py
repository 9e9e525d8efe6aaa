"""Game measures on score traces made by hand."""

import pytest

from tablebook.design import game_metrics, skill_share, summary
from tablebook.design.metrics import lead_changes


def row(trace, winners, actions=40):
    return {"trace": trace, "scores": trace[-1], "winners": winners, "actions": actions}


def test_a_see_saw_game():
    # sole leaders: none, 0, 1, 0, 1 → three changes; seat 1 leads only at the end; at half-time (point 2) it led
    m = game_metrics(row([[0, 0], [1, 0], [1, 2], [3, 2], [3, 5]], [1]))
    assert m == {"length": 40, "turns": 4, "lead_changes": 3, "decided_at": 1.0, "comeback": False, "margin": 2.0,
                 "draw": False}


def test_decided_half_way():
    # seat 0 leads from point 2 of 0..4 on: decided half way; it led at half-time, so no comeback
    m = game_metrics(row([[0, 0], [0, 1], [2, 1], [3, 1], [4, 2]], [0]))
    assert (m["lead_changes"], m["decided_at"], m["comeback"], m["margin"]) == (1, 0.5, False, 2.0)


def test_a_comeback():
    m = game_metrics(row([[0, 0], [0, 2], [0, 3], [5, 3], [6, 3]], [0]))
    assert m["comeback"] and m["decided_at"] == 0.75


def test_a_shared_lead_keeps_the_last_leader():
    assert lead_changes([[1, 0], [1, 1], [2, 1], [2, 2], [2, 3]]) == 1


def test_a_draw_led_throughout():
    m = game_metrics(row([[0, 0], [1, 1], [2, 2]], [0, 1]))
    assert (m["draw"], m["margin"], m["decided_at"], m["lead_changes"]) == (True, 0.0, 0.0, 0)


def test_summary_means():
    rows = [{**r, **game_metrics(r)} for r in (row([[0, 0], [0, 2], [0, 3], [5, 3], [6, 3]], [0]),
                                               row([[0, 0], [1, 1], [2, 2]], [0, 1], actions=20))]
    s = summary(rows)
    assert s["length"] == 30 and s["comeback"] == 0.5 and s["draw"] == 0.5 and s["margin"] == 1.5


def test_skill_share_is_one_when_the_agent_decides():
    rows = [{"lineup": ("a", "b"), "winners": [0]}, {"lineup": ("b", "a"), "winners": [1]}] * 5
    assert skill_share(rows) == pytest.approx(1.0)


def test_skill_share_is_zero_when_the_seat_decides():
    rows = [{"lineup": ("a", "b"), "winners": [0]}, {"lineup": ("b", "a"), "winners": [0]}] * 5
    assert skill_share(rows) == pytest.approx(0.0)


def test_skill_share_by_hand():
    # results a: 1, 1, 0 (mean 2/3); b: 0, 0, 1 (mean 1/3); overall 1/2, total SS = 6 · 1/4 = 1.5
    # between = 3 · (1/6)² · 2 = 1/6, so eta² = (1/6) / 1.5 = 1/9
    rows = [{"lineup": ("a", "b"), "winners": [0]}, {"lineup": ("b", "a"), "winners": [1]},
            {"lineup": ("a", "b"), "winners": [1]}]
    assert skill_share(rows) == pytest.approx(1 / 9)


def test_skill_share_is_anovas_eta_squared():
    """Eta squared from scipy's one-way ANOVA, an independent computation: SSB/SST = F(k−1) / (F(k−1) + N − k)."""
    import random

    from scipy import stats

    from tablebook.design.skill import seat_results

    rng = random.Random(3)
    agents = ["a", "b", "c"]
    rows = []
    for _ in range(60):
        lineup = tuple(rng.sample(agents, 3))
        rows.append({"lineup": lineup, "winners": rng.choice([[0], [1], [2], [0, 2], [1, 0, 2]])})
    names, results = seat_results(rows)
    groups = [[r for n, r in zip(names, results) if n == agent] for agent in agents]
    f = stats.f_oneway(*groups).statistic
    k, n = len(agents), len(results)
    assert skill_share(rows) == pytest.approx(f * (k - 1) / (f * (k - 1) + n - k), rel=1e-10)


def test_a_played_games_trace_is_the_scores_whenever_a_new_seat_starts_deciding():
    """The trace of ``Batch(trace=True)`` against the game's record replayed: the scores before each action whose
    seat differs from the last deciding seat (chance between them does not count), then the final scores."""
    from tablebook.agents.workers import Batch, play_row
    from tablebook.core import CHANCE
    from tablebook.registry import load

    row = play_row(Batch("space-station", 2, ("random",), keep_records=True, trace=True), 3)
    record = row["record"]
    expected, last = [], None
    for k, seat in enumerate(record.seats):
        if seat is not CHANCE and seat != last:
            expected.append(record.replay(load("space-station"), upto=k).scores())
            last = seat
    assert row["trace"] == expected + [row["scores"]]
    assert game_metrics(row)["turns"] == len(expected) > 10
