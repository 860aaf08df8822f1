"""External bots at web tables: only those the server allows (``tricktable serve --allow-bot``), so that a table
never calls an arbitrary address; an allowed Bhoos bot plays its seat through a whole match."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from tricktable.interfaces.web import create_app
from tricktable.interfaces.web.bots import BotAllowList


@pytest.fixture
def web(tmp_path):
    clients = []

    def make(**kw):
        c = TestClient(create_app(tmp_path / "games.sqlite3", rate=(1000.0, 1000.0), **kw))
        c.__enter__()
        clients.append(c)
        return c

    yield make
    for c in clients:
        c.__exit__(None, None, None)


def wait_finished(client, gid, seconds=60):
    store = client.app.state.store
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        row = store.load(gid)
        if row.status == "finished":
            return row
        time.sleep(0.05)
    raise AssertionError("the game did not finish")


def test_a_table_refuses_a_bot_the_server_does_not_allow(web, bhoos_double):
    double, url = bhoos_double()
    client = web()
    r = client.post("/api/games", json={"variant": "callbreak/standard", "seed": 1,
                                        "players": [f"bhoos:{url}", "heuristic", "heuristic", "heuristic"]})
    assert r.status_code == 400 and "players must be among" in r.text
    assert client.get("/api/variants").json()["bots"] == []
    assert double.requests == []


def test_an_allowed_bhoos_bot_plays_its_seat_through_the_match(web, bhoos_double):
    double, url = bhoos_double()
    client = web(allow_bots=[url])
    assert client.get("/api/variants").json()["bots"] == [f"bhoos:{url}", f"http:{url}"]
    r = client.post("/api/games", json={"variant": "callbreak/standard", "seed": 2,
                                        "players": [f"bhoos:{url}", "heuristic", "heuristic", "heuristic"]})
    assert r.status_code == 200, r.text
    row = wait_finished(client, r.json()["id"])
    assert double.violations == []
    # one /play per card the bot's seat played (the other seats may claim the rest of a hand: engine.claims)
    assert len([p for p, _ in double.requests if p == "/play"]) == sum(
        1 for h in row.hands for seat, a in h.actions if seat == 0 and a.startswith("play"))


def test_a_bhoos_bot_is_refused_for_another_family(web, bhoos_double):
    _, url = bhoos_double()
    client = web(allow_bots=[f"bhoos:{url}"])
    r = client.post("/api/games", json={"variant": "rook/crowsnest", "seed": 2,
                                        "players": [f"bhoos:{url}", "heuristic", "heuristic", "heuristic"]})
    assert r.status_code == 400 and r.json()["code"] == "server-bot-cannot-play", r.text


def test_a_stored_bot_no_longer_allowed_is_never_called(web, bhoos_double, tmp_path):
    double, url = bhoos_double(mode="hang", hang_seconds=30)  # a bot that would stall the table
    first = web(allow_bots=[url])
    r = first.post("/api/games", json={"variant": "callbreak/standard", "seed": 3,
                                       "players": [f"bhoos:{url}", "heuristic", "heuristic", "human"]})
    gid = r.json()["id"]
    deadline = time.monotonic() + 20
    while not double.requests and time.monotonic() < deadline:  # seat 0 calls first (dealer 3): it was asked
        time.sleep(0.02)
    first.__exit__(None, None, None)
    seen = len(double.requests)
    assert seen == 1
    again = web()  # restarted without --allow-bot: the seat is played by the heuristic
    live = again.app.state.manager.get(gid)
    assert live is not None and live.bots is None
    deadline = time.monotonic() + 20
    while live.session.to_act() != 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert live.session.to_act() == 3 and len(double.requests) == seen


def test_the_allow_list_reads_urls_and_kinds():
    allow = BotAllowList(["http://127.0.0.1:7000/", "cmd:python examples/random_bot.py"])
    assert allow.allows("bhoos:http://127.0.0.1:7000") and allow.allows("http:http://127.0.0.1:7000/")
    assert allow.allows("cmd:python examples/random_bot.py")
    assert not allow.allows("cmd:rm -rf /") and not allow.allows("bhoos:http://10.0.0.1:7000")
    assert not allow.allows("normal")
    with pytest.raises(ValueError, match="--allow-bot"):
        BotAllowList(["127.0.0.1:7000"])
