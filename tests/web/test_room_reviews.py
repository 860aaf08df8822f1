"""Issue 15, item 9: a room's games in each player's history and replay, with their hand reviews. A member (by the
room secret their browser keeps) is given the reviews of the seat they sat in for that game, of the hands they sat
there, and nothing else: not another seat's, not after being removed; a spectator and a stranger get nothing.
And a hand the server was too busy to review says so instead of showing nothing."""

from __future__ import annotations

import threading
import time

from roomdriver import in_room, new_room
from test_rooms import finish_hand, seated

from tricktable.interfaces.web import reviews as reviews_module
from tricktable.interfaces.web.ai_pool import AIPool


def fake_reviews(client, gid, hand_seq=0, seats=range(4)):
    """A stored review for each seat of one hand, saying whose it is (what the AI wrote is not the point here)."""
    for seat in seats:
        client.app.state.store.save_review(gid, hand_seq, seat, {"hand_seq": hand_seq, "hand_number": hand_seq + 1,
                                                                 "seat": seat, "messages": []})


def reviews(client, gid, **key):
    r = client.get(f"/api/games/{gid}/reviews", params=key)
    return r.json() if r.status_code == 200 else r.status_code


def whose(client, gid, secret):
    """The (hand seq, seat) of each review the holder of ``secret`` is given (or the HTTP status refusing)."""
    got = reviews(client, gid, secret=secret)
    return got if isinstance(got, int) else [(r["hand_seq"], r["seat"]) for r in got["reviews"]]


def playing(client, names, **settings):
    """A room's match under way, ``names`` seated in order (the rest AI); returns (body, stack, people, game id)."""
    body, stack, people = seated(client, None, names, settings=settings or None)
    people[0].ok({"type": "start"})
    return body, stack, people, people[0].room["game_id"]


def test_a_member_is_given_the_reviews_of_their_own_seat_only(client):
    body, stack, (host, bo), gid = playing(client, ["Ana", "Bo"])
    with stack:
        fake_reviews(client, gid)
        assert whose(client, gid, host.secret) == [(0, 0)]
        assert whose(client, gid, bo.secret) == [(0, 1)]
        assert reviews(client, gid, secret=bo.secret)["seats"] == [1]
        host.ok({"type": "end"})
    assert whose(client, gid, bo.secret) == [(0, 1)]  # the match over: still Bo's, in the replay of his history


