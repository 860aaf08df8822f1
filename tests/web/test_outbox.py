"""The outbox of one websocket (issue 29): messages go out in the order they were put and none is lost while the
client keeps up; putting never waits; a client past its caps, or whose frame misses the deadline, is dropped (its
socket closed with code 4408, its handler's wait for the next frame cut short)."""

from __future__ import annotations

import asyncio
import json

from asyncrun import run_coroutine
from tricktable.interfaces.web.hangup import HANGUP
from tricktable.interfaces.web.outbox import SLOW_CODE, SLOW_REASON, Outbox, SendLimits


class FakeSocket:
    """A Starlette WebSocket's sending and receiving side: ``stuck`` sends never complete (a client that stopped
    reading, its buffers full); nothing is ever received."""

    def __init__(self, stuck: bool = False, hangup: bool = False) -> None:
        self.stuck = stuck
        self.sent: list[dict] = []
        self.closed: list[tuple[int, str]] = []
        self.hung_up = 0  # how many times the server hung up (``hangup``: this server can)
        self.scope = {HANGUP: self._hang_up} if hangup else {"type": "websocket"}

    def _hang_up(self) -> None:
        self.hung_up += 1

    async def send_text(self, text: str) -> None:
        if self.stuck:
            await asyncio.Event().wait()
        self.sent.append(json.loads(text))  # a socket with room in its buffers: the frame goes at once

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.closed.append((code, reason))
        if self.stuck:
            await asyncio.Event().wait()

    async def receive(self) -> dict:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


_run = run_coroutine


async def _until(pred) -> None:
    for _ in range(10_000):
        if pred():
            return
        await asyncio.sleep(0.001)
    raise AssertionError("never happened")


def test_a_client_that_keeps_up_gets_every_message_in_order():
    async def run():
        ws = FakeSocket()
        out = Outbox(ws, limits=SendLimits(messages=50))
        for i in range(2000):  # 40 times the cap, put in bursts the writer drains between
            assert out.put({"n": i})
            if i % 25 == 24:
                await asyncio.sleep(0)
        out.close(4410)
        await out.finish()
        return ws

    ws = _run(run())
    assert [m["n"] for m in ws.sent] == list(range(2000))
    assert ws.closed == [(4410, "")]


def test_a_refusal_is_sent_before_the_close():
    async def run():
        ws = FakeSocket()
        await Outbox(ws).refuse({"type": "error", "code": "auth"}, 4403)
        return ws

    ws = _run(run())
    assert ws.sent == [{"type": "error", "code": "auth"}] and ws.closed == [(4403, "")]


def test_a_client_past_its_cap_is_dropped_without_anyone_waiting():
    async def run():
        ws = FakeSocket(stuck=True)
        out = Outbox(ws, limits=SendLimits(messages=10, deadline=0.05))
        reader = asyncio.ensure_future(out.receive())
        results = [out.put({"n": i}) for i in range(30)]  # never waits, stuck client or not
        frame = await asyncio.wait_for(reader, 60)  # the handler's wait for the next frame is cut short
        await _until(lambda: ws.closed)
        assert not out.put({"n": "late"}) and await out.receive() == frame
        await out.finish()  # waits for the stuck close only until its deadline
        return results, out, frame, ws

    results, out, frame, ws = _run(run())
    assert results == [True] * 10 + [False] * 20
    assert out.dropped and not out.open
    assert frame["type"] == "websocket.disconnect"
    assert ws.closed == [(SLOW_CODE, SLOW_REASON)]


def test_a_client_past_its_byte_cap_is_dropped():
    async def run():
        out = Outbox(FakeSocket(stuck=True), limits=SendLimits(bytes=1000, deadline=3600.0))
        return [out.put({"text": "x" * 300}) for _ in range(5)], out

    results, out = _run(run())
    assert results[:2] == [True, True] and results[-1] is False and out.dropped


def test_a_frame_that_misses_the_deadline_drops_the_client():
    async def run():
        ws = FakeSocket(stuck=True)
        out = Outbox(ws, limits=SendLimits(deadline=0.01))
        assert out.put({"n": 1})
        await _until(lambda: out.dropped)
        frame = await asyncio.wait_for(out.receive(), 60)
        return out, frame, ws

    out, frame, ws = _run(run())
    assert out.dropped and frame["type"] == "websocket.disconnect"
    assert ws.sent == [] and ws.closed == [(SLOW_CODE, SLOW_REASON)]


def test_a_client_that_went_away_forgets_what_waits_for_it():
    async def run():
        ws = FakeSocket(stuck=True)
        out = Outbox(ws, limits=SendLimits(deadline=3600.0))
        out.put({"n": 1})
        out.put({"n": 2})
        await asyncio.sleep(0)
        await asyncio.wait_for(out.finish(), 60)  # the handler saw the disconnect: nothing more goes out
        return out, ws

    out, ws = _run(run())
    assert not out.open and not out.put({"n": 3}) and not out.dropped and ws.closed == []


def test_a_dropped_client_is_sent_its_close_before_its_handler_ends():
    """The server closes a socket itself (without the code) once its handler has ended: the close with
    ``SLOW_CODE`` must have been written by then."""
    async def run():
        ws = FakeSocket()
        out = Outbox(ws, limits=SendLimits(messages=10, deadline=3600.0))
        for i in range(30):
            out.put({"n": i})
        assert out.dropped and (await out.receive())["type"] == "websocket.disconnect"  # the handler's loop ends
        await out.finish()  # (the client takes its close at once: no bound needed)
        return list(ws.closed)  # as the handler ends

    assert _run(run()) == [(SLOW_CODE, SLOW_REASON)]


def test_a_dropped_client_is_hung_up_on_at_its_deadline_whether_its_close_went_out_or_not():
    async def run():
        hung = []
        for stuck in (True, False):
            ws = FakeSocket(stuck=stuck, hangup=True)
            out = Outbox(ws, limits=SendLimits(messages=10, deadline=0.05))
            for i in range(30):
                out.put({"n": i})
            await asyncio.wait_for(out.finish(), 60)
            await _until(lambda ws=ws: ws.hung_up)  # (the close went out: what was buffered is still stale)
            hung.append((ws.closed, ws.hung_up))
        return hung

    assert _run(run()) == [([(SLOW_CODE, SLOW_REASON)], 1)] * 2


def test_a_close_that_cannot_go_out_hangs_up_and_a_client_that_keeps_up_is_never_hung_up_on():
    async def run():
        stuck, fine = FakeSocket(stuck=True, hangup=True), FakeSocket(hangup=True)
        for ws in (stuck, fine):
            out = Outbox(ws, limits=SendLimits(deadline=0.05))
            out.close(4410)
            await asyncio.wait_for(out.finish(), 60)
        await asyncio.sleep(0.1)  # past any deadline
        return stuck, fine

    stuck, fine = _run(run())
    assert stuck.closed == fine.closed == [(4410, "")]
    assert (stuck.hung_up, fine.hung_up) == (1, 0)
