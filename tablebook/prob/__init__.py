"""Exact odds and Monte Carlo estimates for dice and card draws (pure Python + numpy).

Lessons ask "how likely is this roll?" twice: exactly, by counting every outcome as a ``Fraction``,
and by simulation, whose error shrinks like 1/√n. Both take the same event: a predicate on a roll.
"""

from .alien_tech import booster_pod, polarity_device, stasis_beam, with_power
from .docking import artifact_claim, has_pair, has_run, has_triple
from .exact import exact, rolls
from .expedition import can_keep, face_counts, keep_chance, most_kept, roll_counts
from .hypergeometric import at_least, at_least_one, exactly
from .monte_carlo import Estimate, convergence, estimate, sample_rolls
from .resource_cache import equal_odd_even, more_even, more_odd

__all__ = [
    "Estimate", "artifact_claim", "at_least", "at_least_one", "booster_pod", "can_keep", "convergence",
    "equal_odd_even", "estimate", "exact", "exactly", "face_counts", "has_pair", "has_run", "has_triple", "keep_chance",
    "more_even", "more_odd", "most_kept", "polarity_device", "roll_counts", "rolls", "sample_rolls", "stasis_beam",
    "with_power",
]
