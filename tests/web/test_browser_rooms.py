"""Rooms of friends in a real browser: several people (each a browser context of its own on one Chromium) meet
through the invite link and play a whole hand of each family together; one reloads mid-trick, one drops and
comes back, a spectator watches. No page's client state ever holds a card its person may not know."""

from __future__ import annotations

import time

import pytest
from browsing import available, position, settings_for, shot, step
from multiseat import hidden_cards_seen

from tricktable.storage import Store

FAMILIES = ["rook", "callbreak", "shengji"]


class Served:
    """What hidden_cards_seen needs of a server: its store (the dev server's database, read beside it)."""

    def __init__(self, db) -> None:
        self.app = type("App", (), {})()
        self.app.state = type("State", (), {"store": Store(db)})()


def make_room(page, variant: str, name: str = "Ana", **settings) -> str:
    """The host makes a room from the lobby's "Play with friends"; returns the invite link the room page shows."""
    page.open(settings_for(variant, **settings))
    p = page.page
    p.fill("#friends-name", name)
    p.click("[data-act=make-room]")
    p.wait_for_function("() => Room.state && Room.state.phase === 'lobby' && Room.me()")
    return p.input_value(".room-link")


def join(page, link: str, name: str | None, seat: int | None = None) -> None:
    """A friend opens the link (a spectator until they type a name and join: the first open seat is theirs)."""
    page.open(settings_for("rook/crowsnest"))
    p = page.page
    p.goto(link)
    p.wait_for_function("() => Room.state")
    if name is None:
        return
    p.fill("#room-name", name)
    p.click("[data-act=join]")
    p.wait_for_function("() => Room.me()")
    if seat is not None:
        p.wait_for_function(f"() => Room.me().seat === {seat}")


def my_turn(p) -> bool:
    return p.evaluate(
        "() => !Table.busy && !Table.sending && ((!document.getElementById('overlay').classList.contains('hidden')) ||"
        " (Table.state && Table.state.view && Table.state.view.to_act === Table.state.seat &&"
        "  !!document.querySelector('#controls button, #hand .card.legal, #hand .card.pickable')))")


def at_summary(p) -> bool:
    return p.evaluate("() => !!(Table.state && Table.state.between_hands && Room.state && Room.state.phase !== 'lobby')")


def client_state(p) -> dict:
    """What the page holds: the table, the room, what was said, and the browser's storage."""
    return p.evaluate("() => ({type: 'page', state: Table.state, room: Room.state, said: Room.log,"
                      " storage: Object.fromEntries(Object.entries(localStorage))})")


def play_together(pages, each=None, limit: int = 900) -> int:
    """Everyone clicks at their turn until the hand is over for all; ``each(step)`` runs between moves."""
    moves = 0
    for _ in range(limit * 4):
        if all(at_summary(p.page) for p in pages):
            return moves
        acted = False
        for pg in pages:
            p = pg.page
            if not at_summary(p) and my_turn(p):
                before = position(p)
                step(p)
                p.wait_for_function(f"() => !Table.state || `${{Table.state.hand_seq}}/${{Table.state.step}}` !== '{before}'"
                                    " || Table.state.between_hands", timeout=20000)
                moves += 1
                acted = True
                if each is not None:
                    each(moves)
        if not acted:
            time.sleep(0.05)
    raise AssertionError("the hand never ended")


def no_leak(served, page, seat) -> None:
    snap = client_state(page.page)
    gid = snap["state"]["game_id"]
    leaks = hidden_cards_seen(served, gid, seat, [snap], every_message=False)
    assert not leaks, f"{'the spectator' if seat is None else f'seat {seat}'}'s page holds hidden cards: {leaks[:2]}"


