"""The game-agnostic rules kernel shared by every tablebook game."""

from .action import Action, Line, act, new_action, ready_made
from .agenda import by_chance, decision, in_order, step
from .chance import CHANCE, CHANCE_SCHEME, dice_outcomes, draw_outcomes, multiset_probability
from .game import Game, Option
from .record import GameRecord, ReplayError, Timeline
from .rules import IllegalAction, Rule, rulebook
from .scoring import ScoreItem
from .phases import PhasedState
from .seat import SeatView
from .state import State
from .verbs import Verb, bare
from .notation import FolderGame, Notation, export_log, import_log

__all__ = [
    "Action", "Line", "act", "new_action", "ready_made", "by_chance", "decision", "in_order", "step",
    "CHANCE", "CHANCE_SCHEME", "dice_outcomes", "draw_outcomes", "multiset_probability",
    "Game", "Option", "GameRecord", "ReplayError", "Timeline",
    "IllegalAction", "Rule", "rulebook", "ScoreItem", "PhasedState", "SeatView", "State", "Verb", "bare",
    "FolderGame", "Notation", "export_log", "import_log",
]
