"""The room of friends (table.room): members, seats, the host's controls, presence, the turn timer, rematches.
Every refused request raises RoomError and changes nothing."""

from __future__ import annotations

import json

import pytest

from tricktable.table import room as rooms
from tricktable.table.room import AI, LOBBY, OPEN, OVER, PLAYING, Room, RoomError, RoomSettings, new_code, normal_code

KINDS = ("easy", "normal", "hard", "heuristic", "random")


def room(**settings) -> Room:
    return Room(new_code(), RoomSettings("rook/crowsnest", **settings), 4, team_game=True)


def lobby_of(*names, **settings):
    """A room whose first member (the host) and the others have joined; returns (room, members, secrets)."""
    r = room(**settings)
    members, secrets_ = [], []
    for name in names:
        m, s = r.join(name, now=0.0)
        members.append(m)
        secrets_.append(s)
    return r, members, secrets_


def snapshot(r: Room):
    return json.dumps(r.to_json(), sort_keys=True), sorted(r.online), sorted(r.away), sorted(r.ready)


def refused(r: Room, code: str, fn, *args):
    before = snapshot(r)
    with pytest.raises(RoomError) as e:
        fn(*args)
    assert e.value.code == code, e.value.msg_id
    assert snapshot(r) == before, "a refused request changed the room"


# ---------------------------------------------------------------- codes and names
def test_codes_are_long_unambiguous_and_read_back_as_typed():
    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000
    assert all(len(c) == rooms.CODE_LENGTH and set(c) <= set(rooms.CODE_ALPHABET) for c in codes)
    assert not set("0O1IL") & set(rooms.CODE_ALPHABET)
    code = next(iter(codes))
    assert normal_code(code.lower()) == code
    assert normal_code(f"{code[:4]}-{code[4:]}") == code
    assert normal_code("ABC") is None and normal_code("0" * rooms.CODE_LENGTH) is None


@pytest.mark.parametrize("name", ["", "   ", "x" * 25, "bad\x00name", "tab\there" "\u202e", 42, None])
def test_a_name_must_be_short_plain_text(name):
    r = room()
    refused(r, "name-invalid", r.join, name, 0.0)


def test_names_are_trimmed_and_unique_in_the_room():
    r, (a,), _ = lobby_of("  Ana   Maria ")
    assert a.name == "Ana Maria"
    refused(r, "name-taken", r.join, "ana maria", 0.0)


def test_the_first_member_is_the_host_and_the_secret_is_kept_only_as_a_hash():
    r, (a, b), (sa, sb) = lobby_of("Ana", "Bo")
    assert a.host and not b.host
    assert r.member_for(sa) is a and r.member_for(sb) is b
    assert r.member_for("guess") is None and r.member_for("") is None
    saved = json.dumps(r.to_json())
    assert sa not in saved and sb not in saved
    assert "secret_hash" not in json.dumps(r.public_json(0.0))


def test_a_members_id_is_64_random_bits_so_a_newcomer_never_gets_a_removed_members_records():
    r, members, _ = lobby_of("Ana", "Bo", "Cy")
    for m in members:
        assert len(m.id) == 16 and int(m.id, 16) >= 0  # the reviews of a room's games are kept by member id
    assert len({m.id for m in members}) == 3


def test_a_room_holds_at_most_twelve_members():
    r = room()
    for i in range(12):
        r.join(f"p{i}", 0.0)
    refused(r, "full", r.join, "late", 0.0)


# ---------------------------------------------------------------- seats
def test_a_member_takes_a_free_seat_but_not_a_taken_one():
    r, (a, b), _ = lobby_of("Ana", "Bo")
    assert r.sit(a, 0) == 0
    refused(r, "seat-taken", r.sit, b, 0)
    refused(r, "no-seat", r.sit, b, 4)
    refused(r, "no-seat", r.sit, b, "1")
    r.sit(b, 2)
    assert r.seats == [a.id, OPEN, b.id, OPEN]
    r.sit(b, 3)  # in the lobby a member may change seats
    assert r.seats == [a.id, OPEN, OPEN, b.id]


def test_only_the_host_moves_people_fills_seats_removes_and_starts():
    r, (a, b), _ = lobby_of("Ana", "Bo")
    r.sit(a, 0)
    refused(r, "host-only", r.move, b, a.id, 1)
    refused(r, "host-only", r.fill, b, 1, True)
    refused(r, "host-only", r.remove, b, a.id)
    refused(r, "host-only", r.start, b)


