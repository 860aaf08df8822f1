"""Issue 28, in a real browser: Settings offer the trained policy and the bots the server was started with, under
their own headings beside the AI levels, in the page's language (Greek on a desktop, Czech on a 360 px phone); a new
game against the chosen policy names it at each of its seats, never the server's path to it.
Screenshots: test-output/screenshots/bots-*.png."""

from __future__ import annotations

import pytest
from browsing import Page, settings_for, shot, start_server, wait_ready

from tricktable.i18n import localizer

pytestmark = pytest.mark.browser
PHONE_360 = {"width": 360, "height": 780}


@pytest.fixture(scope="module")
def bots_server(chromium, tmp_path_factory):
    proc, url = start_server(tmp_path_factory.mktemp("bots") / "games.sqlite3", "serve_bots.py")
    yield url
    proc.terminate()
    proc.wait(5)


def groups(p) -> dict:
    return p.evaluate("() => Object.fromEntries([...document.querySelectorAll('#set-ai optgroup')].map((g) =>"
                      " [g.label, [...g.querySelectorAll('option')].map((o) => [o.value, o.textContent])]))")


@pytest.mark.parametrize("lang,viewport", [("el", None), ("cs", PHONE_360)])
def test_settings_offer_the_servers_policies_and_bots_beside_the_ai_levels(browser, bots_server, lang, viewport):
    pg = Page(browser, bots_server, viewport).open(settings_for("callbreak/master", lang=lang))
    p = pg.page
    words = localizer(lang)
    p.click("[data-tab=settings]")
    found = groups(p)
    assert list(found) == [words.format(k, {}) for k in ("page-set-ai_levels", "page-set-ai_bots", "page-set-ai_policies")]
    (policy, label), = found[words.format("page-set-ai_policies", {})]
    assert policy.startswith("policy:") and label == words.format("page-bot-policy", {"name": "callbreak_master"})
    bots = dict(found[words.format("page-set-ai_bots", {})])
    assert bots["http:http://127.0.0.1:9"] == words.format("page-bot-http", {"where": "127.0.0.1:9"})
    assert "/" not in label  # the server's path to the policy is not shown
    assert p.locator("#set-ai").evaluate("(s) => s.closest('label').querySelector('[data-i18n]').textContent") == \
        words.format("page-set-opponents", {})  # no longer only "AI level"
    p.select_option("#set-ai", policy)
    p.locator("#set-ai").scroll_into_view_if_needed()
    assert p.evaluate("document.documentElement.scrollWidth") <= p.viewport_size["width"]
    shot(p, f"bots-settings-{lang}.png")

    p.click("[data-tab=play]")
    p.click("#btn-new-game")
    wait_ready(p, timeout=60000)
    assert p.evaluate("() => tricktable.Table.state.players.slice(1)") == [policy] * 3
    seat_text = p.locator(".seat[data-seat='1']").inner_text()
    assert label in seat_text and "/" not in seat_text
    shot(p, f"bots-table-{lang}.png")
    pg.clean()
