"""The Gymnasium environment seats its opponents as the arena does: made once per episode (a match) by kind, seeded
``engine.match.player_seed(seed, 1, seat)``, hearing the match through ``ai.seating`` (start_match, start_hand,
observe, end_hand, end_match, close) and deciding through its fault policy."""

from __future__ import annotations

import pytest

from tricktable import ai
from tricktable.ai.arena.runner import play_deal
from tricktable.engine import get_game
from tricktable.engine.match import player_seed, seeded_first_dealer
from tricktable.rl import gym_env
from tricktable.rl.actions import indices_of

KIND = "rltest-recorder"


class Recorder:
    """The heuristic player of a seat, recording how it was made and every hook call it heard."""

    def __init__(self, game, seed: int) -> None:
        self.name, self.seed = KIND, seed
        self.inner = ai.make_player("heuristic", game, seed)
        self.calls: list[tuple] = []
        MADE.append(self)

    def choose(self, game, view, legal):
        action = self.inner.choose(game, view, legal)
        self.calls.append(("choose", view.seat, game.format_action(action)))
        return action

    def start_match(self, game, context):
        self.seat = context.seat
        self.calls.append(("start_match", context.seat))

    def start_hand(self, game, view, number):
        self.calls.append(("start_hand", view.seat, number, view.hand))

    def observe(self, game, view, events):
        self.calls.append(("observe", view.seat, tuple((e.kind, e.seat, e.cards, e.value) for e in events)))

    def end_hand(self, game, view, result):
        self.calls.append(("end_hand", view.seat, repr(sorted(result.to_json().items()))))

    def end_match(self, game, scores, winner):
        self.calls.append(("end_match", tuple(scores), winner))

    def close(self):
        self.calls.append(("close",))


MADE: list[Recorder] = []


@pytest.fixture
def recorder(monkeypatch):
    """The recording kind, registered for this test only (the registry is the process's)."""
    ai.kind_info("heuristic")  # the package's kinds loaded first, so none of them replaces the test's entry
    monkeypatch.setitem(ai.PLAYER_KINDS, KIND, ai.PlayerKind(KIND, Recorder))
    MADE.clear()
    yield MADE
    MADE.clear()


def _dealt_by_seat_0(game) -> int:
    """A seed whose first dealer is seat 0 (the arena's deal 0 is dealt by seat 0)."""
    return next(s for s in range(100) if seeded_first_dealer(game, s) == 0)


def _episode(variant: str, seat: int, seed: int) -> list[Recorder]:
    """One episode of the env against recorders, the learner playing as the arena's player in its seat would (the
    same kind, seeded ``player_seed(seed, 1, seat)``); the players the env made, by seat."""
    env = gym_env(variant, seat=seat, opponents=KIND)
    MADE.clear()  # the env's constructor made one to check the kind
    game = env.game
    learner = ai.make_player("heuristic", game, player_seed(seed, 1, seat))
    env.reset(seed=seed)
    made = list(MADE)
    done = False
    while not done:
        runner = env.aec.runner
        state = runner.state
        action = learner.choose(game, game.view(state, seat), game.candidate_actions(state))
        for index in indices_of(env.aec.codec, state, action):
            _, _, done, _, _ = env.step(index)
    env.close()
    return made


@pytest.mark.parametrize("key", ["callbreak/master", "rook/crowsnest", "shengji/tractor"])
def test_the_envs_opponents_are_the_arenas_players_of_the_same_match(recorder, key):
    """Before: seeded ``hand_seed(seed, 0, 100 + seat)``, made for the learner's seat too, and no hook called."""
    game = get_game(key)
    seed, seat = _dealt_by_seat_0(game), 1
    env_players = _episode(key, seat, seed)
    assert [p.seed for p in env_players] == [player_seed(seed, 1, s) for s in range(4) if s != seat]
    recorder.clear()
    play_deal(key, {}, [KIND, KIND], seed, 0)  # deal 0: hand 1 of the match seeded `seed`, dealt by seat 0
    arena_players = recorder[:4]  # the first arrangement's four (every arrangement seats the same kind)
    for player in env_players:
        twin = arena_players[player.seat]
        assert player.seed == twin.seed
        assert player.calls == twin.calls
        kinds = [c[0] for c in player.calls]
        assert kinds[0] == "start_match" and kinds[1] == "start_hand" and kinds[-3:] == [
            "end_hand", "end_match", "close"]


def test_a_new_episode_makes_new_players_and_lets_the_old_ones_go(recorder):
    env = gym_env("callbreak/master", seat=0, opponents=KIND)
    recorder.clear()  # the constructor made one to check the kind
    env.reset(seed=3)
    first = list(recorder)
    assert len(first) == 3 and all(p.calls[0][0] == "start_match" for p in first)
    env.reset(seed=4)
    assert len(recorder) == 6
    assert all(p.calls[-1] == ("close",) for p in first)
    assert [p.seed for p in recorder[3:]] == [player_seed(4, 1, s) for s in (1, 2, 3)]
