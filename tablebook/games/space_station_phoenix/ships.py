"""Turn Option A: Use a Ship Action, and Ships and Their Actions.

Any unused ship (no GEMs on it) may be used: your own, another player's (paying its owner's fee too)
or a neutral one (with your Neutral Ship token, one at a time). The cost goes onto the ship. A ship
may be used only if at least part of its action can be done. Every ship verb pushes, under its own
follow-up decisions, the ship bonuses of the active player's station (``ship-bonus``), the Diplomacy
rewards of its track (``rewards``) and the end of the turn: bonus actions push none of these, so
nothing chains.
"""

from __future__ import annotations

from bisect import bisect_right
from fractions import Fraction
from functools import lru_cache
from itertools import accumulate, product
from math import factorial, inf, nextafter

from tablebook.core import Action, IllegalAction, Verb, act, by_chance, decision, ready_made

from . import citations as rule, diplomacy, station
from .data import ALIENS, RESOURCES, RULES, SECTORS, SHIPS, SHIP_NAMES, TRACKS, ship_name
from .supply import add, can_pay, gain, gain_resident, human_cost, human_problem, pay, price_words

FACES = ("food", "water", "metal", "human")
FACE_SIDES = tuple(RULES["die_faces"].count(f) for f in FACES)  # how many sides of a die show each face
FACE_WEIGHTS = tuple(Fraction(n, sum(FACE_SIDES)) for n in FACE_SIDES)  # each face's chance, as lessons show it


# --- the ships on the table ---------------------------------------------------------------------------
# A ship on the table is in three flat dicts of the same keys: ``ships`` its owner (None: neutral), ``ship_gems`` the
# GEMs on it (0: unused) and ``ship_users`` who used it (None: unused). Flat, they are copied back whole after a tried
# move (``core.trials``), cheaper than records put back part by part; a saved table keeps one record per ship
# (``PhoenixState.to_json``).
def add_ship(s, sid: str, owner: int | None) -> None:
    """A ship onto the table, unused."""
    s.ships[sid], s.ship_gems[sid], s.ship_users[sid] = owner, 0, None


def remove_ship(s, sid: str) -> None:
    """A ship off the table (dismantled, discarded)."""
    del s.ships[sid], s.ship_gems[sid], s.ship_users[sid]


# --- using a ship ----------------------------------------------------------------------------------
def cost(s, p: int, sid: str) -> int:
    """The GEMs put on the ship: its cost less Hub reductions (A-2, A-5, A-7, A-10), never below 1."""
    ship, owner = SHIPS[sid], s.ships[sid]
    off = 0
    for a in station.abilities(s, p, "ship-cost"):
        if a.get("only", ship["type"]) == ship["type"]:
            off += a["own"] if owner == p else a["other"]
    return max(1, ship["cost"] - off) if off else ship["cost"]


def fee(s, p: int, sid: str) -> int:
    owner = s.ships[sid]
    return SHIPS[sid]["fee"] if owner is not None and owner != p else 0


def use_problem(s, p: int, sid: str, kind: str) -> IllegalAction | None:
    """Why seat ``p`` cannot use ship ``sid`` for a ``kind`` action (before what the action itself needs)."""
    if sid not in s.ships:
        return IllegalAction(f"there is no ship {sid!r} on the table", rule.SHIP_ACTION)
    ship = SHIPS[sid]
    if ship["type"] != kind and not (kind == "collect" and ship["type"] in ("farm", "ice")):
        return IllegalAction(f"the {ship_name(sid)} is not a {SHIP_NAMES.get(kind, 'Farm or Ice Collector')} ship", rule.SHIPS)
    if s.ship_gems[sid]:
        return IllegalAction(f"the {ship_name(sid)} is used: it holds {s.ship_gems[sid]} GEMs (only an unused ship "
                             "may be used)", rule.SHIP_ACTION)
    if ship.get("neutral") and s.neutral_token[p] is not None:
        return IllegalAction(f"your Neutral Ship token is on {s.neutral_token[p]}: no other neutral ship until your "
                             "next Income", rule.NEUTRAL)
    price = cost(s, p, sid) + fee(s, p, sid)
    if s.gems[p] < price:
        return IllegalAction(f"using the {ship_name(sid)} costs {cost(s, p, sid)} GEMs"
                             + (f" and an owner's fee of {fee(s, p, sid)}" if fee(s, p, sid) else "")
                             + f"; you have {s.gems[p]}", rule.SHIP_ACTION)
    return None


def usable(s, p: int, sid: str) -> bool:
    """``use_problem`` is None for a ship of the action's kind on the table, without wording a refusal: the legal
    lists ask it of every ship at every turn (their ships are on the table and of the kind by construction)."""
    if s.ship_gems[sid] or SHIPS[sid].get("neutral") and s.neutral_token[p] is not None:
        return False
    return s.gems[p] >= cost(s, p, sid) + fee(s, p, sid)


