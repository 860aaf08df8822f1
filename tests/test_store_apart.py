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
