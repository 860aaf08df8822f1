"""What the layers above the rules read of a Callbreak hand (the contract: ``games/faces.py``): each seat's score
and call, as by default; the review flags a decision from 0.3 of a point."""

from __future__ import annotations

from ..faces import hand_outcome

__all__ = ["REVIEW_FLAG_COST", "hand_outcome"]

REVIEW_FLAG_COST = 0.3
