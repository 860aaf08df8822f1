"""The leak test of rooms: a whole match in every family with 2, 3 and 4 people in the room plus a spectator.
Every message each of them was sent (tables, replies, room messages, phrases) names no card it could not know:
a seat sees its own hand and what the rules show it, a spectator only what is public."""

from __future__ import annotations

import contextlib

import pytest
from multiseat import hidden_cards_seen
from roomdriver import in_room, new_room

FAMILIES = {"rook": "rook/crowsnest", "callbreak": "callbreak/master", "shengji": "shengji/tractor"}
SHORT_MATCH = {"callbreak": {"rounds": 3}}  # Callbreak/master is open-ended: a 3-round match
MATCH_HANDS = {"shengji": 2}  # Tractor matches run for many hands: two are enough here (as in test_flow)


def play_match(client, people, spectator, hands: int) -> str:
    """The people (seated in seats 0..n-1) play the room's match to its end, or ``hands`` hands, while the
    spectator watches; returns the match's id."""
    host = people[0]
    gid = host.room["game_id"]
    s = client.app.state.manager.live[gid].session
    by_seat = {p.seat(): p for p in people}
    played = 0
    for step in range(20000):
        if step % 100 == 99:
            spectator.sync()
        if s.match_over() or played >= hands:
            break
        if s.state is None:
            played += 1
            if played >= hands:
                break
            for p in people:
                p.ok({"type": "ready"})
            host.recv_until(lambda m: m["type"] == "update" and not m["state"]["between_hands"])
            continue
        p = by_seat.get(s.to_act())
        if p is None:
            host.recv()  # an AI seat is thinking
            continue
        p.sync()
        if p.my_turn():
            p.play_one()
            if p.rng.random() < 0.05:  # now and then a quick phrase, so that phrases are in the logs too
                p.ws.send_json({"type": "say", "phrase": "nice"})
    for p in people:
        p.sync()
    return gid


@pytest.mark.slow
@pytest.mark.parametrize("humans", [2, 3, 4])
@pytest.mark.parametrize("family", list(FAMILIES))
def test_nobody_in_a_room_is_ever_shown_a_hidden_card(client_factory, family, humans):
    client = client_factory(room_join_rate=(100.0, 100.0))
    body = new_room(client, variant=FAMILIES[family], name="p0", options=SHORT_MATCH.get(family, {}), ai="heuristic")
    with contextlib.ExitStack() as stack:
        host = stack.enter_context(in_room(client, body["code"], body["secret"]))
        people = [host]
        for seat in range(1, humans):
            p = stack.enter_context(in_room(client, body["code"]))
            assert p.join(f"p{seat}", seat=seat)["type"] == "joined"
            people.append(p)
        spectator = stack.enter_context(in_room(client, body["code"]))
        for seat in range(humans, 4):
            host.ok({"type": "fill", "seat": seat, "ai": True})
        host.ok({"type": "start"})
        gid = play_match(client, people, spectator, MATCH_HANDS.get(family, 1000))
        spectator.sync()
        assert client.app.state.store.load(gid).hands[-1].result is not None
        for who, seat in [(p, p.seat()) for p in people] + [(spectator, None)]:
            assert len(who.log) > 20
            leaks = hidden_cards_seen(client, gid, seat, who.log, every_message=True)
            assert not leaks, f"{'the spectator' if seat is None else f'seat {seat}'} saw hidden cards: {leaks[:3]}"
        assert spectator.state["view"]["hand"] == [] and spectator.state["seat"] is None


def test_the_room_leak_check_would_notice_a_leak(client):
    body = new_room(client, variant="rook/crowsnest")
    with in_room(client, body["code"], body["secret"]) as host, in_room(client, body["code"]) as spectator:
        for seat in (1, 2, 3):
            host.ok({"type": "fill", "seat": seat, "ai": True})
        host.ok({"type": "start"})
        spectator.sync()
        gid = host.room["game_id"]
        # a card seat 2 still holds in the hand the spectator last saw (the deal has no seed: it may have been
        # dealt again, and the AI seats may have played some of their cards by then)
        seq = [m["state"]["hand_seq"] for m in spectator.log if m.get("state")][-1]
        row = next(h for h in client.app.state.store.load(gid).hands if h.seq == seq)
        played = {card for seat, action in row.actions if seat == 2 for card in action.split()[1:]}
        hand = next(c for c in row.hands[2].split() if c not in played)
        forged = {"type": "said", "member": "x", "name": "x", "text": f"I hold {hand}"}
        assert hidden_cards_seen(client, gid, None, [*spectator.log, forged], every_message=True)
        assert not hidden_cards_seen(client, gid, None, [*spectator.log, forged])  # only with every message