def test_the_host_moves_a_member_between_seats_and_teams_and_a_move_onto_a_member_swaps():
    r, (a, b, c), _ = lobby_of("Ana", "Bo", "Cy")
    r.sit(a, 0), r.sit(b, 1), r.sit(c, 3)
    r.move(a, b.id, 2)  # Bo joins Ana's team
    assert r.seats == [a.id, OPEN, b.id, c.id] and b.seat == 2
    r.move(a, c.id, 0)  # onto the host's seat: they swap
    assert r.seats == [c.id, OPEN, b.id, a.id] and (a.seat, c.seat) == (3, 0)
    refused(r, "no-member", r.move, a, "nobody", 1)


def test_start_is_refused_while_a_seat_is_open_and_the_ai_fills_seats_the_host_gives_it():
    r, (a, b), _ = lobby_of("Ana", "Bo")
    r.sit(a, 0), r.sit(b, 2)
    refused(r, "seats-open", r.start, a)
    r.fill(a, 1, True), r.fill(a, 3, True)
    refused(r, "seat-taken", r.fill, a, 2, True)
    assert r.start(a) == ["human", "normal", "human", "normal"]
    r.fill(a, 3, False)
    assert r.seats[3] == OPEN


def test_a_room_needs_someone_seated_to_start():
    r, (a,), _ = lobby_of("Ana")
    for s in range(4):
        r.fill(a, s, True)
    refused(r, "nobody-seated", r.start, a)


def test_the_ai_plays_at_the_rooms_level():
    r, (a,), _ = lobby_of("Ana", ai="hard")
    r.sit(a, 1)
    for s in (0, 2, 3):
        r.fill(a, s, True)
    assert r.start(a) == ["hard", "human", "hard", "hard"]


def test_settings_are_checked_and_only_changed_before_a_match():
    with pytest.raises(RoomError) as e:
        RoomSettings("rook/crowsnest", grace_seconds=601).checked(KINDS)
    assert e.value.code == "setting-range"
    for bad in (dict(turn_seconds=3), dict(turn_seconds=True), dict(ai="cheater"), dict(grace_seconds=-1),
                dict(chat="yes")):
        with pytest.raises(RoomError):
            RoomSettings("rook/crowsnest", **bad).checked(KINDS)
    assert RoomSettings("rook/crowsnest", turn_seconds=0, grace_seconds=0).checked(KINDS)
    r, (a,), _ = started("Ana")
    refused(r, "in-match", r.configure, a, RoomSettings("rook/crowsnest", chat=True))


def started(*names, **settings):
    r, members, secrets_ = lobby_of(*names, **settings)
    for seat in range(4):
        if seat < len(members):
            r.sit(members[seat], seat)
        else:
            r.fill(members[0], seat, True)
    r.start(members[0])
    r.began("game1")
    return r, members, secrets_


def test_during_a_match_seats_do_not_move_but_a_late_friend_takes_a_seat_from_the_ai():
    r, (a, b), _ = started("Ana", "Bo")
    assert r.phase == PLAYING and r.game_id == "game1"
    refused(r, "in-match", r.move, a, b.id, 3)
    refused(r, "in-match", r.fill, a, 3, False)
    refused(r, "seated-in-match", r.sit, b, 3)
    c, _ = r.join("Cy", 1.0)
    r.sit(c, 3)
    assert r.players() == ["human", "human", "normal", "human"]


def test_standing_up_in_a_match_leaves_the_seat_to_the_ai():
    r, (a, b), _ = started("Ana", "Bo")
    assert r.stand(b) == 1
    assert r.seats[1] == AI and r.players()[1] == "normal"


# ---------------------------------------------------------------- leaving and removal
def test_a_removed_members_secret_stops_working_and_its_seat_goes_to_the_ai():
    r, (a, b), (_, sb) = started("Ana", "Bo")
    member, seat = r.remove(a, b.id)
    assert (member.name, seat) == ("Bo", 1)
    assert r.member_for(sb) is None and r.seats[1] == AI
    refused(r, "remove-self", r.remove, a, a.id)
    refused(r, "no-member", r.remove, a, b.id)


def test_when_the_host_leaves_another_member_becomes_host():
    r, (a, b), _ = lobby_of("Ana", "Bo")
    r.sit(a, 0)
    assert r.leave(a) == 0
    assert b.host and r.seats[0] == OPEN and r.host() is b


def test_the_host_can_hand_the_role_over():
    r, (a, b), _ = lobby_of("Ana", "Bo")
    r.make_host(a, b.id)
    assert b.host and not a.host
    refused(r, "host-only", r.start, a)


# ---------------------------------------------------------------- presence and the grace period
def test_a_dropped_player_keeps_the_seat_for_the_grace_period_then_the_ai_plays_it_until_they_return():
    r, (a, b), _ = started("Ana", "Bo", grace_seconds=60)
    r.disconnect(b, now=100.0)
    assert r.grace_left(b, 130.0) == 30.0 and r.next_deadline(130.0) == 30.0
    assert r.due_away(159.0) == [] and r.players()[1] == "human"
    assert r.due_away(160.0) == [1]
    assert r.players()[1] == "normal" and r.public_json(160.0)["seats"][1]["away"] is True
    assert r.due_away(200.0) == []  # once
    assert r.grace_left(b, 200.0) is None
    assert r.connect(b, 300.0) == 1  # the seat comes back to Bo
    assert r.players()[1] == "human" and not r.away


