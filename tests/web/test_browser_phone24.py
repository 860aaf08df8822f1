"""Issue 24's page polish at phone width (360 px), each measured on the element boxes a person sees and each failing
before its fix: a long name in a room is never cut without an ellipsis (and the whole of it is in the element's
title), Callbreak's end-of-round score table keeps its last column inside the dialog, and the partner's call chip
keeps clear of the card backs under it. Screenshots: test-output/screenshots/phone24-*.png."""

from __future__ import annotations

import pytest
from browsing import (
    DESKTOP,
    LANGS,
    ON_ITS_SIDE,
    UPRIGHT,
    available,
    boxes_overlap,
    new_game,
    open_at_table,
    play_hand_by_socket,
    play_until,
    settings_for,
    shot,
    start_game,
    wait_ready,
)
from test_browser_rooms import fill_and_start, join, make_room

pytestmark = pytest.mark.browser

#: the widest names a room takes (24 characters, the most table/room.py's clean_name allows), without a space to
#: break at, in Latin and Greek capitals: the host's and their friends' at a side seat and across the table
NAMES = ["W" * 24, "Ω" * 24, "M" * 24]

#: Every place ``name`` is written on the page, as a person sees it: ``[where, problem]`` for each one that is cut
#: (past the window's edge, or past the box it is drawn in: its plate, chip, panel, card or dialog) without an
#: ellipsis whose element holds the whole name in its title. Screen-reader-only text is not looked at.
NAME_CUT_JS = """(name) => {
  const vw = document.documentElement.clientWidth, out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const e = n.parentElement;
    if (!n.textContent.includes(name) || !e || e.closest('.sr-only, .hidden, option') || !e.getClientRects().length) continue;
    const range = document.createRange(); range.selectNodeContents(n);
    const where = `${e.tagName.toLowerCase()}.${e.className}`;
    const s = getComputedStyle(e), ellipsis = s.textOverflow === 'ellipsis' && s.overflowX === 'hidden' && e.title.includes(name);
    const r = ellipsis ? e.getBoundingClientRect() : range.getBoundingClientRect();  // an ellipsis: the box it ends in
    const what = ellipsis ? 'its box' : 'its text', at = `${Math.round(r.left)}-${Math.round(r.right)} px`;
    if (r.left < -0.5 || r.right > vw + 0.5) { out.push([where, `${what} at ${at}, past the window`]); continue; }
    const box = e.closest('.plate, .person, .chip, .score-panel, .room-seat, .quick-room, .dialog');
    if (box) {
      const b = box.getBoundingClientRect();
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5)
        out.push([where, `${what} at ${at}, past its ${box.className} (${Math.round(b.left)}-${Math.round(b.right)})`]);
    }
  }
  return out;
}"""


def _cut(p, names) -> list:
    wide = p.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    found = [] if wide[0] <= wide[1] else [["the page", f"scrolls sideways: {wide[0]} px in {wide[1]} px"]]
    found += p.evaluate("""() => [...document.querySelectorAll('.dialog, .sheet-wrap')].filter((e) => e.offsetParent !== null
        && e.scrollWidth > e.clientWidth).map((e) => [e.className, `scrolls sideways: ${e.scrollWidth} px in ${e.clientWidth} px`])""")
    for name in names:
        found += p.evaluate(NAME_CUT_JS, name)
    return found