def pay_for(s, p: int, sid: str) -> int:
    """Put the cost on the ship with the Action marker, pay the owner's fee; the GEMs left afterwards."""
    price, due = cost(s, p, sid), fee(s, p, sid)
    s.gems[p] -= price + due
    if due:
        s.gems[s.ships[sid]] += due
    s.ship_gems[sid] = price
    s.ship_users[sid] = p
    if SHIPS[sid].get("neutral"):
        s.neutral_token[p] = sid
    return s.gems[p]


def turn_end(s, p: int) -> None:
    """Push the end of the turn, under Hub A-1's conversion "before or after your main action" (once per turn:
    dropped when already made, or with no metal)."""
    s.agenda.append({"step": "end-turn"})  # step("end-turn"), built inline: a look-ahead tries every ship action
    if station.abilities(s, p, "convert"):
        s.agenda.append(decision("convert-after", p))


def after_ship(s, p: int, kind: str) -> None:
    """Under the action's own decisions: the end of the turn, the Diplomacy rewards, the station's ship bonuses (the
    steps built inline, as ``step`` builds them)."""
    turn_end(s, p)
    s.agenda += ({"step": "rewards", "track": kind}, {"step": "ship-bonus", "seat": p, "ship": kind})


def _ships_of_kind(s, kind):
    """The ships on the table of a type (``collect``: Farms and Ice Collectors), in the table's order."""
    return _fleet_by_kind(tuple(s.ships)).get(kind, ())


@lru_cache(maxsize=1024)
def _fleet_by_kind(ids: tuple[str, ...]) -> dict[str, list[str]]:
    """``_ships_of_kind`` of every kind for the ships ``ids``, found once for each set of ships on the table (ships only
    ever leave it): every ship verb's legal list walks the ships of its kind at every turn. Shared: not to be changed."""
    found: dict[str, list[str]] = {}
    for sid in ids:
        kind = SHIPS[sid]["type"]
        found.setdefault(kind, []).append(sid)
        if kind in ("farm", "ice"):
            found.setdefault("collect", []).append(sid)
    return found


def _ship_use(verb: str, kind: str, citation, usage: str = "SHIP", n: int = 1):
    """The first checks of a ship verb: ``n`` arguments (written as ``usage``), the first a usable ship of ``kind``."""
    def problem(s, p, args):
        if len(args) != n:
            return IllegalAction(f"write: {verb} {usage}", citation)
        return use_problem(s, p, args[0], kind)
    return problem


def _one_ship(kind: str, citation, do) -> Verb:
    """A verb whose one argument is the ship (``expedition SHIP``, …; the verb is named as the kind)."""
    def candidates(s, p):
        return [(sid,) for sid in _ships_of_kind(s, kind)]

    def legal(s, p):
        return [ready_made(kind, (sid,)) for sid in _ships_of_kind(s, kind) if usable(s, p, sid)]
    return Verb(candidates, _ship_use(kind, kind, citation), do, legal)


def _ship_and(verb: str, kind: str, citation, usage: str, targets, target_problem, do, legal) -> Verb:
    """A verb ``VERB SHIP X`` (dismantle a ship, construct a Sector): the X of each ship are ``targets(s, p, ship)``
    and ``target_problem(s, p, ship, x)`` checks one; ``legal``, its fast legal path, asks each ship's use once, not
    once for every X (an agent lists these at every turn)."""
    use = _ship_use(verb, kind, citation, usage, 2)

    def candidates(s, p):
        return [(sid, x) for sid in _ships_of_kind(s, kind) for x in targets(s, p, sid)]

    def problem(s, p, args):
        return use(s, p, args) or target_problem(s, p, *args)
    return Verb(candidates, problem, do, legal)


# --- Dismantle ---------------------------------------------------------------------------------------
def _dismantle_targets(s, p, sid):
    return [x for x, owner in s.ships.items() if owner == p and x != sid]


def _dismantle_target_problem(s, p, sid, target):
    if target == sid:
        return IllegalAction("the Dismantle ship cannot dismantle itself: once used it is not unused", rule.DISMANTLE)
    if target not in s.ships:
        return IllegalAction(f"there is no ship {target!r} on the table", rule.DISMANTLE)
    if s.ships[target] != p:
        whose = "a neutral ship" if s.ships[target] is None else f"{s.seat_name(s.ships[target])}'s"
        return IllegalAction(f"the {ship_name(target)} is {whose}: a Dismantle ship dismantles only a ship of your own "
                             "fleet", rule.DISMANTLE)
    if s.ship_gems[target]:
        return IllegalAction(f"the {ship_name(target)} is used ({s.ship_gems[target]} GEMs on it): only an unused "
                             "ship may be dismantled", rule.DISMANTLE)
    return None