@pytest.mark.parametrize("family", FAMILIES)
def test_friends_meet_through_the_link_and_play_a_hand_surviving_a_reload_and_a_drop(page_factory, served, family):
    server, db = served
    variant = available(server).get(family)
    if variant is None:
        pytest.skip(f"no {family} variant")
    store = Served(db)
    host, friend, spectator = page_factory(), page_factory(), page_factory()
    link = make_room(host, variant)
    join(friend, link, "Bo", seat=1)
    join(spectator, link, None)
    h, f, s = host.page, friend.page, spectator.page
    h.wait_for_function("() => Room.state.seats[1].name === 'Bo' && Room.state.seats[1].online")
    shot(h, f"rooms-lobby-{family}.png")
    h.click("[data-act=fill-all]")
    h.wait_for_function("() => !document.querySelector('[data-act=start]').disabled")
    h.click("[data-act=start]")
    for p in (h, f, s):
        p.wait_for_function("() => Table.state && Table.state.view", timeout=20000)
    assert f.evaluate("Table.state.seat") == 1 and s.evaluate("Table.state.seat") is None
    assert s.evaluate("Table.state.view.hand.length") == 0

    events = {"reloaded": False, "dropped": False}

    def now_and_then(moves):
        if moves == 4 and not events["reloaded"]:  # mid-trick, the friend reloads: back in the same seat
            f.reload()
            f.wait_for_function("() => Table.state && Table.state.view && Room.me() && Room.me().seat === 1",
                                timeout=20000)
            events["reloaded"] = True
            shot(f, f"rooms-table-{family}.png")
            no_leak(store, friend, 1)
            no_leak(store, spectator, None)
            shot(s, f"rooms-spectator-{family}.png")
        if moves == 8 and not events["dropped"]:  # the host drops; the others see the time to come back
            h.goto("about:blank")
            f.wait_for_function("() => Room.state.seats[0].online === false && Room.state.seats[0].grace_left > 0")
            f.wait_for_selector(".seat .live .chip.countdown")
            shot(f, f"rooms-away-{family}.png")
            h.goto(link)  # and comes back to the same seat
            h.wait_for_function("() => Table.state && Table.state.view && Room.me() && Room.me().seat === 0",
                                timeout=20000)
            f.wait_for_function("() => Room.state.seats[0].online === true")
            events["dropped"] = True

    play_together([host, friend], each=now_and_then)
    assert events["reloaded"] and events["dropped"]
    for pg, seat in ((host, 0), (friend, 1), (spectator, None)):
        pg.page.wait_for_function("() => Table.state && Table.state.between_hands", timeout=20000)
        no_leak(store, pg, seat)
    # everyone sees the summary; both confirm and the next hand is dealt
    for p in (h, f):
        p.wait_for_selector("#dialog [data-act=ready]")
    h.click("#dialog [data-act=ready]")
    f.wait_for_function("() => Room.state.seats[0].ready")
    f.click("#dialog [data-act=ready]")
    for p in (h, f, s):
        p.wait_for_function("() => Table.state && !Table.state.between_hands", timeout=20000)
    for pg in (host, friend, spectator):
        pg.clean()


def test_four_friends_play_a_whole_hand_with_a_spectator(page_factory, served):
    server, db = served
    people = [page_factory() for _ in range(4)]
    spectator = page_factory()
    link = make_room(people[0], "rook/crowsnest")
    for i, (pg, name) in enumerate(zip(people[1:], ["Bo", "Cy", "Di"], strict=True), start=1):
        join(pg, link, name, seat=i)
    join(spectator, link, None)
    h = people[0].page
    h.wait_for_function("() => Room.state.seats.every((s) => s.kind === 'member' && s.online)")
    h.click("[data-act=start]")
    for pg in people + [spectator]:
        pg.page.wait_for_function("() => Table.state && Table.state.view", timeout=20000)
    shot(people[2].page, "rooms-table-four.png")
    play_together(people)
    store = Served(db)
    for seat, pg in enumerate(people):
        no_leak(store, pg, seat)
    no_leak(store, spectator, None)
    names = spectator.page.evaluate("[0, 1, 2, 3].map((s) => Table.seatName(s))")
    assert names == ["Ana", "Bo", "Cy", "Di"]
    for pg in people + [spectator]:
        pg.clean()


