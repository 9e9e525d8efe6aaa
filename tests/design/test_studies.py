"""Sweeps over declared options and round-robin tournaments with ratings."""

import pytest

from tablebook.agents import simulate
from tablebook.core import IllegalAction
from tablebook.registry import load
from tablebook.design import lineups, standings, summarise, sweep, tournament, variants
from tablebook.design.sweep import resolve
from tablebook.design.table import StudyTable
from tablebook.design.tournament import rank, ratings

AF = load("alien-frontiers")


def test_variants_one_option_at_a_time_from_the_rulebook():
    assert variants(AF, ["deck", "compensation"]) == [
        {}, {"deck": "first-print"}, {"deck": "app"},
        {"compensation": "rulebook"}, {"compensation": "none"}, {"compensation": "double"}]
    assert variants(AF, {"colonies": [5, 8]}) == [{}, {"colonies": 5}, {"colonies": 8}]
    assert variants(AF, ["colonies"]) == [{}, {"colonies": 6}, {"colonies": 7}, {"colonies": 8}]  # its sweep values


def test_variants_on_a_grid():
    grid = variants(AF, ["colonies", "deck"], grid=True)
    assert len(grid) == 6 and {(s["colonies"], s["deck"]) for s in grid} == {
        (a, b) for a in (6, 7, 8) for b in ("first-print", "app")}


def test_a_variant_that_is_the_rulebooks_game_is_played_once_as_the_rulebooks():
    # Alien Frontiers reference §2: the long game (8 colonies each) is what 2 players place anyway; 4 players place 6
    two = resolve(AF, variants(AF, {"colonies": [6, 8]}), 2)
    assert [name for name, _ in two] == ["rulebook", "colonies=6"]
    four = resolve(AF, variants(AF, {"colonies": [6, 8]}), 4)
    assert [name for name, _ in four] == ["rulebook", "colonies=8"]
    assert four[1][1] == {"colonies": 8, "artifact_total": 7, "resource_limit": 8, "compensation": "rulebook",
                          "deck": "first-print"}


def test_a_sweep_plays_a_variant_only_where_it_differs_from_the_rulebook():
    table = sweep(AF, players=[2, 4], options={"colonies": [8]}, games=1, workers=1, progress=False, max_actions=30)
    assert [(r["variant"], r["players"]) for r in table.rows] == [("rulebook", 2), ("rulebook", 4), ("colonies=8", 4)]


def test_a_grid_leaves_out_combinations_the_game_refuses_and_one_at_a_time_refuses_them():
    phoenix = load("space-station-phoenix")
    grid = variants(phoenix, {"setup": ["draft", "first-game"], "friendly": [0, 1]}, grid=True)
    assert [name for name, _ in resolve(phoenix, grid, 3, grid=True)] == [
        "rulebook", "friendly=1", "setup=first-game", "setup=first-game, friendly=1"]
    assert [name for name, _ in resolve(phoenix, grid, 4, grid=True)] == [
        "rulebook", "friendly=1", "setup=first-game"]  # the first game's Sectors are too few for 5 of each
    with pytest.raises(IllegalAction, match="too few for the friendly variant"):
        resolve(phoenix, [{"setup": "first-game", "friendly": 1}], 4)


def test_variants_refuse_what_the_game_does_not_declare():
    with pytest.raises(ValueError, match="unknown option.*colour.*knows: colonies, artifact_total, resource_limit, "
                                         "compensation, deck"):
        variants(AF, ["colour"])
    with pytest.raises(IllegalAction, match="deck must be first-print or app, not 'second-print'"):
        variants(AF, {"deck": ["second-print"]})


@pytest.fixture(scope="module")
def swept():
    return sweep("space-station", players=[2, 3], agents=["random"], options=["enhanced_start"], games=3, seed=7,
                 workers=1, progress=False)


