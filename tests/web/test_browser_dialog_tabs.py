"""Issue 28: a question (confirmDialog) shows in whichever tab the person is, inside the window (it lived in the
Play tab and did nothing visible from Settings or History); the table's own dialogs (the hand's summary, the score
sheet) stay with the table: opened while the person is in another tab they wait unseen, and Tab there moves the
focus as without them. Screenshots: test-output/screenshots/dialog-tabs-*.png."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, SHOTS

pytestmark = pytest.mark.browser


def _in_window(p, viewport) -> bool:
    box = p.locator("#dialog").bounding_box()
    return bool(box) and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"] and box["x"] >= 0 \
        and box["x"] + box["width"] <= viewport["width"]


@pytest.mark.parametrize("lang", ["el", "cs"])
def test_a_question_shows_in_every_tab_and_the_tables_dialogs_wait_for_the_table(page_factory, lang):
    pg = page_factory(DESKTOP).open({"lang": lang})
    p = pg.page
    for tab in ["settings", "history", "info"]:
        p.click(f"[data-tab={tab}]")
        p.evaluate("() => { window.asked = tricktable.confirmDialog(tricktable.t('profile.revoke'), tricktable.t('profile.revoke_text'),"
                   " tricktable.t('profile.revoke')); }")
        p.locator("#overlay [data-act=confirm]").wait_for(state="visible")
        assert _in_window(p, DESKTOP), f"{tab}: the question is outside the window"
        if tab == "settings":
            p.screenshot(path=str(SHOTS / f"dialog-tabs-settings-{lang}.png"))
        p.click("#overlay [data-act=confirm]")
        assert p.evaluate("() => window.asked") is True
        p.wait_for_selector("#overlay", state="hidden")

    p.click("[data-tab=settings]")  # a table's dialog opened meanwhile: not shown here, the keys work as before
    p.evaluate("() => tricktable.openDialog((box) => { const h = document.createElement('h2'); h.textContent = 'x';"
               " const b = document.createElement('button'); b.textContent = tricktable.t('btn.cancel');"
               " b.onclick = () => tricktable.closeDialog(); box.append(h, b); }, 'sheet')")
    assert not p.is_visible("#dialog")
    p.focus("#tab-settings select")
    p.keyboard.press("Tab")
    assert p.evaluate("() => document.activeElement.closest('#tab-settings') !== null"), "Tab was kept by an unseen dialog"
    p.click("[data-tab=play]")
    p.locator("#dialog button").wait_for(state="visible")  # back at the table, the dialog is there
    pg.clean()
