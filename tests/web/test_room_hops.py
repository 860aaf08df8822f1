"""Seat hopping in a room: nobody is ever shown two seats' hidden cards in one hand.

People stand, sit in AI seats mid-hand (late arrivals may), leave and join again with another name on the same
socket, and spectators join and sit, in every order a seeded random walk reaches; every message each socket
received is then checked against the true deal: in each hand, all the hidden cards one socket was shown must
be cards a single seat could know at that point (its own hand, the nest once that seat took it)."""

from __future__ import annotations

import contextlib
import random
from typing import Any

import pytest
from multiseat import _tokens, known_cards
from roomdriver import RoomDriver, in_room, new_room

from tricktable.i18n import localizer
from tricktable.table.room import RoomError


class Deal:
    """What each seat (and a spectator) could know at each point of game ``gid``, worked out once."""

    def __init__(self, client, gid: str, seats: int = 4) -> None:
        self.gid = gid
        self.public = known_cards(client, gid, None)
        self.by_seat = [known_cards(client, gid, s) for s in range(seats)]


def seats_shown(deal: Deal, log: list[dict[str, Any]]) -> dict[int, list[tuple[str, set]]]:
    """Per hand: each hidden card a socket was shown (not public at that point), with the seats that could know
    it then. A message without a table state counts at the point of the last table state before it (a hand's
    review at the end of its hand)."""
    gid, public, by_seat, seats = deal.gid, deal.public, deal.by_seat, range(len(deal.by_seat))
    hand_end = {seq: step for seq, step in public}  # the last point of each hand (keys come in order)
    shown: dict[int, list[tuple[str, set]]] = {}
    point = None
    for msg in log:
        st = msg.get("state")
        at = point
        if st and st.get("hand_seq", -1) >= 0 and st.get("game_id") == gid:
            point = at = (st["hand_seq"], st["step"])
        elif msg.get("type") == "review":  # a hand's review comes after it, maybe once the next one is dealt
            seq = msg["review"]["hand_seq"]
            at = (seq, hand_end[seq])
        if at is None:
            continue
        known, everything = public[at]
        hidden = everything - known
        for token in _tokens(msg):
            if token in hidden:
                shown.setdefault(at[0], []).append((token, {s for s in seats if token in by_seat[s][at][0]}))
    return shown


def seats_seen_per_hand(client, gid, log, deal: Deal | None = None) -> dict[int, set[int]]:
    """Per hand, the seats one of which could have known every hidden card this socket was shown (empty: the
    socket saw the hidden cards of two seats, or a card no seat knew)."""
    out = {}
    for seq, cards in seats_shown(deal or Deal(client, gid), log).items():
        out[seq] = set.intersection(*(entitled for _, entitled in cards))
    return out


def _member_seat(client, code: str, member: str | None) -> int | None:
    room = client.app.state.rooms.rooms[code].room
    m = room.members.get(member) if member else None
    return None if m is None else m.seat


def _hop(client, code: str, p: RoomDriver, rng: random.Random, names) -> dict[str, Any]:
    """One random seat move by ``p``: join (maybe sitting), stand, sit, or leave and become a spectator."""
    member = p.member if p.member in client.app.state.rooms.rooms[code].room.members else None
    if member is None:
        reply = p.join(next(names), seat=rng.choice([None, 0, 1, 2, 3]))
        return reply
    seat = _member_seat(client, code, member)
    if seat is not None:
        return p.request({"type": "stand"})
    if rng.random() < 0.15 and not client.app.state.rooms.rooms[code].room.members[member].host:
        reply = p.request({"type": "leave"})
        p.member = None
        return reply
    return p.request({"type": "sit", "seat": rng.randrange(4)})


def _act_or_wait(client, code: str, s, people: list[RoomDriver]) -> None:
    """The seat to act plays: a person's through its socket, the AI's by itself (a spectator waits for it)."""
    version = s.version
    seat = s.to_act()
    room = client.app.state.rooms.rooms[code].room
    occupant = room.seats[seat] if seat is not None else None
    p = next((p for p in people if p.member == occupant), None)
    if p is None:  # the AI's move reaches the spectator, who never sits
        people[-1].recv_until(lambda m: m["type"] == "update" and m["state"]["version"] > version)
        return
    p.sync()
    if p.my_turn():
        p.play_one()


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_no_socket_is_ever_shown_two_seats_hidden_cards_in_one_hand(client_factory, seed):
    client = client_factory(room_join_rate=(1000.0, 1000.0), watch_pace=0.0)
    rng = random.Random(seed)
    names = (f"p{i}" for i in range(1000))
    body = new_room(client, name="host", options={"target": 10_000})
    code = body["code"]
    with contextlib.ExitStack() as stack:
        host = stack.enter_context(in_room(client, code, body["secret"]))
        bo = stack.enter_context(in_room(client, code))
        assert bo.join("bo", seat=1)["type"] == "joined"
        late = [stack.enter_context(in_room(client, code)) for _ in range(2)]  # spectators who join later
        spectator = stack.enter_context(in_room(client, code))  # never joins
        for seat in (2, 3):
            host.ok({"type": "fill", "seat": seat, "ai": True})
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        s = client.app.state.manager.live[gid].session
        people = [host, bo, *late, spectator]
        hoppers = [host, *late]  # Bo stays in seat 1, so a person is always at the table (the AI never plays alone)
        hops = refused = 0
        for _ in range(20000):
            if hops >= 80 and s.hand_seq >= 6:
                break
            if rng.random() < 0.25:
                reply = _hop(client, code, rng.choice(hoppers), rng, names)
                hops += 1
                refused += reply["type"] == "error"
            elif s.state is None:
                host.request({"type": "next_hand"})
            else:
                _act_or_wait(client, code, s, people)
        for p in people:
            p.sync()
        assert s.hand_seq >= 6 and hops >= 80
        deal = Deal(client, gid)
        for who, p in (("host", host), ("bo", bo), ("late 1", late[0]), ("late 2", late[1]),
                       ("spectator", spectator)):
            seen = seats_seen_per_hand(client, gid, p.log, deal)
            assert all(seen.values()), f"{who} was shown two seats' hidden cards in hands " \
                                       f"{[seq for seq, ok in seen.items() if not ok]}"
            if p is spectator:
                assert not seen, "a spectator was shown hidden cards"
        # the check itself is not blind: the people did see their own seats' cards, and hopped around
        assert any(seats_seen_per_hand(client, gid, p.log, deal) for p in hoppers)
        assert refused > 0


