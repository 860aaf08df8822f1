"""Keyboard and screen-reader play (issue 13 item 6): a CrowsNest hand played with the keyboard alone, dialogs that
keep the focus inside while open and give it back when they close, and WCAG 2.2 AA contrast of the page's text,
measured from the colours the CSS actually gives (tests/web/contrast.js)."""

from __future__ import annotations

from pathlib import Path

import pytest
from browsing import available, overlay_open, settings_for, shot, start_game, wait_ready

pytestmark = pytest.mark.browser

CONTRAST = (Path(__file__).parent / "contrast.js").read_text(encoding="utf-8")


def _focused(page) -> str:
    return page.evaluate("() => { const e = document.activeElement; return e === document.body ? 'body' :"
                         " (e.closest('#dialog') ? 'dialog:' : '') + (e.id || e.className || e.tagName) + ':' +"
                         " (e.textContent || '').trim().slice(0, 30) }")


def _phase(page) -> str:
    return page.evaluate("() => tricktable.Table.state && tricktable.Table.state.view ? tricktable.Table.state.view.phase : ''")


def _keyboard_step(p) -> str:
    """One action of this seat with keys only: a button (the highest bid, the first trump colour), a selection of the
    cards asked for (Enter on each, then the button that sends it), or the first legal card."""
    if p.locator(".sel-note").count():
        need = p.evaluate("() => tricktable.Table.info.select.count")
        p.keyboard.press("ArrowDown")  # into the hand, on the first card that may be chosen
        while p.evaluate("() => tricktable.Table.selected.size") < need:
            p.keyboard.press("Enter")
            p.keyboard.press("ArrowRight")
        p.keyboard.press("ArrowUp")
        for _ in range(12):  # along the buttons to the one that sends the choice
            if p.evaluate("() => document.activeElement.classList.contains('primary')"):
                break
            p.keyboard.press("ArrowRight")
        p.keyboard.press("Enter")
        return "select"
    if p.locator("#controls button.act").count():
        p.keyboard.press("ArrowUp")  # on the first button
        if _phase(p) == "bid" and p.locator("#controls .bid-stepper").count():  # the highest bid wins at once:
            p.keyboard.press("ArrowRight")  # from the bid to its "+", pressed up to the highest, back to the bid
            for _ in range(20):
                if p.get_attribute("#controls .bid-step >> nth=1", "aria-disabled") == "true":
                    break
                p.keyboard.press("Enter")
            p.keyboard.press("ArrowLeft")
        elif _phase(p) == "bid":  # round to the last (pass), then the highest bid
            p.keyboard.press("ArrowLeft")
            p.keyboard.press("ArrowLeft")
        p.keyboard.press("Enter")
        return "button"
    p.keyboard.press("ArrowDown")
    p.keyboard.press("Enter")
    return "card"


def test_a_crowsnest_hand_is_played_with_the_keyboard_alone(page_factory, server):
    """Bids, the nest exchange and every card with arrows and Enter; the summary's buttons with Tab; no mouse."""
    variant = available(server)["rook"]
    pg = page_factory().open(settings_for(variant))
    p = pg.page
    start_game(p, variant, seed=3)
    p.evaluate("() => document.activeElement.blur()")
    phases, kinds = set(), set()
    for _ in range(80):
        wait_ready(p)
        if overlay_open(p):
            break
        phases.add(_phase(p))
        before = p.evaluate("() => `${tricktable.Table.state.hand_seq}/${tricktable.Table.state.step}`")
        kinds.add(_keyboard_step(p))
        p.wait_for_function(f"() => `${{tricktable.Table.state.hand_seq}}/${{tricktable.Table.state.step}}` !== '{before}' ||"
                            " tricktable.Table.state.between_hands", timeout=20000)
    assert overlay_open(p), "the hand did not end"
    assert {"bid", "exchange", "play"} <= phases and {"select", "button", "card"} <= kinds, (phases, kinds)
    assert _focused(p).startswith("dialog:"), _focused(p)  # the summary took the focus
    shot(p, "keyboard-crowsnest-summary.png")
    p.keyboard.press("Escape")
    assert not overlay_open(p) and _focused(p) != "body", _focused(p)  # the focus lands on the way on
    p.keyboard.press("Enter")  # the next hand, still without a mouse
    p.wait_for_function("() => tricktable.Table.state && !tricktable.Table.state.between_hands", timeout=20000)
    pg.clean()


def test_dialogs_keep_the_focus_inside_and_give_it_back(page_factory, server):
    variant = available(server)["rook"]
    pg = page_factory().open(settings_for(variant))
    p = pg.page
    start_game(p, variant, seed=7)
    wait_ready(p)
    for opener in ("#btn-sheet", "#btn-last"):
        p.focus(opener)
        p.keyboard.press("Enter")
        p.wait_for_selector("#overlay:not(.hidden)")
        assert p.get_attribute("#overlay", "aria-labelledby") and p.get_attribute("#overlay", "aria-modal") == "true"
        for _ in range(6):  # Tab and Shift+Tab go round the dialog's buttons, never out of it
            p.keyboard.press("Tab")
            assert _focused(p).startswith("dialog:"), (opener, _focused(p))
        p.keyboard.press("Shift+Tab")
        assert _focused(p).startswith("dialog:"), (opener, _focused(p))
        p.keyboard.press("Escape")
        assert p.evaluate(f"() => document.activeElement === document.querySelector('{opener}')"), _focused(p)
    # a confirmation over the table: cancelled, the focus is back on the button that asked
    p.focus("#btn-new-game-2")
    p.keyboard.press("Enter")
    p.wait_for_selector("#overlay [data-act=cancel]")
    p.keyboard.press("Tab")
    p.keyboard.press("Tab")
    assert _focused(p).startswith("dialog:")
    p.focus("#overlay [data-act=cancel]")
    p.keyboard.press("Enter")
    assert p.evaluate("() => document.activeElement === document.getElementById('btn-new-game-2')"), _focused(p)
    pg.clean()


@pytest.mark.parametrize("family", ["rook", "callbreak", "shengji"])
def test_text_contrast_meets_wcag_aa_at_the_default_settings(page_factory, server, family):
    """Every visible text against what is behind it, 4.5:1 (3:1 for large text): the table (cards included),
    the summary, the tabs."""
    variant = available(server)[family]
    pg = page_factory().open(settings_for(variant))
    p = pg.page
    failing = []
    start_game(p, variant, seed=7)
    wait_ready(p)
    failing += [("table", f) for f in p.evaluate(CONTRAST)["failing"]]
    if family == "rook":
        p.evaluate("() => tricktable.showLastTrick(tricktable.Table)")
        failing += [("dialog", f) for f in p.evaluate(CONTRAST)["failing"]]
        p.keyboard.press("Escape")
        for tab in ("settings", "info", "history", "stats"):
            p.click(f"[data-tab={tab}]")
            p.wait_for_timeout(300)
            failing += [(tab, f) for f in p.evaluate(CONTRAST)["failing"]]
    assert p.evaluate(CONTRAST)["checked"] > 5
    assert not failing, failing
    pg.clean()
