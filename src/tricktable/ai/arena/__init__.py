"""The duplicate-deal arena: contestants play the same deals from every seat arrangement, compared pairwise."""

from .runner import ArenaResult, run_arena
from .stats import Estimate, mean_ci, paired_difference, proportion_ci

__all__ = ["ArenaResult", "Estimate", "mean_ci", "paired_difference", "proportion_ci", "run_arena"]
