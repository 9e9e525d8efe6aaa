"""Gaia Project (Jens Drögemüller, Helge Ostertag; Feuerland Spiele / Z-Man Games, 2017), 2–4 players.

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
  extension of the notation (``burn 2 area2``, ``burn 2 discard``; power.py);
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
  placed and turned at random) or ``introductory``, the basic setup's board (Setup; its coordinates come from other
  implementations and are an estimate until checked against the printed figure, reference §3.4). The default stays
  the variable board so that games recorded before stay the same.
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
* the variable board's methods 1 and 2 (sectors 01–04 as in the basic setup, or at random in its orientation), the
  3-player board without sectors 09 and 10, and a board the players assemble by choice (Variants › Variable game
  board): the board is method 3 or the introductory layout;
* the legal federations listed (agents' and tables' candidates) join only the eight groups of structures with
  the highest power value (the Ivits: their federation and eight more): the exact plan costs 3 to the number of
  groups, too much to pay at every position an agent looks at (``federations.ranked``). Any federation a
  player names is checked in full.
"""

from __future__ import annotations

from tablebook.core import Game, IllegalAction, Option

from . import citations as rule
from . import setup
from .draw import PARTS
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
    # 2: the Geodens' PI pays knowledge only for planet types new to them, and Lantids may share the Lost Planet
    # 3: the Lost Planet's mine comes from no faction board; the Gaia phase goes player by player; a brainstone moved
    # by a Gaia project is one of its tokens, and a small payment only it can make is asked; Taklons with their PI
    # are offered an empty charge; final ore stops at 15 (rulebook and reference engine; 124 reference games)
    rules_version = "3"

    options = (
        Option("layout", "random", ("random", "introductory"),
               "the board: sector tiles drawn at random, or the rulebook's introductory layout (an estimate)",
               "Variants › Variable game board, method 3 (the introductory board: Setup)", basic="introductory"),
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

    def lay_out(self, state):
        setup.lay_out(state)

    def study_columns(self, state) -> dict:
        """Each seat's faction (``seat_factions``: the option ``factions`` says how they were chosen), so studies can
        ask which factions win against which."""
        return {"seat_factions": [pl["f"] for pl in state.pl]}

    def open_folder(self, folder):
        """A boardgamers.space game folder (``setup.json`` + ``moves.txt``), ready to replay line by line."""
        from pathlib import Path

        from tablebook.core import FolderGame

        from .log import BOARDGAMERS, read_folder
        from .trace import line

        folder = Path(folder)
        if not ((folder / "setup.json").is_file() and (folder / "moves.txt").is_file()):
            return None
        players, drawn, moves, first = read_folder(folder)
        state = self.new_state(players, 0, setup=drawn)
        return FolderGame(state, moves, BOARDGAMERS, first, line, final_vp)


def final_vp(state) -> dict:
    """The result as the reference writes it: ``{"final_vp": [{"faction": …, "vp": …}, …]}``."""
    return {"final_vp": [{"faction": pl["f"], "vp": pl["vp"]} for pl in state.pl]}


GAME = GaiaProject()
