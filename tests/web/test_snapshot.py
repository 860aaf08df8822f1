"""A seat's snapshot: its view as the rules write it, less the list of finished tricks the page never reads."""

from __future__ import annotations

from tricktable.ai.base import RandomPlayer
from tricktable.engine import MatchSession, get_game
from tricktable.interfaces.web.snapshot import Snapshots


def test_a_snapshot_carries_the_seats_view_without_the_finished_tricks(variant):
    game = get_game(variant)
    s = MatchSession(game, seed=4, first_dealer=0, players=["human"] * 4)
    s.start_next_hand()
    snaps = Snapshots("g", s)
    players = [RandomPlayer(i) for i in range(4)]
    checked = 0
    while s.in_hand():
        seat = s.to_act()
        if checked < 40:
            for viewer in (seat, (seat + 1) % 4):
                full = game.view(s.state, viewer).to_json()
                assert snaps.snapshot(viewer)["view"] == {k: v for k, v in full.items() if k != "tricks"}
            checked += 1
        s.apply(seat, players[seat].choose(game, game.view(s.state, seat), s.legal()))
    assert checked >= 20
