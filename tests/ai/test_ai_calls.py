"""Learned Callbreak calls: the call model sees only its seat's view, the committed weights load and give a fixed
output, the caller calls by them within its span, the call study is reproducible, and a tiny model trains."""

from __future__ import annotations

import numpy as np
import pytest
from redeal import assert_blind_to_hidden_cards, heuristic_positions

from tricktable.ai import kind_info, make_player
from tricktable.ai.beliefs.data import CALL_SPAN, generate_shard, load_shards, play_hand
from tricktable.ai.bids.features import CALL_EXTRA, CALL_INPUTS, call_features, with_call
from tricktable.ai.bids.model import CallModel, call_model_for, call_model_path, expected_scores, score_table
from tricktable.ai.bids.player import LearnedCaller
from tricktable.ai.heuristic.callbreak import estimate_tricks
from tricktable.engine import get_game

CALLBREAK = "callbreak/master"


def call_positions(hands: int = 6):
    """(state, seat) at every call of a few heuristic hands."""
    return heuristic_positions(CALLBREAK, hands, lambda game, state, seat, action: action.kind == "bid")


def test_call_features_do_not_change_when_the_hidden_cards_do():
    """Redeal every card the caller cannot see, consistently with its view: the model's input stays the same."""
    game, states = call_positions()
    assert_blind_to_hidden_cards(game, states, call_features)


def test_call_features_hold_the_hand_the_place_and_the_calls_so_far():
    game, states = call_positions(1)
    for i, (state, seat) in enumerate(states):
        view = game.view(state, seat)
        x = call_features(game, view)
        assert x.size == 52 + CALL_EXTRA and x[:52].sum() == 13 and x[list(view.hand)].all()
        assert x[52:56].tolist() == [float(r == i) for r in range(4)]  # the i-th to call
        assert x[57:62:2].sum() == i  # one flag per seat that has called
        assert x[-1] == pytest.approx(estimate_tricks(view.hand) / 13)
    row = with_call(x, [3, 5])
    assert row.shape == (2, x.size + CALL_INPUTS) and row[1, x.size] == pytest.approx(5 / 13)
    assert row[0, x.size + 1 + 3] == 1 and row[1, x.size + 1:].sum() == 1


def test_committed_call_model_loads_with_its_shapes_and_a_fixed_output():
    model = call_model_for(CALLBREAK)
    assert model is not None and model.key == CALLBREAK and call_model_path(CALLBREAK).name == "calls-callbreak-master.npz"
    game, states = call_positions(1)
    view = game.view(*states[0])
    x = with_call(call_features(game, view), 3)
    assert (model.inputs, model.outputs) == (x.shape[1], 14)
    np.testing.assert_allclose(model.tricks(x).sum(axis=1), 1.0, rtol=1e-5)
    ones = model.tricks(np.ones((1, model.inputs), dtype=np.float32))[0]
    assert float(ones @ np.arange(14)) == pytest.approx(FIXED_OUTPUT, abs=1e-3)
    scores = expected_scores(game, view, model, [2, 3, 4])
    assert scores.shape == (3,) and np.isfinite(scores).all()


#: the committed call model's expected tricks for an all-ones input (changes when the model is retrained)
FIXED_OUTPUT = 2.915


def test_score_table_is_the_variants_scoring():
    game = get_game(CALLBREAK)  # master: call or one more succeeds, 8 or more made scores 13
    table = score_table(game, [3, 8])
    assert table[0, 2] == -3 and table[0, 3] == 3 and table[0, 4] == 3 and table[0, 5] == -3
    assert table[1, 8] == 13 and table[1, 7] == -8


def test_the_caller_calls_the_best_expected_score_within_its_span():
    """Among the legal calls within the span of its player's call, the best by the model; its player's call unless
    the best beats it by more than the threshold; every other decision as its player."""
    game, states = call_positions(6)
    model = call_model_for(CALLBREAK)
    inner = make_player("heuristic", game, 0)
    moved = 0
    for state, seat in states:
        view, legal = game.view(state, seat), game.candidate_actions(state)
        own = inner.choose(game, view, legal)
        near = [a.value for a in legal if abs(a.value - own.value) <= CALL_SPAN]
        values = expected_scores(game, view, model, near)
        best = near[int(values.argmax())]
        gain = values.max() - values[near.index(own.value)]
        call = LearnedCaller(game, inner, "t", -1e9, model).choose(game, view, legal)
        assert call.value == best and abs(call.value - own.value) <= CALL_SPAN
        assert LearnedCaller(game, inner, "t", gain + 1e-6, model).choose(game, view, legal) == own
        assert LearnedCaller(game, inner, "t", 0.0, model, span=0).choose(game, view, legal) == own
        moved += best != own.value
    assert moved > 0  # the model disagrees with the heuristic somewhere, or the test proves little