def _dismantle_legal(s, p) -> list[Action]:
    """The candidates without a problem: the targets are the unused ships of the player's own, found once rather than
    once per Dismantle ship, and ``_dismantle_target_problem`` has nothing more to check of them."""
    unused = [x for x, owner in s.ships.items() if owner == p and not s.ship_gems[x]]
    return [ready_made("dismantle", (sid, x)) for sid in _ships_of_kind(s, "dismantle") if usable(s, p, sid)
            for x in unused if x != sid]


def dismantle_metal(s, p: int, sid: str, target: str) -> int:
    return SHIPS[target]["metal"] + SHIPS[sid]["extra_metal"] + station.bonus(s, p, "dismantle-metal")


def _dismantle(s, p, args):
    sid, target = args
    metal = dismantle_metal(s, p, sid, target)
    pay_for(s, p, sid)
    remove_ship(s, target)
    add(s, p, "metal", metal)
    after_ship(s, p, "dismantle")


# --- Construction --------------------------------------------------------------------------------------
def sector_cost(s, p: int, sid: str, ship: str, discount: int | None = None) -> int:
    """``discount``: the station's own (``station.bonus``), when the caller found it for many Sectors."""
    if discount is None:
        discount = station.bonus(s, p, "discount")
    return max(0, SECTORS[sid]["cost"] - SHIPS[ship]["discount"] - discount)


def _construct_targets(s, p, sid):
    return s.market + s.private[p]


def _sector_problem(s, p, sid, sector):
    if sector not in s.market and sector not in s.private[p]:
        owner = next((q for q, market in enumerate(s.private) if sector in market), None)
        if owner is not None:
            return IllegalAction(f"Sector {sector} is in {s.seat_name(owner)}'s private market (Hub A-6): only they "
                                 "may build it", rule.ADVANCED_HUBS)
        return IllegalAction(f"Sector {sector} is not in the display", rule.CONSTRUCTION)
    problem = station.build_problem(s, p, sector)
    if problem:
        return problem
    metal = sector_cost(s, p, sector, sid)
    if s.res[p]["metal"] < metal:
        return IllegalAction(f"Sector {sector} costs {SECTORS[sector]['cost']} metal, {metal} with your discounts; "
                             f"you have {s.res[p]['metal']}", rule.CONSTRUCTION)
    return None


def _construct_legal(s, p) -> list[Action]:
    """``_sector_problem``'s checks of every candidate, what does not depend on the ship (the display, where the Sector
    goes) asked once per Sector rather than once per ship; the candidates' Sectors are in a display by construction."""
    ships = [sid for sid in _ships_of_kind(s, "construction") if usable(s, p, sid)]
    if not ships:
        return []
    room = station.buildable(s, p)
    fits = [x for x in _construct_targets(s, p, None) if (SECTORS[x]["colour"], SECTORS[x]["level"]) in room]
    metal, discount = s.res[p]["metal"], station.bonus(s, p, "discount")
    return [ready_made("construct", (sid, x)) for sid in ships for x in fits if metal >= sector_cost(s, p, x, sid, discount)]


def _construct(s, p, args):
    sid, sector = args
    add(s, p, "metal", -sector_cost(s, p, sector, sid))
    pay_for(s, p, sid)
    after_ship(s, p, "construction")
    build(s, p, sector)


def build(s, p: int, sector: str) -> None:
    """Add the Sector (from the display, or the builder's private market, Hub A-6); its "when built" effects at
    once (no residents needed), and "when constructing" abilities."""
    (s.market if sector in s.market else s.private[p]).remove(sector)
    colour = SECTORS[sector]["colour"]
    for a in station.abilities(s, p, "on-construct"):
        s.agenda.append(decision("place", p, kinds=[colour]))
    station.add_sector(s, p, sector)
    for a in SECTORS[sector]["abilities"]:
        if a["kind"] != "built":
            continue
        gain(s, p, a.get("gain", {}))
        if a.get("extra_turn"):
            s.extra_turn = True
        if a.get("diplomacy") == "all":
            for t in TRACKS:
                if s.diplomacy[p][t] < diplomacy.LEVELS:
                    diplomacy.advance(s, p, t)
        for kind, n in a.get("aliens", {}).items():
            s.agenda += [decision("place", p, kinds=[kind])] * n
        s.agenda += [decision("place", p, kinds=["human"])] * a.get("human", 0)
        if "expedition" in a:
            roll(s, p, *a["expedition"])
        if a.get("sector") == "level-1":
            s.agenda.append(decision("claim", p, colour=None))


