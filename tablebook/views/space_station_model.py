"""The Space Station table as a view model: plain JSON the browser draws, derived from a State.

Space Station has hidden hands, so the model is built ONLY from ``state.observation(viewer)`` (the
viewer's own hand, everybody's hand sizes, the deck's size) plus, when the viewer is the one who
decides now, that seat's legal actions. Another player's hand and the deck never reach the browser;
a spectator (``viewer=None``) sees no hand and no actions.

No widget or Jupyter import here, so the model is tested like any other function. Everything the
front end needs is spelled out (names, texts, colours, exits, what is legal), so the JavaScript never
re-implements a rule: it draws this dictionary and sends back the action lines it lists.
"""

from __future__ import annotations

from tablebook.core import CHANCE
from tablebook.games.space_station import citations as rule
from tablebook.games.space_station.build import cost as build_cost
from tablebook.games.space_station.data import CARDS, KINDS, RULES
from tablebook.games.space_station.events import EFFICIENCY_IN_EFFECT
from tablebook.games.space_station.modules import how_often
from tablebook.games.space_station.narration import design
from tablebook.games.space_station.station import EXIT_WORDS, count_kind, entrance, exits_of, exterior, functioning
from tablebook.games.space_station.year import majorities_of, majority_vp
from tablebook.games.space_station.turn import describe_now

from .header import Voice, header

# Seat accents (the six module colours are taken by the kinds, so seats get colours of their own).
SEAT_COLOURS = ("violet", "cyan", "pink", "lime", "white", "teal")
DIRECTIONS = ("N", "E", "S", "W")  # absolute directions as in station.STEP: 0 north, 1 east, …

VERB_TITLES = {
    "build": "Build a module", "crew": "Crew actions", "use": "Module actions", "repair": "Repair",
    "play": "Play an event", "pass": "Pass", "income": "Income: choose a colour",
    "discard": "Discard", "keep": "Keep your hand",
}
VERB_ORDER = ("income", "keep", "discard", "crew", "use", "repair", "play", "build", "pass")


def _seat(p: int) -> str:
    return f"p{p + 1}"


def card_info(card_id: str) -> dict:
    """A card as printed (or designed): name, kind and its colour, text, and where the data comes from."""
    c = CARDS[card_id]
    kind = KINDS.get(c.kind)
    return {
        "id": card_id, "name": c.name, "kind": c.kind,
        "kind_name": kind["name"] if kind else "Event",
        "colour": kind["colour"] if kind else "event",
        "colour_estimate": kind["estimated"].get("colour") if kind else None,
        "text": c.text, "source": c.source, "estimated": dict(c.estimated), "design": design(c),
        "event": c.is_event, "exits": c.exits, "crew": c.crew,
        "rule": str(rule.card(c)),
    }


def _module(station: dict, mid: str) -> dict:
    m = station[mid]
    c = CARDS[m["card"]]
    spec = c.action
    return {
        **card_info(m["card"]), "id": mid, "card": m["card"],
        "x": m["x"], "y": m["y"], "rot": m["rot"],
        "entrance": entrance(m),
        "parent": m["parent"], "parent_exit": m["exit"],
        "exits": exits_of(station, mid),
        "damage": {"temporary": m["temporary"], "permanent": m["permanent"]},
        "functioning": functioning(m),
        "crew_on": m["crew"], "uses": m["uses"],
        "core": m["parent"] is None,
        "immune": c.immune,
        "exterior": exterior(station, mid),
        "action": None if not spec else {"type": spec["type"], "crew": spec.get("crew", 0), "cost": spec["cost"], "often": how_often(c)},
    }


def _majorities(obs: dict, players: int, points: int) -> list[dict]:
    leaders = majorities_of(obs["stations"])
    out = []
    for kind, k in KINDS.items():
        counts = [count_kind(obs["stations"][p], kind) for p in range(players)]
        out.append({
            "kind": kind, "name": k["name"], "colour": k["colour"], "role": k["role"], "source": k["source"],
            "colour_estimate": k["estimated"].get("colour"),
            "counts": counts, "best": max(counts), "leaders": leaders[kind],
            "points": points,
        })
    return out


