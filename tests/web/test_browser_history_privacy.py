"""Issue 25.1 (privacy): History and Statistics show only the games this browser holds a seat (or room seat) of;
another person's browser on the same server sees none of them and cannot open their replay. In two languages.
Screenshots: test-output/screenshots/history-own-*.png."""

from __future__ import annotations

import pytest
from browsing import PHONE, play_hand, settings_for, shot, start_game

pytestmark = pytest.mark.browser


def _finish_a_game(p) -> str:
    gid = start_game(p, "webtest/mini", seed=2, options={"target": 500})
    play_hand(p)
    p.locator("#overlay [data-act=end]").click()
    p.click("#overlay [data-act=confirm]")
    p.wait_for_function("() => tricktable.Table.state.match_over")
    p.keyboard.press("Escape")
    return gid


@pytest.mark.parametrize("lang", ["en", "el"])
def test_history_and_statistics_are_only_this_browsers_games(page_factory, lang):
    mine = page_factory().open(settings_for("webtest/mini", lang=lang, options={"webtest/mini": {"target": 500}}))
    gid = _finish_a_game(mine.page)
    mine.page.click("[data-tab=history]")
    mine.page.wait_for_selector(f"[data-replay='{gid}']")
    rows = mine.page.locator(".history-row").evaluate_all("(rs) => rs.map((r) => r.dataset.game)")
    assert rows == [gid]  # the server holds other tests' games too: none of them is listed here
    shot(mine.page, f"history-own-{lang}.png")
    mine.page.click(f"[data-replay='{gid}']")
    mine.page.wait_for_selector(".replay-row")
    mine.page.click("[data-tab=stats]")
    mine.page.wait_for_selector("#stats tr[data-variant='webtest/mini']")
    assert mine.page.locator("#stats tr[data-variant]").count() == 1
    mine.clean()

    other = page_factory(viewport=PHONE).open(settings_for("webtest/mini", lang=lang))
    p = other.page
    p.click("[data-tab=history]")
    p.wait_for_function("(t) => document.getElementById('history').innerText.includes(t)",
                        arg=p.evaluate("tricktable.t('history.empty')"))
    assert not p.locator(".history-row").count()
    shot(p, f"history-own-{lang}-other-phone.png")
    p.click("[data-tab=stats]")
    p.wait_for_function("(t) => document.getElementById('stats').innerText.includes(t)",
                        arg=p.evaluate("tricktable.t('stats.empty')"))
    status = p.evaluate("async (id) => (await fetch(`/api/replay/${id}`)).status", gid)
    assert status == 404
    other.clean()
