"""What the Alien Frontiers tutorial's words may promise about the table, and the questions its quizzes ask.

``facts`` is read by a step's ``check`` (the authors' check verifies each one) and by the quizzes; every value is
asked of the rules, so a tutorial's text and the table cannot drift apart.
"""

from __future__ import annotations

from tablebook.core import State


def facts(state: State, seat: int) -> dict:
    """Plain facts about ``seat``: its resources, colonies, ships, cards and score."""
    return {
        "fuel": state.fuel[seat],
        "ore": state.ore[seat],
        "colonies_in_supply": state.supply[seat],
        "colonies_on_planet": sum(counts[seat] for counts in state.colonies.values()),
        "hub": state.hub[seat],
        "ships": state.colour_ships_in_play(seat),
        "cards": len(state.hands[seat]),
        "score": state.score(seat),
        "dice": sorted(ship["value"] for ship in state.ships.values()
                       if ship["owner"] == seat and ship["at"] == "fleet"),
        "round": state.period()[1],
    }


def _fleet_sum(state: State, seat: int) -> int:
    return sum(facts(state, seat)["dice"])


QUESTIONS = {
    "fuel": lambda state, seat: state.fuel[seat],
    "ore": lambda state, seat: state.ore[seat],
    "score": lambda state, seat: state.score(seat),
    "fleet_sum": _fleet_sum,
}