# --- Terran Expedition ---------------------------------------------------------------------------------
def roll(s, p: int, dice: int, capacity: int, rerolls: int = 0) -> None:
    """Roll ``dice`` Expedition dice (chance), then keep up to ``capacity`` of them (after any rerolls)."""
    s.agenda += [decision("keep", p, capacity=capacity, pool=None, rerolls=rerolls), by_chance("roll", dice=dice)]


def dice_of(s, p: int, sid: str) -> tuple[int, int]:
    ship = SHIPS[sid]
    return ship["duration"] + station.bonus(s, p, "dice"), ship["capacity"] + station.bonus(s, p, "capacity")


def _expedition(s, p, args):
    dice, capacity = dice_of(s, p, args[0])
    pay_for(s, p, args[0])
    after_ship(s, p, "expedition")
    roll(s, p, dice, capacity, rerolls=len(station.abilities(s, p, "reroll")))


def roll_outcomes(dice: int) -> list[tuple[tuple[int, ...], Fraction]]:
    """Every result of ``dice`` Expedition dice as counts of (food, water, metal, human), with its exact chance: the
    ways to show it (a multinomial, each face weighted by how many sides show it) over the sides to the dice."""
    sides = len(RULES["die_faces"])
    found = []
    for counts in product(range(dice + 1), repeat=3):
        human = dice - sum(counts)
        if human < 0:
            continue
        c = (*counts, human)
        ways = factorial(dice)
        for n in c:
            ways //= factorial(n)
        for n, w in zip(c, FACE_SIDES):
            ways *= w ** n
        found.append((c, Fraction(ways, sides ** dice)))
    return found


def roll_key(s) -> tuple:
    """A roll is its owner's how-many-th (rerolls counted): games of one seed give a seat's n-th roll the same dice,
    whatever the others did before it."""
    seat = s.agenda[-2]["seat"]  # the keep decision the roll is for
    return ("roll", seat, s.rolled[seat])


def _roll(s, _chance, args):
    """The dice land: a first roll fills the pool, a reroll adds to what was kept back; a reroll is offered if left."""
    s.agenda.pop()
    keep = s.agenda[-1]
    s.rolled[keep["seat"]] += 1
    rolled = dict(zip(FACES, map(int, args)))
    keep["pool"] = {f: (keep["pool"] or {}).get(f, 0) + rolled[f] for f in FACES}
    if keep["rerolls"]:
        s.agenda.append(decision("reroll", keep["seat"]))


def _reroll_candidates(s, p):
    pool = s.agenda[-2]["pool"]
    return [tuple(map(str, c)) for c in product(*(range(pool[f] + 1) for f in FACES)) if sum(c)]


def _reroll_problem(s, p, args):
    pool = s.agenda[-2]["pool"]
    if len(args) != 4 or not all(a.isdigit() and a == str(int(a)) for a in args) or not sum(map(int, args)):
        return IllegalAction("write: reroll FOOD WATER METAL HUMAN, how many dice of each face to roll again", rule.DICE)
    over = [f for f, a in zip(FACES, args) if int(a) > pool[f]]
    if over:
        return IllegalAction(f"only {', '.join(f'{pool[f]} {f}' for f in over)} showing to reroll", rule.DICE)
    return None


def _reroll(s, p, args):
    s.agenda.pop()
    keep = s.agenda[-1]
    for f, a in zip(FACES, args):
        keep["pool"][f] -= int(a)
    keep["rerolls"] -= 1
    s.agenda.append(by_chance("roll", dice=sum(map(int, args))))


def roll_problem(s, args) -> IllegalAction | None:
    dice = s.agenda[-1]["dice"]
    if len(args) != 4 or not all(a.isdigit() and a == str(int(a)) for a in args) or sum(map(int, args)) != dice:
        return IllegalAction(f"write: roll FOOD WATER METAL HUMAN, four counts adding up to the {dice} dice rolled", rule.DICE)
    return None


def _keep_candidates(s, p):
    pool = s.agenda[-1]["pool"]
    found = [(f,) for f in ("food", "water", "metal") if pool[f]]
    if pool["human"]:
        found += [("observe",)] + [("recruit", x) for x in station.places(s, p)]
    return found + [("stop",)]


def _keep_legal(s, p) -> list[Action]:
    """The candidates without a problem: a Human's price and Terra's supply asked once rather than once per Sector."""
    pool = s.agenda[-1]["pool"]
    legal = [ready_made("keep", (f,)) for f in ("food", "water", "metal") if pool[f]]
    if pool["human"]:
        legal.append(ready_made("keep", ("observe",)))
        if s.supply["human"] > 0 and can_pay(s, p, human_cost(s, p)):
            legal += [ready_made("keep", ("recruit", x)) for x in station.places(s, p) if station.has_room(s, p, x, "human")]
    legal.append(ready_made("keep", ("stop",)))
    return legal


