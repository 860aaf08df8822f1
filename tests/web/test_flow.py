"""Whole hands and matches over the websocket: each available family, all-human tables, leaks, restarts."""

from __future__ import annotations

import pytest
from driver import SeatDriver
from multiseat import hidden_cards_seen, play_all_seats
from test_api import new_game

from tricktable.engine import get_game, variant_keys
from tricktable.games.faces import display_json

FAMILIES = {"mini": "webtest/mini", "rook": "rook/crowsnest", "callbreak": "callbreak/master",
            "shengji": "shengji/tractor"}
MATCH_HANDS = {"shengji": 2}  # Tractor matches run for many hands: two hands are enough here
SHORT_MATCH: dict[str, dict] = {"callbreak": {"rounds": 3}}  # Callbreak/master is open-ended: a 3-round match


def _variant(family: str) -> str:
    key = FAMILIES[family]
    if key not in variant_keys():
        pytest.skip(f"{key} is not registered yet")
    return key


@pytest.mark.parametrize("family", list(FAMILIES))
def test_a_full_hand_against_ai(client, family):
    variant = _variant(family)
    gid, tokens = new_game(client, variant=variant, seed=21, ai="heuristic")
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        final = me.play_hand()
    assert final["between_hands"] and final["sheet"]
    row = client.app.state.store.load(gid)
    assert row.hands[0].result == final["sheet"][0]


@pytest.mark.slow
@pytest.mark.parametrize("family", list(FAMILIES))
def test_no_seat_is_ever_shown_a_hidden_card_over_a_match(client, family):
    variant = _variant(family)
    gid, tokens = new_game(client, variant=variant, seed=33, players=["human"] * 4,
                           options=SHORT_MATCH.get(family, {}))
    drivers = play_all_seats(client, gid, tokens, hands=MATCH_HANDS.get(family, 40), seed=4)
    for seat, d in enumerate(drivers):
        assert len(d.log) > 10
        leaks = hidden_cards_seen(client, gid, seat, d.log)
        assert not leaks, f"seat {seat} saw hidden cards: {leaks[:3]}"


def test_the_leak_check_would_notice_a_leak(client):
    gid, tokens = new_game(client, seed=33, players=["human"] * 4)
    drivers = play_all_seats(client, gid, tokens, hands=1, seed=4)
    s0 = drivers[0].log[0]["state"]
    other = client.app.state.store.load(gid).hands[0].hands[1].split()[0]
    forged = {"type": "update", "state": {**s0, "view": {**s0["view"], "hand": [*s0["view"]["hand"], other]}}}
    assert hidden_cards_seen(client, gid, 0, [forged])


def test_restart_mid_hand_resumes_exactly_and_finishes(client_factory, store_target):
    db = store_target  # a SQLite file, then a PostgreSQL database
    first = client_factory(db)
    gid, tokens = new_game(first, seed=8)
    with first.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        for _ in range(3):
            me.settle()
            if me.state["between_hands"]:
                break
            assert me.play_one()["type"] == "ack"
        me.sync()
        before = me.state
    first.__exit__(None, None, None)  # the server stops
    second = client_factory(db)  # a new app on the same database
    with second.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.recv()
        me.sync()
        assert me.state["hand_seq"] == before["hand_seq"]
        assert me.state["view"]["hand"] == before["view"]["hand"]
        assert me.state["view"]["history"][: len(before["view"]["history"])] == before["view"]["history"]
        final = me.play_hand()
    assert final["between_hands"] and final["sheet"]


def test_reconnecting_returns_to_the_same_table(client):
    gid, tokens = new_game(client, seed=8)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.settle()
        me.play_one()
        me.sync()
        seen = me.state
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        again = SeatDriver(ws)
        again.recv()
        again.sync()
        assert again.state["view"]["hand"] == seen["view"]["hand"] and again.state["hand_seq"] == seen["hand_seq"]


@pytest.mark.slow
def test_history_replay_and_stats_after_a_finished_match(client):
    gid, tokens = new_game(client, seed=2, players=["human"] * 4)
    play_all_seats(client, gid, tokens, hands=1000, seed=1)
    held = {"games": [{"id": gid, "token": tokens["0"]}]}
    games = client.post("/api/history", json=held).json()["games"]
    assert [g["id"] for g in games] == [gid]
    replay = client.get(f"/api/replay/{gid}", params={"token": tokens["0"]}).json()
    hand = replay["hands"][0]
    assert len(hand["frames"]) == len(client.app.state.store.load(gid).hands[0].actions) + 1
    assert all(len(f["hands"]) == 4 for f in hand["frames"])
    assert replay["display"] == display_json(get_game("webtest/mini"))
    stats = client.post("/api/stats", json=held).json()["variants"]
    assert stats[0]["variant"] == "webtest/mini" and stats[0]["played"] == 1


def test_unfinished_games_cannot_be_replayed(client):
    gid, tokens = new_game(client)
    assert client.get(f"/api/replay/{gid}", params={"token": tokens["0"]}).status_code == 404


class _BrokenPlayer:
    name = "broken"

    def __init__(self, game, seed=0):
        self.n = seed

    def choose(self, game, view, legal):
        if self.n % 2:
            raise RuntimeError("thinking failed")
        return game.parse_action("play B14")  # usually illegal


def test_a_failing_ai_never_stalls_the_table(client, monkeypatch):
    from tricktable import ai

    monkeypatch.setitem(ai.PLAYER_KINDS, "webtest-broken", ai.PlayerKind("webtest-broken", _BrokenPlayer, table=True))
    gid, tokens = new_game(client, seed=3, players=["human", "webtest-broken", "webtest-broken", "webtest-broken"])
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        final = SeatDriver(ws).play_hand()
    assert final["sheet"]


