"""The Tractor kernels equal their Python reference, move for move and value for value.

Every test that takes ``path`` runs twice: on the Python reference and on the native core (native_paths.py). The
reference of ``shengji_playout`` is ``TractorGame.random_playout`` in Python (``dispatch.reference_playout``), itself
equal to the engine's step-by-step loop (``Game.random_playout``: ``random_action`` then ``advance``); the reference of
``shengji_deal`` is ``dispatch.reference_deal_masks``. Equality includes the generator: both paths leave
``rng.getstate()`` the same. The kernel tests also check that the kernel answers (does not decline) every state a
hand reaches, so that the equality is the kernel's and not the reference's twice.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from native_paths import core

from tricktable import native
from tricktable.engine import Deal, get_game
from tricktable.engine.errors import InvalidConfig
from tricktable.engine.game import Game
from tricktable.games.shengji import dispatch
from tricktable.games.shengji.state import BURY, DECLARE_PHASE, OVER, HandState, Lead

#: every option that changes what the playout does (the rest only score), and a few levels
OPTION_SETS = [
    {},
    {"throws": True},
    {"strict_tractor_follow": True},
    {"throws": True, "strict_tractor_follow": True},
    {"first_dealer_rule": "winning_declarer"},
    {"start_level": "7", "throws": True},
    {"start_level": "A", "strict_tractor_follow": True},
    {"first_auction_seat": 2, "kitty_multiplier": "power", "must_defend_a": True},
]
IDS = ["-".join(f"{k}={v}" for k, v in o.items()) or "default" for o in OPTION_SETS]


def hand_states(g, seed: int, deal_number: int = 1) -> list[HandState]:
    """Every state of one hand played by random legal actions (declaration, burial, play), the end too."""
    rng = random.Random(seed)
    deck = list(g.deck())
    rng.shuffle(deck)
    dealer = seed % 4
    match = g.new_match(dealer)
    if deal_number != 1:
        match = type(match)(dealer=dealer, hand_number=deal_number, levels=match.levels)
    s = g.start_hand(match, g.deal_from_order(deck, dealer))
    out = [s]
    while s.phase != OVER:
        s = g.advance(s, g.random_action(s, rng))
        out.append(s)
    return out


def kernel(state: HandState, rng):
    return dispatch.kernel_playout(core(), state, rng)


def reference(g, state: HandState, rng):
    with native.pure_python():
        return dispatch.reference_playout(g, state, rng)


@pytest.mark.parametrize("options", OPTION_SETS, ids=IDS)
def test_playout_reaches_the_step_by_step_final_state_on_every_option_set(path, options):
    g = get_game("shengji/tractor", options)
    for seed in range(6):
        states = hand_states(g, seed, 1 + seed % 2)
        for start in states[:: 5 + seed]:
            a, b = random.Random(seed * 7 + 1), random.Random(seed * 7 + 1)
            assert g.random_playout(start, a) == Game.random_playout(g, start, b)
            assert a.getstate() == b.getstate()


@pytest.mark.parametrize("options", OPTION_SETS, ids=IDS)
def test_kernel_answers_every_state_of_a_hand_as_the_reference(options):
    g = get_game("shengji/tractor", options)
    answered = 0
    for seed in range(8):
        for i, start in enumerate(hand_states(g, 100 + seed, 1 + seed % 3)):
            if i % 3 and start.phase != OVER:
                continue
            a, b = random.Random(seed + i), random.Random(seed + i)
            got = kernel(start, a)
            if start.phase == OVER:  # nothing left to play: the dispatch point returns the state itself
                assert got is NotImplemented
                continue
            assert got is not NotImplemented, (seed, i, start.phase)
            assert got == reference(g, start, b)
            assert a.getstate() == b.getstate()
            answered += 1
    assert answered > 100


def test_many_random_hands_from_the_deal_match_the_reference():
    """The bench's own hands: from the deal, every option set, 40 hands each."""
    for options in OPTION_SETS:
        g = get_game("shengji/tractor", options)
        rng = random.Random(7)
        for _ in range(40):
            deck = list(g.deck())
            rng.shuffle(deck)
            dealer = rng.randrange(4)
            s = g.start_hand(g.new_match(dealer), g.deal_from_order(deck, dealer))
            seed = rng.randrange(10**9)
            a, b = random.Random(seed), random.Random(seed)
            got = kernel(s, a)
            assert got == reference(g, s, b)
            assert a.getstate() == b.getstate()
            assert g.hand_result(got).to_json() == g.hand_result(reference(g, s, random.Random(seed))).to_json()


