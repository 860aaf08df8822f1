"""Claiming the rest of a hand: the seat about to lead shows its cards and takes every remaining trick.

A claim is the action ``claim <cards>`` of the seat to act **at the start of a trick** (it is leading): ``cards`` are
all the cards it holds, in the order it will lead them. It is legal only when that order provably wins every
remaining trick *for the claimant itself* (not just its side), whatever the other seats hold and play, judged on
the claimant's own information: its hand, the cards played, and what it laid away itself (a Rook declarer's
discards, a Tractor dealer's buried kitty). Every other card not yet played is *unseen*: it may be in any other
hand (or in a nest/kitty the claimant never saw).

The proof is a conservative, sound rule (:func:`proven`): each card, when it is led in turn, must beat every unseen
card that may still be held. An unseen card of effective suit ``s`` may be held until the claimant has led ``s``
at least as many times as there are unseen cards of ``s`` (a seat holding ``k`` of them must follow with one each
time ``s`` is led, so after ``k`` leads it is void). A plain card is safe only once no unseen trump may be held, so a
card playable at any time instead of following (Rook's bird: a trump) cannot dodge that count. Tractor claims lead
singles. :func:`find_order` finds such an order when one exists (leading a card that is safe never
makes another card unsafe, so picking any safe card each step finds one whenever one exists).

Applying a claim plays the hand out under it (:func:`play_out`): the claimant leads its cards in the claimed order
and every other seat plays the family's fallback card, so the result, the points and any last-trick bonus are
exactly what playing out would give. Others' cards from the claim on are never shown: the final state keeps a
:class:`Claim` marker and views show the hand as it was when the claim was made, plus the claim
(:func:`claimed_view`); the claim's events are the claim itself and the end of the hand (:func:`claim_events`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

from .actions import CLAIM, PLAY, Action, Event

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

#: a family's view type (a dataclass: :func:`claimed_view` replaces some of its fields)
V = TypeVar("V", bound="DataclassInstance")
#: a family's hand state
S = TypeVar("S")

__all__ = ["CLAIM", "Claim", "ClaimPosition", "claim_events", "claim_in", "claimed_view", "find_order", "play_out",
           "proven"]


class ClaimPosition(NamedTuple):
    """What the seat about to lead knows, for judging a claim: its cards and the unseen cards (ids, a double deck
    repeating them), each card's effective suit (``suit[card]``), the trump suit, and ``beats(x, c)``: whether a
    card ``x`` played by another seat to a trick led with ``c`` takes the trick from ``c``."""

    seat: int
    hand: tuple[int, ...]
    unseen: tuple[int, ...]
    suit: Callable[[int], int]
    trump: int
    beats: Callable[[int, int], bool]


class Claim(NamedTuple, Generic[S]):
    """The marker a claimed hand's final state keeps: who claimed, the cards in lead order, the hand at the claim."""

    seat: int
    cards: tuple[int, ...]
    before: S


def claim_in(legal: Sequence[Action]) -> Action | None:
    """The claim among ``legal`` (a table offers it only when the rules prove it: ``Game.claim_action``), or None.
    Machine players take it whenever it is offered, and never see it otherwise."""
    for action in reversed(legal):  # offered last
        if action.kind == CLAIM:
            return action
    return None


def _safe(pos: ClaimPosition, card: int, drawn: Counter[int], counts: Counter[int]) -> bool:
    """Whether ``card`` led now beats every unseen card that may still be held."""
    return not any(drawn[pos.suit(x)] < counts[pos.suit(x)] and pos.beats(x, card) for x in pos.unseen)


def _walk(pos: ClaimPosition, pick: Callable[[list[int], Callable[[int], bool]], int | None]) -> tuple[int, ...] | None:
    counts = Counter(pos.suit(x) for x in pos.unseen)
    drawn: Counter[int] = Counter()
    left, order = list(pos.hand), []
    while left:
        card = pick(left, lambda c: _safe(pos, c, drawn, counts))
        if card is None:
            return None
        left.remove(card)
        order.append(card)
        drawn[pos.suit(card)] += 1
    return tuple(order)


def proven(pos: ClaimPosition, order: Sequence[int]) -> bool:
    """True when leading ``order`` (exactly the claimant's cards) wins every trick by the rule above."""
    if Counter(order) != Counter(pos.hand):
        return False
    queue = list(order)

    def next_if_safe(left: list[int], safe: Callable[[int], bool]) -> int | None:
        card = queue.pop(0)
        return card if safe(card) else None

    return _walk(pos, next_if_safe) is not None


def find_order(pos: ClaimPosition, key: Callable[[int], Any]) -> tuple[int, ...] | None:
    """A lead order that :func:`proven` accepts, or None. Among the safe cards it leads the trumps first, then by
    ``key`` (highest first), so the order is deterministic."""

    def best_safe(left: list[int], safe: Callable[[int], bool]) -> int | None:
        for card in sorted(left, key=lambda c: (pos.suit(c) == pos.trump, key(c)), reverse=True):
            if safe(card):
                return card
        return None

    return _walk(pos, best_safe)


def play_out(advance: Callable[[S, Action], S], follow: Callable[[S], Action], to_act: Callable[[S], int | None],
             state: S, seat: int, order: Sequence[int]) -> tuple[S, S, Action]:
    """Play the hand out under a claim: ``seat`` leads ``order`` card by card, the others play ``follow(state)``.
    Returns the final state and the last step (state before it, action). Raises ``AssertionError`` if the claimant
    ever loses the lead (a claim accepted wrongly: never, when :func:`proven` accepted the order)."""
    before, action = state, Action(PLAY, 0, (order[0],))
    for card in order:
        if to_act(state) != seat:
            raise AssertionError("a proven claim lost a trick")
        for i in range(4):
            action = Action(PLAY, 0, (card,)) if i == 0 else follow(state)
            before, state = state, advance(state, action)
    if to_act(state) is not None:
        raise AssertionError("a claim must play the hand to its end")
    return state, before, action


def claim_events(seat: int, cards: tuple[int, ...], end_events: list[Event]) -> list[Event]:
    """The events of a claim: ``claimed`` (the claimant's cards, shown to everyone) and the end of the hand from the
    play-out's last step, without what would show another seat's cards (``played``, ``trick_won``)."""
    return [Event("claimed", seat, cards, value=len(cards))] + [
        e for e in end_events if e.kind not in ("played", "trick_won")]


def claimed_view(final: V, before: Any, claim: Claim[Any]) -> V:
    """The view of a hand ended by a claim: the final view (tallies, result) with the table and history as they
    were when the claim was made, the claim appended; nothing another seat played after it."""
    changes: dict[str, Any] = {
        "history": tuple(before.history) + ((claim.seat, Action(CLAIM, 0, claim.cards)),),
        "trick": (), "last_trick": before.last_trick, "hand_counts": (0,) * len(before.hand_counts),
        "claim": (claim.seat, claim.cards),
    }
    if "tricks" in {f.name for f in fields(final)}:
        changes["tricks"] = before.tricks
    return replace(final, **changes)
