"""Gaia Project (Jens Drögemüller, Helge Ostertag; Feuerland Spiele / Z-Man Games, 2017), 2–4 players.

The rules engine replays boardgamers.space games (``log.py``) and is checked line by line against the reference
engine's traces of 28 games (tests/gaia_project/test_reference_games.py). Where the rulebook is silent we follow
that engine, and say so in the module concerned.

Not yet implemented (a refusal or a wrong count where a game needs them):
* Taklons' brainstone choices (``brainstone`` lines) and their PI's token on charging (modelled, unchecked);
* Terrans' Gaia-phase conversions with their PI; Ambas' PI swap (``swap-PI``);
* the federation minimality checks (fewest satellites, no unneeded planet): every connected group with enough
  power value is accepted;
* own random setups (``draw.py``) and the introductory layout; agents playing whole games.
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

    options = (Option("layout", "random", ("random", "introductory"),
                      "the board: sector tiles drawn at random, or the rulebook's introductory layout (an estimate)"),)

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
