"""Issue 28, "Claim the rest", in the browser: the button is offered only when the rules prove the rest is yours,
a claim asked for too early is refused in the page's language, and after the claim everyone sees the claimed cards in
the hand summary. A fixed Callbreak deal (``claimgame.py``, on a server of its own) makes the claim come in a few
clicks. Screenshots: test-output/screenshots/claim-*.png."""

from __future__ import annotations

import pytest
from browsing import PHONE, Page, play_until, settings_for, shot, start_game, wait_ready

from tricktable.i18n import localizer

pytestmark = pytest.mark.browser
VARIANT = "webtest/claim"


def _claim_button(p):
    return p.locator("#controls button.claim")


def test_claim_the_rest_is_offered_when_proven_refused_before_and_shows_the_cards(browser, claim_server):
    pg = Page(browser, claim_server[0]).open(settings_for(VARIANT))
    p = pg.page
    start_game(p, VARIANT, seed=1)

    # seat 0's first turn (its call): a claim now is refused, in words, and nothing is offered
    wait_ready(p)
    assert _claim_button(p).count() == 0
    r = p.evaluate("() => tricktable.Table.check('claim AS KS QS JS TS 9S 8S 7S 6S AH KH QH AC')")
    assert not r["ok"] and r["message"] == localizer("en").format("claim-not-now", {})

    # once it leads, the button is there: its action holds every card it holds
    play_until(p, lambda page: _claim_button(page).count() > 0)
    button = _claim_button(p)
    assert button.inner_text() == "Claim the rest"
    action = button.get_attribute("data-action")
    held = p.evaluate("() => tricktable.Table.state.view.hand")
    assert action.split()[0] == "claim" and sorted(action.split()[1:]) == sorted(held)
    shot(p, "claim-offered.png")

    button.click()
    reveal = p.locator("#dialog .claim-reveal")
    reveal.wait_for(timeout=20000)
    assert reveal.locator("p").inner_text() == "You claimed every remaining trick with these cards"
    assert reveal.locator(".card").count() == len(held)
    assert p.evaluate("() => tricktable.Table.state.view.history.at(-1).action") == action
    shot(p, "claim-summary.png")
    p.set_viewport_size(PHONE)
    reveal.scroll_into_view_if_needed()
    assert p.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shot(p, "claim-summary-phone.png")

    p.keyboard.press("Escape")  # the summary again, in Hungarian
    p.click("[data-tab=settings]")
    p.select_option("#set-lang", "hu")
    p.click("[data-tab=play]")
    p.evaluate("() => tricktable.showSummary(tricktable.Table)")
    reveal = p.locator("#dialog .claim-reveal")
    reveal.wait_for()
    assert reveal.locator("p").inner_text() == localizer("hu").format("page-claim-shown_you", {})
    shot(p, "claim-summary-hu.png")
    pg.clean()
