"""Alien Frontiers (Tory Niemann, Clever Mojo Games, 2010), 2–4 players.

Every rule of the rule text is implemented; where the text is silent we chose as follows:

* A ship moved by the Orbital Teleporter becomes an unplaced ship written ``T4`` that must dock
  at another facility; the move is allowed only if such a dock exists, and its value cannot change.
* The Plasma Cannon's fuel power is a series of shots (``fire COLOUR SHIP``, one fuel each,
  Pohl Foothills taking one off the first) at one facility, ended by ``done``.
* The Plasma Cannon's discard power targets another player's ship docked or in the Maintenance Bay.
  The Relic Ship is one (Burroughs Desert refers to this power) and goes home to the desert.
* A ship may dock at the Colonist Hub while your colony waits on circle 7: the text limits a track
  only by its three ports and counts "more advances than are needed to move your colony to the
  seventh circle" (the licensed app refuses this dock). Such an advance is surplus, as follows.
* Surplus Colonist Hub advances carry over to a new colony only if you launch the same turn; at the
  end of your turn the colony stays on circle 7.
* Fuel and ore stocks are unlimited (the rulebook does not limit them; see the reference's gaps).
* The first player is seat 1 (red); the rulebook's high roll only picks who sits there.
"""

from __future__ import annotations

from tablebook.core import Game, Option

from . import citations as rule
from .data import HUB_CIRCLES, RESOURCE_LIMIT
from .narration import consequences
from .setup import colonies_each, lay_out
from .state import AlienFrontiersState

class AlienFrontiers(Game):
    name = "alien-frontiers"
    title = "Alien Frontiers"
    min_players, max_players = 2, 4
    options = (
        Option("long_game", False, (False, True), "8 colonies each (the long game)"),
        Option("deck", "first-print", ("first-print", "app"), "alien tech deck: first print (22 cards) or the app's 20 (no Temporal Warper)"),
    )
    state_class = AlienFrontiersState
    setup_rule = rule.SETUP
    turn_rule = rule.cite("Game Play")
    end_rule = rule.END_OF_GAME
    view = "tablebook.views.alien_frontiers:AlienFrontiersTable"
    chance_by_click = frozenset({"roll", "reroll"})

    def lay_out(self, state):
        lay_out(state)

    def consequences(self, before, after):
        return consequences(before, after)

    def heuristic(self, state, player):
        """Score first; then colonies on their way (launched or landed), hub progress, ships, cards, resources.

        A colony waiting to land counts as much as a landed one, so one step of look-ahead sees
        that launching from the Colonist Hub is progress. Resources count only up to the limit of
        eight (ore first): the rest would be returned at the end of the turn.
        """
        out_of_supply = colonies_each(state.players, state.options["long_game"]) - state.supply[player] - (state.hub[player] > 0)
        ore = min(state.ore[player], RESOURCE_LIMIT)
        fuel = min(state.fuel[player], RESOURCE_LIMIT - ore)
        return (
            10 * state.score(player)
            + 14 * out_of_supply
            + 1.5 * min(state.hub[player], HUB_CIRCLES)
            + 4 * state.colour_ships_in_play(player)
            + 2 * len(state.hands[player])
            + fuel
            + 2 * ore
        )


GAME = AlienFrontiers()
