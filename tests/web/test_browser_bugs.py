"""Issue 12's numbered bugs, each as a person meets it in the browser (each of these failed before its fix)."""

from __future__ import annotations

import re

import pytest
from browsing import (
    PHONE,
    available,
    boxes_overlap,
    overlay_open,
    play_hand,
    play_until,
    settings_for,
    shot,
    start_game,
    wait_ready,
)

pytestmark = pytest.mark.browser

LONG_MATCH = {"webtest/mini": {"target": 500}}  # a match that one hand does not decide
RAW_CARD = re.compile(r"\b(10|[2-9TJQKA])[SHDC]\b|\b[BS]J\b")


def _family(server, family):
    variants = available(server)
    if family not in variants:
        pytest.skip(f"no {family} variant is registered")
    return variants[family]


def _start(pg, variant, **settings):
    pg.open(settings_for(variant, **settings))
    pg.page.click("#btn-new-game")
    pg.page.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view", timeout=20000)
    return pg.page


def _start_seeded(pg, variant, seed, **settings):
    pg.open(settings_for(variant, **settings))
    start_game(pg.page, variant, seed)
    return pg.page


def test_bug1_the_hand_summary_never_traps_you(page_factory):
    pg = page_factory()
    p = _start(pg, "webtest/mini", options=LONG_MATCH)
    play_hand(p)
    p.click("[data-tab=settings]", timeout=3000)  # the tabs work while the summary is up
    assert p.is_visible("#tab-settings")
    p.click("[data-tab=play]")
    assert overlay_open(p)
    p.keyboard.press("Escape")  # Escape closes it, and the table offers the way on
    assert not overlay_open(p)
    p.locator("#controls button.primary").click(timeout=3000)
    p.wait_for_function("() => tricktable.Table.state && !tricktable.Table.state.between_hands", timeout=20000)
    play_hand(p)
    p.click("#overlay [data-act=end]")
    p.click("#overlay [data-act=confirm]", timeout=3000)
    p.wait_for_function("() => tricktable.Table.state.match_over && !document.getElementById('overlay').classList.contains('hidden')")
    p.click("#overlay [data-act=other-game]", timeout=3000)  # after End game: any other game, not only New game
    p.select_option("#lobby-variant", "rook/crowsnest")
    p.click("#btn-new-game")
    p.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.variant === 'rook/crowsnest'", timeout=20000)
    pg.clean()


def test_bug2_changing_language_or_variant_mid_hand_keeps_the_table(page_factory):
    pg = page_factory()
    p = _start(pg, "webtest/mini")
    gid = p.evaluate("tricktable.Table.state.game_id")
    p.click("[data-tab=settings]")
    p.select_option("#set-lang", "ro")
    p.select_option("#set-variant", "rook/tournament")
    p.click("[data-tab=play]")
    assert p.is_visible("#table") and p.locator("#hand .card").count() > 0
    assert p.evaluate("tricktable.Table.state.game_id") == gid
    assert p.inner_text("[data-tab=play]") == "Joc" and "Tu" in p.inner_text(".seat-bottom")
    pg.clean()


def test_bug3_new_game_mid_hand_asks_first_and_keeps_the_old_game_resumable(page_factory):
    pg = page_factory()
    p = _start_seeded(pg, "webtest/mini", seed=2)
    play_until(p, lambda q: q.evaluate("tricktable.Table.state.step") >= 3)
    first, step = p.evaluate("[tricktable.Table.state.game_id, tricktable.Table.state.step]")
    p.click("#btn-new-game-2")
    p.click("#overlay [data-act=cancel]", timeout=3000)  # it asks; cancelling keeps the game
    assert p.evaluate("tricktable.Table.state.game_id") == first
    p.click("#btn-new-game-2")
    p.click("#overlay [data-act=confirm]")
    p.wait_for_function(f"() => tricktable.Table.state && tricktable.Table.state.game_id !== '{first}' && tricktable.Table.state.view", timeout=20000)
    p.click("#btn-games")
    p.wait_for_selector(f".game-row[data-game='{first}']")
    assert p.locator(".game-row").count() == 2  # both unfinished games are listed
    p.click(f"[data-resume='{first}']")
    p.wait_for_function(f"() => tricktable.Table.state && tricktable.Table.state.game_id === '{first}'", timeout=20000)
    assert p.evaluate("tricktable.Table.state.step") == step
    pg.clean()


def _stat(p, variant, col):
    p.click("[data-tab=stats]")
    cell = p.locator(f"#stats tr[data-variant='{variant}'] td[data-col='{col}']")
    if not cell.count():
        return 0
    text = cell.inner_text()
    return int(text) if text.isdigit() else 0


