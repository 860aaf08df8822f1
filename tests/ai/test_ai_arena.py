"""The duplicate-deal arena on the toy game: arrangements, pairing, determinism, JSON shape."""

from tricktable.ai.arena import run_arena
from tricktable.ai.arena.runner import arrangements


def test_individual_games_put_one_contestant_in_each_seat(toy):
    assert arrangements(toy) == [(0, 1, 1, 1), (1, 0, 1, 1), (1, 1, 0, 1), (1, 1, 1, 0)]


def test_identical_players_have_zero_paired_difference(toy):
    res = run_arena("toy/minibreak", ["random", "random"], deals=6, seed=1)
    out = res.to_json()
    assert out["deals"] == 6
    assert out["paired_difference"]["mean"] == 0.0  # same seeds per seat, same cards: identical play


def test_json_has_the_issue_keys_and_is_deterministic(toy):
    a = run_arena("toy/minibreak", ["easy", "random"], deals=5, seed=7).to_json()
    b = run_arena("toy/minibreak", ["easy", "random"], deals=5, seed=7).to_json()
    for side in a["contestants"].values():
        assert set(side) >= {"points_per_hand", "ms_per_decision", "hands_won", "bids_made"}
        assert len(side["points_per_hand"]["ci95"]) == 2
        assert set(side["ms_per_decision"]) >= {"p50", "p95"}
    strip = lambda j: {k: v for k, v in j.items() if k != "contestants"}  # noqa: E731
    assert strip(a) == strip(b)
    assert [c["points_per_hand"] for c in a["contestants"].values()] == [
        c["points_per_hand"] for c in b["contestants"].values()]


def test_results_do_not_depend_on_the_number_of_processes():
    """Spawned workers are seeded per deal and seat: --jobs 2 gives the same points as --jobs 1."""
    one = run_arena("callbreak/master", ["easy", "baseline"], deals=2, seed=4, jobs=1).to_json()
    two = run_arena("callbreak/master", ["easy", "baseline"], deals=2, seed=4, jobs=2).to_json()
    assert one["paired_difference"] == two["paired_difference"]
    for name in one["contestants"]:
        assert one["contestants"][name]["points_per_hand"] == two["contestants"][name]["points_per_hand"]


def test_team_games_swap_the_partnerships():
    from tricktable.engine import get_game

    assert arrangements(get_game("rook/crowsnest")) == [(0, 1, 0, 1), (1, 0, 1, 0)]
    res = run_arena("rook/crowsnest", ["heuristic", "heuristic"], deals=3, seed=2).to_json()
    assert res["paired_difference"]["mean"] == 0.0


def test_players_receive_only_their_seats_view():
    """The arena hands ordinary players ``game.view(state, seat)`` and nothing else; only the cheater gets state."""
    from tricktable.ai import PLAYER_KINDS, PlayerKind
    from tricktable.ai.arena.runner import play_deal
    from tricktable.engine import get_game

    seen = []

    class Spy:
        name = "spy"

        def choose(self, game, view, legal):
            seen.append(view)
            return legal[0]

    PLAYER_KINDS["spy"] = PlayerKind("spy", lambda game, seed=0: Spy())
    try:
        play_deal("rook/crowsnest", {}, ("spy", "random"), 1, 0)
    finally:
        del PLAYER_KINDS["spy"]
    game = get_game("rook/crowsnest")
    assert seen and all(type(v) is type(game.view(game.start_hand(game.new_match(0), _deal(game)), 0)) for v in seen)
    assert all(v.to_act == v.seat for v in seen)


def _deal(game):
    from tricktable.engine import shuffled

    return game.deal_from_order(shuffled(game.deck(), 1), 0)
