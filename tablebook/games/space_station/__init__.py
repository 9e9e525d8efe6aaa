"""Space Station (Jacob Fryxelius, FryxGames, 2011), 1–6 players.

Where each rule lives (the rule sheet's heading, then the module and function of this package):

* Module card (exits, crew provided, effect): ``data.Card``, ``station.attach``. Preparations: ``setup.lay_out``.
* The beginning of each year: ``year.begin_year``; step 3, a colour for income: ``year.income``; step 4,
  discard and draw: ``turn.discard``, ``turn.keep``, then ``deck.after_refill_choice``.
* The turn: ``turn.end_turn`` (every player passed in a row ends the year).
* Build Action: ``build.build_problem`` (``build.card_problem``, ``build.exit_problem``,
  ``build.requirement_problem``, ``build.price_problem``), ``build.price``, ``build.build``.
* Module Action: ``modules.action_problem``, ``modules.do_action``; Crew Action: ``modules.uses_per_year``;
  Other Module Actions: ``modules.how_often``; what a module's action does: ``effects.EFFECTS``, by the name
  its data gives (``effects.command_problem``: the Command Center's free build; ``effects.move_problem``: the
  Robotic Arm).
* Repair Action: ``turn.repair_problem``, ``turn.repair``.
* Event Action: ``events.play_problem``, ``events.play``; what each event card's text does: ``events.text_of``
  (the ``events`` module names them all).
* Pass Action: ``turn.pass_problem``, ``turn.pass_turn``.
* At the end of each year: ``year.end_year`` (``year.majorities``, ``year.majority_vp``).
* Damage: ``station.functioning``, ``effects.damage_problem``, ``effects.damage_marker``.
* Used / Unused crew: ``modules.crew_moved``. Exterior module: ``station.exterior``.
* Who wins?: ``scoring.breakdown``, ``scoring.tiebreak``.
* Card clarifications: Library: ``deck.after_refill_choice``; Efficiency: ``events.efficiency``; Visiting
  Worker: ``events.visiting_worker``; Galleria, Shipyard: ``build.requirement_problem``, and the Shipyard's
  crew ``modules.crew_moved``; Junkyard, Robotic Arm: ``modules.how_often``.
* Optional rule: Enhanced start: ``deck.hand_target``.

Every rule of the rule sheet is implemented. Where it (or our knowledge of the cards) is silent we
chose as follows, and say so in the data files:

* Cards: 42 printed cards (14 module types × 3) come from the reference; the rest of the 117 is our
  design (``source = "estimate"``), assuming 6 kinds × 5 module types × 3 copies + 27 events. Library,
  Efficiency, Visiting Worker and Galleria follow the rule sheet's clarifications (``source =
  "rulebook"``), and the fields it does not give are ours, each named with its reason in the data
  (``estimated``): Efficiency and Visiting Worker are events, Library is Scientific, Galleria is Luxury,
  needs another functioning Luxury module and earns 3 M€ a year. The Greenhouse's unreadable text is
  taken as none. The colours of Luxury, Scientific and Military are our estimates.
* Colours nobody has: a colour whose most is 0 functioning modules awards no VP.
* Solo play: the same rules; the majority against yourself is won whenever you have at least one
  functioning module of a colour (so 1 VP per colour you keep functioning, 2 in year 6). Events and
  military actions that damage "another player's" module cannot be played solo.
* Winner: most VP; ties go to the most M€, then the most functioning modules.
* The station is a grid: every module fills one cell, a module built on an exit pointing in
  direction d is turned to face it (exits rotate with the card), modules never overlap, and an exit
  is free when its cell is empty. A functioning module's free exits take new modules.
* Discounts from several copies add up (Extra Docking Port, Airlock; the rule sheet says so for
  Library); a price never falls below 0.
* Command Center's crew action (crew + 3 M€) builds a module of your hand for free on one of its own
  exits; Shipyard and Galleria requirements still apply.
* Visiting Worker (event): uses an available (unused this year) crew action of any station, paying
  its M€ but no crew — except at a Shipyard, whose VP needs 2 unused crew moved to it (Card
  clarifications), so the visitor moves 2 of their own; the module counts as used. The visitor gains
  what the action gives; repairs and counts act on the module's station; it cannot build onto
  another player's station.
* Robotic Arm moves an exterior module (damaged or not) to a new free exit of another functioning
  module of the same station (any exit but the one it is on), keeping its markers.
* Year-start decisions are taken in turn order, all colour choices first, then every player's
  discard-and-draw; a player with an empty hand skips the optional discard. Draws that cannot
  happen (deck and discard pile both empty) are skipped.
* The first player is seat 0 (p1); the die only picks who sits there.
* The Core Module's action is used once: the rule sheet lists it among the actions usable many times a year,
  but its printed text (reference) turns the card over, and the back has no action.
* The components are not limits: the rule sheet never says damage markers, crew, VP tokens or M€ bills run
  out, so none does.
* Damage by a module can hit any non-Core module of another player, several markers per module; a
  Shield Generator makes damage to its station temporary, Point Defence stops other players' events.

Not yet implemented (the printed cards are not known: reference §8, Known gaps):

* The printed cards the reference could not find — the fifth Bio module, every Luxury, Scientific and
  Military module, every event, the rest of the Greenhouse's text — are played as our designed stand-ins
  (``source = "estimate"``), not as printed.
* The publisher's solo game (it says 1–6 players; the rule sheet has no solo rules): one player plays the
  same rules, as above.

Options (``tablebook games --options``), each the rule sheet's by default:

* ``enhanced_start``: the rule sheet's Optional rule "Enhanced start": the first year draws 10 cards, then
  discards down to the hand size.
* ``hand_size``: the hand drawn up to (and discarded down to) each year; The beginning of each year, step 4: 5.
  At most 10, the Enhanced start's draw.
* ``same_colour_discount``: M€ off a module connected to one of its own colour; The turn › Build Action: 1.
* ``last_year_vp``: VP per colour majority in the last year; At the end of each year, step 1: 2 (1 in the others).
"""

from __future__ import annotations

from tablebook.core import Game, Option

from . import citations as rule
from .coaching import COACHING
from .data import RULES
from .setup import lay_out
from .state import SpaceStationState


class SpaceStation(Game):
    name = "space-station"
    title = "Space Station"
    min_players, max_players = 1, 6
    options = (
        Option("enhanced_start", False, (False, True), "first year: draw 10 cards, then discard down to the hand size",
               "Optional rule: Enhanced start"),
        Option("hand_size", RULES["hand_size"], range(1, RULES["enhanced_draw"] + 1),
               "cards each player draws up to at the beginning of each year (and discards down to)",
               "The beginning of each year, step 4", sweep=(4, 5, 6)),
        Option("same_colour_discount", RULES["same_kind_discount"], range(0, RULES["build_cost"] + 1),
               "M€ off a module built onto a module of its own colour", "The turn › Build Action", sweep=(0, 1, 2)),
        Option("last_year_vp", RULES["last_year_vp"], range(0, 7),
               "VP per colour for the most functioning modules in the last year (1 in the others)",
               "At the end of each year, step 1", sweep=(1, 2, 3)),
    )
    state_class = SpaceStationState
    setup_rule = rule.PREPARATIONS
    turn_rule = rule.TURN
    end_rule = rule.WINNER
    view = "tablebook.views.space_station:SpaceStationTable"
    hidden_information = True
    coaching = COACHING  # the evaluation the greedy agent maximises, as named terms (coaching.py)

    def lay_out(self, state):
        lay_out(state)


GAME = SpaceStation()
