"""Gaining and paying ore, credits, knowledge, QIC, power and VP (Gaia Project › Gameplay › Income).

Ore and knowledge stop at 15, credits at 30: what would go above is lost. Gleens take ore for QIC until they have
their QIC academy. Gains and costs are reward strings (rewards.py).
"""

from __future__ import annotations

from tablebook.core import decision

from . import power
from .data import CAPS
from .faction_board import RESOURCE
from .rewards import parse
from .victory_points import Source, score

def gain(s, p: int, text: str, source: Source | None = None) -> None:
    """Give seat ``p`` the rewards ``text`` (``"2o,1pw"``), each by its own rule; VP need their ``source``."""
    for n, code in parse(text):
        gain_one(s, p, n, code, source)


def gain_one(s, p: int, n: int, code: str, source: Source | None = None) -> None:
    pl = s.pl[p]
    if code == "q" and pl["faction"] == "gleens" and not s.has_built(p, "ac2"):
        code = "o"
    if code in CAPS:
        pl[RESOURCE[code]] = min(CAPS[code], pl[RESOURCE[code]] + n)
    elif code == "q":
        pl["qic"] += n
    elif code == "vp":
        score(s, p, n, source)
    elif code == "pw":
        charge(s, p, n)
    elif code == "t":
        pl["power_areas"][0] += n
    elif code == "gf":
        pl["gaiaformers"] += n
    else:
        raise ValueError(f"no rule gains {n}{code} here")


def charge(s, p: int, n: int) -> None:
    """Charge ``n`` power; where the brainstone could end in more than one area its owner decides."""
    pl = s.pl[p]
    if pl["brainstone"] in ("area1", "area2"):
        settle(s, p, {area: [*pw, pl["gaia_area"]] for area, pw in power.outcomes(pl, n).items()}, "charge")
    else:
        power.charge(pl, n)


def settle(s, p: int, outcomes: dict, why: str, ask: bool = False) -> None:
    """Bring about one of ``outcomes`` (power.py: where the brainstone ends → [I, II, III, Gaia area]): at once when
    there is one and no ``ask``, else as seat ``p`` answers a ``brainstone`` decision (``why``: charge, spend,
    discard, gaia)."""
    if len(outcomes) > 1 or ask:
        pl = s.pl[p]
        s.agenda.append(decision("brainstone", p, options=outcomes, base=[*pl["power_areas"], pl["gaia_area"]], why=why))
    else:
        _place(s.pl[p], *next(iter(outcomes.items())))


def place_brainstone(s, p: int, area: str) -> None:
    """The answer to a ``brainstone`` decision: the power moved with the brainstone ending in ``area``; tokens gained
    since the question (a Taklons PI token, a federation token's) stay where they went."""
    entry = s.agenda.pop()
    pl = s.pl[p]
    now = [*pl["power_areas"], pl["gaia_area"]]
    _place(pl, area, [n + after - before for n, after, before in zip(now, entry["options"][area], entry["base"])])


def _place(pl: dict, area: str | None, areas: list[int]) -> None:
    pl["power_areas"], pl["gaia_area"] = areas[:3], areas[3]
    pl["brainstone"] = None if area == "discard" else area


def discard_tokens(s, p: int, n: int, to_gaia: bool = False) -> None:
    """Seat ``p`` discards ``n`` power tokens (satellites) or moves them to the Gaia area (a Gaia project)."""
    settle(s, p, power.discard_outcomes(s.pl[p], n, to_gaia), "gaia" if to_gaia else "discard")


def can_pay(s, p: int, text: str) -> bool:
    return all(holds(s, p, code) >= n for n, code in parse(text))


def holds(s, p: int, code: str) -> int:
    """How much seat ``p`` can pay of one icon: its power in area III (spendable), or its count of the resource."""
    pl = s.pl[p]
    return power.spendable(pl, s.nevlas_pi(p)) if code == "pw" else pl[RESOURCE[code]]


def holding(s, p: int, text: str) -> str:
    """What seat ``p`` holds of each thing the cost ``text`` asks for, in words: ``"2 power in area III, 1 QIC"``."""
    pl, out = s.pl[p], []
    for _, code in parse(text):
        if code == "pw":
            out.append(f"{power.spendable(pl, s.nevlas_pi(p))} power in area III")
        elif code == "tg":
            out.append(f"{pl['gaia_area']} tokens in the Gaia area")
        else:
            names = {"o": "ore", "c": "credits", "k": "knowledge", "q": "QIC", "gf": "Gaiaformers", "vp": "VP"}
            out.append(f"{pl[RESOURCE[code]]} {names[code]}")
    return ", ".join(out)


def pay(s, p: int, text: str) -> None:
    """Take the cost ``text`` from seat ``p`` (already known to be affordable)."""
    pl = s.pl[p]
    for n, code in parse(text):
        if code == "pw":
            spend_power(s, p, n)
        else:
            pl[RESOURCE[code]] -= n
            if code == "gf":
                pl["gaiaformers_in_gaia_area"] += n


def spend_power(s, p: int, n: int) -> None:
    """Spend ``n`` power from area III back to area I: ordinary tokens, the brainstone (worth 3) when they are too few
    or its owner chooses it (asked, power.py, also when it must pay less than 3)."""
    per_token = 2 if s.nevlas_pi(p) else 1
    pl = s.pl[p]
    settle(s, p, power.spend_outcomes(pl, n, per_token), "spend", power.spend_warns(pl, n, per_token))
