"""Writes collected on the caller's thread and made apart (``Store.collect``, ``Store.run_apart``): what the web
server uses to wait for PostgreSQL's round trip in a thread, off its event loop (issue 27)."""

from __future__ import annotations

import threading

import pytest

from tricktable.storage import Store

SEATS = ["human", "random", "random", "random"]


def test_collected_writes_are_made_only_by_run_apart_all_or_none(store_target):
    store = Store(store_target)
    store.create_game("g", "webtest/mini", {}, 1, 0, SEATS, {0: "t"})
    store.add_hand("g", 0, 1, 0, 0, ["R1", "R2", "R3", "R4"], "")
    statements = store.collect(lambda: (store.add_action("g", 0, 0, 1, "pass"), store.add_action("g", 0, 1, 2, "bid")))
    assert len(statements) == 2 and store.load("g").hands[0].actions == []  # nothing written yet
    store.run_apart(statements)
    assert Store(store_target).load("g").hands[0].actions == [(1, "pass"), (2, "bid")]
    again = store.collect(lambda: (store.add_action("g", 0, 2, 3, "pass"), store.add_action("g", 0, 0, 1, "x")))
    with pytest.raises(Exception, match="(?i)unique|constraint|duplicate"):
        store.run_apart(again)  # the second is a step already stored: neither is written
    assert Store(store_target).load("g").hands[0].actions == [(1, "pass"), (2, "bid")]
    with pytest.raises(RuntimeError), store.atomic():
        store.collect(lambda: store.add_action("g", 0, 2, 3, "pass"))


@pytest.mark.postgresql
def test_on_postgresql_run_apart_does_not_wait_for_the_stores_connection(pg_url):
    """A thread's ``run_apart`` goes on while another thread holds the store's lock (its one connection): the event
    loop's calls and the writes waited for in threads do not queue behind each other."""
    store = Store(pg_url)
    assert store.writes_apart
    store.create_game("g", "webtest/mini", {}, 1, 0, SEATS, {0: "t"})
    store.add_hand("g", 0, 1, 0, 0, ["R1", "R2", "R3", "R4"], "")
    statements = store.collect(lambda: store.add_action("g", 0, 0, 1, "pass"))
    done = threading.Event()
    with store._lock:  # held here for as long as the other thread needs
        worker = threading.Thread(target=lambda: (store.run_apart(statements), done.set()))
        worker.start()
        assert done.wait(60)
    worker.join()
    assert store.load("g").hands[0].actions == [(1, "pass")]


def test_sqlite_writes_are_not_apart(tmp_path):
    assert not Store(tmp_path / "s.sqlite3").writes_apart


@pytest.mark.postgresql
@pytest.mark.parametrize("writes", [1, 2])
def test_on_postgresql_a_pooled_connection_the_server_ended_is_replaced_before_writing(pg_url, writes):
    """A writers' connection the database server ended while it was idle (a restart, an administrator): the next
    ``run_apart`` writes on a new connection, once, instead of telling the person the store is unavailable."""
    import psycopg

    store = Store(pg_url)
    store.create_game("g", "webtest/mini", {}, 1, 0, SEATS, {0: "t"})
    store.add_hand("g", 0, 1, 0, 0, ["R1", "R2", "R3", "R4"], "")
    store.run_apart(store.collect(lambda: store.add_action("g", 0, 0, 1, "pass")))  # a pooled connection, idle now
    with psycopg.connect(pg_url, autocommit=True) as admin:
        ended = admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name ="
                              " 'tricktable' AND pid <> pg_backend_pid() AND pid <> %s",
                              (store._conn.info.backend_pid,)).fetchall()
    assert ended and all(ok for (ok,) in ended)
    statements = store.collect(lambda: [store.add_action("g", 0, 1 + i, 2 + i, "bid") for i in range(writes)])
    store.run_apart(statements)
    assert Store(pg_url).load("g").hands[0].actions == [(1, "pass")] + [(2 + i, "bid") for i in range(writes)]
