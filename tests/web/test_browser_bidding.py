"""Rook's auction at the table: its many bids take one row (a "−" / "+" stepper around the bid), so Hint, Last
trick and Score sheet stay on screen at 1100 × 820 and on a phone; the stepper is worked by mouse and keyboard."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, PHONE, available, settings_for, shot, start_game, wait_ready

pytestmark = pytest.mark.browser
ROWS = """() => new Set([...document.querySelectorAll('#controls > *')].map((e) =>
    Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2))).size"""


def _bidding(page_factory, server, viewport, lang="en"):
    variant = available(server)["rook"]
    pg = page_factory(viewport).open(settings_for(variant, lang=lang))
    p = pg.page
    start_game(p, variant, seed=3)  # this deal opens the auction with your seat: every bid is yours to make
    wait_ready(p)
    assert p.evaluate("tricktable.Table.state.view.phase") == "bid"
    p.evaluate("() => window.scrollTo(0, 0)")
    return pg, p


def _on_screen(p, what: str, viewport: dict) -> bool:
    box = p.locator(what).bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]


@pytest.mark.parametrize("viewport,name", [(DESKTOP, "desktop"), (PHONE, "phone")])
def test_rooks_bids_take_one_row_and_the_table_tools_stay_on_screen(page_factory, server, viewport, name):
    pg, p = _bidding(page_factory, server, viewport, lang="hu" if name == "phone" else "el")
    assert p.evaluate(ROWS) == 1, "the bids wrap to a second row"
    shot(p, f"rook-bidding-{name}.png")
    for tool in ("#btn-hint", "#btn-last", "#btn-sheet"):
        assert _on_screen(p, tool, viewport), f"{tool} is below the fold"
    pg.clean()


def test_the_bid_stepper_chooses_the_bid_by_mouse_and_makes_it(page_factory, server):
    pg, p = _bidding(page_factory, server, DESKTOP)
    bids = [a for a in p.evaluate("tricktable.Table.state.legal") if a.startswith("bid ")]
    assert p.inner_text("#controls .bid-go") == "Bid " + bids[0].split()[1]
    assert p.get_attribute("#controls .bid-step >> nth=0", "aria-disabled") == "true"  # nothing lower
    p.click("#controls .bid-step >> nth=1")
    p.click("#controls .bid-step >> nth=1")
    assert p.get_attribute("#controls .bid-go", "data-action") == bids[2]
    assert p.get_attribute("#controls .bid-step >> nth=1", "aria-label") == f"Higher: Bid {bids[3].split()[1]}"
    p.click("#controls .bid-step >> nth=0")
    assert p.get_attribute("#controls .bid-go", "data-action") == bids[1]
    p.click("#controls .bid-go")
    p.wait_for_function(f"() => (tricktable.Table.state.view.history || []).some((h) => h.seat === 0 && h.action === '{bids[1]}')"
                        f" || (tricktable.Table.state.view.bids || [])[0] === {bids[1].split()[1]}", timeout=20000)
    pg.clean()


def test_the_bid_stepper_is_worked_with_the_keyboard(page_factory, server):
    pg, p = _bidding(page_factory, server, DESKTOP)
    p.evaluate("() => document.activeElement.blur()")
    p.keyboard.press("ArrowUp")  # on the bid itself, not on its "−"
    assert p.evaluate("document.activeElement.dataset.action") == p.evaluate("tricktable.Table.state.legal[0]")
    p.keyboard.press("ArrowRight")  # "+"
    p.keyboard.press("Enter")
    p.keyboard.press("Enter")
    p.keyboard.press("ArrowLeft")
    assert p.evaluate("document.activeElement.classList.contains('bid-go')")
    chosen = p.evaluate("document.activeElement.dataset.action")
    assert chosen == p.evaluate("tricktable.Table.state.legal")[2]
    p.keyboard.press("Enter")
    p.wait_for_function(f"() => (tricktable.Table.state.view.bids || [])[0] === {chosen.split()[1]}"
                        f" || (tricktable.Table.state.view.history || []).some((h) => h.seat === 0 && h.action === '{chosen}')",
                        timeout=20000)
    pg.clean()


def test_callbreaks_calls_take_one_row_on_a_phone(page_factory, server):
    variant = available(server).get("callbreak")
    if variant is None:
        pytest.skip("no callbreak variant")
    pg = page_factory(PHONE).open(settings_for(variant, lang="el"))
    p = pg.page
    start_game(p, variant, seed=2)  # everyone calls once: your call comes whoever deals
    wait_ready(p)
    assert p.evaluate("tricktable.Table.state.view.phase") in ("bid", "call"), p.evaluate("tricktable.Table.state.view.phase")
    p.evaluate("() => window.scrollTo(0, 0)")
    assert p.evaluate(ROWS) == 1, "the calls wrap to a second row"
    shot(p, "callbreak-calling-phone.png")
    for tool in ("#btn-hint", "#btn-last", "#btn-sheet"):
        assert _on_screen(p, tool, PHONE), f"{tool} is below the fold"
    pg.clean()
