"""The coach's Space Station Phoenix: the heuristic as named terms, notes on the owner's fee and Income, the
Expedition dice in words.

Why each term of the evaluation, in points (the greedy agent maximises their sum; ``Game.heuristic``): the points the
player would score if the game ended now (Game End Scoring: Sectors, residents, majorities, bonuses, leftovers), plus
small, capped values for what turns into points later:

* stock (0.5 a resource, counting at most 6 of each kind; 0.3 a GEM, counting at most 12): enough to pay for the next
  Sector or resident is worth having, a hoard is not (past the caps, only the leftovers' 1 point per 5 resources or
  20 GEMs counts). Uncapped, one step of look-ahead collected resources for ever instead of building. Income thus
  counts only by the GEMs and resources it brings.
* a Diplomacy step, 1: its rewards come later.
* ships, 6 each for the first two and 2 for each more: they are the engine (Hub income per ship, the actions
  themselves); a player who dismantles the last ships and holds no GEMs can only take Income, and two such players
  stall the game for ever.
"""

from __future__ import annotations

from fractions import Fraction

from tablebook.coach.terms import Coaching, Note

from . import citations as rule
from .data import RULES, ship_name
from .game_end import bonus_points, reads, score, station_points
from .income import hub_income, income_problem, own_ships
from .ships import FACES, SHIP_VERBS, fee
from .station import abilities, held, sectors_of


_STATION_FIELDS = ("residents", "stations", "hub_residents")  # a station: its Sectors, their residents, the Hub's


