"""Issue 28: a claim in a room is shown to everyone and applied only once nobody objected for a few seconds; an
objection cancels it and play goes on. No one sees more than the claimant's own cards, and whoever watched a claim
may not then sit in another seat in that hand. A fixed Callbreak deal (``claimgame.py``) makes seat 0's claim
come in a few moves."""

from __future__ import annotations

import contextlib
import json

import pytest
from claimgame import OTHERS, SEAT0, register
from multiseat import hidden_cards_seen
from roomdriver import in_room, new_room
from test_rooms import Clock, stored_actions

from tricktable.i18n import localizer
from tricktable.interfaces.web.room_claims import CLAIM_SECONDS

register()


@pytest.fixture
def clock(client):
    c = Clock()
    client.app.state.rooms.clock = c
    return c


def claim_room(client, names=("Ana", "Bo")):
    """A ``webtest/claim`` room: the people seated from seat 0 on, the AI in the rest; returns (stack, people)."""
    body = new_room(client, variant="webtest/claim", name=names[0])
    stack = contextlib.ExitStack()
    host = stack.enter_context(in_room(client, body["code"], body["secret"]))
    people = [host]
    for i, name in enumerate(names[1:], start=1):
        p = stack.enter_context(in_room(client, body["code"]))
        assert p.join(name, seat=i)["type"] == "joined"
        people.append(p)
    for s in range(len(names), 4):
        host.ok({"type": "fill", "seat": s, "ai": True})
    host.ok({"type": "start"})
    return body["code"], stack, people


def claim_offered(st) -> str | None:
    return next((a for a in st.get("legal") or [] if a.startswith("claim")), None)


def play_to_claim(client, people) -> str:
    """Everyone plays (never claiming) until seat 0 may claim the rest; returns that claim."""
    host = people[0]
    gid = host.room["game_id"]
    s = client.app.state.manager.live[gid].session
    by_seat = {p.seat(): p for p in people}
    for _ in range(500):
        seat = s.to_act()
        p = by_seat.get(seat)
        if p is None:
            host.recv()  # an AI seat: wait for its move
            continue
        p.sync()
        if not p.my_turn():
            continue
        if seat == 0 and (claim := claim_offered(p.state)) is not None:
            return claim
        action = next(a for a in p.state["legal"] if not a.startswith("claim"))
        assert p.request({"type": "action", "action": action})["type"] == "ack"
    raise AssertionError("seat 0 was never offered a claim")


def waiting_claim(person):
    return person.recv_until(lambda m: m["type"] == "room" and m["room"].get("claim"))["room"]["claim"]


def test_a_claim_waits_for_the_others_then_is_applied_when_nobody_objects(client, clock):
    code, stack, (host, bo) = claim_room(client)
    with stack, in_room(client, code) as watcher:
        claim = play_to_claim(client, [host, bo])
        gid = host.room["game_id"]
        before = stored_actions(client, gid)
        held = host.state["view"]["hand"]

        reply = host.request({"type": "action", "action": claim})
        assert reply["type"] == "claim_waiting" and reply["left"] == CLAIM_SECONDS and CLAIM_SECONDS >= 5
        for person in (bo, watcher):
            shown = waiting_claim(person)
            assert shown["seat"] == 0 and shown["name"] == "Ana" and shown["left"] == CLAIM_SECONDS
            assert sorted(shown["cards"].split()) == sorted(held)  # the claimant's own cards, nothing else
        assert stored_actions(client, gid) == before  # not applied yet

        clock.now += CLAIM_SECONDS - 1
        bo.sync()
        assert bo.room["claim"]["left"] == 1 and stored_actions(client, gid) == before

        clock.now += 1.5
        bo.sync()
        host.recv_until(lambda m: m["type"] == "update" and m["state"]["between_hands"])
        assert stored_actions(client, gid)[-1][1:] == (0, claim)
        bo.sync()
        assert bo.room["claim"] is None


def test_an_objection_cancels_the_claim_and_play_goes_on(client, clock):
    code, stack, (host, bo) = claim_room(client)
    with stack:
        claim = play_to_claim(client, [host, bo])
        gid = host.room["game_id"]
        before = stored_actions(client, gid)
        assert host.request({"type": "action", "action": claim})["type"] == "claim_waiting"
        waiting_claim(bo)

        assert bo.request({"type": "object"})["type"] == "done"
        ended = host.recv_until(lambda m: m["type"] == "claim_ended")
        assert ended["outcome"] == "objected" and ended["by"] == "Bo" and ended["seat"] == 0
        host.sync()
        assert host.room["claim"] is None

        clock.now += CLAIM_SECONDS + 5  # well past the window: an objected claim is never applied
        host.sync()
        assert stored_actions(client, gid) == before
        card = next(a for a in host.state["legal"] if a.startswith("play"))
        assert host.request({"type": "action", "action": card})["type"] == "ack"  # play goes on
        assert stored_actions(client, gid)[-1][1:] == (0, card)


