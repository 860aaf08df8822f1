"""What a person sees when the server's file is locked by another program: their move (or a new game) is refused
with the words in their language, the table stays as it was, and the same move works once the lock is gone."""

from __future__ import annotations

import pytest
from browsing import PHONE, position, settings_for, shot, start_game, step, wait_ready
from storefaults import locked

from tricktable.i18n import localizer

pytestmark = pytest.mark.browser


def _toast_says(p, text: str) -> None:
    p.wait_for_function("t => document.getElementById('toast').textContent.includes(t)", arg=text, timeout=30000)


@pytest.mark.parametrize("lang,viewport", [("ro", None), ("el", PHONE)])
def test_a_move_the_server_cannot_save_is_said_and_the_table_stays(page_factory, served, lang, viewport):
    _, db = served
    pg = page_factory(viewport)
    p = pg.open(settings_for("webtest/mini", lang=lang)).page
    start_game(p, "webtest/mini", seed=5)
    wait_ready(p)
    before = position(p)
    words = localizer(lang).format("store-unavailable")
    with locked(db):
        step(p)
        _toast_says(p, words)  # after the server waited its 5 s for the lock
        shot(p, f"store-unavailable-move-{lang}.png")
        assert position(p) == before
        p.evaluate("() => tricktable.startGame()")  # a new game while the lock is held: refused with the same words
        _toast_says(p, words)
    wait_ready(p)
    step(p)  # the lock is gone: the move goes through
    p.wait_for_function(f"() => `${{tricktable.Table.state.hand_seq}}/${{tricktable.Table.state.step}}` !== '{before}'", timeout=20000)
    pg.clean()
