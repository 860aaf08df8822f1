"""History, replays and statistics are a browser's own: they answer only to the holder of a seat token, the watch
token, or the secret of a room member who sat at the game's table; anyone else gets 404 and nothing (issue 25.1)."""

from __future__ import annotations

from multiseat import play_all_seats
from test_api import new_game


def _finished(client, seed):
    gid, tokens = new_game(client, seed=seed, players=["human"] * 4)
    play_all_seats(client, gid, tokens, hands=1000, seed=1)
    return gid, tokens


def test_history_replay_and_stats_answer_only_to_the_holder_of_a_key(client):
    mine, my_tokens = _finished(client, 2)
    theirs, _ = _finished(client, 3)
    held = {"games": [{"id": mine, "token": my_tokens["2"]}, {"id": theirs, "token": my_tokens["0"]}]}
    assert [g["id"] for g in client.post("/api/history", json=held).json()["games"]] == [mine]
    assert client.post("/api/history", json={"games": []}).json()["games"] == []
    stats = client.post("/api/stats", json=held).json()["variants"]
    assert [(s["variant"], s["played"] + s["abandoned"]) for s in stats] == [("webtest/mini", 1)]
    assert client.post("/api/stats", json={}).json()["variants"] == []
    assert client.get(f"/api/replay/{mine}", params={"token": my_tokens["1"]}).status_code == 200
    for gid, token in ((theirs, ""), (theirs, my_tokens["0"]), (mine, ""), (mine, "x" * 300)):
        r = client.get(f"/api/replay/{gid}", params={"token": token})
        assert r.status_code == 404 and "hands" not in r.json()
    assert client.get("/api/history").status_code == 405 and client.get("/api/stats").status_code == 405


def test_a_watched_game_is_the_watchers(client):
    r = client.post("/api/games", json={"variant": "webtest/mini", "players": ["random"] * 4, "seed": 4})
    gid, watch = r.json()["id"], r.json()["watch"]
    client.app.state.store.end_game(gid, None, "abandoned")
    assert client.get(f"/api/replay/{gid}", params={"token": "nope"}).status_code == 404
    assert client.get(f"/api/replay/{gid}", params={"token": watch}).status_code == 200
    held = {"games": [{"id": gid, "token": watch}]}
    assert [g["id"] for g in client.post("/api/history", json=held).json()["games"]] == [gid]
