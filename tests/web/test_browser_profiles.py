"""Issue 28, profiles in a real browser: Ana keeps her profile on the server from Settings (desktop, Greek) and
gets her personal code and link; on her phone (360 px, Czech) the link opens the profile: her name, her face and
her game, which the phone's Statistics now ask for. A new code from the phone revokes the old one. The code never
appears in an address the server sees. Screenshots: test-output/screenshots/profile-*.png."""

from __future__ import annotations

import pytest
from browsing import settings_for, shot, start_game

from tricktable.i18n import localizer

pytestmark = pytest.mark.browser
PHONE_360 = {"width": 360, "height": 780}


def test_a_profile_made_on_one_device_opens_on_another_with_its_link(page_factory):
    desk, phone = page_factory(), page_factory(PHONE_360)
    desk.open(settings_for("callbreak/master", lang="el"))
    d = desk.page
    gid = start_game(d, "callbreak/master", seed=3)
    d.click("[data-tab=settings]")
    box = d.locator("#profile")
    box.locator("legend").wait_for()
    assert box.locator("legend").inner_text() == localizer("el").format("page-profile-title", {})
    d.fill("#profile-name", "Ana")
    d.click("[data-act=profile-face]")
    d.click("[data-act=profile-make]")
    code = box.locator(".profile-code code")
    code.wait_for()
    link = box.locator(".profile-link").input_value()
    assert link.endswith("/#profile=" + code.inner_text())
    box.scroll_into_view_if_needed()
    shot(d, "profile-made-el.png")

    phone.open(settings_for("callbreak/master", lang="cs"))
    p = phone.page
    sent = []
    p.on("request", lambda r: sent.append(r.url))
    p.goto(link)
    p.wait_for_function("() => tricktable.Profile.mine() && tricktable.Profile.mine().name === 'Ana'", timeout=20000)
    assert "#profile" not in p.url  # the code leaves the address bar at once
    assert not [u for u in sent if code.inner_text() in u or code.inner_text().replace("-", "") in u]
    assert gid in p.evaluate("() => tricktable.Games.all().map((g) => g.id)")
    who = p.locator("#profile .profile-who b")
    who.wait_for()
    assert who.inner_text() == "Ana"
    assert p.evaluate("() => { const r = document.getElementById('profile').getBoundingClientRect();"
                      " return r.top < innerHeight && r.bottom > 0; }")  # shown where the link opened it
    assert p.evaluate("document.documentElement.scrollWidth") <= PHONE_360["width"]
    shot(p, "profile-opened-cs-phone.png")
    with p.expect_request(lambda r: r.url.endswith("/api/stats")) as asked:
        p.click("[data-tab=stats]")
    assert gid in asked.value.post_data  # the phone's Statistics now count Ana's game
    p.wait_for_function("() => document.getElementById('stats').children.length > 0")
    shot(p, "profile-stats-cs-phone.png")

    old = code.inner_text()
    p.click("[data-tab=settings]")
    p.click("[data-act=profile-revoke]")
    ask = p.locator("#overlay [data-act=confirm]")  # the question shows here, in Settings, not in the Play tab
    ask.wait_for(state="visible")
    assert p.is_visible("#tab-settings") and not p.is_visible("#tab-play")
    box = p.locator("#dialog").bounding_box()  # in the window, not somewhere down the long Settings page
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= PHONE_360["height"], box
    shot(p, "profile-revoke-ask-cs-phone.png")
    ask.click()
    p.locator("#profile .profile-code code").wait_for()
    assert p.locator("#profile .profile-code code").inner_text() != old
    gone = p.evaluate("""async (c) => { const r = await fetch('/api/profile/open', {method: 'POST',
        headers: {'Content-Type': 'application/json'}, body: JSON.stringify({code: c, lang: 'cs'})});
        return [r.status, (await r.json()).detail]; }""", old)
    assert gone == [404, localizer("cs")("profile-unknown")]
    shot(p, "profile-new-code-cs-phone.png")
    desk.clean()
    phone.clean()
