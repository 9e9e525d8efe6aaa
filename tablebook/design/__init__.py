"""The design lab: studies of how a game plays — win rates with intervals, seat balance, game measures, sweeps over
rule variants, tournaments with ratings. Results are tidy tables; charts of them live in ``tablebook.views.charts``
(the studies never import a plotting library)."""

from .balance import chi_square_tail, seat_balance
from .intervals import rate_row, wilson
from .metrics import game_metrics, summary
from .skill import skill_share
from .sweep import summarise, sweep, variants
from .table import StudyTable
from .tournament import lineups, standings, tournament

__all__ = ["chi_square_tail", "seat_balance", "rate_row", "wilson", "game_metrics", "summary", "skill_share",
           "summarise", "sweep", "variants", "StudyTable", "lineups", "standings", "tournament"]
