"""The AI pool's admission on its own (``ai_admission.Admission``, issue 24): its contracts as its docstring states
them, driven on an event loop with events instead of clocks. A holder of a slot keeps it until the test lets it go;
"at once" means the call is over after one turn of the loop, with nothing let go meanwhile; a patience or a line's
time that runs out is given as 0 (it can only run out), one that must not as an hour (the test is over long before).
"""

from __future__ import annotations

import asyncio

import pytest

from asyncrun import run_coroutine
from tricktable.interfaces.web.ai_admission import Admission, Busy

HOUR = 3600.0


class Holders:
    """Decisions under way in ``adm``: each holds its slot (once it has one) until the test lets it go."""

    def __init__(self, adm: Admission) -> None:
        self.adm = adm
        self.inside: list[str] = []  # who is thinking now, in the order they got in
        self.got_in: list[str] = []
        self.gates: dict[str, asyncio.Event] = {}
        self.tasks: dict[str, asyncio.Task[None]] = {}

    def start(self, name: str, patience: float | None = None) -> asyncio.Task[None]:
        self.gates[name] = asyncio.Event()

        async def think() -> None:
            async with self.adm.decision(patience):
                self.inside.append(name)
                self.got_in.append(name)
                await self.gates[name].wait()
                self.inside.remove(name)

        self.tasks[name] = asyncio.get_running_loop().create_task(think())
        return self.tasks[name]

    async def leave(self, name: str) -> None:
        self.gates[name].set()
        await self.tasks[name]


async def turns(n: int = 5) -> None:
    """Let the loop run everything ready, ``n`` times over."""
    for _ in range(n):
        await asyncio.sleep(0)


async def at_once(coro, n: int = 1) -> BaseException | None:
    """Run ``coro`` for ``n`` turns of the loop (one: at once): it must be over by then, never waiting on a slot or
    a place in line; returns what it raised (None if nothing)."""
    task = asyncio.get_running_loop().create_task(coro)
    await turns(n)
    if not task.done():
        task.cancel()
        raise AssertionError("it waited")
    return task.exception()


def counts(adm: Admission) -> tuple[int, int, int, int]:
    return adm.queued, adm.hints_waiting, adm.in_line(), adm.background_queued


# ---------------------------------------------------------------- the slots of the tables' decisions
def test_at_most_max_queued_decisions_think_at_once_and_the_rest_wait_their_turn_in_order():
    async def scenario():
        adm = Admission(max_queued=2)
        h = Holders(adm)
        for name in "abcd":
            h.start(name)
        await turns()
        assert h.inside == ["a", "b"] and adm.queued == 4 and adm.full()
        await h.leave("a")
        await turns()
        assert h.inside == ["b", "c"]
        await h.leave("c")
        await turns()
        assert h.inside == ["b", "d"]
        await h.leave("b")
        await h.leave("d")
        assert h.got_in == ["a", "b", "c", "d"] and counts(adm) == (0, 0, 0, 0) and not adm.full()

    run_coroutine(scenario())


def test_a_slot_is_given_back_when_the_thinking_fails():
    async def scenario():
        adm = Admission(max_queued=1)
        with pytest.raises(ZeroDivisionError):
            async with adm.decision():
                raise ZeroDivisionError
        assert adm.queued == 0
        async with adm.decision(patience=HOUR):  # the one slot is free again
            assert adm.queued == 1

    run_coroutine(scenario())


def test_a_hint_gets_a_slot_freed_within_its_patience():
    async def scenario():
        adm = Admission(max_queued=1)
        h = Holders(adm)
        h.start("table")
        h.start("hint", patience=HOUR)
        await turns()
        assert h.inside == ["table"] and adm.hints_waiting == 1
        await h.leave("table")
        await turns()
        assert h.inside == ["hint"] and adm.hints_waiting == 0
        await h.leave("hint")
        assert counts(adm) == (0, 0, 0, 0)

    run_coroutine(scenario())


def test_a_hint_whose_patience_runs_out_is_refused_as_busy_and_changes_no_count():
    async def scenario():
        adm = Admission(max_queued=1)
        h = Holders(adm)
        h.start("table")
        await turns()

        async def hint() -> None:
            async with adm.decision(patience=0):
                raise AssertionError("the hint thought while the only slot was taken")

        refused = await at_once(hint(), 5)  # a patience of 0 runs out as soon as the loop turns
        assert isinstance(refused, Busy) and refused.message.id == "server-ai-busy"
        assert counts(adm) == (1, 0, 0, 0) and h.inside == ["table"]
        await h.leave("table")
        assert counts(adm) == (0, 0, 0, 0)

    run_coroutine(scenario())