@pytest.mark.parametrize("lang", ["el", "cs"])
def test_a_long_name_in_a_room_is_never_cut_without_an_ellipsis(page_factory, server, lang):
    variant = available(server).get("callbreak")
    if not variant:
        pytest.skip("no callbreak variant is registered")
    host, beside, across = page_factory(UPRIGHT), page_factory(UPRIGHT), page_factory(UPRIGHT)
    link = make_room(host, variant, name=NAMES[0], lang=lang)
    join(beside, link, NAMES[1], seat=1, lang="en")  # a side seat for the host
    join(across, link, NAMES[2], seat=2, lang="en")  # the top seat for the host, and the host theirs
    h = host.page
    h.wait_for_function("() => tricktable.Room.state.seats[1].online && tricktable.Room.state.seats[2].online")
    cut = _cut(h, NAMES)
    assert not cut, f"the room's page: {cut}"
    shot(h, f"phone24-room-names-{lang}.png")
    fill_and_start(h)
    for pg, top, tag in ((h, NAMES[2], lang), (across.page, NAMES[0], "en")):
        pg.wait_for_function("() => tricktable.Table.state && tricktable.Table.state.view && !tricktable.Table.busy", timeout=20000)
        pg.evaluate("() => window.scrollTo(0, 0)")
        assert pg.evaluate("() => [...document.querySelectorAll('.seat-top .seat-name')].map((e) => e.textContent)") == [top]
        cut = _cut(pg, NAMES)
        assert not cut, f"the room's table ({tag}): {cut}"
        shot(pg, f"phone24-room-table-{tag}.png")
    h.set_viewport_size(ON_ITS_SIDE)  # and the phone on its side
    h.wait_for_timeout(200)
    cut = _cut(h, NAMES)
    assert not cut, f"the room's table on its side: {cut}"
    shot(h, f"phone24-room-table-side-{lang}.png")
    h.set_viewport_size(UPRIGHT)
    h.wait_for_timeout(200)
    h.click("#btn-sheet")  # the score sheet: a column per player, headed by their name
    h.wait_for_selector("#overlay:not(.hidden) .sheet")
    cut = _cut(h, NAMES)
    assert not cut, f"the score sheet: {cut}"
    broken = h.evaluate("""() => [...document.querySelectorAll('#overlay .sheet tr:first-child th')]
        .filter((th) => { const w = document.createTreeWalker(th, NodeFilter.SHOW_TEXT), r = document.createRange();
          for (let n = w.nextNode(); n; n = w.nextNode()) { r.selectNodeContents(n); if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) return true; }
          return false; })
        .map((th) => th.textContent)""")
    assert not broken, f"a column's heading is broken over lines: {broken}"
    shot(h, f"phone24-room-sheet-{lang}.png")
    for pg in (host, beside, across):
        pg.clean()


@pytest.mark.parametrize("lang", LANGS)
def test_callbreaks_round_summary_keeps_its_last_column_on_a_phone(page_factory, server, lang):
    variant = available(server).get("callbreak")
    if not variant:
        pytest.skip("no callbreak variant is registered")
    pg = page_factory(UPRIGHT)
    p = pg.page
    p.goto(pg.server + "static/icons/icon-192.png")  # the origin's storage, before the page itself loads
    game = new_game(p, variant, 5)
    play_hand_by_socket(p, game, end=False)
    open_at_table(p, pg.server, settings_for(variant, lang=lang), [game], pace={"play": 0, "hold": 0, "slide": 0})
    p.wait_for_selector("#overlay:not(.hidden) .summary .sheet")
    wrap, last = p.evaluate("""() => { const w = document.querySelector('.summary .sheet-wrap');
        const th = [...w.querySelectorAll('tr:first-child th')].pop().getBoundingClientRect(), r = w.getBoundingClientRect();
        return [[w.scrollWidth, w.clientWidth], [Math.round(th.right), Math.round(r.right)]]; }""")
    shot(p, f"phone24-round-summary-{lang}.png")
    assert wrap[0] <= wrap[1], f"the score table scrolls sideways in the summary: {wrap[0]} px in {wrap[1]} px"
    assert last[0] <= last[1], f"its last column ends at {last[0]} px, past the dialog's {last[1]} px"
    short = p.evaluate("""() => [...document.querySelectorAll('.summary .sheet th')].filter((th) => th.scrollWidth > th.clientWidth
        || [...th.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth)).map((th) => th.textContent)""")
    assert not short, f"a seat's word is cut short in the heading: {short}"
    p.set_viewport_size(DESKTOP)  # and on a desktop, with the details column
    p.wait_for_timeout(100)
    assert p.evaluate("() => { const w = document.querySelector('.summary .sheet-wrap'); return w.scrollWidth <= w.clientWidth; }")
    shot(p, f"phone24-round-summary-desktop-{lang}.png")
    pg.clean()


