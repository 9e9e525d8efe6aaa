"""What the Gaia Project tutorial's words may promise about the table, and the questions its quizzes ask.

``facts`` is read by a step's ``check`` (the authors' check verifies each one) and by the quizzes; every value is
asked of the rules, so a tutorial's text and the table cannot drift apart.
"""

from __future__ import annotations

from .board import unhx
from .charging import vp_cost
from .data import research
from .scoring import ranking
from .state import GaiaState
from .words import charged


def facts(state: GaiaState, seat: int) -> dict:
    """Plain facts about ``seat``: resources, power areas, structures, research and score."""
    pl = state.pl[seat]
    return {
        "round": state.round,
        "vp": pl["vp"],
        "ore": pl["ore"],
        "credits": pl["credits"],
        "knowledge": pl["knowledge"],
        "qic": pl["qic"],
        "power": list(pl["power_areas"]),  # tokens in areas I, II and III
        "gaia_area": pl["gaia_area"],
        "gaiaformers": pl["gaiaformers"],
        "structures": sorted(state.structures(seat).values()),
        "gaia_planets": state.gaia_planets(seat),
        "planet_types": state.planet_types(seat),
        "federations": len(pl["federation_tokens"]),
        "research": dict(pl["research"]),
        "booster": pl["booster"],
        "passed": pl["passed"],
    }


def charge_price(state: GaiaState, seat: int) -> int:
    """The VP the charge offered to ``seat`` costs: one less than the power it charges (Charge Power)."""
    return vp_cost(charge_power(state, seat))


def charge_power(state: GaiaState, seat: int) -> int:
    """The power the charge offered to ``seat`` would move."""
    offers = [a for a in state.legal_actions(player=seat) if a.verb == "charge-power"]
    return charged(offers[0].args[0])


def qic_action_vp(state: GaiaState, seat: int) -> int:
    """What the QIC action "3 VP + 1 VP per planet type" pays ``seat`` now."""
    return 3 + state.planet_types(seat)


def federation_power(state: GaiaState, seat: int) -> int:
    """The power value of the planets in the first federation ``seat`` may form now (Form a Federation)."""
    federation = next(a for a in state.legal_actions(player=seat) if a.verb == "form-federation")
    hexes = set(federation.args[0].split(","))
    return sum(state.pv(seat, key, kind) for key, kind in state.structures(seat).items()
               if state.board.label(unhx(key)) in hexes)


def final_gaia_planets_vp(state: GaiaState, seat: int) -> int:
    """The VP the final scoring tile "most Gaia planets" would give ``seat`` if the game ended now."""
    return ranking(state, "gaia")[seat]


def gaia_project_power(state: GaiaState, seat: int) -> int:
    """The power a Gaia project costs ``seat`` at its Gaia Project level."""
    return research()["gaia"]["gaia_project_cost"][state.pl[seat]["research"]["gaia"]]


QUESTIONS = {
    "ore": lambda state, seat: state.pl[seat]["ore"],
    "credits": lambda state, seat: state.pl[seat]["credits"],
    "vp": lambda state, seat: state.pl[seat]["vp"],
    "area3": lambda state, seat: state.pl[seat]["power_areas"][2],
    "charge_price": charge_price,
    "charge_power": charge_power,
    "qic_action_vp": qic_action_vp,
    "federation_power": federation_power,
    "final_gaia_planets_vp": final_gaia_planets_vp,
    "gaia_project_power": gaia_project_power,
}