def test_other_generators_and_rollout_policies_are_left_to_the_reference(path):
    g = get_game("shengji/tractor", {"throws": True})
    start = hand_states(g, 3)[0]

    class Mine(random.Random):
        pass

    def shadowed(seed):  # an instance whose random() draws from elsewhere
        rng = random.Random(seed)
        rng.random = random.Random(seed + 1).random  # type: ignore[method-assign]
        return rng

    for make in (Mine, shadowed):
        if path == "native":
            assert kernel(start, make(4)) is NotImplemented
        assert g.random_playout(start, make(4)) == Game.random_playout(g, start, make(4))

    def single(m1, suit, best_key, partner, order, rng):  # the lowest card held
        return (m1 & -m1).bit_length() - 1

    play = next(s for s in hand_states(g, 4) if s.phase == "play")
    a, b = random.Random(1), random.Random(1)
    with native.pure_python():
        expected = dispatch.reference_playout(g, play, b, single)
    assert g.random_playout(play, a, single) == expected
    assert a.getstate() == b.getstate()


# ---------------------------------------------------------------- states the Python API accepts, mangled (fuzzing)

_PLAIN_FIELDS = ("to_act", "dealer", "level", "decl_seat", "first_decl", "passes", "best", "best_key", "tricks")
_ODD_VALUES = st.one_of(
    st.integers(-3, 60), st.sampled_from([None, True, 2**54, -(2**70), 1.0, "x", (), (1,), (0, 0, 0, 0)]))


@st.composite
def mangled(draw):
    """A state of a real hand with one to three fields replaced by odd values (types, ranges, inconsistencies)."""
    options = draw(st.sampled_from(OPTION_SETS))
    g = get_game("shengji/tractor", options)
    states = hand_states(g, draw(st.integers(0, 40)))
    s = draw(st.sampled_from(states[:-1]))
    v = s._asdict()
    for _ in range(draw(st.integers(1, 3))):
        name = draw(st.sampled_from(
            (*_PLAIN_FIELDS, "h1", "h2", "kitty", "decl", "trick", "lead", "points", "strict", "throws", "phase",
             "trump")))
        if name in ("h1", "h2"):
            hands = list(v[name])
            hands[draw(st.integers(0, 3))] = draw(st.one_of(st.integers(0, 2**54 + 5), _ODD_VALUES))
            v[name] = tuple(hands)
        elif name == "kitty":
            v[name] = tuple(draw(st.lists(st.integers(-2, 56), max_size=9)))
        elif name == "decl":
            v[name] = tuple(draw(st.lists(st.integers(-2, 56), max_size=3)))
        elif name == "trick":
            v[name] = tuple(draw(st.lists(
                st.tuples(st.integers(-1, 4), st.lists(st.integers(-1, 55), max_size=4).map(tuple)), max_size=4)))
        elif name == "lead":
            v[name] = draw(st.one_of(st.none(), st.builds(
                Lead, st.integers(-1, 5), st.integers(-1, 8), st.integers(-1, 4), st.integers(-1, 40),
                st.integers(-1, 18), st.booleans(), st.lists(st.integers(0, 53), max_size=6).map(tuple))))
        elif name == "points":
            v[name] = draw(st.one_of(st.tuples(st.integers(-5, 300), st.integers(-5, 300)), _ODD_VALUES))
        elif name in ("strict", "throws"):
            v[name] = draw(st.one_of(st.booleans(), _ODD_VALUES))
        elif name == "phase":
            v[name] = draw(st.sampled_from(["declare", "exchange", "play", "over", "bid"]))
        else:
            v[name] = draw(_ODD_VALUES)
    return g, HandState(**v)


def _first_of_hand(options: dict[str, object], phase: str) -> tuple[Game, HandState]:
    """The game and the first state in ``phase`` of the hand of seed 0."""
    g = get_game("shengji/tractor", options)
    return g, next(s for s in hand_states(g, 0) if s.phase == phase)


#: the declaration of hand 0 with a lead that nobody made: the reference's play follows it (and crashes on most, or
#: draws other cards than a trick start would); the kernel, starting the play at a trick start, must decline them
_DECLARE = _first_of_hand({}, DECLARE_PHASE)
_PHANTOM_LEADS = [  # (the Lead's fields, the seed) of the failures hypothesis found, each its own reference outcome
    ((5, 1, 0, 0, 0, False, ()), 0),  # suit 5: IndexError on the suit masks
    ((5, 0, 0, 0, 0, False, ()), 0),  # IndexError in sample_follow
    ((0, 0, -1, 0, 0, False, ()), 0),  # ValueError in comb (negative pairs)
    ((0, 0, 0, 0, 2, False, ()), 169),  # ValueError: empty randrange
    ((0, 0, 0, 0, 1, False, ()), 135),  # ValueError: negative shift count
    ((0, 0, 0, 0, 1, False, ()), 60),  # IndexError in sample_unit_lead
    ((0, 0, 0, 0, 0, True, ()), 0),  # IndexError in throw_key (a throw of no cards)
    ((0, 0, 0, 0, 0, False, ()), 0),  # no error: the reference plays on from the phantom lead, another hand
]


