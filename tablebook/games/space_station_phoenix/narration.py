"""Narration, labels and names: what each verb did, in one sentence with its rule, how it reads on a button, and
what the rulebook calls that kind of action.

Sentences are computed from the state before and after, so every amount (GEMs paid, metal gained,
points) is what the engine really did.
"""

from __future__ import annotations

from . import citations as rule
from .data import COLOUR_NAMES, SECTORS, ship_name
from .supply import human_cost


def _who(s, p) -> str:
    return s.seat_name(p)


def _paid(before, after, p, sid) -> str:
    cost = after.ship_gems[sid] if sid in after.ships else 0
    owner = before.ships[sid]
    fee = (after.gems[owner] - before.gems[owner]) if owner is not None and owner != p else 0
    return f"pays {cost} GEMs onto the {ship_name(sid)}" + (f" and {fee} to {_who(after, owner)} as owner's fee" if fee else "")


def _delta(before, after, p) -> str:
    parts = []
    for key, b, a in [("GEMs", before.gems[p], after.gems[p]), ("points", before.points[p], after.points[p]),
                      *[(r, before.res[p][r], after.res[p][r]) for r in ("food", "water", "metal")]]:
        if a != b:
            parts.append(f"{a - b:+d} {key[:-1] if key == 'points' and abs(a - b) == 1 else key}")
    return f" ({', '.join(parts)})" if parts else ""


def _says(words, citation):
    """A sentence that starts with who acted; ``words(before, p, args, after)`` says the rest."""
    def tell(before, p, args, after):
        return f"{_who(before, p)} {words(before, p, args, after)}", citation
    return tell


def _ship_tell(what, citation):
    return _says(lambda b, p, a, af: f"{_paid(b, af, p, a[0])} and {what(b, p, a, af)}", citation)


def _resident(kind: str) -> str:
    return COLOUR_NAMES.get(kind, kind)


def _deal_words(args) -> str:
    if args[0] == "alien":
        return f"a {_resident(args[1])} Alien for 1 food + 1 water, placed in Sector {args[2]}"
    if args[0] == "gold":
        return f"a gold Alien for 1 food + 1 water + 1 GEM, placed in Sector {args[1]}"
    if args[0] == "trade":
        return f"trade {args[1]} + {args[2]} for 1 {args[3]}"
    if args[0] == "buy":
        return f"buy 1 {args[1]} for 3 GEMs"
    return "stop the transactions"


def _faces(args) -> str:
    return ", ".join(f"{n} {face}" for n, face in zip(args, ("food", "water", "metal", "Human")) if n != "0")


def _keep_words(args) -> str:
    if args[0] == "observe":
        return "observe humanity (a Human die, 1 point)"
    if args[0] == "recruit":
        return f"recruit a Human ally into Sector {args[1]}"
    if args[0] == "stop":
        return "keep no more dice"
    return f"keep a {args[0]} die"


def _private(s, p, sector) -> str:
    return " from the private market (Hub A-6)" if sector in s.private[p] else ""


def _returned(args) -> str:
    if len(args) == 1:
        return f"Sector {args[0]} with its residents"
    return f"the {_resident(args[1])} " + ("on Hub A-11" if args[0] == "hub" else f"of Sector {args[0]}")


# what a ``decline`` turns down, by decision (otherwise a Sector's offer)
_DECLINED = {"reroll": "to reroll", "income-lobby": "Hub A-7's Diplomacy action", "may-lobby": "the free Diplomacy step",
             "convert-after": "to convert metal (Hub A-1)", "before-end": "to turn more points into GEMs (Hub B-6)"}


def _given(s, args) -> list[str]:
    """The resources an exchange gives ("nothing" when Human discounts waive all of 307's price)."""
    return list(args[: s.agenda[-1]["give"]]) or ["nothing"]


def _got(s, args) -> str:
    rest = args[s.agenda[-1]["give"]:]
    return f"a Human in Sector {rest[1]}" if rest[0] == "human" else f"1 {rest[0]}"


