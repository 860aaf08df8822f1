"""Seating: player hooks, the clock, the fault policy; player schemes; the arena's faults and its 2v2 layout."""

from __future__ import annotations

import time

import pytest

from tricktable import ai
from tricktable.ai.arena import run_arena
from tricktable.ai.arena.runner import arrangements, play_deal
from tricktable.ai.faults import BotFault, FaultPolicy, Faults, IllegalAnswer
from tricktable.ai.seating import SeatClock, Seating, TimeControl
from tricktable.engine import Action, get_game, shuffled
from tricktable.engine.actions import bid, pass_, play


class Recorder:
    """Answers the first legal action and writes down every hook call."""

    name = "recorder"

    def __init__(self, log, seat_tag):
        self.log, self.tag = log, seat_tag

    def start_match(self, game, context):
        self.log.append((self.tag, "start_match", context.seat))

    def start_hand(self, game, view, number):
        self.log.append((self.tag, "start_hand", view.seat, number))

    def observe(self, game, view, events):
        self.log.append((self.tag, "observe", tuple(e.kind for e in events)))

    def end_hand(self, game, view, result):
        self.log.append((self.tag, "end_hand", tuple(result.to_json())))

    def end_match(self, game, scores, winner):
        self.log.append((self.tag, "end_match", len(scores)))

    def close(self):
        self.log.append((self.tag, "close", None))

    def choose(self, game, view, legal):
        return legal[0]


class Faulty:
    """A bot that fails in one chosen way on every decision."""

    def __init__(self, how):
        self.name, self.how = f"faulty-{how}", how

    def choose(self, game, view, legal):
        if self.how == "illegal":
            return Action("bid", 99) if view.phase == "bid" else play(51 if 51 not in view.hand else 0)
        raise BotFault(self.how, "simulated")


def _deal(game, seed=1):
    return game.deal_from_order(shuffled(game.deck(), seed), 0)


def test_every_hook_is_called_in_order_with_the_seats_own_view():
    game = get_game("callbreak/standard")
    log: list = []
    seating = Seating(game, [Recorder(log, s) for s in range(4)])
    state = game.start_hand(game.new_match(0), _deal(game))
    seating.start_match()
    seating.start_hand(state)
    while (seat := game.to_act(state)) is not None:
        action = seating.decide(state, seat, game.legal_actions(state))
        after = game.advance(state, action)
        seating.observe(after, game.events(state, action, after))
        state = after
    seating.end_hand(state, game.hand_result(state))
    seating.end_match((0, 0, 0, 0), None)
    seating.close()
    mine = [entry[1:] for entry in log if entry[0] == 2]
    assert mine[0] == ("start_match", 2) and mine[1] == ("start_hand", 2, 1)
    assert [m[0] for m in mine[-3:]] == ["end_hand", "end_match", "close"]
    observed = [m[1] for m in mine if m[0] == "observe"]
    assert len(observed) == 4 + 52  # every call and every card, its own moves included
    assert ("played", "trick_won") in observed and observed[-1][-1] == "hand_scored"


@pytest.mark.parametrize("how", ["timeout", "crash", "unreadable", "illegal"])
def test_a_faulty_seat_gets_the_fallback_move_and_the_fault_is_counted(how):
    game = get_game("callbreak/standard")
    seating = Seating(game, [Faulty(how), Recorder([], 1), Recorder([], 2), Recorder([], 3)])
    state = game.start_hand(game.new_match(3), _deal(game))  # dealer 3: seat 0 calls first
    legal = game.legal_actions(state)
    assert seating.decide(state, 0, legal) == bid(1)  # the minimum call
    assert seating.faults[0].counts[how] == 1 and seating.faults[0].fallbacks == 1
    assert seating.faults[1].total == 0


def test_the_raise_policy_makes_an_illegal_answer_fail_loudly():
    game = get_game("callbreak/standard")
    seating = Seating(game, [Faulty("illegal")] + [Recorder([], s) for s in (1, 2, 3)],
                      policy=FaultPolicy(on_illegal="raise"))
    state = game.start_hand(game.new_match(3), _deal(game))
    with pytest.raises(IllegalAnswer, match="bid 99"):
        seating.decide(state, 0, game.legal_actions(state))


def test_retries_ask_again_and_tell_the_player_why():
    game = get_game("callbreak/standard")
    answers = [Action("bid", 99), bid(3)]
    heard = []

    class Learner:
        name = "learner"

        def choose(self, game, view, legal):
            return answers.pop(0)

        def refused(self, action, reason):
            heard.append((str(action), reason))

    seating = Seating(game, [Learner()] + [Recorder([], s) for s in (1, 2, 3)], policy=FaultPolicy(retries=1))
    state = game.start_hand(game.new_match(3), _deal(game))
    assert seating.decide(state, 0, game.legal_actions(state)) == bid(3)
    assert heard and heard[0][0] == "bid 99" and "1 to 8" in heard[0][1]
    assert seating.faults[0].counts["illegal"] == 1 and seating.faults[0].fallbacks == 0


