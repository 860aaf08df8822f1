"""A store that cannot save while the server runs (another process holds its lock, a read-only file, a full disk) is
told to the person who acted, in their language, with nothing changed and the socket kept; creating a game answers
503. The wait for a lock is not made on the event loop: other tables go on. Once the store works again, play goes
on and every acknowledged action is in the store."""

from __future__ import annotations

import logging

import pytest
from driver import SeatDriver
from storefaults import KINDS, fault, locked, read_only

from tricktable.i18n import localizer


@pytest.fixture
def db(store_target):
    """Every test here runs on a SQLite file, then on PostgreSQL."""
    return store_target


#: a language per kind of failure, so that every catalog is read somewhere
LANG = {"locked": "ro", "read-only": "hu", "full": "cs"}


def _unsaved(lang: str, msg_id=None) -> dict:
    out = {"type": "error", "code": "store-unavailable", "message": localizer(lang).format("store-unavailable")}
    return out if msg_id is None else {**out, "id": msg_id}


class FourSeats:
    """All four seats of a game played by people over their sockets (in ``lang``)."""

    def __init__(self, client, gid: str, tokens: dict[str, str], lang: str) -> None:
        self.ctxs = [client.websocket_connect(f"/ws/{gid}?token={tokens[str(i)]}&lang={lang}") for i in range(4)]
        self.seats = [SeatDriver(c.__enter__()) for c in self.ctxs]
        for d in self.seats:
            d.recv()
        self.session = client.app.state.manager.live[gid].session
        self.n = 0

    def step(self) -> tuple[dict, tuple[int, str] | None, SeatDriver, dict]:
        """One request of whoever is to go on: the seat to act plays a legal action, or seat 0 deals the next hand.
        Returns the reply, the (seat, action) played (None: a deal), the seat's driver and the request."""
        self.n += 1
        if self.session.state is None:
            d, msg = self.seats[0], {"type": "next_hand", "id": f"deal{self.n}"}
            d.ws.send_json(msg)
            return d.recv_until(lambda m: m.get("id") == msg["id"]), None, d, msg
        seat = self.session.to_act()
        d = self.seats[seat]
        d.sync()
        msg = {"type": "action", "action": d.choose(), "id": self.n}
        return d.send(msg), (seat, msg["action"]), d, msg

    def close(self) -> None:
        for c in self.ctxs:
            c.__exit__(None, None, None)


def _stored(client, gid: str) -> list[tuple[int, str]]:
    return [a for h in client.app.state.store.load(gid).hands for a in h.actions]


def _where(session) -> tuple:
    return session.version, session.hand_seq, session.step, session.state, session.match


@pytest.mark.parametrize("kind", KINDS)
def test_an_action_the_store_cannot_keep_is_told_in_the_persons_language_and_nothing_moves(client_factory, db, kind):
    client = client_factory(store_patience=0.1)
    lang = LANG[kind]
    r = client.post("/api/games", json={"variant": "webtest/mini", "players": ["human"] * 4, "seed": 7,
                                        "options": {"target": 10000}})  # a long match: a full disk needs a while
    gid, tokens = r.json()["id"], r.json()["tokens"]
    table = FourSeats(client, gid, tokens, lang)
    acked: list[tuple[int, str]] = []
    try:
        with fault(kind, client, db):
            for _ in range(600):  # locked, read-only: the first request; a full disk: once the file has no room
                before = _where(table.session)
                reply, played, d, msg = table.step()
                if reply["type"] == "error":
                    break
                if played is not None:
                    assert reply["type"] == "ack", reply
                    acked.append((played[0], reply["action"]))
            assert reply == _unsaved(lang, msg["id"]), reply
            assert _where(table.session) == before  # the table in memory did not run ahead of the store
            assert _stored(client, gid) == acked
            d.sync()  # the socket is still open and answers
        again = d.send(msg) if played is not None else None  # the store works again: the same request goes through
        if played is not None:
            assert again["type"] == "ack", again
            acked.append((played[0], again["action"]))
        for _ in range(12):
            reply, played, _, _ = table.step()
            assert reply["type"] in ("ack", "done"), reply
            if played is not None:
                acked.append((played[0], reply["action"]))
    finally:
        table.close()
    assert _stored(client, gid) == acked  # every acknowledged action is kept, and nothing else


