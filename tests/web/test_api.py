"""The HTTP API and a full hand over the websocket, in process."""

from __future__ import annotations

from driver import SeatDriver


def new_game(client, variant="webtest/mini", **kw):
    r = client.post("/api/games", json={"variant": variant, "ai": "random", "seed": 5, **kw})
    assert r.status_code == 200, r.text
    body = r.json()
    return body["id"], body["tokens"]


def test_index_and_assets_are_served_with_a_strict_policy(client):
    r = client.get("/")
    assert r.status_code == 200 and "<html" in r.text.lower()
    assert "default-src 'self'" in r.headers["content-security-policy"]


def test_variants_list_the_test_game_with_its_options(client):
    data = client.get("/api/variants").json()
    mini = next(v for v in data["variants"] if v["key"] == "webtest/mini")
    assert mini["options"] == {"target": 30, "min_bid": 5}
    assert "heuristic" in data["players"]


def test_variants_list_the_allowed_values_of_choice_options(client):
    data = client.get("/api/variants").json()
    rook = next(v for v in data["variants"] if v["key"] == "rook/crowsnest")
    assert rook["choices"]["bird_rank"] == ["high", "low", "ten_and_half"]
    assert rook["choices"]["target"] == [150, 200, 300, 500]
    assert all(name in rook["options"] for name in rook["choices"])


def test_rules_page_comes_from_the_game(client):
    assert "nest" in client.get("/api/rules", params={"variant": "webtest/mini"}).json()["markdown"]


def test_game_ids_and_tokens_are_unguessable(client):
    gid, tokens = new_game(client)
    assert len(gid) >= 20 and len(tokens["0"]) >= 30 and list(tokens) == ["0"]


def test_a_full_hand_against_ai(client):
    gid, tokens = new_game(client)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        final = me.play_hand()
    assert final["sheet"] and (final["result"].get("redeal") or "score" in final["result"])


def test_serve_prints_the_url_and_serves(tmp_path):
    import os
    import socket
    import subprocess
    import sys
    import time
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cmd = [sys.executable, "-c", "from tricktable.interfaces.cli.app import main; main()", "serve", "--port", str(port),
           "--db", str(tmp_path / "g.sqlite3"), "--ai-workers", "0"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=os.environ)
    try:
        line = proc.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in line
        for _ in range(100):
            try:
                assert b"tricktable" in urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        else:
            raise AssertionError("no answer")
    finally:
        proc.terminate()
        proc.wait(10)


def test_the_hand_review_is_computed_in_the_pool_stored_and_sent_to_the_seat(client):
    gid, tokens = new_game(client)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.play_hand()
        pushed = me.recv_until(lambda m: m["type"] == "review")["review"]
    assert pushed["seat"] == 0 and pushed["hand_number"] == 1
    assert pushed["lines"][0].startswith("Hand 1:") and pushed["messages"][0]["id"] == "review-hand"
    assert pushed["decisions"]
    for d in pushed["decisions"]:
        assert len(d["alternatives"]) >= 2 and d["cost"] >= 0
    stored = client.get(f"/api/games/{gid}/reviews", params={"token": tokens["0"]}).json()
    assert stored["seat"] == 0 and stored["reviews"] == [pushed]
    assert client.get(f"/api/games/{gid}/reviews", params={"token": "nope"}).status_code == 404
