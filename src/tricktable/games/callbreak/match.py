"""The Callbreak match: a running score table per seat, open-ended or a fixed number of rounds.

Open-ended matches (``rounds = None``, the Callbreak Master default) never end by themselves: after each round the
interface asks "play another round / end game" and, to end, calls :func:`stop_match`, which declares the current
:func:`leader` the winner. With ``rounds = N`` the match ends after round N; if two or more seats then share the
highest total, further rounds are played until one seat leads alone (sudden death, as in Rook).

Ties when stopping an open-ended match go to the lowest seat index; :func:`leaders` lists every seat sharing the
lead so an interface can say "tied".
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine.game import MatchState
from .scoring import CallbreakResult, as_number, leaders_of


@dataclass(frozen=True, slots=True)
class CallbreakMatch(MatchState):
    """Per-seat totals: ``tenths`` exact, ``scores`` the same as JSON numbers (``4.1``)."""

    tenths: tuple[int, ...] = (0, 0, 0, 0)


def new_callbreak_match(first_dealer: int, hand_number: int = 1, tenths: tuple[int, ...] = (0, 0, 0, 0)) -> CallbreakMatch:
    return CallbreakMatch(
        dealer=first_dealer % 4, hand_number=hand_number, scores=tuple(as_number(t) for t in tenths), tenths=tenths
    )


def add_round(match: CallbreakMatch, changes: tuple[int, ...], result: CallbreakResult, rounds: int | None) -> CallbreakMatch:
    """The match after a scored round: totals, the next dealer (the next seat), and the winner if it is decided."""
    tenths = tuple(a + b for a, b in zip(match.tenths, changes, strict=True))
    winner = None
    if rounds is not None and match.hand_number >= rounds:
        top = leaders_of(tenths)
        if len(top) == 1:
            winner = top[0]
    return replace(
        match,
        dealer=(match.dealer + 1) % 4,
        hand_number=match.hand_number + 1,
        scores=tuple(as_number(t) for t in tenths),
        tenths=tenths,
        hands=(*match.hands, result),
        winner=winner,
    )


def leaders(match: CallbreakMatch) -> list[int]:
    """Every seat sharing the highest total, ascending."""
    return leaders_of(match.tenths)


def leader(match: CallbreakMatch) -> int:
    """The seat with the highest total (ties: the lowest seat index). The winner when an open-ended match stops."""
    return leaders(match)[0]


def stop_match(match: CallbreakMatch) -> CallbreakMatch:
    """End the match now ("end game"): the current leader wins. Idempotent for a finished match."""
    if match.winner is not None:
        return match
    return replace(match, winner=leader(match))
