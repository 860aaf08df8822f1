"""The one match driver: a match session advanced step by step, its sink, listeners, restore and seat views."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from tricktable.ai.base import RandomPlayer
from tricktable.engine import SPECTATOR, MatchSession, get_game
from tricktable.engine.errors import NotYourTurn, RuleError
from tricktable.table import Table


@dataclass
class StoredHand:
    seq: int
    attempt: int
    hands: list[str]
    extra: str
    result: dict | None = None
    actions: list[tuple[int, str]] = field(default_factory=list)


class ListSink:
    """Keeps what a store would: the hands as dealt, their actions and results, and a log of calls."""

    def __init__(self) -> None:
        self.hands: list[StoredHand] = []
        self.log: list[tuple] = []

    def hand_dealt(self, hand) -> None:
        self.hands.append(StoredHand(hand.seq, hand.attempt, hand.hands, hand.extra))
        self.log.append(("dealt", hand.seq))

    def action_applied(self, hand_seq, step, seat, action) -> None:
        assert len(self.hands[hand_seq].actions) == step
        self.hands[hand_seq].actions.append((seat, action))
        self.log.append(("action", hand_seq, step, seat, action))

    def hand_finished(self, hand_seq, result, scores, winner) -> None:
        if hand_seq < len(self.hands):
            self.hands[hand_seq].result = result.to_json()  # a sink keeps the JSON
        self.log.append(("finished", hand_seq))

    def match_ended(self, winner) -> None:
        self.log.append(("ended", winner))

    def players_changed(self, players) -> None:
        self.log.append(("players", tuple(players)))


def play_steps(session: MatchSession, steps: int, seed: int = 0) -> None:
    players = [RandomPlayer(seed + i) for i in range(4)]
    for _ in range(steps):
        if session.match_over():
            return
        if not session.in_hand():
            session.start_next_hand()
            continue
        seat = session.to_act()
        session.apply(seat, players[seat].choose(session.game, session.game.view(session.state, seat),
                                                 session.legal()))


def test_every_step_is_kept_by_the_sink_before_a_listener_hears_of_it(variant):
    game = get_game(variant)
    sink = ListSink()
    s = MatchSession(game, seed=3, first_dealer=1, sink=sink)
    heard = []

    def listener(session, steps):
        for st in steps:
            if st.seat >= 0:
                assert sink.hands[session.hand_seq].actions[-1] == (st.seat, st.action)  # kept already
            heard.append(st)

    s.listen(listener)
    play_steps(s, 60)
    assert heard and heard[0].seat == -1 and heard[0].events[0].kind == "hand_started"
    assert [st.action for st in heard if st.seat >= 0] == [a for h in sink.hands for _, a in h.actions]


def test_a_restored_session_is_the_session_that_was_recorded(variant):
    game = get_game(variant)
    sink = ListSink()
    live = MatchSession(game, seed=9, first_dealer=2, sink=sink)
    play_steps(live, 150, seed=4)
    again = MatchSession.restore(game, 9, 2, sink.hands, sink=ListSink())
    assert (again.hand_seq, again.step, again.attempt) == (live.hand_seq, live.step, live.attempt)
    assert again.match == live.match and again.to_act() == live.to_act()
    for seat in range(4):
        assert again.view(seat).to_json() == live.view(seat).to_json()


def test_restore_writes_the_result_of_a_hand_whose_last_action_was_kept_but_not_its_result():
    game = get_game("rook/crowsnest")
    sink = ListSink()
    live = MatchSession(game, seed=1, first_dealer=0, sink=sink)
    while live.hand_seq < 1:
        play_steps(live, 1)
    sink.hands[0].result = None  # the crash came between the last action and the hand's result
    fixed = ListSink()
    MatchSession.restore(game, 1, 0, sink.hands, sink=fixed)
    assert fixed.log == [("finished", 0)]


def test_a_record_that_breaks_the_rules_cannot_be_restored():
    game = get_game("rook/crowsnest")
    sink = ListSink()
    play_steps(MatchSession(game, seed=1, first_dealer=0, sink=sink), 3)
    sink.hands[0].actions.append((0, "play R14 R14"))
    with pytest.raises(RuleError):
        MatchSession.restore(game, 1, 0, sink.hands)


def test_bad_input_changes_nothing_and_writes_nothing():
    game = get_game("rook/crowsnest")
    sink = ListSink()
    s = MatchSession(game, seed=2, first_dealer=0, sink=sink)
    with pytest.raises(NotYourTurn):
        s.apply(0, game.parse_action("pass"))  # no hand dealt yet
    s.start_next_hand()
    before = (s.version, s.step, list(sink.log))
    wrong = (s.to_act() + 1) % 4
    with pytest.raises(NotYourTurn):
        s.apply(wrong, game.parse_action("pass"))
    with pytest.raises(RuleError):
        s.apply(s.to_act(), game.parse_action("trump R"))
    assert (s.version, s.step, sink.log) == before


def test_a_deal_the_rules_end_at_once_is_finished_when_dealt():
    game = get_game("callbreak/master", {"redeal_weak_hands": True})
    s = MatchSession(game, seed=2, first_dealer=2)  # seed 2's first deal has a weak hand
    steps = s.start_next_hand()
    assert steps and not s.in_hand() and s.last_result.to_json() == {"redeal": True}
    s.start_next_hand()
    assert s.hand_seq == 1 and s.match.hand_number == 1  # the same hand, dealt again


def test_stopping_the_match_names_the_leader_and_tells_the_sink():
    game = get_game("callbreak/master")
    sink = ListSink()
    s = MatchSession(game, seed=5, first_dealer=0, sink=sink)
    play_steps(s, 30)
    s.end()
    assert s.match_over() and not s.in_hand() and sink.log[-1] == ("ended", s.match.winner)
    assert s.start_next_hand() == []


def test_a_spectator_hears_public_events_only():
    game = get_game("rook/crowsnest")
    s = MatchSession(game, seed=4, first_dealer=0)
    heard = []
    s.listen(lambda session, steps: heard.extend(steps))
    play_steps(s, 40)
    private = [ev for st in heard for ev in st.events if ev.visible_to >= 0]
    assert private, "the auction winner takes the nest privately"
    public = MatchSession.visible_events(SPECTATOR, heard)
    assert public and all(ev.visible_to < 0 for ev in public)
    declarer = private[0].visible_to
    assert private[0] in MatchSession.visible_events(declarer, heard)


def test_a_seat_can_change_hands_during_a_match_and_listeners_stop_when_asked():
    game = get_game("rook/crowsnest")
    sink = ListSink()
    s = MatchSession(game, seed=4, first_dealer=0, players=["human", "normal", "normal", "normal"], sink=sink)
    calls = []
    stop = s.listen(lambda session, steps: calls.append(len(steps)))
    s.set_player(0, "normal")
    assert s.human_seats() == [] and sink.log[-1] == ("players", ("normal",) * 4) and calls == [0]
    stop()
    s.start_next_hand()
    assert calls == [0]


def test_the_table_is_a_pull_driver_over_the_session():
    game = get_game("rook/crowsnest")
    table = Table(game, [RandomPlayer(i) for i in range(4)], seed=7)
    table.play_hand()
    sink = ListSink()
    s = MatchSession(game, 7, table.record.first_dealer, sink=sink)
    s.start_next_hand()
    for text in table.record.hands[0].actions:
        s.apply(s.to_act(), game.parse_action(text))
    assert s.match == table.match and sink.hands[0].result == table.record.hands[0].result


def test_the_bird_keeps_its_house_name_through_a_restore():
    game = get_game("rook/tournament", {"bird_name": "Raven"})
    sink = ListSink()
    s = MatchSession(game, seed=11, first_dealer=0, sink=sink)
    play_steps(s, 80, seed=2)
    text = " ".join(" ".join(h.hands) + " " + h.extra + " " + " ".join(a for _, a in h.actions) for h in sink.hands)
    assert "Raven" in text
    again = MatchSession.restore(game, 11, 0, sink.hands)
    assert again.match == s.match and again.view(0).to_json() == s.view(0).to_json()


def _exchange(session: MatchSession) -> None:
    """Bid until a Rook declarer is to lay away the nest (every other seat passes at once)."""
    session.start_next_hand()
    g = session.game
    while g.phase(session.state) != "exchange":
        legal = g.legal_actions(session.state)
        session.apply(session.to_act(), legal[0] if g.phase(session.state) == "bid" and
                      session.state.high == 0 else next((a for a in legal if a.kind == "pass"), legal[0]))


def test_the_legal_list_is_listed_once_per_state_and_each_caller_gets_its_own_copy(monkeypatch):
    game = get_game("rook/crowsnest")
    s = MatchSession(game, seed=5, first_dealer=0)
    _exchange(s)
    calls = []
    real = game.candidate_actions
    monkeypatch.setattr(game, "candidate_actions", lambda state: calls.append(state) or real(state))
    first = s.legal()
    assert first == real(s.state) and len(first) > 400  # a declarer's discards: thousands of them
    first.clear()  # a caller may change its copy
    assert s.legal() == real(s.state) and len(calls) == 1
    s.apply(s.to_act(), s.legal()[0])
    assert s.legal() == real(s.state) and len(calls) == 2  # a new state is listed anew


class RefusingSink(ListSink):
    """A store that cannot write now: it refuses the calls named in ``refuse`` (raises, keeping nothing), and
    keeps the writes made inside ``atomic()`` only when the whole block went through."""

    def __init__(self) -> None:
        super().__init__()
        self.refuse: set[str] = set()
        self.pending: list | None = None

    def _call(self, name, *args) -> None:
        if name in self.refuse:
            raise OSError(f"cannot save {name}")
        if self.pending is not None:
            self.pending.append((name, args))
        else:
            getattr(ListSink, name)(self, *args)

    def atomic(self):
        from contextlib import contextmanager

        @contextmanager
        def block():
            self.pending = []
            try:
                yield
                todo = self.pending
            finally:
                self.pending = None
            for name, args in todo:
                getattr(ListSink, name)(self, *args)
        return block()

    def hand_dealt(self, hand):
        self._call("hand_dealt", hand)

    def action_applied(self, *args):
        self._call("action_applied", *args)

    def hand_finished(self, *args):
        self._call("hand_finished", *args)

    def match_ended(self, *args):
        self._call("match_ended", *args)

    def players_changed(self, *args):
        self._call("players_changed", *args)


def _where(s: MatchSession) -> tuple:
    return (s.version, s.hand_seq, s.step, s.attempt, s.state, s.match, list(s.players), s.ended, s.abandoned,
            s.last_result, s.finished_state)


def test_a_step_the_sink_refuses_leaves_the_session_as_it_was_and_keeps_nothing():
    """The last action of a hand and the hand's result are kept together or not at all; a refused step (the store
    cannot write) moves nothing in memory, so the session never runs ahead of its store."""
    game = get_game("rook/crowsnest")
    sink = RefusingSink()
    s = MatchSession(game, seed=1, first_dealer=0, players=["human"] * 4, sink=sink)
    s.start_next_hand()
    rng = RandomPlayer(3)
    while True:  # play up to the hand's last action
        seat = s.to_act()
        action = rng.choose(game, game.view(s.state, seat), s.legal())
        after, _ = game.apply(s.state, action, seat)
        if game.is_over(after):
            break
        s.apply(seat, action)
    kept, before = [list(h.actions) for h in sink.hands], _where(s)
    sink.refuse = {"hand_finished"}
    with pytest.raises(OSError):
        s.apply(seat, action)
    assert _where(s) == before and [list(h.actions) for h in sink.hands] == kept  # not even the action
    sink.refuse = set()
    s.apply(seat, action)  # the failure cleared: the same action goes through, kept with its result
    assert not s.in_hand() and sink.hands[0].result == s.last_result.to_json() and len(sink.hands[0].actions) == len(kept[0]) + 1

    for refused, step in [("hand_dealt", lambda: s.start_next_hand()), ("players_changed", lambda: s.set_player(1, "normal")),
                          ("match_ended", lambda: s.end())]:
        before, log = _where(s), list(sink.log)
        sink.refuse = {refused}
        with pytest.raises(OSError):
            step()
        assert _where(s) == before and sink.log == log, refused
        sink.refuse = set()


def test_an_open_ended_match_stopped_while_the_sink_refuses_is_not_stopped():
    game = get_game("callbreak/master")
    sink = RefusingSink()
    s = MatchSession(game, seed=5, first_dealer=0, sink=sink)
    play_steps(s, 30)
    before = _where(s)
    sink.refuse = {"match_ended"}
    with pytest.raises(OSError):
        s.end()
    assert _where(s) == before and not s.match_over()


def seen(game, state) -> list:
    """What every seat sees of ``state`` (a hand state need not compare by value)."""
    return [game.view(state, seat).to_json() for seat in range(game.num_seats)]


def test_the_hand_on_the_table_is_kept_as_its_first_state_and_its_actions_also_after_a_restore(variant):
    game = get_game(variant)
    sink = ListSink()
    s = MatchSession(game, seed=6, first_dealer=0, sink=sink)
    assert s.hand_start is None and s.hand_actions == []
    play_steps(s, 9, seed=1)
    assert s.in_hand()
    assert seen(game, s.hand_start) == seen(game, game.start_hand(s.match, s.deal))
    assert [(seat, game.format_action(a)) for seat, a in s.hand_actions] == sink.hands[s.hand_seq].actions
    replayed = s.hand_start
    for seat, action in s.hand_actions:
        replayed = game.apply(replayed, action, seat)[0]
    assert seen(game, replayed) == seen(game, s.state)
    again = MatchSession.restore(game, 6, 0, sink.hands)
    assert seen(game, again.hand_start) == seen(game, s.hand_start) and again.hand_actions == s.hand_actions
    s.start_next_hand()
    while s.in_hand():
        s.apply(s.to_act(), s.legal()[0])
    s.start_next_hand()
    assert s.hand_actions == [] and seen(game, s.hand_start) == seen(game, s.state)


def test_prepare_keep_commit_is_apply_and_a_step_prepared_before_a_move_is_refused():
    """The three parts of ``apply`` (a driver that writes its sink elsewhere calls them in turn): preparing keeps
    and moves nothing, keeping writes the sink only, committing moves the session; a step prepared before the
    session moved is refused, moving nothing."""
    game = get_game("rook/crowsnest")
    one, two = ListSink(), ListSink()
    a = MatchSession(game, seed=5, first_dealer=0, sink=one)
    b = MatchSession(game, seed=5, first_dealer=0, sink=two)
    for s in (a, b):
        s.start_next_hand()
    for _ in range(6):
        seat, action = a.to_act(), a.legal()[0]
        before = (b.step, b.version, len(two.hands[0].actions))
        pending = b.prepare(seat, action)
        assert (b.step, b.version, len(two.hands[0].actions)) == before
        b.keep(pending)
        assert two.hands[0].actions[-1] == (seat, game.format_action(action))  # kept, not moved
        assert (b.step, b.version) == before[:2]
        assert [st.action for st in b.commit(pending)] == [st.action for st in a.apply(seat, action)]
        assert (b.step, b.version, b.hand_actions) == (a.step, a.version, a.hand_actions)
    assert one.hands[0].actions == two.hands[0].actions
    stale = b.prepare(b.to_act(), b.legal()[0])
    b.apply(b.to_act(), b.legal()[0])
    moved = (b.step, b.version)
    with pytest.raises(RuntimeError):
        b.commit(stale)
    assert (b.step, b.version) == moved
