"""Learned beliefs: the model sees only its seat's view, the committed weights load and give a fixed output, dealing
by them keeps every hard fact and the true deal possible, data shards are reproducible, and a tiny model trains."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from redeal import assert_blind_to_hidden_cards

from tricktable.ai import kind_info, make_player
from tricktable.ai.beliefs.data import generate_shard, load_shards, play_hand
from tricktable.ai.beliefs.features import SLOTS, VISIBLE, as_counts, card_targets, encoder_for, view_features
from tricktable.ai.beliefs.model import BeliefModel, card_priors, model_for, model_path
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.infoset import knowledge
from tricktable.ai.search.worlds import PILE, Knowledge, sample

ROOK = "rook/crowsnest"


def positions(key: str, hands: int = 3):
    """(state, seat) at every decision of a few heuristic hands."""
    from tricktable.engine import get_game

    game = get_game(key)
    out = []
    for h in range(hands):
        players = [make_player("heuristic", game, s) for s in range(4)]
        play_hand(game, players, h, 11, lambda state, seat, action: out.append((state, seat)))
    return game, out


def test_features_do_not_change_when_the_hidden_cards_do():
    """Redeal every card a seat cannot see, consistently with its view: the model's input stays the same."""
    game, states = positions(ROOK)
    assert_blind_to_hidden_cards(game, states[::3], view_features)


@pytest.mark.parametrize("key", [ROOK, "shengji/tractor"])
def test_targets_count_exactly_the_hidden_cards_in_their_true_places(key):
    game, states = positions(key, 1)
    ix = encoder_for(key).card_index
    for state, seat in states[::5]:
        y = card_targets(game, state, seat)
        view = game.view(state, seat)
        k = knowledge(game, adapter_for(game), view, view.to_json())
        assert int(y.sum()) == len(k.hidden)
        for c in set(k.hidden):
            assert y[ix[c]].sum() == k.hidden.count(c)
        for other in range(4):
            if other != seat:
                mine = [c for c in game.view(state, other).hand if c not in k.known.get(other, ())]
                assert int(y[:, ((other - seat) & 3) - 1].sum()) == len(mine) == k.counts[other]


def test_first_format_shards_read_as_counts():
    y = np.array([[VISIBLE, 0, 3]], dtype=np.int8)
    np.testing.assert_array_equal(as_counts(y)[0], [[0, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1]])


def test_committed_rook_model_loads_with_its_shapes_and_a_fixed_output():
    model = model_for(ROOK)
    assert model is not None and model.key == ROOK
    game, states = positions(ROOK, 1)
    x = view_features(game, game.view(*states[0]))
    assert model.inputs == x.size
    p = model.probs(x)
    assert p.shape == (model.cards, SLOTS)
    np.testing.assert_allclose(p.sum(axis=1), 1.0, rtol=1e-5)
    fixed = model.probs(np.ones(model.inputs, dtype=np.float32))
    assert fixed.shape == (model.cards, SLOTS)
    np.testing.assert_allclose(fixed[0], FIXED_OUTPUT, atol=1e-4)


#: the committed Rook model's probabilities for card 0 given an all-ones input (changes when the model is retrained)
FIXED_OUTPUT = [0.678048, 0.124156, 0.197796, 0.0]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.floats(0.25, 3.0), st.floats(0.0, 0.5))
def test_learned_dealing_keeps_every_count_and_constraint(seed, power, uniform):
    rng = random.Random(seed)
    weights = {c: {s: rng.random() + 1e-6 for s in (1, 2, 3, PILE)} for c in range(1, 13)}
    k = Knowledge(0, list(range(1, 13)), {1: 3, 2: 3, 3: 3, PILE: 3}, {1: {1, 2, 3, 4}, 2: {1, 2}, 3: {11, 12}},
                  prior=weights)
    assert k.consistent(sample(k, rng))


def test_learned_dealing_keeps_the_true_deal_possible_and_follows_the_model():
    game, states = positions(ROOK, 2)
    model = model_for(ROOK)
    adapter = adapter_for(game)
    for state, seat in states[::7]:
        view = game.view(state, seat)
        k = knowledge(game, adapter, view, view.to_json())
        k.prior = card_priors(game, view, k, model, 2.0, 0.05)
        truth = {s: sorted(c for c in game.view(state, s).hand if c in k.hidden) for s in range(4) if s != seat}
        truth[PILE] = sorted(set(k.hidden) - {c for cs in truth.values() for c in cs})
        assert k.consistent(truth)  # every hard fact holds in the true deal
        assert all(w > 0 for ws in k.prior.values() for w in ws.values())  # so it keeps a chance
    k = Knowledge(0, [1, 2, 3, 4], {1: 2, 2: 2, PILE: 0}, prior={c: {1: 9.0 if c < 3 else 1.0, 2: 1.0, PILE: 1.0}
                                                                 for c in (1, 2, 3, 4)})
    rng = random.Random(2)
    share = sum(sorted(sample(k, rng)[1]) == [1, 2] for _ in range(400)) / 400
    assert share > 0.5  # uniform dealing gives 1/6