def test_the_hop_check_would_notice_two_seats_seen(client):
    body = new_room(client, name="host", options={"target": 10_000})
    with in_room(client, body["code"], body["secret"]) as host:
        for seat in (1, 2, 3):
            host.ok({"type": "fill", "seat": seat, "ai": True})
        host.ok({"type": "start"})
        host.sync()
        gid = host.room["game_id"]
        live = client.app.state.manager.live[gid]
        st = host.state
        other = live.views.snapshot(2)  # seat 2's own table, as if it had been sent to the host
        assert seats_seen_per_hand(client, gid, host.log) == {st["hand_seq"]: {0}}
        assert seats_seen_per_hand(client, gid, [*host.log, {"type": "update", "state": other}]) == \
            {st["hand_seq"]: set()}


def _started(client, body, lang=None):
    stack = contextlib.ExitStack()
    host = stack.enter_context(in_room(client, body["code"], body["secret"], lang=lang))
    for seat in (1, 2, 3):
        host.ok({"type": "fill", "seat": seat, "ai": True})
    host.ok({"type": "start"})
    host.sync()
    return stack, host


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_a_member_who_saw_a_seat_cannot_sit_in_another_mid_hand_and_is_told_in_their_language(client, lang):
    body = new_room(client, name="host", options={"target": 10_000})
    stack, host = _started(client, body, lang)
    with stack:
        gid = host.room["game_id"]
        s = client.app.state.manager.live[gid].session
        assert s.state is not None
        host.ok({"type": "stand"})
        reply = host.request({"type": "sit", "seat": 2})
        assert reply["type"] == "error" and reply["code"] == "seen-other-seat"
        assert reply["message"] == localizer(lang).error(RoomError("room-seen-other-seat"))
        assert host.room["you"]["seat"] is None and host.room["seats"][2]["kind"] == "ai"
        host.ok({"type": "sit", "seat": 0})  # back to the seat whose cards they hold: allowed
        assert host.room["you"]["seat"] == 0 and host.state["seat"] == 0 and host.state["view"]["hand"]


def test_a_late_arrival_takes_over_an_ai_seat_mid_hand_once(client):
    body = new_room(client, name="host", options={"target": 10_000})
    stack, host = _started(client, body)
    with stack, in_room(client, body["code"]) as late:
        s = client.app.state.manager.live[host.room["game_id"]].session
        assert s.state is not None
        assert late.join("late", seat=2)["type"] == "joined"
        late.sync()
        assert late.state["seat"] == 2 and late.room["you"]["seat"] == 2
        late.ok({"type": "stand"})
        assert late.request({"type": "sit", "seat": 3})["code"] == "seen-other-seat"
        late.ok({"type": "leave"})  # gone, and back with another name on the same socket: still refused
        assert late.join("again", seat=3)["code"] == "seen-other-seat"


def test_a_seat_taken_between_hands_shows_its_cards_from_the_next_deal(client):
    body = new_room(client, name="host", options={"target": 10_000})
    with in_room(client, body["code"], body["secret"]) as host, in_room(client, body["code"]) as bo:
        assert bo.join("bo", seat=1)["type"] == "joined"
        for seat in (2, 3):
            host.ok({"type": "fill", "seat": seat, "ai": True})
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        s = client.app.state.manager.live[gid].session
        host.ok({"type": "stand"})
        for _ in range(2000):  # Bo and the AI play the hand out
            if s.state is None:
                break
            if s.to_act() == 1:
                bo.sync()
                if bo.my_turn():
                    bo.play_one()
            else:
                bo.recv()
        host.sync()
        assert host.state["between_hands"]
        host.ok({"type": "sit", "seat": 2})  # the seat is theirs; its table from the next hand
        host.sync()
        assert host.room["you"]["seat"] == 2 and host.state["seat"] is None
        host.ok({"type": "next_hand"})
        host.sync()
        assert host.state["seat"] == 2 and not host.state["between_hands"] and host.state["view"]["hand"]
        assert all(seats_seen_per_hand(client, gid, host.log).values())