@pytest.mark.parametrize("lang", ["el", "cs"])
def test_the_call_chips_keep_clear_of_the_card_backs_under_them(page_factory, server, lang):
    variant = available(server).get("callbreak")
    if not variant:
        pytest.skip("no callbreak variant is registered")
    pg = page_factory(UPRIGHT)
    p = pg.page
    pg.open(settings_for(variant, lang=lang))
    start_game(p, variant, 3)
    wait_ready(p)
    p.click("#controls .bid-go")  # make the call: every seat has one now
    p.wait_for_function("() => document.querySelectorAll('.seat-top .chip.call, .seat-left .chip.call, .seat-right .chip.call').length === 3")
    p.wait_for_function("() => !tricktable.Table.busy")
    gaps = p.evaluate("""() => Object.fromEntries(['top', 'left', 'right'].map((pos) => {
        const chips = [...document.querySelectorAll(`.seat-${pos} .live .chip`)].map((c) => c.getBoundingClientRect());
        const backs = document.querySelector(`.seat-${pos} .backs`).getBoundingClientRect();
        return [pos, Math.round(backs.top - Math.max(...chips.map((c) => c.bottom)))]; }))""")
    shot(p, f"phone24-call-chips-{lang}.png")
    assert all(gap >= 6 for gap in gaps.values()), f"a seat's chips touch the card backs under it (px between): {gaps}"
    pg.clean()


#: The lines the day's date in the daily challenge's title is drawn on (the tops of its pieces): the date as the
#: page's language writes it (what Intl.DateTimeFormat gives for ``iso`` in that language, as i18n.js formatDay
#: writes it: "7. prosince 2026", "7 Δεκεμβρίου 2026", with spaces a line could break at).
DAY_LINES_JS = """(iso) => { const h = document.querySelector('#daily h2'), w = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
  const day = new Intl.DateTimeFormat(document.documentElement.lang, {dateStyle: 'long', timeZone: 'UTC'})
    .format(new Date(iso + 'T00:00:00Z'));
  for (let n = w.nextNode(); n; n = w.nextNode()) {
    const at = n.textContent.indexOf(day);
    if (at < 0) continue;
    const r = document.createRange(); r.setStart(n, at); r.setEnd(n, at + day.length);
    return [day, new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size];
  }
  return [null, 0]; }"""


@pytest.mark.parametrize("lang", ["cs", "el"])
def test_the_daily_challenges_date_is_kept_on_one_line(page_factory, lang):
    pg = page_factory(UPRIGHT)
    p = pg.page
    pg.open(settings_for("webtest/mini", lang=lang))
    if not p.locator("#btn-daily").count():
        pytest.skip("the daily challenge is off on this server")
    p.click("#btn-daily")
    p.wait_for_selector("#daily h2")
    iso = p.evaluate("async () => (await (await fetch('/api/daily')).json()).day")
    day, lines = p.evaluate(DAY_LINES_JS, iso)
    shot(p, f"phone24-daily-{lang}.png")
    assert day and lines == 1, f"the date {day} in the title is drawn on {lines} lines"
    pg.clean()