def test_a_sweep_has_a_row_per_setting_and_seed(swept):
    assert len(swept) == 2 * 2 * 3  # (rulebook, enhanced start) × (2, 3 players) × 3 seeds
    assert [(r["variant"], r["players"], r["seed"]) for r in swept.rows[:4]] == [
        ("rulebook", 2, 7), ("rulebook", 2, 8), ("rulebook", 2, 9), ("rulebook", 3, 7)]
    assert {r["variant"] for r in swept.rows} == {"rulebook", "enhanced_start=True"}
    assert all(r["enhanced_start"] == (r["variant"] != "rulebook") for r in swept.rows)


def test_a_sweep_plays_the_seeds_simulate_plays(swept):
    alone = simulate("space-station", 3, 3, seed=7, enhanced_start=True)
    mine = swept.where(variant="enhanced_start=True", players=3)
    assert [r["scores"] for r in mine.rows] == [r["scores"] for r in alone.rows]


def test_summarise_one_row_per_setting(swept):
    summary = summarise(swept)
    assert [(s["variant"], s["players"], s["games"]) for s in summary] == [
        ("rulebook", 2, 3), ("rulebook", 3, 3), ("enhanced_start=True", 2, 3), ("enhanced_start=True", 3, 3)]
    group = swept.where(variant="rulebook", players=2)
    assert summary[0]["length"] == pytest.approx(group.column("actions").mean())
    assert 0 <= summary[0]["balance_p"] <= 1 and summary[0]["skill_share"] == 0.0  # one agent: nothing to explain


def test_lineups_rotate_every_seat():
    assert lineups(["a", "b", "c"], 2) == [("a", "b"), ("b", "a"), ("a", "c"), ("c", "a"), ("b", "c"), ("c", "b")]
    assert lineups(["a", "b"], 3) == [("a", "a", "b"), ("a", "b", "a"), ("b", "a", "a"),
                                      ("a", "b", "b"), ("b", "b", "a"), ("b", "a", "b")]


def test_ranks_share_ties():
    assert rank([3, 5, 5, 1], [1, 2]) == [3, 1, 1, 4]


def test_ranks_follow_the_tiebreak_that_named_the_winner():
    # 10 VP each, the tiebreak gave seat 1 the win: a win for seat 1, not a draw (as the win rates count it)
    assert rank([10, 10, 5], [1]) == [2, 1, 3]
    assert rank([7, 7, 7, 2], [2]) == [2, 2, 1, 4]  # the losers of the tiebreak still share second place


def test_a_tiebroken_win_moves_the_ratings():
    table = StudyTable([{"lineup": ("a", "b"), "scores": [4, 4], "winners": [1]}])
    rated = ratings(table, ["a", "b"])
    assert rated["b"].mu > 25 > rated["a"].mu


def test_a_first_rating_by_hand():
    """Weng & Lin (2011), Algorithm 4 (Plackett-Luce) for two newcomers, worked by hand: openskill adds the dynamics
    factor tau = 25/300 to sigma first; c² = Σ(sigma² + beta²), beta = 25/6; the winner gains sigma²/c · (1 − ½), the
    loser loses as much; sigma² shrinks by the factor 1 − gamma · sigma²/c² · ¼ with gamma = sigma/c."""
    import math

    sigma2 = (25 / 3) ** 2 + (25 / 300) ** 2
    c = math.sqrt(2 * sigma2 + 2 * (25 / 6) ** 2)
    step = sigma2 / c / 2
    sigma = math.sqrt(sigma2 * (1 - math.sqrt(sigma2) / c * sigma2 / c ** 2 / 4))
    rated = ratings(StudyTable([{"lineup": ("a", "b"), "scores": [2, 1], "winners": [0]}]), ["a", "b"])
    assert rated["a"].mu == pytest.approx(25 + step, rel=1e-12) and rated["b"].mu == pytest.approx(25 - step, rel=1e-12)
    assert rated["a"].sigma == pytest.approx(sigma, rel=1e-12) == rated["b"].sigma
    assert step == pytest.approx(2.635389, abs=1e-6)


