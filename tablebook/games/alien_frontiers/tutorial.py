"""What the Alien Frontiers tutorial's words may promise about the table, and the questions its quizzes ask.

``facts`` is read by a step's ``check`` (the authors' check verifies each one) and by the quizzes; every value is
asked of the rules, so a tutorial's text and the table cannot drift apart. The odds questions count every roll
(``tablebook.prob``), so the percentages the learner is asked about are exact, not simulated.
"""

from __future__ import annotations

from tablebook.core import State
from tablebook.prob import artifact_claim, exact, has_pair, has_run, has_triple

from .territories import colonies_left
from .turn import gathered


def facts(state: State, seat: int) -> dict:
    """Plain facts about ``seat`` and its rival (the next seat): resources, colonies, ships, cards and score."""
    rival = (seat + 1) % state.players
    return {
        "fuel": state.fuel[seat],
        "ore": state.ore[seat],
        "colonies_in_supply": state.supply[seat],
        "colonies_on_planet": sum(counts[seat] for counts in state.colonies.values()),
        "colonies_left": colonies_left(state, seat),
        "hub": state.hub[seat],
        "ships": state.colour_ships_in_play(seat),
        "cards": len(state.hands[seat]),
        "score": state.score(seat),
        "controls": sorted(t for t in state.colonies if state.controller(t) == seat),
        "dice": sorted(ship["value"] for ship in state.ships.values()
                       if ship["owner"] == seat and ship["at"] == "fleet"),
        "round": state.period()[1],
        "rival_fuel": state.fuel[rival],
        "rival_ore": state.ore[rival],
        "rival_score": state.score(rival),
        "rival_hub": state.hub[rival],
        "rival_controls": sorted(t for t in state.colonies if state.controller(t) == rival),
        "rival_colonies_left": colonies_left(state, rival),
        "over": state.is_over(),
    }


def _fleet_sum(state: State, seat: int) -> int:
    return sum(facts(state, seat)["dice"])


def _odds(event):
    """The chance, in whole percent, that the ships ``seat`` rolls next show ``event`` (every roll counted)."""
    def question(state: State, seat: int) -> str:
        return f"{round(100 * exact(len(gathered(state, seat)), event))}%"
    return question


QUESTIONS = {
    "fuel": lambda state, seat: state.fuel[seat],
    "ore": lambda state, seat: state.ore[seat],
    "score": lambda state, seat: state.score(seat),
    "rival_score": lambda state, seat: state.score((seat + 1) % state.players),
    "colonies_left": lambda state, seat: colonies_left(state, seat),
    "territories": lambda state, seat: sum(state.controller(t) == seat for t in state.colonies),
    "fleet_sum": _fleet_sum,
    "pair_odds": _odds(has_pair),
    "triple_odds": _odds(has_triple),
    "run_odds": _odds(has_run),
    "artifact_odds": _odds(artifact_claim),
}