def test_a_player_back_within_the_grace_period_never_loses_the_seat():
    r, (a, b), _ = started("Ana", "Bo", grace_seconds=60)
    r.disconnect(b, now=100.0)
    assert r.connect(b, 150.0) is None
    assert r.due_away(1000.0) == [] and r.players()[1] == "human"


def test_the_grace_period_counts_only_during_a_match_and_only_for_seated_members():
    r, (a, b), _ = lobby_of("Ana", "Bo")
    r.sit(b, 1)
    r.disconnect(b, 0.0)
    assert r.grace_left(b, 10.0) is None and r.due_away(1000.0) == []


def test_after_a_restart_seated_members_are_reconnecting_within_their_grace_period():
    r, (a, b), (sa, _) = started("Ana", "Bo", grace_seconds=30)
    again = Room.from_json(json.loads(json.dumps(r.to_json())), now=500.0)
    assert again.to_json() == r.to_json()
    ana = again.member_for(sa)
    assert ana is not None and ana.host and ana.seat == 0
    assert again.grace_left(ana, 510.0) == 20.0
    assert sorted(again.due_away(530.0)) == [0, 1]


# ---------------------------------------------------------------- the turn timer
def test_the_turn_timer_is_off_by_default():
    r, (a, b), _ = started("Ana", "Bo")
    r.turn_is(0, 0.0)
    assert r.turn is None and r.turn_due(1e9) is None


def test_when_the_turn_timer_runs_out_the_seat_is_due_for_one_ai_move():
    r, (a, b), _ = started("Ana", "Bo", turn_seconds=20)
    r.turn_is(1, 10.0)
    assert r.turn_left(15.0) == 15.0 and r.turn_due(29.0) is None and r.turn_due(30.0) == 1
    r.turn_is(1, 25.0)  # still the same seat's turn: the timer keeps running
    assert r.turn_due(30.0) == 1
    r.restart_turn(30.0)  # it acted and acts again
    assert r.turn_due(49.0) is None
    r.turn_is(2, 31.0)  # the AI's seat: no timer
    assert r.turn is None


def test_no_turn_timer_runs_for_a_seat_the_ai_plays():
    r, (a, b), _ = started("Ana", "Bo", turn_seconds=20)
    r.disconnect(b, 0.0)
    r.due_away(100.0)
    r.turn_is(1, 100.0)
    assert r.turn is None


# ---------------------------------------------------------------- between hands
def test_the_next_hand_waits_for_every_seated_member_present():
    r, (a, b, c), _ = started("Ana", "Bo", "Cy")
    r.confirm(a)
    assert not r.all_confirmed()
    r.disconnect(c, 5.0)  # a dropped member is not waited for
    r.confirm(b)
    assert r.all_confirmed()
    r.hand_started()
    assert not r.ready


def test_a_watching_member_does_not_confirm():
    r, (a, b), _ = started("Ana", "Bo")
    w, _ = r.join("Wes", 0.0)
    refused(r, "not-seated", r.confirm, w)


# ---------------------------------------------------------------- rematch and closing
def test_a_rematch_keeps_the_seats_or_swaps_partners():
    r, (a, b, c, d), _ = started("Ana", "Bo", "Cy", "Di")
    refused(r, "match-not-over", r.rematch, a, False)
    r.match_ended()
    assert r.phase == OVER
    r.rematch(a, swap=True)
    assert [r.member_at(s).name for s in range(4)] == ["Ana", "Cy", "Bo", "Di"]
    assert (b.seat, c.seat) == (2, 1)
    r.began("game2")
    r.match_ended()
    assert r.rematch(a, swap=False) == ["human"] * 4
    assert [r.member_at(s).name for s in range(4)] == ["Ana", "Cy", "Bo", "Di"]


def test_partners_are_swapped_only_in_a_team_game():
    r = Room(new_code(), RoomSettings("callbreak/master"), 4, team_game=False)
    a, _ = r.join("Ana", 0.0)
    r.sit(a, 0)
    for s in (1, 2, 3):
        r.fill(a, s, True)
    r.start(a), r.began("g"), r.match_ended()
    refused(r, "no-partners", r.rematch, a, True)


def test_back_in_the_lobby_ai_seats_open_again():
    r, (a, b), _ = started("Ana", "Bo")
    r.match_ended()
    r.back_to_lobby(a)
    assert r.phase == LOBBY and r.seats == [a.id, b.id, OPEN, OPEN]


