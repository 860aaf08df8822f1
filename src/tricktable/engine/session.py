"""The one match driver: a match advanced one step at a time, by whoever holds it.

A :class:`MatchSession` knows who is to act, applies an action from a seat, deals the next hand from the match
seed, finishes hands, stops the match, and is rebuilt exactly from a stored record (:meth:`MatchSession.restore`).
Every step is written to its *sink* (a store, an in-memory record) **before** the session's own state moves and
before its *listeners* hear of it, so a driver that acknowledges a step after ``apply`` returns never loses it, and a
step the sink refuses (it raises) leaves the session as it was. A step that writes twice (the last action of a hand
and the hand's result; a deal the rules end at once and its result) writes inside the sink's ``atomic()`` when it has
one, so a store keeps both or neither.

It lives in the engine (it needs nothing above it) so every face can drive a match with it. Drivers are thin:
``table.Table`` pulls actions from player objects in a loop (terminal, CLI, tests); the web manager
pushes actions arriving from websockets and its AI pool. What one seat may see is :meth:`MatchSession.view` and
:meth:`MatchSession.visible_events` (seat ``None`` is a spectator: public events only). The kind of player in a
seat (``"human"``, an AI kind) is data and may change during a match (:meth:`MatchSession.set_player`).

The deal of hand ``n`` (redeal attempt ``a``) is ``deal_for(game, seed, n, dealer, a)``: a seeded shuffle owned
by :mod:`.match`, never by the rules.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeAlias

from ..messages import Seat
from .actions import Action, Event
from .dealing import Deal
from .errors import NotYourTurn
from .game import Game, MatchState, R, S, Score, V
from .match import deal_for, replay_steps
from .results import HandResult, Redeal


def plain_json(value: Any) -> Any:
    """A JSON value as it reads back from a file (exact numbers as floats, tuples as lists), for comparisons."""
    return json.loads(json.dumps(value, default=float))


#: the seat of a spectator (a watcher): it sees public events and is never to act
SPECTATOR = None


@dataclass
class Step(Generic[S]):
    """What one step produced: who acted (-1 for a deal), the action's text ("" for a deal), the events, and the
    hand state right after the step (the final state when the step ended the hand)."""

    seat: int
    action: str
    events: list[Event] = field(default_factory=list)
    state: S | None = None


@dataclass(frozen=True)
class PendingStep(Generic[S, R]):
    """An action validated and worked out (:meth:`MatchSession.prepare`), not yet kept nor applied: who, what (and
    its text), its events, the hand state after it, the hand's result and the match after it if it ends the hand,
    and the session's version it was prepared at."""

    seat: int
    action: Action
    text: str
    events: list[Event]
    after: S
    end: tuple[R, MatchState] | None
    version: int


@dataclass(frozen=True)
class PendingDeal(Generic[S, R]):
    """The next hand dealt and worked out (:meth:`MatchSession.prepare_deal`), not yet kept nor on the table: the
    record, the hand's first state, its result and the match after it when the rules end it at once (a redeal),
    and the session's version it was prepared at."""

    hand: DealtHand
    state: S
    end: tuple[R, MatchState] | None
    version: int


@dataclass(frozen=True)
class DealtHand:
    """A hand as it was dealt: its place in the match (``seq`` counts every deal, redeals included; ``number`` is
    the hand number the rules keep), the dealer, the redeal attempt, and the cards (also as text)."""

    seq: int
    number: int
    dealer: int
    attempt: int
    deal: Deal
    hands: list[str]
    extra: str


class MatchSink(Protocol):
    """Where a session writes its steps (a store, a record). Each call returns once the step is kept, or raises
    having kept nothing. ``hand_finished`` gets the typed hand result: a sink keeps its ``to_json()``. A sink may also have ``atomic()``: a context in which its writes are kept together (all or
    none) when the block ends."""

    def hand_dealt(self, hand: DealtHand) -> None: ...

    def action_applied(self, hand_seq: int, step: int, seat: int, action: str) -> None: ...

    def hand_finished(self, hand_seq: int, result: HandResult, scores: Sequence[Score],
                      winner: int | None) -> None: ...

    def match_ended(self, winner: int | None) -> None:
        """The match was stopped: ``winner`` as the rules name it, or None when it was abandoned undecided."""

    def players_changed(self, players: list[str]) -> None: ...


