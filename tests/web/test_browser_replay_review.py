"""Issue 16, item 4: the hand review in the replay viewer. After a finished game, its replay lists each of your card
decisions with the AI's estimate (the stored review, made from what you could see), the costliest flagged; at a
reviewed step every card you could have played is shown with its estimate, your card and the best marked. Only the
holder of the seat's token sees it. Screenshots: test-output/screenshots/replay-review*.png."""

from __future__ import annotations

import re

import pytest
from browsing import PHONE, available, play_hand, settings_for, shot, start_game

pytestmark = pytest.mark.browser

#: English that must not be left in the review part of the replay in another language
REVIEW_ENGLISH = re.compile(r"\b(Trick|best|points?|decisions? reviewed|cost about|your card|Every decision|"
                            r"Estimates from)\b")


def _open_replay(p, gid):
    p.click("[data-tab=history]")
    p.wait_for_selector("#replay:empty", state="attached")  # the list is drawn afresh (no replay left open in it)
    p.click(f"[data-replay='{gid}']")
    p.wait_for_selector("#replay .replay-review")


def _cards_of(locator) -> list[str]:
    return locator.evaluate_all("(els) => els.map((e) => e.dataset.card)")


def test_the_replay_lists_your_decisions_with_every_alternative_and_flags_the_costliest(page_factory, server):
    variants = available(server)
    if "callbreak" not in variants:
        pytest.skip("no callbreak variant is registered yet")
    variant = variants["callbreak"]
    pg = page_factory().open(settings_for(variant))
    p = pg.page
    gid = start_game(p, variant, seed=3)
    play_hand(p)
    p.locator("#dialog #summary-review h3").wait_for(timeout=90000)  # the review is in (computed in the AI pool)
    p.click("#overlay [data-act=end]")
    p.click("#overlay [data-act=confirm]")
    p.wait_for_function("() => tricktable.Table.state.match_over")
    p.keyboard.press("Escape")
    stored = p.evaluate("""async (id) => { const g = tricktable.Games.find(id);
        const r = await fetch(`/api/games/${id}/reviews?token=${g.token}`); return r.json(); }""", gid)["reviews"][0]
    _open_replay(p, gid)

    box = p.locator("#replay .replay-review")
    assert box.locator("h3").inner_text().startswith("Round 1:")  # Callbreak's word for a deal
    flagged = box.locator(".replay-flags li")  # the costliest decisions, always in view
    assert flagged.count() == len(stored["flags"])
    assert all(x.startswith("Trick ") and "best" in x for x in flagged.all_inner_texts())
    box.locator("details.replay-decisions summary").click()  # every decision of the hand, one line each
    lines = box.locator(".replay-decisions li")
    assert lines.count() == len(stored["decisions"])
    assert all(x.startswith("Trick ") for x in lines.all_inner_texts())

    # the costliest decision (else the first): a click goes to that step, where every card is shown with its estimate
    target = flagged.first if flagged.count() else lines.first
    target.locator("button").click()
    choice = p.locator("#replay .replay-choice")
    choice.wait_for()
    d = next(x for x in stored["decisions"] if x["step"] == stored["flags"][0]) if stored["flags"] else \
        stored["decisions"][0]
    assert p.inner_text(".replay-nav span").startswith(f"Step {d['step'] + 1} of ")
    alts = choice.locator(".replay-alt")
    assert alts.count() == len(d["alternatives"])
    assert choice.locator(".replay-alt.played").count() == 1 and choice.locator(".replay-alt.best").count() >= 1
    values = [float(v.replace("\u2212", "-")) for v in choice.locator(".replay-alt .value").all_inner_texts()]
    assert values == sorted(values, reverse=True), values  # best first
    # nothing the player could not see: every card named is one they held (still in hand, or the one just played)
    mine = p.locator(".replay-trick figure", has=p.locator("figcaption", has_text=re.compile(r"^You")))
    held = set(_cards_of(p.locator(".replay-row").first.locator(".card"))) | set(_cards_of(mine.locator(".card")))
    assert set(_cards_of(choice.locator(".card"))) <= held
    if stored["flags"]:
        assert "replay-costly" in choice.get_attribute("class")
        assert "cost about" in choice.locator("p").first.inner_text()
    shot(p, "replay-review.png")
    p.set_viewport_size(PHONE)  # on a phone: the cards and the lines wrap, nothing runs off the side
    choice.scroll_into_view_if_needed()
    assert p.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shot(p, "replay-review-phone.png")
    p.set_viewport_size({"width": 1100, "height": 820})

    # a step that is not a decision of yours shows no alternatives, the list stays
    p.locator(".replay-nav button").nth(0).click()
    assert p.locator("#replay .replay-choice").count() == 0 and box.locator("h3").count() == 1

    for lang in ("ro", "hu", "el", "cs"):  # every word of it in the page's language
        p.click("[data-tab=settings]")
        p.select_option("#set-lang", lang)
        _open_replay(p, gid)
        box = p.locator("#replay .replay-review")
        (flagged.first if flagged.count() else box.locator(".replay-decisions li").first).locator("button").click()
        p.locator("#replay .replay-choice").wait_for()
        text = box.inner_text()
        assert not REVIEW_ENGLISH.search(text), (lang, REVIEW_ENGLISH.findall(text), text)
        shot(p, f"replay-review-{lang}.png")
    pg.clean()


