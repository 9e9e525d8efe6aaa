"""Module Action: crew actions (once a year each, crew moves onto the module) and other module
actions (no crew, repeatable: Junkyard, Robotic Arm; the Core Module's too, but it turns the card
over and the back has no action).

Two events reach into crew actions (their rules are in ``events.py``): Efficiency lets a station's
crew actions be used twice this year; a Visiting Worker uses any available crew action of any station
without crew (the module counts as used for the year), except where the rule sheet insists on crew:
the Shipyard's VP needs 2 unused crew moved to it.
"""

from __future__ import annotations

from tablebook.core import Action, IllegalAction, Verb, new_action

from . import citations as rule
from .data import CARDS, CORE, ENHANCED_CORE
from .effects import EFFECTS, Ctx
from .station import card_of, functioning

ACTION = {i: c.action for i, c in CARDS.items()}  # each card's action (None: it has none), read once
FEWEST_CREW = min(a["crew"] for a in ACTION.values() if a and a["type"] == "crew")  # what the cheapest crew action moves
# for each kind of action ("crew", "free"): the cards that have one -> (its action, its effect, the rule cited), read
# once: a listing looks each module up here, not through its card
USERS = {kind: {i: (a, EFFECTS[a["effect"]], rule.card(CARDS[i])) for i, a in ACTION.items() if a and a["type"] == kind}
         for kind in ("crew", "free")}


def uses_per_year(s, home: int) -> int:
    return 2 if s.efficiency[home] else 1


def how_often(card) -> str:
    """How often a module's action may be used, in words. The rule sheet lists the Core Module's
    among the actions used "many times each year", but its text turns the card over, and the back
    (the Enhanced Core Module) has no action."""
    spec = card.action
    if spec["type"] == "crew":
        return "once a year"
    if spec["effect"] == "flip":
        return "once: the card turns over, and its back has no action"
    return "any number of times a year"


def crew_moved(spec: dict, visitor: str | None) -> int:
    """Unused crew the actor moves onto the module: a Visiting Worker brings none, unless the card
    insists (Shipyard: "you must move 2 unused crew to it in order to get the VP")."""
    return 0 if visitor and not spec.get("crew_always") else spec["crew"]


def _ctx(s, actor: int, home: int, mid: str, event: str | None = None) -> Ctx:
    card = card_of(s.stations[home][mid])
    return Ctx(actor, home, mid, card.action, rule.card(card), event)


def action_problem(s, actor: int, home: int, mid: str, args, kind: str, visitor: str | None = None) -> IllegalAction | None:
    """Why the ``kind`` ("crew" or "free") action of module ``mid`` of seat ``home``'s station cannot be used now.

    ``visitor`` is the Visiting Worker card being played: no crew is needed.
    """
    station = s.stations[home]
    if mid not in station:
        return IllegalAction(f"there is no module {mid} in that station", rule.MODULE_ACTION)
    m = station[mid]
    card = card_of(m)
    if not card.action or card.action["type"] != kind:
        return _no_such_action(card, mid, kind, visitor)
    if not functioning(m):
        return IllegalAction(f"{card.name} is damaged: its text can no longer be used", rule.DAMAGE)
    return _use_problem(s, actor, home, m, kind, visitor) or \
        EFFECTS[card.action["effect"]].problem(s, _ctx(s, actor, home, mid, visitor), tuple(args))


def _no_such_action(card, mid: str, kind: str, visitor: str | None) -> IllegalAction:
    """Why a module has no action of this ``kind``: none at all (the turned-over Core's back among them), or the
    other kind, which another verb uses (a Visiting Worker uses crew actions only)."""
    if card.id == ENHANCED_CORE:
        return IllegalAction("the Core Module's action turned the card over, and its back, the Enhanced Core Module, "
                             "has no action", rule.card(CARDS[CORE]))
    if not card.action:
        return IllegalAction(f"{card.name} has no action to use", rule.MODULE_ACTION)
    if visitor:
        return IllegalAction(f"a Visiting Worker uses a crew action, and {card.name} has none", rule.card(CARDS[visitor]))
    if kind == "crew":
        return IllegalAction(f"{card.name}'s action needs no crew: write use {mid}", rule.OTHER_ACTION)
    return IllegalAction(f"{card.name}'s action is a crew action: write crew {mid}", rule.CREW_ACTION)


