"""Gameplay: a turn is one ship action or the Income action; then the end of the game is checked.

The steps between decisions: the station's ship bonuses after a ship action (``ship-bonus``), every
player's Diplomacy rewards (``rewards``), and the end of the turn (``end-turn``): new residents start
working, the end is checked for the active player alone, an extra turn (Sectors 301, 323) is taken,
and the turn passes clockwise (after the trigger, only to the players still owed their last turn);
``income`` is Hub A-8's Income once its Human is placed. Rulebook › Gameplay, Turn Options, Check for
Game End.
"""

from __future__ import annotations

from tablebook.core import decision, step

from . import diplomacy, game_end, income, setup, ships, special_abilities, stall, station, station_hubs
from .ships import roll
from .special_abilities import push_offer
from .supply import gain

TURN_VERBS = ships.SHIP_VERBS + ("income", "recruit")

VERBS = {**ships.VERBS, **diplomacy.VERBS, **income.VERBS, **setup.VERBS, **special_abilities.VERBS,
         **station_hubs.VERBS}

PHASE_VERBS = {
    "turn": TURN_VERBS + ("cash", "convert"),
    "draft": ("draft",),
    "hub": ("hub",),
    "claim": ("claim",),
    "discard": ("discard",),
    "lobby": ("lobby",),
    "income-lobby": ("lobby", "decline"),
    "may-lobby": ("lobby", "decline"),
    "convert-after": ("convert", "decline"),
    "before-end": ("cash", "decline"),
    "roll": ("roll",),
    "keep": ("keep",),
    "reroll": ("reroll", "decline"),
    "transaction": ("deal",),
    "reward": ("reward",),
    "pick": ("take",),
    "place": ("place",),
    "relocate": ("move", "done"),
    "offer": ("accept", "decline"),
    "exchange": ("exchange", "decline"),
    "settle": ("settle", "return"),
    "return": ("return", "lose"),
}

DOING = {  # what the seat(s) of a decision must do, after their names
    "draft": lambda s, e: f"drafts a Level-{e['level']} ship",
    "hub": lambda s, e: f"keeps one of the Hubs {' and '.join(s.hub_offer[e['seat']])}",
    "claim": lambda s, e: f"takes a free Level-1 {e['colour'] or 'any-colour'} Sector",
    "discard": lambda s, e: "discards a Level-2 ship",
    "lobby": lambda s, e: "takes a Diplomacy step, paying the lobbying cost" if e.get("paid") else "takes a free Diplomacy step",
    "income-lobby": lambda s, e: "may take a Diplomacy action, paying the lobbying cost (Hub A-7)",
    "may-lobby": lambda s, e: f"may take {'a free Diplomacy step' if not e['then'] else 'free Diplomacy steps'} "
                              f"({e['source']})",
    "before-end": lambda s, e: "may turn points into GEMs (Hub B-6) before the end of the game is checked",
    "convert-after": lambda s, e: "may convert 1 metal into 1 food or 1 water after the action (Hub A-1, once per turn)",
    "reroll": lambda s, e: "may roll some Expedition dice again",
    "keep": lambda s, e: f"keeps Expedition dice (room for {e['capacity']} more)",
    "transaction": lambda s, e: f"makes transport transactions ({e['left']} left)",
    "reward": lambda s, e: f"{'choose' if isinstance(e['seat'], list) and len(e['seat']) > 1 else 'chooses'} their {e['track']} Diplomacy rewards",
    "pick": lambda s, e: f"takes {' or '.join(e['options'])}",
    "place": lambda s, e: f"places a free {' or '.join(e['kinds'])} resident",
    "relocate": lambda s, e: "may move residents (1 GEM each), then is done",
    "exchange": lambda s, e: f"may exchange {e['give']} resource{'s' if e['give'] != 1 else ''} for "
                             f"{'another' if e['get'] == 'resource' else 'a Human'} (Sector {e['source']})",
    "settle": lambda s, e: "moves one resident from Hub A-11 onto a Sector, free",
    "return": lambda s, e: "returns an Alien, a Human or a Sector to the supply (Hub A-12)",
    "offer": lambda s, e: f"may pay {e['cost']} GEMs to Sector {e['source']} ({OFFERS[e['then']]})",
}


