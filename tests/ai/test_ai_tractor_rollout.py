"""Tractor's card-sense rollout policy (``families/shengji_rollout.py``, ``Budget.rollout == "sense"``): the fused
loop plays move for move as the step-by-step policy, each single-card follow has card sense, only those plays weigh
worlds, and the kinds that use it are deterministic for a seed and blind to the cards their seat cannot see."""

import random

from test_ai_rollouts import positions, reference_rollout

from tricktable.ai import kind_info, make_player
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.families.shengji_rollout import greedy_action, single_follow
from tricktable.ai.search.infoset import build_world, knowledge
from tricktable.ai.search.policy_inference import GREEDY, play_weigher
from tricktable.ai.search.worlds import PILE, sample
from tricktable.engine import get_game
from tricktable.games.shengji.ordering import order_for

TRACTOR = get_game("shengji/tractor")


def card(rank: str, suit: str) -> int:
    return "SHDC".index(suit) * 13 + "23456789TJQKA".index(rank)


def mask(*cards: int) -> int:
    return sum(1 << c for c in cards)


def test_the_sense_adapter_is_tractors_for_rollout_sense_and_nobody_elses():
    assert adapter_for(TRACTOR, "sense").policy_model and not adapter_for(TRACTOR).policy_model
    rook = get_game("rook/crowsnest")
    assert type(adapter_for(rook, "sense")) is type(adapter_for(rook))


def test_fused_sense_rollout_plays_move_for_move_like_the_policy():
    adapter = adapter_for(TRACTOR, "sense")
    states = [s for s in positions(TRACTOR, range(40), with_calls=False)]
    assert len(states) > 25
    differ = 0
    for i, state in enumerate(states):
        for seed in range(3):
            fused = adapter.playout(state, random.Random(seed))
            assert fused == reference_rollout(TRACTOR, adapter, state, random.Random(seed)), (i, seed)
            differ += fused != TRACTOR.random_playout(state, random.Random(seed))
    assert differ > len(states)  # the policy is not the uniform play


def test_single_card_follows_have_card_sense():
    order = order_for(0, 0)  # level 2, spades trump
    hearts = mask(card("5", "H"), card("7", "H"), card("A", "H"))
    six, king = order.idx[card("6", "H")], order.idx[card("K", "H")]
    # partner winning: give it points
    assert single_follow(hearts, 1, king, True, order) == card("5", "H")
    # an opponent winning: the cheapest card that beats it
    assert single_follow(hearts, 1, six, False, order) == card("7", "H")
    assert single_follow(hearts, 1, king, False, order) == card("A", "H")
    # unable to win (trumped): the lowest card without points
    assert single_follow(hearts, 1, 16 + 5, False, order) == card("7", "H")
    # void: ruff with the lowest trump, or give the partner points from another suit
    void = mask(card("3", "S"), card("4", "C"), card("K", "C"))
    assert single_follow(void, 1, king, False, order) == card("3", "S")
    assert single_follow(void, 1, king, True, order) == card("K", "C")
    assert single_follow(mask(card("4", "C"), card("K", "C")), 1, king, False, order) == card("4", "C")


def test_only_single_card_follows_weigh_worlds():
    """The policy has a card of its own only where one card follows a single-card lead; leads and other follows
    weigh nothing. Over a policy-played history the true deal keeps a weight above zero."""
    adapter = adapter_for(TRACTOR, "sense")
    singles = others = checked = 0
    for state in positions(TRACTOR, range(30), with_calls=False):
        lead = state.lead
        pick = adapter.policy_pick(state, GREEDY)
        if lead is not None and lead.n == 1:
            singles += 1
            assert pick == greedy_action(state) == adapter.rollout_action(state, GREEDY)
            assert pick in TRACTOR.legal_actions(state)
        else:
            others += 1
            assert pick is None
        view = TRACTOR.view(state, state.to_act)
        vj = view.to_json()
        k = knowledge(TRACTOR, adapter, view, vj)
        weigh = play_weigher(TRACTOR, adapter, view, vj, k)
        if weigh is None:
            continue
        me = view.seat
        truth = {s: list(TRACTOR.view(state, s).hand) for s in range(4) if s != me}
        for s, cs in k.known.items():
            for c in cs:
                truth[s].remove(c)
        rest = list(k.hidden)
        for cs in truth.values():
            for c in cs:
                rest.remove(c)
        truth[PILE] = rest
        assert k.consistent(truth)
        assert weigh(truth) > 0
        checked += 1
    assert singles > 5 and others > 5 and checked > 5


def tractor_positions(count: int):
    out = []
    for state in positions(TRACTOR, range(60), with_calls=False):
        if len(TRACTOR.candidate_actions(state)) > 1:
            out.append(state)
        if len(out) == count:
            break
    return out


def test_sense_kinds_are_measurement_kinds_deterministic_and_blind_to_hidden_cards():
    """Leak test: redealing every card hidden from the seat (consistently with its view) leaves the decision of
    ``normal-sense-beliefs`` unchanged; the same seed gives the same decision."""
    for kind in ("normal-sense", "normal-sense-beliefs", "normal-sense-iw"):
        assert not kind_info(kind).table  # a measurement kind
        assert make_player(kind, TRACTOR, 0).budget.rollout == "sense"
    assert make_player("normal-v2", TRACTOR, 0).budget.rollout == ""
    base = adapter_for(TRACTOR)
    changed = decided = 0
    for i, state in enumerate(tractor_positions(4)):
        seat = TRACTOR.to_act(state)
        view = TRACTOR.view(state, seat)
        vj = view.to_json()
        k = knowledge(TRACTOR, base, view, vj)
        world = build_world(TRACTOR, base, view, vj, k, sample(k, random.Random(i)))
        changed += any(sorted(TRACTOR.view(world, o).hand) != sorted(TRACTOR.view(state, o).hand)
                       for o in range(4) if o != seat)
        legal = TRACTOR.candidate_actions(state)
        assert TRACTOR.candidate_actions(world) == legal
        first = make_player("normal-sense-beliefs", TRACTOR, i).choose(TRACTOR, view, legal)
        assert make_player("normal-sense-beliefs", TRACTOR, i).choose(TRACTOR, TRACTOR.view(world, seat), legal) == first
        assert make_player("normal-sense-beliefs", TRACTOR, i).choose(TRACTOR, view, legal) == first
        decided += 1
    assert decided == 4 and changed >= 3
