"""Alien Tech Cards: fuel powers (``use``), discard powers (``discard``) and the Plasma Cannon's shots.

Limits shared by every card (rulebook, Alien Tech Cards): each card once per turn; one discard per
turn, never of a card already used that turn; ship values stay within 1–6; Pohl Foothills takes
one fuel off each card use. Field generators win where they conflict with a card.
"""

from __future__ import annotations

from itertools import combinations

from tablebook.core import Action, IllegalAction, Verb, bare
from tablebook.core.agenda import by_chance, decision

from . import citations as rule
from . import field_generators as fields
from .data import CARDS, FACILITIES, TERRITORIES
from .facilities import could_dock_moved
from .ships import FACE, canonical, missing, value
from .territories import colonies_changed, pohl_foothills, return_relic

NAME = {c: CARDS[c].name for c in CARDS}
ORDER = {t: i for i, t in enumerate(TERRITORIES)}  # the game's order of the territories, as the Polarity Device names them


def discount(s, p: int, cost: int) -> int:
    return max(cost - pohl_foothills(s, p), 0)


def _card_problem(s, card: str, kind: str) -> IllegalAction | None:
    p = s.active
    if card not in CARDS:
        return IllegalAction(f"There is no alien tech card {card!r}", rule.ALIEN_TECH)
    where = rule.card(NAME[card])
    if card not in s.hands[p]:
        return IllegalAction(f"You do not have the {NAME[card]}", where)
    has = {"use": USE, "discard": DISCARD}[kind]
    if card not in has:
        return IllegalAction(f"The {NAME[card]} has no {'fuel' if kind == 'use' else 'discard'} power", where)
    if card in s.this_turn.get("used", ()):
        return IllegalAction(f"Each alien tech card may be used only once per turn; you used the {NAME[card]} already", rule.ALIEN_TECH)
    if kind == "discard" and s.this_turn.get("discarded"):
        return IllegalAction("You may only use one discard power each turn", rule.ALIEN_TECH)
    return None


# --- fuel powers on unplaced ships -----------------------------------------------------------
def _plain(s):
    """Unplaced ships whose value a card may change (not one moved by the Orbital Teleporter)."""
    return [t for t in s.fleet_tokens(s.active) if not t.startswith("T")]


def _ship_problem(s, card, tokens, ok) -> IllegalAction | None:
    where = rule.card(NAME[card])
    for t in tokens:
        try:
            value(t)
        except ValueError as error:
            return IllegalAction(str(error), where)
    if any(t.startswith("T") for t in tokens):
        return IllegalAction("You may not change the value of a ship moved by the Orbital Teleporter", rule.card("Orbital Teleporter"))
    if s.ships_for(s.active, tuple(tokens)) is None:
        return IllegalAction(missing(tuple(tokens), s.fleet_tokens(s.active)), where)
    if not ok(*(value(t) for t in tokens)):
        order = " (the Gravity Manipulator lowers the first ship named and raises the second)" if card == "gravity-manipulator" else ""
        return IllegalAction(f"A ship's value may never be lower than 1 or higher than 6{order}", rule.ALIEN_TECH)
    return None


def _nudge(delta):
    def do(s, tokens):
        ship = s.ship_for(s.active, tokens[0])
        old = s.ships[ship]["value"]
        s.set_ship(ship, "value", 7 - old if delta == "flip" else old + delta)

    return do


def _gravity_do(s, tokens):
    down = s.ship_for(s.active, tokens[0])
    up = s.ship_for(s.active, tokens[1], (down,))
    s.set_ship(down, "value", s.ships[down]["value"] - 1)
    s.set_ship(up, "value", s.ships[up]["value"] + 1)


def _warper_do(s, tokens):
    s.agenda.append(by_chance("reroll", ships=s.ships_for(s.active, tuple(tokens))))


def _subsets(tokens):
    return {canonical(c) for n in range(1, len(tokens) + 1) for c in combinations(tokens, n)}


SHIP_POWERS = {
    # card: (candidates from the plain ships, arity check, value check, effect)
    "booster-pod": (lambda ts: [(t,) for t in sorted(set(ts))], lambda n: n == 1, lambda v: v < 6, _nudge(+1)),
    "stasis-beam": (lambda ts: [(t,) for t in sorted(set(ts))], lambda n: n == 1, lambda v: v > 1, _nudge(-1)),
    "polarity-device": (lambda ts: [(t,) for t in sorted(set(ts))], lambda n: n == 1, lambda v: True, _nudge("flip")),
    "gravity-manipulator": (
        lambda ts: sorted({(a, b) for a, b in _ordered_pairs(ts)}),
        lambda n: n == 2,
        lambda down, up: down > 1 and up < 6,
        _gravity_do,
    ),
    "temporal-warper": (lambda ts: sorted(_subsets(ts)), lambda n: n >= 1, lambda *v: True, _warper_do),
}