def seat_moves(store, gid: str, seat: int) -> int:
    """How many actions ``seat`` has made in game ``gid`` (read from the server's database)."""
    return sum(1 for h in store.app.state.store.load(gid).hands for s, _ in h.actions if s == seat)


def click_until(pg, done, limit: int = 400) -> None:
    """``pg``'s person clicks at their turns until ``done()`` holds (the other seats play meanwhile)."""
    p = pg.page
    for _ in range(limit):
        if done():
            return
        if at_summary(p):
            raise AssertionError("the hand ended first")
        if my_turn(p):
            before = position(p)
            step(p)
            p.wait_for_function(f"() => `${{Table.state.hand_seq}}/${{Table.state.step}}` !== '{before}'"
                                " || Table.state.between_hands", timeout=20000)
        else:
            time.sleep(0.05)
    raise AssertionError("never came")


def test_a_friend_gone_past_the_grace_period_is_played_by_the_ai_marked_and_takes_the_seat_back(page_factory, served):
    server, db = served
    store = Served(db)
    host, bo = page_factory(), page_factory()
    link = make_room(host, "rook/crowsnest")
    h, b = host.page, bo.page
    h.evaluate("() => Room.request({type: 'settings', settings: {grace_seconds: 1, turn_seconds: 600}})")
    h.wait_for_function("() => Room.state.settings.grace_seconds === 1 && Room.state.settings.turn_seconds === 600")
    join(bo, link, "Bo", seat=1)
    h.wait_for_function("() => Room.state.seats[1].online")
    h.click("[data-act=fill-all]")
    h.wait_for_function("() => !document.querySelector('[data-act=start]').disabled")
    h.click("[data-act=start]")
    for p in (h, b):
        p.wait_for_function("() => Table.state && Table.state.view", timeout=20000)
    gid = h.evaluate("Table.state.game_id")
    b.goto("about:blank")  # Bo drops and stays away past the grace period: the AI plays the seat, marked
    h.wait_for_function("() => Room.state.seats[1].away && Table.state.players[1] !== 'human'", timeout=20000)
    h.wait_for_selector("[data-seat='1'] .live .chip.away")
    assert "AI" in h.inner_text("[data-seat='1'] .plate")  # the plate says the AI plays it now
    assert "the AI plays for Bo" in h.inner_text(".room-people-bar")
    moved = seat_moves(store, gid, 1)
    click_until(host, lambda: seat_moves(store, gid, 1) > moved)  # the game goes on without Bo
    b.goto(link)  # Bo comes back: the seat is theirs again
    b.wait_for_function("() => Table.state && Table.state.view && Room.me() && Room.me().seat === 1", timeout=20000)
    h.wait_for_function("() => !Room.state.seats[1].away && Room.state.seats[1].online"
                        " && Table.state.players[1] === 'human'")
    assert h.locator("[data-seat='1'] .live .chip.away").count() == 0
    # when it is Bo's turn the host sees a person waited for, with the turn timer counting down
    click_until(host, lambda: h.evaluate("() => !!(Table.state.view && Table.state.view.to_act === 1"
                                         " && Room.state.turn && Room.state.turn.seat === 1)"))
    h.wait_for_selector("#room-bar .turn-timer")
    assert h.inner_text("#room-bar .turn-timer").startswith("Bo: ")
    assert h.inner_text("[data-seat='1'] .live .chip.turn") == "to play"
    assert h.inner_text("#status").startswith("Waiting for Bo")
    shot(h, "rooms-waiting-for-a-friend.png")
    for pg in (host, bo):
        pg.clean()


