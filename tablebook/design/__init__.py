"""The design lab: studies of how a game plays — win rates with intervals, seat balance, the literature's measures,
sweeps over rule variants, paired comparisons of variants and agents game by game on the same seeds, tournaments
with ratings and their non-transitivity check, restricted-play ablations, the skill trace, and a test that seeded
games are independent draws. Results are tidy tables; charts of them live in
``tablebook.views.charts`` (the studies never import a plotting library)."""

from .ablation import ablate
from .balance import chi_square_tail, seat_balance
from .independence import permutation_p
from .intervals import rate_row, wilson
from .measures import MEASURES, report
from .metrics import game_metrics, summary
from .paired import compare, lineup_report, variant_report
from .skill import skill_share
from .skill_trace import skill_trace
from .sweep import summarise, sweep, variants
from .table import StudyTable
from .tournament import lineups, standings, tournament
from .transitivity import nash_average

__all__ = ["ablate", "chi_square_tail", "seat_balance", "permutation_p", "rate_row", "wilson", "MEASURES", "report",
           "game_metrics", "summary", "compare", "lineup_report", "variant_report", "skill_share", "skill_trace",
           "summarise", "sweep", "variants", "StudyTable",
           "lineups", "standings", "tournament", "nash_average"]
