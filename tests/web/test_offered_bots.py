"""Issue 28: the external bots and trained policies a server is started with (``--allow-bot``) are offered beside the
AI levels (``/api/variants`` lists them under ``bots``), and a new game seats the one chosen; nothing else is."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from driver import SeatDriver

from tricktable.i18n import localizer
from tricktable.interfaces.web.app import table_kinds
from tricktable.interfaces.web.bots import BotAllowList

sys.path.insert(0, str(Path(__file__).parents[1] / "rl"))
from test_rl_policy import random_policy  # noqa: E402


def test_policies_and_bots_given_to_the_server_are_offered(client_factory, tmp_path):
    policy = f"policy:{random_policy(tmp_path, 'callbreak/master')}"
    client = client_factory(allow_bots=[policy, "http://127.0.0.1:7000", "cmd:python mybot.py"])
    bots = client.get("/api/variants").json()["bots"]
    assert sorted(bots) == sorted([policy, "http:http://127.0.0.1:7000", "bhoos:http://127.0.0.1:7000",
                                   "cmd:python mybot.py"])
    assert client_factory().get("/api/variants").json()["bots"] == []  # none unless the server was given some


def test_a_game_against_an_offered_policy_is_played_by_it(client_factory, tmp_path):
    policy = f"policy:{random_policy(tmp_path, 'callbreak/master')}"
    assert len(policy) > 40  # a kind longer than a level's name is still accepted
    client = client_factory(allow_bots=[policy])
    r = client.post("/api/games", json={"variant": "callbreak/master", "seed": 5, "ai": policy})
    assert r.status_code == 200, r.text
    gid = r.json()["id"]
    session = client.app.state.manager.live[gid].session
    assert session.players == ["human", policy, policy, policy]
    with client.websocket_connect(f"/ws/{gid}?token={r.json()['tokens']['0']}") as ws:
        me = SeatDriver(ws)
        me.recv()
        for _ in range(3):  # the policy seats move between my turns
            me.settle()
            assert me.play_one()["type"] == "ack"
        others = [seat for h in client.app.state.store.load(gid).hands for seat, _ in h.actions if seat != 0]
        assert others


def test_a_bot_the_server_was_not_given_is_refused_in_the_askers_language(client_factory, tmp_path):
    policy = f"policy:{random_policy(tmp_path, 'callbreak/master')}"
    client = client_factory()
    r = client.post("/api/games", json={"variant": "callbreak/master", "ai": policy, "lang": "el"})
    assert r.status_code == 400
    assert r.json()["detail"] == localizer("el")("http-players", allowed=sorted(set(table_kinds()) | {"human"}))


@pytest.mark.parametrize("entry", ["policy:", "rm -rf /", "ftp://x", "cmd:"])
def test_an_allow_bot_entry_that_is_no_bot_is_refused(entry):
    with pytest.raises(ValueError):
        BotAllowList([entry])


def test_a_policy_chosen_for_another_variant_is_refused_in_the_askers_language(client_factory, tmp_path):
    policy = f"policy:{random_policy(tmp_path, 'callbreak/master')}"
    client = client_factory(allow_bots=[policy])
    r = client.post("/api/games", json={"variant": "rook/crowsnest", "ai": policy, "lang": "hu"})
    assert r.status_code == 400 and r.json()["detail"] == localizer("hu")("http-policy-variant")
    assert client.app.state.manager.live == {}  # no game was made