def _keep_problem(s, p, args):
    entry = s.agenda[-1]
    pool = entry["pool"]
    if not args or args[0] not in ("food", "water", "metal", "observe", "recruit", "stop"):
        return IllegalAction("write: keep food|water|metal|observe|recruit SECTOR|stop", rule.DICE)
    if args[0] == "stop":
        return None if len(args) == 1 else IllegalAction("write just: keep stop", rule.DICE)
    face = "human" if args[0] in ("observe", "recruit") else args[0]
    if not pool[face]:
        return IllegalAction(f"no die left shows {face}", rule.DICE)
    if args[0] == "recruit":
        if len(args) != 2:
            return IllegalAction("write: keep recruit SECTOR", rule.DICE)
        return human_problem(s, p, args[1], rule.EXPEDITION)
    return None if len(args) == 1 else IllegalAction(f"write just: keep {args[0]}", rule.DICE)


def _keep(s, p, args):
    entry = s.agenda[-1]
    if args[0] == "stop":
        s.agenda.pop()
        return
    face = "human" if args[0] in ("observe", "recruit") else args[0]
    entry["pool"][face] -= 1
    entry["capacity"] -= 1
    if args[0] == "observe":
        s.points[p] += 1
    elif args[0] == "recruit":
        pay(s, p, human_cost(s, p))
        gain_resident(s, p, args[1], "human")
    else:
        add(s, p, face, 1)
    if entry["capacity"] == 0 or not any(entry["pool"].values()):
        s.agenda.remove(entry)


# --- Transport ------------------------------------------------------------------------------------------
def transactions(s, p: int, sid: str) -> int:
    return SHIPS[sid]["transactions"] + station.bonus(s, p, "transactions")


_transport_use = _ship_use("transport", "transport", rule.TRANSPORT)


def _transport_problem(s, p, args):
    problem = _transport_use(s, p, args)
    if problem:
        return problem
    left = s.gems[p] - cost(s, p, args[0]) - fee(s, p, args[0])
    if not any_transaction(s, p, left):
        return IllegalAction("no transaction is possible for you after paying (you need 1 food + 1 water and room for "
                             "an Alien, 2 resources to trade or 3 GEMs to buy): at least one is required", rule.TRANSPORT)
    return None


def _transport_legal(s, p) -> list[Action]:
    return [ready_made("transport", (sid,)) for sid in _ships_of_kind(s, "transport") if usable(s, p, sid)
            and any_transaction(s, p, s.gems[p] - cost(s, p, sid) - fee(s, p, sid))]


def any_transaction(s, p: int, gems: int) -> bool:
    if gems >= RULES["buy_costs"] or sum(s.res[p].values()) >= RULES["trade_gives"]:
        return True
    if s.res[p]["food"] and s.res[p]["water"]:
        kinds = [k for k in ("teal", "brown", "pink") if s.supply[k]] + (["gold"] if gems and s.supply["gold"] else [])
        return any(station.free_places(s, p, k) for k in kinds)
    return False


def _transport(s, p, args):
    n = transactions(s, p, args[0])
    pay_for(s, p, args[0])
    after_ship(s, p, "transport")
    s.agenda.append(decision("transaction", p, left=n, made=0))


# the transactions that do not name a Sector: trades (two resources given, food → water → metal), buys, stop
_OTHER_DEALS = tuple([("trade", a, b, c) for i, a in enumerate(RESOURCES) for b in RESOURCES[i:] for c in RESOURCES]
                     + [("buy", r) for r in RESOURCES] + [("stop",)])


def _alien_deal(kind: str, place: str) -> tuple[str, ...]:
    return ("gold", place) if kind == "gold" else ("alien", kind, place)


def _deal_candidates(s, p):
    return [_alien_deal(k, x) for x in station.places(s, p) for k in ALIENS] + list(_OTHER_DEALS)


def alien_cost(kind: str) -> list[str]:
    """The price of a ``kind`` Alien: a gold one costs a GEM more than an aerobic one."""
    return RULES["gold_alien_cost"] if kind == "gold" else RULES["aerobic_alien_cost"]


def _alien_problem(s, p, kind):
    """Why seat ``p`` cannot take a ``kind`` Alien now, wherever it would live: its price, the supply."""
    price = alien_cost(kind)
    if not can_pay(s, p, price):
        return IllegalAction(f"a {kind} Alien costs {price_words(price)}; you have food {s.res[p]['food']}, water "
                             f"{s.res[p]['water']}, {s.gems[p]} GEMs", rule.TRANSACTIONS)
    if s.supply[kind] <= 0:
        return IllegalAction(f"no {kind} Alien is left in the supply", rule.TRANSACTIONS)
    return None


