"""Options, presets, the rules page and the view: what a player or an interface reads about a Callbreak variant."""

import json

import pytest
from callbreak_builders import game, play

from tricktable.engine import Deal, InvalidConfig, get_game, shuffled
from tricktable.games.callbreak.config import MASTER, STANDARD


def test_master_is_the_default_callbreak_variant():
    assert get_game("callbreak").key == "callbreak/master"
    assert get_game("callbreak").config == MASTER


def test_master_options_are_the_callbreak_master_app_rules():
    c = MASTER
    assert (c.min_call, c.max_call, c.success, c.overtrick_scoring, c.bonus_call_from) == (2, 13, "window", "none", 8)
    assert (c.must_head_when_following, c.must_overtrump_when_void, c.redeal_weak_hands) == (False, True, False)
    assert (c.rounds, c.direction) == (None, "ccw")


def test_standard_preset_is_what_most_apps_play():
    c = STANDARD
    assert (c.min_call, c.max_call, c.success, c.overtrick_scoring, c.bonus_call_from) == (1, 8, "at_least", "tenth", None)
    assert c.must_head_when_following and c.must_overtrump_when_void and c.rounds == 5


def test_options_override_a_preset_and_text_forms_are_accepted():
    g = get_game("callbreak/master", {"rounds": 3, "bonus_call_from": "none", "success": "AT_LEAST", "direction": "cw"})
    assert (g.config.rounds, g.config.bonus_call_from, g.config.success, g.direction) == (3, None, "at_least", "cw")
    assert not g.open_ended and get_game("callbreak").open_ended


@pytest.mark.parametrize(
    "options",
    [{"min_call": 5, "max_call": 3}, {"success": "exact"}, {"overtrick_scoring": "half"}, {"rounds": 0},
     {"bonus_call_from": 20}, {"must_head_when_following": "yes"}, {"direction": "up"}, {"trump": "hearts"}],
)
def test_bad_options_are_refused_with_the_reason(options):
    with pytest.raises(InvalidConfig):
        get_game("callbreak/master", options)


def test_rules_text_is_generated_from_the_options():
    master, standard = game().rules_text(), game("callbreak/standard").rules_text()
    assert "from **2 to 13**" in master and "not obliged to head the trick" in master and "+13" in master
    assert "No fixed end" in master and "counter-clockwise" in master
    assert "from **1 to 8**" in standard and "+0.1" in standard and "**5 rounds**" in standard
    assert "beat the best card of the led suit" in standard
    assert "Weak hands" in game(redeal_weak_hands=True).rules_text()
    assert "clockwise; the deal passes to the left" in game(direction="cw").rules_text()


def test_view_json_has_the_common_and_callbreak_keys():
    g = game()
    s = g.start_hand(g.new_match(1), g.deal_from_order(shuffled(g.deck(), 5), 1))
    s = play(g, s, "bid 3", "bid 4")
    data = g.view(s, 2).to_json()
    for key in ("variant", "seat", "phase", "to_act", "dealer", "hand", "hand_counts", "trick", "leader", "last_trick",
                "trump", "history", "calls", "tricks_won", "round"):
        assert key in data
    assert data["calls"] == [None, None, 3, 4] and data["to_act"] == 0 and data["phase"] == "bid"
    assert data["history"] == [{"seat": 2, "action": "bid 3"}, {"seat": 3, "action": "bid 4"}]
    json.dumps(data)


def test_hand_display_puts_spades_first_and_alternates_colours():
    g = game()
    groups = g.hand_groups(None, [13, 0, 26, 39, 12])
    assert [name for name, _ in groups] == ["spades", "hearts", "clubs", "diamonds"]
    assert groups[0][1] == [12, 0]


def _deal(seed: int = 3):
    g = game()
    return g, g.deal_from_order(shuffled(g.deck(), seed), 0)


def test_a_full_deal_of_13_cards_each_is_accepted_as_dealt():
    g, deal = _deal()
    state = g.start_hand(g.new_match(0), deal)
    assert [sorted(h) for h in deal.hands] == [[c for c in range(52) if m >> c & 1] for m in state.hands]


@pytest.mark.parametrize(
    "change",
    [
        lambda h: h[:3],  # three seats
        lambda h: (h[0][:12], h[1], h[2], h[3] + h[0][12:]),  # 12 and 14 cards
        lambda h: (h[0][:12] + h[1][:1], h[1], h[2], h[3]),  # a card dealt twice, one missing
        lambda h: (h[0][:12] + h[0][:1], h[1], h[2], h[3]),  # a card twice in one hand
        lambda h: (h[0][:12] + (52,), h[1], h[2], h[3]),  # not a card of the deck
        lambda h: (h[0][:12] + (-1,), h[1], h[2], h[3]),  # a negative id
        lambda h: (h[0][:12] + ("AS",), h[1], h[2], h[3]),  # not a card id
    ],
)
def test_a_deal_that_is_not_the_52_cards_13_each_is_refused(change):
    g, deal = _deal()
    with pytest.raises(InvalidConfig, match="13 to each"):
        g.start_hand(g.new_match(0), Deal(tuple(change(deal.hands))))


def test_a_deal_with_extra_cards_is_refused():
    g, deal = _deal()
    with pytest.raises(InvalidConfig):
        g.start_hand(g.new_match(0), Deal(deal.hands, (1,)))


@pytest.mark.parametrize("key,example", [("callbreak/master", "call 4, 5 tricks: +4.1"),
                                             ("callbreak/standard", "call 4, 6 tricks: +4.2")])
def test_the_rules_pages_overtrick_example_is_scored_as_the_options_score_it(key, example):
    """Issue 25.18: under master's window 6 tricks fail a call of 4 (−4): the example shows a hand that succeeds,
    with the score the engine gives it, in every language."""
    from tricktable.engine import get_game
    from tricktable.i18n import LANGUAGES, localizer

    game = get_game(key, {"overtrick_scoring": "tenth"})
    assert example in localizer("en").rules_markdown(game)
    number = example.rsplit("+", 1)[1]
    for lang in LANGUAGES:
        text = localizer(lang).rules_markdown(game)
        assert number in text or number.replace(".", ",") in text, lang
        assert ("4.2" in number) == any(x in text for x in ("4.2", "4,2")), lang
