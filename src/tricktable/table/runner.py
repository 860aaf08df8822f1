"""The table: the pull driver over :class:`~tricktable.engine.session.MatchSession`. It asks each seat's player for its action,
applies it and reports events; the terminal game, the CLI and the tests play matches with it.

Players hear the match through their optional hooks (``start_match``, ``start_hand``, ``observe``, ``end_hand``,
``end_match``, ``close``: :mod:`tricktable.ai.seating`), each with its own seat's view and the events it may see.
A machine player's failure (a bot that times out, crashes or answers garbage) or illegal answer gets the game's
fallback move and is counted in :attr:`Table.faults` (the :class:`~tricktable.ai.faults.FaultPolicy` may ask
again first, or raise); a person typing (a player with ``rejected(error)``) is asked again with the reason.

Hand ``n`` is dealt by ``engine.match.deal_for(game, seed, n, dealer, attempt)`` (the one seeded deal).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..ai.base import AnyPlayer
from ..ai.faults import FALLBACK, FaultPolicy, Faults
from ..ai.seating import Seating, TimeControl
from ..engine import Action, Deal, Event, MatchSession, MatchState, RuleError
from ..engine.match import AnyGame, replay_steps, seeded_first_dealer
from ..engine.session import AnySession, AnyStep
from .hooks import hook_steps
from .records import HandRecord, MatchRecord, RecordSink

__all__ = ["EventListener", "Table", "play_match", "replay_actions"]

EventListener = Callable[[AnyGame, Any, list[Event]], None]


class Table:
    """A match between four players: a :class:`MatchSession` whose sink is the in-memory ``record``."""

    def __init__(
        self,
        game: AnyGame,
        players: Sequence[AnyPlayer],
        seed: int = 0,
        first_dealer: int | None = None,
        on_events: EventListener | None = None,
        time_control: TimeControl | None = None,
        policy: FaultPolicy = FALLBACK,
    ) -> None:
        if len(players) != game.num_seats:
            raise ValueError(f"{game.key} needs {game.num_seats} players, got {len(players)}")
        self.game = game
        self.players = list(players)
        self.seed = seed
        if first_dealer is None:
            first_dealer = seeded_first_dealer(game, seed)
        self.record = MatchRecord(game.key, game.options(), seed, first_dealer)
        kinds = [str(getattr(p, "name", type(p).__name__)) for p in self.players]
        self.session = MatchSession(game, seed, first_dealer, kinds, RecordSink(self.record))
        self.on_events = on_events
        self.seating = Seating(game, self.players, time_control, policy)
        self._started = self._finished = False
        self.session.listen(self._report)

    @property
    def faults(self) -> list[Faults]:
        """Each seat's faults so far (timeouts, illegal or unreadable answers, crashes; fallback moves)."""
        return self.seating.faults

    @property
    def match(self) -> MatchState:
        return self.session.match

    @match.setter
    def match(self, match: MatchState) -> None:
        self.session.match = match

    def over(self) -> bool:
        return self.game.match_over(self.session.match)

    def stop(self) -> None:
        """Stop an open-ended match now: the highest score wins."""
        self.session.end()

    def play_hand(self) -> HandRecord:
        """Deal and play one hand to its end, then update the match (past the match's end too, if asked)."""
        s = self.session
        if not self._started:
            self._started = True
            self.seating.start_match()
        s.start_next_hand(past_the_end=True)
        while (seat := s.to_act()) is not None:
            self._ask(seat, s.state, s.legal())
        return self.record.hands[-1]

    def _ask(self, seat: int, state: Any, legal: list[Action]) -> None:
        """Get ``seat``'s action and apply it. A player that may propose actions outside ``legal`` (a person
        typing) defines ``rejected(error)`` and is asked again (``error`` is the RuleError: ``str(error)`` is English,
        its ``msg_id`` and ``params`` let the face write its language); others go through the seating's fault policy."""
        player = self.players[seat]
        rejected = getattr(player, "rejected", None)
        if rejected is None:
            self.session.apply(seat, self.seating.decide(state, seat, legal))
            return
        view = self.game.view(state, seat)
        while True:
            action = player.choose(self.game, view, legal)
            try:
                self.session.apply(seat, action)
            except RuleError as e:
                rejected(e)
                continue
            return

    def finish(self) -> None:
        """Tell the players the match is over (``end_match``) and let them go (``close``). Called by :meth:`play`;
        a driver that plays hand by hand calls it when it stops. Idempotent."""
        if self._finished:
            return
        self._finished = True
        if self._started:
            self.seating.end_match(self.match.scores, self.match.winner)
        self.seating.close()

    def play(self, max_hands: int = 1000, keep_going: Callable[[MatchState], bool] | None = None) -> MatchRecord:
        """Play hands until the match is over (or ``keep_going`` says stop, for open-ended matches)."""
        try:
            for _ in range(max_hands):
                if self.over():
                    break
                self.play_hand()
                if keep_going is not None and not self.over() and not keep_going(self.match):
                    break
        finally:
            self.finish()
        return self.record

    def _report(self, session: AnySession, steps: list[AnyStep]) -> None:
        """Every step to the listener and to the players' hooks (each seat its own view and visible events)."""
        if self.on_events is not None:
            for st in steps:
                if st.events:
                    self.on_events(self.game, st.state, st.events)
        hook_steps(self.seating, steps, session.match.hand_number)


def play_match(game: AnyGame, players: Sequence[AnyPlayer], seed: int = 0, max_hands: int = 1000) -> MatchRecord:
    """Play a whole match between ``players`` and return its record."""
    return Table(game, players, seed).play(max_hands)


def replay_actions(game: AnyGame, match: MatchState, deal: Deal,
                   actions: Sequence[Action | str]) -> Iterator[tuple[int, Action, list[Event], Any]]:
    """Apply actions to a dealt hand, yielding ``(seat, action, events, state)`` per step (validated)."""
    for seat, action, events, _, after in replay_steps(game, game.start_hand(match, deal), actions):
        yield seat, action, events, after