@pytest.mark.parametrize(("family", "lang"), [("callbreak", "el"), ("callbreak", "cs"), ("shengji", "hu")])
def test_on_its_side_the_partners_seat_keeps_off_the_side_seats(page_factory, server, family, lang):
    """A phone on its side: the partner's plate, chips and card backs stay in their column (in a row they ran into
    the right seat's plate)."""
    variant = available(server).get(family)
    if not variant:
        pytest.skip(f"no {family} variant is registered")
    pg = page_factory(ON_ITS_SIDE)
    p = pg.page
    pg.open(settings_for(variant, lang=lang))
    start_game(p, variant, 3)
    play_until(p, lambda q: q.evaluate("tricktable.Table.state.view.phase") == "play" and q.locator("#trick .spot").count() > 0,
               limit=80)
    p.wait_for_function("() => !tricktable.Table.busy")
    boxes = p.evaluate("""() => Object.fromEntries(['top', 'left', 'right'].map((pos) =>
        [pos, [...document.querySelectorAll(`.seat-${pos} .plate, .seat-${pos} .live .chip, .seat-${pos} .backs`)].map((e) => {
          const r = e.getBoundingClientRect(); return {what: e.className, x: r.x, y: r.y, width: r.width, height: r.height}; })]))""")
    shot(p, f"phone24-side-{family}-{lang}.png")
    assert boxes["top"] and all(b["width"] for b in boxes["top"]), boxes["top"]
    hits = [(a["what"], side, b["what"]) for a in boxes["top"] for side in ("left", "right") for b in boxes[side]
            if boxes_overlap(a, b)]
    assert not hits, f"the partner's seat covers a side seat: {hits}"
    pg.clean()


@pytest.mark.parametrize("lang", LANGS)
def test_no_seats_own_word_ends_in_an_ellipsis_on_a_phone(page_factory, server, lang):
    """A seat's name ends in an ellipsis only when it is a person's too long one: the table's own words ("Αριστερά",
    "Partner") are whole, upright and on its side, in every family."""
    pg = page_factory(ON_ITS_SIDE)
    p = pg.page
    pg.open(settings_for("webtest/mini", lang=lang))
    for family, variant in available(server).items():
        start_game(p, variant, 3)
        for viewport in (ON_ITS_SIDE, UPRIGHT):
            p.set_viewport_size(viewport)
            p.wait_for_timeout(100)
            short = p.evaluate("""() => [...document.querySelectorAll('.seat .seat-name, .seat .ai-level')]
                .filter((e) => e.scrollWidth > e.clientWidth).map((e) => `${e.textContent}: ${e.scrollWidth} px in ${e.clientWidth}`)""")
            assert not short, f"{family} at {viewport['width']} px: {short}"
    pg.clean()


@pytest.mark.parametrize("lang", ["cs", "el"])
def test_statistics_show_every_column_on_a_phone(page_factory, server, lang):
    """Statistics has seven columns: on a phone each variant is a block of labelled values, none past the panel's
    edge (as a table the last columns were cut at it, behind a sideways scroll nothing showed)."""
    variant = available(server).get("rook") or "webtest/mini"
    pg = page_factory(UPRIGHT)
    p = pg.page
    p.goto(pg.server + "static/icons/icon-192.png")  # the origin's storage, before the page itself loads
    game = new_game(p, variant, 5)
    play_hand_by_socket(p, game)
    open_at_table(p, pg.server, settings_for(variant, lang=lang), [game])
    p.click("[data-tab=stats]")
    p.wait_for_selector(f"#stats tr[data-variant='{variant}']")
    wrap = p.evaluate("() => { const w = document.querySelector('#stats .list-wrap'); return [w.scrollWidth, w.clientWidth]; }")
    shot(p, f"phone24-stats-{lang}.png")
    assert wrap[0] <= wrap[1], f"Statistics scroll sideways: {wrap[0]} px in {wrap[1]} px"
    shown = p.evaluate(f"""() => [...document.querySelectorAll("#stats tr[data-variant='{variant}'] td[data-col]")].map((td) =>
        [td.dataset.col, getComputedStyle(td, '::before').content, td.getBoundingClientRect().right
         <= document.querySelector('#tab-stats').getBoundingClientRect().right])""")
    assert len(shown) == 6 and all(inside for _, _, inside in shown), shown
    labels = {col: p.evaluate(f"tricktable.t('stats.{col}')") for col, _, _ in shown}
    assert all(label == f'"{labels[col]}"' for col, label, _ in shown), shown  # each value says what it is
    pg.clean()
