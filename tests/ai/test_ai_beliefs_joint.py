"""The joint dealer (``beliefs.joint``): worlds drawn from the belief model's own distribution conditioned on the hard
facts keep every count and constraint, follow that distribution exactly, keep the true deal possible, and step aside
where their table would be too large."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.ai import kind_info, make_player
from tricktable.ai.beliefs.data import play_hand
from tricktable.ai.beliefs.joint import JointDealer
from tricktable.ai.beliefs.model import card_priors, model_for
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.infoset import knowledge
from tricktable.ai.search.worlds import PILE, Knowledge, sample
from tricktable.engine import get_game

ROOK = "rook/crowsnest"


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_joint_dealing_keeps_every_count_and_constraint(seed):
    rng = random.Random(seed)
    weights = {c: {s: rng.random() + 1e-6 for s in (1, 2, 3, PILE)} for c in range(1, 13)}
    k = Knowledge(0, list(range(1, 13)), {1: 3, 2: 3, 3: 3, PILE: 3}, {1: {1, 2, 3, 4}, 2: {1, 2}, 3: {11, 12}},
                  prior=weights)
    dealer = JointDealer.build(k)
    assert dealer is not None
    for _ in range(5):
        assert k.consistent(dealer.draw(rng))


def test_joint_dealing_follows_the_product_of_the_weights_given_the_facts():
    """Every consistent assignment is drawn with probability proportional to the product of its cards' weights
    (enumerated exactly on a small case); the sequential deal, which also weighs by free room, does not."""
    weights = {1: {1: 6.0, 2: 1.0, PILE: 1.0}, 2: {1: 1.0, 2: 3.0, PILE: 1.0}, 3: {1: 1.0, 2: 1.0, PILE: 4.0},
               4: {1: 2.0, 2: 2.0, PILE: 1.0}, 5: {1: 1.0, 2: 5.0, PILE: 2.0}}
    k = Knowledge(0, [1, 2, 3, 4, 5], {1: 2, 2: 2, PILE: 1}, {2: {3}}, prior=weights)
    exact: dict[tuple, float] = {}
    for slots in itertools.product((1, 2, PILE), repeat=5):
        world = {s: [c for c, t in zip(k.hidden, slots, strict=True) if t == s] for s in (1, 2, PILE)}
        if k.consistent(world):
            w = 1.0
            for c, t in zip(k.hidden, slots, strict=True):
                w *= weights[c][t]
            exact[slots] = w
    total = sum(exact.values())
    dealer = JointDealer.build(k)
    assert dealer is not None
    rng = random.Random(7)
    n = 20_000

    def key(world):
        return tuple(next(s for s, cs in world.items() if c in cs) for c in k.hidden)

    drawn = Counter(key(dealer.draw(rng)) for _ in range(n))
    assert set(drawn) <= set(exact)
    for slots, w in exact.items():
        assert abs(drawn[slots] / n - w / total) < 0.015, slots
    seq = Counter(key(sample(Knowledge(0, k.hidden, k.counts, k.forbidden, prior=weights), rng)) for _ in range(n))
    assert max(abs(seq[s] / n - w / total) for s, w in exact.items()) > 0.03  # the old deal is another law


def test_joint_dealing_keeps_the_true_deal_possible_in_real_rook_positions():
    game = get_game(ROOK)
    adapter = adapter_for(game)
    model = model_for(ROOK)
    seen = []
    players = [make_player("heuristic", game, s) for s in range(4)]
    play_hand(game, players, 3, 11, lambda state, seat, action: seen.append((state, seat)))
    for state, seat in seen[::6]:
        view = game.view(state, seat)
        k = knowledge(game, adapter, view, view.to_json())
        k.prior = card_priors(game, view, k, model, 1.0, 0.05)
        dealer = JointDealer.build(k)
        assert dealer is not None
        truth = {s: sorted(c for c in game.view(state, s).hand if c in k.hidden) for s in range(4) if s != seat}
        truth[PILE] = sorted(set(k.hidden) - {c for cs in truth.values() for c in cs})
        truth = {s: cs for s, cs in truth.items() if k.counts.get(s, 0) > 0}
        assert k.consistent(truth)
        # the true deal's probability under the dealer: the product of its cards' draw odds, every one above zero
        assert all(k.prior[c][s] > 0 for s, cs in truth.items() for c in cs)
        k.dealer = dealer.draw
        assert k.consistent(sample(k, random.Random(seat)))


def test_joint_dealing_steps_aside_without_a_prior_or_when_its_table_is_too_large():
    assert JointDealer.build(Knowledge(0, [1, 2], {1: 1, 2: 1})) is None
    cards = list(range(100))
    big = Knowledge(0, cards, {1: 30, 2: 30, 3: 30, PILE: 10}, prior={c: {1: 1.0, 2: 1.0, 3: 1.0, PILE: 1.0}
                                                                       for c in cards})
    assert JointDealer.build(big) is None
    contradictory = Knowledge(0, [1, 2], {1: 1, 2: 1}, {1: {1, 2}}, prior={c: {1: 1.0, 2: 1.0} for c in (1, 2)})
    assert JointDealer.build(contradictory) is None


def test_normal_joint_is_a_measurement_kind_that_draws_by_the_joint_dealer():
    game = get_game(ROOK)
    player = make_player("normal-joint", game, 1)
    assert not kind_info("normal-joint").table and player.budget.joint_beliefs and player.budget.beliefs
    assert not make_player("normal-beliefs", game, 1).budget.joint_beliefs  # Rook's normal before 7 Dec 2026
    assert make_player("normal", game, 1).budget.joint_beliefs  # Rook's normal since (docs/ai.md)
