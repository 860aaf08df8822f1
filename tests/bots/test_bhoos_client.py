"""Bhoos bots at our tables (the ``bhoos:URL`` kind), against a test double that checks every payload against §4;
a bot that hangs, crashes, answers garbage or an illegal move never stops the match, and is counted."""

from __future__ import annotations

import pytest

from tricktable.ai import make_player
from tricktable.ai.arena import run_arena
from tricktable.ai.seating import TimeControl
from tricktable.engine import get_game
from tricktable.interfaces.bots.servers import bhoos_app, make_server, serve_in_thread
from tricktable.table import Table


def standard():
    return get_game("callbreak/standard")


def test_a_five_round_match_with_two_bhoos_seats_follows_section_4(bhoos_double):
    double, url = bhoos_double()
    game = standard()
    players = [make_player(f"bhoos:{url}", game), make_player("heuristic", game, 1),
               make_player(f"bhoos:{url}", game), make_player("heuristic", game, 3)]
    table = Table(game, players, seed=5, time_control=TimeControl(decision_ms=5000, hand_ms=20000))
    record = table.play()
    assert double.violations == []
    assert len(record.hands) >= 5 and record.winner is not None
    assert all(f.total == 0 and f.fallbacks == 0 for f in table.faults)
    bids = [b for path, b in double.requests if path == "/bid"]
    plays = [b for path, b in double.requests if path == "/play"]
    assert len(bids) == 2 * len(record.hands) and len(plays) == 2 * 13 * len(record.hands)
    # the running totals reach the bot: round 2's context shows round 1's scores
    first_of_round_2 = next(b for b in bids if b["context"]["round"] == 2)
    scores = record.hands[0].result["score"]
    assert [first_of_round_2["context"]["players"][f"P{s}"]["totalPoints"] for s in range(4)] == scores
    assert all(b["timeBudget"] <= 20000 for b in plays)


def test_the_bot_is_checked_with_hi_before_the_match(bhoos_double):
    _, url = bhoos_double()
    make_player(f"bhoos:{url}", standard()).probe()  # answers hello
    nobody = "http://127.0.0.1:9"  # the discard port: nothing listens there
    player = make_player(f"bhoos:{nobody}", standard())
    player.startup_seconds = 0.3
    with pytest.raises(ValueError, match="cannot play"):
        player.probe()


def test_bhoos_kinds_are_callbreak_only():
    with pytest.raises(ValueError, match="Callbreak only"):
        make_player("bhoos:http://127.0.0.1:7000", get_game("rook/crowsnest"))


def _match_with(bhoos_double, mode: str, after: int = 0, **control):
    double, url = bhoos_double(mode, after, hang_seconds=3.0)
    game = standard()
    bot = make_player(f"bhoos:{url}", game)
    bot.startup_seconds = 1.0
    players = [bot] + [make_player("heuristic", game, s) for s in (1, 2, 3)]
    table = Table(game, players, seed=2, time_control=TimeControl(**control) if control else None)
    record = table.play()
    return record, table.faults[0], table


def test_a_hanging_bot_times_out_three_times_then_plays_fallback_moves(bhoos_double):
    record, faults, table = _match_with(bhoos_double, "hang", after=3, decision_ms=150)
    assert len(record.hands) >= 5
    assert faults.counts["timeout"] == 3  # three in a row: then it is not asked again this match
    assert faults.fallbacks == 14 * len(record.hands) - 3
    assert all(f.total == 0 for f in table.faults[1:])


def test_a_crashing_bot_is_counted_once_and_the_match_goes_on(bhoos_double):
    record, faults, _ = _match_with(bhoos_double, "crash", after=5)
    assert len(record.hands) >= 5 and record.winner is not None
    assert faults.counts["crash"] >= 1 and faults.fallbacks == 14 * len(record.hands) - 5
    assert "HTTP 500" in faults.messages[0] or "refused" in " ".join(faults.messages)


def test_garbage_answers_are_unreadable_and_illegal_ones_illegal(bhoos_double):
    record, garbage, _ = _match_with(bhoos_double, "garbage")
    assert garbage.counts["unreadable"] == garbage.fallbacks == 14 * len(record.hands)
    record, illegal, _ = _match_with(bhoos_double, "illegal")
    assert illegal.counts["illegal"] == illegal.fallbacks == 14 * len(record.hands)
    assert "you do not hold" in illegal.messages[-1]  # the last messages are kept: the last hand's cards


def test_the_arena_seats_bhoos_bots_and_reports_their_faults(bhoos_double):
    double, url = bhoos_double("illegal", after=20)
    out = run_arena("callbreak/standard", ["heuristic", f"bhoos:{url}"], deals=2, seed=1, layout="2v2").to_json()
    bot = out["contestants"][f"bhoos:{url}"]
    assert bot["faults"]["illegal"] > 0 and bot["faults"]["illegal"] == bot["faults"]["fallback_moves"]
    assert out["contestants"]["heuristic"]["faults"]["fallback_moves"] == 0
    assert not [v for v in double.violations if "illegal" not in v]


def test_our_bhoos_server_plays_our_bhoos_client(bhoos_double):
    """Both directions together: a Bhoos seat whose bot is tricktable's own server (the heuristic level)."""
    game = standard()
    server = make_server(bhoos_app(game, "heuristic", seed=4), "127.0.0.1", 0)
    serve_in_thread(server)
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        players = [make_player(f"bhoos:{url}", game) for _ in range(4)]
        table = Table(game, players, seed=9, time_control=TimeControl(hand_ms=30000))
        record = table.play(max_hands=2)
    finally:
        server.shutdown()
        server.server_close()
    assert len(record.hands) == 2 and all(f.total == 0 for f in table.faults)


def test_the_double_says_nothing_when_a_caller_hangs_up_before_its_answer():
    """A caller that gave up (a timeout test) is gone when the double answers: that is no error to print (the
    suite showed a BrokenPipeError traceback mid-run)."""
    from bhoos_double import Double, serve

    server = serve(Double("ok", 0, 5.0))
    server.shutdown()
    server.server_close()

    class Gone:
        def write(self, data):
            raise BrokenPipeError(32, "Broken pipe")

    h = object.__new__(server.RequestHandlerClass)
    h.wfile = Gone()
    h.send_response = h.send_header = lambda *a: None
    h.end_headers = lambda: None
    h.send(200, b"{}")  # returns quietly: nothing for the server to print
