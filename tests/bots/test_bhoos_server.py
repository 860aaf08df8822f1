"""Our AI as a Bhoos bot (``tricktable bot serve --protocol bhoos``): recorded requests built from callbreak.md §4's
examples get §4's answers; malformed or inconsistent requests get HTTP 400 with the reason."""

from __future__ import annotations

import copy
import http.client
import json
import time

import pytest

from tricktable.engine import get_game
from tricktable.interfaces.bots import bhoos
from tricktable.interfaces.bots.servers import bhoos_app, make_server, serve_in_thread
from tricktable.interfaces.bots.timed import decide_in_time

# §4's /bid example (the starter code's docstring): P3 bids last, after P0, P2 and P1 called 3
BID_EXAMPLE = {
    "playerId": "P3",
    "playerIds": ["P3", "P0", "P2", "P1"],
    "cards": ["1S", "TS", "8S", "7S", "6S", "4S", "3S", "9H", "6H", "5H", "1C", "1D", "JD"],
    "context": {"round": 1, "players": {
        "P3": {"totalPoints": 0, "bid": 0, "won": 0}, "P0": {"totalPoints": 0, "bid": 3, "won": 0},
        "P2": {"totalPoints": 0, "bid": 3, "won": 0}, "P1": {"totalPoints": 0, "bid": 3, "won": 0}}},
}

# §4's /play example made consistent: the docstring's hand still held QS and 2S, which its history shows played,
# and its "won" counts did not match the history; here P1 holds 11 cards after two tricks both won by P3
PLAY_EXAMPLE = {
    "timeBudget": 1202,
    "playerId": "P1",
    "playerIds": ["P0", "P1", "P2", "P3"],
    "cards": ["9S", "3S", "KH", "JH", "4H", "JC", "9C", "7C", "6C", "8D", "6D"],
    "played": ["2H", "8H"],
    "history": [[1, ["TS", "KS", "1S", "5S"], 3], [3, ["QS", "6S", "TH", "2S"], 3]],
    "context": {"round": 2, "players": {
        "P0": {"totalPoints": 4.1, "bid": 3, "won": 0}, "P1": {"totalPoints": -3, "bid": 3, "won": 0},
        "P2": {"totalPoints": 2, "bid": 3, "won": 0}, "P3": {"totalPoints": 0, "bid": 3, "won": 2}}},
}


@pytest.fixture(scope="module")
def server():
    game = get_game("callbreak/standard")
    srv = make_server(bhoos_app(game, "normal", seed=1, bid_ms=400), "127.0.0.1", 0)
    serve_in_thread(srv)
    yield srv.server_address[1]
    srv.shutdown()
    srv.server_close()