def _alien_open(s, p, kind) -> bool:
    """``_alien_problem`` is None, without wording a refusal (the legal list asks it at every transaction)."""
    return s.supply[kind] > 0 and can_pay(s, p, alien_cost(kind))


def _deal_legal(s, p):
    """The candidates without a problem, each Alien's price and supply asked once rather than once per Sector, and the
    kinds each Sector takes once rather than once per Alien."""
    open_kinds = [k for k in ALIENS if _alien_open(s, p, k)]
    places = station.places(s, p) if open_kinds else ()
    free = [(x, station.welcomes(s, p, x)) for x in places if station.has_quarter(s, p, x)]
    actions = [ready_made("deal", _alien_deal(k, x)) for x, kinds in free for k in open_kinds if k in kinds]
    return actions + _other_deals_legal(s, p)


# the trades, ready-made, by the two resources given (in _OTHER_DEALS' order); the buys; the stop
_TRADES = {}
for _args in _OTHER_DEALS:
    if _args[0] == "trade":
        _TRADES.setdefault(_args[1:3], []).append(Action("deal", _args))
_BUYS = [Action("deal", args) for args in _OTHER_DEALS if args[0] == "buy"]
_STOP = Action("deal", ("stop",))


@lru_cache(maxsize=None)
def _trades_for(stock: tuple[int, ...]) -> tuple[Action, ...]:
    """The trades a player holding ``stock`` (of RESOURCES, each counted up to 2: a trade gives two) can make, each pair
    of resources given checked once rather than once per resource got: asked at every transaction."""
    held = dict(zip(RESOURCES, stock))
    return tuple(trade for given, trades in _TRADES.items() if all(held[k] >= given.count(k) for k in given)
                 for trade in trades)


def _other_deals_legal(s, p) -> list[Action]:
    """The legal trades, buys and stop: ``_deal_problem``'s checks less what these candidates meet by construction
    (well written, resources in order); the trades found once for each stock (``_trades_for``)."""
    legal = list(_trades_for(tuple(n if n < 2 else 2 for n in s.res[p].values())))  # RESOURCES, each always held
    if s.gems[p] >= RULES["buy_costs"]:
        legal += _BUYS
    entry = s.agenda[-1]
    if entry["made"] != 0 or entry.get("bonus"):
        legal.append(_STOP)
    return legal


def _deal_problem(s, p, args):
    entry = s.agenda[-1]
    if not args:
        return IllegalAction("write: deal alien COLOUR SECTOR | gold SECTOR | trade R R R | buy R | stop", rule.TRANSACTIONS)
    what = args[0]
    if what == "stop":
        if len(args) != 1:
            return IllegalAction("write just: deal stop", rule.TRANSACTIONS)
        if entry["made"] == 0 and not entry.get("bonus"):
            return IllegalAction("a Transport ship makes at least one transaction", rule.TRANSPORT)
        return None
    if what in ("alien", "gold"):
        kind = args[1] if what == "alien" and len(args) == 3 else "gold"
        if len(args) != (3 if what == "alien" else 2) or kind not in ALIENS:
            return IllegalAction("write: deal alien teal|brown|pink SECTOR, or deal gold SECTOR", rule.TRANSACTIONS)
        return _alien_problem(s, p, kind) or station.place_problem(s, p, args[-1], kind)
    if what == "trade":
        if len(args) != 4 or any(r not in RESOURCES for r in args[1:]):
            return IllegalAction("write: deal trade GIVE GIVE GET (resources: food, water, metal)", rule.TRANSACTIONS)
        if RESOURCES.index(args[1]) > RESOURCES.index(args[2]):
            return IllegalAction(f"write the two resources given in the order food, water, metal: deal trade "
                                 f"{args[2]} {args[1]} {args[3]}", rule.TRANSACTIONS)
        if not can_pay(s, p, list(args[1:3])):
            return IllegalAction(f"you do not hold {args[1]} and {args[2]} to trade", rule.TRANSACTIONS)
        return None
    if what == "buy":
        if len(args) != 2 or args[1] not in RESOURCES:
            return IllegalAction("write: deal buy food|water|metal", rule.TRANSACTIONS)
        if s.gems[p] < RULES["buy_costs"]:
            return IllegalAction(f"buying a resource costs {RULES['buy_costs']} GEMs; you have {s.gems[p]}", rule.TRANSACTIONS)
        return None
    return IllegalAction(f"{what!r} is not a transaction: alien, gold, trade, buy or stop", rule.TRANSACTIONS)


