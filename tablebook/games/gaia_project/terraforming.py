"""Terraforming (Gaia Project › Actions › Build a Mine › Habitability; Research Board › Terraforming).

A mine on a planet of another home type first turns it into yours: one step per segment of the wheel along the
shorter way (planets.steps), each step paid in ore by your Terraforming level; steps an action gives are free and
come first. A Gaia planet is not terraformed: making it habitable costs 1 QIC (Gleens: 1 ore). Transdim planets
need a Gaia project (gaia_projects.py), and a Lantids guest mine or a mine where your own Gaiaformer stood needs
neither.
"""

from __future__ import annotations

from .data import research
from .planets import GAIA, HOME_TYPES, steps


def steps_needed(s, p: int, planet: str) -> int:
    """Terraforming steps from ``planet`` to seat ``p``'s home type (0 off the wheel)."""
    return steps(planet, s.faction(p)["planet"]) if planet in HOME_TYPES else 0


def ore_per_step(s, p: int) -> int:
    return research()["terra"]["ore_per_step"][s.pl[p]["research"]["terra"]]


def ore(s, p: int, steps_taken: int, free_steps: int = 0) -> int:
    """The ore seat ``p`` pays for ``steps_taken`` steps when an action gives ``free_steps`` of them."""
    return max(0, steps_taken - free_steps) * ore_per_step(s, p)


def gaia_payment(s, p: int) -> str:
    """What makes a Gaia planet habitable for seat ``p``, as a reward code: 1 QIC, the Gleens' 1 ore."""
    return "o" if s.is_faction(p, "gleens") else "q"


def why(s, p: int, planet: str, steps_taken: int, free_steps: int) -> list[str]:
    """The parts of a mine's price terraforming explains, in words."""
    paid = max(0, steps_taken - free_steps)
    out = [f"{paid} terraforming step{'s' * (paid != 1)}"] if paid else []
    if planet == GAIA:
        out.append(f"1 {'ore' if gaia_payment(s, p) == 'o' else 'QIC'} makes a Gaia planet habitable")
    return out
