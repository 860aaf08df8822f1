"""The hand summary's scoring in words comes from the rules (Game.explain_result), in the rulebooks' terms, and is
written in each language at the edge; the page only shows it."""

from __future__ import annotations

import pytest

from tricktable.engine import get_game
from tricktable.i18n import LANGUAGES, localizer
from tricktable.i18n.localizer import message_json


def _said(variant, result, lang="en", viewer=0, **options):
    """What the rules say of the hand whose result's JSON is ``result`` (read back as the family's typed result)."""
    game = get_game(variant, options)
    loc = localizer(lang)
    return [loc.message(m, seats=loc.seats_for(game, viewer))
            for m in game.explain_result(game.result_from_json(result))]


def test_rook_a_set_bid_scores_minus_the_bid_and_the_other_side_keeps_its_points():
    result = {"declarer": 1, "bid": 120, "trump": "G", "points": [40, 80], "made": False, "score": [40, -120]}
    assert _said("rook/crowsnest", result) == [
        "Left bid 120. They took 80 points, 40 short of the bid: set, so they score -120.",
        "We took 40 points, so we score +40."]
    assert _said("rook/crowsnest", result, viewer=1)[0].startswith("You bid 120. We took 80 points")


def test_rook_a_side_that_takes_every_point_is_told_its_score_doubles():
    result = {"declarer": 0, "bid": 100, "trump": "R", "points": [180, 0], "made": True, "score": [200, 0], "moon": 0}
    said = _said("rook/tournament", result, "hu", shoot_the_moon=True)
    assert said[0] == "A licited: 100. 180 pontot vittünk: a licit teljesült, így +200 pontot kapunk."
    assert said[-1] == "Minden pontot mi vittünk: a pontszám duplán számít."


@pytest.mark.parametrize(("call", "took", "why"), [
    (2, 2, "exactly the call"), (2, 3, "one more than the call still counts"), (2, 4, "more than the call + 1"),
    (3, 1, "fewer than the call"), (8, 8, "a call of 8 or more that is made scores 13")])
def test_callbreak_master_says_why_a_call_scored_in_its_window_rule(call, took, why):
    result = {"calls": [call, 2, 2, 2], "tricks": [took, 2, 2, 2], "score": [0, 2, 2, 2]}
    assert f"You: called {call}, took {took}: {why}, so" in _said("callbreak/master", result)[0]


def test_callbreak_standard_counts_overtricks_at_a_tenth_each_in_the_languages_decimals():
    result = {"calls": [3, 2, 2, 2], "tricks": [5, 2, 2, 4], "score": [3.2, 2, 2, 2.2]}
    assert _said("callbreak/standard", result)[0] == \
        "You: called 3, took 5: the call made, and 2 extra at 0.1 each, so +3.2."
    assert _said("callbreak/standard", result, "cs")[0] == \
        "Vy: hlášení 3, uhráno 5: hlášení splněno a 2 navíc po 0,1, takže +3,2."


def tractor(dealer, points, levels, next_dealer, winner=None):
    """A Tractor hand's result JSON (trump, level and kitty as any hand might have them: the words do not say them)."""
    return {"dealer": dealer, "trump": "S", "level": "2", "attacker_points": points, "kitty_points": 0,
            "levels": {"0": levels[0], "1": levels[1]}, "next_dealer": next_dealer, "winner": winner}


def test_tractor_the_attackers_points_decide_who_goes_up_and_who_defends():
    took_over = tractor(0, 130, ("2", "3"), 1)
    assert _said("shengji/tractor", took_over) == [
        "The attackers (they) took 130 points; they need 80 to take over.", "They go up to 3 (+1).",
        "They take over: they defend next hand."]
    held = tractor(1, 0, ("2", "5"), 3)
    assert _said("shengji/tractor", held, viewer=1) == [
        "The attackers (they) took 0 points; they need 80 to take over.", "We go up to 5 (+3).",
        "We keep the deal and defend again."]
    no_change = tractor(0, 90, ("2", "2"), 1)
    assert _said("shengji/tractor", no_change)[1] == "Nobody goes up a level."


@pytest.mark.parametrize(("lang", "viewer", "last"), [
    ("en", 0, "They win the match."), ("en", 1, "We win the match."), ("ro", 1, "Am câștigat meciul."),
    ("hu", 0, "Ők megnyerték a mérkőzést."), ("el", 1, "Κερδίσαμε τον αγώνα."), ("cs", 0, "Oni vyhráli zápas.")])
def test_tractor_the_hand_that_ends_the_match_says_who_won_it_not_who_defends_next(lang, viewer, last):
    """Nobody defends a next hand after the match is won: the last line names the winner instead."""
    won = tractor(0, 160, ("K", "A+1"), 1, winner=1)
    said = _said("shengji/tractor", won, lang, viewer=viewer)
    assert said[-1] == last
    assert len(said) == 3


def test_a_redeal_says_so_in_every_family():
    for variant in ("rook/crowsnest", "callbreak/master"):
        assert _said(variant, {"redeal": True}) == ["No contract: the hand is dealt again."]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_gets_ids_and_params_seen_from_its_seat(lang):
    game = get_game("callbreak/master")
    seats = localizer(lang).seats_for(game, 2)
    lines = [message_json(m, seats) for m in game.explain_result(game.result_from_json(
        {"calls": [2, 3, 4, 5], "tricks": [2, 3, 4, 4], "score": [2, 3, 4, -5]}))]
    assert lines[2] == {"id": "explain-cb-line", "params": {"seat": "you", "call": 4, "took": 4,
                                                            "why": {"id": "explain-cb-exact", "params": {}},
                                                            "score": 4}}
    assert all(localizer(lang).has(line["id"]) for line in lines)
