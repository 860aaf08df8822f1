"""Web AI players are kept for the match as the arena keeps them: the same kinds, seeds and deal make the same moves
at a web table and in the arena (and over a whole match as at the terminal's table), also across a restore from the
store; one player object per AI seat per match, at a web table and in a room."""

from __future__ import annotations

import asyncio
import json
from unittest import mock

from asyncrun import run_coroutine
from tricktable.ai.arena import runner
from tricktable.engine import MatchSession, get_game
from tricktable.engine import match as loop
from tricktable.interfaces.web.ai_pool import AIPool
from tricktable.interfaces.web.ai_seats import AISeats
from tricktable.interfaces.web.manager import Manager, Viewer
from tricktable.storage import Store

VARIANT = "callbreak/master"
WHOLE = "callbreak/standard"  # a match that ends by itself (callbreak/master is open-ended)
SEED = 8  # first dealer 8 % 4 = 0, as the arena's deal 0


def arena_moves(kinds: list[str]) -> list[tuple[int, str]]:
    """The moves of the arena's first arrangement of deal 0 (seat 0: kinds[0], the others kinds[1])."""
    game = get_game(VARIANT)
    hands: list[list[tuple[int, str]]] = []

    def recording(game_, state, decide, **kw):
        moves: list[tuple[int, str]] = []
        hands.append(moves)

        def decide_and_note(st, seat, legal):
            action = decide(st, seat, legal)
            moves.append((seat, game.format_action(action)))
            return action
        return loop.play_hand(game_, state, decide_and_note, **kw)

    with mock.patch.object(runner, "play_hand", recording):
        runner.play_deal(VARIANT, {}, kinds, seed=SEED, deal=0)
    return hands[0]


class Watcher:
    """A connection that takes every message (a watcher keeps a game without a person going)."""

    lang = "en"

    def put(self, message) -> bool:
        return True

    def put_text(self, text) -> bool:
        return True


async def until(pred, tries: int = 6000) -> None:
    for _ in range(tries):
        if pred():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the table did not get there")


def web_moves(tmp_path, kinds: list[str], restore_at: int | None = None,
              whole_match: bool = False, variant: str = VARIANT) -> list[tuple[int, str]]:
    """The moves of the first hand (``whole_match``: of every hand) of a web game of ``kinds`` seeded ``SEED``, its AI
    watched; with ``restore_at`` the game is taken out of memory after that many moves and loaded again from the
    store."""
    async def main() -> list[tuple[int, str]]:
        store = Store(tmp_path)
        pool = AIPool(threads=2)
        m = Manager(store, pool, watch_pace=0)
        try:
            gid, _, _ = await m.create(variant, {}, kinds, seed=SEED)
            viewer, watcher = Viewer(0, watching=True), Watcher()
            live = m.get(gid)
            m.subscribe(live, viewer, watcher)
            if restore_at is not None:
                await until(lambda: live.session.step >= restore_at)
                m.unsubscribe(live, viewer, watcher)
                await until(lambda: not live.thinking())
                assert m.unload_idle() == 1 and gid not in m.live
                live = m.get(gid)
                assert live.session.hand_seq == 0 and live.ai.kept == {}
                m.subscribe(live, viewer, watcher)
            if whole_match:
                await until(lambda: live.session.match_over())
            else:
                await until(lambda: live.session.hand_seq > 0 or not live.session.in_hand())
            m.unsubscribe(live, viewer, watcher)
            row = store.load(gid)
            return [(seat, text) for hand in (row.hands if whole_match else row.hands[:1])
                    for seat, text in hand.actions]
        finally:
            await m.close()
            pool.close()
    return run_coroutine(main())


def test_a_web_table_and_the_arena_make_the_same_moves_from_the_same_seeds(tmp_path):
    kinds = ["normal", "random", "random", "random"]
    assert web_moves(tmp_path / "games.db", kinds) == arena_moves(["normal", "random"])


def test_a_restored_table_goes_on_with_the_moves_it_would_have_made(tmp_path):
    kinds = ["random", "heuristic", "random", "normal"]
    whole = web_moves(tmp_path / "a.db", kinds)
    assert web_moves(tmp_path / "b.db", kinds, restore_at=22) == whole


def terminal_moves(kinds: list[str]) -> list[str]:
    """The moves of a whole match at the terminal's table (``table.runner.Table``: its players made once for the
    match, hearing every hook), each seat's player seeded ``player_seed(SEED, 1, seat)``."""
    from tricktable.ai import make_player
    from tricktable.table.runner import Table

    game = get_game(WHOLE)
    players = [make_player(kind, game, loop.player_seed(SEED, 1, s)) for s, kind in enumerate(kinds)]
    record = Table(game, players, seed=SEED, first_dealer=SEED % game.num_seats).play()
    return [text for hand in record.hands for text in hand.actions]


