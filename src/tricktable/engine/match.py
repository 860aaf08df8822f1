"""The one match loop: the seeded deal of a hand and the loop that plays or replays a hand, for every face.

The arena, the AI bench, the RL environments, the review and the table sessions deal with :func:`deal_for` and drive
hands with :func:`play_hand` (players decide) or :func:`replay_hand` (recorded actions), so the same seed gives the
same hands everywhere. Players are whatever ``decide`` closes over: create them once per match, not per decision,
seeded by :func:`player_seed`.

Between hands, :class:`MatchDeals` keeps where a seeded match is (its match state, the redeal attempt) for a driver
that steps a match itself (the RL environments); :func:`seeded_first_dealer` is the first dealer of a match when
none is given. A stored match (the dealt cards and the actions of each hand) is walked with :func:`replay_match`
(the replay viewer, the review).

Self-play data: ``play_hand(game, state, decide, observer=cb)`` calls ``cb(seat, view, legal, action)`` once per
decision, with the deciding seat's view (what the rules show that seat), the legal actions and the chosen action.
:func:`play_match_hands` does the same over a whole match from a seed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeAlias

from .actions import Action, Event
from .dealing import Deal, hand_seed, shuffled
from .errors import NotYourTurn
from .game import Game, MatchState, R, S, V
from .results import Redeal

Decide: TypeAlias = Callable[[S, int, Sequence[Action]], Action]
"""``decide(state, seat, legal) -> action``: the seat's choice among ``legal`` (the game's candidate actions)."""
Observer: TypeAlias = Callable[[int, V, Sequence[Action], Action], None]
"""``observer(seat, view, legal, action)``: one decision, with the deciding seat's view."""
OnStep: TypeAlias = Callable[[S, Action, S], None]
"""``on_step(before, action, after)``: one applied action (events come from ``game.events(before, action, after)``)."""
AnyGame: TypeAlias = Game[Any, Any, Any]
"""A game of any family (what a driver holds when the variant is chosen at run time)."""


def deal_for(game: AnyGame, seed: int, hand_number: int, dealer: int, attempt: int = 0) -> Deal:
    """The deal of hand ``hand_number`` (1-based) of the match seeded ``seed``: ``game.deck()`` shuffled by
    ``hand_seed(seed, hand_number, attempt)`` and dealt from ``dealer``. The only place the formula is written."""
    return game.deal_from_order(shuffled(game.deck(), hand_seed(seed, hand_number, attempt)), dealer)


def seeded_first_dealer(game: AnyGame, seed: int) -> int:
    """The first dealer of a match seeded ``seed`` when the driver names none (``table.Table``, the RL
    environments): ``hand_seed(seed, 0) % num_seats``. The only place the formula is written."""
    return hand_seed(seed, 0) % game.num_seats


def player_seed(seed: int, hand_number: int, seat: int) -> int:
    """The seed of the player in ``seat`` for hand ``hand_number`` (1-based) of the match seeded ``seed``: the arena
    and the web tables build their AI players from it, so the same kind in the same seat of the same deal makes
    the same decisions in both. The only place the formula is written."""
    return hand_seed(seed, hand_number, 1000 + seat)


def play_hand(game: Game[S, V, Any], state: S, decide: Decide[S], *, observer: Observer[V] | None = None,
              on_step: OnStep[S] | None = None) -> S:
    """Play from ``state`` until nobody is to act; the final state. ``decide`` chooses each action;
    ``observer`` (optional) sees every decision with the deciding seat's view; ``on_step`` every applied action."""
    while (seat := game.to_act(state)) is not None:
        legal = game.candidate_actions(state)
        action = decide(state, seat, legal)
        if observer is not None:
            observer(seat, game.view(state, seat), legal, action)
        after = game.advance(state, action)
        if on_step is not None:
            on_step(state, action, after)
        state = after
    return state


Recorded = Action | str | tuple[int, Action | str]
"""A recorded step: an action, its text, or a (seat, action-or-text) pair (the seat is then checked)."""
Step: TypeAlias = tuple[int, Action, list[Event], S, S]
"""One replayed step: ``(seat, action, events, before, after)``."""


