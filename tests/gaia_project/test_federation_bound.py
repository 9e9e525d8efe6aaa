"""The bound that settles a listing of federations without a plan (``federations._within_reach``: no set of groups
reaching the value needed lies within the satellites affordable) finds exactly what the full plan finds
(``federations._planned``), at every position of seeded random games and of greedy games for every seat."""

from __future__ import annotations

import pytest

import tablebook
from tablebook.agents import GreedyAgent, RandomAgent
from tablebook.core import CHANCE
from tablebook.games.gaia_project import federations
from tablebook.games.gaia_project.satellites import path_costs

G = tablebook.load("gaia-project")


def compared(state, seen: dict) -> list[str]:
    """Seats for whom ``_search`` (the bound, then the plan) and ``_planned`` (the plan alone) differ; ``seen`` counts
    the listings the bound settled (``pruned``) and the others."""
    out = []
    for p in range(state.players):
        if not state.round or not state.pl[p]["faction"]:
            continue
        weight = federations.passable(state, p)
        groups = federations.Groups(state, p, federations.clusters({k for k, w in weight.items() if w == 0}), weight)
        if sum(groups.values) < groups.need:  # as options: no plan is made
            continue
        limit = federations.affordable(state, p)
        planned, searched = federations._planned(groups, limit), federations._search(groups, limit)
        seen["planned" if federations._within_reach(groups, limit) else "pruned"] += 1
        if searched != planned:
            out.append(f"seat {p}: {searched} != {planned}")
    return out


@pytest.mark.parametrize("agent, games", [(RandomAgent, ((2, 11), (3, 12), (4, 13), (4, 14))),
                                          (GreedyAgent, ((4, 2), (3, 5)))])
def test_the_bound_settles_listings_and_the_full_plan_agrees(agent, games):
    seen = {"pruned": 0, "planned": 0}
    for players, seed in games:
        state = G.setup(players, seed)
        agents = [agent(seed * 10 + p) for p in range(players)]
        while not state.is_over():
            if state.decider() is CHANCE:
                state.resolve_chance()
                continue
            state.apply(agents[state.decider()].choose(state))
            problems = compared(state, seen)
            assert not problems, (state.history[-1], problems)
    assert seen["pruned"] > 50 and seen["planned"] > 10, seen


def test_path_costs_count_the_satellites_between_groups_free_through_structures():
    # a row of hexes: mines at 0 and 4 with three empty spaces between them, a third mine at 6 behind a fourth space;
    # the path from the first to the third crosses the second for free
    weight = {"0x0": 0, "1x0": 1, "2x0": 1, "3x0": 1, "4x0": 0, "5x0": 1, "6x0": 0}
    groups = [["0x0"], ["4x0"], ["6x0"]]
    assert path_costs(groups, weight, 5) == [[0, 3, 4], [3, 0, 1], [4, 1, 0]]
    assert path_costs(groups, weight, 2) == [[0, 3, 3], [3, 0, 1], [3, 1, 0]]  # beyond 2: 3, the limit's next
