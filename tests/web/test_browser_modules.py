"""The page as ES modules: one module entry, no page globals but the debugging handle, and a family's own word for
a deal in its end-of-hand dialog (Callbreak: "Round 1" and "Next round", in every language)."""

from __future__ import annotations

import pytest
from browsing import PHONE, available, play_hand, settings_for, shot, start_game

pytestmark = pytest.mark.browser

# the summary's title and its way on, then the table's status and its button back to the summary, after Callbreak's
# word for a deal (page.ftl: summary.title_round, btn.next_round, status.round_over, btn.round_summary)
ROUND = {"en": ("Round 1", "Next round", "The round is over", "Round summary"),
         "el": ("Γύρος 1", "Επόμενος γύρος", "Ο γύρος τελείωσε", "Σύνοψη γύρου"),
         "cs": ("Kolo 1", "Další kolo", "Kolo skončilo", "Shrnutí kola")}


def test_the_page_shares_no_globals_but_the_debugging_handle(page_factory):
    pg = page_factory()
    p = pg.open(settings_for("webtest/mini")).page
    # a classic script's names were the page's globals (its consts too, in the global scope a later script reads)
    leaked = p.evaluate("""() => ['Table', 'Room', 'Settings', 'Games', 'Trick', 'catalog', 't', 'renderControls',
        'renderSeat', 'actionLabel', 'showTab'].filter((n) => eval(`typeof ${n}`) !== 'undefined')""")
    assert leaked == []
    assert p.evaluate("() => tricktable.Table.state === tricktable.state.table && tricktable.state.catalog.variants.length > 0")
    assert p.evaluate("() => Object.isFrozen(window.tricktable)")
    pg.clean()


@pytest.mark.parametrize("lang", list(ROUND))
@pytest.mark.parametrize("viewport", ["phone", "desktop"])
def test_callbreaks_end_of_hand_dialog_says_round(page_factory, server, lang, viewport):
    variant = available(server).get("callbreak")
    if variant is None:
        pytest.skip("no callbreak variant is registered")
    pg = page_factory({"width": 360, "height": PHONE["height"]} if viewport == "phone" else None)
    p = pg.open(settings_for(variant, lang=lang)).page
    start_game(p, variant, seed=5)
    play_hand(p)
    title, buttons = p.evaluate("""() => [document.querySelector('#dialog h2').textContent,
        [...document.querySelectorAll('#dialog .dialog-buttons button')].map((b) => b.textContent)]""")
    shot(p, f"modules-callbreak-round-{lang}-{viewport}.png")
    assert (title, buttons[0]) == ROUND[lang][:2]
    p.click("#dialog [data-act=close]")  # the summary closed: the controls offer the next round and its summary
    assert p.inner_text("#controls button.primary") == ROUND[lang][1]
    assert p.inner_text("#status") == ROUND[lang][2]
    assert p.inner_text("#controls button:not(.primary)") == ROUND[lang][3]
    shot(p, f"modules-callbreak-round-closed-{lang}-{viewport}.png")
    pg.clean()
