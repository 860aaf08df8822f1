"""Issue 28: at a phone 360 px wide every seat's name plate holds its own text: the seat's name (Greek "Αριστερά" is
the longest), the AI level under it and the dealer's badge stay inside the plate, and the plate inside its seat's
column, in every family and language. Measured by bounding boxes, upright and on its side. And on a phone on its
side (740 x 360) a whole hand lies in one row under the table (Tractor's 25 cards wrapped into three rows below the
window), and the table fits the window's height once the top bar has scrolled away. Screenshots:
test-output/screenshots/seatnames-*.png, landscape-hand-*.png."""

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
    settings_for,
)

pytestmark = pytest.mark.browser


#: Every plate's parts whose box reaches past the plate's box, and every plate that reaches past its seat's box
#: (0.5 px for rounding), as readable lines; the names' own texts and widths for the message.
SPILLS_JS = """() => {
  const out = [], inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5
    && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
  for (const seat of document.querySelectorAll('#table .seat')) {
    const plate = seat.querySelector('.plate');
    if (!plate || plate.offsetParent === null) continue;
    const pb = plate.getBoundingClientRect(), sb = seat.getBoundingClientRect();
    if (!inside(pb, sb)) out.push(`${seat.dataset.pos}: the plate ${Math.round(pb.left)}..${Math.round(pb.right)}`
      + ` past its seat ${Math.round(sb.left)}..${Math.round(sb.right)}`);
    for (const part of plate.querySelectorAll('.seat-name, .ai-level, .chip, .avatar')) {
      const r = part.getBoundingClientRect();
      if (!inside(r, pb)) out.push(`${seat.dataset.pos}: "${part.textContent}" ${Math.round(r.left)}..`
        + `${Math.round(r.right)} past its plate ${Math.round(pb.left)}..${Math.round(pb.right)}`);
    }
    const name = plate.querySelector('.seat-name');
    if (name && name.getClientRects().length > 1) out.push(`${seat.dataset.pos}: "${name.textContent}" broken`
      + ` over ${name.getClientRects().length} lines`);
  }
  return out;
}"""


@pytest.fixture(scope="module")
def fresh_games(browser, server):
    """Per family: a new game at its first decision, with AI seats (so the plates show the AI's level too)."""
    variants = available(server)
    ctx = browser.new_context()
    p = ctx.new_page()
    p.goto(server)
    out = {}
    for family in FAMILIES:
        if family in variants:
            out[family] = (variants[family], new_game(p, variants[family], 11))
    ctx.close()
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_seat_names_stay_on_their_plates_at_360_px(page_factory, fresh_games, lang):
    assert fresh_games, "no family's variant is registered"
    pg = page_factory(UPRIGHT)
    p = pg.page
    p.goto(pg.server + "static/icons/icon-192.png")  # the origin's storage, before the page itself loads
    spills = []
    for family, (variant, game) in fresh_games.items():
        p.set_viewport_size(UPRIGHT)
        open_at_table(p, pg.server, settings_for(variant, lang=lang), [game])
        p.wait_for_function("() => document.querySelectorAll('#table .seat .seat-name').length === 4")
        p.screenshot(path=str(SHOTS / f"seatnames-{family}-{lang}.png"))
        spills += [f"{family} upright: {s}" for s in p.evaluate(SPILLS_JS)]
        p.set_viewport_size(ON_ITS_SIDE)
        p.wait_for_timeout(150)
        p.screenshot(path=str(SHOTS / f"seatnames-{family}-side-{lang}.png"))
        spills += [f"{family} on its side: {s}" for s in p.evaluate(SPILLS_JS)]
    assert not spills, "\n".join(spills)
    pg.clean()


#: The hand's rows (distinct tops of its cards), its cards past the window's sides, and the table's height.
HAND_JS = """() => { const cards = [...document.querySelectorAll('#hand .card')].map((c) => c.getBoundingClientRect());
  return {n: cards.length, rows: new Set(cards.map((r) => Math.round(r.top))).size,
    outside: cards.filter((r) => r.left < -0.5 || r.right > innerWidth + 0.5).length,
    table: document.getElementById('table').getBoundingClientRect().height, window: innerHeight}; }"""


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_hand_fits_a_phone_on_its_side(page_factory, fresh_games, lang):
    assert fresh_games, "no family's variant is registered"
    pg = page_factory(ON_ITS_SIDE)
    p = pg.page
    p.goto(pg.server + "static/icons/icon-192.png")
    wrong = []
    for family, (variant, game) in fresh_games.items():
        open_at_table(p, pg.server, settings_for(variant, lang=lang), [game])
        p.wait_for_timeout(150)
        if lang in {"en", "el", "cs"}:
            p.screenshot(path=str(SHOTS / f"landscape-hand-{family}-{lang}.png"))
        got = p.evaluate(HAND_JS)
        assert got["n"] >= 9, f"{family}: the hand was not dealt ({got})"
        if got["rows"] != 1 or got["outside"] or got["table"] > got["window"]:
            wrong.append(f"{family}: {got}")
    assert not wrong, wrong
    pg.clean()
