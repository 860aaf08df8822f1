"""The players' hooks, fed from a match session's steps: one function for every driver (the table, the web).

Each step of :class:`~tricktable.engine.session.MatchSession` (a deal or an action, with the state right after it)
becomes the hook calls of :class:`~tricktable.ai.seating.Seating`: ``start_hand`` after a deal, ``observe`` after an action
(each seat its own view and the events it may see), ``end_hand`` when the step ended the hand.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..ai.seating import Seating
from ..engine.session import AnyStep


def hook_steps(seating: Seating, steps: Iterable[AnyStep], hand_number: int) -> None:
    """Tell ``seating``'s players about ``steps`` (``hand_number``: the match's hand number, for a deal step that
    does not say it)."""
    game = seating.game
    for st in steps:
        if st.state is None:
            continue
        if st.seat < 0:  # a deal
            number = next((e.value for e in st.events if e.kind == "hand_started"), hand_number)
            seating.start_hand(st.state, number)
        else:
            seating.observe(st.state, st.events)
        if game.is_over(st.state):
            seating.end_hand(st.state, game.hand_result(st.state))
