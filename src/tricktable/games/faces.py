"""What the layers above the rules read of a finished hand, by default: the contract of a family's ``faces`` module
(``games/<family>/faces.py``, read through ``games.family_part(game, "faces", default=this module)`` by
``ai.review`` and ``ai.arena.metrics``), and the reading every family without its own gets (standard library only).

``REVIEW_FLAG_COST``: the least cost (points of the family's hand objective) at which the hand review flags a
decision. :func:`hand_outcome`: what a finished hand (not a redeal) means for each side and seat.
"""

from __future__ import annotations

from typing import Any

REVIEW_FLAG_COST = 5.0


def hand_outcome(result: dict[str, Any], levels_before: Any = None) -> tuple[list[float], list[bool | None]]:
    """Each side's score this hand (``result["score"]``: one per seat when scoring per seat, else one per team,
    seats 0 and 2 then seats 1 and 3), and per seat whether its contract was made, None when it had none: per seat
    its call (scored above zero) when the hand had ``calls``; by team the declarer's bid (``declarer``, ``made``),
    one record per contract, not per partner."""
    score = [float(x) for x in result["score"]]
    if len(score) == 4:
        calls = result.get("calls")
        return score, [(score[s] > 0) if calls else None for s in range(4)]
    declarer = result.get("declarer")
    return score, [bool(result.get("made")) if declarer == s else None for s in range(4)]
