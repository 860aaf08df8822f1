"""§2.4 the declaration auction after the deal (DEC-*), pseudo-code §5.5b, A4/A5/A6/A14."""

import pytest
from sj_helpers import c, deal_with, run, start

from tricktable.engine import IllegalAction, parse_action

S, E, N, W = 0, 1, 2, 3


def setup(hands, kitty=None, **kw):
    return start(deal_with(hands, kitty, avoid="2J"), **kw)


def test_DEC_1_equal_strength_overcall_is_rejected():
    game, st = setup({S: "2S", E: "2H 2H", N: "2D 2D"})
    st = run(game, st, "declare 2S", "declare 2H 2H")
    with pytest.raises(IllegalAction, match="stronger"):
        game.apply(st, parse_action("declare 2D 2D"))


def test_DEC_2_joker_pairs_outrank_level_pairs_and_nothing_beats_big_jokers():
    game, st = setup({S: "2S", E: "2H 2H", N: "SJ SJ", W: "BJ BJ"})
    st = run(game, st, "declare 2S", "declare 2H 2H", "declare SJ SJ", "declare BJ BJ")
    assert [str(a) for a in game.legal_actions(st)] == ["pass"]
    st = run(game, st, "pass", "pass", "pass")
    assert st.trump == 4 and st.dealer == S


def test_DEC_3_single_over_single_is_rejected():
    game, st = setup({S: "2C", E: "2D"})
    st = run(game, st, "declare 2C")
    with pytest.raises(IllegalAction):
        game.apply(st, parse_action("declare 2D"))


def test_DEC_4_first_declarer_deals_trump_from_the_final_declaration():
    game, st = setup({S: "2C", E: "2H 2H"})
    st = run(game, st, "declare 2C", "declare 2H 2H", "pass", "pass", "pass")
    assert (st.trump, st.dealer, st.phase, st.to_act) == (1, S, "exchange", S)


def test_DEC_4_winning_declarer_option_makes_the_last_declarer_deal():
    game, st = setup({S: "2C", E: "2H 2H"}, options={"first_dealer_rule": "winning_declarer"})
    st = run(game, st, "declare 2C", "declare 2H 2H", "pass", "pass", "pass")
    assert (st.trump, st.dealer) == (1, E)


def test_DEC_5_three_passes_finalise_a_declaration():
    game, st = setup({S: "2C"})
    st = run(game, st, "declare 2C", "pass", "pass")
    assert st.phase == "declare"
    st = run(game, st, "pass")
    assert (st.trump, st.dealer, st.phase) == (3, S, "exchange")


def test_DEC_7_no_declaration_turns_up_the_kitty_first_non_joker_suit():
    game, st = setup({}, kitty="BJ SJ 9D 3S 4S 5S 6S 7S", dealer=N)
    assert st.to_act == N  # the nominal dealer opens the auction
    st = run(game, st, "pass", "pass", "pass", "pass")
    assert (st.trump, st.dealer, st.level) == (2, N, 0)


def test_DEC_7_the_kitty_turned_up_gives_an_event():
    game, st = setup({}, kitty="BJ SJ 9D 3S 4S 5S 6S 7S")
    st = run(game, st, "pass", "pass", "pass")
    _, events = game.apply(st, parse_action("pass"))
    kinds = [e.kind for e in events]
    assert "kitty_revealed" in kinds and "trump_named" in kinds


@pytest.mark.parametrize("decl", ["SJ BJ", "SJ", "3H", "2H 2D"])
def test_DEC_8_not_declarations(decl):
    game, st = setup({S: "SJ BJ 3H 2H 2D"})
    with pytest.raises(IllegalAction):
        game.apply(st, parse_action(f"declare {decl}"))


def test_declaration_must_come_from_the_own_hand():
    game, st = setup({E: "2H"})
    with pytest.raises(IllegalAction, match="own hand"):
        game.apply(st, parse_action("declare 2H"))


def test_DEC_9_later_deals_keep_the_dealer_and_take_trump_from_the_declaration():
    game, st = setup({E: "3H"}, dealer=N, deal_number=2, levels=(1, 0))
    assert st.level == 1  # the dealer team's level (3)
    st = run(game, st, "pass", "pass", "pass", "declare 3H", "pass", "pass", "pass")
    assert (st.dealer, st.trump) == (N, 1)


def test_A14_a_passer_may_declare_later_and_A4_the_holder_never_gets_a_turn():
    game, st = setup({S: "2C 2C", E: "2H"})
    st = run(game, st, "pass", "declare 2H", "pass", "pass", "declare 2C 2C", "pass", "pass")
    assert st.phase == "declare" and st.to_act == W
    st = run(game, st, "pass")
    assert (st.trump, st.dealer) == (3, E)  # E declared first


def test_the_dealer_takes_the_kitty_and_buries_eight():
    game, st = setup({S: "2C"}, kitty="3H 3H 4H 4H 5H 5H 6H 6H")
    st = run(game, st, "declare 2C", "pass", "pass", "pass")
    assert st.h1[S].bit_count() + st.h2[S].bit_count() == 33
    assert game.view(st, S).kitty == c("3H 3H 4H 4H 5H 5H 6H 6H")
    assert game.view(st, E).kitty is None
    with pytest.raises(IllegalAction):
        game.apply(st, parse_action("discard 3H 3H 4H"))
    st = run(game, st, "discard 3H 3H 4H 4H 5H 5H 6H 6H")
    assert (st.phase, st.to_act) == ("play", S) and st.buried == c("3H 3H 4H 4H 5H 5H 6H 6H")