TELL = {
    "dismantle": _ship_tell(lambda b, p, a, af: f"dismantles the {ship_name(a[1])} for "
                            f"{af.res[p]['metal'] - b.res[p]['metal']} metal", rule.DISMANTLE),
    "construct": _ship_tell(lambda b, p, a, af: f"builds Sector {a[1]} ({SECTORS[a[1]]['colour']}, Level "
                            f"{SECTORS[a[1]]['level']}){_private(b, p, a[1])} for "
                            f"{b.res[p]['metal'] - af.res[p]['metal']} metal", rule.CONSTRUCTION),
    "expedition": _ship_tell(lambda b, p, a, af: "sets out on a Terran Expedition", rule.EXPEDITION),
    "transport": _ship_tell(lambda b, p, a, af: "starts transport transactions", rule.TRANSPORT),
    "diplomacy": _ship_tell(lambda b, p, a, af: "lobbies on the " + " and ".join(
        f"{t} track (to level {af.diplomacy[p][t]})" for t in a[1:]), rule.DIPLOMACY_SHIP),
    "collect": _ship_tell(lambda b, p, a, af: "collects" + _delta(b, af, p).replace("GEMs", "GEMs (net)"), rule.FARM),
    "roll": lambda b, p, a, af: (f"The dice show {a[0]} food, {a[1]} water, {a[2]} metal, {a[3]} Human", rule.DICE),
    "keep": _says(lambda b, p, a, af: f"chooses to {_keep_words(a)}{_delta(b, af, p)}", rule.DICE),
    "deal": lambda b, p, a, af: (f"{_who(b, p)}: {_deal_words(a)}", rule.TRANSACTIONS),
    "reroll": _says(lambda b, p, a, af: f"rolls again {_faces(a)}", rule.REFERENCE_GUIDE),
    "take": _says(lambda b, p, a, af: f"takes 1 {a[0]}", rule.SECTORS),
    "place": _says(lambda b, p, a, af: f"places a free {_resident(a[0])} in Sector {a[1]}", rule.PLACEMENT),
    "reward": _says(lambda b, p, a, af: f"takes the {b.agenda[-1]['track']} Diplomacy bonus of level "
                    f"{' and '.join(a)}{_delta(b, af, p)}", rule.DIPLOMACY_BOARD),
    "lobby": _says(lambda b, p, a, af: (f"pays {b.gems[p] - af.gems[p]} GEMs lobbying for a step" if
                                        b.agenda[-1].get("paid") else "takes a free step") + f" on the {a[0]} track",
                   rule.DIPLOMACY_BOARD),
    "income": _says(lambda b, p, a, af: f"takes Income{_delta(b, af, p)}", rule.INCOME),
    "recruit": _says(lambda b, p, a, af: f"gains a Human in Sector {a[0]}, then takes Income (Hub A-8)"
                     f"{_delta(b, af, p)}", rule.ADVANCED_HUBS),
    "settle": _says(lambda b, p, a, af: f"moves the {_resident(a[0])} from Hub A-11 to Sector {a[1]}, free",
                    rule.ADVANCED_HUBS),
    "return": _says(lambda b, p, a, af: f"returns {_returned(a)} to the supply", rule.ADVANCED_HUBS),
    "lose": _says(lambda b, p, a, af: f"has nothing to return and loses {b.points[p] - af.points[p]} points "
                  "(Hub A-12)", rule.ADVANCED_HUBS),
    "move": _says(lambda b, p, a, af: f"moves a {_resident(a[1])} from {a[0]} to {a[2]} for 1 GEM", rule.INCOME),
    "done": _says(lambda b, p, a, af: "is done with Income", rule.INCOME),
    "accept": _says(lambda b, p, a, af: f"pays {b.agenda[-1]['cost']} GEMs to Sector {b.agenda[-1]['source']}",
                    rule.SECTORS),
    "decline": _says(lambda b, p, a, af: "declines " + _DECLINED.get(
        b.agenda[-1]["kind"], f"Sector {b.agenda[-1].get('source')}'s offer"), rule.SECTORS),
    "exchange": _says(lambda b, p, a, af: f"gives {' + '.join(_given(b, a))} to Sector {b.agenda[-1]['source']} "
                      f"for {_got(b, a)}", rule.SECTORS),
    "cash": _says(lambda b, p, a, af: "turns 1 point into 4 GEMs (Hub B-6)", rule.BASIC_HUBS),
    "convert": _says(lambda b, p, a, af: f"converts 1 metal into 1 {a[0]} (Hub A-1)", rule.ADVANCED_HUBS),
    "draft": _says(lambda b, p, a, af: f"drafts the {ship_name(a[0])}", rule.PLAYER_SETUP),
    "hub": _says(lambda b, p, a, af: f"keeps Station Hub {a[0]}", rule.PLAYER_SETUP),
    "claim": _says(lambda b, p, a, af: f"takes Sector {a[0]} for free", rule.HUBS),
    "discard": _says(lambda b, p, a, af: f"discards the {ship_name(a[0])}", rule.HUBS),
}


