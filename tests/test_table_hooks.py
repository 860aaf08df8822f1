"""The table tells its players about the match through their hooks, and a failing player never stops it."""

from __future__ import annotations

import pytest

from tricktable.ai import make_player
from tricktable.ai.faults import BotFault, FaultPolicy, IllegalAnswer
from tricktable.engine import Action, get_game
from tricktable.table import Table


class Listener:
    name = "listener"

    def __init__(self, log):
        self.log = log

    def start_match(self, game, context):
        self.log.append(("start_match", context.seat))

    def start_hand(self, game, view, number):
        self.log.append(("start_hand", number, len(view.hand)))

    def observe(self, game, view, events):
        assert all(e.visible(view.seat) for e in events)
        self.log.append(("observe", tuple(e.kind for e in events)))

    def end_hand(self, game, view, result):
        self.log.append(("end_hand", "redeal" if result.to_json().get("redeal") else "scored"))

    def end_match(self, game, scores, winner):
        self.log.append(("end_match", winner))

    def close(self):
        self.log.append(("close",))

    def choose(self, game, view, legal):
        return legal[0]


def test_a_match_calls_each_hook_in_order():
    game = get_game("callbreak/standard")
    log: list = []
    players = [Listener(log)] + [make_player("heuristic", game, s) for s in (1, 2, 3)]
    record = Table(game, players, seed=3).play()
    hands = len(record.hands)
    assert log[0] == ("start_match", 0) and log[-2:] == [("end_match", record.winner), ("close",)]
    starts = [e for e in log if e[0] == "start_hand"]
    assert starts == [("start_hand", n, 13) for n in range(1, hands + 1)]
    assert [e for e in log if e[0] == "end_hand"] == [("end_hand", "scored")] * hands
    # one observation per action taken: 4 bids and up to 52 plays, fewer when a seat claims the rest
    assert sum(1 for e in log if e[0] == "observe") == sum(len(hand.actions) for hand in record.hands)
    assert sum(1 for e in log if e[0] == "observe" and "claimed" in e[1]) == sum(
        1 for hand in record.hands if hand.actions[-1].startswith("claim")
    )


def test_a_thrown_in_hand_starts_and_ends_at_once():
    """A weak-hand redeal (callbreak option) ends the hand at its deal: the players hear both."""
    game = get_game("callbreak/master", {"redeal_weak_hands": True})
    log: list = []
    table = Table(game, [Listener(log)] + [make_player("random", game, s) for s in (1, 2, 3)], seed=0)
    for _ in range(40):
        table.play_hand()
        if any(h.result.get("redeal") for h in table.record.hands):
            break
    table.finish()
    seq = [e[0:2] if e[0] == "end_hand" else e[0] for e in log]
    i = seq.index(("end_hand", "redeal"))
    assert seq[i - 1] == "start_hand"


class Cheat:
    name = "cheat"

    def choose(self, game, view, legal):
        return Action("bid", 99) if view.phase == "bid" else Action("play", 0, (99,))


def test_an_illegal_answer_gets_the_fallback_move_and_is_counted():
    game = get_game("callbreak/standard")
    table = Table(game, [Cheat()] + [make_player("heuristic", game, s) for s in (1, 2, 3)], seed=1)
    record = table.play(max_hands=1)
    assert table.faults[0].counts["illegal"] == table.faults[0].fallbacks == 14
    hand = record.hands[0]
    assert hand.actions[(0 - hand.dealer - 1) % 4] == "bid 1"  # seat 0's call: the minimum, played for it


def test_the_raise_policy_stops_at_the_first_illegal_answer():
    game = get_game("callbreak/standard")
    table = Table(game, [Cheat()] + [make_player("heuristic", game, s) for s in (1, 2, 3)], seed=1,
                  policy=FaultPolicy(on_illegal="raise"))
    with pytest.raises(IllegalAnswer):
        table.play(max_hands=1)


def test_a_person_typing_is_asked_again_not_given_a_fallback():
    game = get_game("callbreak/standard")
    answers = iter([Action("bid", 99), Action("bid", 2)])
    heard = []

    class Person:
        name = "you"

        def choose(self, game, view, legal):
            return next(answers, legal[0])

        def rejected(self, error):  # the RuleError; str() is its English text
            heard.append(str(error))

    table = Table(game, [Person()] + [make_player("heuristic", game, s) for s in (1, 2, 3)], seed=1)
    table.play(max_hands=1)
    assert heard and "1 to 8" in heard[0] and table.faults[0].total == 0
    assert "bid 2" in table.record.hands[0].actions


def test_a_bot_whose_hooks_fail_is_counted_and_the_match_goes_on():
    class Broken(Listener):
        def observe(self, game, view, events):
            raise BotFault("crash", "pipe closed")

    game = get_game("callbreak/standard")
    table = Table(game, [Broken([])] + [make_player("heuristic", game, s) for s in (1, 2, 3)], seed=1)
    table.play(max_hands=1)
    assert table.faults[0].counts["crash"] == 56
