"""The Space Station Phoenix table as a view model: plain JSON the browser draws, derived from a State.

Space Station Phoenix has no hidden information, so every viewer sees the same table; the viewer only
decides whose clicks the table takes. No widget or Jupyter import here, so the model is tested like
any other function. Everything the front end needs is spelled out (names, numbers and where they come
from, what is legal), so the JavaScript never re-implements a rule: it draws this dictionary and sends
back the action lines it lists.

A move is clicked in two steps where the game has two: first what acts (a ship, or a kind of resident
to place), then its target (a ship to dismantle, a Sector, a Diplomacy track). Each legal action says
so as ``pick`` (the action's words before the target, the key of what is clicked first) and ``target``
(``"ship:ID"``, ``"sector:ID"``, ``"track:ID"``, ``"hub:ID"``, ``"die:FACE"``, or None for a button), so
the front end builds ``pick + " " + id`` for any target it is asked about and Python says why (not).

Values whose provenance is ``estimate`` (our design: the printed cards are not public) are listed in
each record's ``designed`` (field → the provenance's words), and the legend says what the mark means.
"""

from __future__ import annotations

from tablebook.core import CHANCE
from tablebook.games.space_station_phoenix import citations as rule
from tablebook.games.space_station_phoenix import diplomacy, station, supply
from tablebook.games.space_station_phoenix.setup import compensation
from tablebook.games.space_station_phoenix.data import (
    ALIENS, COLOURS, COLOUR_NAMES, DIPLOMACY, HUBS, KINDS, RESOURCES, RULES, SECTORS, SEAT_COLOURS, SETUP, SHIPS, SHIP_NAMES,
    SHIP_STATS, STAT_WORDS, TRACKS, amount_words, ship_name,
)

from .header import Voice, header

# what the track of each ship type is called on the Diplomacy board
TRACK_NAMES = {t: SHIP_NAMES[t] for t in TRACKS}
LEGEND = ("◇ marks a value of our design (provenance “estimate”): the rulebook prints it only as card art, "
          "so the number is not known. Hover a mark for where each value comes from.")


def _designed(record: dict, fields) -> dict[str, str]:
    """The fields of ``record`` that are (wholly or partly) our design, with the provenance's words."""
    notes = record["provenance"]
    return {f: notes.get(f, "estimate") for f in fields if "estimate" in notes.get(f, "estimate")}


def ship_card(state, sid: str) -> dict:
    """One ship as its card shows it, and where it is: its owner, the GEMs on it, who used it."""
    ship = SHIPS[sid]
    stats = ("cost", "fee", "metal") + SHIP_STATS[ship["type"]]
    owner, gems, user = state.ships.get(sid), state.ship_gems.get(sid, 0), state.ship_users.get(sid)  # off the table: none
    token = next((p for p in range(state.players) if state.neutral_token[p] == sid), None)
    return {
        "id": sid, "name": ship_name(sid), "type": ship["type"], "type_name": SHIP_NAMES[ship["type"]],
        "level": ship["level"], "neutral": bool(ship.get("neutral")),
        "owner": None if owner is None else SEAT_COLOURS[owner],
        "gems": gems, "used": bool(gems),
        "user": None if user is None else SEAT_COLOURS[user],
        "token": None if token is None else SEAT_COLOURS[token],
        "stats": [{"field": f, "name": STAT_WORDS[f], "value": ship[f]} for f in stats],
        "designed": _designed(ship, ("type", "level") + stats),
    }


def sector_card(state, sid: str) -> dict:
    """A Sector: cost, quarters with their income icons and residents, its ability and whether it works."""
    sector = SECTORS[sid]
    residents = state.residents.get(sid, [])
    return {
        "id": sid, "colour": sector["colour"], "level": sector["level"], "cost": sector["cost"],
        "quarters": [{"income": icon or None, "resident": residents[i] if i < len(residents) else None,
                      "fresh": station.is_fresh(state, sid, i)} for i, icon in enumerate(sector["income"])],
        "text": sector["text"], "works": sid in state.residents and station.ability_works(state, sid),
        "designed": _designed(sector, ("cost", "quarters", "income", "abilities")),
    }


def hub_card(state, p: int, hub_id: str) -> dict:
    """A Station Hub as seat ``p`` holds it (or is offered it): its text, its back, its living quarters."""
    hub = HUBS[hub_id]
    quarters = hub["setup"].get("hub_quarters", 0)
    residents = state.hub_residents[p] if state.hubs[p] == hub_id else []
    turn_order = SETUP["compensation"]["provenance"]
    return {
        "id": hub_id, "text": hub["text"], "basic": hub["basic"], "back": dict(hub["back"]),
        "quarters": [{"income": None, "resident": residents[i] if i < len(residents) else None, "fresh": False}
                     for i in range(quarters)],
        "not_implemented": any(a["kind"] == "not-implemented" for a in hub["abilities"]),
        "compensation": compensation(state, p),
        "designed": _designed(hub, ("back",)) | ({"compensation": turn_order} if "estimate" in turn_order else {}),
    }


