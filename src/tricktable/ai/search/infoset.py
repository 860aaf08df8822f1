"""From one seat's view to full game states ("worlds"): the hidden cards, and a replay of the public history.

A world is built by dealing a start hand to every seat that explains what the view shows: each seat's start hand is
what it holds now plus what it has played; the nest/kitty is the discards of the seat that took it (any split of its
pool gives the same future, because only the discards stay in the nest). Replaying the public history from
``start_hand`` with ``advance`` then yields a state whose future is exactly the real one in that world. Hidden
discards in the history (``discard`` without cards) are replaced by the sampled ones.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ...engine import Action, Deal, MatchState
from ...engine.game import View
from ...engine.match import AnyGame
from .worlds import PILE, Knowledge

if TYPE_CHECKING:
    from .adapter import Adapter


#: a view's public history: ``(seat, Action)`` pairs
History = Sequence[tuple[int, Action]]


def played_by(history: History) -> dict[int, list[int]]:
    """Cards each seat has played to tricks so far."""
    out: dict[int, list[int]] = {0: [], 1: [], 2: [], 3: []}
    for seat, action in history:
        if action.kind == "play":
            out[seat].extend(action.cards)
    return out


def tricks_of(history: History) -> list[list[tuple[int, tuple[int, ...]]]]:
    """The plays grouped into tricks of four (the last one may be incomplete)."""
    tricks: list[list[tuple[int, tuple[int, ...]]]] = []
    for seat, action in history:
        if action.kind == "play":
            if not tricks or len(tricks[-1]) == 4:
                tricks.append([])
            tricks[-1].append((seat, action.cards))
    return tricks


def discarder(history: History) -> tuple[int | None, tuple[int, ...]]:
    """The seat that discarded (took the nest/kitty) and the cards (empty when hidden from the observer)."""
    for seat, action in history:
        if action.kind == "discard":
            return seat, action.cards
    return None, ()


def multiset_minus(a: Iterable[int], b: Iterable[int]) -> list[int]:
    left = Counter(a)
    left.subtract(b)
    return sorted(left.elements())


def knowledge(game: AnyGame, adapter: Adapter[Any, Any, Any], view: View, vj: dict[str, Any]) -> Knowledge:
    """What ``view.seat`` knows about the hidden cards (counts from ``hand_counts``, constraints from the adapter)."""
    me = view.seat
    assert me is not None  # a search is a seat's
    seen = list(view.hand)
    for cards in played_by(view.history).values():
        seen.extend(cards)
    who, discards = discarder(view.history)
    if who == me:
        seen.extend(adapter.my_discards(view, discards))
    known = adapter.known(view, vj)
    for cs in known.values():
        seen.extend(cs)
    hidden = multiset_minus(game.deck(), seen)
    counts = {s: int(vj["hand_counts"][s]) - len(known.get(s, ())) for s in range(4) if s != me}
    counts[PILE] = len(hidden) - sum(counts.values())
    return Knowledge(me, hidden, counts, adapter.forbidden(view, vj), known)


def build_world(game: AnyGame, adapter: Adapter[Any, Any, Any], view: View, vj: dict[str, Any], k: Knowledge,
                assignment: dict[int, list[int]]) -> Any:
    """The full state of one sampled world, replayed from the start of the hand."""
    match, deal, hidden_discard = world_deal(game, adapter, view, vj, k, assignment)
    state = game.start_hand(match, deal)
    for _seat, action in view.history:
        if action.kind == "discard" and not action.cards:
            action = Action("discard", action.value, hidden_discard)
        state = game.advance(state, action)
    return state


def world_deal(game: AnyGame, adapter: Adapter[Any, Any, Any], view: View, vj: dict[str, Any], k: Knowledge,
               assignment: dict[int, list[int]]) -> tuple[MatchState, Deal, tuple[int, ...]]:
    """The start of one sampled world: ``(match, deal, hidden discards)``, from which the public history replays."""
    me = view.seat
    assert me is not None  # a search is a seat's
    now = {s: list(assignment.get(s, [])) + list(k.known.get(s, [])) for s in range(4)}
    now[me] = list(view.hand)
    played = played_by(view.history)
    pools = {s: now[s] + played[s] for s in range(4)}
    who, cards = discarder(view.history)
    extra_size = game.extra_size
    pile = list(assignment.get(PILE, []))
    hidden_discard: tuple[int, ...] = ()
    if who is not None:  # nest taken and discarded: the nest held exactly the discards
        nest = list(adapter.my_discards(view, cards)) if who == me else pile
        hidden_discard = tuple(nest)
    elif extra_size and len(pile) == extra_size:  # nest not taken yet
        nest = pile
    elif extra_size:  # someone holds the nest in hand now (the exchange): split its pool
        taker = max(range(4), key=lambda s: len(pools[s]))
        keep = set(adapter.known(view, vj).get(taker, ()))
        pool = sorted(pools[taker], key=lambda c: (c in keep, c))
        nest, pools[taker] = pool[:extra_size], pool[extra_size:]
    else:
        nest = []
    deal = adapter.explain_deal(view, Deal(tuple(tuple(sorted(pools[s])) for s in range(4)), tuple(nest)))
    return adapter.match_for(view, vj), deal, hidden_discard