def test_beliefs_are_a_measurement_kind():
    assert not kind_info("normal-beliefs").table


def test_shards_are_reproducible_and_resumable(tmp_path):
    a = generate_shard(ROOK, ["heuristic"], 5, 0, 2, tmp_path / "a")
    b = generate_shard(ROOK, ["heuristic"], 5, 0, 2, tmp_path / "b")
    da, db = load_shards(tmp_path / "a"), load_shards(tmp_path / "b")
    for name in ("x", "y", "action", "outcome", "hand"):
        np.testing.assert_array_equal(da[name], db[name])
    stamp = a.stat().st_mtime_ns
    assert generate_shard(ROOK, ["heuristic"], 5, 0, 2, tmp_path / "a") == a and a.stat().st_mtime_ns == stamp
    assert b.exists() and set(np.unique(da["hand"])) == {0, 1}


@pytest.mark.slow
def test_a_tiny_model_trains_and_exports_numpy_weights(tmp_path):
    pytest.importorskip("torch")
    from tricktable.ai.beliefs.train import train

    generate_shard(ROOK, ["heuristic"], 3, 0, 20, tmp_path / "data")
    report = train(tmp_path / "data", tmp_path / "m.npz", hidden=16, epochs=2, seed=1)
    model = BeliefModel.load(tmp_path / "m.npz")
    assert model.key == ROOK and model.cards * SLOTS == model.layers[-1][0].shape[1]
    assert 0.25 < report["accuracy"] <= 1.0 and report["cards"] > 0
    assert model_path(ROOK).name == "beliefs-rook-crowsnest.npz"


@pytest.mark.parametrize("key", [ROOK, "callbreak/master", "shengji/tractor"])
def test_every_committed_model_fits_its_variants_view(key):
    model = model_for(key)
    assert model is not None and model.key == key
    enc = encoder_for(key)
    assert (model.inputs, model.cards) == (enc.size, enc.d)


def test_rook_normal_deals_by_the_beliefs_and_normal_v2_stays_wave_2s():
    """Issue 23: Rook's normal deals jointly by the beliefs learned from normal players' hands (it beat the earlier
    normal, which dealt by the default model card by card, in the arena; that one beat wave 2's; docs/ai.md); the
    measurement kind normal-v2 stays exactly wave 2's normal in every family, and the other families' normal is
    unchanged."""
    from dataclasses import replace

    from tricktable.ai.search.player import BELIEFS_TEMPER, LEVELS, level_budget
    from tricktable.engine import get_game

    rook = get_game(ROOK)
    assert level_budget("normal", rook) == replace(LEVELS["normal"], max_nodes=40_000, beliefs=BELIEFS_TEMPER,
                                                   beliefs_model="normal", joint_beliefs=True)
    earlier = make_player("normal-beliefs", rook, 1).budget  # Rook's normal from 2 to 7 Dec 2026
    assert earlier == replace(LEVELS["normal"], max_nodes=40_000, beliefs=BELIEFS_TEMPER)
    assert level_budget("normal-v2", rook) == replace(LEVELS["normal"], max_nodes=40_000)
    assert make_player("normal-v2", rook, 1).budget.beliefs is None
    assert make_player("normal", rook, 1).budget.beliefs == BELIEFS_TEMPER
    # Callbreak's normal calls by the learned call model, nothing more (tests/ai/test_ai_calls.py)
    callbreak = get_game("callbreak/master")
    assert level_budget("normal", callbreak) == replace(level_budget("normal-v2", callbreak), learned_calls=True)
    assert level_budget("normal", callbreak).beliefs is None
    # Tractor's normal rolls out with card sense and deals by the beliefs (it beat wave 2's normal, docs/ai.md)
    tractor = get_game("shengji/tractor")
    wave2 = replace(LEVELS["normal"], max_evaluations=300, endgame_worlds=15)
    assert level_budget("normal-v2", tractor) == wave2 and wave2.rollout == "" and wave2.beliefs is None
    assert level_budget("normal", tractor) == replace(wave2, rollout="sense", beliefs=BELIEFS_TEMPER)
    assert type(make_player("normal", tractor, 1).adapter).__name__ == "TractorSenseAdapter"
    assert type(make_player("normal-v2", tractor, 1).adapter).__name__ == "TractorAdapter"