def test_a_claimant_who_plays_on_withdraws_the_claim(client, clock):
    code, stack, (host, bo) = claim_room(client)
    with stack:
        claim = play_to_claim(client, [host, bo])
        assert host.request({"type": "action", "action": claim})["type"] == "claim_waiting"
        card = next(a for a in host.state["legal"] if a.startswith("play"))
        assert host.request({"type": "action", "action": card})["type"] == "ack"
        ended = bo.recv_until(lambda m: m["type"] == "claim_ended")
        assert ended["outcome"] == "withdrawn" and ended["name"] == "Ana"
        clock.now += CLAIM_SECONDS + 1
        bo.sync()
        assert bo.room["claim"] is None
        assert not any(a.startswith("claim") for _, _, a in stored_actions(client, host.room["game_id"]))


def test_objections_and_claims_that_are_refused_change_nothing(client, clock):
    code, stack, (host, bo) = claim_room(client)
    with stack, in_room(client, code) as watcher:
        claim = play_to_claim(client, [host, bo])
        assert bo.request({"type": "object"})["code"] == "no-claim"  # nothing to object to
        bo_cards = bo.state["view"]["hand"]
        refused = host.request({"type": "action", "action": "claim " + " ".join(bo_cards)})
        assert refused["type"] == "error"  # not its cards: the table refuses it, nothing waits
        host.sync()
        assert host.room["claim"] is None

        assert host.request({"type": "action", "action": claim})["type"] == "claim_waiting"
        assert host.request({"type": "object"})["code"] == "claim-not-yours"  # not one's own claim
        assert host.request({"type": "action", "action": claim})["code"] == "claim-pending"
        assert watcher.request({"type": "object"})["type"] == "error"  # a spectator has no say
        bo.sync()
        assert bo.room["claim"] is not None and bo.room["claim"]["seat"] == 0


def test_a_claim_every_other_player_agrees_to_is_applied_at_once(client, clock):
    code, stack, (host, bo, cy) = claim_room(client, names=("Ana", "Bo", "Cy"))
    with stack:
        claim = play_to_claim(client, [host, bo, cy])
        gid = host.room["game_id"]
        before = stored_actions(client, gid)
        assert host.request({"type": "action", "action": claim})["type"] == "claim_waiting"
        assert host.request({"type": "agree"})["code"] == "claim-not-yours"  # not to one's own claim
        assert bo.request({"type": "agree"})["type"] == "done"
        bo.sync()
        assert bo.room["claim"]["agreed"] == [bo.member] and stored_actions(client, gid) == before  # Cy has not
        assert cy.request({"type": "agree"})["type"] == "done"
        host.recv_until(lambda m: m["type"] == "update" and m["state"]["between_hands"])
        assert stored_actions(client, gid)[-1][1:] == (0, claim)  # no clock moved: everyone agreed


def test_a_claim_with_nobody_to_object_is_applied_at_once(client, clock):
    code, stack, (host,) = claim_room(client, names=("Ana",))
    with stack:
        claim = play_to_claim(client, [host])
        reply = host.request({"type": "action", "action": claim})
        assert reply["type"] == "ack"
        assert stored_actions(client, host.room["game_id"])[-1][1:] == (0, claim)


def test_a_claim_shows_no_other_hand_and_its_watchers_may_not_take_another_seat(client, clock):
    code, stack, (host, bo) = claim_room(client)
    with stack, in_room(client, code) as watcher:
        claim = play_to_claim(client, [host, bo])
        assert host.request({"type": "action", "action": claim})["type"] == "claim_waiting"
        waiting_claim(watcher)
        waiting_claim(bo)
        hidden = set(" ".join(OTHERS[1:]).split()) - set(SEAT0.split())  # seats 2 and 3: the AI's cards
        played = {c for m in watcher.log + bo.log if m["type"] == "update" for c in _played(m["state"])}
        for m in watcher.log + bo.log:
            if m["type"] == "room" and m["room"].get("claim"):
                assert set(m["room"]["claim"]["cards"].split()) <= set(SEAT0.split())
        text = json.dumps([m for m in watcher.log if m["type"] != "update"])
        assert not {c for c in hidden - played if f'"{c}"' in text or f" {c} " in text}
        assert not watcher.state["view"].get("hand")  # the public table: no hand
        gid = host.room["game_id"]
        for person, seat in ((watcher, None), (bo, 1)):
            assert not hidden_cards_seen(client, gid, seat, person.log, every_message=True)
        # the leak check notices a claim that shows cards other than the claimant's own
        forged = [m for m in watcher.log if m["type"] == "room" and m["room"].get("claim")][-1]
        forged = {**forged, "room": {**forged["room"], "claim": {**forged["room"]["claim"], "cards": OTHERS[1]}}}
        assert hidden_cards_seen(client, gid, None, [*watcher.log, forged], every_message=True)

        # the spectator saw seat 0's cards in this hand: it may not sit at an AI seat and see another hand
        reply = watcher.join("Cy", seat=2)
        assert reply["type"] == "error" and reply["code"] == "seen-other-seat"
        assert bo.request({"type": "object"})["type"] == "done"
        with in_room(client, code) as late:  # one who never saw the claim may take that seat
            assert late.join("Di", seat=2)["type"] == "joined"


