"""Issue 24 (History at phone width): the History tab's list of finished games shows each game's date, variant,
result and Replay button inside a 360 px window, with nothing cut and no sideways scroll. As a four-column table
it was wider than the phone: in Greek the long "εγκαταλείφθηκε" pushed "Επανάληψη" wholly past the screen's edge,
in Czech "Přehrát" showed cut. Like Statistics, on a phone each game is a block of values beside their headings
(style.css ``.list.blocks``, ``data-label``); on a desktop it stays a table. Measured on the element boxes;
screenshots: test-output/screenshots/history24-*.png."""

from __future__ import annotations

import pytest
from browsing import DESKTOP, UPRIGHT, new_game, open_at_table, play_hand_by_socket, settings_for, shot

pytestmark = pytest.mark.browser

VARIANT = "webtest/mini"

#: Every problem a person would see in History's list: a cell, button or date past the window's or the tab's right
#: edge, a cell or button whose text is cut (wider than its box), the list scrolling sideways.
CUT_JS = """() => {
  const vw = document.documentElement.clientWidth, tab = document.querySelector('#tab-history').getBoundingClientRect();
  const wrap = document.querySelector('#history .list-wrap'), out = [];
  if (wrap.scrollWidth > wrap.clientWidth) out.push(`the list scrolls sideways: ${wrap.scrollWidth} px in ${wrap.clientWidth}`);
  if (document.documentElement.scrollWidth > vw) out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
  for (const row of document.querySelectorAll('#history .history-row')) {
    for (const e of row.querySelectorAll('td, button, .when')) {
      const r = e.getBoundingClientRect(), what = `${row.dataset.status} ${e.tagName} "${e.textContent.trim()}"`;
      if (r.width === 0 && e.textContent.trim()) out.push(`${what} is not shown`);
      if (r.left < -0.5 || r.right > vw + 0.5 || r.right > tab.right + 0.5) out.push(`${what} ends at ${r.right} px in ${vw}`);
      if (e.scrollWidth > e.clientWidth + 0.5 && e.tagName !== 'SPAN') out.push(`${what} is cut: ${e.scrollWidth} px in ${e.clientWidth}`);
    }
  }
  return out;
}"""


def _history(page_factory, viewport, lang, statuses=("abandoned", "finished", "finished")):
    """A browser in ``lang`` at ``viewport`` that holds two finished games and one abandoned, on its History tab
    (``statuses``: what its rows say, sorted, once the server has answered)."""
    pg = page_factory(viewport)
    p = pg.page
    p.goto(pg.server + "static/icons/icon-192.png")  # the origin's storage, before the page itself loads
    games = [new_game(p, VARIANT, seed, options={"target": 1}) for seed in (5, 6)]
    games.append(new_game(p, VARIANT, 7, options={"target": 500}))
    for game in games:  # one hand: the first two are decided by it, the third is ended undecided: abandoned
        play_hand_by_socket(p, game)
    open_at_table(p, pg.server, settings_for(VARIANT, lang=lang), games)
    p.click("[data-tab=history]")
    p.wait_for_selector("#history .history-row")
    shown = p.evaluate("() => [...document.querySelectorAll('#history .history-row')].map((r) => r.dataset.status)")
    assert sorted(shown) == list(statuses), shown
    return pg, p


@pytest.mark.parametrize("lang", ["el", "cs", "hu"])
def test_history_shows_every_games_date_result_and_replay_button_on_a_phone(page_factory, lang):
    pg, p = _history(page_factory, UPRIGHT, lang)
    shot(p, f"history24-{lang}.png")
    abandoned = p.evaluate("tricktable.t('history.abandoned')")
    assert abandoned in p.inner_text("#history .history-row[data-status=abandoned]")
    problems = p.evaluate(CUT_JS)
    assert not problems, f"History at 360 px in {lang}: {problems}"
    # each value says what it is: the headings a table's top row gave, beside the values they name
    labels = p.evaluate("""() => [...document.querySelectorAll('#history .history-row td[data-label]')].map((td) =>
        [td.dataset.label, getComputedStyle(td, '::before').content])""")
    assert labels and all(before == f'"{label}"' for label, before in labels), labels
    want = {p.evaluate(f"tricktable.t('{key}')") for key in ("history.when", "history.result")}
    assert {label for label, _ in labels} == want
    # and the Replay button of every game still opens its replay
    p.locator("#history .history-row[data-status=abandoned] [data-replay]").click()
    p.wait_for_selector("#replay .replay-nav", timeout=10000)
    pg.clean()


#: The longest names a room takes (24 characters, no space to break at): "Νίκη για: WWW… & ΩΩΩ…" is wider than a phone.
LONG_NAMES = ["W" * 24, "M" * 24, "Ω" * 24, None]


def _as_a_rooms_game(route):
    """/api/history's answer with its abandoned game made a room's game (its seats' names) that team 0 won."""
    response = route.fetch()
    body = response.json()
    game = next(g for g in body["games"] if g["status"] == "abandoned")
    game.update(status="finished", winner=0, names=LONG_NAMES)
    route.fulfill(response=response, json=body)


def test_a_rooms_game_with_long_names_wraps_its_result_on_a_phone(page_factory):
    """A room's game says who won by name: two 24-character names break over lines inside the block (as a room's
    page and the lobby's list break them) rather than run past the screen's edge."""
    made = []

    def factory(viewport):
        made.append(page_factory(viewport))
        made[0].page.route("**/api/history", _as_a_rooms_game)
        return made[0]

    pg, p = _history(factory, UPRIGHT, "el", statuses=["finished"] * 3)
    shot(p, "history24-room-names-el.png")
    result = p.inner_text("#history .history-row[data-status=finished] td[data-label]:nth-child(3)")
    assert "W" * 24 in result and "Ω" * 24 in result, result
    problems = p.evaluate(CUT_JS)
    assert not problems, problems
    pg.clean()


def test_history_stays_a_table_on_a_desktop(page_factory):
    pg, p = _history(page_factory, DESKTOP, "el")
    shot(p, "history24-desktop-el.png")
    shown = p.evaluate("""() => [getComputedStyle(document.querySelector('#history .list tr')).display,
        getComputedStyle(document.querySelector('#history .history-row td[data-label]'), '::before').content]""")
    assert shown == ["table-row", "none"], shown  # the headings' row is shown, no heading beside each value
    assert not p.evaluate(CUT_JS)
    pg.clean()