def describe_entry(s, entry: dict) -> str:
    """A decision in words: who, then what ("Red takes food or water"); chance rolls the dice."""
    if entry["kind"] == "roll":
        return f"the {entry['dice']} Expedition dice are rolled"
    seats = entry["seat"] if isinstance(entry["seat"], list) else [entry["seat"]]
    return f"{', '.join(s.seat_name(q) for q in seats)} {DOING[entry['kind']](s, entry)}"


OFFERS = {"metal": "1 metal", "extra-turn": "an extra turn", "human": "a Human", "two-resources": "2 resources",
          "lobby-paid": "a second Diplomacy action"}


def describe_now(s) -> str:
    if s.ended:
        return f"the game is over: {s.ended}"
    if s.agenda:
        return describe_entry(s, s.agenda[-1])
    last = " (their last turn)" if s.trigger is not None else ""
    a8 = ", or a Human then Income (Hub A-8)" if station.abilities(s, s.active, "recruit-income") else ""
    return f"{s.seat_name(s.active)} takes a turn{last}: a ship action or Income{a8}"


def ship_bonus(s, entry) -> None:
    """The active player's Hub and occupied Sectors that answer this ship type (ship actions only: no chains)."""
    p, kind = entry["seat"], entry["ship"]
    for a in station.abilities(s, p, "ship"):
        if a["ship"] != kind:
            continue
        gain(s, p, a.get("gain", {}))
        if "choose" in a:
            s.agenda.append(decision("pick", p, options=list(a["choose"])))
        if "transactions" in a:
            s.agenda.append(decision("transaction", p, left=a["transactions"], made=0, bonus=True))
        s.agenda += [decision("place", p, kinds=["human"])] * a.get("human", 0)
        if a.get("alien") == "any":
            s.agenda.append(decision("place", p, kinds=["teal", "brown", "pink", "gold"]))
        if a.get("step"):  # Sector 306: "you may advance a Diplomacy marker one space without paying any cost"
            s.agenda.append(decision("may-lobby", p, then=a["step"] - 1, source=f"Sector {station.source_of(a)}"))
        if "expedition" in a:
            roll(s, p, *a["expedition"])
        if "offer" in a:
            push_offer(s, p, a)


def rewards(s, entry) -> None:
    if entry["track"] in diplomacy.TRACKS:
        diplomacy.push_rewards(s, entry["track"])


def end_turn(s, entry) -> None:
    p = s.active
    if s.trigger is None and not entry.get("asked") and station_hubs.cash_before_end(s, p):
        s.agenda += [step("end-turn", asked=True), decision("before-end", p)]
        return
    s.converted = False
    if s.fresh:  # the quarters filled this turn work from now on (no quarter filled: nothing else starts working)
        s.fresh = []
        station.changed(s)
    if s.trigger is None:
        reason = game_end.trigger(s, p)
        if reason:
            s.trigger, s.trigger_text = p, reason
            s.final = [(p + k) % s.players for k in range(1, s.players)]
    elif p in s.final:
        s.final.remove(p)
    if s.trigger is not None and not s.final:
        s.ended = f"{s.trigger_text}; everyone else has had one more turn"
        return
    if s.trigger is None:
        s.ended = stall.stalled(s)
        if s.ended:
            return
    extra, s.extra_turn = s.extra_turn and s.trigger is None, False  # no extra turn once the end is triggered
    if not extra:
        s.active = s.final[0] if s.trigger is not None else (p + 1) % s.players


def start(s, entry) -> None:
    s.active = 0


STEPS = {"ship-bonus": ship_bonus, "rewards": rewards, "end-turn": end_turn, "hub-setup": setup.hub_setup,
         "start": start, "income": lambda s, entry: income.take_income(s, entry["seat"])}