def _played(state) -> list[str]:
    """The cards a public table shows as played in this hand (in tricks, the last trick, the history)."""
    view = state.get("view") or {}
    out = []
    for entry in view.get("history") or []:
        action = entry.get("action", "") if isinstance(entry, dict) else ""
        if action.startswith("play"):
            out += action.split()[1:]
    return out


def test_after_an_objection_the_claimant_plays_a_trick_before_claiming_again(client, clock):
    """One claim per seat per lead: an objected claim may not be made again at once (only the socket's rate limit
    bounded it), in any language; once the claimant has played on to its next lead it may claim again."""
    code, stack, (host, bo) = claim_room(client)
    with stack:
        claim = play_to_claim(client, [host, bo])
        gid = host.room["game_id"]
        assert host.request({"type": "action", "action": claim})["type"] == "claim_waiting"
        assert bo.request({"type": "object"})["type"] == "done"
        host.recv_until(lambda m: m["type"] == "claim_ended")
        before = stored_actions(client, gid)
        again = host.request({"type": "action", "action": claim})
        assert again["type"] == "error" and again["code"] == "claim-objected"
        assert again["message"] == localizer("en")("room-claim-objected")
        host.request({"type": "lang", "lang": "el"})
        assert host.request({"type": "action", "action": claim})["message"] == localizer("el")("room-claim-objected")
        host.sync()
        assert host.room["claim"] is None and stored_actions(client, gid) == before  # nothing changed
        bo.sync()
        assert bo.room["claim"] is None

        card = next(a for a in host.state["legal"] if a.startswith("play"))
        assert host.request({"type": "action", "action": card})["type"] == "ack"  # play goes on
        later = play_to_claim(client, [host, bo])  # at its next lead the claim is its own again
        assert host.request({"type": "action", "action": later})["type"] == "claim_waiting"


def test_a_waiting_claim_survives_a_server_restart(client_factory, db):
    """A claim waiting for objections is kept with the room: after a restart it is shown again with its whole
    window (nobody could object while the server was down) and applied when nobody objects."""
    first = client_factory()
    first.app.state.rooms.clock = Clock()
    code, stack, (host, bo) = claim_room(first)
    with stack:
        claim = play_to_claim(first, [host, bo])
        held = host.state["view"]["hand"]
        gid = host.room["game_id"]
        assert host.request({"type": "action", "action": claim})["type"] == "claim_waiting"
        waiting_claim(bo)
        before = stored_actions(first, gid)
        secrets_ = (host.secret, bo.secret)
    second = client_factory(db)
    clock = second.app.state.rooms.clock = Clock()
    with in_room(second, code, secrets_[1]) as bo2, in_room(second, code, secrets_[0]) as host2:
        bo2.sync()
        shown = bo2.room["claim"]
        assert shown is not None and shown["seat"] == 0 and shown["name"] == "Ana", bo2.room
        assert sorted(shown["cards"].split()) == sorted(held) and shown["left"] == CLAIM_SECONDS
        assert stored_actions(second, gid) == before
        clock.now += CLAIM_SECONDS + 1
        bo2.sync()
        host2.recv_until(lambda m: m["type"] == "update" and m["state"]["between_hands"])
        assert stored_actions(second, gid)[-1][1:] == (0, claim)
        bo2.sync()
        assert bo2.room["claim"] is None


def test_an_objection_is_kept_across_a_restart(client_factory, db):
    """The objection's bound survives a restart too: the claim may not be made again at that lead."""
    first = client_factory()
    first.app.state.rooms.clock = Clock()
    code, stack, (host, bo) = claim_room(first)
    with stack:
        claim = play_to_claim(first, [host, bo])
        assert host.request({"type": "action", "action": claim})["type"] == "claim_waiting"
        assert bo.request({"type": "object"})["type"] == "done"
        secret = host.secret
    second = client_factory(db)
    second.app.state.rooms.clock = Clock()
    with in_room(second, code, secret) as host2:
        host2.sync()
        assert host2.room["claim"] is None
        assert host2.request({"type": "action", "action": claim})["code"] == "claim-objected"
