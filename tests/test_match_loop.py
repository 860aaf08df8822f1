"""The one match loop (``engine.match``): every face deals with ``deal_for`` and drives hands with ``play_hand`` /
``replay_hand`` / ``replay_steps``, so one seed gives the same hands in the arena, RL, the bench and the review."""

import ast
import pathlib
from unittest import mock

import pytest

import tricktable
from tricktable.ai import RandomPlayer
from tricktable.engine import get_game, hand_seed, shuffled
from tricktable.engine import match as loop

SRC = pathlib.Path(tricktable.__file__).parent
FACES = {  # module -> the loop functions it must take from engine.match
    "ai/arena/runner.py": {"deal_for", "play_hand"},
    "table/ai_benchmark.py": {"deal_for", "play_hand"},
    "rl/pettingzoo_env.py": {"deal_for"},
    "ai/review.py": {"replay_hand"},
    "interfaces/web/replay.py": {"replay_steps"},
    "engine/session.py": {"deal_for", "replay_steps"},
    "table/runner.py": {"replay_steps"},  # it deals through the session
}


@pytest.mark.parametrize("path", sorted(FACES))
def test_faces_import_the_one_loop_and_write_no_loop_of_their_own(path):
    text = (SRC / path).read_text()
    loop_modules = {"engine.match"} | ({"match"} if path.startswith("engine/") else set())  # ``from .match``
    imported = {a.name for node in ast.walk(ast.parse(text)) if isinstance(node, ast.ImportFrom)
                and any((node.module or "").endswith(m) for m in loop_modules) for a in node.names}
    assert FACES[path] <= imported
    assert "shuffled(" not in text, "the seeded deal is written only in engine.match.deal_for"
    assert "while (seat := game.to_act(" not in text, "the hand loop is engine.match.play_hand"


def test_the_seeded_deal_formula_is_written_once():
    hits = [p for p in SRC.rglob("*.py") if "deal_from_order(shuffled(" in p.read_text()]
    assert [p.relative_to(SRC).as_posix() for p in hits] == ["engine/match.py"]


def test_the_arena_drives_its_hands_through_play_hand():
    from tricktable.ai.arena import runner

    assert runner.play_hand is loop.play_hand
    with mock.patch.object(runner, "play_hand", wraps=loop.play_hand) as spy:
        runner.play_deal("callbreak/master", {}, ["heuristic", "random"], seed=5, deal=0)
    assert spy.call_count == 4  # one hand per seat arrangement


def test_the_bench_and_the_review_use_the_loop():
    from tricktable.ai import review
    from tricktable.table import ai_benchmark

    game = get_game("callbreak/master")
    with mock.patch.object(ai_benchmark, "play_hand", wraps=loop.play_hand) as spy:
        assert ai_benchmark.decision_positions(game, 1, 3)
    assert spy.call_count == 1
    state = game.start_hand(game.new_match(0), loop.deal_for(game, 3, 1, 0))
    played = []
    final = loop.play_hand(game, state, lambda st, seat, legal: legal[0],
                           on_step=lambda before, action, _after: played.append((game.to_act(before), action)))
    with mock.patch.object(review, "replay_hand", wraps=loop.replay_hand) as spy:
        review.review_hand(game, state, played, seat=0, worlds=2)
    assert spy.call_count == 1
    assert loop.replay_hand(game, state, [a for _, a in played]) == final


def test_deal_for_is_the_documented_formula():
    game = get_game("rook/crowsnest")
    assert loop.deal_for(game, 9, 3, 2, 1) == game.deal_from_order(shuffled(game.deck(), hand_seed(9, 3, 1)), 2)


def test_observer_sees_every_decision_with_the_deciders_view():
    game = get_game("callbreak/master")
    players = [RandomPlayer(s) for s in range(4)]
    seen = []
    hands = loop.play_match_hands(game, 4, lambda st, seat, legal: players[seat].choose(game, game.view(st, seat), legal),
                                  hands=2, observer=lambda seat, view, legal, action: seen.append((seat, view, legal, action)))
    assert len(hands) == 2 and all(game.phase(state) == "over" for state, _ in hands)
    assert len(seen) > 50
    for seat, view, legal, action in seen:
        assert view.seat == seat and action in legal


def test_replay_checks_the_recorded_seat():
    from tricktable.engine.errors import RuleError

    game = get_game("callbreak/master")
    state = game.start_hand(game.new_match(0), loop.deal_for(game, 1, 1, 0))
    seat = game.to_act(state)
    action = game.candidate_actions(state)[0]
    with pytest.raises(RuleError):
        list(loop.replay_steps(game, state, [((seat + 1) % 4, action)]))
    assert loop.replay_hand(game, state, [(seat, str(action))]) == game.advance(state, action)
