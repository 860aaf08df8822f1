"""The daily challenge in a real browser (issue 28): two people (two browser contexts: Ana on a desktop in English,
Bo on a 360 px phone in Romanian) play the same one-deal challenge of the test game without hints, both appear on
the leaderboard, one attempt is all they get; once the day closes (the test's clock moves, never a sleep) the
revealed seed is checked against the published hash in the browser, and each sees their replay beside the best."""

from __future__ import annotations

import datetime as dt

import pytest
from browsing import PHONE, Page, overlay_open, position, settings_for, shot, wait_ready
from liveserver import serving

from tricktable.interfaces.web import create_app
from tricktable.interfaces.web.daily import DailySettings

VARIANT = "webtest/mini"
NARROW = {"width": 360, "height": PHONE["height"]}


class Clock:
    def __init__(self) -> None:
        self.now = dt.datetime(2026, 12, 2, 12, 0, tzinfo=dt.UTC)

    def __call__(self) -> dt.datetime:
        return self.now


@pytest.fixture
def daily_server(tmp_path):
    clock = Clock()
    app = create_app(tmp_path / "games.sqlite3", rate=(1000.0, 1000.0),
                     daily=DailySettings(variants=(VARIANT,), deals=1, ai="random", clock=clock))
    with serving(app) as (url, _):
        yield url + "/", clock


def click_step(page) -> str:
    """One action by clicking, as a person would, without hints (the challenge has none)."""
    wait_ready(page)
    if overlay_open(page):
        return "summary"
    if page.locator(".sel-note").count():
        need = page.evaluate("() => { const m = /(\\d+)/.exec(document.querySelector('.sel-note').textContent);"
                             " return m ? Number(m[1]) : 1 }")
        cards = page.locator("#hand .card.pickable:not(.selected)")
        while page.locator("#hand .card.selected").count() < need and cards.count():
            cards.first.click(position={"x": 6, "y": 30})
        page.click("#controls button.primary")
        return "select"
    if page.locator("#controls button.act").count():
        page.locator("#controls button.act").first.click()
        return "button"
    page.locator("#hand .card.legal").first.click(position={"x": 6, "y": 30})
    return "card"


def play_the_deal(page, name: str, when_playing=None) -> None:
    """From the Daily tab: type the name, play the deal by clicking, and go back to the results."""
    p = page.page
    p.click("[data-tab=play]")
    p.click("#btn-daily")
    p.wait_for_selector("[data-act=daily-play]")
    p.fill("#daily-name", name)
    p.click("[data-act=daily-play]")
    p.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view", timeout=60000)  # a loaded CI worker
    assert not p.is_visible("#btn-hint")  # no hints in the challenge
    seen = False
    while True:
        wait_ready(p)
        if when_playing is not None and not seen and not overlay_open(p):
            when_playing(page)
            seen = True
        before = position(p)
        if click_step(p) == "summary":
            if p.locator("[data-act=daily-next]").count():
                break
            p.click("[data-act=close]")  # a redeal: deal on
            p.evaluate("() => tricktable.nextHand(tricktable.Table)")
            continue
        p.wait_for_function(f"() => !tricktable.Table.state || `${{tricktable.Table.state.hand_seq}}/${{tricktable.Table.state.step}}` !== '{before}'"
                            " || !document.getElementById('overlay').classList.contains('hidden')", timeout=20000)
    p.click("[data-act=daily-next]")
    p.wait_for_selector(".daily-score", timeout=30000)


def no_sideways_scroll(page) -> None:
    assert page.page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_two_people_play_the_daily_challenge_and_check_the_seed(chromium, daily_server):
    browser = chromium
    url, clock = daily_server
    ana = Page(browser, url).open(settings_for(VARIANT))
    bo = Page(browser, url, NARROW).open(settings_for(VARIANT, lang="ro"))
    try:
        ana.page.click("#btn-daily")
        ana.page.wait_for_selector("[data-act=daily-play]")
        published = ana.page.inner_text("[data-hash=today]")
        assert len(published) == 64
        shot(ana.page, "daily-desktop-en-today.png")

        def table_shot(page):
            shot(page.page, "daily-phone-ro-table.png")
            no_sideways_scroll(page)

        play_the_deal(ana, "Ana")
        play_the_deal(bo, "Bo", when_playing=table_shot)
        for page in (ana, bo):
            page.page.click("[data-tab=play]")
            page.page.click("#btn-daily")
            page.page.wait_for_function(
                "() => document.querySelectorAll('[data-board=day] tr').length === 3", timeout=30000)
            names = page.page.inner_text("[data-board=day]")
            assert "Ana" in names and "Bo" in names
            assert not page.page.locator("[data-act=daily-play]").count()  # one attempt a day
        assert bo.page.inner_text("[data-hash=today]") == published  # the same challenge for both
        shot(ana.page, "daily-desktop-en-board.png")
        shot(bo.page, "daily-phone-ro-board.png")
        no_sideways_scroll(bo)
        assert "Clasamentul de azi" in bo.page.inner_text("#daily")

        clock.now += dt.timedelta(days=1)  # the day closes: the seed is revealed, the replays open
        for page in (ana, bo):
            p = page.page
            p.click("[data-tab=play]")
            p.click("#btn-daily")
            p.wait_for_selector("[data-act=daily-check]")
            assert p.inner_text("[data-hash=published]") == published
            p.click("[data-act=daily-check]")
            p.wait_for_selector("[data-check=ok]")
            p.click(".daily-past [data-act=daily-replays]")
            p.wait_for_selector(".daily-attempt[data-who=best] .daily-frame")
            p.wait_for_selector(".daily-attempt[data-who=mine] .daily-frame")
        shot(ana.page, "daily-desktop-en-replays.png")
        bo.page.locator(".daily-side").scroll_into_view_if_needed()
        shot(bo.page, "daily-phone-ro-replays.png")
        no_sideways_scroll(bo)
        ana.clean()
        bo.clean()
    finally:
        ana.close()
        bo.close()


def test_the_daily_tab_of_the_three_families_fits_a_phone_in_every_language(chromium, tmp_path):
    """The server's own challenge (Rook, Callbreak, Tractor): the tab fits 360 px in the five languages, and a deal
    opens at the table without the hint button."""
    clock = Clock()
    app = create_app(tmp_path / "games.sqlite3", rate=(1000.0, 1000.0),
                     daily=DailySettings(deals=2, ai="random", clock=clock))
    with serving(app) as (url, _):
        page = Page(chromium, url + "/", NARROW)
        try:
            for lang in ("en", "ro", "hu", "el", "cs"):
                page.open(settings_for("rook/tournament", lang=lang))
                if lang == "el":
                    shot(page.page, "daily-phone-el-lobby.png")  # the way in: a button under New game
                page.page.click("#btn-daily")
                page.page.wait_for_function("() => document.querySelectorAll('[data-act=daily-play]').length === 3")
                no_sideways_scroll(page)
                if lang in ("el", "cs"):
                    shot(page.page, f"daily-phone-{lang}-families.png")
            page.page.fill("#daily-name", "Δήμητρα")
            page.page.locator(".daily-family[data-variant='shengji/tractor'] [data-act=daily-play]").click()
            page.page.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view && tricktable.Table.state.variant === "
                                        "'shengji/tractor'", timeout=20000)
            assert not page.page.is_visible("#btn-hint")
            no_sideways_scroll(page)
            shot(page.page, "daily-phone-cs-tractor-table.png")
            page.clean()
        finally:
            page.close()