def _ordered_pairs(tokens):
    for i, a in enumerate(tokens):
        for j, b in enumerate(tokens):
            if i != j:
                yield a, b


# How each ship power names its ships, for a learner who names too many or too few.
FORM = {
    "booster-pod": "SHIP: one unplaced ship, raised by one",
    "stasis-beam": "SHIP: one unplaced ship, lowered by one",
    "polarity-device": "SHIP: one unplaced ship, turned to its opposite face",
    "gravity-manipulator": "DOWN UP: first the ship to lower by one, then another ship to raise by one",
    "temporal-warper": "SHIP…: the unplaced ships to re-roll, lowest first",
}

FUEL = {"booster-pod": 1, "stasis-beam": 1, "polarity-device": 1, "gravity-manipulator": 2, "temporal-warper": 1, "orbital-teleporter": 2}


# --- the Orbital Teleporter's fuel power --------------------------------------------------------
def _teleport_candidates(s):
    p = s.active
    for f in FACILITIES:
        if f != "terraforming-station":
            for t in sorted({s.token(i) for i in s.docked(f) if s.ships[i]["owner"] == p}):
                yield (f, t)


def _docked_ship(s, f, token):
    for i in s.docked(f):
        if s.ships[i]["owner"] == s.active and s.token(i) == token:
            return i
    return None


def _teleport_problem(s, args) -> IllegalAction | None:
    where = rule.card("Orbital Teleporter")
    if len(args) != 2 or args[0] not in FACILITIES:
        return IllegalAction("write: use orbital-teleporter FACILITY SHIP, e.g. 'use orbital-teleporter lunar-mine 6'", where)
    f, token = args
    if f == "terraforming-station":
        return IllegalAction("You may not use the Orbital Teleporter to move a ship off the Terraforming Station", where)
    ship = _docked_ship(s, f, token)
    if ship is None:
        return IllegalAction(f"You have no ship {token} docked at the {FACILITIES[f].name}", where)
    if not could_dock_moved(s, s.active, ship, f):
        return IllegalAction("The moved ship could not dock at any other facility", where)
    return None


def _teleport_do(s, args):
    f, token = args
    ship = _docked_ship(s, f, token)
    s.place(ship, "fleet")
    s.set_teleported({"ship": ship, "from": f})


# --- the Plasma Cannon's fuel power (a shot at a time) -------------------------------------------
def _targets(s, f, shooter):
    return [i for i in s.docked(f) if s.ships[i]["owner"] not in (shooter, None)]


def _shot_price(s, p, shots: int) -> int:
    return discount(s, p, 1) if shots == 0 else 1


def _plasma_problem(s, args) -> IllegalAction | None:
    where = rule.card("Plasma Cannon")
    if len(args) != 1 or args[0] not in FACILITIES:
        return IllegalAction("write: use plasma-cannon FACILITY", where)
    if not _targets(s, args[0], s.active):
        return IllegalAction(f"There are no other players' ships at the {FACILITIES[args[0]].name}", where)
    if s.fuel[s.active] < _shot_price(s, s.active, 0):
        return IllegalAction("The Plasma Cannon costs one fuel per ship removed", where)
    return None


def _plasma_do(s, args):
    s.agenda.append(decision("plasma", s.active, facility=args[0], shots=0))


def fire_candidates(s, p):
    shot = s.agenda[-1]
    return sorted({(s.colour(s.ships[i]["owner"]), s.token(i)) for i in _targets(s, shot["facility"], p)})


def fire_problem(s, p, args) -> IllegalAction | None:
    where = rule.card("Plasma Cannon")
    shot = s.agenda[-1]
    if len(args) != 2:
        return IllegalAction("write: fire COLOUR SHIP, e.g. 'fire red 4'", where)
    q = s.seat(args[0])
    if q == p:
        return IllegalAction("You may not use the Plasma Cannon on your own ships", where)
    if _ship_at(s, shot["facility"], q, args[1]) is None:
        return IllegalAction(f"{args[0]} has no ship {args[1]} at the {FACILITIES[shot['facility']].name}", where)
    if s.fuel[p] < _shot_price(s, p, shot["shots"]):
        return IllegalAction("The Plasma Cannon costs one fuel per ship removed", where)
    return None


