"""The web is a push driver over the table's match session: what it adds (subscribers, the AI) and what it keeps."""

from __future__ import annotations

from driver import SeatDriver
from test_api import new_game


def test_a_weak_hand_redeal_does_not_stall_the_table(client):
    # seed 2 deals a hand without a spade or a face card in the first deal: it is dealt again at once
    gid, tokens = new_game(client, variant="callbreak/master", seed=2, ai="heuristic",
                           options={"redeal_weak_hands": True})
    with client.websocket_connect(f"/ws/{gid}?token={tokens['0']}") as ws:
        me = SeatDriver(ws)
        me.recv()
        me.sync()
        assert me.state["between_hands"] and me.state["result"] == {"redeal": True}
        for _ in range(10):  # the same hand is dealt again (its next deal may be weak too)
            ws.send_json({"type": "next_hand"})
            me.sync()
            if not me.state["between_hands"]:
                break
        assert me.state["hand_seq"] >= 1 and me.state["hand_number"] == 1 and me.state["view"]["to_act"] is not None
