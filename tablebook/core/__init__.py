"""The game-agnostic rules kernel shared by every tablebook game."""

from .action import Action, act
from .chance import CHANCE, dice_outcomes, draw_outcomes, multiset_probability
from .game import Game, Option, games, load
from .record import GameRecord, ReplayError, Timeline
from .rules import IllegalAction, Rule, rulebook
from .scoring import ScoreItem
from .phases import PhasedState
from .state import State
from .verbs import Verb, bare

__all__ = [
    "Action", "act", "CHANCE", "dice_outcomes", "draw_outcomes", "multiset_probability",
    "Game", "Option", "games", "load", "GameRecord", "ReplayError", "Timeline",
    "IllegalAction", "Rule", "rulebook", "ScoreItem", "PhasedState", "State", "Verb", "bare",
]
