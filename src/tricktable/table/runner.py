"""The table: runs a match by asking each seat's player for its action, applying it and reporting events.

The terminal game, the CLI, the arena and the web server all drive this same loop. The table owns the random
generator: hand ``n`` is dealt from ``engine.shuffled(game.deck(), hand_seed(seed, n, attempt))``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..ai.base import Player
from ..engine import Action, Event, Game, MatchState, RuleError, hand_seed, shuffled
from .records import HandRecord, MatchRecord

EventListener = Callable[[Game, Any, list[Event]], None]


def deal_for(game: Game, seed: int, hand_number: int, dealer: int, attempt: int = 0):
    """The deal of one hand of a match, from the match seed (documented in ``engine.dealing``)."""
    return game.deal_from_order(shuffled(game.deck(), hand_seed(seed, hand_number, attempt)), dealer)


class Table:
    """A match in progress: a game, four players, a seed, the match state and the record."""

    def __init__(
        self,
        game: Game,
        players: Sequence[Player],
        seed: int = 0,
        first_dealer: int | None = None,
        on_events: EventListener | None = None,
    ) -> None:
        if len(players) != game.num_seats:
            raise ValueError(f"{game.key} needs {game.num_seats} players, got {len(players)}")
        self.game = game
        self.players = list(players)
        self.seed = seed
        if first_dealer is None:
            first_dealer = hand_seed(seed, 0) % game.num_seats
        self.match: MatchState = game.new_match(first_dealer)
        self.record = MatchRecord(game.key, game.options(), seed, first_dealer)
        self.on_events = on_events
        self._attempts = 0

    def over(self) -> bool:
        return self.game.match_over(self.match)

    def play_hand(self) -> HandRecord:
        """Deal and play one hand to its end, then update the match."""
        game, match = self.game, self.match
        deal = deal_for(game, self.seed, match.hand_number, match.dealer, self._attempts)
        state = game.start_hand(match, deal)
        hand = HandRecord(match.hand_number, match.dealer, deal)
        self._emit(state, [Event("hand_started", match.dealer, value=match.hand_number)])
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            legal = game.candidate_actions(state)
            state, action, events = self._ask(seat, state, view, legal)
            hand.actions.append(game.format_action(action))
            self._emit(state, events)
        hand.result = game.hand_result(state)
        self.match = game.finish_hand(match, state)
        self._attempts = self._attempts + 1 if hand.result.get("redeal") else 0
        self.record.hands.append(hand)
        self.record.scores = list(self.match.scores)
        self.record.winner = self.match.winner
        return hand

    def _ask(self, seat: int, state: Any, view: Any, legal: list[Action]) -> tuple[Any, Action, list[Event]]:
        """Ask ``seat`` for an action until the rules accept it. A player that may propose actions outside
        ``legal`` (a person typing) defines ``rejected(message)`` and is asked again; others must be legal."""
        player = self.players[seat]
        while True:
            action = player.choose(self.game, view, legal)
            try:
                state, events = self.game.apply(state, action, seat)
            except RuleError as e:
                rejected = getattr(player, "rejected", None)
                if rejected is None:
                    raise
                rejected(str(e))
                continue
            return state, action, events

    def play(self, max_hands: int = 1000, keep_going: Callable[[MatchState], bool] | None = None) -> MatchRecord:
        """Play hands until the match is over (or ``keep_going`` says stop, for open-ended matches)."""
        for _ in range(max_hands):
            if self.over():
                break
            self.play_hand()
            if keep_going is not None and not self.over() and not keep_going(self.match):
                break
        return self.record

    def _emit(self, state: Any, events: list[Event]) -> None:
        if self.on_events is not None and events:
            self.on_events(self.game, state, events)


def play_match(game: Game, players: Sequence[Player], seed: int = 0, max_hands: int = 1000) -> MatchRecord:
    """Play a whole match between ``players`` and return its record."""
    return Table(game, players, seed).play(max_hands)


def replay_actions(game: Game, match: MatchState, deal, actions: Sequence[Action | str]):
    """Apply actions to a dealt hand, yielding ``(seat, action, events, state)`` per step (validated)."""
    state = game.start_hand(match, deal)
    for a in actions:
        action = game.parse_action(a) if isinstance(a, str) else a
        seat = game.to_act(state)
        state, events = game.apply(state, action, seat)
        yield seat, action, events, state
