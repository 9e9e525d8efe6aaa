"""Free actions (Gaia Project › Actions › Free Actions): conversions and burning power, on your own turn.

``spend COST for GAIN`` is one conversion, once or repeated (``spend 4pw for 4c`` is four 1 power → 1 credit), as the
boardgamers.space log writes it: one command. Every conversion is listed at every multiple the player can pay, each
in one spelling (``spelled``): the counts of the conversion's own text multiplied, in its order. The multiples are
listed, not left to repeated single conversions, because the log writes both and a record must say which was done.
They all stay under the one verb ``spend``: an agent that picks a kind of action first (the random agent) weighs
them as one kind however many multiples are listed (at most a few dozen), and a table offers the single conversions
on buttons of their own. Agents now convert, as players may; the one-step greedy agent would meet dozens of
conversions of equal worth at every decision, so it weighs them only when nothing else is open, and the game's
heuristic counts a free action half a VP less (``coaching``).
Factions add conversions: Bal T'aks a Gaiaformer → 1 QIC; Nevlas a token from area III to the Gaia area → 1
knowledge, and with their PI 4 power → 1 ore + 1 credit, 6 power → 2 ore; Hadsch Hallas with their PI credits for
QIC, ore and knowledge; Terrans and Itars spend Gaia-area tokens in the Gaia phase (gaia_phase.py).
Burning power discards a token of area II to move another to area III (Itars: the discarded token goes to the
Gaia area); a Taklons ``burn-power`` may add where their brainstone ends (power.py).
"""

from __future__ import annotations

from functools import cache

from tablebook.core import Action, IllegalAction

from . import citations as rule
from . import power
from .data import actions
from .resources import gain, holding, holds, pay
from .rewards import parse, write
from .words import cost_words


def conversions(s, p: int) -> list[tuple[str, str]]:
    """(pay, get) pairs seat ``p`` may use now."""
    out = list(_standard())
    faction, pi = s.pl[p]["faction"], s.has_built(p, "PI")
    if faction == "baltaks":
        out.append(("1gf", "1q"))
    if faction == "nevlas":
        out.append(("1t-a3", "1k"))
        if pi:
            out += [("4pw", "1o,1c"), ("6pw", "2o")]
    if faction == "hadsch-hallas" and pi:
        out += [("4c", "1q"), ("3c", "1o"), ("4c", "1k")]
    return out


@cache
def _standard() -> tuple[tuple[str, str], ...]:
    """Every faction's conversions (read once: a listing of free actions asks at every decision)."""
    return tuple(tuple(pair) for pair in actions()["conversions"]["standard"])


def _scaled(text: str, times: int) -> list[tuple[int, str]]:
    return sorted((n * times, code) for n, code in parse(text))


@cache
def _cost(pay_text: str, times: int) -> str:
    """What a conversion done ``times`` times costs, as a reward text (asked at every multiple of every listing)."""
    return write(_scaled(pay_text, times))


@cache
def spelled(pay_text: str, get_text: str, times: int) -> tuple[str, str, str]:
    """The arguments of a conversion done ``times`` times: ``("4pw", "for", "4c")``, ``("8pw", "for", "2o,2c")``
    (a few conversions at a few multiples, spelled at every listing: remembered)."""
    return (write([(n * times, code) for n, code in parse(pay_text)]), "for",
            write([(n * times, code) for n, code in parse(get_text)]))


def spend_candidates(s, p: int) -> list[tuple[str, ...]]:
    """Every conversion seat ``p`` can pay for now, at every multiple it can pay, each spelling once: two conversions
    may spell one action (the Nevlas PI's 6 power → 2 ore is the standard 3 power → 1 ore done twice, paid alike)."""
    return [action.args for action in spend_legal(s, p)]


def spend_legal(s, p: int) -> list[Action]:
    """``spend_candidates`` as actions, each legal (a conversion the seat can pay, spelled as ``read`` reads it)."""
    return list(dict.fromkeys(_spend(pay_text, get_text, times) for pay_text, get_text in conversions(s, p)
                              for times in range(1, most_times(s, p, pay_text) + 1)))  # the first of each kept


@cache
def _spend(pay_text: str, get_text: str, times: int) -> Action:
    """The action of a conversion done ``times`` times (``spelled``), made once: agents list every multiple of every
    conversion at each decision of a turn, and an action never changes."""
    return Action("spend", spelled(pay_text, get_text, times))


