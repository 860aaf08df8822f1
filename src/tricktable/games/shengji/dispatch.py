"""The one place the Tractor rules choose between their Python reference and the native core's kernels.

Each function here has the signature and the exact results of its reference: :func:`random_playout` of
``TractorGame.random_playout`` (the declaration and the burial step by step, then :func:`.playout.random_play_out`),
:func:`deal_masks` of :func:`reference_deal_masks` (``TractorGame.start_hand``'s check of a deal). It calls the kernel
(``native/shengji.c``) when the core is in use and the reference otherwise, or when the kernel declines an input it
does not represent (``NotImplemented``: another generator than a plain ``random.Random``, a rollout policy for the
single follows other than those in :data:`NATIVE_SINGLES`, a state whose hands disagree with its trick or its phase).
See docs/native.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ... import native
from ...cards.decks import DOUBLE_DECK_108
from ...engine.actions import DECLARE, DISCARD, PASS, PLAY, Action
from ...engine.errors import InvalidConfig
from .ordering import NUM_IDS, Order, order_for
from .playout import random_play_out
from .state import BURY, DECLARE_PHASE, OVER, HandState, advance
from .state import PLAY as PLAY_PHASE
from .units import hand_of

if TYPE_CHECKING:
    from ...engine.dealing import Deal
    from .rules import TractorGame

_PHASES = {DECLARE_PHASE: 0, BURY: 1, PLAY_PHASE: 2}
#: the rollout policies the kernel plays itself: a policy's single-follow function (the ``single`` of
#: ``random_play_out``) to a function giving its random share at the time of the call. The AI's card sense
#: (``ai/search/families/shengji_rollout.sense_single``) registers itself; the kernel's copy of it is tested equal.
NATIVE_SINGLES: dict[Callable[..., int], Callable[[], float]] = {}
#: the HandState fields the kernel reads and writes, in the kernel's order (shengji.c), then the number of fields
FIELDS = (*(HandState._fields.index(n) for n in (
    "to_act", "dealer", "h1", "h2", "kitty", "decl", "decl_seat", "first_decl", "passes", "strict", "throws", "trick",
    "lead", "best", "best_key", "points", "tricks", "history", "done", "phase", "last_trick", "leader", "trump",
    "order", "buried")), len(HandState._fields))
#: what the kernel writes into the states: the Action type, two kinds, the pass, the actions of one card and of a pair
#: of each identity (declarations and plays) and each seat's trick entry ``(seat, cards)`` of them (shared by every
#: state, as the reference's equal values would be); then the fields' places, the final phase, the order of a deal
#: and the empty hands
CONSTS = (
    Action, PLAY, DISCARD, Action(PASS),
    tuple(Action(DECLARE, 0, (c,)) for c in range(NUM_IDS)), tuple(Action(DECLARE, 0, (c, c)) for c in range(NUM_IDS)),
    tuple(Action(PLAY, 0, (c,)) for c in range(NUM_IDS)), tuple(Action(PLAY, 0, (c, c)) for c in range(NUM_IDS)),
    tuple((s, (c,)) for s in range(4) for c in range(NUM_IDS)), tuple((s, (c, c)) for s in range(4) for c in range(NUM_IDS)),
    FIELDS, OVER, order_for, (0, 0, 0, 0),
)


def reference_deal_masks(deal: Deal) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hands' ``(h1, h2)`` masks of a deal of the double deck; raises :class:`InvalidConfig` for anything else."""
    if len(deal.hands) != 4 or any(len(h) != 25 for h in deal.hands) or len(deal.extra) != 8:
        raise InvalidConfig("deal-tractor-sizes")
    if sorted([*(c for h in deal.hands for c in h), *deal.extra]) != list(DOUBLE_DECK_108):
        raise InvalidConfig("deal-double-deck")
    masks = [hand_of(h) for h in deal.hands]
    return tuple(m[0] for m in masks), tuple(m[1] for m in masks)


def deal_masks(deal: Deal) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """As :func:`reference_deal_masks`."""
    core = native.CORE
    if core is not None:
        got = core.shengji_deal(deal.hands, deal.extra)
        if got is not NotImplemented:
            return got  # type: ignore[no-any-return]
    return reference_deal_masks(deal)


def reference_playout(game: TractorGame, state: HandState, rng: Any, single: Any = None) -> HandState:
    """``TractorGame.random_playout`` in Python: the declaration and the burial by ``random_action`` and
    ``advance``, then the fused card play (:func:`.playout.random_play_out`)."""
    while state.phase != PLAY_PHASE and state.to_act >= 0:
        state = advance(state, game.random_action(state, rng))
    return random_play_out(state, rng, single)


def random_playout(game: TractorGame, state: HandState, rng: Any, single: Any = None) -> HandState:
    """As :func:`reference_playout`, by the ``shengji_playout`` kernel when it takes the state (and ``single`` is
    None or a policy it plays itself: :data:`NATIVE_SINGLES`)."""
    core = native.CORE
    if core is not None and type(state) is HandState:
        share = None
        if single is not None:
            policy = NATIVE_SINGLES.get(single)
            share = None if policy is None else policy()
        if single is None or type(share) is float:
            got = kernel_playout(core, state, rng, share)
            if got is not NotImplemented:
                return got  # type: ignore[no-any-return]
    return reference_playout(game, state, rng, single)


def kernel_playout(core: Any, state: HandState, rng: Any, share: float | None = None) -> Any:
    """The kernel's final state of ``state``, or NotImplemented when it declines (or the phase has no play left);
    with ``share``, the single follows are the card-sense policy's with that random share."""
    code = _PHASES.get(state.phase) if type(state.phase) is str else None
    if code is None:
        return NotImplemented
    if code == 0:
        level, trump = state.level, -1
    else:
        order = state.order
        if type(order) is not Order:
            return NotImplemented
        level, trump = order.level, order.trump
    return core.shengji_playout(CONSTS, rng, state, code, level, trump, state.deal_number == 1,
                                state.first_dealer_rule == "first_declarer", share)
