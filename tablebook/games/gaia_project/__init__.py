"""Gaia Project (Jens Drögemüller, Helge Ostertag; Feuerland Spiele / Z-Man Games, 2017), 2–4 players.

Where each rule lives (the rulebook's heading, then the module and function of this package):

* Setup: ``setup.lay_out``, ``draw.draw`` (Variable game board: ``draw.random_board``, ``assembly.place_sector``);
  the factions ``setup.choose_faction``, the faction boards ``faction_board.new``, ``setup.start_boards``, the
  starting structures ``setup.setup_build``, the boosters ``setup.take_booster``.
* Gameplay, the round: ``rounds.next_round`` (Clean-up too); Income: ``income.start``, ``income.take``; Gaia:
  ``gaia_phase.start``, ``gaia_phase.give_back``; Actions, the turn: ``rounds.end_turn``, ``builds.main_open``.
* Build a Mine: ``mines.mine_cost``, ``mines.build_mine``; Accessibility: ``navigation.qic_for_range``,
  ``navigation.out_of_range``; Habitability and terraforming: ``terraforming.steps_needed``, ``terraforming.ore``,
  ``terraforming.gaia_payment``; the build verb's decisions: ``builds.problem``, ``builds.DECISIONS``.
* Start a Gaia Project: ``gaia_projects.problem``, ``gaia_projects.start``.
* Upgrade a Structure: ``upgrades.problem``, ``upgrades.upgrade``, one rule each in ``upgrades.UPGRADES``: the
  trading station ``upgrades.trading_station_cost``, ``upgrades.trading_station_built``, the research lab
  ``upgrades.research_lab_built``, the planetary institute ``upgrades.planetary_institute_built``, the academy
  ``upgrades.academy_built``.
* Form a Federation: ``federations.problem``, ``federations.form``, ``federations.requirement``, satellites
  ``satellites.Plan``.
* Advance in a Research Area: ``research.action_problem``, ``research.research_action``, ``research.advance``.
* Power and QIC Actions: ``power_actions.action_problem``, ``power_actions.take_action``.
* Special Actions: ``power_actions.special_problem``, ``power_actions.take_special``; the mine they give:
  ``builds.free_mine``; the planetary institutes' actions: ``pi_actions.swap``, ``pi_actions.downgrade``,
  ``pi_actions.place_space_station``.
* Pass: ``turn.pass_problem``, ``turn.pass_turn``.
* Free Actions: ``free_actions.spend``, ``free_actions.burn``.
* The Power Cycle: ``power.charge``, ``power.spend_outcomes``, ``power.burn_outcomes``, the brainstone
  ``resources.settle``; gaining and paying: ``resources.gain``, ``resources.pay``; Charge Power:
  ``charging.built``, ``charging.charge``, ``charging.decline``.
* Research Board: ``research.step_problem``; the Lost Planet ``lost_planet.place``.
* Tech Tiles: ``tech_tiles.take``, ``tech_tiles.cover``; Round Boosters: ``income.current``, ``turn.pass_turn``;
  Round Scoring: ``events.happened``.
* Factions: each ability where its rule acts (``pi_actions`` for three planetary institutes,
  ``mines.geodens_new_type``, ``free_actions.conversions``, ``gaia_phase.spend``).
* Game End and Scoring: ``scoring.final``, ``scoring.ranking``; every VP's source: ``victory_points.score``.

The rules engine replays boardgamers.space game logs (``log.py``) and agrees with that site's engine on every
player's public state after every line of 124 reference games (tests/gaia_project/test_reference_games.py). Our own
games draw their setup from the seed (``draw.py``; any part can be forced, and the introductory board is an option).

Where the rulebook is silent or the reference engine settles a question, we follow the engine:

* charge offers come after the builder's turn, clockwise from the builder; an offer the receiver cannot take at
  all (no power to move) is not made, except to Taklons with their PI, who may take the token alone;
* the QIC needed to reach a planet are paid automatically with the build;
* a player who must order tokens and charges in their income receives none of it before choosing; income is paid
  in the order its sources were gained (a structure slot covered and uncovered again comes last; a covered slot
  takes the first like item with it); a Taklons charge that could move the brainstone or not waits for their word;
* the planet under your own Gaiaformer counts as in reach (the rulebook: it "is considered accessible"); a
  Gaiaformer is not a starting point for range;
* free-step and range actions are refused when no build can follow;
* satellites and Gaia projects take ordinary power tokens from area I up (the rulebook lets a Gaia project take them
  from any of areas I–III); the Taklons say where the brainstone goes when and as the reference engine asks (a
  charge, a payment of 3 or more, a payment under 3 that only the brainstone can make, a discard reaching its area,
  a Gaia project), and burning, where that engine always moves it to area III, may name its end as our own
  extension of the notation (``burn-power 2 area2``, ``burn-power 2 discard``; power.py);
* a federation may not place a satellite in or next to another federation of its player, and it is wasteful when
  a federation with fewer satellites gathers the requirement from its planets, even taking in other planets on its
  way (the engine so compares the same planets; for some of them the reading is ours; federations.py);
* the Gaia phase goes player by player in turn order, each player's tokens returning when their choices are done
  (a later player's tokens wait in the Gaia area until then); Itars who decline the research step of a tile taken
  there are done trading;
* at the end, all power that can be burned is burned, area III is spent for credits (capped at 30) and QIC become
  ore (capped at 15); Nevlas with their PI then return only half their area III tokens (rounded up) to area I, as
  that engine pays it;
* every VP is booked to its source as it is won or paid (``victory_points.py``; the reference engine logs each VP
  change with its source): the sources are the rulebook's names for what pays, the details (which tile, track or
  token) are ours, and a federation token scored again by the QIC action books to that token.

Options (``tablebook games --options``):

* ``layout``: ``random`` (the default: the rulebook's Variants › Variable game board, method 3: every sector tile
  placed and turned at random), ``method1`` (tiles 1–4 as in the basic setup, the others at random), ``method2``
  (tiles 1–4 shuffled over their basic places, unturned, the others at random; both for 3 or 4 players),
  ``assembled`` (after the factions, the last player lays the tiles, ``assembly.py``: the places are filled in a
  fixed order, and a tile that would leave the board unfinishable is refused) or ``introductory``, the basic setup's
  board (Setup; its coordinates come from other implementations and are an estimate until checked against the
  printed figure, reference §3.4, so methods 1 and 2 share the estimate). "Rotate each tile as you choose" is a
  random turn of each tile placed at random. The default stays method 3 so that games recorded before stay the same.
* ``sectors``: ``all`` or, in a 3-player game on a variable board, ``without-9-10`` (Variants › Variable game
  board). The rulebook draws no shape for those 8 tiles; ours is the reference engine's 8-sector board (its layout
  ``xshape``: the 10-tile shape without its west and middle-east places).
  Under chance scheme 2 a game of another board (another ``layout`` or ``sectors``, or a board given in ``setup``)
  deals the boosters, tech tiles, federation token and scoring tiles of the default game of its seed, and draws its
  own board apart (``setup.share_tiles``): variants of the board are compared on the same tiles.
* ``round_tiles``: ``random`` (Setup: "Randomly place 1 round scoring tile faceup on each numbered tile space") or
  ``fixed``, round 1 to 6 scoring score1 to score6 in every game: a designer's variant that takes this part of the
  setup's variety away, to measure what it does.
* ``turn_order``: ``passing`` (the default, as the reference engine plays: the rulebook's Variants › Variable turn
  order, each round in the order the players passed) or ``clockwise``, the basic rule (Gameplay › Actions: clockwise
  from the first player; Actions › Pass: the first player to pass takes the first player marker).
* ``factions``: ``choice`` (Setup: the first player chooses a faction, then each other player clockwise chooses one
  of the remaining) or ``random``: each seat is dealt one, no two sharing a home planet (the boardgamers.space
  option ``randomFactions``, reference §14); the faction line is still written, and only the dealt one is legal.

Not yet implemented:

* games of 1 player (Setup: "1 or 2 players"; a solo game needs the Automa, whose rules are not in the rulebook);
* a board the players "agree to assemble together" (Variants › Variable game board) is given whole as the
  ``setup``'s ``placement``, which is not checked against the variable board's rules (the reference games' boards
  come the same way, some laid out under older rules).

A move is legal because the generator lists it, as written (the kernel's rule for every game): every free conversion
at every multiple (free_actions.py), Terrans' Gaia-phase conversions likewise, every placement of a federation's
fewest satellites (federations.py), each in one spelling. Actions are written with the rulebook's names (turn.py:
``build mine 3B4``, ``research navigation``, ``action-space power4``, ``end-turn``); a boardgamers.space log's
commands and spellings (``build m 3B4``, ``up nav``, ``income t``, ``special q``, ``-3x4`` coordinates) are rewritten
to ours where it is read and back where it is written (log.py); records of rules version 6 and before, which wrote
them, are read the same way (``GaiaProject.spelled``). The greedy agent's heuristic counts a free action half a VP
less, so that it does not spend its turns converting.
"""

