"""The coach's Alien Frontiers: the heuristic as named terms, notes at the decisions learners get wrong, the roll in
words.

Why each term of the evaluation (the greedy agent maximises their sum; ``Game.heuristic``):

* VP first (10 each); then colonies on their way (14 each, launched or landed): a colony waiting to land counts as
  much as a landed one, so one step of look-ahead sees that launching from the Colonist Hub is progress;
* Colonist Hub progress (1.5 a circle, up to the launch circle), ships in play (4), alien tech cards (2);
* fuel (1) and ore (2), counted only up to the resource limit of eight, ore first: the rest would be returned at
  the end of the turn.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from tablebook.coach.terms import Coaching, Note

from . import citations as rule
from .data import CARDS, FACILITIES, HUB_CIRCLES
from .facilities import COLONY_CONSTRUCTOR, SHIPYARD, TERRAFORMING_STATION

# facilities with a cost, and what part of a fleet they take (Orbital Facilities)
COSTLY = ((SHIPYARD, "a pair", 2), (COLONY_CONSTRUCTOR, "three of a kind", 3), (TERRAFORMING_STATION, "a 6", 1))


def _has(values: list[int], facility) -> bool:
    """Whether the unplaced ships show what ``facility`` takes (ignoring its ports and costs)."""
    if facility is TERRAFORMING_STATION:
        return 6 in values
    need = 2 if facility is SHIPYARD else 3
    return bool(values) and max(Counter(values).values()) >= need


def _run(values: list[int]) -> bool:
    return any({v, v + 1, v + 2} <= set(values) for v in range(1, 5))


NUMBER = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}  # at most 7 ships: 6 and the Relic Ship


def pattern(values: tuple[int, ...]) -> str:
    """A roll's shape in words: ``three of a kind``, ``a pair``, ``two pairs``, ``all different``…"""
    sizes = Counter(n for n in Counter(values).values() if n > 1)
    if not sizes:
        return "all different"
    parts = []
    for size in sorted(sizes, reverse=True):
        sets = sizes[size]
        if size == 2:
            parts.append("a pair" if sets == 1 else f"{NUMBER[sets]} pairs")
        else:
            parts.append(f"{NUMBER[size]} of a kind" if sets == 1 else f"{NUMBER[sets]} times {NUMBER[size]} of a kind")
    return " and ".join(parts)


