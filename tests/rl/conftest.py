"""The rl tests need the optional extra (``pip install -e '.[rl]'``; scripts/test installs it)."""

import pytest

pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