def test_a_game_held_by_nobody_here_is_neither_listed_nor_replayed(page_factory, server):
    """History and replays are a browser's own: once it holds no key of a finished game, its history does not list
    the game and the replay (and so the review) of it is refused."""
    variant = "webtest/mini"
    pg = page_factory().open(settings_for(variant, options={variant: {"target": 500}}))
    p = pg.page
    gid = start_game(p, variant, seed=2, options={"target": 500})
    play_hand(p)
    p.locator("#overlay button", has_text="End game").click()
    p.click("#overlay [data-act=confirm]")
    p.wait_for_function("() => tricktable.Table.state.match_over")
    p.click("[data-tab=history]")
    p.wait_for_selector(f"[data-replay='{gid}']")
    p.evaluate("() => { localStorage.removeItem('tricktable.games'); localStorage.removeItem('tricktable.game'); }")
    p.click("[data-tab=play]")
    p.click("[data-tab=history]")
    p.wait_for_function("(gid) => !document.querySelector(`[data-replay='${gid}']`)", arg=gid)
    refused = p.evaluate("(gid) => tricktable.openReplay(gid).then(() => false, () => true)", gid)
    assert refused and p.locator(".replay-row").count() == 0 and p.locator("#replay .replay-review").count() == 0
    pg.clean()


def _set_lang(p, lang):
    """The page in ``lang`` from its next load (as the settings tab keeps it)."""
    p.evaluate("""(lang) => { const s = JSON.parse(localStorage.getItem('tricktable.settings') || '{}');
        s.lang = lang; localStorage.setItem('tricktable.settings', JSON.stringify(s)); }""", lang)


def test_a_room_member_sees_their_review_at_the_table_and_in_the_replay_and_why_a_busy_hand_has_none(
        page_factory, served):
    """Issue 15, item 9: a room's game shows its reviews to the member who sat there (by the room secret their
    browser keeps), at the table and in the replay of their history; a hand the server was too busy to review says
    so, in the page's language, at the table (after a reload too) and in the replay."""
    import minigame
    from test_browser_rooms import make_room, play_together

    from tricktable.engine import get_game
    from tricktable.i18n import localizer
    from tricktable.interfaces.web.reviews import not_reviewed
    from tricktable.storage import Store

    store = Store(served[1])
    minigame.register()  # (idempotent) the game whose review is skipped below
    pg = page_factory()
    make_room(pg, "webtest/mini", options={"webtest/mini": {"target": 500}})
    p = pg.page
    p.click("[data-act=fill-all]")
    p.click("[data-act=start]")
    p.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view", timeout=20000)
    gid = p.evaluate("tricktable.Table.gameId")
    play_together([pg], quick=True)
    p.locator("#dialog #summary-review h3").wait_for(timeout=60000)  # pushed over the room's socket
    assert p.inner_text("#dialog #summary-review h3").startswith("Hand 1:")
    real = store.reviews(gid, 0)[0]

    store.save_review(gid, 0, 0, not_reviewed(get_game("webtest/mini"), 0, 1, 0))  # as if the lane had been full: a reload reads why
    _set_lang(p, "hu")
    p.reload()
    reason = p.locator("#dialog #summary-review .review-skipped")
    reason.wait_for(timeout=20000)
    assert reason.inner_text() == localizer("hu").format("review-skipped-busy", {"number": 1, "unit": "hand"})
    shot(p, "room-review-skipped-hu.png")

    store.save_review(gid, 0, 0, real)
    _set_lang(p, "en")
    p.reload()
    p.wait_for_function("() => tricktable.Room.state && tricktable.Room.state.phase === 'playing' && tricktable.Table.state", timeout=20000)
    p.evaluate("() => tricktable.Room.request({type: 'end'})")
    p.wait_for_function("() => tricktable.Room.state.phase === 'over'")
    p.keyboard.press("Escape")
    _open_replay(p, gid)
    box = p.locator("#replay .replay-review")
    assert box.locator("h3").inner_text().startswith("Hand 1:")
    box.locator("details.replay-decisions summary").click()
    assert box.locator(".replay-decisions li").count() == len(real["decisions"])
    if real["decisions"]:  # (a room's deal is its own: every card of this one may have been forced)
        box.locator(".replay-decisions li button").first.click()
        p.locator("#replay .replay-choice").wait_for()
    shot(p, "room-replay-review.png")

    store.save_review(gid, 0, 0, not_reviewed(get_game("webtest/mini"), 0, 1, 0))
    for lang in ("el", "en"):
        p.click("[data-tab=settings]")
        p.select_option("#set-lang", lang)
        _open_replay(p, gid)
        reason = p.locator("#replay .replay-review .review-skipped")
        assert reason.inner_text() == localizer(lang).format("review-skipped-busy", {"number": 1, "unit": "hand"})
        shot(p, f"room-replay-review-skipped-{lang}.png")
    pg.clean()
