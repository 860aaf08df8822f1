"""The fused random playout of a Tractor hand's card play, for benchmarks and AI rollouts.

``TractorGame.random_playout`` is this loop once the cards are being played (the declaration and the burial before
it go step by step). It draws from the generator exactly as ``random_action`` followed by ``advance`` do (the same
sampling functions, called in the same order with the same arguments), so from the same seed it reaches the same
final state, history included: the conformance suite and tests/shengji compare the two state for state. No
intermediate state is built: the hands are two lists of masks, the trick is tracked as it grows, and the final
state is built once.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from ...engine.actions import PLAY, Action
from . import leads
from .follow import sample_follow
from .ordering import POINTS
from .state import OVER, HandState, make_lead, play_key
from .state import PLAY as PLAY_PHASE
from .units import remove

_new = tuple.__new__


def random_play_out(state: HandState, rng: Any, single: Any = None) -> HandState:
    """The final state of ``state`` (in the play phase) with every play drawn as ``random_action`` draws it; with
    ``single``, every follow to a single-card lead is instead the card ``single(held identities, led suit, best
    key so far, partner winning, order, rng)`` (a rollout policy's, e.g. the AI's card sense)."""
    if state.phase != PLAY_PHASE:
        return state
    order = state.order
    assert order is not None  # the play phase
    suit_mask = order.suit_mask
    h1, h2 = list(state.h1), list(state.h2)
    trick = list(state.trick)
    lead, best, best_key = state.lead, state.best, state.best_key
    points0, points1 = state.points
    tricks = state.tricks
    last_trick = state.last_trick
    done = state.done
    history = state.history
    seat = state.to_act
    leader = state.leader
    throws, strict = state.throws, state.strict
    random = rng.random
    cards: tuple[int, ...]
    while True:
        m1, m2 = h1[seat], h2[seat]
        if lead is not None:
            if lead.n == 1 and single is not None:
                cards = (single(m1, lead.suit, best_key, best % 2 == seat % 2, order, rng),)
                action = _new(Action, (PLAY, 0, cards))
            elif lead.n == 1:  # as random_action's inlined single follow
                pool = m1 & suit_mask[lead.suit] or m1
                for _ in range(int(random() * pool.bit_count())):
                    pool &= pool - 1
                cards = ((pool & -pool).bit_length() - 1,)
                action = _new(Action, (PLAY, 0, cards))
            else:
                cards = sample_follow(m1, m2, lead.suit, lead.n, lead.pairs, order, lead.strict_len, rng)
                action = Action(PLAY, 0, cards)
            history = (history, seat, action)
            key = play_key(cards, lead, order)
            if key > best_key:
                best, best_key = seat, key
            trick.append((seat, tuple(cards)))
        else:
            if throws:
                cards = leads.sample_throw_lead(m1, m2, order, rng)
            else:
                cards = leads.sample_unit_lead(m1, m2, order, rng)
            history = (history, seat, Action(PLAY, 0, cards))
            # a throw is checked against the other hands as they are before the lead
            table = SimpleNamespace(h1=h1, h2=h2, strict=strict) if len(cards) > 1 else None
            lead = make_lead(table, seat, tuple(cards), order)
            cards = lead.cards
            trick = [(seat, cards)]
            best, best_key, leader = seat, lead.key, seat
        m1, m2 = remove(m1, m2, cards)
        h1[seat], h2[seat] = m1, m2
        if len(trick) < 4:
            seat = (seat + 1) % 4
            continue
        pts = 0
        for _, cs in trick:
            for c in cs:
                pts += POINTS[c]
        if best % 2 == 0:
            points0 += pts
        else:
            points1 += pts
        tricks += 1
        last_trick = (tuple(trick), best)
        done = (done, last_trick[0], best)
        leader = best
        lead = None
        if m1 == 0:  # every hand is empty
            break
        seat = best
        trick = []
    return state._replace(
        h1=tuple(h1), h2=tuple(h2), trick=(), lead=None, best=-1, best_key=-1, leader=leader, to_act=-1,
        points=(points0, points1), tricks=tricks, last_trick=last_trick, phase=OVER, history=history, done=done,
    )
