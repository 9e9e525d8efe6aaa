"""Space Station Phoenix (Gabriel J. Cohn, Rio Grande Games, 2021), 2–4 players.

Card numbers printed only as art are not public: the data files mark every value with its provenance
(``rulebook``, ``reference`` or ``estimate``) and ``data/README.md`` says how the estimates were tuned.

Implemented: setup for 2–4 players (the first game's fixed sets, or the draft of Level-3 and Level-2
ships and the choice of Hub with its back's bonuses, free Diplomacy steps, free Sector, discards and Hub
residents, the turn-order compensation, the friendly variant); the turn (one ship action or Income); every ship type
(Dismantle, Construction, Transport with its four transactions, Terran Expedition with chance dice and
"keep up to capacity", Diplomacy on one or two tracks, Farm, Ice Collector); other players' ships and
their owner's fee; neutral ships and the Neutral Ship token; residents on the leftmost quarter, by
colour, working from the next turn, moved at Income for 1 GEM; wings built level by level; "when
built", ship, income, "whenever you gain" and end abilities of Sectors and Hubs; Hub A-6's private
market, A-8's Human-then-Income turn, A-11's residents leaving the Hub and A-12's returns after Income
(``station_hubs``); Diplomacy rewards for every player after each ship action, as one simultaneous
decision, with no chains; the conditions for Income; the end trigger checked at the end of the active
player's turn, then one more turn for each other player; final scoring with majorities and ties; the
tiebreakers.

Every Hub and Sector ability of the Reference Guide has an engine kind in the data; what stays unknown is the card
art: see the data's provenance.

Choices where the rulebook (or our knowledge of the cards) is silent:

* The setup's shuffles and deals come from the seed when the table is laid out (they are not chance
  decisions a lesson can force); the Expedition dice are chance decisions with exact outcomes
  (``roll FOOD WATER METAL HUMAN``, counts of the faces).
* A Hub's extra Level-2 ships (B-2 draw 3 keep 2, A-1 and A-8 draw 2 keep 1) are drawn, from the seed,
  out of the Level-2 ships left in the box, and kept by ``draft`` decisions; in the first game B-2 takes
  its two fixed extra ships instead.
* Rerolls (Hub B-4, Sector 315; one each, so two with both) follow the Expedition ship's own roll, not
  bonus expeditions: ``reroll FOOD WATER METAL HUMAN`` names how many dice of each face roll again
  (a chance roll whose dice join the others), or ``decline``.
* Hub B-6's "at any time" (1 point → 4 GEMs) is a free action (``cash``) at every decision its owner makes alone:
  before their ship action or Income, in the middle of either (a transaction, an offer, Income's moves), and, when
  their points alone would end the game, at the end of their turn before the check (``before-end``). Between their
  decisions nothing reads their points or GEMs but that check, so cashing there would change nothing. A-1's
  once-per-turn metal swap (``convert``) comes before the action too, or once the action is done ("before or after
  your main action"), as the turn's last decision.
* A free Diplomacy step that says "may" (Sector 306; the setup steps of Hubs A-5, A-7 and A-12) may be declined
  (``decline``); a Hub's two steps ("two spaces on one track or one space each on two") are declined whole or taken
  whole. The steps on a Hub's back, which say no "may", are owed.
* Sector 207 counts the Aliens of each colour gained by one Transport ship's transactions; the third of a
  colour brings one more, free (gold included).
* Hub A-6's private market is drawn from the seed when its Hub is set up, one Sector of each colour
  and level out of those left in the box; only Construction ships build from it (a free Level-1 Sector
  of B-6…B-11 or Sector 326 comes from the display).
* Hub A-8's turn (``recruit SECTOR``: a Human, then Income) needs what Income needs (7 GEMs or fewer, a
  used ship of your own, or no possible ship action): its Income is the Income action. The new Human's
  quarter works at that Income, as the Hub says, and "whenever you gain a Human" abilities come first.
* Hub A-11: the income printed under its five residents is not public; ours (an estimate in the data) is
  water, metal and food under the teal, brown and pink Aliens and 1 GEM under the gold Alien and the
  Human. Each space is its kind's (so nothing shifts). The free move (``settle KIND SECTOR``) comes after
  the paid moves; only when no resident of the Hub fits anywhere does one go back (``return hub KIND``,
  the player's pick). Residents on the Hub count as the station's for scoring, as B-11's do; a settled
  resident is moved, not gained ("whenever you gain" abilities stay silent).
* Hub A-12, after the paid moves: a resident goes back as in a move (the rightmost of its kind; the rest
  slide left); a Sector only from the top of its wing (so every wing still runs Level 1 → 2 → 3), its
  residents to their supplies and the Sector to the display; ``lose`` (5 points) only when nothing can go.
* Seat 0 is the first player; seats take the colours red, blue, yellow, green.
* Rounds are not counted (``period()`` is the kernel's uncounted round): turns go clockwise until the end is
  triggered, and neither the rulebook nor the board numbers them (an extra turn keeps the same player).
* A game that can no longer end ends (``stall``): when at the end of a turn no seat has a ship of its own, GEMs
  that can buy anything, or an Income that brings a GEM, a point or an Alien, no end condition can ever be met
  (the rulebook calls such a game "extremely rare" and says no more). It is scored as any other end, and its end
  reason begins with "stalled". Uniform random play (every legal action equally likely) reached it in 6 of 200
  two-player games, never with 3 or 4 players.
* A turn's sub-decisions are separate actions: ``deal`` one transaction at a time (``deal stop`` ends
  them, after at least one on a ship), ``keep`` one die at a time (``keep stop`` ends the expedition).
* A ship may be used only if its action can be partly done: Dismantle needs another unused ship of your
  own, Construction an affordable legal Sector, Transport one possible transaction after paying,
  Diplomacy a track not at the top whose lobbying cost you can pay after the ship.
* Diplomacy rewards: one decision of every rewarded seat at once; a choice names levels
  (``reward 2``, or ``reward 1 3`` for the two different bonuses of levels 4–5). A seat allowed up to
  level 4 or 5 may also take a single bonus. Levels are counted from the start space (level 0); the
  rulebook's Yvette example (a bonus "below level 1") does not fit this and is not followed.
* Free residents (B-1, B-3, 227, 303, 311, 318, 324, 325) are placed by their owner; with no room, or
  none left in the supply, they are not gained. "Humans cost 1 resource less" waives the metal first.
* Sector ship bonuses come after the ship's action and before the Diplomacy rewards; bonus actions
  (transactions, expeditions, free steps) trigger nothing.
* Icons lost in the rulebook's extraction ("2 [icon]" of 105, 107, 126, 308, B-4, B-10) are taken as GEMs.
* At Income the neutral ship holding your token is emptied too (its GEMs go to the supply): the
  rulebook only says the token comes back, but a neutral ship nobody owns would otherwise stay used forever.
* A Level-3 Sector's extra turn is not taken once the end of the game is triggered.
* ``score()`` is what a seat would score if the game ended now; the score track alone is ``points``.

Options (``tablebook games --options``), each the rulebook's by default:

* ``setup``: ``draft`` (Each Player, steps 10–12) or ``first-game``: the rulebook's predefined sets of Hub B-1 to
  B-4 with their ships, dealt at random, and only Sectors numbered …1 to …4 ("For the first game").
* ``hubs``: ``basic`` (B-1…B-12, "for an easier game") or ``advanced`` (all 24; step 10). The first game has its
  own Hubs, so ``hubs=advanced`` with ``setup=first-game`` is refused.
* ``friendly``: 1 is the Friendly Variant, one more Sector of each colour at each level in the display (setup
  step 3's footnote); with the first game's Sectors (4 of each) it is refused for 4 players.
* ``compensation``: the extra GEMs of step 14 by seat (the printed table is lost: ``data/setup.toml`` holds our
  estimate, 0, 1, 2, 3), ``none``, or ``double`` (a designer's variant).
"""

