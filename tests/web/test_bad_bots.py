"""An external bot at a served table that answers garbage, a 40-digit bid, nothing at all (it hangs), crashes or
floods its output: the person at the table is told in their language (``server-bot-fault``, once a hand per seat),
the bot's seat gets a legal move, the table goes on, and once the server has stopped and its process pool is
closed (as its exit does) no bot process is left: a hung or flooding one is not kept for another match."""

from __future__ import annotations

import os
import sys
import time
import uuid
from pathlib import Path

import pytest
from driver import SeatDriver

from tricktable.i18n import localizer
from tricktable.interfaces.bots.transport import POOL

FAULTY = Path(__file__).resolve().parents[1] / "bots" / "faulty_bot.py"
#: the fault each misbehaviour is counted as (a 40-digit bid is refused as unreadable before it is formatted)
MODES = {"garbage": "unreadable", "hugebid": "unreadable", "hang": "timeout", "crash": "crash", "flood": "unreadable"}


def bot_processes(marker: str) -> list[int]:
    """The pids of live processes whose command line holds ``marker``."""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        if marker.encode() in cmdline and "\nState:\tZ" not in status:
            found.append(int(pid))
    return found


@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_bad_bot_is_told_to_the_person_in_their_language_and_the_table_goes_on(client_factory, mode):
    marker = f"webtest-{uuid.uuid4().hex}"
    bot = f"cmd:{sys.executable} {FAULTY} {mode} {marker}"
    client = client_factory(allow_bots=[bot])
    lang = {"garbage": "el", "hugebid": "cs", "hang": "hu", "crash": "ro", "flood": "el"}[mode]
    r = client.post("/api/games", json={"variant": "callbreak/standard", "seed": 3, "lang": lang,
                                        "players": [bot, "human", "random", "random"]})
    assert r.status_code == 200, r.text
    gid, token = r.json()["id"], r.json()["tokens"]["1"]
    deadline = time.monotonic() + 120
    with client.websocket_connect(f"/ws/{gid}?token={token}&lang={lang}") as ws:
        me = SeatDriver(ws)
        me.recv()
        played = 0
        while played < (1 if mode == "hang" else 3):  # the bot decides before each of them (it acts first)
            assert time.monotonic() < deadline, "the table stopped"
            me.recv_until(lambda m: me.my_turn() or m.get("code") == "server-bot-fault")
            if me.my_turn():
                assert me.play_one()["type"] == "ack"
                played += 1
        faults = [m for m in me.log if m.get("code") == "server-bot-fault"]
        assert faults, f"the person was not told of the {mode} bot"
        words = localizer(lang)
        assert len({(m["seat"]) for m in faults}) == len(faults) == 1  # once a hand per seat
        told = faults[0]
        assert told["type"] == "error" and told["seat"] == 0 and told["kind"] == MODES[mode], told
        seats = words.seats_for(client.app.state.manager.live[gid].session.game, 1)
        assert told["message"] == words.format("server-bot-fault", {"seat": _seat(0), "kind": MODES[mode]},
                                               seats=seats)
        assert told["message"] != localizer("en").format("server-bot-fault", {"seat": _seat(0),
                                                                              "kind": MODES[mode]}, seats=seats)
        steps = client.app.state.store.load(gid).hands[0].actions
        assert [a for s, a in steps if s == 0], "the bot's seat got no move"
    client.__exit__(None, None, None)
    POOL.close_all()  # what the server's exit does (atexit): a clean bot waits in the pool for another match
    end = time.monotonic() + 10
    while bot_processes(marker) and time.monotonic() < end:
        time.sleep(0.1)
    assert not bot_processes(marker), "the bot's process outlived the server"


def _seat(seat: int):
    from tricktable.messages import Seat

    return Seat(seat)