def test_a_shared_win_between_equals_leaves_the_means():
    rated = ratings(StudyTable([{"lineup": ("a", "b"), "scores": [3, 3], "winners": [0, 1]}]), ["a", "b"])
    assert rated["a"].mu == pytest.approx(25) == rated["b"].mu and rated["a"].sigma < 25 / 3


def test_ratings_follow_openskill():
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    table = StudyTable([{"lineup": ("a", "b"), "scores": [2, 1], "winners": [0]}])
    (a,), (b,) = model.rate([[model.rating()], [model.rating()]], ranks=[1, 2])
    rated = ratings(table, ["a", "b"])
    assert (rated["a"].mu, rated["b"].mu) == (a.mu, b.mu) and a.mu > 25 > b.mu


def test_an_agent_in_two_seats_takes_their_mean():
    table = StudyTable([{"lineup": ("a", "a", "b"), "scores": [3, 1, 2], "winners": [0]}])
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    after = model.rate([[model.rating()] for _ in range(3)], ranks=[1, 3, 2])
    assert ratings(table, ["a", "b"])["a"].mu == pytest.approx((after[0][0].mu + after[1][0].mu) / 2)


def test_standings_count_wins_per_seat_played():
    table = StudyTable([{"lineup": ("a", "b"), "scores": [2, 1], "winners": [0]},
                        {"lineup": ("b", "a"), "scores": [2, 2], "winners": [0, 1]}])
    rows = {row["agent"]: row for row in standings(table, ["a", "b"])}
    assert (rows["a"]["wins"], rows["a"]["games"], rows["b"]["wins"]) == (1.5, 2, 0.5)


def test_greedy_tops_random_in_a_tournament():
    result = tournament("space-station", 2, ["random", "greedy"], games=6, seed=1, workers=1, progress=False)
    assert len(result["table"]) == 2 * 6  # two seatings, six seeds each
    best = result["standings"][0]
    assert best["agent"] == "greedy" and best["rate"] > 0.5 and result["skill_share"] > 0


def test_the_studies_import_no_plotting_or_widget_library():
    import subprocess
    import sys

    code = ("import sys, tablebook.design, tablebook.agents.workers; "
            "print(sorted(m for m in ('plotly', 'ipywidgets', 'anywidget', 'tqdm', 'distributed') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"  # tqdm and Dask come only when a run asks for them


def test_a_row_keeps_the_games_own_columns_gaia_factions():
    # a game's study_columns join its row: Gaia's factions, the ones the record shows the seats choosing
    from tablebook.agents import simulate
    table = simulate("gaia-project", 2, 2, seed=5, keep_records=True)
    for row, record in zip(table.rows, table.records):
        chosen = [line.split()[1] for line in record.actions if line.startswith("faction ")]
        assert row["seat_factions"] == chosen and len(chosen) == 2 and chosen[0] != chosen[1]
    assert "seat_factions" not in simulate("space-station", 2, 1, seed=5).rows[0]
    swept = sweep("gaia-project", players=[2], options={"factions": ["random"]}, games=1, seed=5, workers=1)
    assert [row["factions"] for row in swept.rows] == ["choice", "random"]  # the option's column is kept
    assert all(len(row["seat_factions"]) == 2 for row in swept.rows)


def test_a_tournament_refuses_an_agent_named_twice():
    # ("random", "random", "greedy") would seat random against itself and list it twice in the standings
    with pytest.raises(ValueError, match="named twice"):
        tournament("space-station", 2, ["random", "random", "greedy"], games=1, workers=1)


def test_rotated_means_every_agent_in_every_seat_equally_often():
    from tablebook.design.sweep import agent_mix, rotated

    one_way = [{"lineup": ("greedy", "random")}] * 2
    both = one_way + [{"lineup": ("random", "greedy")}] * 2
    assert not rotated(one_way) and rotated(both) and rotated([{"lineup": ("random", "random")}])
    assert not rotated(both + [{"lineup": ("random", "greedy")}])
    assert agent_mix(("random", "greedy", "random")) == "greedy,random" == agent_mix(("greedy", "random"))
