"""The Alien Frontiers table as a view model: plain JSON the browser draws, derived from a State.

No widget or Jupyter import here, so the model is tested like any other function. Everything the
front end needs is spelled out (names, rules, what is legal), so the JavaScript never re-implements
a rule: it draws this dictionary and sends back the action lines it lists.
"""

from __future__ import annotations

from tablebook.core import CHANCE
from tablebook.games.alien_frontiers import citations as rule
from tablebook.games.alien_frontiers import ships, territories
from tablebook.games.alien_frontiers.data import BLOCKED, CARDS, FACILITIES, HUB_CIRCLES, TERRITORIES
from tablebook.games.alien_frontiers.facilities import FACILITY
from tablebook.games.alien_frontiers.field_generators import FIELD_NAMES
from tablebook.games.alien_frontiers.turn import describe_now

from .header import Voice, header

# Where each facility sits around the planet, clockwise from the top, as on the board:
# angle in degrees (0 = top), used by the front end's layout.
FACILITY_ANGLES = {
    "solar-converter": 0, "lunar-mine": 40, "orbital-market": 80, "shipyard": 120,
    "colony-constructor": 160, "terraforming-station": 200, "colonist-hub": 240,
    "alien-artifact": 280, "raiders-outpost": 320,
}

def _ship(state, ship_id: str) -> dict:
    s = state.ships[ship_id]
    owner = s["owner"]
    return {
        "id": ship_id,
        "colour": state.colours[owner] if owner is not None else None,
        "value": s["value"],
        "relic": ship_id == "relic",
    }


def _facility(state, f: str) -> dict:
    law, fac = FACILITY[f], FACILITIES[f]
    groups = []
    for g, members in enumerate(state.docks[f]):
        blocked = members == [BLOCKED]
        group = {"size": fac.group_size, "blocked": blocked, "ships": [] if blocked else [_ship(state, i) for i in members]}
        if f == "colonist-hub":
            group["seat"] = g
            group["colour"] = state.colours[g] if g < state.players else None
            group["circle"] = min(state.hub[g], HUB_CIRCLES) if g < state.players else 0
        groups.append(group)
    if f == "colonist-hub":
        groups = groups[: state.players]
    return {
        "id": f, "name": law.name, "summary": fac.summary, "requirement": law.ships,
        "docking": law.docking.short, "docking_words": law.docking.words,
        "rule": str(law.rule), "angle": FACILITY_ANGLES[f], "groups": groups,
        **({"circles": HUB_CIRCLES} if f == "colonist-hub" else {}),
    }


def _territory(state, t: str) -> dict:
    ter = TERRITORIES[t]
    controller = state.controller(t)
    return {
        "id": t, "name": ter.name, "bonus": ter.bonus, "rule": str(rule.territory(ter.name)), "x": ter.x, "y": ter.y,
        "colonies": [{"colour": state.colours[p], "count": n} for p, n in enumerate(state.colonies[t]) if n],
        "controller": state.colours[controller] if controller is not None else None,
        "fields": [{"id": f, "name": FIELD_NAMES[f]} for f, where in state.fields.items() if where == t],
        "relic_home": t == "burroughs-desert" and state.ships["relic"]["at"] == "desert",
    }


def _card(card: str, used: bool = False) -> dict:
    c = CARDS[card]
    return {"id": card, "name": c.name, "power": c.power, "discard": c.discard, "vp": c.vp, "used": used}


def _player(state, p: int, decider) -> dict:
    where = {"fleet": 0, "bay": 0, "docked": 0, "stock": 0}
    for i, s in state.ships.items():
        if s["owner"] == p and i != "relic":
            where[s["at"] if s["at"] in where else "docked"] += 1
    used = state.this_turn.get("used", ()) if p == state.active else ()
    return {
        "seat": p,
        "colour": state.colours[p],
        "name": state.colours[p].capitalize(),
        "fuel": state.fuel[p],
        "ore": state.ore[p],
        "colonies_left": territories.colonies_left(state, p),
        "hub_circle": min(state.hub[p], HUB_CIRCLES),
        "ships": where,
        "relic": state.ships["relic"]["owner"] == p,
        "cards": [_card(c, c in used) for c in sorted(state.hands[p])],
        "score": state.score(p),
        "breakdown": [{"source": i.source, "detail": i.detail, "points": i.points} for i in state.score_breakdown(p)],
        "active": p == state.active,
        "deciding": decider == p,
    }


def _now(state) -> str:
    return "Chance: " + state.agenda[-1]["kind"] if state.decider() is CHANCE else describe_now(state)


# the result is what the table's winner chip says ("Red wins"), beside "The game is over (its end)"
VOICE = Voice(key=lambda state, p: state.colours[p], now=_now, over="The game is over", result="{winners}",
              names_decider=(True, False))


def view_model(state, last: dict | None = None, viewer: int | None = None) -> dict:
    """Everything the table view draws for ``state``; ``last`` describes the action that led here.

    Alien Frontiers has no hidden information, so every ``viewer`` sees the same table.
    """
    decider = state.decider()
    over = decider is None
    legal = state.legal_actions() if decider is not None and decider is not CHANCE else []
    # the unplaced ships in the order actions write them (the rules' canonical form): the front end writes a
    # selection of them in this order, so it never sorts ships itself
    fleet = [] if over else [
        {"token": token, "value": ships.value(token), "kind": {"R": "relic", "T": "teleported"}.get(token[0], "plain"),
         "colour": state.colours[state.active]}
        for token in ships.canonical(tuple(state.fleet_ships(state.active).values()))]
    pending = state.agenda[-1] if state.agenda else None
    return {
        "game": "alien-frontiers",
        "title": "Alien Frontiers",
        "turn": state.turn,
        "active": state.colours[state.active],
        **header(state, VOICE),
        "pending": None if pending is None else {"kind": pending["kind"]},
        "agenda": state.agenda_text(),
        "players": [_player(state, p, decider) for p in range(state.players)],
        "facilities": [_facility(state, f) for f in FACILITIES],
        "territories": [_territory(state, t) for t in TERRITORIES],
        "relic": {**_ship(state, "relic"), "at": state.ships["relic"]["at"]},
        "display": [_card(c) for c in state.display],
        "deck_count": sum(state.deck.values()),
        "discard_count": len(state.discards),
        "fleet": fleet,
        "legal": [str(a) for a in legal],
        "actions": [{"action": str(a), "verb": a.verb, "label": state.label(a)} for a in legal if a.verb != "dock"],
        "last": last,
    }
