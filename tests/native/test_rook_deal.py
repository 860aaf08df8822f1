"""The ``rook_deal`` kernel (``RookGame.start_hand``'s check of a deal) equals its reference,
``rules.reference_deal_masks``: the same masks for every deal the rules accept, and on anything else either the same
answer or a decline (``NotImplemented``) that leaves the reference to raise its own error.

Tests taking ``path`` run on the Python reference and on the native core (native_paths.py).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core
from rook_positions import IDS, OPTION_SETS, fields, game

from tricktable.engine.dealing import Deal
from tricktable.engine.errors import RuleError
from tricktable.games.rook import dispatch
from tricktable.games.rook.rules import reference_deal_masks


def shuffled_deal(g, seed: int, dealer: int) -> Deal:
    rng = random.Random(seed)
    deck = list(g.deck())
    rng.shuffle(deck)
    return g.deal_from_order(deck, dealer)


def outcome(fn, *args):
    """("ok", answer) or ("error", type, message id, params)."""
    try:
        return "ok", fn(*args)
    except RuleError as e:
        return "error", type(e), e.msg_id, e.params


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
def test_kernel_gives_the_reference_masks_of_every_shuffled_deal(key, options):
    g = game(key, options)
    c = core()
    for seed in range(60):
        deal = shuffled_deal(g, seed, seed % 4)
        got = c.rook_deal(dispatch.kernel_tables(g, c), deal.hands, deal.extra)
        assert got == reference_deal_masks(g, deal)
        lists = c.rook_deal(dispatch.kernel_tables(g, c), [list(h) for h in deal.hands], list(deal.extra))
        assert lists == got


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
def test_start_hand_is_the_same_state_on_both_paths(path, key, options):
    g = game(key, options)
    for seed in range(20):
        match = g.new_match(seed % 4)
        s = g.start_hand(match, shuffled_deal(g, seed, seed % 4))
        masks, nest = reference_deal_masks(g, shuffled_deal(g, seed, seed % 4))
        assert (s.ctx.hands, s.ctx.nest) == (masks, nest)
        assert s.to_act == (seed % 4 + 1) % 4


#: what a mangled deal may hold instead of a card: any int (ids of this deck, of other decks, negative, huge),
#: bools, floats, strings, None
CARD = st.one_of(st.integers(-130, 130), st.integers(), st.booleans(), st.floats(allow_nan=False), st.just("G5"),
                 st.none())


@st.composite
def mangled_deals(draw):
    """A shuffled deal of a random option set with some cards replaced, duplicated, dropped or added, hands as tuples
    or lists, sometimes a wrong number of hands."""
    g = game(*draw(st.sampled_from(OPTION_SETS)))
    deal = shuffled_deal(g, draw(st.integers(0, 2**32)), draw(st.integers(0, 3)))
    parts = [list(h) for h in deal.hands] + [list(deal.extra)]
    for _ in range(draw(st.integers(0, 3))):
        part = parts[draw(st.integers(0, 4))]
        what = draw(st.sampled_from(("replace", "duplicate", "drop", "add", "swap")))
        if what == "replace" and part:
            part[draw(st.integers(0, len(part) - 1))] = draw(CARD)
        elif what == "duplicate" and part:
            other = parts[draw(st.integers(0, 4))]
            if other:
                part[draw(st.integers(0, len(part) - 1))] = other[draw(st.integers(0, len(other) - 1))]
        elif what == "drop" and part:
            part.pop(draw(st.integers(0, len(part) - 1)))
        elif what == "add":
            part.append(draw(CARD))
        elif what == "swap":  # a card moved between hands: every card once, wrong sizes
            other = parts[draw(st.integers(0, 4))]
            if part:
                other.append(part.pop())
    as_tuple = draw(st.booleans())
    hands = [tuple(h) if as_tuple else h for h in parts[:4]]
    count = draw(st.sampled_from((4, 4, 4, 3, 5)))
    hands = (hands + hands)[:count]
    return g, Deal(tuple(hands) if as_tuple else hands, tuple(parts[4]) if as_tuple else parts[4])


@settings(max_examples=400, deadline=None)
@given(mangled_deals())
def test_kernel_on_mangled_deals_equals_the_reference_or_declines(gd):
    g, deal = gd
    c = core()
    got = c.rook_deal(dispatch.kernel_tables(g, c), deal.hands, deal.extra)
    ref = outcome(reference_deal_masks, g, deal)
    if got is NotImplemented:
        return  # the dispatch point runs the reference, whose answer or error stands
    assert ref == ("ok", got)


@settings(max_examples=200, deadline=None)
@given(mangled_deals())
def test_start_hand_on_mangled_deals_answers_or_fails_alike_on_both_paths(gd):
    from tricktable import native

    g, deal = gd
    match = g.new_match(1)
    results = []
    for ctx in (native.native_core, native.pure_python):
        if ctx is native.native_core and native.LOADED is None:
            pytest.skip(f"the native core is not in use ({native.STATUS})")
        with ctx():
            got = outcome(g.start_hand, match, deal)
        results.append(("ok", fields(got[1])) if got[0] == "ok" else got)
    assert results[0] == results[1]


def test_kernel_declines_what_is_not_its_tables_or_a_deal():
    g = game("rook/crowsnest", {})
    c = core()
    deal = shuffled_deal(g, 1, 0)
    tables = dispatch.kernel_tables(g, c)
    assert c.rook_deal(object(), deal.hands, deal.extra) is NotImplemented
    assert c.rook_deal(tables, iter(deal.hands), deal.extra) is NotImplemented
    assert c.rook_deal(tables, deal.hands, None) is NotImplemented
    with pytest.raises(TypeError):
        c.rook_deal(tables, deal.hands)


@pytest.mark.parametrize(("key", "options"), OPTION_SETS, ids=IDS)
def test_nest_points_count_every_card_of_the_nest(key, options):
    """``dispatch.nest_points`` (the rollouts' nest counters) visits only the cards with points: the same total as
    every card's points added, for random nests, the whole deck, and an empty nest."""
    g = game(key, options)
    points = g.t.points
    deck = [ix for ix in range(len(points)) if g.t.deck_mask >> ix & 1]
    rng = random.Random(11)
    nests = [0, g.t.deck_mask] + [sum(1 << ix for ix in rng.sample(deck, rng.randint(1, 8))) for _ in range(200)]
    for nest in nests:
        assert dispatch.nest_points(g, nest) == sum(points[ix] for ix in range(len(points)) if nest >> ix & 1)
    with pytest.raises(IndexError):  # a bit past the table: the same error as before
        dispatch.nest_points(g, 1 << len(points))
