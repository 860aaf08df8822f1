"""The Game contract as the generic conformance suite sees it: playouts end, legal non-empty until the end, text
round-trips, replay is identity, legal_count exact, candidates legal and compact."""

import random

import pytest

from tricktable.engine import IllegalAction, MalformedAction, NotYourTurn, get_game, parse_action
from tricktable.engine.match import deal_for
from tricktable.games.shengji.rules import FULL_LIST_LIMIT

OPTIONS = [{}, {"throws": True}, {"strict_tractor_follow": True, "kitty_multiplier": "power"}]


@pytest.mark.parametrize("options", OPTIONS)
def test_playout_contract(options):
    game = get_game("shengji/tractor", options)
    rng = random.Random(9)
    for hand_no in range(2):
        match = game.new_match(hand_no)
        deal = deal_for(game, 9, hand_no, match.dealer)
        state = game.start_hand(match, deal)
        actions = []
        while game.to_act(state) is not None:
            legal = game.legal_actions(state)
            cands = game.candidate_actions(state)
            assert legal and cands and len(cands) <= 400
            assert legal == sorted(legal) and cands == sorted(cands)
            count = game.legal_count(state)
            if count <= FULL_LIST_LIMIT and state.phase != "exchange":
                assert len(legal) == count == len(set(legal))
            for a in legal[:50]:
                assert parse_action(game.format_action(a)) == a
            action = game.random_action(state, rng)
            game.check(state, action)
            state, _ = game.apply(state, action, game.to_act(state))
            actions.append(game.format_action(action))
        replay = game.start_hand(match, deal)
        for text in actions:
            replay, _ = game.apply(replay, game.parse_action(text))
        assert replay == state and game.hand_result(replay).to_json() == game.hand_result(state).to_json()


def test_errors_leave_the_state_unchanged():
    game = get_game("shengji/tractor")
    state = game.start_hand(game.new_match(0), deal_for(game, 1, 1, 0))
    before = state
    with pytest.raises(NotYourTurn):
        game.apply(state, parse_action("pass"), seat=2)
    with pytest.raises(IllegalAction):
        game.apply(state, parse_action("play AS"))
    with pytest.raises(MalformedAction):
        parse_action("declare")
    assert state == before


def test_bury_random_is_a_legal_subset_and_count_is_exact():
    game = get_game("shengji/tractor")
    state = game.start_hand(game.new_match(0), deal_for(game, 1, 1, 0))
    while state.phase == "declare":
        state = game.advance(state, parse_action("pass"))
    rng = random.Random(0)
    for _ in range(20):
        game.check(state, game.random_action(state, rng))
    assert 1_000_000 < game.legal_count(state) < 13_884_156  # C(33, 8) physical subsets, fewer distinct multisets
    assert 2 <= len(game.candidate_actions(state)) <= 6
