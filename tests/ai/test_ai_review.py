"""The hand review: estimates from the player's view only, the costliest decisions flagged, words from the catalog."""

import random

from tricktable.ai import make_player
from tricktable.ai.review import hand_messages, page_choices, review_hand, review_match
from tricktable.engine import Deal, get_game, hand_seed, shuffled
from tricktable.i18n.localizer import localizer


def played_hand(game, seed, dealer=3):
    deal = game.deal_from_order(shuffled(game.deck(), hand_seed(seed, 1)), dealer)
    state = game.start_hand(game.new_match(dealer), deal)
    start = state
    players = [make_player("easy", game, s) for s in range(4)]
    actions = []
    while (seat := game.to_act(state)) is not None:
        a = players[seat].choose(game, game.view(state, seat), game.candidate_actions(state))
        actions.append((seat, a))
        state = game.advance(state, a)
    return deal, start, actions


def test_review_lists_every_card_decision_with_an_estimate_of_each_alternative():
    game = get_game("callbreak/master")
    deal, start, actions = played_hand(game, 1)
    review = review_hand(game, start, actions, 0, worlds=6)
    mine = [a for s, a in actions if s == 0 and a.kind == "play"]
    assert 8 <= len(review["decisions"]) <= len(mine)
    for d in review["decisions"]:
        assert len(d["alternatives"]) >= 2
        assert d["played"] in [alt["cards"] for alt in d["alternatives"]]
        assert d["cost"] == round(d["best_value"] - d["value"], 2) >= 0
    assert all(s in {d["step"] for d in review["decisions"]} for s in review["flags"])


def test_review_never_names_a_card_the_player_could_not_have_seen():
    game = get_game("rook/crowsnest")
    deal, start, actions = played_hand(game, 2)
    seat = 1
    review = review_hand(game, start, actions, seat, worlds=5)
    state = start
    seen_by_step = {}
    for step, (_who, a) in enumerate(actions):
        view = game.view(state, seat)
        seen_by_step[step] = set(view.hand) | {c for _, x in view.history for c in x.cards}
        state = game.advance(state, a)
    for d in review["decisions"]:
        named = set(d["played"]) | set(d["best"]) | {c for alt in d["alternatives"] for c in alt["cards"]}
        assert named <= seen_by_step[d["step"]]


def test_review_depends_only_on_the_players_view():
    """Swap two hidden cards between the other seats before any card is played: the first decision of seat 0
    (which leads) sees the same and is reviewed the same."""
    game = get_game("callbreak/master")
    deal = game.deal_from_order(shuffled(game.deck(), hand_seed(5, 1)), 3)
    other = [list(h) for h in deal.hands]
    other[1][0], other[2][0] = other[2][0], other[1][0]
    swapped = Deal(tuple(tuple(sorted(h)) for h in other), deal.extra)
    rng = random.Random(1)
    calls = []
    state = game.start_hand(game.new_match(3), deal)
    for _ in range(4):
        calls.append((game.to_act(state), game.legal_actions(state)[rng.randrange(3)]))
        state = game.advance(state, calls[-1][1])
    lead = (0, game.candidate_actions(state)[0])
    reviews = []
    for d in (deal, swapped):
        start = game.start_hand(game.new_match(3), d)
        reviews.append(review_hand(game, start, [*calls, lead], 0, worlds=8)["decisions"])
    assert reviews[0] == reviews[1] and reviews[0]


def test_review_of_a_match_in_words():
    game = get_game("callbreak/master")
    deal, start, actions = played_hand(game, 3)
    texts = [game.format_action(a) for _, a in actions]
    review = review_match(game, 3, [(deal, texts)], seat=2, worlds=4)
    assert review["format"] == "tricktable-review/1" and len(review["hands"]) == 1
    lines = [localizer("en").message(m, seats=localizer("en").seats_for(game, 2)) for m in hand_messages(game, review["hands"][0])]
    assert lines[0].startswith("Round 1:")  # Callbreak's deals are rounds (its display schema's word)
    for line in lines[1:]:
        assert line.startswith("Trick ") and "cost about" in line and "the best play was" in line or line.startswith("No costly")


def test_the_page_form_lists_every_decision_with_its_alternatives_best_first_and_the_flags_in_words():
    """What the replay viewer shows: each decision at its step, flagged as the review flags it (its line then the
    flag's "cost about"), every alternative best first with its words, the played and the best card marked."""
    game = get_game("rook/crowsnest")
    deal, start, actions = played_hand(game, 4)
    hand = {"number": 1, **review_hand(game, start, actions, 0, worlds=4)}
    hand["flags"] = hand["flags"] or [hand["decisions"][0]["step"]]  # at least one flagged line to read
    choices = page_choices(game, hand)
    assert [c["step"] for c in choices] == [d["step"] for d in hand["decisions"]]
    for c, d in zip(choices, hand["decisions"], strict=True):
        assert c["flagged"] == (d["step"] in hand["flags"])
        assert c["message"]["id"] == ("review-costly" if c["flagged"] else
                                      "review-decision-best" if d["played"] == d["best"] else "review-decision")
        values = [a["value"] for a in c["alternatives"]]
        assert values == sorted(values, reverse=True) and len(values) == len(d["alternatives"])
        assert [a["cards"] for a in c["alternatives"] if a["played"]] == [[game.format_card(x) for x in d["played"]]]
        assert [a["cards"] for a in c["alternatives"] if a["best"]] == [[game.format_card(x) for x in d["best"]]]
        for a in c["alternatives"]:
            assert a["message"] == {"id": "review-alternative", "params": {"cards": a["cards"], "value": a["value"]}}


def test_review_weighs_with_its_familys_own_normal_player_given_more_worlds(monkeypatch):
    """The review's estimates come from the family's `normal` (Rook's deals its worlds by the learned beliefs), not
    the generic search budget."""
    from dataclasses import replace

    import tricktable.ai.review as review_module
    from tricktable.ai.search.player import LEVELS, level_budget

    game = get_game("rook/crowsnest")
    deal, start, actions = played_hand(game, 3)
    used = []
    real = review_module.evaluate
    monkeypatch.setattr(review_module, "evaluate", lambda *a: used.append(a[4]) or real(*a))
    review_hand(game, start, actions, 0, worlds=4)
    assert used and set(used) == {replace(level_budget("normal", game), max_worlds=4)}
    assert used[0].beliefs is not None and used[0] != replace(LEVELS["normal"], max_worlds=4)