def test_bug4_ending_an_undecided_match_asks_first_and_records_it_abandoned(page_factory):
    pg = page_factory()
    pg.open(settings_for("webtest/mini", options=LONG_MATCH))
    p = pg.page
    won, abandoned = _stat(p, "webtest/mini", "won"), _stat(p, "webtest/mini", "abandoned")
    p.click("[data-tab=play]")
    p.click("#btn-new-game")
    gid = p.evaluate("() => new Promise((r) => { const f = () => tricktable.Table.state ? r(tricktable.Table.state.game_id) : setTimeout(f, 50); f(); })")
    play_hand(p)
    p.locator("#overlay button", has_text="End game").click()
    p.click("#overlay [data-act=confirm]", timeout=3000)  # it asks first
    p.wait_for_function("() => tricktable.Table.state.match_over")
    text = p.inner_text("#dialog")
    assert "abandoned" in text.lower() and "win" not in text.lower()
    p.click("[data-tab=history]")
    row = p.locator(f"#history tr[data-game='{gid}']")
    assert row.get_attribute("data-status") == "abandoned" and "abandoned" in row.inner_text()
    assert _stat(p, "webtest/mini", "won") == won and _stat(p, "webtest/mini", "abandoned") == abandoned + 1
    pg.clean()


def test_bug5_callbreak_is_drawn_counter_clockwise_as_its_rules_and_the_terminal_say(page_factory, server):
    from tricktable.engine import get_game
    from tricktable.i18n import Localizer

    variant = _family(server, "callbreak")
    pg = page_factory()
    p = _start(pg, variant)
    names = p.evaluate("[0, 1, 2, 3].map((s) => tricktable.Table.seatName(s))")
    # the same seats as the terminal game names them: seat 1 is Right
    assert [n.lower() for n in names] == list(Localizer.seats_for(get_game(variant)))
    ccw = ["bottom", "right", "top", "left"]
    where = p.evaluate("[0, 1, 2, 3].map((s) => document.querySelector(`.seat[data-seat='${s}']`).dataset.pos)")
    dealer = p.evaluate("tricktable.Table.state.view.dealer")
    first = (dealer + 1) % 4  # calls start at the dealer's right
    assert ccw.index(where[first]) == (ccw.index(where[dealer]) + 1) % 4
    pg.clean()


def test_bug6_the_page_opens_on_crowsnest_and_speaks_of_a_partner_only_where_there_is_one(page_factory):
    pg = page_factory()
    p = pg.page
    p.goto(pg.server)
    p.evaluate("localStorage.clear()")
    p.reload()
    p.wait_for_function("() => tricktable.state.catalog.variants.length > 0")
    assert p.input_value("#set-variant") == "rook/crowsnest"
    assert "partner" in p.inner_text("#welcome-text").lower()
    p.select_option("#lobby-variant", "callbreak/master")
    assert "partner" not in p.inner_text("#welcome-text").lower()
    pg.clean()


def test_bug7_the_speed_slider_runs_slow_to_fast_with_labels_and_always_shows_the_finished_trick(page_factory):
    pg = page_factory()
    pg.open(settings_for("webtest/mini"), pace=None)  # the pace as the speed setting gives it
    p = pg.page
    p.click("[data-tab=settings]")
    plays, holds, labels = [], [], []
    for v in range(5):
        p.fill("#set-speed", str(v))
        p.dispatch_event("#set-speed", "input")
        plays.append(p.evaluate("tricktable.Settings.delay()"))
        holds.append(p.evaluate("typeof tricktable.Settings.pace === 'function' ? tricktable.Settings.pace().hold : 0"))
    assert plays == sorted(plays, reverse=True) and len(set(plays)) == 5, plays  # slow → fast, left to right
    assert holds == sorted(holds, reverse=True) and min(holds) >= 500, holds
    for v in range(5):
        p.fill("#set-speed", str(v))
        p.dispatch_event("#set-speed", "input")
        labels.append(p.inner_text("output[for=set-speed]"))
    assert len(set(labels)) == 5 and all(labels)
    row = p.inner_text(".slider-row:has(#set-speed)")
    assert "Slow" in row and "Fast" in row
    start_game(p, "webtest/mini", seed=2)  # at the fastest pace the finished trick still stays up, its winner marked
    shown_for = _watch_a_trick(p)
    assert shown_for >= 500, shown_for
    pg.clean()


