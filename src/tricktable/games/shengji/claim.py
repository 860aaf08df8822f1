"""Claims in Tractor (``engine.claims``): the leader leads its cards as singles; what each seat may hold.

A single led with effective suit ``e`` is taken only by a trump (when ``e`` is plain) or a higher index of ``e``;
equal cards leave it with the first (docs/rules/shengji.md). Following a single: a card of the led effective suit
when the seat has one. The dealer knows the kitty it buried; every other seat counts the buried cards as unseen.
"""

from __future__ import annotations

from ...engine.actions import PLAY, Action
from ...engine.claims import Claim, ClaimPosition, play_out
from .ordering import TRUMP
from .state import PLAY as PLAY_PHASE
from .state import HandState, advance
from .units import hand_list


def claim_position(state: HandState) -> ClaimPosition | None:
    """The leader's cards and the cards it cannot see, when it is leading a trick; None otherwise."""
    if state.phase != PLAY_PHASE or state.trick or state.to_act < 0:
        return None
    seat, order = state.to_act, state.order
    assert order is not None  # the play phase
    unseen = [c for s in range(4) if s != seat for c in hand_list(state.h1[s], state.h2[s])]
    if seat != state.dealer:
        unseen.extend(state.buried)
    eff, idx = order.eff, order.idx

    def beats(x: int, led: int) -> bool:
        return (eff[x] == TRUMP and eff[led] != TRUMP) or (eff[x] == eff[led] and idx[x] > idx[led])

    return ClaimPosition(seat, tuple(hand_list(state.h1[seat], state.h2[seat])), tuple(unseen), eff.__getitem__,
                         TRUMP, beats)


def follow(state: HandState) -> Action:
    """The lowest card of the led effective suit, else the lowest card (a legal follow to a single)."""
    seat, order = state.to_act, state.order
    assert order is not None  # the play phase
    cards = hand_list(state.h1[seat], state.h2[seat])
    led = order.eff[state.trick[0][1][0]]
    same = [c for c in cards if order.eff[c] == led]
    return Action(PLAY, 0, (min(same or cards, key=order.sort_key.__getitem__),))


def play_claim(state: HandState, action: Action) -> tuple[HandState, HandState, Action]:
    """The hand played out under the claim ``action`` (unchecked): final state, last state before, last action."""
    return play_out(advance, follow, _to_act, state, state.to_act, action.cards)


def advance_claim(state: HandState, action: Action) -> HandState:
    """The final state after the claim ``action``, the claim kept in it."""
    final, _, _ = play_claim(state, action)
    return final._replace(claim=Claim(state.to_act, tuple(action.cards), state))


def _to_act(state: HandState) -> int | None:
    return None if state.to_act < 0 else state.to_act

