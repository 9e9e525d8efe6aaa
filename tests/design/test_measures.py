"""The literature's measures on hand-made sequences of standings, restricted play, and what a played study reports."""

import numpy as np
import pytest

from tablebook.design.measures import (MEASURES, decisiveness_moves, decisiveness_threshold, drama, game_measures,
                                       lead_change, report, resampled_balance, stability, usage, usage_by_round)

# two seats' standings at five decisions; seat 0 wins. Leaders: {0}, {1}, {1}, {0, 1}, {0}
STANDINGS = [[0.6, 0.4], [0.4, 0.6], [0.4, 0.6], [0.5, 0.5], [0.7, 0.3]]
DECISIONS = {"standing": STANDINGS, "choices": [3, 1, 2, 4, 1], "kinds": [2, 1, 1, 2, 1],
             "verb": ["dock", "end", "dock", "trade", "end"], "round": [1, 1, 2, 2, 2], "seat": [0, 1, 0, 1, 0]}


def test_lead_change_by_hand():
    # {0}→{1} changes, {1}→{1} not, {1}→{0,1} and {0,1}→{0} change: 3 of the 4 steps
    assert lead_change(STANDINGS) == pytest.approx(0.75)
    assert lead_change(STANDINGS[:1]) == 0.0


def test_drama_by_hand():
    # the winner's gap below the top: 0, 0.2, 0.2, 0, 0 → mean 0.08; a shared win takes the winners' mean
    assert drama(STANDINGS, [0]) == pytest.approx(0.08)
    assert drama([[0.2, 0.6, 0.4]], [0, 2]) == pytest.approx(0.6 - 0.3)


def test_decisiveness_by_hand():
    # the loser (seat 1) reached 0.6 at most; the winner first stood above it at decision 4 of 0..4: 4/5 of the game
    assert decisiveness_threshold(STANDINGS, [0]) == pytest.approx(0.6)
    assert decisiveness_moves(STANDINGS, [0]) == pytest.approx(0.8)
    assert decisiveness_moves([[0.5, 0.5], [0.5, 0.5]], [0]) == 1.0  # the winner never stood above the loser's best
    assert decisiveness_threshold(STANDINGS, [0, 1]) is None and decisiveness_moves(STANDINGS, [0, 1]) is None


def test_stability_by_hand():
    # seat 0: 0.6, 0.4, 0.4, 0.5, 0.7, mean 0.52, squared gaps .0064 + .0144 + .0144 + .0004 + .0324 = .068, over 5:
    # 0.0136; seat 1 is 1 − seat 0, the same variance
    assert stability(STANDINGS) == pytest.approx(0.0136)


def test_one_games_measures():
    m = game_measures(DECISIONS, [0])
    assert m["branching_factor"] == pytest.approx(11 / 5) and m["decision_moves"] == pytest.approx(3 / 5)
    assert set(m) == {name for name in MEASURES if name not in ("balance", "drawishness")}


def test_usage_by_round_by_hand():
    # round 1: dock (at a choice), end; round 2: dock, trade (at a choice), end
    assert usage(DECISIONS) == [[1, "dock", 1, 1], [1, "end", 1, 0], [2, "dock", 1, 0], [2, "end", 1, 0],
                                [2, "trade", 1, 1]]
    shares = usage_by_round([{"usage": usage(DECISIONS)}, {"usage": [[2, "trade", 3, 3]]}])
    assert shares == {"dock": {1: 0.5, 2: 1 / 6}, "end": {1: 0.5, 2: 1 / 6}, "trade": {2: 4 / 6}}


def test_a_report_by_hand():
    # seat 0 wins two games, seat 1 one, one game is shared: rates 2.5/4 and 1.5/4, balance 1 − 1/4
    rows = [{"winners": w, **game_measures(DECISIONS, w)} for w in ([0], [0], [1], [0, 1])]
    got = {row["measure"]: row for row in report(rows, 2)}
    assert got["balance"]["value"] == pytest.approx(0.75) and got["balance"]["low"] <= 0.75 <= got["balance"]["high"]
    assert got["drawishness"]["value"] == 0.25
    assert got["decisiveness_threshold"]["games"] == 3  # the shared win has none
    assert got["lead_change"]["value"] == pytest.approx(0.75) == got["lead_change"]["low"]  # the same in every game
    assert all(row["definition"] and row["source"] for row in got.values())


def test_resampled_balance_by_hand():
    # games won by seat 0, seat 1, both (shared) and seat 2; resample 1 takes game 0 twice and game 2 once: rates
    # 2.5/3, 0.5/3, 0 -> balance 1 - 2.5/3; resample 2 takes every game but game 2 once: rates 1/3 each -> balance 1
    rows = [{"winners": [0]}, {"winners": [1]}, {"winners": [0, 1]}, {"winners": [2]}]
    got = resampled_balance(rows, 3, np.array([[0, 0, 2], [0, 1, 3]]))
    assert got == pytest.approx([1 - 2.5 / 3, 1.0])


