"""The one place the Tractor rules choose between their Python reference and the native core's kernels.

Each function here has the signature and the exact results of its reference: :func:`random_playout` of
``TractorGame.random_playout`` (the declaration and the burial step by step, then :func:`.playout.random_play_out`),
:func:`deal_masks` of :func:`reference_deal_masks` (``TractorGame.start_hand``'s check of a deal). It calls the kernel
(``native/shengji.c``) when the core is in use and the reference otherwise, or when the kernel declines an input it
does not represent (``NotImplemented``: another generator than a plain ``random.Random``, a rollout policy for the
single follows, a state whose hands disagree with its trick or its phase). See docs/native.md.
"""

from __future__ import annotations

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
_F = HandState._fields
_FINAL = tuple(_F.index(n) for n in ("h1", "h2", "trick", "lead", "best", "best_key", "to_act", "phase"))
_H1, _H2, _TRICK, _LEAD, _BEST, _BEST_KEY, _TO_ACT, _PHASE = _FINAL
_HISTORY, _DONE, _LAST_TRICK, _POINTS, _TRICKS, _LEADER, _BURIED = (
    _F.index(n) for n in ("history", "done", "last_trick", "points", "tricks", "leader", "buried"))
_AUCTION = tuple(_F.index(n) for n in ("decl", "decl_seat", "first_decl", "passes", "trump", "dealer"))
_ORDER = _F.index("order")
_EMPTY = (0, 0, 0, 0)
#: what the kernel writes into the history: the Action type, two kinds, the pass, and the actions of one card and of
#: a pair of each identity (declarations and plays), shared by every state as the reference's equal actions would be
CONSTS = (
    Action, PLAY, DISCARD, Action(PASS),
    tuple(Action(DECLARE, 0, (c,)) for c in range(NUM_IDS)), tuple(Action(DECLARE, 0, (c, c)) for c in range(NUM_IDS)),
    tuple(Action(PLAY, 0, (c,)) for c in range(NUM_IDS)), tuple(Action(PLAY, 0, (c, c)) for c in range(NUM_IDS)),
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
    """As :func:`reference_playout`, by the ``shengji_playout`` kernel when it takes the state."""
    core = native.CORE
    if core is not None and single is None and type(state) is HandState:
        got = kernel_playout(core, state, rng)
        if got is not NotImplemented:
            return got  # type: ignore[no-any-return]
    return reference_playout(game, state, rng, single)


def kernel_playout(core: Any, state: HandState, rng: Any) -> Any:
    """The kernel's final state of ``state``, or NotImplemented when it declines (or the phase has no play left)."""
    code = _PHASES.get(state.phase) if type(state.phase) is str else None
    if code is None or type(state.to_act) is not int or state.to_act < 0:
        return NotImplemented
    if code == 0:
        level, trump = state.level, -1
    else:
        order = state.order
        if type(order) is not Order:
            return NotImplemented
        level, trump = order.level, order.trump
    got = core.shengji_playout(
        CONSTS, rng, code, state.to_act, state.dealer, state.deal_number == 1, level, trump, state.h1, state.h2,
        state.kitty, state.decl, state.decl_seat, state.first_decl, state.passes,
        state.first_dealer_rule == "first_declarer", state.strict, state.throws, state.trick, state.lead, state.best,
        state.best_key, state.points, state.tricks, state.history, state.done)
    if got is NotImplemented:
        return got
    history, done, last, p0, p1, tricks, leader, auction, buried = got
    v = list(state)
    v[_H1] = v[_H2] = _EMPTY
    v[_TRICK], v[_LEAD], v[_BEST], v[_BEST_KEY], v[_TO_ACT], v[_PHASE] = (), None, -1, -1, -1, OVER
    v[_HISTORY], v[_DONE], v[_LAST_TRICK], v[_POINTS], v[_TRICKS], v[_LEADER] = (
        history, done, last, (p0, p1), tricks, leader)
    if auction is not None:
        for i, x in zip(_AUCTION, auction, strict=True):
            v[i] = x
        v[_ORDER] = order_for(state.level, auction[4])
    if buried is not None:
        v[_BURIED] = buried
    return tuple.__new__(HandState, v)