def _ship_at(s, where, owner, token):
    ships = s.docked(where) if where in s.docks else [i for i, x in s.ships.items() if x["at"] == where]
    for i in ships:
        if s.ships[i]["owner"] == owner and s.token(i) == token:
            return i
    return None


def fire(s, p, args):
    shot = s.agenda[-1]
    s.pay(p, _shot_price(s, p, shot["shots"]))
    shot["shots"] += 1
    ship = _ship_at(s, shot["facility"], s.seat(args[0]), args[1])
    if shot["facility"] == "terraforming-station":
        _to_stock(s, ship)  # a ship there is forfeit anyway: straight to the stock
    else:
        s.place(ship, "bay")
    if not _targets(s, shot["facility"], p) or s.fuel[p] < 1:
        s.agenda.pop()


def _to_stock(s, ship):
    if ship == "relic":
        return_relic(s)
    else:
        s.place(ship, "stock")


def done(s, p, args):
    s.agenda.pop()


# --- the Data Crystal's fuel power -------------------------------------------------------------
def _crystal_problem(s, args) -> IllegalAction | None:
    where = rule.card("Data Crystal")
    if len(args) != 1 or args[0] not in TERRITORIES:
        return IllegalAction("write: use data-crystal TERRITORY", where)
    t = args[0]
    if t == "burroughs-desert":
        return IllegalAction("Burroughs Desert is exempt from the Data Crystal's power", where)
    if s.fields["isolation-field"] == t:
        return IllegalAction("The Isolation Field nullifies this territory's bonus, also for a Data Crystal", rule.field("Isolation Field"))
    if s.controller(t) == s.active:
        return IllegalAction("You control this territory: its bonus is yours already", where)
    colonies = sum(s.colonies[t])
    if colonies == 0:
        return IllegalAction("A territory with no colonies has no bonus to borrow", where)
    if s.fuel[s.active] < discount(s, s.active, colonies):
        return IllegalAction(f"Borrowing this bonus costs one fuel per colony ({colonies})", where)
    return None


def _crystal_do(s, args):
    s.this_turn.setdefault("borrowed", []).append(args[0])


# --- use ---------------------------------------------------------------------------------------
def _least_fuel(s, p: int, card: str) -> int:
    """The fuel any use of the card costs at least (the Data Crystal's price depends on the territory: none)."""
    if card in FUEL:
        return discount(s, p, FUEL[card])
    return _shot_price(s, p, 0) if card == "plasma-cannon" else 0


def use_candidates(s, p):
    """Uses of the cards the player may use now and pay for (the others are refused whatever their arguments)."""
    used = s.this_turn.get("used", ())
    fuel = s.fuel[p]
    for card in sorted(set(s.hands[p])):
        if card in used or card not in USE or fuel < _least_fuel(s, p, card):
            continue
        if card in SHIP_POWERS:
            for args in SHIP_POWERS[card][0](_plain(s)):
                yield (card, *args)
        elif card == "orbital-teleporter":
            for args in _teleport_candidates(s):
                yield (card, *args)
        elif card == "plasma-cannon":
            for f in FACILITIES:
                yield (card, f)
        elif card == "data-crystal":
            for t in TERRITORIES:
                yield (card, t)


def use_problem(s, p, args) -> IllegalAction | None:
    if not args:
        return IllegalAction("write: use CARD …, e.g. 'use booster-pod 3'", rule.ALIEN_TECH)
    card, rest = args[0], tuple(args[1:])
    return _card_problem(s, card, "use") or _power_problem(s, p, card, rest)


def _power_problem(s, p, card: str, rest: tuple[str, ...]) -> IllegalAction | None:
    """Whether a card the player may use now (``_card_problem`` passes) can take these arguments."""
    if card in SHIP_POWERS:
        _, arity, ok, _ = SHIP_POWERS[card]
        if not arity(len(rest)):
            return IllegalAction(f"write: use {card} {FORM[card]}", rule.card(NAME[card]))
        problem = _ship_problem(s, card, rest, ok)
        if problem is None and card == "temporal-warper" and rest != canonical(rest):
            return IllegalAction(f"write the ships in order: use {card} {' '.join(canonical(rest))}", rule.card(NAME[card]))
    elif card == "orbital-teleporter":
        problem = _teleport_problem(s, rest)
    elif card == "plasma-cannon":
        return _plasma_problem(s, rest)
    else:
        return _crystal_problem(s, rest)
    if problem is None and s.fuel[p] < discount(s, p, FUEL[card]):
        problem = IllegalAction(f"The {NAME[card]} costs {FUEL[card]} fuel", rule.card(NAME[card]))
    return problem


