"""Issue 28, a claim in a room, in a real browser: Ana (desktop, Greek) claims the rest; Bo (a 360 px phone, Czech)
sees her cards with the time left, "Object" and "Agree"; his objection cancels the claim and play goes on (her page
offers no claim again before her next lead); her next claim, which he agrees to, is applied at once and both see
the claimed cards in the summary. Bo's page never holds a card he may not know. Screenshots: test-output/screenshots/room-claim-*.png."""

from __future__ import annotations

import time

import pytest
from browsing import Page, position, settings_for, shot
from claimgame import register
from multiseat import hidden_cards_seen
from test_browser_rooms import Served, client_state, fill_and_start, my_turn, quick_step

from tricktable.i18n import localizer

pytestmark = pytest.mark.browser
register()  # the leak check replays the game here
VARIANT = "webtest/claim"
PHONE_360 = {"width": 360, "height": 780}


def claim_button(p):
    return p.locator("#controls button.claim")


def play_until_ana_may_claim(ana, bo) -> None:
    """Both click at their turns (never claiming) until Ana's page offers "Claim the rest"."""
    for _ in range(1600):
        if claim_button(ana.page).count() and my_turn(ana.page):
            return
        acted = False
        for pg in (ana, bo):
            p = pg.page
            if my_turn(p) and not claim_button(p).count():
                before = position(p)
                quick_step(p)
                p.wait_for_function(f"() => `${{tricktable.Table.state.hand_seq}}/${{tricktable.Table.state.step}}` !== '{before}'",
                                    timeout=20000)
                acted = True
        if not acted:
            time.sleep(0.05)
    raise AssertionError("Ana was never offered a claim")


def test_a_claim_in_a_room_is_shown_objected_to_then_applied(browser, claim_server):
    url, db = claim_server
    ana, bo = Page(browser, url), Page(browser, url, PHONE_360)
    try:
        ana.open(settings_for(VARIANT, lang="el"))
        a = ana.page
        a.fill("#friends-name", "Ana")
        a.click("[data-act=make-room]")
        a.wait_for_function("() => tricktable.Room.state && tricktable.Room.state.phase === 'lobby' && tricktable.Room.me()")
        link = a.input_value(".room-link")
        bo.open(settings_for(VARIANT, lang="cs"))
        b = bo.page
        b.goto(link)
        b.wait_for_function("() => tricktable.Room.state")
        b.fill("#room-name", "Bo")
        b.click("[data-act=join]")
        b.wait_for_function("() => tricktable.Room.me() && tricktable.Room.me().seat === 1")
        a.wait_for_function("() => tricktable.Room.state.seats[1].online")
        fill_and_start(a)
        b.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view")

        play_until_ana_may_claim(ana, bo)
        held = a.evaluate("() => tricktable.Table.state.view.hand")
        shot(a, "room-claim-offered-el.png")
        claim_button(a).click()

        # Bo sees Ana's cards, the time left and "Object", in Czech, within his 360 px
        box = b.locator("#room-bar .room-claim")
        box.wait_for(timeout=10000)
        assert box.locator("p").inner_text() == localizer("cs").format("page-room-claim_waiting", {"name": "Ana"})
        assert sorted(box.locator(".card").evaluate_all("(cs) => cs.map((c) => c.dataset.card)")) == sorted(held)
        assert box.locator("[data-act=object]").inner_text() == localizer("cs").format("page-room-object", {})
        assert b.evaluate("document.documentElement.scrollWidth") <= PHONE_360["width"]
        shot(b, "room-claim-waiting-cs-phone.png")
        mine = a.locator("#room-bar .room-claim")
        mine.wait_for()
        assert mine.locator("p").inner_text() == localizer("el").format("page-room-claim_waiting_you", {})
        assert mine.locator("[data-act=object]").count() == 0  # no objecting to one's own claim
        shot(a, "room-claim-waiting-el.png")

        # Bo objects: the claim is gone on both pages, Ana is told in Greek and may play on
        box.locator("[data-act=object]").click()
        a.wait_for_function("() => !document.querySelector('#room-bar .room-claim') && !tricktable.Table.sending")
        a.wait_for_function("(text) => document.getElementById('toast').textContent.includes(text)",
                            arg=localizer("el").format("page-room-claim_objected", {"by": "Bo"}))
        b.wait_for_function("() => !document.querySelector('#room-bar .room-claim')")
        # no "Claim the rest" again at this lead (the server would refuse it): Ana plays on with all her cards
        a.wait_for_function("() => !document.querySelector('#controls button.claim')")
        assert a.evaluate("() => tricktable.Table.state.view.hand.length") == len(held) and my_turn(a)
        shot(a, "room-claim-objected-el.png")

        # at her next lead she claims again, Bo agrees: applied at once; both see the claimed cards in the summary
        play_until_ana_may_claim(ana, bo)
        held = a.evaluate("() => tricktable.Table.state.view.hand")
        claim_button(a).click()
        box.wait_for(timeout=10000)
        agree = box.locator("[data-act=agree]")
        assert agree.inner_text() == localizer("cs").format("page-room-claim_agree", {})
        agree.click()
        for p, lang, you in ((a, "el", True), (b, "cs", False)):
            reveal = p.locator("#dialog .claim-reveal")
            reveal.wait_for(timeout=30000)
            key = "page-claim-shown_you" if you else "page-claim-shown"
            seat_name = "Ana" if not you else ""
            expected = localizer(lang).format(key, {"seat": seat_name})
            assert reveal.locator("p").inner_text() == expected
            assert reveal.locator(".card").count() == len(held)
        assert b.evaluate("document.documentElement.scrollWidth") <= PHONE_360["width"]
        shot(b, "room-claim-summary-cs-phone.png")
        shot(a, "room-claim-summary-el.png")

        snap = client_state(b)
        assert not hidden_cards_seen(Served(db), snap["state"]["game_id"], 1, [snap], every_message=False)
        ana.clean()
        bo.clean()
    finally:
        ana.close()
        bo.close()