class PhoenixCoaching(Coaching):
    points = "points"
    TERMS = (
        ("points if the game ended now", 1, "point if the game ended now"),
        ("resources in stock (counted up to 6 of each kind)", 0.5, "resource in stock"),
        ("GEMs (counted up to 12)", 0.3, "GEM"),
        ("Diplomacy steps", 1, "Diplomacy step"),
        ("ships (of your first two)", 6, "ship (of your first two)"),
        ("ships beyond two", 2, "ship beyond two"),
    )

    def amounts(self, state, player, ships=None, score=None):
        """``ships``: how many the player owns, and ``score``: what they would score now, when the caller knows them."""
        if ships is None:
            ships = list(state.ships.values()).count(player)
        score = state.score(player) if score is None else score
        food, water, metal = state.res[player].values()  # RESOURCES, each always held; capped inline, not by min()
        gems = state.gems[player]
        return [score, (food if food < 6 else 6) + (water if water < 6 else 6) + (metal if metal < 6 else 6),
                gems if gems < 12 else 12, sum(state.diplomacy[player].values()), ships if ships < 2 else 2,
                ships - 2 if ships > 2 else 0]

    def evaluator(self, before, player, trials=None):
        """Most moves move no resident, build nothing and change no ship's owner: the station's points (Sectors,
        residents, majorities: ``game_end.station_items``), its working end abilities (while no quarter starts working
        and the Hub is the same), the points of those that count the station and, while the fleet is the same, the
        fleet (``game_end.reads``), and the ship count are taken from ``before`` while so. Ships only leave the table
        once dealt (Dismantle; the setup's discards) and never change owner, so the same ships on the table are the
        same fleets: comparing the ship ids costs less than listing every owner. A move that changes the player's
        station leaves the rivals' as they were (checked: their Sectors, residents and Hub quarters compared), so the
        majorities count the player's residents again, not every seat's. ``trials``, when given, tell which fields the
        move changed (``Trials.changed``)."""
        fleet = before.ships.keys()
        ships = list(before.ships.values()).count(player)
        station = station_points(before, player)
        ends = abilities(before, player, "end")
        stock_ends = [a for a in ends if reads(a) == "stock"]
        fleet_ends = [a for a in ends if reads(a) == "fleet"]
        settled = bonus_points(before, player, [a for a in ends if reads(a) == "station"])
        settled_fleet = settled + bonus_points(before, player, fleet_ends)
        changing = stock_ends + fleet_ends  # of a move that leaves the station but not the fleet as it was
        rivals = [q for q in range(before.players) if q != player]
        rival_stations = [before.stations[q] for q in rivals]
        rival_quarters = [before.hub_residents[q] for q in rivals]
        rival_sectors = [sid for q in rivals for sid in sectors_of(before, q)]
        rival_residents = [before.residents[sid] for sid in rival_sectors]
        holdings = [tuple(held(before, q).values()) for q in range(before.players)]

        def as_before(after) -> bool:
            """Whether every rival's station is as in ``before``."""
            return ([after.stations[q] for q in rivals] == rival_stations
                    and [after.hub_residents[q] for q in rivals] == rival_quarters
                    and list(map(after.residents.get, rival_sectors)) == rival_residents)

        def value(after):
            if trials is None:
                same_station = (after.residents == before.residents and after.stations == before.stations
                                and after.hub_residents == before.hub_residents)
                same_ends = same_station and after.fresh == before.fresh and after.hubs == before.hubs
            else:  # the fields the move changed, found once by the trials for putting them back: not compared again
                changed = trials.changed
                same_station = not any(map(changed.__contains__, _STATION_FIELDS))
                same_ends = same_station and "fresh" not in changed and "hubs" not in changed
            same_fleet = after.ships.keys() == fleet
            if same_ends:  # only the end bonuses that count the stock, or the fleet if it changed, may differ
                now = (score(after, player, station, stock_ends, settled_fleet) if same_fleet else
                       score(after, player, station, changing, settled))
            elif same_station:
                now = score(after, player, station)
            elif as_before(after):  # the majorities need the player's residents counted again, not every seat's
                counts = list(holdings)
                counts[player] = tuple(held(after, player).values())
                now = score(after, player, station_points(after, player, tuple(counts)))
            else:
                now = score(after, player)
            return self.total(self.amounts(after, player, ships if same_fleet else None, now))

        return value

    def consider(self, state, seat):
        if seat != state.decider() or "income" not in state.verbs(seat):
            return []
        notes = []
        rivals = sorted({a.args[0] for verb in SHIP_VERBS for a in state.legal_actions(verb, seat)
                         if state.ships[a.args[0]] not in (None, seat)})
        if rivals:
            by_fee: dict[int, list[str]] = {}
            for sid in rivals:
                by_fee.setdefault(fee(state, seat, sid), []).append(
                    f"{state.seat_name(state.ships[sid])}'s Level{ship_name(sid).split('Level', 1)[1]}")
            fees = "; ".join(f"{n} GEM{'s' if n != 1 else ''} for {', '.join(names)}" for n, names in sorted(by_fee.items()))
            notes.append(Note("A rival's ship costs its owner's fee on top of its cost, paid to that rival: "
                              f"{fees}.", str(rule.SHIP_ACTION)))
        refusal = income_problem(state, seat)
        gems, most = state.gems[seat], RULES["income_gems_at_most"]
        if refusal is not None:
            notes.append(Note(f"Income is not allowed now: {refusal.reason}.", str(rule.INCOME)))
        else:
            used = [sid for sid in own_ships(state, seat) if state.ship_gems[sid]]
            because = (f"you hold {gems} GEMs, {most} or fewer" if gems <= most else
                       f"your {ship_name(used[0])} is used" if used else "no ship action is possible")
            reset = (f", and {len(used)} used ship{'s' if len(used) != 1 else ''} of yours "
                     f"{'become' if len(used) != 1 else 'becomes'} unused again (their GEMs go to the supply)" if used else "")
            notes.append(Note(f"Income is allowed because {because}: your Hub pays {hub_income(state, seat)} GEMs"
                              f"{reset}.", str(rule.INCOME)))
        return notes

    def chance_kinds(self, state, outcomes):
        counts = [(tuple(int(n) for n in a.args), p) for a, p in outcomes]
        dice = sum(counts[0][0])
        humans: dict[int, Fraction] = {}
        for shown, p in counts:
            humans[shown[3]] = humans.get(shown[3], Fraction(0)) + p
        kinds = [("no Human" if n == 0 else "1 Human" if n == 1 else f"{n} Humans", p) for n, p in sorted(humans.items())]
        asked = []
        for i, face in enumerate(FACES):
            for least in (1, 2, 3):
                if least <= dice:
                    name = "Human" + ("s" if least > 1 else "") if face == "human" else face
                    asked.append((f"at least {least} {name}",
                                  sum((p for shown, p in counts if shown[i] >= least), Fraction(0))))
        return f"the Expedition roll of {dice} dice", kinds, asked


COACHING = PhoenixCoaching()
