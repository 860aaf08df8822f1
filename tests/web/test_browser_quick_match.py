"""Issue 28, quick match, in a real browser: Ana (desktop, Czech) makes a public room and starts with the AI; Cy (a
360 px phone, Greek) sees it listed under "Quick match", presses "Play now" and plays from the seat the AI had; when
Cy leaves, the AI takes the seat back. The listing and Cy's page hold no card Cy may not know.
Screenshots: test-output/screenshots/quick-*.png."""

from __future__ import annotations

import pytest
from browsing import settings_for, shot
from test_browser_rooms import Served, client_state, fill_and_start, no_leak

from tricktable.i18n import localizer

pytestmark = pytest.mark.browser
VARIANT = "callbreak/master"
PHONE_360 = {"width": 360, "height": 780}


def test_a_stranger_plays_now_at_a_public_room_and_the_ai_takes_the_seat_back(page_factory, served):
    ana, cy = page_factory(), page_factory(PHONE_360)
    ana.open(settings_for(VARIANT, lang="cs"))
    a = ana.page
    a.fill("#friends-name", "Ana")
    a.check("#friends-public")
    shot(a, "quick-make-public-cs.png")
    a.click("[data-act=make-room]")
    a.wait_for_function("() => tricktable.Room.state && tricktable.Room.state.phase === 'lobby' && tricktable.Room.me() && tricktable.Room.state.settings.public")
    fill_and_start(a)
    a.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view")

    cy.open(settings_for(VARIANT, lang="el"))
    c = cy.page
    row = c.locator(".quick-room").first
    row.wait_for(timeout=20000)
    assert c.locator(".quick-match h3").inner_text() == localizer("el").format("page-quick-title", {})
    assert localizer("el").format("page-quick-free", {"n": 3}) in row.inner_text()
    assert c.evaluate("document.documentElement.scrollWidth") <= PHONE_360["width"]
    assert c.evaluate("() => document.querySelectorAll('[data-card]').length") == 0  # the listing shows no card
    row.scroll_into_view_if_needed()
    shot(c, "quick-list-el-phone.png")

    c.fill("#friends-name", "Cy")
    c.click("[data-act=play-now]")
    c.wait_for_function("() => tricktable.Room.me() && tricktable.Room.me().seat === 1 && tricktable.Table.state && tricktable.Table.state.seat === 1", timeout=20000)
    c.wait_for_function("() => tricktable.Table.state.view && tricktable.Table.state.view.hand.length > 0")
    a.wait_for_function("() => tricktable.Room.state.seats[1].kind === 'member' && tricktable.Room.state.seats[1].name === 'Cy'")
    assert c.evaluate("document.documentElement.scrollWidth") <= PHONE_360["width"]
    shot(c, "quick-seated-el-phone.png")
    no_leak(Served(served[1]), cy, 1)
    assert not [m for m in client_state(c)["drawn"] if m is None]

    c.click("#room-bar [data-act=leave]")
    c.click("#dialog [data-act=confirm]")
    a.wait_for_function("() => tricktable.Room.state.seats[1].kind === 'ai'")
    shot(a, "quick-seat-back-to-ai-cs.png")
    ana.clean()
    cy.clean()