def test_measurement_players_are_not_offered(client):
    players = client.get("/api/variants").json()["players"]
    assert "cheater" not in players and "baseline" not in players and players[-1] == "random"
    r = client.post("/api/games", json={"variant": "webtest/mini", "ai": "cheater"})
    assert r.status_code == 400


def test_ending_an_open_ended_match_names_the_leader(client):
    variant = _variant("callbreak")
    gid, tokens = new_game(client, variant=variant, seed=5, ai="heuristic")
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        final = me.play_hand()
        assert not final["match_over"]
        ws.send_json({"type": "end"})
        msg = me.recv_until(lambda m: m["type"] == "update" and m["state"]["match_over"])
    scores = msg["state"]["scores"]
    assert msg["state"]["winner"] == scores.index(max(scores))
    assert client.app.state.store.load(gid).status == "finished"
    assert client.get(f"/api/replay/{gid}", params={"token": tokens["0"]}).status_code == 200


class _SlowPlayer:
    name = "slow"

    def __init__(self, game, seed=0):
        self.seed = seed

    def choose(self, game, view, legal):
        import time

        time.sleep(1.0)  # a long search, releasing the interpreter like a process pool would
        return legal[0]


def test_one_tables_thinking_never_stalls_another(client, monkeypatch):
    import time

    from tricktable import ai

    monkeypatch.setitem(ai.PLAYER_KINDS, "webtest-slow", ai.PlayerKind("webtest-slow", _SlowPlayer, table=True))
    slow, _ = new_game(client, seed=1, players=["webtest-slow"] * 4)  # thinks for a second per move, forever
    gid, tokens = new_game(client, seed=8)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.settle()
        started = time.perf_counter()
        assert me.play_one()["type"] == "ack"
        assert time.perf_counter() - started < 0.5
    client.app.state.manager.live[slow].ai_task.cancel()


def test_ending_an_undecided_match_records_it_abandoned_with_no_winner(client):
    gid, tokens = new_game(client, seed=5, options={"target": 500})
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        final = me.play_hand()
        assert final["status"] == "active" and final["hand"]["number"] == 1 and not final["open_ended"]
        ws.send_json({"type": "end"})
        msg = me.recv_until(lambda m: m["type"] == "update" and m["state"]["match_over"])
    assert msg["state"]["winner"] is None and msg["state"]["status"] == "abandoned"
    assert client.app.state.store.load(gid).status == "abandoned"
    held = {"games": [{"id": gid, "token": tokens["0"]}]}
    assert [g["id"] for g in client.post("/api/history", json=held).json()["games"]] == [gid]
    stats = {s["variant"]: s for s in client.post("/api/stats", json=held).json()["variants"]}
    assert stats["webtest/mini"]["abandoned"] == 1 and stats["webtest/mini"]["played"] == 0
    assert stats["webtest/mini"]["won"] == 0


def test_the_snapshot_says_how_to_draw_the_table(client):
    variant = _variant("callbreak")
    gid, tokens = new_game(client, variant=variant, seed=5, options={"rounds": 2})
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        st = SeatDriver(ws).recv()["state"]
    assert st["direction"] == "ccw" and st["options"]["rounds"] == 2 and st["hand"] == {"number": 1, "dealer": 1}
    assert st["display"]["panel"] == {"kind": "calls", "rounds": 2} and st["display"]["words"] == {"bid": "call"}


def test_the_replay_names_seats_as_seat_0_sees_them_and_numbers_the_tricks(client):
    gid, tokens = new_game(client, seed=2, players=["human"] * 4)
    play_all_seats(client, gid, tokens, hands=1000, seed=1)
    replay = client.get(f"/api/replay/{gid}", params={"lang": "xx", "token": tokens["0"]}).json()  # an unknown language: English
    hand = replay["hands"][0]
    texts = [e["text"] for f in hand["frames"] for e in f["events"]]
    won = [t for f in hand["frames"] for e in f["events"] if e["kind"] == "trick_won" for t in [e["text"]]]
    assert won and all(t.split()[0] in ("You", "Left", "Partner", "Right") for t in won), won
    assert not [t for t in texts if "seat " in t], texts
    numbers = [f["trick_no"] for f in hand["frames"] if f["phase"] == "play" or f["trick_no"]]
    assert numbers == sorted(numbers) and max(numbers) == hand["tricks"] == 4  # the mini game: 4 tricks a hand
    assert replay["direction"] == "cw"


def test_on_postgresql_an_action_is_written_off_the_event_loop(client_factory, store_target, monkeypatch):
    """On PostgreSQL each action's round trip to the database is waited for in a thread (the loop serves the other
    tables meanwhile); on SQLite it is made on the loop, as always."""
    import asyncio

    from tricktable.storage import Store

    apart: list[tuple[bool, list[str]]] = []
    plain = Store.run_apart

    def spy(self, statements):
        try:
            asyncio.get_running_loop()
            on_loop = True
        except RuntimeError:
            on_loop = False
        apart.append((on_loop, [sql.split(" (")[0] for sql, _ in statements]))
        return plain(self, statements)

    monkeypatch.setattr(Store, "run_apart", spy)
    client = client_factory(store_target)
    gid, tokens = new_game(client, seed=8)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        for _ in range(3):
            me.settle()
            if me.state["between_hands"]:
                break
            assert me.play_one()["type"] == "ack"
    stored = Store(store_target).load(gid)
    mine = [a for h in stored.hands for seat, a in h.actions if seat == 0]
    if isinstance(store_target, str):  # PostgreSQL
        assert mine and apart and not any(on_loop for on_loop, _ in apart)
        assert sum("INSERT INTO actions" in sql for _, sqls in apart for sql in sqls) >= len(mine)
    else:
        assert mine and apart == []
