"""A snapshot's history JSON is kept per viewer and grows by the new actions only (issue 29, the load goal); what a
client receives stays what the rules' view writes, to the byte, for every seat and a spectator, over whole hands
of every variant: claims, the finished hand shown between hands and the next deal included."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from asyncrun import run_coroutine
from tricktable.engine import MatchSession, get_game
from tricktable.engine.actions import CLAIM, Action
from tricktable.engine.viewjson import HistoryJson, history_json
from tricktable.interfaces.web.outbox import encode
from tricktable.interfaces.web.snapshot import Snapshots


def _play(variant: str, seed: int, hands: int) -> int:
    """Play ``hands`` hands with random choices (a claim taken when offered, half the time), checking after every
    step that each viewer's snapshot, from one long-lived :class:`Snapshots`, is the text the view writes whole."""
    game = get_game(variant)
    s = MatchSession(game, seed=seed, first_dealer=seed % game.num_seats, players=["human"] * game.num_seats)
    kept = Snapshots("g", s)
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(game.num_seats), None]
    checked = 0

    def check() -> None:
        nonlocal checked
        for seat in rng.sample(viewers, len(viewers)):  # any order: each viewer's history is its own
            snap = kept.snapshot(seat)
            state = s.shown_state()
            if state is None:
                continue
            whole = game.view(state, seat).to_json(tricks=False)
            assert encode(snap["view"]) == encode(whole), (variant, seed, s.hand_seq, s.step, seat)
            assert encode(snap) == encode(Snapshots("g", s).snapshot(seat))  # a first snapshot: nothing kept
            checked += 1

    for _ in range(hands):
        if s.match_over():
            break
        s.start_next_hand()
        check()
        while s.in_hand():
            legal = s.legal()
            claims = [a for a in legal if a.kind == CLAIM]
            action = claims[0] if claims and rng.random() < 0.5 else rng.choice(legal)
            s.apply(s.to_act(), action)
            check()
    return checked


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**31))
def test_every_snapshot_is_the_views_own_json_over_whole_hands(variant, seed):
    assert _play(variant, seed, hands=2) > 20


@dataclass(frozen=True)
class _View:
    history: tuple[tuple[int, Action], ...]

    def history_json(self, start: int = 0) -> list[dict[str, Any]]:
        return history_json(self.history[start:], lambda a: a.kind)


def test_a_history_that_does_not_extend_the_kept_one_is_written_whole():
    kept = HistoryJson()
    bid, pas, play = Action("bid", 100), Action("pass"), Action("play", 0, (5,))
    assert kept.of(_View(((0, bid), (1, pas)))) == [{"seat": 0, "action": "bid"}, {"seat": 1, "action": "pass"}]
    assert kept.of(_View(((0, bid), (1, pas), (2, play)))) == history_json(((0, bid), (1, pas), (2, play)),
                                                                          lambda a: a.kind)
    # another hand (shorter), then one as long but different, then the same again: never a stale entry
    assert kept.of(_View(((3, pas),))) == [{"seat": 3, "action": "pass"}]
    assert kept.of(_View(((2, play),))) == [{"seat": 2, "action": "play"}]
    assert kept.of(_View(())) == []


def test_what_a_caller_does_to_a_returned_list_does_not_reach_the_next():
    kept = HistoryJson()
    first = kept.of(_View(((0, Action("pass")),)))
    first.append({"seat": 9, "action": "junk"})
    assert kept.of(_View(((0, Action("pass")), (1, Action("pass"))))) == [
        {"seat": 0, "action": "pass"}, {"seat": 1, "action": "pass"}]


class _Conn:
    """A subscriber that keeps what it was given, as the text of each message."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.got: list[str] = []

    def put(self, msg: dict[str, Any]) -> bool:
        return self.put_text(encode(msg))

    def put_text(self, text: str) -> bool:
        self.got.append(text)
        return True


def test_an_update_is_encoded_once_per_viewer_and_language(tmp_path, monkeypatch):
    """Three spectators (two reading English, one Romanian) and a seat: each update is written once per viewer
    and language (three texts, not four), the same text to both English spectators."""
    import json

    from tricktable.interfaces.web import fanout as manager_module
    from tricktable.interfaces.web.ai_pool import AIPool
    from tricktable.interfaces.web.manager import Manager, Viewer
    from tricktable.storage import Store

    written: list[str] = []

    def counted(msg: dict[str, Any]) -> str:
        written.append(encode(msg))
        return written[-1]

    monkeypatch.setattr(manager_module, "encode", counted)

    async def run() -> list[_Conn]:
        store = Store(tmp_path / "t.sqlite3")
        pool = AIPool(threads=1)
        m = Manager(store, pool, watch_pace=0)
        try:
            gid, _, _ = await m.create("rook/crowsnest", {}, ["human"] * 4, seed=3)
            live = m.get(gid)
            conns = [_Conn("en"), _Conn("en"), _Conn("ro"), _Conn("en")]
            for conn in conns[:3]:
                m.subscribe(live, Viewer(None), conn)  # type: ignore[arg-type]
            m.subscribe(live, Viewer(live.session.to_act()), conns[3])  # type: ignore[arg-type]
            s = live.session
            written.clear()
            await m.act(live, s.to_act(), s.legal()[0])
            return conns
        finally:
            await m.close()
            pool.close()
            store.close()

    en, en2, ro, seat = run_coroutine(run())
    assert len(en.got) == len(en2.got) == len(ro.got) == len(seat.got) == 1
    assert len(written) == 3 and en.got[0] is en2.got[0]  # the English spectators: one text
    assert sorted(written) == sorted([en.got[0], ro.got[0], seat.got[0]])
    first = json.loads(en.got[0])
    assert list(first) == ["type", "events", "state"] and first["state"]["seat"] is None
    assert json.loads(ro.got[0])["events"] != first["events"]  # the events in Romanian words
    assert json.loads(seat.got[0])["state"]["seat"] is not None