from __future__ import annotations

from tablebook.core import Game, Option
from tablebook.core.options import compensation

from . import citations as rule
from .coaching import COACHING
from .state import PhoenixState


class SpaceStationPhoenix(Game):
    name = "space-station-phoenix"
    title = "Space Station Phoenix"
    min_players, max_players = 2, 4
    options = (
        Option("setup", "draft", ("draft", "first-game"), "the draft of ships and Hubs, or the first game's fixed sets",
               "Each Player, steps 10–12 and For the first game"),
        Option("hubs", "basic", ("basic", "advanced"), "Hubs B-1…B-12 only, or all 24",
               "Each Player, step 10 (Basic for an easier game, all 24 for the Advanced game)"),
        Option("friendly", 0, (0, 1), "friendly variant: 1 more Sector of each colour at each level",
               "Diplomacy Board and Component Supply: Friendly Variant"),
        compensation("GEMs later seats start with: the rulebook's (0, 1, 2, 3 by seat: our estimate), none, or twice that",
                     "Each Player, step 14"),
    )
    state_class = PhoenixState
    setup_rule = rule.SUPPLY_SETUP
    turn_rule = rule.TURN
    end_rule = rule.GAME_END
    chance_by_click = frozenset({"roll"})
    coaching = COACHING  # the evaluation the greedy agent maximises, as named terms (coaching.py)
    view = "tablebook.views.space_station_phoenix:SpaceStationPhoenixTable"
    # 2: Sector 221's income fitted to the Income example, Sector 307's Human discounts, Hub A-7's Income
    # Diplomacy declinable and Hub A-1's conversion after the main action
    # 3: Hub B-6 cashes at any decision of its owner's (and before their end check); "may" free Diplomacy steps
    # (Sector 306, Hubs) may be declined
    rules_version = "3"

    def from_json(self, data):
        """A saved table: its ships' records (``PhoenixState.to_json``) split into the three fields of the ships."""
        fields = dict(data["data"])
        records = fields["ships"]
        fields["ships"] = {sid: ship["owner"] for sid, ship in records.items()}
        fields["ship_gems"] = {sid: ship["gems"] for sid, ship in records.items()}
        fields["ship_users"] = {sid: ship["user"] for sid, ship in records.items()}
        return super().from_json({**data, "data": fields})

    def lay_out(self, state):
        from .setup import lay_out

        lay_out(state)

    def options_problem(self, players, options):
        """The first game plays fixed sets of Basic Hubs, and its Sectors (numbers ending 1–4) are 4 of each colour
        and level: not enough for the friendly variant's one more than the player count with 4 players."""
        from .setup import first_game_stack

        if options["setup"] != "first-game":
            return None
        if options["hubs"] != "basic":
            return "the first game plays its fixed sets of Hubs B-1 to B-4: hubs=advanced needs setup=draft"
        if players + options["friendly"] > first_game_stack():
            return (f"the first game's Sectors hold {first_game_stack()} of each colour and level: too few for "
                    f"the friendly variant with {players} players")
        return None


GAME = SpaceStationPhoenix()