def _deal(s, p, args):
    entry = s.agenda[-1]
    if args[0] == "stop":
        s.agenda.pop()
        return
    entry["left"] -= 1
    entry["made"] += 1
    if entry["left"] == 0:
        s.agenda.pop()
    what = args[0]
    if what in ("alien", "gold"):
        kind = args[1] if what == "alien" else "gold"
        pay(s, p, alien_cost(kind))
        gain_resident(s, p, args[-1], kind)
        gained = entry.setdefault("gained", {})
        gained[kind] = gained.get(kind, 0) + 1
        if gained[kind] == 3 and not entry.get("bonus") and station.abilities(s, p, "third-alien"):
            s.agenda.append(decision("place", p, kinds=[kind]))  # Sector 207: one more of that colour, free
    elif what == "trade":
        pay(s, p, list(args[1:3]))
        add(s, p, args[3], 1)
    else:
        s.gems[p] -= RULES["buy_costs"]
        add(s, p, args[1], 1)


# --- Diplomacy -------------------------------------------------------------------------------------------
def _diplomacy_candidates(s, p):
    found = []
    for sid in _ships_of_kind(s, "diplomacy"):
        found += [(sid, t) for t in TRACKS]
        if SHIPS[sid]["tracks"] > 1:
            found += [(sid, a, b) for i, a in enumerate(TRACKS) for b in TRACKS[i + 1:]]
    return found


def _diplomacy_problem(s, p, args):
    if len(args) < 2:
        return IllegalAction("write: diplomacy SHIP TRACK [TRACK]", rule.DIPLOMACY_SHIP)
    sid, tracks = args[0], args[1:]
    problem = use_problem(s, p, sid, "diplomacy")
    if problem:
        return problem
    if any(t not in TRACKS for t in tracks):
        return IllegalAction(f"the tracks are {', '.join(TRACKS)}", rule.DIPLOMACY_SHIP)
    if list(tracks) != sorted(tracks, key=TRACKS.index):
        return IllegalAction(f"write the tracks in the board's order: {', '.join(TRACKS)}", rule.DIPLOMACY_SHIP)
    if len(set(tracks)) != len(tracks):
        return IllegalAction("one Diplomacy action advances a marker one space: the two steps of a Level-3 Diplomacy "
                             "ship go on two different tracks", rule.DIPLOMACY_SHIP)
    if len(tracks) > SHIPS[sid]["tracks"]:
        return IllegalAction(f"the {ship_name(sid)} advances on " + ("one track; only a Level-3 Diplomacy ship advances on "
                             "two different tracks" if SHIPS[sid]["tracks"] == 1 else "at most two different tracks"),
                             rule.DIPLOMACY_SHIP)
    lobbying = 0
    for t in tracks:
        c = diplomacy.lobbying_cost(s, p, t)
        if c is None:
            return IllegalAction(f"your {t} marker is on the top space: it cannot advance", rule.DIPLOMACY_SHIP)
        lobbying += c
    left = s.gems[p] - cost(s, p, sid) - fee(s, p, sid)
    if left < lobbying:
        return IllegalAction(f"lobbying costs {lobbying} GEMs after the ship's {cost(s, p, sid) + fee(s, p, sid)}; you "
                             f"have {s.gems[p]}", rule.DIPLOMACY_SHIP)
    return None


def _diplomacy_legal(s, p) -> list[Action]:
    """The candidates without a problem: each track's lobbying cost found once, then for each usable ship the tracks
    (and pairs of tracks, for a ship of two) whose lobbying the GEMs left after the ship pay."""
    costs = {t: diplomacy.lobbying_cost(s, p, t) for t in TRACKS}
    legal = []
    for sid in _ships_of_kind(s, "diplomacy"):
        if not usable(s, p, sid):
            continue
        left = s.gems[p] - cost(s, p, sid) - fee(s, p, sid)
        legal += [ready_made("diplomacy", (sid, t)) for t in TRACKS if costs[t] is not None and costs[t] <= left]
        if SHIPS[sid]["tracks"] > 1:
            legal += [ready_made("diplomacy", (sid, a, b)) for i, a in enumerate(TRACKS) for b in TRACKS[i + 1:]
                      if costs[a] is not None and costs[b] is not None and costs[a] + costs[b] <= left]
    return legal


def _diplomacy(s, p, args):
    pay_for(s, p, args[0])
    for t in args[1:]:
        s.gems[p] -= diplomacy.lobbying_cost(s, p, t)
        diplomacy.advance(s, p, t)
    after_ship(s, p, "diplomacy")