def test_a_hint_is_refused_at_once_when_max_waiting_hints_wait_already():
    async def scenario():
        adm = Admission(max_queued=1, max_waiting=2)
        h = Holders(adm)
        h.start("table")
        h.start("hint1", patience=HOUR)
        h.start("hint2", patience=HOUR)
        await turns()
        assert adm.hints_waiting == 2 and adm.queued == 3

        async def third_hint() -> None:
            async with adm.decision(patience=HOUR):
                raise AssertionError("a third hint got a slot")

        refused = await at_once(third_hint())
        assert isinstance(refused, Busy) and refused.message.id == "server-ai-busy"
        assert counts(adm) == (3, 2, 0, 0)  # the refusal changed no count
        h.start("table2")  # a table's AI is never refused: it waits its turn
        await turns()
        assert adm.queued == 4 and not h.tasks["table2"].done()
        for name in ("table", "hint1", "hint2", "table2"):
            await h.leave(name)
        assert h.got_in == ["table", "hint1", "hint2", "table2"] and counts(adm) == (0, 0, 0, 0)

    run_coroutine(scenario())


# ---------------------------------------------------------------- the line of new games
def test_a_new_game_is_admitted_at_once_while_the_queue_has_room_without_being_told_to_wait():
    async def scenario():
        adm = Admission(max_queued=2)
        h = Holders(adm)
        h.start("table")
        await turns()
        told: list[str] = []

        async def tell() -> None:
            told.append("wait")

        assert await at_once(adm.admit(tell)) is None
        assert told == [] and adm.in_line() == 0
        await h.leave("table")

    run_coroutine(scenario())


def test_new_games_wait_in_a_bounded_line_and_go_in_order_once_the_queue_has_room():
    async def scenario():
        adm = Admission(max_queued=2, max_waiting=3)
        h = Holders(adm)
        h.start("t1")
        h.start("t2")
        await turns()
        told: list[str] = []
        admitted: list[str] = []

        async def new_game(name: str) -> None:
            async def tell() -> None:
                told.append(name)

            await adm.admit(tell)
            admitted.append(name)

        line = [asyncio.get_running_loop().create_task(new_game(name)) for name in ("g1", "g2", "g3")]
        await turns()
        assert told == ["g1", "g2", "g3"] and adm.in_line() == 3 and admitted == []
        refused = await at_once(new_game("g4"))  # the line is full: refused at once, the line unchanged
        assert isinstance(refused, Busy) and refused.message.id == "server-ai-busy"
        assert told == ["g1", "g2", "g3"] and adm.in_line() == 3

        h.start("t3")  # another table's decision comes in meanwhile: the queue stays full when t1 leaves
        await turns()
        await h.leave("t1")
        await turns()
        assert admitted == [] and adm.in_line() == 3 and h.inside == ["t2", "t3"]
        await h.leave("t2")  # now the queue has room: the line goes, in order
        await asyncio.gather(*line)
        assert admitted == ["g1", "g2", "g3"] and adm.in_line() == 0
        await h.leave("t3")
        assert counts(adm) == (0, 0, 0, 0)

    run_coroutine(scenario())


def test_a_new_game_the_line_keeps_past_its_time_is_refused_and_leaves_the_line():
    async def scenario():
        adm = Admission(max_queued=1, max_waiting=1, admit_timeout=0)
        h = Holders(adm)
        h.start("table")
        await turns()
        refused = await at_once(adm.admit(), 5)  # a line's time of 0 runs out as soon as the loop turns
        assert isinstance(refused, Busy) and refused.message.id == "server-ai-busy"
        assert adm.in_line() == 0  # its place is free: the next new game may wait in it
        adm.admit_timeout = HOUR
        waiting = asyncio.get_running_loop().create_task(adm.admit())
        await turns()
        assert adm.in_line() == 1
        await h.leave("table")
        await waiting
        assert counts(adm) == (0, 0, 0, 0)

    run_coroutine(scenario())


# ---------------------------------------------------------------- the background lane
def test_background_work_is_capped_refused_at_once_past_the_cap_and_never_takes_a_tables_slot():
    async def scenario():
        adm = Admission(max_queued=1, max_background=2)
        with adm.background(), adm.background():
            assert adm.background_full() and adm.background_queued == 2
            with pytest.raises(Busy) as refused, adm.background():
                raise AssertionError("a third piece of background work was let in")
            assert refused.value.message == ("server-background-busy", {"queued": 2})
            assert adm.background_queued == 2  # the refusal changed no count
            assert adm.queued == 0 and not adm.full()
            assert await at_once(adm.admit()) is None  # a new game is not held up by the background lane
            async with adm.decision(patience=HOUR):  # nor is a decision: the table's slot is free
                assert adm.queued == 1
        assert counts(adm) == (0, 0, 0, 0) and not adm.background_full()
        with pytest.raises(ZeroDivisionError), adm.background():
            raise ZeroDivisionError
        assert adm.background_queued == 0  # work that fails gives its place back

    run_coroutine(scenario())


def test_no_background_lane_refuses_every_piece():
    adm = Admission(max_background=0)
    assert adm.background_full()
    with pytest.raises(Busy), adm.background():
        raise AssertionError("let in")
    assert adm.background_queued == 0
