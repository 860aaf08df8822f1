"""Policy-based inference (issue 23 item 4; Rebstock et al. 2019): a sampled world is weighed by how likely the
other seats' observed card plays are in it under a cheap model of their play, the adapter's own rollout policy.

In each world the public history is replayed from the start (as ``infoset.build_world`` does); at every card another
seat played with a choice of ``n`` legal cards, the world's weight is multiplied by ``(1 - epsilon) * [the policy
picks that card] + epsilon / n``. Every factor is above zero, so every world consistent with the hard facts (the
true deal among them) stays possible; the weight only shifts the odds between them. It reads only the view, the
seat's knowledge and the sampled hidden cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import Action
from ...engine.game import View
from ...engine.match import AnyGame
from .infoset import world_deal
from .worlds import Knowledge, Weigher

if TYPE_CHECKING:
    from .adapter import Adapter

#: the share of a seat's plays the model leaves to chance (docs/ai.md: measured 0.3, 0.5, 0.7)
PLAY_EPSILON = 0.5


class _Greedy:
    """A generator that never takes a rollout policy's random branch (``random() < 0.05``): its choice is the
    policy's own card."""

    def random(self) -> float:
        return 1.0

    def randrange(self, n: int) -> int:
        return 0


GREEDY = _Greedy()


def play_weigher(game: AnyGame, adapter: Adapter[Any, Any, Any], view: View, vj: dict[str, Any], k: Knowledge,
                 epsilon: float = PLAY_EPSILON) -> Weigher | None:
    """A function giving a sampled world (slot -> hidden cards) its likelihood under the rollout policy of the
    card plays other seats made with a choice; None when no such play has been made yet, or when the family's
    rollout policy is uniform chance (``Adapter.policy_model`` false: Tractor's default), which says nothing about a
    hand. Plays where the policy has no card of its own (``Adapter.policy_pick`` None) weigh nothing."""
    me = view.seat
    if not adapter.policy_model or not any(action.kind == "play" and seat != me for seat, action in view.history):
        return None

    def weight(assignment: dict[int, list[int]]) -> float:
        match, deal, hidden_discard = world_deal(game, adapter, view, vj, k, assignment)
        state = game.start_hand(match, deal)
        w = 1.0
        for seat, action in view.history:
            if action.kind == "discard" and not action.cards:
                action = Action("discard", action.value, hidden_discard)
            elif action.kind == "play" and seat != me:
                n = len(game.legal_actions(state))
                pick = adapter.policy_pick(state, GREEDY) if n > 1 else None
                if pick is not None:  # None: the policy plays by chance there (Tractor's leads)
                    w *= (1.0 - epsilon) * (pick == action) + epsilon / n
            state = game.advance(state, action)
        return w

    return weight