def test_the_host_moves_a_friend_removes_another_and_the_removed_link_stops_working(page_factory):
    host, bo, cy = page_factory(), page_factory(), page_factory()
    link = make_room(host, "rook/crowsnest")
    join(bo, link, "Bo", seat=1)
    join(cy, link, "Cy", seat=2)
    h = host.page
    h.wait_for_function("() => Room.state.seats[2].name === 'Cy'")
    bo_id = bo.page.evaluate("Room.me().id")
    h.select_option(".room-seat[data-seat='3'] select[data-act=move]", bo_id)
    h.wait_for_function("() => Room.state.seats[3].name === 'Bo' && Room.state.seats[1].kind === 'open'")
    cy_id = cy.page.evaluate("Room.me().id")
    h.select_option(".room-manage select", cy_id)
    h.click("[data-act=remove]")
    h.click("#dialog [data-act=confirm]")
    cy.page.wait_for_function("() => !Room.active() && !document.getElementById('lobby').classList.contains('hidden')")
    h.wait_for_function("() => Room.state.members.length === 2")
    cy.page.goto(link)  # the removed member's old secret is no longer a seat: back to watching
    cy.page.wait_for_function("() => Room.state && !Room.me()")
    for pg in (host, bo, cy):
        pg.clean()


def test_chat_is_shown_as_text_never_as_html_and_phrases_are_translated(page_factory):
    host, bo = page_factory(), page_factory()
    link = make_room(host, "rook/crowsnest")
    h = host.page
    h.check(".room-host-settings input[type=checkbox]")  # the host turns free-text chat on
    h.wait_for_function("() => Room.state.settings.chat")
    join(bo, link, "Bo", seat=1)
    b = bo.page
    b.wait_for_selector(".chat-form input")
    b.fill(".chat-form input", "<img src=x onerror=\"window.__pwned=1\"> hi")
    b.press(".chat-form input", "Enter")
    h.wait_for_function("() => document.querySelector('.chat-log li')")
    assert h.locator(".chat-log img").count() == 0
    assert "<img src=x" in h.inner_text(".chat-log") and not h.evaluate("window.__pwned")
    h.click("[data-tab=settings]")  # the host turns the page to Hungarian, as a person does, and comes back
    h.select_option("#set-lang", "hu")
    h.click("[data-tab=play]")
    assert h.inner_text("#room h2") == "Szoba"  # the room is redrawn in Hungarian
    assert h.inner_text("#room [data-act=start]") == "Indítás"
    b.click("[data-phrase=nice]")
    h.wait_for_function("() => document.querySelector('.chat-log').textContent.includes('Szép!')")
    assert h.evaluate("Room.log.map((m) => m.phrase || m.text)")[-1] == "nice"
    shot(h, "rooms-lobby-hu.png")  # the room in Hungarian: no English left
    for pg in (host, bo):
        pg.clean()


def test_the_invite_link_uses_the_address_friends_can_open(page_factory):
    host = page_factory()
    make_room(host, "rook/crowsnest")
    h = host.page
    assert h.evaluate("Room.inviteLink()").startswith(h.evaluate("location.origin") + "/join/")
    h.evaluate("() => { Room.shareBase = 'http://192.168.1.20:8000'; }")
    assert h.evaluate("Room.inviteLink()").startswith("http://192.168.1.20:8000/join/")
    host.clean()


def test_a_rooms_game_is_in_history_and_replay_with_the_players_names(page_factory):
    host, bo = page_factory(), page_factory()
    link = make_room(host, "rook/crowsnest")
    join(bo, link, "Bo", seat=1)
    h = host.page
    h.wait_for_function("() => Room.state.seats[1].online")
    h.click("[data-act=fill-all]")
    h.wait_for_function("() => !document.querySelector('[data-act=start]').disabled")
    h.click("[data-act=start]")
    h.wait_for_function("() => Table.state && Table.state.view", timeout=20000)
    h.evaluate("() => Room.request({type: 'end'})")  # the host ends the match (abandoned: nobody won)
    h.wait_for_function("() => Room.state.phase === 'over'")
    for p in (h, bo.page):
        p.click("[data-tab=history]")
        p.wait_for_selector(".history-row")
        row = p.locator(".history-row").first
        assert "Ana, Bo, Seat 3, Seat 4" in row.inner_text()
    bo.page.locator(".history-row [data-replay]").first.click()
    bo.page.wait_for_selector(".replay .who")
    assert {"Ana", "Bo"} <= set(bo.page.locator(".replay .who").all_inner_texts())
    for pg in (host, bo):
        pg.clean()