def test_learned_calls_are_measurement_kinds_and_play_cards_as_the_player_inside():
    assert not kind_info("normal-calls").table and not kind_info("normal-beliefs-iw-calls").table
    game = get_game(CALLBREAK)
    later = []
    play_hand(game, [make_player("heuristic", game, s) for s in range(4)], 0, 17,
              lambda state, seat, action: later.append((state, seat)) if action.kind != "bid" else None)
    player, inner = make_player("normal-calls", game, 3), make_player("normal-v2", game, 3)
    assert player.name == "normal-calls" and player.budget.learned_calls
    for state, seat in later[::12]:
        view, legal = game.view(state, seat), game.candidate_actions(state)
        assert player.choose(game, view, legal) == inner.choose(game, view, legal)
    iw = make_player("normal-beliefs-iw-calls", game, 3).budget
    assert iw.play_weights and iw.learned_calls


def test_callbreak_normal_calls_by_the_model_and_normal_v2_stays_wave_2s():
    """Issue 23: Callbreak's normal moves its simulated call by the learned call model (it beat wave 2's normal in
    the arena, docs/ai.md): its call is normal-v2's call moved by ``learned_call``; normal-v2 is wave 2's normal."""
    from dataclasses import replace

    from tricktable.ai.bids.player import learned_call
    from tricktable.ai.search.player import LEVELS, level_budget

    game = get_game(CALLBREAK)
    assert level_budget("normal-v2", game) == LEVELS["normal"] and not LEVELS["normal"].learned_calls
    assert level_budget("normal", game) == replace(LEVELS["normal"], learned_calls=True)
    assert level_budget("hard", game).learned_calls
    _, states = call_positions(3)
    moved = 0
    for state, seat in states:
        view, legal = game.view(state, seat), game.candidate_actions(state)
        old = make_player("normal-v2", game, 5).choose(game, view, legal)
        new = make_player("normal", game, 5).choose(game, view, legal)
        assert new == learned_call(game, view, legal, old)
        moved += new != old
    assert moved > 0


def test_call_shards_are_reproducible_and_try_calls_near_the_players(tmp_path):
    generate_shard(CALLBREAK, ["heuristic"], 5, 0, 12, tmp_path / "a", study="calls")
    generate_shard(CALLBREAK, ["heuristic"], 5, 0, 12, tmp_path / "b", study="calls")
    da, db = load_shards(tmp_path / "a"), load_shards(tmp_path / "b")
    for name in ("x", "call", "player", "others", "tricks", "score", "seat", "hand"):
        np.testing.assert_array_equal(da[name], db[name])
    assert len(da["hand"]) == 4 * len(np.unique(da["hand"])) >= 40
    off = da["call"] != da["player"]
    assert off.any() and (~off).any() and (abs(da["call"] - da["player"]) <= CALL_SPAN).all()
    game = get_game(CALLBREAK)
    table = score_table(game, range(14))
    np.testing.assert_allclose(da["score"], table[da["call"], da["tricks"]])
    assert da["tricks"].reshape(-1, 4).sum(axis=1).tolist() == [13] * (len(da["hand"]) // 4)


def test_a_tiny_call_model_trains_and_its_held_out_gain_is_zero_when_it_calls_as_the_players(tmp_path):
    pytest.importorskip("torch")
    from tricktable.ai.bids.train import CALL_THRESHOLDS, evaluate_calls, model_calls, train_calls

    generate_shard(CALLBREAK, ["heuristic"], 3, 0, 60, tmp_path / "data", study="calls")
    report = train_calls(tmp_path / "data", tmp_path / "m.npz", hidden=8, epochs=3, seed=1)
    model = CallModel.load(tmp_path / "m.npz")
    assert model.key == CALLBREAK and model.outputs == 14
    assert report["train_rows"] > 0 and [g["threshold"] for g in report["gain"]] == list(CALL_THRESHOLDS)
    d = load_shards(tmp_path / "data")
    x, player = d["x"].astype(np.float32), d["player"].astype(np.int64)
    assert (model_calls(model, CALLBREAK, x, player, 1e9, CALL_SPAN) == player).all()
    assert (abs(model_calls(model, CALLBREAK, x, player, -1e9, CALL_SPAN) - player) <= CALL_SPAN).all()
    rows = {n: v for n, v in d.items() if n != "key"}
    assert evaluate_calls(model, CALLBREAK, rows, 0.5, 0)["gain"][0]["mean"] == 0.0  # span 0: the players' calls


def test_train_generate_writes_call_shards(tmp_path):
    from typer.testing import CliRunner

    from tricktable.interfaces.cli.app import app

    args = ["train", "generate", "-v", CALLBREAK, "-n", "3", "--shard-games", "3", "--out", str(tmp_path / "d")]
    assert CliRunner().invoke(app, [*args, "--study", "calls"]).exit_code == 0
    assert len(load_shards(tmp_path / "d")["hand"]) >= 8
