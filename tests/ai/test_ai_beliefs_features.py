"""The belief model's auction inputs (``features.auction_features``): public only, the same whether read from a view
at play time or from a shard's recorded actions when training, and keeping what the RL observation loses (a seat's
bids before it passed)."""

from __future__ import annotations

import numpy as np
from redeal import assert_blind_to_hidden_cards

from tricktable.ai import make_player
from tricktable.ai.beliefs.data import generate_shard, load_shards, play_hand
from tricktable.ai.beliefs.features import (
    BID,
    PASS,
    auction_features,
    auction_width,
    encoder_for,
    model_input,
    shard_auction,
    view_features,
)
from tricktable.engine import get_game, hand_seed

ROOK = "rook/crowsnest"


def rook_positions(hands: int = 3, seed: int = 11):
    game = get_game(ROOK)
    out = []
    for h in range(hands):
        players = [make_player("heuristic", game, hand_seed(seed, 7919 * h + s)) for s in range(4)]
        play_hand(game, players, h, seed, lambda state, seat, action: out.append((state, seat)))
    return game, out


def test_auction_inputs_do_not_change_when_the_hidden_cards_do():
    game, states = rook_positions()
    assert_blind_to_hidden_cards(game, states[::3], lambda g, v: model_input(g, v, "rl+auction"))


def test_a_seats_bids_before_it_passed_stay_in_the_inputs():
    nb = len(encoder_for(ROOK).codec.bid_values)
    width = nb + 7
    x = auction_features(ROOK, [(1, BID, 70), (2, BID, 80), (3, PASS, None), (0, BID, 85), (1, PASS, None),
                                (2, PASS, None)])
    assert x.shape == (auction_width(ROOK),)
    seat = [x[r * width:(r + 1) * width] for r in range(4)]
    assert seat[1][1 + 0] == 1.0 and seat[2][1 + 2] == 1.0 and seat[0][1 + 3] == 1.0  # highest bids kept
    assert seat[3][0] == 1.0  # never bid
    assert [s[nb + 2] for s in seat] == [0.0, 1.0, 1.0, 1.0]  # passed
    assert [int(np.argmax(s[nb + 3:])) for s in seat] == [3, 1, 2, 0]  # when: 3rd/2nd/1st to pass, not passed


def test_shard_auction_inputs_equal_the_views(tmp_path):
    """Rebuilt from a shard's recorded actions, every row's auction inputs are those its seat's view gave."""
    game = get_game(ROOK)
    generate_shard(ROOK, ["heuristic"], 5, 0, 3, tmp_path)
    d = load_shards(tmp_path)
    rebuilt = shard_auction(ROOK, d["hand"], d["seat"], d["action"])
    live = []
    for h in range(3):
        players = [make_player("heuristic", game, hand_seed(5, 7919 * h + s)) for s in range(4)]
        play_hand(game, players, h, 5, lambda state, seat, action: live.append(
            model_input(game, game.view(state, seat), "rl+auction")))
    live_x = np.asarray(live)
    enc = encoder_for(ROOK)
    np.testing.assert_array_equal(live_x[:, :enc.size].astype(np.float16), d["x"])
    np.testing.assert_array_equal(live_x[:, enc.size:], rebuilt)
    assert rebuilt.any()
    assert np.array_equal(model_input(game, game.view(*rook_positions(1)[1][0]), "rl"),
                          view_features(game, game.view(*rook_positions(1)[1][0])))


def test_colour_swaps_move_the_cards_and_trump_together():
    """Each of the 24 colour permutations training may show (``train.colour_swaps``) keeps how many trumps the seat
    holds, moves every hidden card's target with its card, and one of them is the identity."""
    from tricktable.ai.beliefs.features import card_targets
    from tricktable.ai.beliefs.train import colour_swaps
    from tricktable.cards.notation import colour_of

    game, states = rook_positions(2)
    enc = encoder_for(ROOK)
    cards = enc.codec.cards
    colour = np.array([colour_of(c) if colour_of(c) < 4 else -1 for c in cards])
    hand, trump = enc.slices["hand"].start, enc.slices["trump"].start
    swaps = colour_swaps(ROOK, enc.size)
    assert len(swaps) == 24
    assert any((src == np.arange(enc.size)).all() and (cs == np.arange(len(cards))).all() for src, cs in swaps)
    played = [(s, seat) for s, seat in states if game.view(s, seat).trump is not None][::9]
    assert played
    for state, seat in played:
        x = view_features(game, game.view(state, seat))
        y = card_targets(game, state, seat)
        for src, cs in swaps:
            xs, ys = x[src], y[cs]
            t0, t1 = int(np.argmax(x[trump:trump + 5])), int(np.argmax(xs[trump:trump + 5]))
            assert x[hand:hand + len(cards)][colour == t0].sum() == xs[hand:hand + len(cards)][colour == t1].sum()
            assert ys.sum() == y.sum() and (ys[:, :].sum(axis=0) == y.sum(axis=0)).all()
            moved = (xs[hand:hand + len(cards)] > 0) & (ys.sum(axis=1) > 0)
            assert not moved.any()  # a card the seat holds is never also hidden
    assert sum(not (cs == np.arange(len(cards))).all() for _, cs in swaps) == 23  # the cards move with the colours


def test_fine_tuning_starts_from_the_given_weights(tmp_path):
    """``train(init=...)`` starts from exported weights: with a learning rate of zero it writes them back unchanged
    (colour permutations on); with the default it trains a usable model."""
    import pytest

    pytest.importorskip("torch")
    from tricktable.ai.beliefs.data import generate_shard
    from tricktable.ai.beliefs.model import BeliefModel
    from tricktable.ai.beliefs.train import train

    generate_shard(ROOK, ["heuristic"], 3, 0, 12, tmp_path / "data")
    train(tmp_path / "data", tmp_path / "a.npz", hidden=8, epochs=1, seed=1)
    train(tmp_path / "data", tmp_path / "b.npz", hidden=8, epochs=1, seed=2, lr=0.0, init=tmp_path / "a.npz",
          augment=True)
    a, b = BeliefModel.load(tmp_path / "a.npz"), BeliefModel.load(tmp_path / "b.npz")
    for (wa, ba), (wb, bb) in zip(a.layers, b.layers, strict=True):
        np.testing.assert_array_equal(wa, wb)
        np.testing.assert_array_equal(ba, bb)
    report = train(tmp_path / "data", tmp_path / "c.npz", hidden=8, epochs=2, seed=2, init=tmp_path / "a.npz",
                   augment=True)
    assert 0.25 < report["accuracy"] <= 1.0


def test_the_normal_players_rook_model_is_committed_and_read_by_rooks_normal_and_its_own_kinds():
    from tricktable.ai.beliefs.model import model_for, model_path

    model = model_for(ROOK, "normal")
    assert model is not None and model.key == ROOK and model.features == "rl"
    assert model_path(ROOK, "normal").name == "beliefs-rook-crowsnest-normal.npz"
    assert (model.inputs, model.cards) == (encoder_for(ROOK).size, encoder_for(ROOK).d)
    assert model is not model_for(ROOK)
    game = get_game(ROOK)
    assert make_player("normal-nb", game, 1).budget.beliefs_model == "normal"
    assert make_player("normal-nb-joint", game, 1).budget.joint_beliefs
    assert make_player("normal", game, 1).budget.beliefs_model == "normal"  # Rook's normal since 7 Dec 2026
    assert make_player("normal-beliefs", game, 1).budget.beliefs_model == ""
    assert make_player("normal", get_game("callbreak/master"), 1).budget.beliefs_model == ""
