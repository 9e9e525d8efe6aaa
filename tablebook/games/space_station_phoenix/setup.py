"""Setup: the supply, the Sector display, each player's fleet, and the Hub draft (or the first game's sets).

Rulebook › Diplomacy Board and Component Supply, and › Each Player; the Hubs' setup effects from the
Reference Guide (extra or discarded ships, free Sectors and Diplomacy steps, B-11's and A-11's Hub
residents, A-6's private market).

The shuffles and deals of setup (Sectors, ship displays, Hubs, the first game's sets, A-6's private
market) are drawn from the game's seed when the table is laid out; everything a player chooses (draft
picks, the Hub kept, free Diplomacy steps, a free Sector, a discarded ship) is a decision on the agenda.
"""

from __future__ import annotations

import random

from tablebook.core import IllegalAction, Verb, decision, in_order, step
from tablebook.core.options import COMPENSATION

from . import citations as rule
from .data import COLOURS, HUBS, SECTORS, SETUP, SHIPS, SEAT_COLOURS, TRACKS, ship_name
from .ships import add_ship, remove_ship
from .supply import gain
from . import station


def lay_out(s) -> None:
    n = s.players
    table = SETUP["players"][str(n)]
    rng = random.Random(f"{s.seed}/setup")
    s.active, s.agenda, s.ended, s.trigger, s.final, s.extra_turn, s.converted = 0, [], None, None, [], False, False
    s.gems, s.points = [0] * n, [0] * n
    s.rolled = [0] * n  # Expedition rolls (and rerolls) each seat has made: a roll's key (ships.roll_key)
    s.res = [{"food": 0, "water": 0, "metal": 0} for _ in range(n)]
    s.stations, s.hub_residents, s.residents, s.fresh = [{} for _ in range(n)], [[] for _ in range(n)], {}, []
    s.diplomacy = [{t: 0 for t in TRACKS} for _ in range(n)]
    s.neutral_token, s.hubs, s.hub_offer = [None] * n, [None] * n, [[] for _ in range(n)]
    s.private = [[] for _ in range(n)]
    aliens = [k for k in ("teal", "pink", "brown", "gold") for _ in range(25)]
    rng.shuffle(aliens)
    drawn = aliens[: table["aliens"]]
    s.supply = {k: drawn.count(k) for k in ("teal", "pink", "brown", "gold")} | {"human": table["humans"]}
    first = s.options["setup"] == "first-game"
    s.market = []
    for level in (1, 2, 3):
        for colour in COLOURS:
            stack = sorted(x for x, c in SECTORS.items() if c["level"] == level and c["colour"] == colour
                           and (not first or int(x[-1]) <= SETUP["first_game"]["sectors_last_digit_at_most"]))
            s.market += sorted(rng.sample(stack, n + s.options["friendly"]), key=int)
    s.ships, s.ship_gems, s.ship_users = {}, {}, {}
    for sid, ship in SHIPS.items():
        if ship.get("neutral"):
            add_ship(s, sid, None)
    for p in range(n):
        for sid, ship in SHIPS.items():
            if ship.get("colour") == SEAT_COLOURS[p]:
                add_ship(s, sid, p)
    s.display = []
    order = list(range(n))
    if first:
        sets = rng.sample(SETUP["first_game"]["hubs"], n)
        for p, hub in enumerate(sets):
            s.hubs[p] = hub
            for level in (3, 2):
                for typ in SETUP["first_game"]["ships"][hub][f"level{level}"]:
                    sid = next(x for x in sorted(SHIPS) if SHIPS[x]["level"] == level and SHIPS[x]["type"] == typ
                               and not SHIPS[x].get("neutral") and "colour" not in SHIPS[x] and x not in s.ships)
                    add_ship(s, sid, p)
        s.agenda += [step("start")] + [step("hub-setup", seat=p) for p in reversed(order)]
        return
    pool = sorted(h for h, hub in HUBS.items() if hub["basic"] or s.options["hubs"] == "advanced")
    dealt = rng.sample(pool, 2 * n)
    s.hub_offer = [sorted(dealt[2 * p: 2 * p + 2]) for p in range(n)]
    drafted = {level: sorted(rng.sample(sorted(x for x, sh in SHIPS.items() if sh["level"] == level and "colour" not in sh
                                               and not sh.get("neutral")), table["draft"])) for level in (2, 3)}
    s.display = drafted[3] + drafted[2]
    picks = (order + order[::-1]) + [("l2", q) for q in order[::-1] + order]
    s.agenda += [step("start")] + [step("hub-setup", seat=p) for p in reversed(order)] + in_order("hub", order)
    for pick in reversed(picks):
        level, q = (2, pick[1]) if isinstance(pick, tuple) else (3, pick)
        s.agenda.append(decision("draft", q, level=level))


def compensation(s, p: int) -> int:
    """The turn-order GEMs of seat ``p`` (step 14; the option ``compensation``: the table's, none, or twice them)."""
    return COMPENSATION[s.options["compensation"]] * SETUP["compensation"]["gems"][p]


def first_game_stack() -> int:
    """Sectors of the fewest colour and level the first game uses (numbers ending 1 to 4)."""
    last = SETUP["first_game"]["sectors_last_digit_at_most"]
    return min(sum(1 for x, c in SECTORS.items() if c["level"] == level and c["colour"] == colour and int(x[-1]) <= last)
               for level in (1, 2, 3) for colour in COLOURS)


