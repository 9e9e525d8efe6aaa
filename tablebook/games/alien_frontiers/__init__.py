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
* Fuel and ore stocks are unlimited (the rulebook does not limit them; see reference §10, Known gaps).
* The first player is seat 1 (red); the rulebook's high roll only picks who sits there.
* A ship on the Terraforming Station is still yours until your next turn returns it to the stock, so
  it counts when the Shipyard numbers your next ship (built then, it is your 5th, not your 4th).
* Card powers that would change nothing are refused: a Data Crystal on a territory you control, a
  Polarity Device swap of two colonies of one colour.

Not yet implemented (the rule text and the reference do not give them: reference §10, Known gaps):

* the later editions' 24-card alien tech deck and any rule changes of the 2nd and later printings;
* the later edition's Booster Pod wording ("from the game board"): the first print's is used.

Where each rule lives (the rulebook's headings; modules of this package):

* Setup: ``setup.lay_out``; the options below: ``AlienFrontiers.options``.
* Game Play › Gather and Roll Your Fleet: ``turn.gather``, ``turn.roll``; › End of Turn: ``turn.end``,
  ``turn.return_problem`` (the resource limit); End of Game and Scoring: ``territories.land``, ``scoring``.
* Orbital Facilities: one rule object each in ``facilities`` — ``SOLAR_CONVERTER``, ``LUNAR_MINE``,
  ``ORBITAL_MARKET`` (and ``trade``), ``SHIPYARD``, ``COLONY_CONSTRUCTOR``, ``TERRAFORMING_STATION``, ``COLONIST_HUB``
  (and ``launch``), ``ALIEN_ARTIFACT`` (and ``claim``, ``cycle``), ``RAIDERS_OUTPOST`` (and ``steal``); the Maintenance
  Bay: ``facilities.to_maintenance_bay``; docking itself: ``facilities.dock_problem``.
* Territory Bonuses: one function each in ``territories`` (``asimov_crater``, ``bradbury_plateau``,
  ``heinlein_plains``, ``herbert_valley``, ``lem_badlands``, ``pohl_foothills``, ``van_vogt_mountains``); Burroughs
  Desert and the Relic Ship: ``territories.buy_relic``, ``territories.colonies_changed``; control:
  ``AlienFrontiersState.controller``.
* Field Generators: ``field_generators``. Alien Tech Cards: ``alien_tech`` (fuel powers in ``USE``, discard powers in
  ``DISCARD``, the Plasma Cannon's shots in ``fire``).

Options (``tablebook games --options``), each the rulebook's by default:

* ``colonies``: colonies each player places; the game ends when one player has placed them all. Setup
  (reference §2, AF-R1 p. 5): 8, 7, 6 for 2, 3, 4 players; the rulebook's long game (3 or 4 players) is 8 each,
  which for 2 players is the ordinary game. At most 8: a colour has 9 colony tokens, one marks the score.
* ``artifact_total``: a card is claimed at the Alien Artifact when your ships there total more than this
  (Orbital Facilities › Alien Artifact: "more than 7").
* ``resource_limit``: fuel and ore kept at the end of a turn (Game Play › End of Turn: eight).
* ``compensation``: the fuel and ore later seats start with (Setup: seat 2 one fuel, seat 3 one ore, seat 4 one
  of each): ``rulebook``, ``none`` or ``double`` (twice the rulebook's; a designer's variant).
* ``deck``: the alien tech deck of the first print (22 cards) or of the licensed app (20, no Temporal Warper;
  reference §5).

Records of tablebook 0.1 name the long game ``long_game=True``; they read as ``colonies=8``.
"""

from __future__ import annotations

from tablebook.core import Game, IllegalAction, Option
from tablebook.core.options import compensation

from . import citations as rule
from .data import SETUP
from .coaching import COACHING
from .narration import consequences
from .setup import lay_out
from .state import AlienFrontiersState


def long_game(on) -> dict:
    """tablebook 0.1's option ``long_game``: True is the rulebook's long game, 8 colonies each."""
    if not isinstance(on, bool):
        raise IllegalAction(f"option long_game must be True or False, not {on!r}")
    return {"colonies": SETUP["long_game_colonies"]} if on else {}


class AlienFrontiers(Game):
    name = "alien-frontiers"
    title = "Alien Frontiers"
    min_players, max_players = 2, 4
    options = (
        Option("colonies", {int(n): each for n, each in SETUP["colonies"].items()}, range(1, SETUP["most_colonies"] + 1),
               "colonies each player places; placing the last ends the game (8 each: the long game)",
               "Setup (reference §2); End of Game and Scoring", sweep=(6, 7, 8)),
        Option("artifact_total", SETUP["artifact_total"], range(0, 19),
               "a card is claimed when your ships at the Alien Artifact total more than this",
               "Orbital Facilities › Alien Artifact", sweep=(5, 7, 9)),
        Option("resource_limit", SETUP["resource_limit"], range(0, 31),
               "fuel and ore a player may keep at the end of a turn", "Game Play › End of Turn", sweep=(6, 8, 10)),
        compensation("fuel and ore later seats start with: the rulebook's, none, or twice the rulebook's",
                     "Setup (reference §2)"),
        Option("deck", "first-print", ("first-print", "app"),
               "alien tech deck: first print (22 cards) or the app's 20 (no Temporal Warper)", "reference §5"),
    )
    renamed_options = {"long_game": long_game}  # records of tablebook 0.1
    state_class = AlienFrontiersState
    setup_rule = rule.SETUP
    turn_rule = rule.cite("Game Play")
    end_rule = rule.END_OF_GAME
    view = "tablebook.views.alien_frontiers:AlienFrontiersTable"
    chance_by_click = frozenset({"roll", "reroll"})
    coaching = COACHING  # the evaluation the greedy agent maximises, as named terms (coaching.py)

    def lay_out(self, state):
        lay_out(state)

    def consequences(self, before, after):
        return consequences(before, after)


GAME = AlienFrontiers()