def _phantom(test):
    for fields, seed in _PHANTOM_LEADS:
        test = example((_DECLARE[0], _DECLARE[1]._replace(lead=Lead(*fields))), seed)(test)
    return test


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mangled(), st.integers(0, 2**32))
@_phantom
def test_mangled_states_are_declined_untouched_or_played_as_the_reference(case, seed):
    g, s = case
    a = random.Random(seed)
    before = a.getstate()
    got = kernel(s, a)
    if got is NotImplemented:
        assert a.getstate() == before
        return
    b = random.Random(seed)
    assert got == reference(g, s, b)
    assert a.getstate() == b.getstate()


@pytest.mark.parametrize("phase", [DECLARE_PHASE, BURY])
@pytest.mark.parametrize("under_way", ["lead", "trick", "both"])
def test_a_trick_under_way_before_the_play_is_declined(phase, under_way):
    """Before the play the kernel takes only an empty trick and no lead (docs/native.md, the domain): the reference's
    play starts from the state's own trick and lead (a lead there is followed though nobody made it), the kernel's
    at a trick start."""
    _, s = _first_of_hand({"throws": True}, phase)
    assert kernel(s, random.Random(0)) is not NotImplemented  # the real state is answered
    lead = Lead(0, 1, 0, 0, 0, False, ())
    trick = ((s.to_act, (0,)),)
    s = s._replace(lead=lead if under_way != "trick" else None, trick=trick if under_way != "lead" else ())
    rng = random.Random(3)
    before = rng.getstate()
    assert kernel(s, rng) is NotImplemented
    assert rng.getstate() == before


# ---------------------------------------------------------------- the deal's check


def test_deal_masks_of_shuffled_deals_are_the_reference_masks(path):
    g = get_game("shengji/tractor")
    rng = random.Random(2)
    for _ in range(50):
        deck = list(g.deck())
        rng.shuffle(deck)
        deal = g.deal_from_order(deck, rng.randrange(4))
        assert dispatch.deal_masks(deal) == dispatch.reference_deal_masks(deal)
        listed = Deal([list(h) for h in deal.hands], list(deal.extra))  # type: ignore[arg-type]
        assert dispatch.deal_masks(listed) == dispatch.reference_deal_masks(deal)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 8), st.one_of(st.integers(-3, 60), st.sampled_from([True, 1.5, "x"])))
def test_mangled_deals_are_declined_and_the_reference_decides(seed, where, value):
    rng = random.Random(seed)
    deck = list(get_game("shengji/tractor").deck())
    rng.shuffle(deck)
    hands = [deck[i * 25:(i + 1) * 25] for i in range(4)]
    extra = deck[100:]
    spot = rng.randrange(25 if where < 4 else 8)
    (hands[where] if where < 4 else extra)[spot] = value
    if where == 8 and seed % 2:
        extra = extra[:-1]
    deal = Deal(tuple(tuple(h) for h in hands), tuple(extra))
    got = core().shengji_deal(deal.hands, deal.extra)
    try:
        expected = dispatch.reference_deal_masks(deal)
    except (InvalidConfig, TypeError) as e:
        assert got is NotImplemented, e
        return
    assert got is NotImplemented or got == expected


# ---------------------------------------------------------------- the search's card-sense rollout policy


@pytest.mark.parametrize("options", OPTION_SETS[:4], ids=IDS[:4])
def test_card_sense_playout_is_the_step_by_step_policy(path, options):
    """``random_playout(state, rng, sense_single)`` (the kernel plays the policy itself) equals the policy's own
    actions applied one by one (``sense_action`` then ``advance``)."""
    from tricktable.ai.search.families.shengji_rollout import sense_action, sense_single

    g = get_game("shengji/tractor", options)
    for seed in range(4):
        for start in hand_states(g, 200 + seed)[:: 9 + seed]:
            a, b = random.Random(seed), random.Random(seed)
            fast = g.random_playout(start, a, sense_single)
            s = start
            while s.phase != OVER:
                s = g.advance(s, sense_action(g, s, b))
            assert fast == s
            assert a.getstate() == b.getstate()


def test_kernel_answers_the_card_sense_policy_as_the_reference():
    from tricktable.ai.search.families.shengji_rollout import RANDOM_SHARE, sense_single

    assert dispatch.NATIVE_SINGLES[sense_single]() == RANDOM_SHARE
    g = get_game("shengji/tractor", {"throws": True})
    for seed in range(6):
        for start in hand_states(g, 300 + seed)[:-1:7]:
            a, b = random.Random(seed), random.Random(seed)
            got = dispatch.kernel_playout(core(), start, a, RANDOM_SHARE)
            assert got is not NotImplemented
            with native.pure_python():
                assert got == dispatch.reference_playout(g, start, b, sense_single)
            assert a.getstate() == b.getstate()