def _player(state, p: int, deciders, acting, viewer) -> dict:
    colour = SEAT_COLOURS[p]
    wings = []
    for c in COLOURS:
        built = {SECTORS[x]["level"]: x for x in state.stations[p].get(c, [])}
        wings.append({"colour": c, "built": bool(built),
                      "sectors": [sector_card(state, built[level]) if level in built else None for level in (1, 2, 3)]})
    counts = {k: station.count(state, p, k) for k in KINDS}
    return {
        "seat": p, "colour": colour, "name": colour.capitalize(), "letter": colour[0].upper(),
        "gems": state.gems[p], "res": dict(state.res[p]), "points": state.points[p],
        "score": state.score(p), "breakdown": [item._asdict() for item in state.score_breakdown(p)],
        "hub": hub_card(state, p, state.hubs[p]) if state.hubs[p] else None,
        "hub_offer": [hub_card(state, p, h) for h in state.hub_offer[p]],
        "wings": wings, "wing_count": sum(1 for w in wings if w["built"]),
        "sectors": len(station.sectors_of(state, p)), "residents": counts,
        "diplomacy": dict(state.diplomacy[p]),
        "ships": [ship_card(state, sid) for sid in _fleet(state, p)],
        "neutral_token": state.neutral_token[p],
        "active": not state.ended and p == state.active, "deciding": p in deciders, "acting": p == acting,
        "viewer": p == viewer,
    }


def _fleet(state, p: int) -> list[str]:
    """A fleet in the order of its cards: by level, then by ship type as the rulebook lists them."""
    order = list(SHIP_NAMES)
    return sorted((sid for sid, owner in state.ships.items() if owner == p),
                  key=lambda sid: (SHIPS[sid]["level"], order.index(SHIPS[sid]["type"]), sid))


def _diplomacy_board(state) -> dict:
    costs_note = DIPLOMACY["provenance"]["costs"]
    tracks = []
    for t in TRACKS:
        bonuses = DIPLOMACY["bonuses"][t]
        levels = []
        for level in range(1, diplomacy.LEVELS + 1):
            two = level >= diplomacy.TWO_FROM
            levels.append({"level": level, "cost": diplomacy.COSTS[level - 1],
                           "bonus": "any 2 different of levels 1–3" if two else amount_words(bonuses[level - 1])})
        note = DIPLOMACY["bonuses"]["provenance"][t]
        tracks.append({
            "id": t, "name": TRACK_NAMES[t], "levels": levels,
            "markers": [{"colour": SEAT_COLOURS[p], "level": state.diplomacy[p][t]} for p in range(state.players)],
            "designed": {"bonus": note} if "estimate" in note else {},
        })
    return {"tracks": tracks, "levels": diplomacy.LEVELS, "designed": {"cost": costs_note} if "estimate" in costs_note else {},
            "rule": str(rule.DIPLOMACY_BOARD)}


# --- what each legal action clicks: what first, then which target -----------------------------------------
_SHIP_TARGET = {"dismantle": "ship", "construct": "sector", "diplomacy": "track"}
_PICK_WORDS = {
    "deal": lambda a: f"a {a[1]} Alien" if a[0] == "alien" else "a gold Alien" if a[0] == "gold" else None,
    "place": lambda a: f"place a free {COLOUR_NAMES.get(a[0], a[0])}",
    "keep": lambda a: "recruit a Human ally" if a[0] == "recruit" else None,
    "move": lambda a: f"move a {COLOUR_NAMES.get(a[1], a[1])} from {a[0]}",
}


def move_of(action, label: str) -> dict:
    """How one legal action is clicked: ``pick`` (clicked first, or None) and ``target`` (clicked next, or None)."""
    verb, args = action.verb, action.args
    pick, target = None, None
    if verb in ("dismantle", "construct", "diplomacy") and (verb != "diplomacy" or len(args) == 2):
        pick, target = f"{verb} {args[0]}", f"{_SHIP_TARGET[verb]}:{args[-1]}"
    elif verb in ("diplomacy", "transport", "expedition", "collect"):
        pick = f"{verb} {args[0]}"
    elif verb in ("draft", "discard"):
        target = f"ship:{args[0]}"
    elif verb == "claim":
        target = f"sector:{args[0]}"
    elif verb == "hub":
        target = f"hub:{args[0]}"
    elif verb == "lobby":
        target = f"track:{args[0]}"
    elif verb == "keep" and args[0] in ("food", "water", "metal"):
        target = f"die:{args[0]}"
    elif verb == "keep" and args[0] == "observe":
        target = "die:human"
    elif verb in ("deal", "place", "keep", "move") and _PICK_WORDS[verb](args) and len(args) >= 2:
        pick, target = " ".join((verb, *args[:-1])), f"sector:{args[-1]}"
    return {"action": str(action), "verb": verb, "label": label, "pick": pick, "target": target}


