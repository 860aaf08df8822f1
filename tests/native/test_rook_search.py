"""The search AI decides exactly as on the Python path when the Rook kernels run its rollouts."""

from __future__ import annotations

import pytest
from native_paths import decisions_on_both_paths


@pytest.mark.parametrize("key", ["rook/crowsnest", "rook/red-one"])
def test_normal_makes_the_same_decisions_on_both_paths(key):
    python, ours = decisions_on_both_paths(key, 3)
    assert ours == python