def test_a_hook_that_faults_is_counted_and_the_match_goes_on():
    class BadHello(Recorder):
        def start_match(self, game, context):
            raise BotFault("crash", "the bot exited")

    game = get_game("callbreak/standard")
    seating = Seating(game, [BadHello([], 0)] + [Recorder([], s) for s in (1, 2, 3)])
    seating.start_match()
    assert seating.faults[0].counts["crash"] == 1


def test_fallback_moves_are_documented_ones():
    cb = get_game("callbreak/standard")
    # the lowest-ranked legal card, a side suit before a spade of the same rank (2S is id 0, 2H id 13)
    assert cb.fallback_action([play(0), play(13), play(27)]) == play(13)
    assert cb.fallback_action([bid(n) for n in range(1, 9)]) == bid(1)
    rook = get_game("rook/crowsnest")
    assert rook.fallback_action([bid(70), bid(75), pass_()]) == pass_()  # a pass where allowed


def test_the_clock_charges_each_decision_to_the_hand_budget():
    clock = SeatClock(TimeControl(decision_ms=1000, hand_ms=50))
    assert clock.time_left_ms() == 50
    clock.begin()
    time.sleep(0.02)
    assert clock.time_left_ms() < 35
    clock.end()
    assert clock.used_ms >= 15
    clock.start_hand()
    assert clock.time_left_ms() == 50
    assert SeatClock(TimeControl()).time_left_ms() is None
    with pytest.raises(ValueError):
        TimeControl(decision_ms=0)


def test_the_context_gives_a_player_its_time_left():
    game = get_game("callbreak/standard")
    seen = []

    class Timed(Recorder):
        def start_match(self, game, context):
            self.context = context

        def choose(self, game, view, legal):
            seen.append(self.context.time_left_ms())
            return legal[0]

    seating = Seating(game, [Timed([], 0)] + [Recorder([], s) for s in (1, 2, 3)], TimeControl(hand_ms=500))
    seating.start_match()
    state = game.start_hand(game.new_match(3), _deal(game))
    seating.start_hand(state)
    seating.decide(state, 0, game.legal_actions(state))
    assert seen and 0 < seen[0] <= 500


def test_faults_merge_and_round_trip_through_json():
    a, b = Faults(), Faults()
    a.add("timeout", "slow")
    b.add("illegal", "bid 99")
    b.fallbacks = 2
    a.merge(b)
    again = Faults.from_json(a.to_json())
    assert again.to_json() == a.to_json() == {"timeout": 1, "illegal": 1, "unreadable": 0, "crash": 0,
                                              "fallback_moves": 2, "messages": ["timeout: slow", "illegal: bid 99"]}


# ---------------------------------------------------------------- schemes


def _echo_factory(game, seed, argument):
    player = ai.RandomPlayer(seed)
    player.name = f"echo:{argument}"
    return player


def test_a_registered_scheme_builds_players_from_its_argument():
    ai.register_scheme("echo", _echo_factory)
    try:
        p = ai.make_player("echo: hello world ", get_game("callbreak/master"), 3)
        assert p.name == "echo:hello world" and ai.is_scheme_kind("echo:x") and not ai.is_scheme_kind("normal")
        with pytest.raises(ValueError, match="needs something after 'echo:'"):
            ai.make_player("echo:", get_game("callbreak/master"))
        with pytest.raises(ValueError, match="echo:..."):
            ai.make_player("nope:x", get_game("callbreak/master"))
    finally:
        ai.PLAYER_SCHEMES.pop("echo", None)


# ---------------------------------------------------------------- the arena


def test_the_2v2_layout_seats_each_contestant_twice_per_deal():
    game = get_game("callbreak/standard")
    assert arrangements(game, "2v2") == [(0, 1, 0, 1), (1, 0, 1, 0)]
    assert len(arrangements(game)) == 4
    out = run_arena("callbreak/standard", ["heuristic", "heuristic"], deals=2, seed=3, layout="2v2").to_json()
    assert out["layout"] == "2v2" and out["paired_difference"]["mean"] == 0.0
    with pytest.raises(ValueError, match="layout"):
        arrangements(game, "3v1")


def test_the_arena_counts_each_contestants_faults_and_finishes_the_deal():
    ai.PLAYER_KINDS["crashy"] = ai.PlayerKind("crashy", lambda game, seed=0: Faulty("crash"))
    ai.PLAYER_KINDS["cheat"] = ai.PlayerKind("cheat", lambda game, seed=0: Faulty("illegal"))
    try:
        out = play_deal("callbreak/standard", {}, ("crashy", "cheat"), 1, 0, "2v2")
    finally:
        del ai.PLAYER_KINDS["crashy"], ai.PLAYER_KINDS["cheat"]
    crashy, cheat = out["faults"]
    assert crashy["crash"] == 2 * 2 * 14 and crashy["illegal"] == 0  # 2 arrangements x 2 seats x 14 decisions
    assert cheat["illegal"] == cheat["fallback_moves"] == 2 * 2 * 14
    assert len(out["rows"]) == 2
