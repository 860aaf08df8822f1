"""The search AI decides exactly as on the Python path when the Tractor kernel runs its rollouts (the card-sense
policy of ``normal``)."""

from __future__ import annotations

from native_paths import decisions_on_both_paths


def test_normal_makes_the_same_decisions_on_both_paths():
    python, ours = decisions_on_both_paths("shengji/tractor", 3)
    assert ours == python