class AlienFrontiersCoaching(Coaching):
    TERMS = (
        ("VP", 10, None),
        ("colonies on their way (launched or landed)", 14, "colony on its way"),
        ("Colonist Hub circles", 1.5, "Colonist Hub circle"),
        ("ships in play", 4, "ship in play"),
        ("alien tech cards", 2, "alien tech card"),
        ("fuel", 1, None),
        ("ore", 2, None),
    )

    def amounts(self, state, player):
        limit = state.options["resource_limit"]
        ore = min(state.ore[player], limit)
        fuel = min(state.fuel[player], limit - ore)
        return [state.score(player), state.options["colonies"] - state.supply[player] - (state.hub[player] > 0),
                min(state.hub[player], HUB_CIRCLES), state.colour_ships_in_play(player), len(state.hands[player]),
                fuel, ore]

    def evaluator(self, before, player, trials=None):
        """``value`` of positions one move from ``before``, each term read inline rather than through ``amounts`` and
        ``total`` (the greedy agent values every move it tries). The VP count the colonies, the fields and the player's
        alien tech cards: taken from ``before`` while a move leaves them as they were (most docks do), as are the
        player's ships in play while no ship moved; ``trials`` (the moves', tried from ``before``) name the fields a
        move changed, found once for this and for putting them back, else they are compared here. Every weight and
        amount is a whole number or a half, so the sum is exact in any order: the same number ``value`` gives."""
        colonies, fields, hand, vp = before.colonies, before.fields, before.hands[player], before.score(player)
        in_play = before.colour_ships_in_play(player)
        (_, w_vp, _), (_, w_colony, _), (_, w_hub, _), (_, w_ship, _), (_, w_card, _), (_, w_fuel, _), (_, w_ore, _) = \
            self.TERMS
        limit, colonies_each = before.options["resource_limit"], before.options["colonies"]

        def value(after):
            hand_now = after.hands[player]
            if trials is None:
                points = vp if after.colonies == colonies and after.fields == fields and hand_now == hand else after.score(player)
                ships = after.colour_ships_in_play(player)
            else:
                changed = trials.changed
                points = (vp if "colonies" not in changed and "fields" not in changed and "hands" not in changed
                          else after.score(player))
                ships = in_play if "ships" not in changed else after.colour_ships_in_play(player)
            hub = after.hub[player]
            ore = min(after.ore[player], limit)
            return (w_vp * points + w_colony * (colonies_each - after.supply[player] - (hub > 0))
                    + w_hub * min(hub, HUB_CIRCLES) + w_ship * ships
                    + w_card * len(hand_now)
                    + w_fuel * min(after.fuel[player], limit - ore) + w_ore * ore)

        return value

    def consider(self, state, seat):
        if seat != state.decider() or "dock" not in state.verbs(seat) and "end" not in state.verbs(seat):
            return []
        notes = []
        values = sorted(state.ships[i]["value"] for i in state.fleet(seat))
        for facility, shape, _ in COSTLY:
            if _has(values, facility) and facility.has_port(state, seat):
                refusal = facility.requirement(state, seat)
                if refusal is not None:
                    notes.append(Note(f"Your fleet has {shape} for the {facility.name}, but {refusal.reason[:1].lower()}{refusal.reason[1:]}.",
                                      str(facility.rule)))
                elif facility is SHIPYARD:
                    cost = SHIPYARD.cost(state, seat)
                    notes.append(Note(f"The Shipyard builds your ship number {state.colour_ships_in_play(seat) + 1} "
                                      f"for {cost} fuel and {cost} ore (you hold {state.fuel[seat]} fuel, "
                                      f"{state.ore[seat]} ore).", str(facility.rule)))
                elif facility is COLONY_CONSTRUCTOR:
                    notes.append(Note(f"The Colony Constructor lands a colony for {COLONY_CONSTRUCTOR.cost(state, seat)} "
                                      f"ore (you hold {state.ore[seat]}).", str(facility.rule)))
                else:
                    notes.append(Note("The Terraforming Station lands a colony for 1 fuel and 1 ore, and the 6 "
                                      "docked there is lost to the ship stock.", str(facility.rule)))
        if _run(values) and any(a.args[0] == "raiders-outpost" for a in state.legal_actions("dock", seat)):
            notes.append(Note(self._raid(state, seat), str(rule.facility("Raiders' Outpost"))))
        for card in sorted(set(state.hands[seat])):
            notes.append(self._card(state, seat, card))
        held = state.fuel[seat] + state.ore[seat]
        limit = state.options["resource_limit"]
        if held > limit:
            notes.append(Note(f"You hold {state.fuel[seat]} fuel and {state.ore[seat]} ore, {held} in all: at the end "
                              f"of your turn you keep only {limit}, so {held - limit} go back unless you spend them "
                              "first.", str(rule.END_OF_TURN)))
        return notes

    @staticmethod
    def _card(state, seat, card: str) -> Note:
        """A card in hand: its power, and what discarding it does and gives up (the card, and its VP if it has any)."""
        c = CARDS[card]
        power = "no power to use" if c.fuel == "none" else f"its power ({c.power[:1].lower()}{c.power[1:].rstrip('.')})"
        vp = f", and its {c.vp} VP" if c.vp else ""
        if c.discard == "none":
            return Note(f"Your {c.name} has {power}; it cannot be discarded for an effect{vp and ' — keep it for its VP'}.",
                        str(rule.card(c.name)))
        return Note(f"Your {c.name}: {power}; or discard it to {c.discard[:1].lower()}{c.discard[1:].rstrip('.')} — "
                    f"a discard gives up the card{vp}.", str(rule.card(c.name)))

    @staticmethod
    def _raid(state, seat) -> str:
        rivals = []
        for q in range(state.players):
            if q == seat:
                continue
            decoy = "holographic-decoy" in state.hands[q]
            goods = "only their Holographic Decoy" if decoy else (
                f"{state.fuel[q]} fuel, {state.ore[q]} ore, {len(state.hands[q])} alien tech card"
                f"{'' if len(state.hands[q]) == 1 else 's'}")
            rivals.append(f"{state.seat_name(q)} {goods}")
        return ("Your run of three can raid at the Raiders' Outpost: 4 fuel and ore in any mix, or one alien tech "
                f"card, from {'; '.join(rivals)}.")

    def blocks(self, before, action, after, seat):
        """A facility's ports taken until the player's next turn: what rivals may not use before then."""
        if action.verb != "dock" or action.args[0] == "colonist-hub":
            return []
        facility = FACILITIES[action.args[0]]
        if facility.id == "raiders-outpost":
            return ["the Raiders' Outpost is yours until a rival docks a higher run of three"]
        free = sum(1 for group in after.docks[facility.id] if group == [])
        if not free:
            return [f"the {facility.name} has no free docking port left until your next turn"]
        if facility.groups <= 2:
            return [f"the {facility.name} keeps {free} free docking port{'s' if free > 1 else ''} until your next turn"]
        return []

    def chance_kinds(self, state, outcomes):
        first = outcomes[0][0]
        if first.verb != "roll":
            return super().chance_kinds(state, outcomes) if first.verb != "draw" else self._draw(state, outcomes)
        rolls = [(tuple(int(v.lstrip("RT")) for v in a.args), p) for a, p in outcomes]  # R4: the Relic Ship
        dice = len(rolls[0][0])
        kinds: dict[str, Fraction] = {}
        for values, p in rolls:
            key = pattern(values)
            kinds[key] = kinds.get(key, Fraction(0)) + p
        total = state.options["artifact_total"]
        events = [
            ("a pair or better (the Shipyard, the Orbital Market)", lambda v: max(Counter(v).values()) >= 2),
            ("three of a kind or better (the Colony Constructor)", lambda v: max(Counter(v).values()) >= 3),
            ("a run of three (the Raiders' Outpost)", _run),
            ("at least one 6 (the Terraforming Station)", lambda v: 6 in v),
            (f"ships totalling more than {total} at the Alien Artifact (a card)", lambda v: sum(sorted(v)[-4:]) > total),
        ]
        asked = [(words, sum((p for values, p in rolls if test(values)), Fraction(0))) for words, test in events]
        return (f"{state.seat_name(state.active)}'s roll of {dice} ships", sorted(kinds.items(), key=lambda kv: -kv[1]), asked)

    @staticmethod
    def _draw(state, outcomes):
        kinds: dict[str, Fraction] = {}
        for action, p in outcomes:
            name = CARDS[action.args[0]].name
            kinds[name] = kinds.get(name, Fraction(0)) + p
        return "the alien tech card drawn next", sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])), []


COACHING = AlienFrontiersCoaching()
