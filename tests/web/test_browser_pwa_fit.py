"""Issue 28: every screen fits a phone 360 px wide without scrolling sideways (the page's scrollWidth against its
clientWidth), in every family and every language: the tab bar, the table (upright and on its side), Settings, the
rules (Info), History with a hand's review, Statistics, the daily challenge and a room. One page load per family
and language; the games it shows are made once per family (one finished hand for the review, one game at its first
decision). Screenshots: test-output/screenshots/fit360-*.png."""

from __future__ import annotations

import pytest
from browsing import (
    FAMILIES,
    LANGS,
    ON_ITS_SIDE,
    SHOTS,
    UPRIGHT,
    available,
    new_game,
    open_at_table,
    play_hand_by_socket,
    settings_for,
)

pytestmark = pytest.mark.browser

#: languages whose screenshots are kept (looked at by a person), the others are measured only
SHOWN = {"el", "hu", "cs"}


@pytest.fixture(scope="module")
def games(browser, server):
    """Per family: a game whose first hand is over (its review asked for) and a game at its first decision."""
    variants = available(server)
    ctx = browser.new_context()
    p = ctx.new_page()
    p.goto(server)
    out = {}
    for family in FAMILIES:
        if family not in variants:
            continue
        done = new_game(p, variants[family], 5)
        play_hand_by_socket(p, done)
        fresh = new_game(p, variants[family], 7)
        out[family] = {"variant": variants[family], "done": done, "fresh": fresh}
    for g in out.values():  # the hand's review is computed after the hand, in the AI pool: wait for each
        d = g["done"]
        for _ in range(120):
            if p.evaluate("""async ([id, token]) => { const r = await fetch(`/api/games/${id}/reviews?token=${token}`);
                return r.ok && (await r.json()).reviews.length > 0; }""", [d["id"], d["tokens"]["0"]]):
                break
            p.wait_for_timeout(1000)
    ctx.close()
    return out


def _fits(p, what: str) -> None:
    sizes = p.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    if sizes[0] > sizes[1]:
        wide = p.evaluate("""() => { const w = document.documentElement.clientWidth;
            return [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 0.5
              && e.offsetParent !== null).slice(0, 6).map((e) => `${e.tagName}.${e.className}#${e.id}`
              + ` ${Math.round(e.getBoundingClientRect().right)}px`); }""")
        raise AssertionError(f"{what} scrolls sideways: {sizes[0]} px in {sizes[1]} px; too wide: {wide}")


def _shot(p, name: str, lang: str, whole: bool = False) -> None:
    if lang in SHOWN:
        p.screenshot(path=str(SHOTS / f"fit360-{name}-{lang}.png"), full_page=whole)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("family", FAMILIES)
def test_every_screen_fits_360_px(page_factory, games, family, lang):
    if family not in games:
        pytest.skip(f"no {family} variant is registered")
    g = games[family]
    pg = page_factory(UPRIGHT)
    p = pg.page
    done, fresh = g["done"], g["fresh"]
    p.goto(pg.server + "static/icons/icon-192.png")  # the origin's storage, before the page itself loads
    open_at_table(p, pg.server, settings_for(g["variant"], lang=lang), [done, fresh],
                  pace={"play": 0, "hold": 0, "slide": 0})
    _shot(p, f"{family}-table", lang)
    _fits(p, "the table")
    tabs = p.evaluate("() => { const t = document.querySelector('.tabs'); return [t.scrollWidth, t.clientWidth]; }")
    assert tabs[0] <= tabs[1], f"the last tab is cut off at 360 px: {tabs}"
    p.set_viewport_size(ON_ITS_SIDE)
    p.wait_for_timeout(100)
    _shot(p, f"{family}-table-side", lang)
    _fits(p, "the table on its side")
    p.set_viewport_size(UPRIGHT)

    p.click("[data-tab=settings]")
    _shot(p, f"{family}-settings", lang, whole=family == "rook")
    _fits(p, "Settings")
    p.click("[data-tab=info]")
    p.wait_for_selector("#rules h2")
    _shot(p, f"{family}-rules", lang)
    _fits(p, "the rules")
    p.click("[data-tab=history]")
    p.click(f"[data-replay='{done['id']}']")
    p.wait_for_selector("#replay .replay-review")
    p.locator("#replay .replay-review details.replay-decisions summary").click()
    p.locator("#replay .replay-review li button").first.click()
    p.locator("#replay .replay-choice").wait_for()
    _shot(p, f"{family}-review", lang)
    _fits(p, "History with a hand's review")
    p.click("[data-tab=stats]")
    p.wait_for_selector("#stats *")
    _fits(p, "Statistics")

    p.click("[data-tab=play]")
    p.click("#btn-games")  # the lobby, with the games in progress and the rooms' box
    p.wait_for_selector("#lobby:not(.hidden)")
    _fits(p, "the lobby")
    if p.locator("#btn-daily").count():  # the daily challenge's screen (issue 28's other part), from the lobby
        p.click("#btn-daily")
        p.wait_for_selector("#daily *")
        _shot(p, f"{family}-daily", lang)
        _fits(p, "the daily challenge")
        p.click("[data-tab=play]")
        if p.is_visible("#btn-games"):
            p.click("#btn-games")
        p.wait_for_selector("#lobby:not(.hidden)")
    name = "Zoë Åström-Παπαδοπούλου"  # long, in two scripts, and whole: a room takes 24 characters
    p.fill("#friends-name", name)
    p.click("[data-act=make-room]")
    p.wait_for_function("() => tricktable.Room.state && tricktable.Room.state.phase === 'lobby' && tricktable.Room.me()")
    assert p.evaluate("tricktable.Room.me().name") == name
    _shot(p, f"{family}-room", lang)
    _fits(p, "a room")
    pg.clean()
