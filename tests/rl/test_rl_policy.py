"""``policy:PATH``: an exported network plays with numpy alone, in the arena and at a table, from its seat's view."""

import numpy as np
import pytest

from tricktable.ai import make_player
from tricktable.ai.arena import run_arena
from tricktable.engine import get_game
from tricktable.rl.actions import ActionCodec
from tricktable.rl.encoding import Encoder
from tricktable.rl.policy import save_policy
from tricktable.table import Table


def random_policy(tmp_path, variant, seed=0):
    game = get_game(variant)
    n_in, n_out = Encoder(game).size, ActionCodec(game).size
    rng = np.random.default_rng(seed)
    layers = [(rng.normal(size=(16, n_in)), rng.normal(size=16)), (rng.normal(size=(n_out, 16)), rng.normal(size=n_out))]
    path = tmp_path / f"{variant.replace('/', '_')}.npz"
    save_policy(path, layers, variant=variant)
    return str(path)


@pytest.mark.parametrize("key", ["callbreak/master", "rook/crowsnest", "shengji/tractor"])
def test_a_saved_policy_plays_arena_deals(tmp_path, key):
    path = random_policy(tmp_path, key)
    out = run_arena(key, [f"policy:{path}", "random"], 1, seed=1).to_json()
    assert out["deals"] == 1


def test_a_policy_sits_at_a_table_and_is_deterministic(tmp_path):
    game = get_game("callbreak/master", {"rounds": 1})
    path = random_policy(tmp_path, "callbreak/master")
    records = []
    for _ in range(2):
        players = [make_player(f"policy:{path}", game, seed=s) for s in range(4)]
        records.append(Table(game, players, seed=5).play().to_json(game))
    assert records[0] == records[1]


def test_a_policy_for_another_variant_or_a_missing_file_is_refused(tmp_path):
    path = random_policy(tmp_path, "callbreak/master")
    with pytest.raises(ValueError, match="trained for"):
        make_player(f"policy:{path}", get_game("callbreak/standard"))
    with pytest.raises(ValueError, match="cannot read"):
        make_player(f"policy:{tmp_path}/none.npz", get_game("callbreak/master"))


def test_tricktable_play_seats_a_policy_in_the_terminal(tmp_path):
    from typer.testing import CliRunner

    from tricktable.interfaces.cli.app import app

    path = random_policy(tmp_path, "callbreak/master")
    result = CliRunner().invoke(app, ["play", "-v", "callbreak/master", "--seed", "3", "--ai", f"policy:{path}"],
                                input="q\n")
    assert f"AI players (policy:{path})" in result.output and "hand 1" in result.output
    bad = CliRunner().invoke(app, ["play", "-v", "callbreak/standard", "--ai", f"policy:{path}"], input="q\n")
    assert bad.exit_code != 0 and "trained for" in bad.output