def _use_problem(s, actor: int, home: int, m: dict, kind: str, visitor: str | None) -> IllegalAction | None:
    """Why the actor cannot use a functioning module's ``kind`` action now, whatever its arguments: uses, crew, money."""
    card = card_of(m)
    here = rule.CREW_ACTION if kind == "crew" else rule.OTHER_ACTION
    spec = card.action
    if kind == "crew":
        if m["uses"] >= uses_per_year(s, home):
            allowed = "twice a year with Efficiency" if s.efficiency[home] else "once per year"
            return IllegalAction(f"{card.name}'s crew action has been used this year: each crew action can only be used {allowed}", here)
        need = crew_moved(spec, visitor)
        if s.crew[actor] < need:
            return IllegalAction(f"{card.name} needs {need} unused crew; you have {s.crew[actor]}",
                                 rule.card(card) if spec.get("crew_always") else rule.CREW)
    if s.money[actor] < spec["cost"]:
        return IllegalAction(f"{card.name}'s action costs {spec['cost']} M€; you have {s.money[actor]} M€", here)
    return None


def _usable_now(s, actor: int, home: int, m: dict, spec: dict, kind: str, visitor: str | None) -> bool:
    """``_use_problem`` is None: the same tests, with no refusal worded (a listing asks them of every module)."""
    if kind == "crew" and (m["uses"] >= uses_per_year(s, home) or s.crew[actor] < crew_moved(spec, visitor)):
        return False
    return s.money[actor] >= spec["cost"]


def do_action(s, actor: int, home: int, mid: str, args, visitor: str | None = None) -> None:
    m = s.stations[home][mid]
    spec = card_of(m).action
    s.money[actor] -= spec["cost"]
    if spec["type"] == "crew":
        moved = crew_moved(spec, visitor)
        s.crew[actor] -= moved
        m["crew"] += moved
        m["uses"] += 1
    EFFECTS[spec["effect"]].do(s, _ctx(s, actor, home, mid), tuple(args))


def action_candidates(s, actor: int, home: int, kind: str, visitor: str | None = None):
    """(module, *arguments) for every module of the station with a ``kind`` action (may be too many)."""
    for mid, m in s.stations[home].items():
        spec = ACTION[m["card"]]
        if spec and spec["type"] == kind and functioning(m):
            for args in EFFECTS[spec["effect"]].targets(s, _ctx(s, actor, home, mid, visitor)):
                yield (mid, *args)


def usable(s, actor: int, home: int, kind: str, visitor: str | None = None) -> list[tuple[str, ...]]:
    """(module, *arguments) of the station's ``kind`` actions without an ``action_problem``: each module's use checked
    once, then each of its targets (all of them for an effect whose targets are exact). A list, not a generator: a
    random agent lists these at most turns, and most of the time there is one action or none."""
    if kind == "crew" and visitor is None and s.crew[actor] < FEWEST_CREW:
        return []  # every module's use would be refused for want of crew (``_use_problem``): none is looked at
    users, found = USERS[kind], []
    for mid, m in s.stations[home].items():
        use = users.get(m["card"])
        if use is not None and not (m["temporary"] or m["permanent"]) \
                and _usable_now(s, actor, home, m, use[0], kind, visitor):  # functioning, and usable now
            spec, effect, cited = use
            c = Ctx(actor, home, mid, spec, cited, visitor)
            for args in effect.targets(s, c):
                if effect.exact or effect.problem(s, c, tuple(args)) is None:
                    found.append((mid, *args))
    return found


def _verb(kind: str) -> Verb:
    verb = "crew" if kind == "crew" else "use"

    def legal(s, p) -> list[Action]:
        return [new_action((verb, args)) for args in usable(s, p, p, kind)]

    return Verb(
        lambda s, p: action_candidates(s, p, p, kind),
        lambda s, p, args: action_problem(s, p, p, args[0], args[1:], kind) if args else
        IllegalAction(f"name the module: {verb} MODULE ...", rule.MODULE_ACTION),
        lambda s, p, args: do_action(s, p, p, args[0], args[1:]),
        legal,
    )


VERBS = {"crew": _verb("crew"), "use": _verb("free")}
