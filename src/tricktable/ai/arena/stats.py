"""Small statistics for the arena: means with 95% confidence intervals, paired differences, percentiles.

Intervals of means use Student's t for small samples and the normal approximation (1.96) from 30 samples on;
proportions (hands won, calls made) use the Wilson score interval; a seeded percentile bootstrap is available for
skewed data. Pure Python, no numpy.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any, NamedTuple

# two-sided 97.5% quantiles of Student's t for 1..29 degrees of freedom
_T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045,
)  # fmt: skip


class Estimate(NamedTuple):
    """A sample mean with its standard deviation, size and 95% confidence interval."""

    mean: float
    sd: float
    n: int
    lo: float
    hi: float

    def to_json(self, digits: int = 4) -> dict[str, Any]:
        return {"mean": round(self.mean, digits), "ci95": [round(self.lo, digits), round(self.hi, digits)],
                "sd": round(self.sd, digits), "n": self.n}


def t_quantile(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom (1.96 from 30 on)."""
    if df < 1:
        return math.inf
    return _T975[df - 1] if df < 30 else 1.96


def mean_ci(xs: Sequence[float]) -> Estimate:
    """Mean and 95% CI (t for n < 31, normal otherwise). An empty sample gives NaNs; one value a zero-width CI."""
    n = len(xs)
    if n == 0:
        nan = math.nan
        return Estimate(nan, nan, 0, nan, nan)
    m = math.fsum(xs) / n
    if n == 1:
        return Estimate(m, 0.0, 1, m, m)
    sd = math.sqrt(math.fsum((x - m) ** 2 for x in xs) / (n - 1))
    half = t_quantile(n - 1) * sd / math.sqrt(n)
    return Estimate(m, sd, n, m - half, m + half)


def proportion_ci(xs: Sequence[float], z: float = 1.96) -> Estimate:
    """A proportion (the share of 1s among 0/1 outcomes) with its Wilson score 95% interval, which stays inside
    [0, 1] and keeps sensible widths for small samples and for shares near 0 or 1 (the normal interval does not)."""
    n = len(xs)
    if n == 0:
        nan = math.nan
        return Estimate(nan, nan, 0, nan, nan)
    p = math.fsum(xs) / n
    sd = math.sqrt(p * (1.0 - p))
    z2 = z * z
    scale = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / scale
    half = z * math.sqrt(p * (1.0 - p) / n + z2 / (4 * n * n)) / scale
    return Estimate(p, sd, n, max(0.0, centre - half), min(1.0, centre + half))


def paired_difference(a: Sequence[float], b: Sequence[float]) -> Estimate:
    """Mean of ``a[i] - b[i]`` with its 95% CI: the duplicate-deal comparison (same cards, same seats)."""
    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} and {len(b)}")
    return mean_ci([x - y for x, y in zip(a, b, strict=True)])


def bootstrap_ci(xs: Sequence[float], resamples: int = 2000, seed: int = 0) -> tuple[float, float]:
    """Percentile bootstrap 95% interval of the mean, from a seeded generator (deterministic)."""
    n = len(xs)
    if n == 0:
        return (math.nan, math.nan)
    rng = random.Random(seed)
    means = sorted(math.fsum(xs[rng.randrange(n)] for _ in range(n)) / n for _ in range(resamples))
    return (means[int(0.025 * (resamples - 1))], means[int(math.ceil(0.975 * (resamples - 1)))])


def percentile(xs: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0–100) with linear interpolation between order statistics."""
    if not xs:
        return math.nan
    s = sorted(xs)
    pos = (len(s) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)