def test_a_closed_room_refuses_everything():
    r, (a, b), (sa, _) = lobby_of("Ana", "Bo")
    refused(r, "host-only", r.close, b)
    r.close(a)
    refused(r, "closed", r.join, "Cy", 0.0)
    refused(r, "closed", r.sit, b, 1)


def test_a_room_knows_how_long_it_has_been_empty():
    r, (a,), _ = lobby_of("Ana")
    assert r.idle_for(50.0) == 0.0
    r.disconnect(a, 100.0)
    assert r.idle_for(160.0) == 60.0


def test_the_public_view_names_seats_and_counts_down():
    r, (a, b), _ = started("Ana", "Bo", grace_seconds=60, turn_seconds=30)
    r.disconnect(b, 10.0)
    r.turn_is(0, 10.0)
    view = r.public_json(20.0, viewer=a)
    assert [s["name"] for s in view["seats"]] == ["Ana", "Bo", None, None]
    assert [s["kind"] for s in view["seats"]] == ["member", "member", "ai", "ai"]
    assert view["seats"][1]["grace_left"] == 50.0 and view["seats"][1]["online"] is False
    assert view["turn"] == {"seat": 0, "left": 20.0}
    assert view["you"] == {"id": a.id, "name": "Ana", "host": True, "seat": 0}


def test_a_member_shown_one_seats_cards_this_hand_cannot_sit_in_another_mid_hand():
    r, (a, b), _ = started("Ana", "Bo")
    r.saw(b.id, "game1/0", 1)
    r.stand(b)
    refused(r, "seen-other-seat", r.sit, b, 2, r.seen(b.id, "game1/0"))
    assert r.seats[2] == AI and b.seat is None
    assert r.sit(b, 1, r.seen(b.id, "game1/0")) == 1  # back to the seat whose cards they hold
    r.stand(b)
    assert r.seen(b.id, "game1/1") == set()  # the next hand starts afresh
    assert r.sit(b, 2, r.seen(b.id, "game1/1")) == 2


def test_the_seats_a_member_was_shown_survive_a_restart_and_leave_with_the_member():
    r, (a, b), _ = started("Ana", "Bo")
    r.saw(b.id, "game1/3", 1)
    r.saw(b.id, "game1/3", 2)
    back = Room.from_json(json.loads(json.dumps(r.to_json())))
    assert back.seen(b.id, "game1/3") == {1, 2} and back.seen(a.id, "game1/3") == set()
    back.leave(back.members[b.id])
    assert back.shown == {}


def _mutable(value) -> bool:
    return isinstance(value, (list, dict, set)) or type(value).__module__ == rooms.__name__ and not isinstance(
        value, RoomSettings)


def test_a_rooms_copy_is_a_deep_copy_sharing_nothing_it_changes():
    """``Room.copy`` (a room's clock takes one at every step, to go back to if the store refuses the change) is
    what ``copy.deepcopy`` gives, and every attribute the room can change in place is its own object: a new
    attribute of a mutable kind fails here until ``copy`` copies it."""
    import copy

    r, (host, guest, third), _ = lobby_of("Ana", "Bo", "Cy")
    r.sit(host, 0)
    r.sit(guest, 1)
    r.fill(host, 3, ai=True)
    r.games.append("g1")
    r.saw(guest.id, "h1", 2)
    r.connect(host, 1.0)
    r.disconnect(third, 2.0)
    r.away.add(1)
    r.ready.add(host.id)
    r.turn = (1, 3.0)
    dup = r.copy()
    deep = copy.deepcopy(r)
    assert vars(dup).keys() == vars(r).keys() == vars(deep).keys()
    for name, value in vars(r).items():
        assert getattr(dup, name) == getattr(deep, name), name
        if _mutable(value):
            assert getattr(dup, name) is not value, f"Room.copy shares {name}"
    for key, member in r.members.items():
        assert dup.members[key] == member and dup.members[key] is not member
    for key, shown in r.shown.items():
        assert dup.shown[key] == shown and dup.shown[key].seats is not shown.seats
    r.stand(guest)  # changes made to the room after the copy do not reach it
    r.saw(host.id, "h1", 0)
    r.games.append("g2")
    assert vars(dup) == vars(deep)


def test_settings_are_kept_and_shown_whole_as_their_type_says():
    from dataclasses import fields
    from typing import get_type_hints

    from tricktable.table.room import RoomSettingsJson

    settings = RoomSettings("rook/crowsnest", {"target": 300}, "heuristic", 30, 20, True, True)
    doc = settings.to_json()
    assert list(doc) == [f.name for f in fields(RoomSettings)] == list(get_type_hints(RoomSettingsJson))
    assert RoomSettings.from_json(doc) == settings and doc["options"] is not settings.options
