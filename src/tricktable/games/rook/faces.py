"""What the layers above the rules read of a Rook hand (the contract: ``games/faces.py``): each team's score and
the declarer's bid, as by default; the review flags a decision from 5 points."""

from __future__ import annotations

from ..faces import hand_outcome

__all__ = ["REVIEW_FLAG_COST", "hand_outcome"]

REVIEW_FLAG_COST = 5.0
