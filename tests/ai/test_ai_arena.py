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