def use(s, p, args):
    card, rest = args[0], tuple(args[1:])
    s.this_turn.setdefault("used", []).append(card)
    if card in FUEL:
        s.pay(p, discount(s, p, FUEL[card]))
    elif card == "data-crystal":
        s.pay(p, discount(s, p, sum(s.colonies[rest[0]])))
    USE[card](s, rest)


USE = {
    **{card: power[3] for card, power in SHIP_POWERS.items()},
    "orbital-teleporter": _teleport_do,
    "plasma-cannon": _plasma_do,
    "data-crystal": _crystal_do,
}


# --- discard powers -------------------------------------------------------------------------------
def _field_discard(card):
    field = fields.PLACED_BY[card]
    return (
        lambda s: fields.place_candidates(s, field),
        lambda s, args: fields.place_problem(s, field, args),
        lambda s, args: fields.place(s, field, args[0]),
    )


def _move_colony_candidates(s):
    for a in TERRITORIES:
        for q, n in enumerate(s.colonies[a]):
            if n:
                for b in TERRITORIES:
                    if b != a:
                        yield (s.colour(q), a, b)


def _move_colony_problem(s, args) -> IllegalAction | None:
    where = rule.card("Orbital Teleporter")
    if len(args) != 3 or args[1] not in TERRITORIES or args[2] not in TERRITORIES:
        return IllegalAction("write: discard orbital-teleporter COLOUR FROM TO", where)
    q, a, b = s.seat(args[0]), args[1], args[2]
    if a == b:
        return IllegalAction("Move the colony to another territory", where)
    if s.colonies[a][q] == 0:
        return IllegalAction(f"{args[0]} has no colony on {s.territory_name(a)}", where)
    return fields.repulsed(s, a) or fields.repulsed(s, b)


def _move_colony(s, args):
    q, a, b = s.seat(args[0]), args[1], args[2]
    s.add_colony(a, q, -1)
    s.add_colony(b, q)
    colonies_changed(s)


def _swap_candidates(s):
    names = list(TERRITORIES)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            for q, n in enumerate(s.colonies[a]):
                for r, m in enumerate(s.colonies[b]):
                    if n and m and q != r:
                        yield (a, s.colour(q), b, s.colour(r))


def _swap_problem(s, args) -> IllegalAction | None:
    where = rule.card("Polarity Device")
    if len(args) != 4 or args[0] not in TERRITORIES or args[2] not in TERRITORIES:
        return IllegalAction("write: discard polarity-device TERRITORY COLOUR TERRITORY COLOUR", where)
    a, q, b, r = args[0], s.seat(args[1]), args[2], s.seat(args[3])
    if a == b:
        return IllegalAction("The Polarity Device swaps colonies on two different territories", where)
    if ORDER[a] > ORDER[b]:
        return IllegalAction(f"write the territories in the game's order: discard polarity-device {b} {args[3]} {a} {args[1]}", where)
    if q == r:
        return IllegalAction("Swapping two colonies of one colour changes nothing", where)
    for t, colour, seat in ((a, args[1], q), (b, args[3], r)):
        if s.colonies[t][seat] == 0:
            return IllegalAction(f"{colour} has no colony on {s.territory_name(t)} to swap", where)
    return fields.repulsed(s, a) or fields.repulsed(s, b)


def _swap(s, args):
    a, q, b, r = args[0], s.seat(args[1]), args[2], s.seat(args[3])
    s.add_colony(a, q, -1)
    s.add_colony(b, q)
    s.add_colony(b, r, -1)
    s.add_colony(a, r)
    colonies_changed(s)


def _shoot_down_candidates(s):
    """Other players' ships docked or in the Maintenance Bay, the Relic Ship too (Burroughs Desert points here)."""
    return sorted({
        (s.colour(ship["owner"]), ship["at"], s.token(i))
        for i, ship in s.ships.items()
        if ship["owner"] not in (None, s.active) and ship["at"] not in ("stock", "fleet")
    })


def _shoot_down_problem(s, args) -> IllegalAction | None:
    where = rule.card("Plasma Cannon")
    if len(args) != 3:
        return IllegalAction("write: discard plasma-cannon COLOUR PLACE VALUE, e.g. 'discard plasma-cannon yellow lunar-mine 6'", where)
    q = s.seat(args[0])
    if q == s.active:
        return IllegalAction("The Plasma Cannon's discard power targets another player's ship", where)
    if args[1] not in FACILITIES and args[1] != "bay":
        return IllegalAction("Name a facility, or bay for the Maintenance Bay", where)
    if _ship_at(s, args[1], q, args[2]) is None:
        return IllegalAction(f"{args[0]} has no ship {args[2]} there", where)
    if s.colour_ships_in_play(q) <= 3:
        return IllegalAction("The target player must have more than three ships of their colour on the board", where)
    return None