def test_over_a_whole_match_a_web_table_plays_as_the_terminal_with_players_made_once(tmp_path):
    """Players that draw from their own random stream show it: a player made again for a later hand (as the web
    tables did until 7 Dec 2026) starts its stream afresh and plays other moves from the second hand on."""
    kinds = ["heuristic", "random", "heuristic", "random"]
    whole = terminal_moves(kinds)
    assert len(whole) > 60  # more than one hand
    assert [text for _, text in web_moves(tmp_path / "games.db", kinds, whole_match=True, variant=WHOLE)] == whole


def counting_players():
    """``ai_seats.make_player_or_fallback`` patched to note the (kind, seed) of every player it makes."""
    from tricktable.interfaces.web import ai_seats

    made: list[tuple[str, int]] = []
    real = ai_seats.make_player_or_fallback

    def making(kind, game, seed):
        made.append((kind, seed))
        return real(kind, game, seed)
    return made, mock.patch.object(ai_seats, "make_player_or_fallback", making)


def test_a_web_table_makes_each_ai_seats_player_once_per_match(tmp_path):
    made, patched = counting_players()
    with patched:
        moves = web_moves(tmp_path / "games.db", ["random", "heuristic", "random", "heuristic"], whole_match=True,
                          variant=WHOLE)
    assert len(moves) > 60
    assert sorted(made) == sorted([(kind, loop.player_seed(SEED, 1, s))
                                   for s, kind in enumerate(["random", "heuristic", "random", "heuristic"])])


def test_a_room_makes_each_ai_seats_player_once_per_match(client):
    """A room's match is a live game of the same manager: its AI seats' players live for the match too."""
    from roomdriver import in_room, new_room

    made, patched = counting_players()
    body = new_room(client, name="Ana", ai="random", options={"target": 1000})  # many hands
    with patched, in_room(client, body["code"], body["secret"]) as host:
        for s in (1, 2, 3):
            host.ok({"type": "fill", "seat": s, "ai": True})
        host.ok({"type": "start"})
        for _ in range(2):
            host.play_hand()
            host.ok({"type": "next_hand"})
        host.play_hand()
        row = client.app.state.store.load(host.room["game_id"])
    assert len(row.hands) == 3 and row.players == ["human", "random", "random", "random"]
    seed = row.seed
    assert sorted(made) == sorted(("random", loop.player_seed(seed, 1, s)) for s in (1, 2, 3))


def test_one_player_object_per_ai_seat_for_the_match():
    game = get_game(VARIANT)
    s = MatchSession(game, seed=SEED, first_dealer=0, players=["random", "human", "heuristic", "human"])
    seats = AISeats(s)
    s.start_next_hand()
    first = seats.player(0, "random")
    s.apply(s.to_act(), s.legal()[0])
    assert seats.player(0, "random") is first and seats.player(2, "heuristic") is seats.player(2, "heuristic")
    assert first.rng.getstate() == type(first)(loop.player_seed(SEED, 1, 0)).rng.getstate()
    assert seats.player(1, "random") is not seats.player(1, "random")  # a person's seat: nothing is kept
    s.set_player(0, "heuristic")
    assert seats.player(0, "heuristic") is not first and 0 in seats.kept
    second = seats.player(2, "heuristic")
    while s.in_hand():
        s.apply(s.to_act(), s.legal()[0])
    s.start_next_hand()
    assert seats.player(2, "heuristic") is second and set(seats.kept) == {0, 2}  # the next hand: the same players
    s.end()
    assert seats.kept == {}  # the match's end lets them go
    seats.close()


def test_a_kept_rook_player_thinks_in_a_worker_process_and_comes_back(caplog):
    """A Rook game the native core has read holds what no pickle takes: the kept player goes to the worker with its
    game by name (``Carried``), so it thinks in the process pool instead of falling back to a thread of the server,
    and decides there as it would have here."""
    import logging
    import pickle

    from tricktable.interfaces.web import ai_tasks, ai_workers

    game = get_game("rook/tournament")
    s = MatchSession(game, seed=3, first_dealer=0, players=["heuristic"] * 4)
    seats = AISeats(s)
    s.start_next_hand()
    for _ in range(6):
        s.apply(s.to_act(), s.legal()[0])
    seat, options = s.to_act(), json.dumps(game.options(), sort_keys=True, default=str)
    view, legal = game.view(s.state, seat), s.legal()
    here = pickle.loads(pickle.dumps(ai_tasks.Carried(seats.player(seat, "heuristic")))).player.choose(game, view, legal)

    async def main():
        pool = AIPool(processes=1)
        try:
            return await pool.run(ai_tasks.choose_kept, ai_tasks.Carried(seats.player(seat, "heuristic")), game.key,
                                  options, "heuristic", 0, view, legal)
        finally:
            pool.close()
    with caplog.at_level(logging.DEBUG, logger=ai_workers.__name__):
        action, carried = run_coroutine(main())
    assert not [r for r in caplog.records if "process pool unavailable" in r.getMessage()]
    assert action == here and carried.player is not seats.player(seat, "heuristic")  # a copy came back
    assert type(carried.player) is type(seats.player(seat, "heuristic"))
    seats.close()