def _now(state) -> str:
    if state.decider() is CHANCE:
        return f"A card is drawn for {state.seat_name(state.agenda[-1]['to'])}"
    return describe_now(state).capitalize() if state.agenda else f"Player {state.active + 1}'s turn"


VOICE = Voice(key=lambda state, p: _seat(p), now=_now, result="Game over after {period}: {winners}",
              names_decider=(True, False))


def _last(last: dict | None) -> dict | None:
    """The last move; a draw never names its card (only the drawer may see it)."""
    if not last:
        return None
    action = str(last.get("action") or "")
    if action.split(" ")[:1] == ["draw"]:
        action = "draw"
    return {"action": action, "narration": last.get("narration"), "rule": last.get("rule")}


def view_model(state, last: dict | None = None, viewer: int | None = None) -> dict:
    """Everything the table view draws for ``state`` as seat ``viewer`` sees it (None: a spectator)."""
    obs = state.observation(viewer)
    n = len(obs["money"])
    decider = state.decider()
    over = decider is None
    mine = viewer is not None and viewer in state.deciders()
    legal = state.legal_actions(player=viewer) if mine else []
    pending = obs["agenda"][-1] if obs["agenda"] else None
    year = obs["year"]

    scores = state.scores()
    players = []
    for p in range(n):
        station = obs["stations"][p]
        players.append({
            "seat": p, "short": _seat(p), "name": f"Player {p + 1}", "colour": SEAT_COLOURS[p % len(SEAT_COLOURS)],
            "money": obs["money"][p], "crew": obs["crew"][p], "score": scores[p],
            "breakdown": [item._asdict() for item in state.score_breakdown(p)],
            "hand_size": obs["hand_sizes"][p],
            "active": not over and p == obs["active"], "first": p == obs["first"],
            "deciding": not over and decider == p, "viewer": p == viewer,
            "efficiency": obs["efficiency"][p],
            "modules": [_module(station, mid) for mid in station],
            "functioning": sum(1 for m in station.values() if functioning(m)),
        })

    hand = None
    if viewer is not None:
        hand = []
        for i, c in enumerate(obs["hand"]):
            info = card_info(c)
            info["index"] = i
            info["buildable"] = any(a.verb == "build" and a.args[0] == c for a in legal)
            info["playable"] = any(a.verb in ("play", "discard") and a.args[0] == c for a in legal)
            hand.append(info)

    builds: dict[str, list[dict]] = {}
    for a in legal:
        if a.verb == "build":
            card, mid, letter = a.args
            builds.setdefault(card, []).append({"module": mid, "exit": letter, "action": str(a), "cost": build_cost(state, viewer, card, mid)})
    groups = []
    for verb in VERB_ORDER:
        if verb == "build":
            continue
        acts = [{"action": str(a), "verb": verb, "label": state.label(a, viewer), "card": a.args[0] if verb in ("play", "discard") else None}
                for a in legal if a.verb == verb]
        if acts:
            groups.append({"verb": verb, "title": VERB_TITLES[verb], "actions": acts})

    discards = obs["discards"]
    return {
        "game": "space-station",
        "title": "Space Station",
        "year": year, "years": RULES["years"], "turn": year,
        "die": {"value": year, "last": year == RULES["years"], "vp": majority_vp(state)},
        "active": _seat(obs["active"]),
        **header(state, VOICE, yours=mine),
        "viewer": viewer,
        "viewer_name": "Spectator" if viewer is None else f"Player {viewer + 1}",
        "your_turn": mine,
        "pending": None if pending is None else {"kind": pending["kind"], "player": pending.get("to", pending.get("seat"))},
        "agenda": state.agenda_text(),
        "players": players,
        "kinds": _majorities(obs, n, majority_vp(state)),
        "hand": hand,
        "deck_count": obs["deck_size"],
        "discard_count": len(discards),
        "discard_top": card_info(discards[-1]) if discards else None,
        "legal": [str(a) for a in legal],
        "words": {"exits": EXIT_WORDS, "efficiency": EFFICIENCY_IN_EFFECT},
        "builds": builds,
        "groups": groups,
        "actions": [a for g in groups for a in g["actions"]],
        "last": _last(last),
    }
