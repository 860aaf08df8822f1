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
