"""The one place the Rook rules choose between their Python reference and the native core's kernels.

Each function here has the signature and the exact results of its reference (:func:`.playout.random_playout`,
``RookGame.legal_mask``; the search's rollout asks :func:`kernel_tables` from its own module): it calls the kernel
when the core is in use (``tricktable.native``) and the reference otherwise, or when the kernel declines an input it
does not represent (``NotImplemented``: another generator than a plain ``random.Random``, a state whose hands
disagree with its trick). The kernels read a game's rule tables once, from a capsule kept on the game.
"""

from __future__ import annotations

from random import Random
from types import ModuleType
from typing import TYPE_CHECKING

from ... import native
from ...engine.actions import DISCARD, Action
from ...engine.results import REDEAL
from .playout import random_playout as reference_playout
from .scoring import score_hand
from .state import BID, EXCHANGE, OVER, PLAY, TRUMP, Context, Hands, History, RookState

if TYPE_CHECKING:
    from ...engine.dealing import Deal
    from .rules import RookGame

_PHASES = {BID: 0, EXCHANGE: 1, TRUMP: 2, PLAY: 3}
_ZERO = (0, 0, 0, 0)


def kernel_tables(game: RookGame, core: ModuleType) -> object:
    """The game's tables as the kernels read them (an opaque capsule, built once per game), or None when they cannot
    represent them."""
    cached = game.__dict__.get("_native_tables")
    if cached is not None and cached[0] is core:
        return cached[1]
    t, cfg = game.t, game.config
    tables: object = core.rook_tables(
        t.deck_mask, t.anytime_mask, game.nest_counters, t.suit_mask, t.suits, t.follow, t.led_suit, t.beat,
        t.points, t.strength,
        (cfg.min_bid, cfg.bid_step, game.top_bid, int(game._forced), cfg.nest_size,
         int(cfg.first_lead == "declarer"), cfg.hand_size),
        t.play_actions, tuple(game._bids.get(k * cfg.bid_step) for k in range(game.top_bid // cfg.bid_step + 1)),
        game._pass, game._trumps, DISCARD, Action)
    game.__dict__["_native_tables"] = (core, tables)
    return tables


def nest_points(game: RookGame, nest: int) -> int:
    """The counters of a nest mask (only its cards with points are visited: the others add nothing)."""
    points = game.t.points
    counters = game.__dict__.get("_counter_mask")
    if counters is None:
        counters = game.__dict__["_counter_mask"] = sum(1 << ix for ix, p in enumerate(points) if p)
    if not nest >> len(points):  # cards of the table only (any other bit raises below, as it always did)
        nest &= counters
    total = 0
    while nest:
        low = nest & -nest
        total += points[low.bit_length() - 1]
        nest ^= low
    return total


def deal_masks(game: RookGame, deal: Deal) -> tuple[tuple[int, int, int, int], int]:
    """As :func:`.rules.reference_deal_masks` (``RookGame.start_hand``'s check of a deal, and its masks)."""
    core = native.CORE
    if core is not None:
        tables = kernel_tables(game, core)
        if tables is not None:
            got: tuple[Hands, int] = core.rook_deal(tables, deal.hands, deal.extra)  # or NotImplemented
            if got is not NotImplemented:
                return got
    from .rules import reference_deal_masks

    return reference_deal_masks(game, deal)


def legal_mask(game: RookGame, s: RookState) -> int:
    """As ``RookGame.legal_mask`` (the reference, :func:`.rules.reference_legal_mask`)."""
    core = native.CORE
    if core is not None:
        tables = kernel_tables(game, core)
        if tables is not None:
            trick, seat = s.trick, s.to_act
            assert seat is not None  # a hand in play has a seat to act
            mask: int = core.rook_legal_mask(tables, s.ctx.hands[seat] & ~s.played, trick[0] if trick else -1,
                                             s.ctx.trump)  # or NotImplemented
            if mask is not NotImplemented:
                return mask
    from .rules import reference_legal_mask

    return reference_legal_mask(game, s)


def random_playout(game: RookGame, s: RookState, rng: Random) -> RookState:
    """As :func:`.playout.random_playout`."""
    core = native.CORE
    phase = s.phase
    if core is not None and type(phase) is str and phase in _PHASES:
        tables = kernel_tables(game, core)
        if tables is not None:
            ctx = s.ctx
            got: PlayoutEnd = core.rook_playout(tables, rng, _PHASES[phase], s.to_act, ctx.dealer, ctx.hands, ctx.nest, ctx.bids,
                                    ctx.high, ctx.declarer, ctx.trump, s.played, s.trick, s.leader, s.tally,
                                    s.history)
            if got is not NotImplemented:
                return _final_state(game, s, got)
    return reference_playout(game, s, rng)


#: what ``rook_playout`` answers (see rook.c): history, bids (None: unchanged), high bid, declarer, nest, trump, hands,
#: the last trick's (leader, cards) and the tally (both None: four passes), last winner, the nest's points
PlayoutEnd = tuple[History, "tuple[int | None, ...] | None", int, int, int, int, Hands,
                   "tuple[int, tuple[int, ...]] | None", "tuple[int, int, int, int] | None", int, int]


def _final_state(game: RookGame, s: RookState, got: PlayoutEnd) -> RookState:
    """The reference's final state from ``rook_playout``'s answer (see rook.c)."""
    history, bids, high, declarer, nest, trump, hands, last, tally, winner, nest_points = got
    ctx = s.ctx
    if bids is None:
        bids = ctx.bids
    if last is None or tally is None:  # four passes: a redeal (neither a last trick nor a tally)
        done = Context(ctx.dealer, ctx.hands, ctx.nest, bids, 0, -1, -1, ctx.scores, REDEAL)
        return RookState(OVER, None, 0, (), -1, _ZERO, None, history, done)
    p0, p1, k0, k1 = tally
    result = score_hand(game.config, nest_points, declarer, high, trump, (p0, p1), (k0, k1), winner)
    final = Context(ctx.dealer, hands, nest, bids, high, declarer, trump, ctx.scores, result)
    return RookState(OVER, None, hands[0] | hands[1] | hands[2] | hands[3], (), winner, tally,
                     (last[0], last[1], winner), history, final)
