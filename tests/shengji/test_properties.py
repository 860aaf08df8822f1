"""Property tests: the validator against brute force over every subset, exact counts, candidates legal, uniform
sampling legal, cards conserved across the double deck, points sum to 200, same seed → same record."""

import random
from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.cards.decks import DOUBLE_DECK_108
from tricktable.engine import get_game
from tricktable.engine.match import deal_for
from tricktable.games.shengji import leads
from tricktable.games.shengji.follow import (
    candidate_follows,
    count_follows,
    enumerate_follows,
    follow_error,
    sample_follow,
)
from tricktable.games.shengji.ordering import POINTS, order_for
from tricktable.games.shengji.state import lead_of
from tricktable.games.shengji.units import classify, hand_list, hand_of


def _pairs(cards):
    return sum(1 for v in Counter(cards).values() if v == 2)


def _has_tractor(cards, k, order, suit):
    inds = {order.idx[x] for x, v in Counter(cards).items() if v == 2 and order.eff[x] == suit}
    return any(all(i + j in inds for j in range(k)) for i in inds)


def reference_legal(hand, lead, play, order, strict):
    """§2.5 follow rules written directly from the rulebook, over card lists."""
    suit, n = order.eff[lead[0]], len(lead)
    k = _pairs(lead)
    if len(play) != n or Counter(play) - Counter(hand):
        return False
    s = [x for x in hand if order.eff[x] == suit]
    ps = [x for x in play if order.eff[x] == suit]
    if len(ps) != min(n, len(s)) or _pairs(ps) < min(k, _pairs(s)):
        return False
    if strict and k >= 2 and _has_tractor(s, k, order, suit):
        return _has_tractor(ps, k, order, suit)
    return True


def submultisets(cards, n):
    return sorted(set(tuple(sorted(x)) for x in combinations(sorted(cards), n)))


@st.composite
def small_case(draw):
    rng = random.Random(draw(st.integers(0, 10**9)))
    level, trump = rng.randrange(13), rng.randrange(5)
    order = order_for(level, trump)
    deck = list(DOUBLE_DECK_108)
    rng.shuffle(deck)
    # a biased deck so that pairs and tractors are common: draw from a few identities
    ids = rng.sample(range(54), rng.randrange(4, 12))
    pool = [x for x in deck if x in ids]
    rng.shuffle(pool)
    hand = pool[: rng.randrange(2, min(10, len(pool)) + 1)]
    leader_cards = list((Counter(pool[len(hand):] + deck[:20]) & Counter(dict.fromkeys(range(54), 2))).elements())
    lh = hand_of(leader_cards)
    units = leads.unit_leads(*lh, order)
    lead = rng.choice(units)
    return order, hand, lead, rng.random() < 0.5


@settings(max_examples=250, deadline=None)
@given(small_case())
def test_validator_count_enumeration_and_candidates_agree_with_brute_force(case):
    order, hand, lead_cards, strict = case
    lead = lead_of(tuple(lead_cards), order, strict)
    if lead.n > len(hand):
        return
    m1, m2 = hand_of(hand)
    args = (m1, m2, lead.suit, lead.n, lead.pairs, order, lead.strict_len)
    brute = [p for p in submultisets(hand, lead.n) if reference_legal(hand, lead_cards, p, order, strict)]
    for p in submultisets(hand, lead.n):
        assert (follow_error(m1, m2, lead.suit, lead.n, lead.pairs, p, order, lead.strict_len) is None) == (p in brute)
    assert count_follows(*args) == len(brute)
    assert enumerate_follows(*args) == brute
    cands = candidate_follows(*args)
    assert cands and set(cands) <= set(brute)
    rng = random.Random(1)
    for _ in range(5):
        assert sample_follow(*args, rng) in brute


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**9))
def test_unit_leads_are_exactly_the_classified_subsets(seed):
    rng = random.Random(seed)
    order = order_for(rng.randrange(13), rng.randrange(5))
    ids = rng.sample(range(54), 6)
    hand = [x for x in ids for _ in range(rng.choice((1, 2, 2)))]
    m1, m2 = hand_of(hand)
    brute = [p for n in range(1, len(hand) + 1) for p in submultisets(hand, n) if classify(p, order)]
    assert leads.unit_leads(m1, m2, order) == sorted(brute)
    assert leads.count_unit_leads(m1, m2, order) == len(brute)
    assert leads.sample_unit_lead(m1, m2, order, rng) in brute
    throws = [p for n in range(1, len(hand) + 1) for p in submultisets(hand, n)
              if len({order.eff[x] for x in p}) == 1]
    assert leads.throw_leads(m1, m2, order) == sorted(throws)
    assert leads.count_throw_leads(m1, m2, order) == len(throws)


def playout(game, seed, check_candidates=False):
    rng = random.Random(seed)
    match = game.new_match(seed % 4)
    state = game.start_hand(match, deal_for(game, seed, 1, match.dealer))
    played = []
    while game.to_act(state) is not None:
        if check_candidates:
            for a in game.candidate_actions(state):
                game.check(state, a)
        cards = [x for s in range(4) for x in hand_list(state.h1[s], state.h2[s])]
        kept = list(state.kitty) if state.phase == "declare" else []
        assert sorted(cards + played + list(state.buried) + kept) == list(DOUBLE_DECK_108)
        state, events = game.apply(state, game.random_action(state, rng))
        played += [x for e in events if e.kind == "played" for x in e.cards]
    return state


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([{}, {"throws": True}, {"strict_tractor_follow": True}]))
def test_cards_conserved_and_points_sum_to_200(seed, options):
    game = get_game("shengji/tractor", options)
    state = playout(game, seed, check_candidates=seed % 5 == 0)
    assert sum(state.points) + sum(POINTS[x] for x in state.buried) == 200
    r = game.hand_result(state).to_json()
    assert r["attacker_points"] % 5 == 0


def test_same_seed_same_record():
    from tricktable.ai.base import RandomPlayer
    from tricktable.table.runner import Table

    game = get_game("shengji/tractor")

    def record():
        t = Table(game, [RandomPlayer(s) for s in range(4)], seed=11)
        t.play_hand()
        return t.record.to_json(game)

    assert record() == record()


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9))
def test_throw_beatable_agrees_with_brute_force_over_the_other_hands_units(seed):
    from tricktable.games.shengji.throws import beatable, decompose

    rng = random.Random(seed)
    order = order_for(rng.randrange(13), rng.randrange(5))
    suit = rng.randrange(5)
    ids = [x for x in range(54) if order.eff[x] == suit]
    if not ids:  # the trump suit has no plain cards of its own
        return
    throw = sorted(rng.sample(ids, min(len(ids), 4)) * 2)[: rng.randrange(2, 8)]
    other = [x for x in ids if x not in throw for _ in range(rng.randrange(3))]
    m1, m2 = hand_of(other)
    units = [classify(u, order) for u in leads.unit_leads(m1, m2, order)]
    for comp, _ in decompose(throw, order):
        brute = any(u.suit == comp.suit and u.top > comp.top and (
            (comp.pairs == 0) or (comp.pairs == 1 and u.pairs >= 1 and u.n == 2) or
            (comp.pairs >= 2 and u.pairs >= comp.pairs)) for u in units)
        assert beatable(comp, m1, m2, order) == brute

