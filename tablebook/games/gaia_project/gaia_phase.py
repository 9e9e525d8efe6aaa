"""The Gaia phase (Gaia Project › Gameplay › Gaia).

Every Transdim planet holding a Gaiaformer becomes a Gaia planet. Then the Itars with their planetary institute
may trade four Gaia-area tokens for a tech tile, again and again, and Terrans with theirs may spend the returning
tokens like power on free actions (each a decision of that seat). Last, the Gaia-area tokens go back to area I
(Terrans: area II), a brainstone there to area I, and Bal T'aks' Gaiaformers from there to their board.
"""

from __future__ import annotations

from tablebook.core import decision, step


def start(s) -> None:
    for key in s.gf_on:
        if key not in s.gaia_made and s.board.planet.get(_hex(key)) == "m":
            s.gaia_made.append(key)
    s.agenda.append(step("gaia-return"))
    for p in reversed(s.order):
        if wants_decision(s, p):
            s.agenda.append(decision("gaia", p))


def _hex(key: str):
    q, r = key.split("x")
    return int(q), int(r)


def wants_decision(s, p: int) -> bool:
    pl = s.pl[p]
    if not s.has_built(p, "PI"):
        return False
    if pl["f"] == "itars":
        return pl["g"] >= 4
    return pl["f"] == "terrans" and pl["g"] > 0


def give_back(s, entry) -> None:
    """The Gaia area empties: tokens to area I (Terrans: II), the brainstone to I, Bal T'aks' Gaiaformers home."""
    for pl in s.pl:
        pl["pw"][1 if pl["f"] == "terrans" else 0] += pl["g"]
        pl["g"] = 0
        if pl["bs"] == "gaia":
            pl["bs"] = "area1"
        pl["gf"] += pl["gf_gaia"]
        pl["gf_gaia"] = 0