def picks_of(moves: list[dict]) -> list[dict]:
    """The distinct first clicks, in order, with words for a button and the kind of target each takes."""
    seen: dict[str, dict] = {}
    for m in moves:
        key = m["pick"]
        if key is None or key in seen:
            continue
        verb, *args = key.split(" ")
        ship = args[0] if args and args[0] in SHIPS else None
        words = ship_name(ship) if ship else _PICK_WORDS[verb](tuple(args))
        label = words[0].upper() + words[1:]
        kinds = {t.split(":")[0] for t in (x["target"] for x in moves if x["pick"] == key) if t}
        seen[key] = {"key": key, "verb": verb, "ship": ship, "label": label,
                     "target_kind": kinds.pop() if len(kinds) == 1 else None}
    return list(seen.values())


def ship_probe(state, sid: str, p: int) -> str:
    """A representative action line for using ``sid``: what the table asks Python about when the ship is hovered."""
    kind = SHIPS[sid]["type"]
    if kind == "dismantle":
        mine = [x for x in _fleet(state, p) if x != sid]
        return f"dismantle {sid} {mine[0] if mine else sid}"
    if kind == "construction":
        return f"construct {sid} {state.market[0] if state.market else '000'}"
    if kind == "diplomacy":
        return f"diplomacy {sid} {TRACKS[0]}"
    return f"{'collect' if kind in ('farm', 'ice') else kind} {sid}"


def _pending(state) -> dict | None:
    if not state.agenda:
        return None
    top = state.agenda[-1]
    if "step" in top:
        return None
    seats = top["seat"] if isinstance(top["seat"], list) else [top["seat"]]
    out = {"kind": top["kind"], "seats": [SEAT_COLOURS[q] for q in seats if isinstance(q, int) and 0 <= q < state.players]}
    if top["kind"] == "keep":
        out.update(pool=top["pool"], capacity=top["capacity"], rerolls=top["rerolls"])
    elif top["kind"] == "roll":
        out.update(dice=top["dice"])
    elif top["kind"] == "reward":
        out.update(track=top["track"], tops={SEAT_COLOURS[int(q)]: max(0, n) for q, n in top["tops"].items()})  # 0: no bonus
    elif top["kind"] == "transaction":
        out.update(left=top["left"], made=top["made"])
    return out


def _now(state) -> str:
    now = state.describe_now()
    if state.decider() is CHANCE:
        return f"Chance: {now}"
    return now[0].upper() + now[1:]  # not capitalize(): it would lower "Human", "Sector", "GEMs"


VOICE = Voice(key=lambda state, p: SEAT_COLOURS[p], now=_now, over="The game is over: {end}", result="{now}. {winners}",
              names_decider=(False, False))


def view_model(state, last: dict | None = None, viewer: int | None = None) -> dict:
    """Everything the table view draws for ``state``; clicks act for ``viewer`` (None: whoever decides)."""
    decider = state.decider()
    over = decider is None
    deciders = [q for q in state.deciders() if q is not CHANCE]
    acting = None
    if not over and decider is not CHANCE:
        acting = viewer if viewer in deciders else (decider if viewer is None else None)
    legal = state.legal_actions(player=acting) if acting is not None else []
    clicker = acting if acting is not None else viewer
    moves = [move_of(a, state.label(a, acting)) for a in legal]
    picks = picks_of(moves)
    return {
        "game": "space-station-phoenix",
        "title": "Space Station Phoenix",
        "active": None if over else SEAT_COLOURS[state.active],
        "setup": state.in_setup(),
        "fresh_words": station.FRESH,
        **header(state, VOICE),
        "deciders": [SEAT_COLOURS[q] for q in deciders],
        "acting": None if acting is None else SEAT_COLOURS[acting],
        "viewer": viewer, "viewer_name": "everyone (hot seat)" if viewer is None else SEAT_COLOURS[viewer].capitalize(),
        "your_turn": acting is not None,
        "pending": _pending(state),
        "agenda": state.agenda_text(),
        "trigger": state.trigger_text or None,
        "players": [_player(state, p, deciders, acting, viewer) for p in range(state.players)],
        "neutral": [ship_card(state, sid) for sid in sorted(s for s in state.ships if SHIPS[s].get("neutral"))],
        "draft": [ship_card(state, sid) for sid in state.display],
        "market": [sector_card(state, sid) for sid in state.market],
        "diplomacy": _diplomacy_board(state),
        "score_track": {"end": RULES["end_points"],
                        "markers": [{"colour": SEAT_COLOURS[p], "points": state.points[p]} for p in range(state.players)]},
        "supply": {"aliens": {k: state.supply[k] for k in ALIENS}, "aliens_left": supply.aliens_left(state),
                   "end_at": RULES["end_aliens_left"], "terra": state.supply["human"]},
        "resources": list(RESOURCES),
        "legal": [str(a) for a in legal],
        "moves": moves,
        "picks": picks,
        # what a hovered ship asks about: for the seat that clicks (not its decision now: the answer says whose it is)
        "probes": {} if over or clicker is None else {sid: ship_probe(state, sid, clicker) for sid in state.ships},
        "legend": LEGEND,
        "rules": {"turn": str(rule.TURN), "ships": str(rule.SHIP_ACTION), "income": str(rule.INCOME),
                  "placement": str(rule.PLACEMENT), "end": str(rule.GAME_END)},
        "last": last,
    }
