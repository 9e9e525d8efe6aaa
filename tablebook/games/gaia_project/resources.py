"""Gaining and paying ore, credits, knowledge, QIC, power and VP (Gaia Project › Gameplay › Income).

Ore and knowledge stop at 15, credits at 30: what would go above is lost. Gleens take ore for QIC until they have
their QIC academy. Gains and costs are reward strings (rewards.py).
"""

from __future__ import annotations

from tablebook.core import decision

from . import power
from .data import CAPS
from .rewards import parse

SIMPLE = ("o", "c", "k", "q", "vp")


def gain(s, p: int, text: str) -> None:
    """Give seat ``p`` the rewards ``text`` (``"2o,1pw"``), each by its own rule."""
    for n, code in parse(text):
        gain_one(s, p, n, code)


def gain_one(s, p: int, n: int, code: str) -> None:
    pl = s.pl[p]
    if code == "q" and pl["f"] == "gleens" and not s.has_built(p, "ac2"):
        code = "o"
    if code in CAPS:
        pl[code] = min(CAPS[code], pl[code] + n)
    elif code in ("q", "vp"):
        pl[code] += n
    elif code == "pw":
        charge(s, p, n)
    elif code == "t":
        pl["pw"][0] += n
    elif code == "gf":
        pl["gf"] += n
    else:
        raise ValueError(f"no rule gains {n}{code} here")


def charge(s, p: int, n: int) -> None:
    """Charge ``n`` power; where the brainstone could end in more than one area its owner decides (a
    ``brainstone`` decision), as the reference engine asks."""
    pl = s.pl[p]
    if pl["bs"] in ("area1", "area2"):
        options = power.outcomes(pl, n)
        if len(options) > 1:
            s.agenda.append(decision("brainstone", p, options=options, base=list(pl["pw"])))
            return
    power.charge(pl, n)


def place_brainstone(s, p: int, area: str) -> None:
    """The answer to a ``brainstone`` decision: the charge with the brainstone ending in ``area``."""
    entry = s.agenda.pop()
    pl = s.pl[p]  # tokens gained since the question (a Taklons PI token) stay where they went
    pl["pw"] = [now + after - before for now, after, before in zip(pl["pw"], entry["options"][area], entry["base"])]
    pl["bs"] = area


def can_pay(s, p: int, text: str) -> bool:
    pl = s.pl[p]
    for n, code in parse(text):
        if code == "pw":
            if power.spendable(pl, s.nevlas_pi(p)) < n:
                return False
        elif code == "tg":
            if pl["g"] < n:
                return False
        elif code == "gf":
            if pl["gf"] < n:
                return False
        elif pl[code] < n:
            return False
    return True


def pay(s, p: int, text: str) -> None:
    """Take the cost ``text`` from seat ``p`` (already known to be affordable)."""
    pl = s.pl[p]
    for n, code in parse(text):
        if code == "pw":
            spend_power(s, p, n)
        elif code == "tg":
            pl["g"] -= n
        elif code == "gf":
            pl["gf"] -= n
            pl["gf_gaia"] += n
        else:
            pl[code] -= n


def spend_power(s, p: int, n: int) -> None:
    """Spend ``n`` power from area III back to area I: ordinary tokens first, the brainstone (worth 3) when needed."""
    pl = s.pl[p]
    per_token = 2 if s.nevlas_pi(p) else 1
    tokens = min(pl["pw"][2], -(-n // per_token))
    if pl["bs"] == "area3" and tokens * per_token < n:
        pl["bs"] = "area1"
        n -= 3
        tokens = max(0, -(-n // per_token))
    pl["pw"][2] -= tokens
    pl["pw"][0] += tokens
