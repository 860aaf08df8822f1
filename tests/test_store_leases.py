"""Table leases (issue 27's foundation for several server processes): a table is owned by one process at a time; a
lease is taken at once or refused, given up by its holder, and lapses by itself when the holder's process dies or
its connection is lost, so another process can take the table over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from tricktable.storage import Store
from tricktable.storage.leases import TableLeases, lease_key


def test_a_process_takes_gives_up_and_lists_its_leases(store_target):
    leases = TableLeases(Store(store_target))
    assert leases.take("game-1") and leases.take("game-1") and leases.take("room-AB")
    assert leases.held() == {"game-1", "room-AB"}
    leases.release("game-1")
    leases.release("never-taken")
    assert leases.held() == {"room-AB"}
    leases.close()
    assert leases.held() == set()


def test_lease_keys_are_fixed_64_bit_numbers_per_table():
    assert lease_key("game-1") == lease_key("game-1") != lease_key("game-2")
    assert all(-(2**63) <= lease_key(f"g{i}") < 2**63 for i in range(100))


@pytest.mark.postgresql
def test_a_table_is_owned_by_one_process_at_a_time(pg_url):
    mine, theirs = TableLeases(Store(pg_url)), TableLeases(Store(pg_url))
    assert mine.take("game-1")
    assert not theirs.take("game-1") and theirs.take("game-2")  # refused at once, not waited for
    assert not mine.take("game-2")
    mine.release("game-1")
    assert theirs.take("game-1") and theirs.held() == {"game-1", "game-2"}


HOLDER = """
import sys, time
from tricktable.storage import Store
from tricktable.storage.leases import TableLeases
leases = TableLeases(Store(sys.argv[1]))
assert leases.take("game-1")
print("held", flush=True)
time.sleep(600)
"""


@pytest.mark.postgresql
def test_the_lease_of_a_killed_process_lapses_and_another_takes_the_table(pg_url):
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, pg_url], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        other = TableLeases(Store(pg_url))
        assert not other.take("game-1")
        os.kill(holder.pid, signal.SIGKILL)  # no goodbye: the server ends its session when the socket closes
        holder.wait(10)
        deadline = time.monotonic() + 5
        while not other.take("game-1"):
            assert time.monotonic() < deadline, "the dead process's lease did not lapse within 5 s"
            time.sleep(0.05)
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(10)


@pytest.mark.postgresql
def test_a_lost_lease_connection_means_no_lease_is_held_any_more(pg_url):
    store = Store(pg_url)
    leases = TableLeases(store)
    assert leases.take("game-1")
    pid = leases._conn.execute("SELECT pg_backend_pid()").fetchone()[0]
    store._query("SELECT pg_terminate_backend(?, 5000)", (pid,))  # (waits until it is gone)
    assert leases.held() == set()  # its locks went with the session: another process may own the table now
    assert TableLeases(Store(pg_url)).take("game-1")