@pytest.mark.parametrize("kind", KINDS)
def test_creating_a_game_the_store_cannot_keep_answers_503_with_the_message(client_factory, db, kind):
    client = client_factory(store_patience=0.1, new_game_rate=(1000.0, 1000.0))
    lang = "el" if kind == "full" else LANG[kind]
    manager, store = client.app.state.manager, client.app.state.store
    made = []
    with fault(kind, client, db):
        for _ in range(300):  # a full disk takes the games that fit in the file's pages
            r = client.post("/api/games", json={"variant": "webtest/mini", "ai": "random", "lang": lang})
            if r.status_code != 200:
                break
            made.append(r.json()["id"])
        assert r.status_code == 503, r.text
        assert r.json() == {"detail": localizer(lang).format("store-unavailable"), "code": "store-unavailable"}
        assert store.game_ids() == made and set(manager.live) == set(made)  # nothing half-made, in memory or kept
    r = client.post("/api/games", json={"variant": "webtest/mini", "ai": "random", "lang": lang})
    assert r.status_code == 200 and store.load(r.json()["id"]).hands  # the game and its first deal


def test_the_ai_tries_its_move_again_once_the_store_can_keep_it(client_factory, caplog):
    client = client_factory(watch_pace=0.0)
    r = client.post("/api/games", json={"variant": "webtest/mini", "players": ["random"] * 4, "seed": 3})
    gid, watch = r.json()["id"], r.json()["watch"]
    session = client.app.state.manager.live[gid].session
    caplog.set_level(logging.WARNING, logger="tricktable.interfaces.web.manager")
    before = _where(session)
    failing = read_only(client.app.state.store)
    failing.__enter__()
    with client.websocket_connect(f"/ws/{gid}?token={watch}") as ws:
        watcher = SeatDriver(ws)  # a game without a person: the AI plays while someone watches
        watcher.recv()
        try:
            for _ in range(20000):
                watcher.sync()
                if any(gid in r.getMessage() and "cannot be saved" in r.getMessage() for r in caplog.records):
                    break
            else:
                raise AssertionError("the AI's move was never refused")
            assert _where(session) == before and not _stored(client, gid)  # nothing kept, nothing moved
        finally:
            failing.__exit__(None, None, None)
        for _ in range(20000):  # the store works again: the same watcher sees the AI play on by itself
            watcher.sync()
            if session.step >= 3:
                break
        assert session.step >= 3
    assert len(_stored(client, gid)) >= 3


def test_a_locked_store_does_not_stop_the_other_tables(client_factory, db):
    """One table's action waits for a lock another process holds; meanwhile another table is answered every time
    (the wait is not made on the event loop); once the lock goes, the first action is kept and acknowledged."""
    client = client_factory(store_patience=120.0)
    first = client.post("/api/games", json={"variant": "webtest/mini", "players": ["human"] * 4, "seed": 7}).json()
    other = client.post("/api/games", json={"variant": "webtest/mini", "players": ["human"] * 4, "seed": 8}).json()
    waiting = FourSeats(client, first["id"], first["tokens"], "en")
    answering = FourSeats(client, other["id"], other["tokens"], "en")
    try:
        seat = waiting.session.to_act()
        d = waiting.seats[seat]
        d.sync()
        action = d.choose()
        with locked(db):
            d.ws.send_json({"type": "action", "action": action, "id": "waits"})
            o = answering.seats[answering.session.to_act()]
            for n in range(20):
                o.ws.send_json({"type": "check", "action": o.choose(), "id": f"c{n}"})
                assert o.recv_until(lambda m, n=n: m.get("id") == f"c{n}")["type"] == "check"
            assert waiting.session.step == 0  # still waiting for the lock, nothing moved
        reply = d.recv_until(lambda m: m.get("id") == "waits")
        assert reply["type"] == "ack", reply
    finally:
        waiting.close()
        answering.close()
    assert _stored(client, first["id"]) == [(seat, reply["action"])]