def _watch_a_trick(p) -> float:
    """Play by clicking until a trick is finished; how long (ms) it stayed up with its winner marked."""
    p.evaluate("""() => { window.__trick = null; const obs = new MutationObserver(() => {
        if (window.__trick === null && document.querySelector('#trick .spot.winner') &&
            document.querySelectorAll('#trick .spot').length === 4) {
          window.__trick = {start: performance.now(), end: null};
          const gone = () => document.querySelector('#trick .spot.winner') ? setTimeout(gone, 15)
            : (window.__trick.end = performance.now());
          gone();
        }
      });
      obs.observe(document.getElementById('trick'), {subtree: true, childList: true, attributes: true}); }""")
    play_until(p, lambda q: q.evaluate("!!(window.__trick && window.__trick.end)"), limit=60)
    return p.evaluate("window.__trick.end - window.__trick.start")


def _dealer_name(p) -> str:
    """The name on the plate that wears the dealer badge (the badge is titled 'Dealer')."""
    return p.evaluate("""() => { const b = [...document.querySelectorAll('.seat [title=Dealer]')][0];
        return b ? b.closest('.seat').querySelector('.seat-name').childNodes[0].textContent.trim() : null; }""")


def test_bug8_the_summary_and_the_table_behind_it_agree_on_the_hand_and_its_dealer(page_factory):
    pg = page_factory()
    p = _start(pg, "webtest/mini", options=LONG_MATCH)
    dealer = _dealer_name(p)
    play_hand(p)
    title = p.inner_text("#dialog h2")
    info = p.inner_text("#info-bar")
    n = re.search(r"(\d+)", title).group(1)
    assert re.search(rf"Hand {n}\b", info), (title, info)
    assert _dealer_name(p) == dealer
    pg.clean()


def test_bug9_tractor_says_bury_names_declarations_in_words_and_fits_a_phone(page_factory, server):
    variant = _family(server, "shengji")
    pg = page_factory(PHONE)
    p = _start_seeded(pg, variant, seed=1)  # this deal lets you declare and then bury the kitty
    wait_ready(p)
    labels = p.locator("#controls button.act").all_inner_texts()
    assert any(a.lower().startswith("declare") for a in labels), labels
    assert not [a for a in labels if RAW_CARD.search(a)], labels  # "Declare hearts: 2♥", not "Declare 2H"
    for _ in range(12):
        wait_ready(p)
        if p.evaluate("tricktable.Table.state.view.phase") == "exchange":
            break
        declares = p.locator("#controls button.act", has_text="eclare")
        (declares.first if declares.count() else p.locator("#controls button.act", has_text="Pass")).click()
        p.wait_for_timeout(200)
    assert p.evaluate("tricktable.Table.state.view.phase === 'exchange' && tricktable.Table.state.view.to_act === tricktable.Table.state.seat")
    status = p.inner_text("#status")
    assert "Nest" not in status and "kitty" in status.lower(), status
    assert "Bury" in p.inner_text("#controls")
    assert p.locator("#hand .card.from-nest").count() == 8  # the cards just taken from the kitty are marked
    shot(p, "shengji-phone-bury.png")
    # a trick of four tractors: no play covers another, nothing leaves the screen
    p.evaluate("""() => { const plays = [0, 1, 2, 3].map((s) => ({seat: s, cards: '5H 5H 6H 6H'}));
        tricktable.Trick.render(tricktable.Table, plays); }""")
    spots = [p.locator("#trick .spot").nth(i).bounding_box() for i in range(4)]
    shot(p, "shengji-phone-tractors.png")
    for i in range(4):
        assert spots[i]["x"] >= 0 and spots[i]["x"] + spots[i]["width"] <= PHONE["width"], spots[i]
        for j in range(i):
            assert not boxes_overlap(spots[i], spots[j]), (i, j, spots)
    # the hand takes two rows: a message never covers the tool buttons
    p.locator(".table-tools").scroll_into_view_if_needed()
    p.evaluate("document.querySelector('.table-tools').scrollIntoView({block: 'end'})")
    p.click("#btn-hint")
    p.wait_for_selector("#toast:not(.hidden)")
    toast = p.locator("#toast").bounding_box()
    for b in p.locator(".table-tools button").all():
        assert not boxes_overlap(toast, b.bounding_box()), "the toast covers a tool button"
    pg.clean()


def test_a_tab_clicked_while_the_page_is_starting_opens_when_the_variants_arrive(page_factory):
    """Under load the variants came late, and a tab clicked before them did nothing (no listener yet): the Info tab
    stayed empty until clicked again."""
    pg = page_factory()
    p = pg.open(settings_for("webtest/mini")).page

    def late(route):
        p.wait_for_timeout(1500)
        route.continue_()
    p.route("**/api/variants*", late)
    p.reload(wait_until="domcontentloaded")
    p.click("[data-tab=info]")
    p.wait_for_selector("#rules h2", timeout=15000)
    assert p.is_visible("#tab-info")
    pg.clean()
