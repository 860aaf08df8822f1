"""Issue 28, your profile at the table: the face and name you chose are at your own seat (not the seat's generated
face and "You"), and the profile is saved when a game ends, so the game joins it and your other devices' Statistics
count it without waiting for Settings to be opened. Greek, Czech and English; desktop and 360 px. Screenshots:
test-output/screenshots/profile-seat-*.png."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, available, overlay_open, play_hand, settings_for, shot

pytestmark = pytest.mark.browser
PHONE_360 = {"width": 360, "height": 740}

#: the profile's saved game ids, asked of the server with the code this browser keeps
SAVED_JS = """async () => { const p = JSON.parse(localStorage.getItem('tricktable.profile'));
  const r = await fetch('/api/profile/open', {method: 'POST', headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({code: p.code, lang: 'en'})});
  return (await r.json()).profile.games.map((g) => g.id); }"""


def make_profile(p, name: str) -> str:
    """Ana keeps a profile from Settings with a face of her choosing; returns the face's seed."""
    p.click("[data-tab=settings]")
    p.locator("#profile legend").wait_for()
    p.fill("#profile-name", name)
    for _ in range(3):
        p.click("[data-act=profile-face]")
    p.click("[data-act=profile-make]")
    p.locator("#profile .profile-code code").wait_for()
    return p.evaluate("() => tricktable.Profile.mine().avatar")


@pytest.mark.parametrize(("lang", "viewport"), [("el", PHONE_360), ("cs", DESKTOP), ("en", PHONE_360)])
def test_your_profile_sits_at_your_seat_and_is_saved_when_a_game_ends(page_factory, server, lang, viewport):
    variants = available(server)
    if "mini" not in variants:
        pytest.skip("the test game is not registered")
    pg = page_factory(viewport).open(settings_for(variants["mini"], lang=lang))
    p = pg.page
    face = make_profile(p, "Ana Παπαδοπούλου")
    p.click("[data-tab=play]")
    p.click("#btn-new-game")
    p.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view", timeout=20000)
    gid = p.evaluate("() => tricktable.Table.state.game_id")

    plate = p.locator(".seat-bottom .plate")
    assert plate.locator(".seat-name").inner_text() == "Ana Παπαδοπούλου"
    drawn = p.evaluate("(f) => { const d = document.createElement('span'); d.innerHTML = tricktable.avatarSVG(f);"
                       " return d.innerHTML; }", face)  # as the page serializes it
    assert plate.locator(".avatar").inner_html() == drawn
    assert plate.get_attribute("aria-label") == "Ana Παπαδοπούλου"
    assert p.evaluate("""() => [...document.querySelectorAll('.seat:not(.seat-bottom)')].every((s) => {
        const d = document.createElement('span'); d.innerHTML = tricktable.avatarSVG(`${tricktable.Table.state.game_id}:${s.dataset.seat}`);
        return s.querySelector('.avatar').innerHTML === d.innerHTML; })""")  # the others keep their table's faces
    shot(p, f"profile-seat-{lang}-{viewport['width']}.png")
    assert gid not in p.evaluate(SAVED_JS)  # made before the game: not in the profile yet

    saves = []  # the profile's saves the page made, answered (the server's answers to a code are rate-limited:
    # the test asks the server itself only once before and once after)
    p.on("response", lambda r: saves.append(r.request.post_data or "")
         if r.url.endswith("/api/profile/save") and r.ok else None)
    for _ in range(20):  # the match, hand by hand, until it is over
        play_hand(p)
        if p.evaluate("() => tricktable.Table.state.match_over"):
            break
        assert not [s for s in saves if gid in s], "saved before the game ended"
        p.click("#overlay button.primary")
        p.wait_for_function("() => !tricktable.Table.state.between_hands", timeout=20000)
    assert overlay_open(p) and p.evaluate("() => tricktable.Table.state.match_over")
    for _ in range(100):
        if any(gid in s for s in saves):
            break
        p.wait_for_timeout(200)
    assert any(gid in s for s in saves), "the profile was not saved when the game ended"
    assert gid in p.evaluate(SAVED_JS), "the finished game did not join the profile"
    pg.clean()


def test_your_profile_face_is_your_face_in_a_room(page_factory, server):
    """In a room the seat shows the name you gave the room and your profile's face, the same on everyone's page."""
    variants = available(server)
    if "mini" not in variants:
        pytest.skip("the test game is not registered")
    pg = page_factory(PHONE_360).open(settings_for(variants["mini"], lang="cs"))
    p = pg.page
    face = make_profile(p, "Ana")
    p.click("[data-tab=play]")
    p.fill("#friends-name", "Ana")
    p.click("[data-act=make-room]")
    p.wait_for_function("() => tricktable.Room.state && tricktable.Room.state.phase === 'lobby' && tricktable.Room.me()")
    assert p.evaluate("() => tricktable.Room.state.seats[0].face") == face
    drawn = p.evaluate("(f) => { const d = document.createElement('span'); d.innerHTML = tricktable.avatarSVG(f);"
                       " return d.innerHTML; }", face)
    assert drawn in p.evaluate("() => [...document.querySelectorAll('#room .avatar')].map((a) => a.innerHTML)")
    shot(p, "profile-seat-room-cs-360.png")
    pg.clean()
