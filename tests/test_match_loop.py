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
    "rl/pettingzoo_env.py": {"MatchDeals", "seeded_first_dealer"},
    "ai/review.py": {"replay_hand", "replay_match"},
    "interfaces/web/replay.py": {"replay_match"},
    "engine/session.py": {"deal_for", "replay_steps"},
    "table/runner.py": {"replay_steps", "seeded_first_dealer"},  # it deals through the session
}
#: the modules that may walk a match hand by hand themselves (``finish_hand``): the loop, the session, and the
#: arena (one hand per match, to end each seat's match); the Game contract shows it in its docstring
WALKS_MATCHES = {"engine/match.py", "engine/session.py", "ai/arena/runner.py", "engine/game.py"}


@pytest.mark.parametrize("path", sorted(FACES))
def test_faces_import_the_one_loop_and_write_no_loop_of_their_own(path):
    text = (SRC / path).read_text()
    loop_modules = {"engine.match"} | ({"match"} if path.startswith("engine/") else set())  # ``from .match``
    imported = {a.name for node in ast.walk(ast.parse(text)) if isinstance(node, ast.ImportFrom)
                and any((node.module or "").endswith(m) for m in loop_modules) for a in node.names}
    assert FACES[path] <= imported
    assert "shuffled(" not in text, "the seeded deal is written only in engine.match.deal_for"
    assert "while (seat := game.to_act(" not in text, "the hand loop is engine.match.play_hand"


def test_only_the_loop_walks_matches():
    hits = {p.relative_to(SRC).as_posix() for p in SRC.rglob("*.py")
            if "game.finish_hand(" in p.read_text() and not p.relative_to(SRC).as_posix().startswith("games/")}
    assert hits == WALKS_MATCHES


def test_the_first_dealer_formula_is_written_once():
    hits = [p.relative_to(SRC).as_posix() for p in SRC.rglob("*.py") if "hand_seed(seed, 0) %" in p.read_text()]
    assert hits == ["engine/match.py"]


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


def test_rl_deals_through_the_loop_as_a_table_does():
    from tricktable.rl.pettingzoo_env import HandRunner
    from tricktable.table import Table

    game = get_game("rook/crowsnest")
    runner = HandRunner(game, episode="match")
    with mock.patch.object(loop, "deal_for", wraps=loop.deal_for) as spy:
        runner.reset(11)
    assert spy.call_count == 1
    table = Table(game, [RandomPlayer(s) for s in range(4)], seed=11)
    table.session.start_next_hand()
    # the same first dealer and deal from the same seed
    assert [game.view(runner.state, s).to_json() for s in range(4)] == \
        [game.view(table.session.state, s).to_json() for s in range(4)]


def test_match_deals_redeal_keeps_the_hand_and_counts_the_attempt():
    game = get_game("rook/crowsnest")
    deals = loop.MatchDeals(game, 3, 1)
    deal, state = deals.deal()
    assert deal == loop.deal_for(game, 3, 1, 1)
    assert game.view(state, 0).to_json() == game.view(game.start_hand(game.new_match(1), deal), 0).to_json()
    while game.to_act(state) is not None:  # everyone passes: a redeal
        state = game.advance(state, next(a for a in game.candidate_actions(state) if a.kind == "pass"))
    assert deals.finish(state).to_json() == {"redeal": True}
    assert deals.attempt == 1 and deals.match.hand_number == 1
    assert deals.deal()[0] == loop.deal_for(game, 3, 1, deals.match.dealer, 1)


def test_replay_match_walks_a_match_as_the_session_played_it():
    from tricktable.engine import MatchSession

    game = get_game("callbreak/master")
    session = MatchSession(game, seed=6, first_dealer=2)
    recorded = []
    for _ in range(3):
        session.start_next_hand()
        deal = session.deal
        while (seat := session.to_act()) is not None:
            session.apply(seat, session.legal()[0])
        recorded.append((deal, [(s, str(a)) for s, a in session.hand_actions], session.finished_state))
    hands = list(loop.replay_match(game, 2, [(d, acts) for d, acts, _ in recorded]))
    assert [h.index for h in hands] == [1, 2, 3]
    for hand, (_, acts, final) in zip(hands, recorded, strict=True):
        assert hand.final == final
        assert [(seat, str(action)) for seat, action, *_ in hand.steps] == acts
    assert hands[2].match.hand_number == 3


def test_the_review_and_the_replay_viewer_walk_matches_with_replay_match():
    from tricktable.ai import review
    from tricktable.interfaces.web import replay

    assert review.replay_match is loop.replay_match and replay.replay_match is loop.replay_match
    game = get_game("callbreak/master")
    state = game.start_hand(game.new_match(0), loop.deal_for(game, 3, 1, 0))
    texts = []
    loop.play_hand(game, state, lambda st, seat, legal: legal[0], on_step=lambda b, a, _a: texts.append(str(a)))
    with mock.patch.object(review, "replay_match", wraps=loop.replay_match) as spy:
        out = review.review_match(game, 0, [(loop.deal_for(game, 3, 1, 0), texts)], seat=1, worlds=2)
    assert spy.call_count == 1 and out["hands"][0]["number"] == 1


def test_the_bench_seeds_its_players_as_the_arena_does():
    """The bench's positions are the decisions of the arena's heuristic-against-heuristic deals: the same deal and
    dealer (``deal_for(seed, h + 1, h % 4)``) and the same player seeds (``player_seed``)."""
    from tricktable.table import ai_benchmark

    game = get_game("callbreak/master")
    seeds = []

    def recording(kind, game, seed):
        seeds.append(seed)
        return RandomPlayer(seed)

    with mock.patch.object(ai_benchmark, "make_player", recording):
        ai_benchmark.decision_positions(game, 2, 9)
    assert seeds == [loop.player_seed(9, h, s) for h in (1, 2) for s in range(4)]


def test_the_arena_makes_each_seats_player_once_per_match():
    """Players are made once per match (an arrangement is one match for them), seeded by ``player_seed``; every
    decision of the seat is asked of that one player."""
    from tricktable.ai.arena import runner

    made, asked = [], []

    class Counted(RandomPlayer):
        def choose(self, game, view, legal):
            asked.append(self)
            return super().choose(game, view, legal)

    def making(kind, game, seed):
        player = Counted(seed)
        made.append((player, seed))
        return player

    with mock.patch.object(runner, "make_player", making):
        runner.play_deal("callbreak/master", {}, ["random", "random"], seed=5, deal=2)
    assert [seed for _, seed in made] == [loop.player_seed(5, 3, s) for s in range(4)] * 4  # 4 arrangements
    assert {id(p) for p in asked} <= {id(p) for p, _ in made} and len(asked) > len(made)