from __future__ import annotations

from tablebook.core import Action, Game, IllegalAction, Option

from . import citations as rule
from . import setup
from .coaching import COACHING
from .draw import PARTS
from .log import board_from_log_keys, ours, renamed
from .state import GaiaState


class GaiaProject(Game):
    name = "gaia-project"
    title = "Gaia Project"
    min_players, max_players = 2, 4
    state_class = GaiaState
    setup_rule = rule.SETUP
    turn_rule = rule.ACTIONS
    end_rule = rule.SCORING
    view = "tablebook.views.gaia_project:GaiaProjectTable"
    coaching = COACHING  # the evaluation the greedy agent maximises, from the rulebook's scoring (coaching.py)
    # 2: the Geodens' PI pays knowledge only for planet types new to them, and Lantids may share the Lost Planet
    # 3: the Lost Planet's mine comes from no faction board; the Gaia phase goes player by player; a brainstone moved
    # by a Gaia project is one of its tokens, and a small payment only it can make is asked; Taklons with their PI
    # are offered an empty charge; final ore stops at 15 (rulebook and reference engine; 124 reference games)
    # 4: every legal federation is listed (not only those of the 8 groups worth most), each with all its hexes
    # 5: faction boards keyed by the rulebook's names (faction_board.py), not the log's: the same games, a new state
    # JSON (states saved before are read back by ``from_json``)
    # 6: only listed spellings are taken: free conversions in a turn and Terrans' repeated Gaia-phase conversions are
    # listed (random games change), every placement of a federation's fewest satellites; records of version 5 and
    # before, which may keep a log's spellings, are read through ``spelled``
    # — and the greedy agent's heuristic became the coach's evaluation from the rulebook's scoring (coaching.py),
    # no longer the VP alone
    # 7: actions named as the rulebook names them (``build mine 3B4``, ``research navigation``, ``end-turn``), not
    # as the log's commands (``build m 3B4``, ``up nav``, ``endturn``): the same games; records of version 6 and
    # before are read through ``spelled``
    rules_version = "7"

    # a sweep tries methods 1 and 2 and the 8-tile board only when they are named with their values: they fit
    # 3 or 4 players and 3 players, and a sweep of every option plays every player count
    options = (
        Option("layout", "random", ("random", "method1", "method2", "assembled", "introductory"),
               "the board: every sector tile at random (method 3), tiles 1-4 as in the basic setup and the rest at "
               "random (method 1), tiles 1-4 shuffled on their basic places (method 2), laid by the last player "
               "after the factions, or the introductory layout (an estimate); methods 1 and 2 need 3 or 4 players",
               "Variants › Variable game board, methods 3, 1 and 2, and the last player assembling it (the "
               "introductory board: Setup)",
               sweep=("random", "introductory"), basic="introductory"),
        Option("sectors", "all", ("all", "without-9-10"),
               "the sector tiles: all of the player count's, or (3 players, variable board) without sectors 9 and 10 "
               "on the reference engine's 8-sector shape",
               "Setup: 3 or 4 players use all 10 sector tiles (without-9-10: Variants › Variable game board)",
               sweep=("all",)),
        Option("round_tiles", "random", ("random", "fixed"),
               "round scoring tiles: 6 of the 10 at random, or score1…score6 in that order every game",
               "Setup: randomly place 1 round scoring tile on each space (fixed: a designer's variant)"),
        Option("turn_order", "passing", ("passing", "clockwise"),
               "turn order after round 1: the order players passed in, or clockwise from the first to pass",
               "Variants › Variable turn order (clockwise: Actions › Pass, the first to pass takes the first player "
               "marker)", basic="clockwise"),
        Option("factions", "choice", ("choice", "random"),
               "factions: each player chooses in turn, or each is dealt one at random (no two of one home planet)",
               "Setup: the first player chooses a faction (random: boardgamers.space's randomFactions)"),
    )

    def options_problem(self, players, options):
        """Methods 1 and 2 and the board without sectors 9 and 10 are the variable board's, for 3 or 4 players and
        for 3 players (Variants › Variable game board)."""
        if players <= 2 and options["layout"] in ("method1", "method2"):
            return (f"layout={options['layout']} is a variable board for 3 or 4 players; with {players} the variable "
                    "board places every tile at random (Variants › Variable game board: layout=random)")
        if options["sectors"] == "without-9-10":
            if players != 3:
                return (f"only a 3-player game may leave out sectors 9 and 10 (Variants › Variable game board), "
                        f"not a {players}-player game")
            if options["layout"] == "introductory":
                return ("the introductory board uses all 10 sector tiles (Setup); leaving out sectors 9 and 10 is "
                        "a variable board's (layout random, method1 or method2)")
        return None

    def check_setup(self, players, seed, options):
        """The options, with ``setup``: a setup.json-shaped dict whose parts are kept as given (the rest is drawn)."""
        given = options.get("setup", {})
        chosen = super().check_setup(players, seed, {k: v for k, v in options.items() if k != "setup"})
        if not isinstance(given, dict):
            raise IllegalAction(f"setup must be a dict of setup parts, not {given!r}", rule.SETUP)
        unknown = sorted(set(given) - set(PARTS) - {"hexes", "seed"})
        if unknown:
            raise IllegalAction(f"a setup has no part {', '.join(unknown)}; its parts are {', '.join(PARTS)}",
                                rule.SETUP)
        return {**chosen, "setup": given} if given else chosen

    def from_json(self, data):
        """A saved state; the faction boards of one saved by rules version 3 or before, under the log's keys, and
        the history of one saved by version 6 or before, in the log's commands, are renamed."""
        state = super().from_json(data)
        state.pl = [board_from_log_keys(board) if "f" in board else board for board in state.pl]
        state.history = [str(renamed(Action.parse(text))) for text in state.history]
        return state

    def lay_out(self, state):
        setup.lay_out(state)

    def spelled(self, rules, action, seat, state):
        """Records of rules version 6 and before wrote the log's commands (``build m 3B4``, ``up nav``), and those of
        version 5 and before its own spellings too (records imported from logs kept them): they are read as the log
        is (``log.ours``)."""
        if rules is not None and rules.isdigit() and int(rules) >= 7:
            return action
        return ours(state, state.decider() if seat is None else seat, action)

    def study_columns(self, state) -> dict:
        """Each seat's faction (``seat_factions``: the option ``factions`` says how they were chosen), so studies can
        ask which factions win against which."""
        return {"seat_factions": [pl["faction"] for pl in state.pl]}

    def open_folder(self, folder):
        """A boardgamers.space game folder (``setup.json`` + ``moves.txt``), ready to replay line by line."""
        from pathlib import Path

        from tablebook.core import FolderGame

        from .log import dialect, read_folder
        from .trace import line

        folder = Path(folder)
        if not ((folder / "setup.json").is_file() and (folder / "moves.txt").is_file()):
            return None
        players, drawn, moves, first = read_folder(folder)
        try:
            state = self.new_state(players, 0, setup=drawn)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:  # a part's contents
            raise ValueError(f"setup.json is not a setup of this game: {error!r}") from None
        return FolderGame(state, moves, dialect([text for _, text in moves]), first, line, final_vp)


def final_vp(state) -> dict:
    """The result as the reference writes it: ``{"final_vp": [{"faction": …, "vp": …}, …]}``."""
    return {"final_vp": [{"faction": pl["faction"], "vp": pl["vp"]} for pl in state.pl]}


GAME = GaiaProject()
