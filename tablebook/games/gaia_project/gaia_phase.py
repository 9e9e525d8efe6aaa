"""The Gaia phase (Gaia Project › Gameplay › Gaia).

Every Transdim planet holding a Gaiaformer becomes a Gaia planet. Then, player by player in turn order, the Itars
with their planetary institute may trade four Gaia-area tokens for a tech tile, again and again, and Terrans with
theirs may spend the returning tokens like power on free actions (each a decision of that seat); that player's
Gaia-area tokens then go back to area I (Terrans: area II), a brainstone there to area I, and Bal T'aks'
Gaiaformers from there to their board. As the reference engine plays it, a player waiting on an earlier player's
choices keeps their tokens in the Gaia area until then, and Itars who decline the research step of a tile taken
here are done trading (that engine reads every decline of a Gaia-phase player as the end of their choices).
"""

from __future__ import annotations

from tablebook.core import IllegalAction, decision, step

from . import citations as rule
from .board import unhx
from .free_actions import spelled
from .resources import gain
from .rewards import parse


def start(s) -> None:
    for key in s.gf_on:
        if key not in s.gaia_made and s.board.planet.get(unhx(key)) == "m":
            s.gaia_made.append(key)
    for p in reversed(s.order):
        s.agenda.append(step("gaia-seat", seat=p))


def seat(s, entry) -> None:
    """A seat's turn in the Gaia phase: its choices, or its tokens home."""
    p = entry["seat"]
    if wants_decision(s, p):
        s.agenda.append(decision("gaia", p, tokens=s.pl[p]["gaia_area"]))
    else:
        give_back(s, p)


def again(s, entry) -> None:
    """After an Itars tile: the same choice again while 4 tokens are left and no step was declined, else done."""
    if entry.get("declined") or not wants_decision(s, entry["seat"]):
        done(s, entry["seat"])


def declined_step(s, p: int) -> None:
    """Seat ``p`` declined a research step: in the Gaia phase, its trades are over."""
    top = s.agenda[-1] if s.agenda else {}
    if top.get("step") == "gaia-again" and top["seat"] == p:
        top["declined"] = True


def wants_decision(s, p: int) -> bool:
    pl = s.pl[p]
    if not s.has_built(p, "PI"):
        return False
    if pl["faction"] == "itars":
        return pl["gaia_area"] >= 4
    return pl["faction"] == "terrans" and pl["gaia_area"] > 0


def give_back(s, p: int) -> None:
    """Seat ``p``'s Gaia area empties: tokens to area I (Terrans: II), the brainstone to I, Bal T'aks'
    Gaiaformers to their board (each player when their Gaia-phase choices are done, as the reference engine does)."""
    pl = s.pl[p]
    pl["power_areas"][1 if pl["faction"] == "terrans" else 0] += pl["gaia_area"]
    pl["gaia_area"] = 0
    if pl["brainstone"] == "gaia":
        pl["brainstone"] = "area1"
    pl["gaiaformers"] += pl["gaiaformers_in_gaia_area"]
    pl["gaiaformers_in_gaia_area"] = 0


TERRANS = {"4tg": ("1q", "1k"), "3tg": ("1o",), "1tg": ("1c",)}


def spend_problem(s, p: int, args):
    if len(args) != 3 or args[1] != "for":
        return IllegalAction("write: spend <n>tg for <gain>", rule.GAIA_PHASE)
    entry = s.agenda[-1]
    if s.is_faction(p, "itars"):
        if args[0] != "4tg" or args[2] != "tech":
            return IllegalAction("Itars trade 4 Gaia-area tokens for a tech tile: spend 4tg for tech", rule.FACTIONS)
        return None if s.pl[p]["gaia_area"] >= 4 else IllegalAction("you need 4 tokens in the Gaia area", rule.FACTIONS)
    found = _terrans(args)
    if found is None:
        return IllegalAction("Terrans spend returning tokens like power: 4tg → 1q or 1k, 3tg → 1o, 1tg → 1c",
                             rule.FACTIONS)
    if found[0] > entry["tokens"]:
        return IllegalAction(f"{entry['tokens']} returning tokens are left to spend", rule.FACTIONS)
    return None


def _terrans(args):
    """(tokens, gain, times) of a Terrans conversion, or None."""
    cost, got = parse(args[0]), parse(args[2])
    if len(cost) != 1 or len(got) != 1 or cost[0][1] != "tg":
        return None
    for unit, gains in TERRANS.items():
        size = parse(unit)[0][0]
        for g in gains:
            times = cost[0][0] // size
            if times and cost[0][0] == size * times and got[0] == (times * parse(g)[0][0], parse(g)[0][1]):
                return cost[0][0], g, times
    return None


def spend_candidates(s, p: int) -> list[tuple[str, ...]]:
    """Itars' trade; each Terrans conversion at every multiple the returning tokens left pay (``spend 2tg for 2c``
    is one command of the log, as a turn's conversions are: free_actions.py)."""
    if s.is_faction(p, "itars"):
        return [("4tg", "for", "tech")]
    left, out = s.agenda[-1]["tokens"], []
    for unit, gains in TERRANS.items():
        size = parse(unit)[0][0]
        out += [spelled(unit, got, n) for got in gains for n in range(1, left // size + 1)]
    return out


def spelled_as_listed(s, p: int, args) -> bool:
    """Whether a Gaia-phase trade the checks pass is written as ``spend_candidates`` lists it."""
    if s.is_faction(p, "itars"):
        return True  # its one spelling is the only one the check takes
    tokens, got, times = _terrans(args)
    return tuple(args) == spelled(f"{tokens // times}tg", got, times)


def spend(s, p: int, args) -> None:
    entry = s.agenda[-1]
    if s.is_faction(p, "itars"):
        s.pl[p]["gaia_area"] -= 4
        s.agenda.append(step("gaia-again", seat=p))
        s.agenda.append(decision("tech", p))
        return
    tokens, got, times = _terrans(args)
    entry["tokens"] -= tokens
    for _ in range(times):
        gain(s, p, got)
    if entry["tokens"] == 0:
        done(s, p)


def done(s, p: int) -> None:
    """Seat ``p`` has made its Gaia-phase choices."""
    s.agenda.pop()
    give_back(s, p)
