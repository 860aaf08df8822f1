"""Stopping a match: an open-ended match goes to the leader; any other undecided match is abandoned (nobody wins),
and stays abandoned when it is rebuilt from its record."""

from __future__ import annotations

from test_session import ListSink, play_steps
from tricktable.engine import MatchSession, get_game


def test_stopping_an_undecided_match_abandons_it_nobody_wins():
    game = get_game("rook/crowsnest")
    sink = ListSink()
    s = MatchSession(game, seed=5, first_dealer=0, sink=sink)
    play_steps(s, 60)  # past the first hand, far from 300 points
    assert not game.match_over(s.match)
    s.end()
    assert s.match_over() and s.abandoned and s.match.winner is None and sink.log[-1] == ("ended", None)
    assert s.end() == [] and sink.log[-1] == ("ended", None)  # a second stop changes nothing


def test_an_abandoned_match_is_rebuilt_abandoned():
    game = get_game("rook/crowsnest")
    sink = ListSink()
    s = MatchSession(game, seed=5, first_dealer=0, sink=sink)
    play_steps(s, 60)
    s.end()
    again = MatchSession.restore(game, 5, 0, sink.hands, ended=True, abandoned=True)
    assert again.match_over() and again.abandoned and again.match.winner is None


def test_the_hand_on_the_table_is_known_by_number_and_dealer_between_hands():
    game = get_game("rook/crowsnest")
    s = MatchSession(game, seed=5, first_dealer=2)
    s.start_next_hand()
    assert s.dealt == (1, 2)
    while s.in_hand():
        play_steps(s, 1)
    assert not s.last_result.to_json().get("redeal")
    assert s.dealt == (1, 2) and s.match.hand_number == 2 and s.match.dealer == 3  # the summary's hand, not the next
