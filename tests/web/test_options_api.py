"""Options and seeds through the API (issue 11, failure 2): nonsense is a 400 with the reason, never a 500, and a
house name for the bird survives a restart."""

from __future__ import annotations

import pytest
from multiseat import play_all_seats
from test_api import new_game


@pytest.mark.parametrize("body", [
    '{"variant": "rook/crowsnest", "options": {"target": Infinity}}',
    '{"variant": "rook/crowsnest", "options": {"target": NaN}}',
    '{"variant": "rook/crowsnest", "options": {"min_bid": 1e400}}',
    '{"variant": "callbreak/master", "options": {"rounds": 1e400}}',
    '{"variant": "rook/crowsnest", "options": {"bird_name": "R14"}}',
    '{"variant": "rook/crowsnest", "options": {"bird_name": "<script>alert(1)</script>"}}',
    '{"variant": "rook/crowsnest", "options": {"bird_points": 1000000000}}',
    '{"variant": "rook/crowsnest", "seed": 9223372036854775808}',
])
def test_nonsense_options_and_seeds_get_a_clear_400(client, body):
    r = client.post("/api/games", content=body, headers={"content-type": "application/json"})
    assert r.status_code in (400, 422), r.text
    assert r.json()["detail"]


def test_the_variants_list_declares_each_options_type_and_range(client):
    rook = next(v for v in client.get("/api/variants").json()["variants"] if v["key"] == "rook/crowsnest")
    assert rook["specs"]["hand_size"] == {"nullable": False, "kind": "int", "min": 1, "max": 14, "step": 1}
    assert rook["specs"]["minus_target_loses"]["kind"] == "bool" and rook["options"]["minus_target_loses"] is False


def test_a_house_name_for_the_bird_survives_a_restart(client_factory, db):
    first = client_factory()
    gid, tokens = new_game(first, "rook/tournament", seed=6, players=["human"] * 4, options={"bird_name": "Raven"})
    play_all_seats(first, gid, tokens, hands=1, seed=2)
    hands = first.app.state.store.load(gid).hands
    assert "Raven" in " ".join(h.extra + " " + " ".join(h.hands) for h in hands)
    first.__exit__(None, None, None)
    second = client_factory(db)
    with second.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        msg = ws.receive_json()
    assert msg["type"] == "update" and msg["state"]["game_id"] == gid
