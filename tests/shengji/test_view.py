"""A seat's view: its own cards only, the kitty only to the dealer while burying, hidden burials, display groups."""

import json
import random

from sj_helpers import c, deal_with, run, start

from tricktable.engine import get_game
from tricktable.engine.match import deal_for
from tricktable.games.shengji.units import hand_list


def test_views_never_hold_other_seats_cards():
    game = get_game("shengji/tractor")
    rng = random.Random(5)
    state = game.start_hand(game.new_match(0), deal_for(game, 5, 1, 0))
    while game.to_act(state) is not None:
        for seat in range(4):
            v = game.view(state, seat)
            assert sorted(v.hand) == hand_list(state.h1[seat], state.h2[seat])
            j = v.to_json()
            json.dumps(j)
            assert ("kitty" in j) == (state.phase == "exchange" and seat == state.dealer)
            assert all(h["action"] == "discard" for h in j["history"] if h["action"].startswith("discard"))
            assert "legal" not in j
        state, _ = game.apply(state, game.random_action(state, rng))


def test_view_keys():
    game, st = start(deal_with({0: "2C"}, avoid="2J"))
    st = run(game, st, "declare 2C")
    j = game.view(st, 1).to_json()
    for key in ("variant", "seat", "phase", "to_act", "dealer", "hand", "hand_counts", "trick", "leader", "last_trick",
                "trump", "history", "levels", "level", "declaration", "attacker_points", "defenders"):
        assert key in j
    assert j["declaration"] == {"seat": 0, "cards": "2C"} and j["level"] == "2" and j["levels"] == {"0": "2", "1": "2"}


def test_hand_groups_put_trumps_together_in_strength_order():
    game, st = start(deal_with({0: "2C"}, avoid="2J"))
    st = run(game, st, "declare 2C", "pass", "pass", "pass")
    groups = game.hand_groups(st, list(c("BJ 2C 2H AC 3C AH 5H 9S")))
    assert groups == [("♠ spades", list(c("9S"))), ("♥ hearts", list(c("AH 5H"))),
                      ("trumps", list(c("BJ 2C 2H AC 3C")))]
    name, trumps = game.view(st, 0).groups[-1]
    assert name == "trumps" and trumps[0] in c("BJ SJ 2C")


def test_rules_text_follows_the_options():
    assert "no throw" in get_game("shengji/tractor").rules_text().lower()
    assert "throw" in get_game("shengji/tractor", {"throws": True}).rules_text()
    assert "×16" in get_game("shengji/tractor", {"kitty_multiplier": "power"}).rules_text()


def test_only_the_dealer_sees_what_it_buried():
    game, st = start(deal_with({0: "2C"}, kitty="3H 3H 4H 4H 5H 5H 6H 6H", avoid="2J"))
    st = run(game, st, "declare 2C", "pass", "pass", "pass", "discard 3H 3H 4H 4H 5H 5H 6H 6H")
    assert game.view(st, 0).to_json()["buried"] == "3H 3H 4H 4H 5H 5H 6H 6H"
    assert all("buried" not in game.view(st, s).to_json() for s in (1, 2, 3))


def play_out(game, st, seed=3):
    rng = random.Random(seed)
    events = []
    while game.to_act(st) is not None:
        st, evs = game.apply(st, game.random_action(st, rng))
        events.extend(evs)
    return st, events


def test_the_kitty_is_turned_up_for_everyone_at_the_end_with_its_multiplier():
    game, st = start(deal_with({0: "2C"}, kitty="3H 3H 4H 4H 5H 5H 6H 6H", avoid="2J"))
    st = run(game, st, "declare 2C", "pass", "pass", "pass", "discard 3H 3H 4H 4H 5H 5H 6H 6H")
    assert all(game.view(st, s).to_json()["kitty_end"] is None for s in range(4))
    for seed in range(6):
        over, events = play_out(game, st, seed)
        shown = [e for e in events if e.kind == "kitty_turned_up"]
        assert len(shown) == 1 and shown[0].visible_to == -1
        plays, winner = over.last_trick
        lead_size = len(plays[0][1])
        counted = winner % 2 != 0  # seat 0 dealt: the attackers are seats 1 and 3
        result = game.hand_result(over).to_json()
        for seat in range(4):
            end = game.view(over, seat).to_json()["kitty_end"]
            assert end == {"cards": "3H 3H 4H 4H 5H 5H 6H 6H", "points": 10, "multiplier": 2 * lead_size,
                           "bonus": 20 * lead_size if counted else 0, "counted": counted, "last_winner": winner}
        assert result["kitty_points"] == 10


def test_the_power_rule_doubles_the_kitty_for_each_card_of_the_last_lead():
    game, st = start(deal_with({0: "2C"}, kitty="3H 3H 4H 4H 5H 5H 6H 6H", avoid="2J"), options={"kitty_multiplier": "power"})
    st = run(game, st, "declare 2C", "pass", "pass", "pass", "discard 3H 3H 4H 4H 5H 5H 6H 6H")
    over, _ = play_out(game, st)
    plays, _ = over.last_trick
    assert game.view(over, 2).to_json()["kitty_end"]["multiplier"] == 2 ** len(plays[0][1])