def replay_steps(game: Game[S, V, Any], state: S, actions: Iterable[Recorded]) -> Iterator[Step[S]]:
    """Apply recorded actions in order from ``state``, each checked by ``game.apply`` (an illegal or malformed
    one, or one recorded for the wrong seat, raises the engine's error); yields ``(seat, action, events, before,
    after)`` per step."""
    for recorded in actions:
        seat, item = (game.to_act(state), recorded) if isinstance(recorded, (Action, str)) else recorded
        if seat is None:  # a recorded action after the hand is over
            raise NotYourTurn("turn-no-hand")
        action = game.parse_action(item) if isinstance(item, str) else item
        after, events = game.apply(state, action, seat)
        yield seat, action, events, state, after
        state = after


def replay_hand(game: Game[S, V, Any], state: S, actions: Iterable[Recorded], *, on_step: OnStep[S] | None = None,
                check: bool = True) -> S:
    """Apply recorded ``actions`` in order from ``state``; the state after the last. With ``check`` as
    :func:`replay_steps`; without, each is applied by ``game.advance`` (records already checked when played).
    ``on_step(before, action, after)`` sees each step."""
    if check:
        for _, action, _, before, after in replay_steps(game, state, actions):
            if on_step is not None:
                on_step(before, action, after)
            state = after
        return state
    for recorded in actions:
        item = recorded if isinstance(recorded, (Action, str)) else recorded[1]
        action = game.parse_action(item) if isinstance(item, str) else item
        after = game.advance(state, action)
        if on_step is not None:
            on_step(state, action, after)
        state = after
    return state


class MatchDeals(Generic[S, V, R]):
    """Where a match seeded ``seed`` is between hands, for a driver that steps the match itself: the match state
    and the redeal attempt of the next deal. :meth:`deal` deals the next hand (``deal_for``), :meth:`finish` takes
    a finished hand back (its result; a redeal deals the same hand number again with the next attempt)."""

    def __init__(self, game: Game[S, V, R], seed: int, first_dealer: int) -> None:
        self.game, self.seed = game, seed
        self.match: MatchState = game.new_match(first_dealer)
        self.attempt = 0  # redeals of the current hand number so far

    def deal(self) -> tuple[Deal, S]:
        """The next hand: its deal and the hand as dealt (the match does not move until :meth:`finish`)."""
        m = self.match
        deal = deal_for(self.game, self.seed, m.hand_number, m.dealer, self.attempt)
        return deal, self.game.start_hand(m, deal)

    def finish(self, state: S) -> R:
        """Take back the finished hand ``state``: the match moves past it; its hand result."""
        result = self.game.hand_result(state)
        self.attempt = self.attempt + 1 if isinstance(result, Redeal) else 0
        self.match = self.game.finish_hand(self.match, state)
        return result

    def over(self) -> bool:
        return self.game.match_over(self.match)


def play_match_hands(game: Game[S, V, R], seed: int, decide: Decide[S], hands: int, *, first_dealer: int = 0,
                     observer: Observer[V] | None = None) -> list[tuple[S, R]]:
    """Play up to ``hands`` deals of one match seeded ``seed`` as a table session deals them (hand ``n`` of the
    rules, redeal attempt ``a``: ``deal_for(game, seed, n, dealer, a)``); the (final state, hand result) of each
    deal, redeals included. Stops early when the match is over."""
    deals = MatchDeals(game, seed, first_dealer)
    out: list[tuple[S, R]] = []
    for _ in range(hands):
        state = play_hand(game, deals.deal()[1], decide, observer=observer)
        out.append((state, deals.finish(state)))
        if deals.match.winner is not None:
            break
    return out


@dataclass(frozen=True)
class ReplayedHand(Generic[S]):
    """One hand of a replayed match: its place (``index`` from 1, in the order given), the match state it was dealt
    from, the hand as dealt, every step, and the hand's last state."""

    index: int
    match: MatchState
    start: S
    steps: list[Step[S]]
    final: S


def replay_match(game: Game[S, V, Any], first_dealer: int,
                 hands: Iterable[tuple[Deal, Iterable[Recorded]]]) -> Iterator[ReplayedHand[S]]:
    """Walk a stored match: each hand dealt from the match as it stands (``start_hand``), its recorded actions
    replayed and checked (:func:`replay_steps`), and a finished hand taken into the match (``finish_hand``) before
    the next; an unfinished hand (the last, or an abandoned one) leaves the match where it was."""
    match = game.new_match(first_dealer)
    for index, (deal, actions) in enumerate(hands, 1):
        start = game.start_hand(match, deal)
        steps = list(replay_steps(game, start, actions))
        final = steps[-1][4] if steps else start
        yield ReplayedHand(index, match, start, steps, final)
        if game.is_over(final):
            match = game.finish_hand(match, final)