def _ship_label(verb_words):
    def label(s, p, args):
        return f"{verb_words(s, p, args)} with the {ship_name(args[0])}"
    return label


LABEL = {
    "dismantle": _ship_label(lambda s, p, a: f"Dismantle your {ship_name(a[1])}"),
    "construct": _ship_label(lambda s, p, a: f"Build Sector {a[1]}{_private(s, p, a[1])}"),
    "expedition": _ship_label(lambda s, p, a: "Terran Expedition"),
    "transport": _ship_label(lambda s, p, a: "Transport"),
    "diplomacy": _ship_label(lambda s, p, a: "Lobby " + " + ".join(a[1:])),
    "collect": _ship_label(lambda s, p, a: "Collect"),
    "roll": lambda s, p, a: f"{a[0]} food, {a[1]} water, {a[2]} metal, {a[3]} Human",
    "keep": lambda s, p, a: _keep_words(a).capitalize(),
    "deal": lambda s, p, a: _deal_words(a).capitalize(),
    "reroll": lambda s, p, a: f"Reroll {_faces(a)}",
    "take": lambda s, p, a: f"Take 1 {a[0]}",
    "place": lambda s, p, a: f"Place a {_resident(a[0])} in {a[1]}",
    "reward": lambda s, p, a: "Bonus of level " + " and ".join(a),
    "lobby": lambda s, p, a: f"{'Step' if s.agenda[-1].get('paid') else 'Free step'}: {a[0]}",
    "income": lambda s, p, a: "Take Income",
    "recruit": lambda s, p, a: f"A Human in {a[0]} ({' + '.join(human_cost(s, p))}), then Income",
    "settle": lambda s, p, a: f"Move the {_resident(a[0])} to {a[1]}",
    "return": lambda s, p, a: f"Return {_returned(a)}",
    "lose": lambda s, p, a: "Lose 5 points",
    "move": lambda s, p, a: f"Move a {_resident(a[1])} from {a[0]} to {a[2]} (1 GEM)",
    "done": lambda s, p, a: "Done",
    "accept": lambda s, p, a: f"Pay {s.agenda[-1]['cost']} GEMs",
    "decline": lambda s, p, a: "Keep these dice" if s.agenda[-1]["kind"] == "reroll" else "No, thanks",
    "exchange": lambda s, p, a: f"Give {' + '.join(_given(s, a))} for {_got(s, a)}",
    "cash": lambda s, p, a: "1 point → 4 GEMs",
    "convert": lambda s, p, a: f"1 metal → 1 {a[0]}",
    "draft": lambda s, p, a: f"Draft the {ship_name(a[0])}",
    "hub": lambda s, p, a: f"Keep Hub {a[0]}",
    "claim": lambda s, p, a: f"Take Sector {a[0]}",
    "discard": lambda s, p, a: f"Discard the {ship_name(a[0])}",
}

# Each kind of action by the rulebook's name for it, as the design lab shows it (Turn options, Ships and their actions,
# Setup, the Reference Guide's Hubs and Sectors).
NAME = {
    "dismantle": "Dismantle a ship", "construct": "Construct a Sector", "expedition": "Use an Expedition ship",
    "transport": "Use a Transport ship", "diplomacy": "Use a Diplomacy ship", "collect": "Collect food or water",
    "roll": "Roll Expedition dice", "keep": "Select an Expedition die", "reroll": "Reroll Expedition dice",
    "deal": "Make a transport transaction", "take": "Choose a resource", "place": "Place a free resident",
    "reward": "Take a Diplomacy bonus", "lobby": "Take a Diplomacy step", "income": "Take Income",
    "move": "Relocate a resident", "done": "Stop relocating", "draft": "Draft a ship", "hub": "Keep a Station Hub",
    "claim": "Take a free Sector", "discard": "Discard a ship", "exchange": "Exchange resources",
    "accept": "Accept a Sector's offer", "decline": "Decline an option", "cash": "Spend points for GEMs",
    "convert": "Convert metal", "recruit": "Human ally, then Income", "settle": "Move a Hub resident",
    "return": "Return to the supply", "lose": "Lose 5 points",
}
