"""Where the AI pool does its work: light players on the event loop, long legal lists listed by the worker."""

from __future__ import annotations

import json
import pickle
import threading

import pytest

from asyncrun import run_coroutine
from tricktable.engine import MatchSession, get_game
from tricktable.interfaces.web.ai_pool import AIPool
from tricktable.interfaces.web.ai_tasks import MAX_SHIPPED, LegalOf, choose, shipped, suggest


def declarer_to_discard() -> MatchSession:
    """A Rook hand whose declarer is to lay away the nest: thousands of legal discards."""
    s = MatchSession(get_game("rook/crowsnest"), seed=5, first_dealer=0)
    s.start_next_hand()
    g = s.game
    while g.phase(s.state) != "exchange":
        legal = g.legal_actions(s.state)
        s.apply(s.to_act(), legal[0] if s.state.high == 0 else next(a for a in legal if a.kind == "pass"))
    return s


def test_a_long_legal_list_is_sent_as_its_state_and_the_worker_lists_the_same_actions():
    s = declarer_to_discard()
    legal = s.legal()
    assert len(legal) > MAX_SHIPPED
    sent = shipped(s.game, s.state, lambda: pytest.fail("a choice of cards is never listed to be sent"))
    assert isinstance(sent, LegalOf) and len(pickle.dumps(sent)) < len(pickle.dumps(legal)) / 4
    play = MatchSession(get_game("callbreak/master"), seed=1, first_dealer=0)
    play.start_next_hand()
    assert shipped(play.game, play.state, play.legal) == play.legal()  # a short list goes as it is
    assert isinstance(shipped(play.game, play.state, lambda: legal), LegalOf)  # a long one as its state
    g, options = s.game, json.dumps(s.game.options(), sort_keys=True, default=str)
    view = g.view(s.state, s.to_act())
    for kind in ("heuristic", "easy", "random", "normal"):
        by_list = choose(g.key, options, kind, 11, view, legal)
        assert choose(g.key, options, kind, 11, view, pickle.loads(pickle.dumps(sent))) == by_list, kind
        assert by_list in legal
    assert suggest(g.key, options, 3, view, sent) == suggest(g.key, options, 3, view, legal)


@pytest.mark.parametrize("light", [True, False])
def test_a_light_decision_is_taken_on_the_event_loop_and_a_search_off_it(light):
    async def go() -> bool:
        loop_thread = threading.current_thread()
        pool = AIPool(processes=0)
        try:
            return await pool.run(lambda: threading.current_thread() is loop_thread, light=light)
        finally:
            pool.close()

    assert run_coroutine(go()) is light


def test_warming_up_readies_every_language_the_loop_writes_in():
    from tricktable.i18n import LANGUAGES, localizer

    localizer.cache_clear()  # as in a new server process: no catalog read yet

    async def go() -> None:
        pool = AIPool(processes=0)
        try:
            await pool.warm()
        finally:
            pool.close()

    run_coroutine(go())
    assert all(localizer(lang)._bundle is not None for lang in LANGUAGES)


@pytest.mark.parametrize("freeze", [True, False])
def test_a_served_app_keeps_what_it_loaded_at_start_up_out_of_the_collectors_passes(freeze):
    import gc

    from fastapi.testclient import TestClient

    from tricktable.interfaces.web import create_app

    gc.unfreeze()
    try:
        with TestClient(create_app(freeze_startup=freeze)) as client:
            assert client.get("/api/variants").status_code == 200
            assert (gc.get_freeze_count() > 0) is freeze
    finally:
        gc.unfreeze()
