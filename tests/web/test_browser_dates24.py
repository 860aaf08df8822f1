"""Issue 24 (dates): every date a person reads on the page is written in the page's chosen language, never as the
machine's ISO ``2026-12-07`` nor in the browser's own locale: the daily challenge's title, its closed days (the
picker and the day's leaderboard) and History's list of finished games. Each is compared with what
``Intl.DateTimeFormat`` writes for that language in the same browser (a Chromium whose own locale is English), so
the test holds whatever that browser's ICU data says. Screenshots: test-output/screenshots/dates24-*.png."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from browsing import PHONE, Page, new_game, play_hand_by_socket, settings_for, shot
from liveserver import serving

from tricktable.interfaces.web import create_app
from tricktable.interfaces.web.daily import DailySettings

pytestmark = pytest.mark.browser

VARIANT = "webtest/mini"
NARROW = {"width": 360, "height": PHONE["height"]}
ISO = re.compile(r"\d{4}-\d{2}-\d{2}")

#: A calendar day (UTC, as the daily challenge's days are), as Intl writes it in ``lang``.
DAY_JS = "([lang, iso]) => new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(iso + 'T00:00:00Z'))"
#: History's column: a moment's day and its time, each on its own.
PARTS_JS = ("([lang, s]) => [{dateStyle: 'medium'}, {timeStyle: 'short'}]"
            ".map((o) => new Intl.DateTimeFormat(lang, o).format(new Date(s * 1000)))")
#: The lines each element of ``sel`` is drawn on (the tops of its text's boxes).
LINES_JS = """(sel) => [...document.querySelectorAll(sel)].map((e) => { const r = document.createRange();
  r.selectNodeContents(e); return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; })"""


class Clock:
    def __init__(self) -> None:
        self.now = dt.datetime(2026, 12, 6, 12, 0, tzinfo=dt.UTC)

    def __call__(self) -> dt.datetime:
        return self.now


@pytest.mark.parametrize("lang", ["el", "cs", "hu"])
def test_the_daily_page_and_history_write_dates_in_the_pages_language(chromium, tmp_path, lang):
    clock = Clock()
    app = create_app(tmp_path / "games.sqlite3", rate=(1000.0, 1000.0),
                     daily=DailySettings(variants=(VARIANT,), deals=1, ai="random", clock=clock))
    with serving(app) as (url, _):
        page = Page(chromium, url + "/", NARROW)
        try:
            p = page.open(settings_for(VARIANT, lang=lang)).page
            p.click("#btn-daily")
            p.wait_for_selector("[data-act=daily-play]")  # 2026-12-06 is opened
            clock.now += dt.timedelta(days=1)  # and closes: the Daily tab lists it among the past days
            p.click("[data-tab=play]")
            p.click("#btn-daily")
            p.wait_for_selector(".daily-past .daily-board h4")
            today, before = p.evaluate(DAY_JS, [lang, "2026-12-07"]), p.evaluate(DAY_JS, [lang, "2026-12-06"])
            assert today != "2026-12-07" and before != "2026-12-06"
            assert p.inner_text(".daily-date") == today
            assert today in p.inner_text("#daily h2")
            picker = p.locator(".daily-day")
            assert picker.evaluate("(s) => s.selectedOptions[0].textContent") == before
            assert picker.input_value() == "2026-12-06"  # the machine's value stays ISO
            assert before in p.inner_text(".daily-past .daily-board h4")
            shown = p.inner_text("#daily")
            assert not ISO.findall(shown), f"ISO dates on the Daily tab: {ISO.findall(shown)}"
            shot(p, f"dates24-daily-{lang}.png")

            game = new_game(p, VARIANT, seed=2, options={"target": 500})
            play_hand_by_socket(p, game)  # and ended: History lists it
            p.evaluate("(g) => localStorage.setItem('tricktable.games', JSON.stringify([{id: g.id, token: g.tokens['0']}]))", game)
            p.reload()
            p.click("[data-tab=history]")
            p.wait_for_selector(".history-row")
            updated = p.evaluate("async (g) => (await (await fetch('/api/history', {method: 'POST', headers: "
                                 "{'Content-Type': 'application/json'}, body: JSON.stringify({games: [{id: g.id, "
                                 "token: g.tokens['0']}]})})).json()).games[0].updated", game)
            day, time = p.evaluate(PARTS_JS, [lang, updated])
            assert p.locator(".history-row td").first.locator(".when").all_inner_texts() == [day, time]
            # each kept whole on one line in the narrow column ("7. 12. 2026" not broken into "7." and "12.")
            assert p.evaluate(LINES_JS, ".history-row td .when") == [1, 1]
            shown = p.inner_text("#history")
            assert not ISO.findall(shown), f"ISO dates in History: {ISO.findall(shown)}"
            shot(p, f"dates24-history-{lang}.png")
            page.clean()
        finally:
            page.close()