def read(s, p: int, args: tuple[str, ...]):
    """The (pay, get, times) a ``spend`` names, or an IllegalAction."""
    if len(args) != 3 or args[1] != "for":
        return IllegalAction("write: spend <cost> for <gain>, e.g. spend 3pw for 1o", rule.FREE)
    try:
        cost, got = sorted(parse(args[0])), sorted(parse(args[2]))
    except ValueError as error:
        return IllegalAction(str(error), rule.FREE)
    for pay_text, get_text in conversions(s, p):
        unit = parse(pay_text)
        times = cost[0][0] // unit[0][0] if cost and len(unit) == len(cost) else 0
        if times and _scaled(pay_text, times) == cost and _scaled(get_text, times) == got:
            return pay_text, get_text, times
    return IllegalAction(f"no conversion turns {args[0]} into {args[2]}; you may convert "
                         + ", ".join(f"{a} → {b}" for a, b in conversions(s, p)), rule.FREE)


def spelled_as_listed(s, p: int, args) -> bool:
    """Whether a conversion the checks pass is written as ``spend_candidates`` lists it (``spelled``)."""
    return tuple(args) == spelled(*read(s, p, args))


def spend_problem(s, p: int, args):
    found = read(s, p, args)
    if isinstance(found, IllegalAction):
        return found
    pay_text, get_text, times = found
    return _unpaid(s, p, pay_text, get_text, times)


def most_times(s, p: int, pay_text: str) -> int:
    """How many times seat ``p`` can pay a conversion: for each icon of its cost, what the seat holds of it over its
    count (``resources.can_pay`` of the cost times as many), the fewest of them."""
    if pay_text == "1t-a3":
        return s.pl[p]["power_areas"][2]
    return min(holds(s, p, code) // n for n, code in parse(pay_text))


def _unpaid(s, p: int, pay_text: str, get_text: str, times: int):
    """Why seat ``p`` cannot pay a conversion ``times`` times, or None."""
    if times <= most_times(s, p, pay_text):
        return None
    if pay_text == "1t-a3":
        return IllegalAction(f"moving {times} tokens from area III needs them there", rule.FACTIONS)
    cost = _cost(pay_text, times)
    cost_text, _, got = spelled(pay_text, get_text, times)
    return IllegalAction(f"spend {cost_text} for {got} needs {cost_words(cost)}; you have {holding(s, p, cost)}",
                         rule.FREE)


def spend(s, p: int, args) -> None:
    pay_text, get_text, times = read(s, p, args)
    if pay_text == "1t-a3":
        s.pl[p]["power_areas"][2] -= times
        s.pl[p]["gaia_area"] += times
    else:
        pay(s, p, _cost(pay_text, times))
    for _ in range(times):
        gain(s, p, get_text)


def burn_problem(s, p: int, args):
    if not 1 <= len(args) <= 2 or not args[0].isdigit() or int(args[0]) < 1:
        return IllegalAction("write: burn-power <tokens>, e.g. burn-power 2 (Taklons: burn-power 2 area2 or "
                             "burn-power 2 discard to keep or discard the brainstone)", rule.POWER_CYCLE)
    pl, n = s.pl[p], int(args[0])
    outcomes = power.burn_outcomes(pl, n)
    if not outcomes:
        return IllegalAction(f"burning {n} needs {2 * n} tokens in area II; you have {pl['power_areas'][1]}"
                             + (" and the brainstone" if pl["brainstone"] == "area2" else ""), rule.POWER_CYCLE)
    if len(args) == 2 and (pl["brainstone"] != "area2" or args[1] not in outcomes):
        return IllegalAction(f"burning {n}, the brainstone can end in {' or '.join(map(str, outcomes))}"
                             if pl["brainstone"] == "area2" else "only a brainstone in area II is told where to go: "
                             f"burn-power {n}", rule.POWER_CYCLE)
    return None


def burn_candidates(s, p: int) -> list[tuple[str, ...]]:
    """``burn-power N``, and for a brainstone in area II the other places it may end (``burn-power N`` moves it to
    area III)."""
    out = [(str(n),) for n in range(1, 8)]
    if s.pl[p]["brainstone"] == "area2":
        out += [(str(n), where) for n in range(1, 8) for where in ("area2", "discard")]
    return out


def burn_legal(s, p: int) -> list[Action]:
    """The candidates without a problem, those burning more than area II holds (``power.burnable``) left out before
    the check words their refusal (agents list every verb at each free action)."""
    most = power.burnable(s.pl[p])
    return [Action("burn-power", args) for args in burn_candidates(s, p)
            if int(args[0]) <= most and burn_problem(s, p, args) is None]


def burn(s, p: int, args) -> None:
    pl, n = s.pl[p], int(args[0])
    outcomes = power.burn_outcomes(pl, n)
    where = args[1] if len(args) == 2 else next(iter(outcomes))
    pl["power_areas"], pl["brainstone"] = outcomes[where][:3], None if where == "discard" else where
    if pl["faction"] == "itars":
        pl["gaia_area"] += n