# --- Farm and Ice Collector -----------------------------------------------------------------------------
def _collect(s, p, args):
    ship = SHIPS[args[0]]
    pay_for(s, p, args[0])
    gain(s, p, {"food": ship.get("food", 0), "water": ship.get("water", 0)})
    after_ship(s, p, ship["type"])


# --- bonus decisions: a resource of your choice, a free resident --------------------------------------
def _pick_problem(s, p, args):
    options = s.agenda[-1]["options"]
    if len(args) != 1 or args[0] not in options:
        return IllegalAction(f"write: take {'|'.join(options)}", rule.SECTORS)
    return None


def _pick(s, p, args):
    s.agenda.pop()
    gain(s, p, {args[0]: 1})


def _place_candidates(s, p):
    return [(k, x) for k in s.agenda[-1]["kinds"] for x in station.places(s, p)]


def _place_legal(s, p) -> list[Action]:
    """The candidates without a problem: the supply asked once per kind, the room once per Sector."""
    places = station.places(s, p)
    return [ready_made("place", (k, x)) for k in s.agenda[-1]["kinds"] if s.supply[k] > 0 for x in places
            if station.has_room(s, p, x, k)]


def _place_problem(s, p, args):
    kinds = s.agenda[-1]["kinds"]
    if len(args) != 2 or args[0] not in kinds:
        return IllegalAction(f"write: place {'|'.join(kinds)} SECTOR", rule.PLACEMENT)
    if s.supply[args[0]] <= 0:
        return IllegalAction(f"no {args[0]} resident is left in the supply", rule.PLACEMENT)
    return station.place_problem(s, p, args[1], args[0])


def _place(s, p, args):
    s.agenda.pop()
    gain_resident(s, p, args[1], args[0])


VERBS = {
    "dismantle": _ship_and("dismantle", "dismantle", rule.DISMANTLE,
                           "SHIP TARGET (a Dismantle ship, then an unused ship of yours)", _dismantle_targets,
                           _dismantle_target_problem, _dismantle, _dismantle_legal),
    "construct": _ship_and("construct", "construction", rule.CONSTRUCTION, "SHIP SECTOR", _construct_targets,
                           _sector_problem, _construct, _construct_legal),
    "expedition": _one_ship("expedition", rule.EXPEDITION, _expedition),
    "transport": _one_ship("transport", rule.TRANSPORT, _transport)._replace(problem=_transport_problem,
                                                                             legal=_transport_legal),
    "diplomacy": Verb(_diplomacy_candidates, _diplomacy_problem, _diplomacy, _diplomacy_legal),
    "collect": _one_ship("collect", rule.FARM, _collect),
    "roll": Verb(lambda s, p: [], lambda s, p, args: IllegalAction("chance rolls the Expedition dice", rule.DICE), _roll),
    "keep": Verb(_keep_candidates, _keep_problem, _keep, _keep_legal),
    "reroll": Verb(_reroll_candidates, _reroll_problem, _reroll),
    "deal": Verb(_deal_candidates, _deal_problem, _deal, _deal_legal),
    "take": Verb(lambda s, p: [(o,) for o in s.agenda[-1]["options"]], _pick_problem, _pick),
    "place": Verb(_place_candidates, _place_problem, _place, _place_legal),
}
SHIP_VERBS = ("dismantle", "construct", "expedition", "transport", "diplomacy", "collect")


@lru_cache(maxsize=None)
def _roll_table(dice: int) -> tuple[tuple, tuple, tuple]:
    """The outcomes of ``dice`` dice as actions, their chances, and where each outcome's share of [0, 1) ends as the
    least float at or above the exact running sum of the chances (a roll is a chance event of every Expedition: the
    table is worked out once per number of dice)."""
    outcomes = roll_outcomes(dice)
    actions = tuple(act("roll", *map(str, c)) for c, _ in outcomes)
    chances = tuple(chance for _, chance in outcomes)
    return actions, chances, tuple(_float_at_or_above(upto) for upto in accumulate(chances))


def _float_at_or_above(x: Fraction) -> float:
    """The least float ``f`` with ``f >= x``: for every float ``r``, ``x <= r`` exactly when ``f <= r``, so floats
    compared with it sort as with the exact fraction, without making a Fraction of each draw."""
    f = float(x)
    return f if Fraction(f) >= x else nextafter(f, inf)


def roll_actions(dice: int) -> list[tuple]:
    actions, chances, _ = _roll_table(dice)
    return list(zip(actions, chances))


def sample_roll(dice: int, r: float):
    """The outcome whose share of [0, 1) holds ``r``, in order, exactly as the kernel's walk would find it."""
    actions, _, upto = _roll_table(dice)
    return actions[min(bisect_right(upto, r), len(actions) - 1)]