def _draft_candidates(s, p):
    return [(x,) for x in s.display]


def _draft_problem(s, p, args):
    level = s.agenda[-1]["level"]
    if len(args) != 1 or args[0] not in s.display:
        return IllegalAction(f"write: draft SHIP, one of the Level-{level} ships shown", rule.PLAYER_SETUP)
    if SHIPS[args[0]]["level"] != level:
        return IllegalAction(f"now the Level-{level} ships are drafted; the {ship_name(args[0])} is Level "
                             f"{SHIPS[args[0]]['level']}", rule.PLAYER_SETUP)
    return None


def _draft(s, p, args):
    s.agenda.pop()
    s.display.remove(args[0])
    add_ship(s, args[0], p)
    if not any(e.get("kind") == "draft" for e in s.agenda):
        s.display = []  # the remaining ships go back to the box


def _hub_problem(s, p, args):
    if len(args) != 1 or args[0] not in s.hub_offer[p]:
        return IllegalAction(f"write: hub {'|'.join(s.hub_offer[p])} (keep one of your two Hubs)", rule.PLAYER_SETUP)
    return None


def _hub(s, p, args):
    s.agenda.pop()
    s.hubs[p], s.hub_offer[p] = args[0], []
    station.changed(s)


def hub_setup(s, entry) -> None:
    """The starting bonuses on the Hub's back, the Hub's setup effect, and the turn-order compensation."""
    p = entry["seat"]
    hub = HUBS[s.hubs[p]]
    back = hub["back"]
    gain(s, p, {k: back[k] for k in ("gems", "food", "water", "metal")})
    s.gems[p] += compensation(s, p)
    effect = hub["setup"]
    for typ in effect.get("discard", []):
        if typ == "diplomacy":
            remove_ship(s, f"{SEAT_COLOURS[p]}-diplomacy")
        else:
            s.agenda.append(decision("discard", p))
    for kind, n in effect.get("hub_residents", {}).items():
        for _ in range(min(n, s.supply[kind])):
            s.supply[kind] -= 1
            s.hub_residents[p].append(kind)
    station.changed(s)
    if "extra_l2" in effect and s.options["setup"] != "first-game":  # the first game's B-2 took its ships already
        draw, keep = effect["extra_l2"]
        box = sorted(x for x, ship in SHIPS.items() if ship["level"] == 2 and "colour" not in ship
                     and not ship.get("neutral") and x not in s.ships)
        s.display = sorted(random.Random(f"{s.seed}/hub/{p}").sample(box, min(draw, len(box))))
        s.agenda += [decision("draft", p, level=2)] * keep
    if effect.get("private_market"):
        s.private[p] = private_market(s, p)
    if "sector" in effect:
        s.agenda.append(decision("claim", p, colour=effect["sector"]))
    s.agenda += [decision("lobby", p)] * back["steps"]
    if effect.get("steps"):  # "you may move up two spaces on one track or one space each on two"
        s.agenda.append(decision("may-lobby", p, then=effect["steps"] - 1, source=f"Hub {s.hubs[p]}"))


def private_market(s, p: int) -> list[str]:
    """Hub A-6: one Sector of each colour at each level, drawn from the seed out of the Sectors left in the box."""
    taken = set(s.market).union(*s.private, *(station.sectors_of(s, q) for q in range(s.players)))
    rng = random.Random(f"{s.seed}/private/{p}")
    return [rng.choice(sorted(x for x, sector in SECTORS.items()
                              if sector["level"] == level and sector["colour"] == colour and x not in taken))
            for level in (1, 2, 3) for colour in COLOURS]


def _claim_candidates(s, p):
    """A free Level-1 Sector of the display: of the Hub's colour (B-6…B-11), or any (Sector 326)."""
    colour = s.agenda[-1]["colour"]
    return [(x,) for x in s.market if SECTORS[x]["level"] == 1 and colour in (None, SECTORS[x]["colour"])]


def _claim_problem(s, p, args):
    colour = s.agenda[-1]["colour"]
    if len(args) != 1 or (args[0],) not in _claim_candidates(s, p):
        return IllegalAction(f"write: claim SECTOR, a Level-1 {colour or 'any-colour'} Sector of the display", rule.HUBS)
    return station.build_problem(s, p, args[0])


def _claim(s, p, args):
    s.agenda.pop()
    s.market.remove(args[0])
    station.add_sector(s, p, args[0])


def _discard_candidates(s, p):
    return [(x,) for x, owner in s.ships.items() if owner == p and SHIPS[x]["level"] == 2]


def _discard_problem(s, p, args):
    if len(args) != 1 or (args[0],) not in _discard_candidates(s, p):
        return IllegalAction("write: discard SHIP, one of your Level-2 ships (your Hub says so)", rule.HUBS)
    return None


def _discard(s, p, args):
    s.agenda.pop()
    remove_ship(s, args[0])


VERBS = {
    "draft": Verb(_draft_candidates, _draft_problem, _draft),
    "hub": Verb(lambda s, p: [(h,) for h in s.hub_offer[p]], _hub_problem, _hub),
    "claim": Verb(_claim_candidates, _claim_problem, _claim),
    "discard": Verb(_discard_candidates, _discard_problem, _discard),
}
