"""The reference engine's trace format: every player's public state after each log line (``trace.jsonl``).

Keys, their order and the numbers are the reference's, so ``diff`` finds the first line where two engines
disagree. Structures the base game has not (colonies, customs posts, ships; diplomacy research) stay 0.
"""

from __future__ import annotations

import json

from .data import TRACKS
from .log import board_in_log_keys
from .turn import PHASE_NAMES

BUILDING_KEYS = ("m", "ts", "lab", "PI", "ac1", "ac2", "gf", "sp", "colony", "customsPost", "colonyShip", "tradeShip")


def phase(s) -> str:
    if s.ended:
        return "endGame"
    if s.round == 0 and not s.agenda:
        return "setupFaction"
    return PHASE_NAMES.get(s.agenda[-1]["kind"], "roundMove") if s.agenda else "roundMove"


def player(s, p: int) -> dict:
    pl = s.pl[p]
    buildings = dict.fromkeys(BUILDING_KEYS, 0)
    if pl["faction"]:
        for kind in ("m", "ts", "lab", "PI", "ac1", "ac2"):
            buildings[kind] = s.count(p, kind)
        buildings["gf"] = sum(1 for q in s.gf_on.values() if q == p)
        buildings["sp"] = sum(1 for q in s.stations.values() if q == p)
    return {**board_in_log_keys(pl, ("faction", "vp", "ore", "credits", "knowledge", "qic")),
            "pw": [*pl["power_areas"], pl["gaia_area"]], "bs": pl["brainstone"],
            "res": {**{t: pl["research"][t] for t in TRACKS}, "dip": 0},
            "bld": buildings, "sat": sum(1 for seats in s.sats.values() if p in seats)}

def line(s, i: int, move: str) -> str:
    """One trace line, exactly as the reference writes it."""
    data = {"i": i, "move": move, "round": s.round, "phase": phase(s),
            "players": [player(s, p) for p in range(s.players)]}
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