def test_a_spectator_a_stranger_and_bad_keys_get_nothing(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"])
    other = new_room(client, name="Zed")  # a member of another room
    with stack, in_room(client, body["code"]) as cy:
        assert cy.join("Cy")["type"] == "joined"  # a member watching: no seat in the match
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        fake_reviews(client, gid)
        for secret in (cy.secret, other["secret"], "not-a-secret", "x" * 5000, body["code"]):
            assert whose(client, gid, secret) == 404, secret
        assert reviews(client, gid) == 404  # no key at all
        assert reviews(client, gid, token=host.secret) == 404  # a room secret is not a seat token
        assert reviews(client, "nope", secret=host.secret) == 404
        assert reviews(client, "x" * 500, secret=host.secret) == 404
        assert client.get(f"/api/games/{gid}/reviews", params={"secret": bo.secret}).status_code == 200
        detail = client.get(f"/api/games/{gid}/reviews", params={"secret": "nope"}).json()["detail"]
        assert "no seat of yours" in detail


def test_a_removed_members_secret_stops_giving_their_reviews(client):
    body, stack, (host, bo), gid = playing(client, ["Ana", "Bo"])
    with stack:
        fake_reviews(client, gid)
        assert whose(client, gid, bo.secret) == [(0, 1)]
        host.ok({"type": "remove", "member": bo.member})
        assert whose(client, gid, bo.secret) == 404
        client.app.state.rooms.rooms.clear()  # the room only in the store (a restarted server): the same
        assert whose(client, gid, bo.secret) == 404 and whose(client, gid, host.secret) == [(0, 0)]


def test_after_a_rematch_with_partners_swapped_each_game_gives_the_seat_played_in_it(client):
    body, stack, people = seated(client, None, ["Ana", "Bo", "Cy", "Di"])
    host, bo, cy = people[:3]
    with stack:
        host.ok({"type": "start"})
        first = host.room["game_id"]
        host.ok({"type": "end"})
        host.ok({"type": "rematch", "swap": True})
        host.sync()
        second = host.room["game_id"]
        for gid in (first, second):
            fake_reviews(client, gid)
        assert whose(client, first, bo.secret) == [(0, 1)] and whose(client, second, bo.secret) == [(0, 2)]
        assert whose(client, first, cy.secret) == [(0, 2)] and whose(client, second, cy.secret) == [(0, 1)]
        assert whose(client, second, host.secret) == [(0, 0)]


def test_a_seat_changing_hands_in_a_match_gives_each_member_the_hands_they_sat_there(client):
    body, stack, (host, bo) = seated(client, None, ["Ana", "Bo"], settings={"options": {"target": 1000}})
    with stack, in_room(client, body["code"]) as cy:
        assert cy.join("Cy")["type"] == "joined"
        host.ok({"type": "start"})
        gid = host.room["game_id"]
        bo.ok({"type": "stand"})  # in the middle of hand 0: the AI plays seat 1 on, then Cy takes it over
        cy.ok({"type": "sit", "seat": 1})
        finish_hand(client, host, cy)
        cy.ok({"type": "stand"})  # between hands: hand 0 was Cy's (with Bo's start), the next is Bo's
        bo.ok({"type": "sit", "seat": 1})
        host.ok({"type": "next_hand"})
        host.sync()
        fake_reviews(client, gid, 0)
        fake_reviews(client, gid, 1)
        assert whose(client, gid, bo.secret) == [(0, 1), (1, 1)]
        assert whose(client, gid, cy.secret) == [(0, 1)]
        assert whose(client, gid, host.secret) == [(0, 0), (1, 0)]


def test_a_room_members_real_review_reaches_their_socket_and_the_api(client):
    body, stack, (host,), gid = playing(client, ["Ana"])
    with stack:
        finish_hand(client, host)
        pushed = host.review()
    assert pushed["seat"] == 0 and pushed["messages"][0]["id"] == "review-hand"
    assert reviews(client, gid, secret=host.secret)["reviews"] == [pushed]


def test_seats_kept_for_a_seat_taken_and_left_before_any_hand_leave_no_trace(client):
    rooms = client.app.state.rooms
    body, stack, (host,), gid = playing(client, ["Ana"])
    stack.close()
    records = rooms.records
    records.keep_seats(gid, body["code"], {0: host.member, 1: "m2"}, 1, 0)  # m2 sits between hands 0 and 1
    records.keep_seats(gid, body["code"], {0: host.member}, 1, 0)  # and stands again before hand 1
    records.keep_seats(gid, body["code"], {0: host.member}, 1, 0)  # nobody moved: nothing written
    assert records.seats_of(gid) == (body["code"], [(0, host.member, 0, None)])
    assert records.seats_of("no-such-game") == (None, [])


# ---------------------------------------------------------------- a hand the server was too busy to review
def test_a_hand_not_reviewed_because_the_lane_is_full_says_why(client_factory):
    client = client_factory(ai_pool=AIPool(max_background=0))
    body, stack, (host,), gid = playing(client, ["Ana"])
    with stack:
        finish_hand(client, host)
        pushed = host.review()
    assert pushed["skipped"] == "busy" and pushed["hand_number"] == 1 and pushed["hand_seq"] == 0
    assert pushed["messages"] == [{"id": "review-skipped-busy", "params": {"number": 1, "unit": "hand"}}]
    assert pushed["lines"] == ["Hand 1 was not reviewed: the server was too busy when it ended."]
    assert reviews(client, gid, secret=host.secret)["reviews"] == [pushed]


def test_a_seat_refused_by_the_lane_after_the_others_got_in_says_why(client_factory, monkeypatch):
    """Two people's reviews of one hand with room for one in the lane: the other seat is told it was not, while the
    one let in is still being reviewed. The review itself is a stand-in held until then: how long the AI takes is
    not the point here (the real one runs in the lane's thread, and under heavy load it outlasted the driver's
    minute of waiting), nor is what it says (``test_a_room_members_real_review_reaches_their_socket_and_the_api``)."""
    gate = threading.Event()

    def held(variant, options_json, first_dealer, seed, hands, number, seat):
        assert gate.wait(60), "the test never let the review go"
        return {"number": number, "seat": seat, "decisions": [], "flags": [], "messages": [], "lines": []}

    monkeypatch.setattr(reviews_module, "review", held)
    client = client_factory(ai_pool=AIPool(max_background=1))  # (no worker processes: the lane is a thread here)
    body, stack, (host, bo), gid = playing(client, ["Ana", "Bo"])
    with stack:
        try:
            finish_hand(client, host, bo)
            told: list = []
            for _ in range(1200):  # a bound, not a timing check: the refused seat is told without any AI work
                for p in (host, bo):
                    p.sync()
                told = [p for p in (host, bo) if any(m["type"] == "review" for m in p.log)]
                if told:
                    break
                time.sleep(0.05)
            assert len(told) == 1 and told[0].review()["skipped"] == "busy"
        finally:
            gate.set()
        got = {p.seat(): p.review() for p in (host, bo)}
    assert sorted(bool(r.get("skipped")) for r in got.values()) == [False, True]
    for seat, r in got.items():
        assert r["seat"] == seat and whose(client, gid, (host, bo)[seat].secret) == [(0, seat)]