class NullSink:
    """Keeps nothing (a session replayed only to be looked at)."""

    def hand_dealt(self, hand: DealtHand) -> None:
        pass

    def action_applied(self, hand_seq: int, step: int, seat: int, action: str) -> None:
        pass

    def hand_finished(self, hand_seq: int, result: HandResult, scores: Sequence[Score],
                      winner: int | None) -> None:
        pass

    def match_ended(self, winner: int | None) -> None:
        pass

    def players_changed(self, players: list[str]) -> None:
        pass


class StoredHand(Protocol):
    """One hand of a stored record, as ``restore`` reads it (``storage.HandRow`` is one)."""

    seq: int
    attempt: int
    hands: list[str]
    extra: str
    result: dict[str, Any] | None  # the result's JSON (None while the hand is not finished)
    actions: list[tuple[int, str]]


#: a listener hears every change of a session: the steps it made (empty for a change without events, such as
#: the match being stopped or a seat changing hands)
Listener: TypeAlias = Callable[["MatchSession[S, V, R]", list[Step[S]]], None]


class MatchSession(Generic[S, V, R]):
    """A match in progress: the game, the match and hand state, the seats' player kinds, a sink and listeners."""

    def __init__(self, game: Game[S, V, R], seed: int, first_dealer: int, players: Sequence[str] | None = None,
                 sink: MatchSink | None = None, ended: bool = False, abandoned: bool = False) -> None:
        self.game = game
        self.seed = seed
        self.first_dealer = first_dealer
        self.players: list[str] = list(players) if players is not None else ["ai"] * game.num_seats
        self.sink: MatchSink = sink if sink is not None else NullSink()
        self.match: MatchState = game.new_match(first_dealer)
        self.state: S | None = None  # the hand being played; None between hands
        self.deal: Deal | None = None
        self.hand_seq = -1  # every deal counts, redeals included
        self.step = 0  # actions applied in the current hand
        self.hand_start: S | None = None  # the hand on the table as dealt (its state before the first action)
        self.hand_actions: list[tuple[int, Action]] = []  # its actions so far, with the seat of each
        self.attempt = 0  # redeals of the current hand number so far
        self.ended = ended  # stopped before the rules ended it (or restored as finished)
        self.abandoned = abandoned  # stopped undecided: nobody won
        self.dealt: tuple[int, int] | None = None  # (hand number, dealer) of the hand on the table
        self.version = 0  # bumped by every change: a driver checks it did not move while it was thinking
        self.finished_state: S | None = None  # the last hand's final state, shown between hands
        self.last_result: R | None = None
        self._listeners: list[Listener[S, V, R]] = []
        self._legal_of: S | None = None  # the state whose candidate actions ``_legal`` lists
        self._legal: list[Action] = []

    # ------------------------------------------------------------ building
    @classmethod
    def restore(cls, game: Game[S, V, R], seed: int, first_dealer: int, hands: Iterable[StoredHand],
                players: Sequence[str] | None = None, sink: MatchSink | None = None,
                ended: bool = False, abandoned: bool = False, strict: bool = False) -> MatchSession[S, V, R]:
        """The session exactly as recorded: every hand replayed action by action through the rules (so a record
        that breaks a rule raises ``RuleError`` here). A hand whose last action is recorded but not its result
        (a crash in between) gets its result written to ``sink`` now.

        ``strict`` (an imported record) also refuses, with ``ValueError``, a record whose stored hand numbers,
        dealers, redeal counts or results are not what the replay gives, or that deals on after an unfinished
        hand or after the end of the match."""
        s = cls(game, seed, first_dealer, players, sink, ended, abandoned)
        for h in hands:
            if strict:
                _check_deal(s, h)
            deal = Deal(tuple(game.parse_cards(cards) for cards in h.hands), game.parse_cards(h.extra))
            s.hand_seq, s.attempt, s.deal = h.seq, h.attempt, deal
            s.dealt = (s.match.hand_number, s.match.dealer)
            state = s.hand_start = game.start_hand(s.match, deal)
            s.step, s.hand_actions = 0, []
            for seat, action, _, _, after in replay_steps(game, state, h.actions):
                state, s.step = after, s.step + 1
                s.hand_actions.append((seat, action))
            s.state = state
            if game.is_over(state):
                result, match = s._hand_end(state)
                if h.result is None:  # a crash between the last action and its result: the result is kept now
                    s.sink.hand_finished(s.hand_seq, result, list(match.scores), match.winner)
                s._close_hand(result, match)
                if strict and h.result is not None and plain_json(h.result) != plain_json(result.to_json()):
                    raise ValueError(f"hand {h.seq}: the stored result is not what its actions give")
        if s.ended and s.match.winner is None and not s.abandoned:
            s.match = game.stop_match(s.match)
        return s

    # ------------------------------------------------------------ listeners and seats
    def listen(self, listener: Listener[S, V, R]) -> Callable[[], None]:
        """Call ``listener(session, steps)`` after every change; returns the function that stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _notify(self, steps: list[Step[S]]) -> None:
        for listener in list(self._listeners):
            listener(self, steps)

    def human_seats(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if p == "human"]

    def set_player(self, seat: int, kind: str) -> None:
        """Give ``seat`` to another kind of player (a person, an AI level) from the next decision on."""
        if not 0 <= seat < len(self.players):
            raise ValueError(f"no seat {seat}")
        players = list(self.players)
        players[seat] = kind
        self.keep_players(players)
        self.commit_players(players)

    # The seats' kinds changed in three parts, as a step is (``prepare``, ``keep``, ``commit``): a caller may keep
    # the record elsewhere (a thread) between working the change out and making it.
    def prepare_players(self, players: Sequence[str]) -> list[str] | None:
        """The seats' player kinds ``players`` (one per seat), checked, changing nothing; None if they are the
        kinds the seats have."""
        if len(players) != len(self.players):
            raise ValueError(f"{len(players)} kinds for {len(self.players)} seats")
        wanted = list(players)
        return None if wanted == self.players else wanted

    def keep_players(self, players: list[str]) -> None:
        """Record ``players`` (from :meth:`prepare_players`) in the sink; the session does not move."""
        self.sink.players_changed(players)

    def commit_players(self, players: list[str]) -> list[Step[S]]:
        """Seat ``players`` (kept by :meth:`keep_players`) from the next decision on."""
        self.players[:] = players
        self.version += 1
        self._notify([])
        return []

    # ------------------------------------------------------------ where the match is
    def match_over(self) -> bool:
        return self.ended or self.game.match_over(self.match)

    def in_hand(self) -> bool:
        """True while a hand is being played (False between hands and after the match)."""
        return self.state is not None

    def to_act(self) -> int | None:
        """The seat to act, or None between hands."""
        return None if self.state is None else self.game.to_act(self.state)

    def shown_state(self) -> S | None:
        """The hand on the table: the one being played, else the last one finished (None before the first)."""
        return self.state if self.state is not None else self.finished_state

    def legal(self) -> list[Action]:
        """A compact list of the legal actions of the seat to act (``Game.candidate_actions``, and last the claim of
        the rest when the rules accept one: ``Game.claim_action``), for players: listed once per state (a Rook
        declarer's discards are thousands), a fresh copy each call."""
        state = self.state
        if state is None:
            return []
        if self._legal_of is not state:
            self._legal = self.game.candidate_actions(state)
            claim = self.game.claim_action(state)
            if claim is not None:  # the leader may claim the rest (engine.claims): offered last
                self._legal.append(claim)
            self._legal_of = state
        return list(self._legal)

    def decision_seed(self) -> int:
        """A seed for the AI decision at this step, stable across restarts of the match."""
        return (self.seed * 1000003 + self.hand_seq * 1009 + self.step) & ((1 << 62) - 1)

    # ------------------------------------------------------------ steps
    def start_next_hand(self, past_the_end: bool = False) -> list[Step[S]]:
        """Deal the next hand from the match seed (kept by the sink first). Returns the ``hand_started`` step, or
        nothing when a hand is in progress or the match is over (unless ``past_the_end``: extra hands after the
        end, which ``Table.play_hand`` allows for measuring players). A deal the rules end at once (a weak-hand
        redeal) is finished here too."""
        pending = self.prepare_deal(past_the_end)
        if pending is None:
            return []
        self.keep_deal(pending)
        return self.commit_deal(pending)

    def prepare_deal(self, past_the_end: bool = False) -> PendingDeal[S, R] | None:
        """The first third of :meth:`start_next_hand`: the next deal worked out, changing and keeping nothing (None
        when no hand is to be dealt now). Goes with :meth:`keep_deal` and :meth:`commit_deal`, as
        :meth:`prepare` goes with :meth:`keep` and :meth:`commit`."""
        if self.state is not None or (self.match_over() and not past_the_end):
            return None
        g, m = self.game, self.match
        deal = deal_for(g, self.seed, m.hand_number, m.dealer, self.attempt)
        state = g.start_hand(m, deal)
        end = self._hand_end(state) if g.is_over(state) else None
        hand = DealtHand(self.hand_seq + 1, m.hand_number, m.dealer, self.attempt, deal,
                         [g.format_cards(h) for h in deal.hands], g.format_cards(deal.extra))
        return PendingDeal(hand, state, end, self.version)

    def keep_deal(self, pending: PendingDeal[S, R]) -> None:
        """Hand a prepared deal's records to the sink (all or none); the session does not move."""
        with self._atomic():
            self.sink.hand_dealt(pending.hand)
            if pending.end is not None:
                self.sink.hand_finished(pending.hand.seq, pending.end[0], list(pending.end[1].scores),
                                        pending.end[1].winner)

    def commit_deal(self, pending: PendingDeal[S, R]) -> list[Step[S]]:
        """Put a prepared deal whose records are kept on the table, and tell the listeners. Raises ``RuntimeError``
        (moving nothing) if the session moved since the deal was prepared."""
        if pending.version != self.version:
            raise RuntimeError("the session moved since the deal was prepared")
        m, hand = self.match, pending.hand
        self.hand_seq, self.deal, self.step = hand.seq, hand.deal, 0
        self.dealt = (m.hand_number, m.dealer)
        self.state = self.hand_start = pending.state
        self.hand_actions = []
        self.version += 1
        steps = [Step(-1, "", [Event("hand_started", m.dealer, value=m.hand_number)], self.state)]
        if pending.end is not None:
            self._close_hand(*pending.end)
        self._notify(steps)
        return steps

    def check(self, seat: int | None, action: Action) -> None:
        """Raise (``NotYourTurn`` / ``IllegalAction``) unless ``seat`` may take ``action`` now."""
        state = self.state
        to_act = None if state is None else self.game.to_act(state)
        if state is None or to_act is None:
            raise NotYourTurn("turn-no-hand")
        if seat != to_act:  # whose turn it is, by name at the table ("Left's turn, not yours")
            raise NotYourTurn("turn-not-yours", to_act=Seat(to_act), seat=Seat(seat)) if seat is not None \
                else NotYourTurn("turn-not-your-turn")
        self.game.check(state, action)

    def apply(self, seat: int, action: Action) -> list[Step[S]]:
        """Validate, keep (sink) and apply one action of ``seat``. Raises on bad input, changing nothing."""
        pending = self.prepare(seat, action)
        self.keep(pending)
        return self.commit(pending)

    def prepare(self, seat: int, action: Action) -> PendingStep[S, R]:
        """The first third of :meth:`apply`: validate one action of ``seat`` and work its step out, changing and
        keeping nothing. Raises on bad input. A driver that writes its sink's records elsewhere (a store's round
        trip off its event loop) calls :meth:`keep`, writes, then :meth:`commit`, with nothing else moving the
        session in between."""
        if self.state is None:
            raise NotYourTurn("turn-no-hand")
        g = self.game
        after, events = g.apply(self.state, action, seat)
        text = g.format_action(action)
        end = self._hand_end(after) if g.is_over(after) else None
        return PendingStep(seat, action, text, list(events), after, end, self.version)

    def keep(self, pending: PendingStep[S, R]) -> None:
        """Hand a prepared step's records to the sink (inside its ``atomic()``: all or none); the session does not
        move. Raises whatever the sink raises."""
        with self._atomic():
            self.sink.action_applied(self.hand_seq, self.step, pending.seat, pending.text)
            if pending.end is not None:
                result, match = pending.end
                self.sink.hand_finished(self.hand_seq, result, list(match.scores), match.winner)

    def commit(self, pending: PendingStep[S, R]) -> list[Step[S]]:
        """Move the session by a prepared step whose records are kept, and tell the listeners. Raises
        ``RuntimeError`` (moving nothing) if the session moved since the step was prepared."""
        if pending.version != self.version:
            raise RuntimeError("the session moved since the step was prepared")
        self.state, self.step = pending.after, self.step + 1
        self.hand_actions.append((pending.seat, pending.action))
        self.version += 1
        steps = [Step(pending.seat, pending.text, list(pending.events), pending.after)]
        if pending.end is not None:
            self._close_hand(*pending.end)
        self._notify(steps)
        return steps

    def _atomic(self) -> AbstractContextManager[Any]:
        """The sink's writes of one step kept together (see :class:`MatchSink`)."""
        atomic = getattr(self.sink, "atomic", None)
        return atomic() if atomic is not None else nullcontext()

    def _hand_end(self, state: S) -> tuple[R, MatchState]:
        """The result of the finished hand ``state`` and the match after it (nothing changes yet)."""
        return self.game.hand_result(state), self.game.finish_hand(self.match, state)

    def _close_hand(self, result: R, match: MatchState) -> None:
        """Move past the finished hand on the table (its result already kept)."""
        self.last_result = result
        self.match = match
        self.attempt = self.attempt + 1 if isinstance(result, Redeal) else 0
        self.finished_state = self.state
        self.state = None

    def end(self) -> list[Step[S]]:
        """Stop the match now. An open-ended match goes to the highest score (the players chose to stop there);
        a match the rules have not decided yet is abandoned: nobody wins (``abandoned``). A hand in progress is
        abandoned too (its actions stay in the record). A match already over is left as it is."""
        pending = self.prepare_end()
        if pending is None:
            return []
        self.keep_end(pending)
        return self.commit_end(pending)

    def prepare_end(self) -> MatchState | None:
        """The match as :meth:`end` leaves it, changing nothing; None when it is over already."""
        if self.match_over():
            return None
        return self.game.stop_match(self.match) if self.game.open_ended else self.match

    def keep_end(self, match: MatchState) -> None:
        """Record the end (``match`` from :meth:`prepare_end`) in the sink; the session does not move."""
        self.sink.match_ended(match.winner)

    def commit_end(self, match: MatchState) -> list[Step[S]]:
        """Stop the match at ``match`` (kept by :meth:`keep_end`), as :meth:`end` does."""
        self.match = match
        self.abandoned = not self.game.open_ended
        self.ended = True
        if self.state is not None:
            self.finished_state, self.state = self.state, None
            self.last_result = None
        self.version += 1
        self._notify([])
        return []

    # ------------------------------------------------------------ what a seat sees
    def view(self, seat: int | None) -> V | None:
        """``seat``'s view of the hand on the table (None before the first deal)."""
        state = self.shown_state()
        return None if state is None else self.game.view(state, seat)

    @staticmethod
    def visible_events(seat: int | None, steps: Iterable[Step[Any]]) -> list[Event]:
        """The events of ``steps`` that ``seat`` may see; a spectator (``None``) sees only public events."""
        if seat is SPECTATOR:
            return [ev for st in steps for ev in st.events if ev.visible_to < 0]
        return [ev for st in steps for ev in st.events if ev.visible(seat)]


def _check_deal(s: MatchSession[Any, Any, Any], h: StoredHand) -> None:
    """A stored deal must come where the replay is: after a finished hand, before the end, numbered as dealt."""
    if s.state is not None:
        raise ValueError(f"hand {h.seq} is dealt before hand {s.hand_seq} is over")
    if s.game.match_over(s.match):
        raise ValueError(f"hand {h.seq} is dealt after the end of the match")
    if h.seq != s.hand_seq + 1 or h.attempt != s.attempt:
        raise ValueError(f"hand {h.seq}: deal number or redeal count out of order")
    number, dealer = getattr(h, "number", s.match.hand_number), getattr(h, "dealer", s.match.dealer)
    if (number, dealer) != (s.match.hand_number, s.match.dealer):
        raise ValueError(f"hand {h.seq}: it is hand {s.match.hand_number} dealt by seat {s.match.dealer}, "
                         f"not hand {number} dealt by seat {dealer}")



AnySession: TypeAlias = MatchSession[Any, Any, Any]
"""A session of any family (what a driver holds when the variant is chosen at run time, like ``match.AnyGame``)."""
AnyStep: TypeAlias = Step[Any]
"""A step of a session of any family."""
AnyPendingStep: TypeAlias = PendingStep[Any, Any]
"""A prepared step of a session of any family."""