def test_a_barred_agent_takes_the_barred_kind_only_when_nothing_else_is_open():
    from tablebook.agents.workers import Batch, play_row

    for agent in ("random", "greedy"):
        row = play_row(Batch("alien-frontiers", 2, (f"{agent} without dock", agent), max_actions=600, trace=True), 4)
        d = row["decisions"]
        mine = [(verb, kinds) for seat, verb, kinds in zip(d["seat"], d["verb"], d["kinds"]) if seat == 0]
        assert any(verb == "dock" for verb, _ in mine)  # forced, when docking was all there was to do
        assert all(kinds == 1 for verb, kinds in mine if verb == "dock")
        free = [(verb, kinds) for seat, verb, kinds in zip(d["seat"], d["verb"], d["kinds"]) if seat == 1]
        assert any(verb == "dock" and kinds > 1 for verb, kinds in free)


def test_an_agent_barred_from_nothing_is_refused():
    from tablebook.agents import make_agent

    with pytest.raises(ValueError, match="names no kind"):
        make_agent("greedy without ", 0)


def test_an_ablation_ranks_the_kinds_by_the_drop():
    from tablebook.design.ablation import ablate

    result = ablate("alien-frontiers", 2, "random", verbs=["launch", "fire"], games=3, workers=1, progress=False,
                    max_actions=3000)
    assert result["games"] == 4  # rounded up to whole turns of the table
    kinds = result["kinds"]
    assert sorted(k["verb"] for k in kinds) == ["fire", "launch"] and kinds[0]["drop"] >= kinds[1]["drop"]
    for k in kinds:
        assert k["games"] == 4 and k["drop"] == pytest.approx(0.5 - k["rate"])
        assert k["drop_low"] == pytest.approx(0.5 - k["high"]) and k["drop_high"] == pytest.approx(0.5 - k["low"])
    assert {row["measure"] for row in result["baseline"]["measures"]} == set(MEASURES)


# --- non-transitivity: Nash averaging --------------------------------------------------------------------------
def test_rock_paper_scissors_has_no_best_agent():
    import numpy as np

    from tablebook.design.transitivity import nash_equilibrium

    rps = np.array([[0, -0.5, 0.5], [0.5, 0, -0.5], [-0.5, 0.5, 0]])
    assert nash_equilibrium(rps) == pytest.approx([1 / 3] * 3)


def test_a_transitive_order_has_one_best_agent():
    import numpy as np

    from tablebook.design.transitivity import nash_equilibrium

    # a ahead of b 70 %, of c 90 %; b ahead of c 60 %: a alone is the equilibrium; against it b scores 0.3 − 0.5
    ordered = np.array([[0, 0.2, 0.4], [-0.2, 0, 0.1], [-0.4, -0.1, 0]])
    mixture = nash_equilibrium(ordered)
    assert mixture == pytest.approx([1, 0, 0]) and ordered @ mixture == pytest.approx([0, -0.2, -0.4])


def test_nash_average_of_games_by_hand():
    from tablebook.design.transitivity import nash_average

    # three agents in two-player games, each beating the next twice out of three: a > b > c > a
    games = []
    for winner, loser in (("a", "b"), ("b", "c"), ("c", "a")):
        games += [{"lineup": (winner, loser), "scores": [2, 1], "winners": [0]}] * 2
        games += [{"lineup": (winner, loser), "scores": [1, 2], "winners": [1]}]
    result = nash_average(games, ["a", "b", "c"])
    pairs = {(p["agent"], p["rival"]): p["rate"] for p in result["head_to_head"]}
    assert pairs["a", "b"] == pytest.approx(2 / 3) and pairs["b", "a"] == pytest.approx(1 / 3)
    assert result["mixture"] == pytest.approx({"a": 1 / 3, "b": 1 / 3, "c": 1 / 3})
    assert result["nash_average"] == pytest.approx({"a": 0, "b": 0, "c": 0}, abs=1e-12)
    assert result["cycles"] == [{"cycle": ["a", "b", "c"], "sure": False}] and not result["single_best"]


def test_decisions_count_rounds_by_play_coming_back_to_the_first_seat():
    from types import SimpleNamespace

    from tablebook.agents.workers import Decisions
    from tablebook.core import Action

    class Uncounted:  # a game that counts no rounds (State.period gives None), two actions open, level heuristics
        players, game = 2, SimpleNamespace(heuristic=lambda state, seat: 3.0)

        def period(self):
            return "round", None

        def legal_actions(self):
            return [Action("build"), Action("pass")]

        def is_over(self):
            return False

    log, state, last = Decisions(), Uncounted(), None
    for who in (1, 1, 0, 1, 0):  # seat 2 opens, takes two decisions, then seat 1; play comes back to seat 2: round 2
        log.log(state, who, Action("build"), who != last)
        last = who
    columns = log.columns()
    assert columns["round"] == [1, 1, 1, 2, 2] and columns["kinds"] == [2] * 5 and columns["choices"] == [2] * 5
    assert columns["standing"] == [[0.5, 0.5]] * 5  # no lead: the logistic curve's middle