def _shoot_down(s, args):
    _to_stock(s, _ship_at(s, args[1], s.seat(args[0]), args[2]))


def _recover_candidates(s):
    return [(c,) for c in sorted(set(s.discards))]


def _recover_problem(s, args) -> IllegalAction | None:
    where = rule.card("Temporal Warper")
    if len(args) != 1 or args[0] not in s.discards:
        return IllegalAction("Name a card in the discard pile", where)
    if args[0] in s.hands[s.active] and args[0] != "temporal-warper":  # your own Warper is being discarded
        return IllegalAction("You may only possess one copy of each alien tech card", rule.ALIEN_TECH)
    return None


def _recover(s, args):
    s.discards.remove(args[0])
    s.gain_card(s.active, args[0])


DISCARD = {
    "booster-pod": (fields.remove_candidates, fields.remove_problem, lambda s, args: fields.remove(s, args[0])),
    "data-crystal": _field_discard("data-crystal"),
    "gravity-manipulator": _field_discard("gravity-manipulator"),
    "stasis-beam": _field_discard("stasis-beam"),
    "orbital-teleporter": (_move_colony_candidates, _move_colony_problem, _move_colony),
    "polarity-device": (_swap_candidates, _swap_problem, _swap),
    "plasma-cannon": (_shoot_down_candidates, _shoot_down_problem, _shoot_down),
    "temporal-warper": (_recover_candidates, _recover_problem, _recover),
}


def discard_candidates(s, p):
    if s.this_turn.get("discarded"):
        return
    used = s.this_turn.get("used", ())
    for card in sorted(set(s.hands[p])):
        if card in DISCARD and card not in used:
            for args in DISCARD[card][0](s):
                yield (card, *args)


def discard_problem(s, p, args) -> IllegalAction | None:
    if not args:
        return IllegalAction("write: discard CARD …, e.g. 'discard stasis-beam lem-badlands'", rule.ALIEN_TECH)
    return _card_problem(s, args[0], "discard") or DISCARD[args[0]][1](s, tuple(args[1:]))


def discard(s, p, args):
    card = args[0]
    s.lose_card(p, card)
    s.discards.append(card)
    s.this_turn.setdefault("used", []).append(card)
    s.this_turn["discarded"] = True
    DISCARD[card][2](s, tuple(args[1:]))


def _usable(s, p: int, powers: dict) -> bool:
    """Whether the player holds a card with one of these powers not yet used this turn: most of the time they do
    not, and agents probe ``use`` and ``discard`` at nearly every decision of a turn."""
    used = s.this_turn.get("used", ())
    for card in s.hands[p]:
        if card in powers and card not in used:
            return True
    return False


def use_legal(s, p) -> list[Action]:
    """Fast path: no use at all without a card whose fuel power is still unused this turn; the candidates name only
    such cards, so only their powers' own checks are asked. A ship power's candidates name, in order and as many as
    it takes, unplaced ships the Orbital Teleporter did not move, of a card the player can pay for (``use_candidates``):
    of its checks only the values' is left (the Temporal Warper's subsets alone are dozens at a decision)."""
    if not _usable(s, p, USE):
        return []
    legal = []
    for args in use_candidates(s, p):
        card = args[0]
        power = SHIP_POWERS.get(card)
        if power is not None:
            if power[2](*(FACE[t] for t in args[1:])):
                legal.append(Action("use", args))
        elif _power_problem(s, p, card, args[1:]) is None:
            legal.append(Action("use", args))
    return legal


def discard_legal(s, p) -> list[Action]:
    """Fast path: no discard at all after this turn's discard, or without a card whose discard power is unused; the
    candidates name only such cards, so only their powers' own checks are asked."""
    if s.this_turn.get("discarded") or not _usable(s, p, DISCARD):
        return []
    return [Action("discard", args) for args in discard_candidates(s, p) if DISCARD[args[0]][1](s, args[1:]) is None]


VERBS = {
    "use": Verb(use_candidates, use_problem, use, use_legal),
    "discard": Verb(discard_candidates, discard_problem, discard, discard_legal),
    "fire": Verb(fire_candidates, fire_problem, fire),
    "done": bare("done", done, rule=rule.card("Plasma Cannon")),
}