def call(port: int, method: str, path: str, body=None, raw: bytes | None = None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
    conn.request(method, path, body=data, headers={"Content-Type": "application/json"})
    r = conn.getresponse()
    out = json.loads(r.read() or b"null")
    conn.close()
    return r.status, out


def test_hi_says_hello(server):
    assert call(server, "GET", "/hi") == (200, {"value": "hello"})


def test_the_bid_example_gets_a_call_within_the_standard_range(server):
    status, out = call(server, "POST", "/bid", BID_EXAMPLE)
    assert status == 200 and set(out) == {"value"}
    assert isinstance(out["value"], int) and 1 <= out["value"] <= 8


def test_the_play_example_gets_a_legal_card_in_bhoos_notation(server):
    status, out = call(server, "POST", "/play", PLAY_EXAMPLE)
    assert status == 200 and set(out) == {"value"}
    # hearts were led and P1 holds KH JH 4H: must follow, and must head the trick (8H) when able (standard)
    assert out["value"] in ("KH", "JH")


def test_the_request_becomes_the_view_the_request_shows():
    game = get_game("callbreak/standard")
    state, seat, budget = bhoos.read_play(game, PLAY_EXAMPLE)
    view = game.view(state, seat)
    assert seat == 1 and budget == 1202 and view.to_act == 1 and view.round == 2
    assert sorted(bhoos.to_bhoos(c) for c in view.hand) == sorted(PLAY_EXAMPLE["cards"])
    assert [bhoos.to_bhoos(c) for _, c in view.trick] == ["2H", "8H"]
    assert [(lead, [bhoos.to_bhoos(c) for _, c in plays], w) for lead, plays, w in view.tricks] == [
        tuple(t) for t in PLAY_EXAMPLE["history"]]
    assert view.calls == (3, 3, 3, 3) and view.tricks_won == (0, 0, 0, 2) and view.scores == (4.1, -3, 2, 0)
    assert view.hand_counts == (10, 11, 11, 10)  # P3 led, P0 followed
    # and our host side writes the same payload back from that view
    again = bhoos.play_payload(view, 1202)
    assert again["history"] == PLAY_EXAMPLE["history"] and again["played"] == PLAY_EXAMPLE["played"]
    assert sorted(again["cards"]) == sorted(PLAY_EXAMPLE["cards"])


def test_the_bid_request_finds_the_dealer_from_the_calls_made():
    game = get_game("callbreak/standard")
    state, seat = bhoos.read_bid(game, BID_EXAMPLE)
    view = game.view(state, seat)
    assert seat == 0 and view.dealer == 0 and view.calls == (None, 3, 3, 3) and view.to_act == 0


def _broken(change):
    body = copy.deepcopy(PLAY_EXAMPLE)
    change(body)
    return body


@pytest.mark.parametrize("change, reason", [
    (lambda b: b["cards"].append("TS"), "twice"),
    (lambda b: b["history"][0].__setitem__(2, 2), "winner"),
    (lambda b: b["history"].__setitem__(1, [2, ["QS", "6S", "TH", "2S"], 2]), "led by the winner"),
    (lambda b: b["cards"].pop(), "holds 11 cards"),
    (lambda b: b["context"]["players"]["P3"].__setitem__("won", 1), "history gives"),
    (lambda b: b["played"].append("QH"), "do not lead to this player"),
    (lambda b: b.__setitem__("playerId", "P9"), "not in 'playerIds'"),
    (lambda b: b["cards"].__setitem__(0, "XX"), "not a Bhoos card"),
    (lambda b: b.pop("history"), "no 'history'"),
    (lambda b: b.__setitem__("timeBudget", "soon"), "timeBudget"),
    (lambda b: b["context"].__setitem__("round", 0), "round"),
])
def test_a_request_that_does_not_add_up_gets_400_with_the_reason(server, change, reason):
    status, out = call(server, "POST", "/play", _broken(change))
    assert status == 400 and reason in out["error"]


def test_the_literal_docstring_example_is_refused_because_its_cards_repeat(server):
    literal = copy.deepcopy(PLAY_EXAMPLE)
    literal["cards"] = ["QS", "9S", "2S", "KH", "JH", "4H", "JC", "9C", "7C", "6C", "8D", "6D", "3D"]
    status, out = call(server, "POST", "/play", literal)
    assert status == 400 and "twice" in out["error"] and "QS" in out["error"]


def test_bad_bodies_and_paths_are_refused(server):
    assert call(server, "POST", "/play", raw=b"{not json")[0] == 400
    assert call(server, "POST", "/bid", ["a", "list"])[0] == 400
    assert call(server, "GET", "/play")[0] == 404
    assert call(server, "POST", "/nope", {})[0] == 404
    bid = copy.deepcopy(BID_EXAMPLE)
    bid["context"]["players"]["P2"]["bid"] = 0  # P1 bid, P2 not yet: not the players just before P3
    assert call(server, "POST", "/bid", bid) == (400, {"error": "the bids made so far must be those of the players "
                                                                "just before this one"})


def test_the_search_is_cut_to_its_share_of_the_time_budget():
    """With a per-round timeBudget, each card's search gets at most its share (the cards still to play)."""
    from tricktable.ai import make_player
    from tricktable.ai.seating import TimeControl
    from tricktable.interfaces.bots.timed import context_for

    game = get_game("callbreak/standard")
    state, seat, _ = bhoos.read_play(game, PLAY_EXAMPLE)
    player = make_player("normal", game, 0)
    player.start_match(game, context_for(seat, TimeControl(hand_ms=1100), 1100))
    budget = player.timed(game.view(state, seat))
    assert budget.wall_ms is not None and budget.wall_ms <= 0.7 * 1100 / 11


def test_a_decision_that_is_late_gets_the_quick_answer_in_time():
    game = get_game("callbreak/standard")
    state, seat, _ = bhoos.read_play(game, PLAY_EXAMPLE)
    view, legal = game.view(state, seat), game.legal_actions(state)

    class Slow:
        def choose(self, game, view, legal):
            time.sleep(1.0)
            return legal[-1]

    action, in_time = decide_in_time(Slow(), game, view, legal, 0.05)
    assert not in_time and action in legal
