"""Soft inference: weighted worlds keep every hard fact, shift the odds toward worlds that explain the bids, and the
Rook auction model reads the auction the way the rules run it."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktable.ai import kind_info, make_player
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.families.rook import auction_evidence
from tricktable.ai.search.infoset import knowledge, played_by
from tricktable.ai.search.worlds import PILE, Knowledge, weighted_sample
from tricktable.cards.notation import ROOK_BASE
from tricktable.engine import Action, Deal, get_game, hand_seed, shuffled

ROOK = get_game("rook/crowsnest", {})


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 12))
def test_weighted_worlds_keep_every_count_and_constraint(seed, pool):
    k = Knowledge(0, list(range(1, 13)), {1: 3, 2: 3, 3: 3, PILE: 3}, {1: {1, 2, 3, 4}, 2: {1, 2}, 3: {11, 12}})
    rng = random.Random(seed)
    world = weighted_sample(k, rng, lambda w: float(sum(w[1])), pool)
    assert k.consistent(world)


def test_weights_shift_the_odds_toward_worlds_that_explain_the_evidence():
    k = Knowledge(0, list(range(1, 9)), {1: 4, 2: 4, PILE: 0})
    favour = lambda w: 1.0 if 8 in w[1] else 0.01  # noqa: E731  (evidence: seat 1 probably holds card 8)
    rng = random.Random(3)
    with_card = sum(8 in weighted_sample(k, rng, favour, 8)[1] for _ in range(400)) / 400
    assert with_card > 0.9  # unweighted it would be one half


def test_zero_weights_fall_back_to_a_consistent_world():
    k = Knowledge(0, [1, 2, 3, 4], {1: 2, 2: 2, PILE: 0}, {1: {1}})
    world = weighted_sample(k, random.Random(1), lambda w: 0.0, 4)
    assert k.consistent(world)


def bid(v):
    return Action("bid", v)


PASS = Action("pass")


def test_auction_evidence_follows_the_bidding_rules():
    cfg = ROOK.config  # CrowsNest: minimum 70, steps of 5
    history = ((1, bid(70)), (2, PASS), (3, bid(80)), (0, PASS), (1, PASS))
    ev = auction_evidence(history, 0, cfg)
    assert ev[1] == [(70, True, False), (85, False, True)]  # seat 3, its partner, held 80
    assert ev[2] == [(75, False, False)]
    assert ev[3] == [(75, True, True)]  # raising its partner seat 1
    assert ev[0] == [(85, False, False)]


def test_a_pass_over_the_partners_high_bid_is_marked():
    ev = auction_evidence(((0, bid(70)), (1, PASS), (2, PASS)), 3, ROOK.config)
    assert ev[2] == [(75, False, True)]


def test_the_dealers_forced_bid_says_nothing():
    ev = auction_evidence(((1, PASS), (2, PASS), (3, PASS), (0, bid(70))), 0, ROOK.config)
    assert 0 not in ev and set(ev) == {1, 2, 3}


def strength_of_sampled_hands(seed):
    """Average heuristic estimate of the declarer's and a passer's sampled hands, from seat 0's view at the first
    play (heuristic bidders), with and without the auction weights."""
    game = ROOK
    dealer = seed % 4
    state = game.start_hand(game.new_match(dealer),
                            game.deal_from_order(shuffled(game.deck(), hand_seed(seed, 1)), dealer))
    heur = [make_player("heuristic", game, s) for s in range(4)]
    while game.phase(state) != "play" or game.to_act(state) != 0:
        seat = game.to_act(state)
        state = game.advance(state, heur[seat].choose(game, game.view(state, seat), game.candidate_actions(state)))
    view = game.view(state, 0)
    adapter = adapter_for(game)
    weigh = adapter.world_weigher(view, view.to_json())
    return view, adapter, weigh


def test_rook_worlds_give_the_declarer_a_stronger_hand_than_unweighted_sampling():
    gains = []
    for seed in range(40):
        view, adapter, weigh = strength_of_sampled_hands(seed)
        declarer = view.declarer
        if declarer in (0, 2) or weigh is None:
            continue  # judge an opponent's winning bid
        k = knowledge(ROOK, adapter, view, view.to_json())
        played = played_by(view.history)[declarer]
        rng = random.Random(seed)

        def est(world, adapter=adapter, declarer=declarer, played=played):
            return adapter.h.estimate([c - ROOK_BASE for c in list(world[declarer]) + played])

        plain = sum(est(weighted_sample(k, rng, lambda w: 1.0, 1)) for _ in range(60)) / 60
        weighted = sum(est(weighted_sample(k, rng, weigh, 8)) for _ in range(60)) / 60
        gains.append(weighted - plain)
    assert len(gains) >= 10
    assert sum(gains) / len(gains) > 1.0  # points of estimated hand value
    assert sum(g > 0 for g in gains) > 0.7 * len(gains)


def test_bid_inference_is_a_measurement_kind_and_off_in_normal():
    assert not kind_info("normal-bid-inference").table
    player = make_player("normal-bid-inference", ROOK, 1)
    assert player.budget.infer_pool > 1 and "auction" in player.budget.evidence
    assert make_player("normal", ROOK, 1).budget.infer_pool == 0  # soft inference is a measurement kind
    assert "discard" in make_player("normal-discard-inference", ROOK, 1).budget.evidence


def first_bid_with(hand_rule, seed):
    """Seat 1's opening decision (dealer 0) when seat 1 holds the cards ``hand_rule`` picks from the deck."""
    game = ROOK
    deck = list(shuffled(game.deck(), hand_seed(seed, 1)))
    mine = hand_rule(game, deck)
    rest = [c for c in deck if c not in mine]
    n = game.config.hand_size
    hands = (tuple(rest[:n]), tuple(mine), tuple(rest[n:2 * n]), tuple(rest[2 * n:3 * n]))
    state = game.start_hand(game.new_match(0), Deal(hands, tuple(rest[3 * n:])))
    assert game.to_act(state) == 1
    view, legal = game.view(state, 1), game.candidate_actions(state)
    choices = [make_player("normal-sim-auction", game, seed).choose(game, view, legal) for _ in range(2)]
    assert choices[0] == choices[1] and choices[0] in legal  # deterministic and legal
    return choices[0]


def top_of_one_colour(game, deck):
    """The nine highest cards of one colour: a hand that makes any bid."""
    t = adapter_for(game).t
    colour = t.colour[deck[0] - ROOK_BASE]
    same = [c for c in deck if t.colour[c - ROOK_BASE] == colour and c - ROOK_BASE != 56]
    return sorted(same, key=lambda c: -t.strength[c - ROOK_BASE])[:game.config.hand_size]


def low_spot_cards(game, deck):
    """Nine low cards spread over the colours, no counters: a hand that should pass."""
    t = adapter_for(game).t
    cards = [c for c in deck if not t.points[c - ROOK_BASE] and c - ROOK_BASE != 56]
    return sorted(cards, key=lambda c: t.strength[c - ROOK_BASE])[:game.config.hand_size]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_simulated_bidder_bids_a_sure_hand_high_and_passes_a_hopeless_one(seed):
    strong = first_bid_with(top_of_one_colour, seed)
    assert strong.kind == "bid" and strong.value >= ROOK.config.min_bid + 20  # CrowsNest scores the bid made
    assert first_bid_with(low_spot_cards, seed).kind == "pass"


def test_simulated_bidder_does_not_outbid_its_partner():
    game = ROOK
    state = game.start_hand(game.new_match(3), game.deal_from_order(shuffled(game.deck(), hand_seed(2, 1)), 3))
    for action in (bid(70), PASS):  # seat 0 bids, seat 1 passes: seat 2 faces its partner's bid
        state = game.advance(state, action)
    assert game.to_act(state) == 2
    choice = make_player("normal-sim-auction", game, 1).choose(game, game.view(state, 2), game.candidate_actions(state))
    assert choice.kind == "pass"


def test_callbreak_a_low_follow_to_a_trumped_trick_proves_nothing_when_heading_stops_there():
    """Under must_head_until_trumped a follower may play low once the trick is trumped: no inference from it."""
    from tricktable.ai.search.families.callbreak import follow_facts
    from tricktable.cards import parse_card as c
    from tricktable.engine import get_game

    deck = get_game("callbreak/standard").deck()
    trick = [[(0, (c("KH"),)), (1, (c("3S"),)), (2, (c("2H"),))]]
    assert c("AH") in follow_facts(trick, deck, True, head=1)[2]
    assert c("AH") not in follow_facts(trick, deck, True, head=2)[2]
    untrumped = [[(0, (c("KH"),)), (1, (c("3H"),)), (2, (c("2H"),))]]
    assert c("AH") in follow_facts(untrumped, deck, True, head=2)[2]


@pytest.mark.parametrize("key", ["rook/crowsnest", "rook/tournament", "rook/red-one", "rook/dixie"])
def test_rook_keep_values_in_one_pass_equal_the_heuristics(key):
    from tricktable.ai.search.families.rook import RookAdapter

    game = get_game(key)
    adapter = RookAdapter(game)
    rng = random.Random(4)
    deck = [c - 64 for c in game.deck()]
    for _ in range(60):
        ixs = rng.sample(deck, game.config.hand_size + game.config.nest_size)
        trump = rng.randrange(4)
        fast = adapter.keep_values(ixs, trump)
        assert fast == {ix: adapter.h.keep_value(ixs, ix, trump) for ix in ixs}


def play_until(game, seed, stop):
    """A heuristic-played hand up to the first state where ``stop(state)`` holds (None if it never does)."""
    dealer = seed % 4
    state = game.start_hand(game.new_match(dealer), game.deal_from_order(shuffled(game.deck(), hand_seed(seed, 1)), dealer))
    heur = [make_player("heuristic", game, s) for s in range(4)]
    while game.to_act(state) is not None:
        if stop(state):
            return state
        seat = game.to_act(state)
        state = game.advance(state, heur[seat].choose(game, game.view(state, seat), game.candidate_actions(state)))
    return None


def _bits(mask):
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def test_rook_discard_weights_favour_a_nest_of_the_declarers_least_valued_cards():
    from tricktable.ai.search.families.rook import RookAdapter
    from tricktable.ai.search.worlds import PILE

    game = get_game("rook/crowsnest")
    adapter = RookAdapter(game)
    state = None
    for seed in range(40):  # a hand where seat 0 is a defender, at the first card of play
        s = play_until(game, seed, lambda st: st.phase == "play" and st.to_act == 0)
        if s is not None and s.declarer not in (0, 2):
            state = s
            break
    assert state is not None
    view = game.view(state, 0)
    weigh = adapter.world_weigher(view, view.to_json(), ("discard",))
    d = state.declarer
    truth = {s: [c + 64 for c in _bits(state.hand(s))] for s in range(4) if s != 0}
    truth[PILE] = [c + 64 for c in _bits(state.nest)]
    swapped = {k: list(v) for k, v in truth.items()}
    # put the declarer's best trump in the nest instead of one of its discards
    row = game.t.beat[state.trump][state.trump]
    top = max(swapped[d], key=lambda c: row[c - 64])
    swapped[d].remove(top)
    swapped[d].append(swapped[PILE][0])
    swapped[PILE][0] = top
    assert weigh(truth) > 10 * weigh(swapped)



def policy_played_position(game, seed, plays, epsilon=0.5):
    """Heuristic bidding and exchange, then ``plays`` cards played by the adapter's rollout policy without its random
    branch, stopping at seat 0's next turn: a history the play model explains exactly. Returns the state and the
    likelihood of the other seats' plays in the true deal when every play is the policy's (``epsilon``)."""
    from tricktable.ai.search.policy_inference import GREEDY

    adapter = adapter_for(game)
    dealer = seed % 4
    state = game.start_hand(game.new_match(dealer),
                            game.deal_from_order(shuffled(game.deck(), hand_seed(seed, 2)), dealer))
    heur = [make_player("heuristic", game, s) for s in range(4)]
    done, likelihood = 0, 1.0
    while True:
        seat = game.to_act(state)
        if seat is None:
            return None, None
        if game.phase(state) == "play":
            if done >= plays and seat == 0:
                return state, likelihood
            n = len(game.legal_actions(state))
            if seat != 0 and n > 1:
                likelihood *= 1.0 - epsilon + epsilon / n
            state, done = game.advance(state, adapter.rollout_action(state, GREEDY)), done + 1
        else:
            state = game.advance(state, heur[seat].choose(game, game.view(state, seat), game.candidate_actions(state)))


@pytest.mark.parametrize("key", ["rook/crowsnest", "callbreak/master"])
def test_play_weights_favour_the_deal_that_explains_the_plays(key):
    """Policy-based inference: when the other seats played exactly as the rollout policy would, the true deal's
    weight is that of every play a hit, sampled worlds weigh less on average, and every weight is above zero (so
    every consistent world stays possible). The weigher reads only the view, the knowledge and the sampled cards."""
    from tricktable.ai.search.policy_inference import play_weigher
    from tricktable.ai.search.worlds import sample

    game = get_game(key)
    adapter = adapter_for(game)
    checked = 0
    for seed in range(12):
        state, expected = policy_played_position(game, seed, 14)
        if state is None:
            continue
        view = game.view(state, 0)
        vj = view.to_json()
        k = knowledge(game, adapter, view, vj)
        weigh = play_weigher(game, adapter, view, vj, k, epsilon=0.5)
        truth = {s: sorted(game.view(state, s).hand) for s in (1, 2, 3)}
        truth = {s: [c for c in cs if c not in k.known.get(s, ())] for s, cs in truth.items()}
        truth[PILE] = sorted(set(k.hidden) - {c for cs in truth.values() for c in cs})
        assert k.consistent(truth)
        assert weigh(truth) == pytest.approx(expected)
        rng = random.Random(seed)
        weights = [weigh(sample(k, rng)) for _ in range(30)]
        assert all(w > 0 for w in weights)
        assert sum(weights) / len(weights) < expected
        checked += 1
    assert checked >= 8


def test_play_evidence_needs_a_play_of_another_seat():
    from tricktable.ai.search.policy_inference import play_weigher

    adapter = adapter_for(ROOK)
    for seed in range(20):
        state, _ = policy_played_position(ROOK, seed, 0)
        view = ROOK.view(state, 0)
        if all(s == 0 for s, a in view.history if a.kind == "play"):
            break
    vj = view.to_json()
    assert play_weigher(ROOK, adapter, view, vj, knowledge(ROOK, adapter, view, vj)) is None
    state, _ = policy_played_position(ROOK, seed, 4)
    view = ROOK.view(state, 0)
    vj = view.to_json()
    assert play_weigher(ROOK, adapter, view, vj, knowledge(ROOK, adapter, view, vj)) is not None


def test_play_inference_kinds_weigh_worlds_by_the_plays(monkeypatch):
    """``normal-beliefs-play`` and ``hard-play`` (measurement kinds) draw each world from 8 weighed by the card
    plays; ``normal`` and ``hard`` do not."""
    from tricktable.ai.search import pimc

    calls = []
    real = pimc.play_weigher
    monkeypatch.setattr(pimc, "play_weigher", lambda *a, **kw: calls.append(1) or real(*a, **kw))
    state, _ = policy_played_position(ROOK, 3, 6)
    view = ROOK.view(state, 0)
    legal = ROOK.legal_actions(state)
    assert len(legal) > 1
    for kind in ("normal", "hard"):
        make_player(kind, ROOK, 1).choose(ROOK, view, legal)
    assert calls == []
    for kind in ("normal-beliefs-play", "hard-play"):
        assert not kind_info(kind).table
        player = make_player(kind, ROOK, 1)
        assert player.budget.infer_pool == 8 and player.budget.beliefs is not None
        assert player.choose(ROOK, view, legal) in legal
    assert len(calls) == 2


def test_no_play_evidence_where_the_rollout_policy_is_chance():
    """Tractor's rollouts play uniformly at random: they model no seat's play, so its plays weigh no world."""
    from tricktable.ai.search.policy_inference import play_weigher

    game = get_game("shengji/tractor")
    adapter = adapter_for(game)
    state = game.start_hand(game.new_match(0), game.deal_from_order(shuffled(game.deck(), hand_seed(4, 1)), 0))
    rng = random.Random(4)
    while game.phase(state) != "play" or not any(s != game.to_act(state) and a.kind == "play"
                                                   for s, a in game.view(state, game.to_act(state)).history):
        state = game.advance(state, game.random_action(state, rng))
    view = game.view(state, game.to_act(state))
    vj = view.to_json()
    assert not adapter.policy_model and adapter_for(ROOK).policy_model
    assert play_weigher(game, adapter, view, vj, knowledge(game, adapter, view, vj)) is None


def truth_of(game, state, k):
    """The true place of every card hidden from seat 0, as an assignment of ``k``'s slots."""
    truth = {s: [c for c in sorted(game.view(state, s).hand) if c not in k.known.get(s, ())] for s in (1, 2, 3)}
    truth[PILE] = sorted(set(k.hidden) - {c for cs in truth.values() for c in cs})
    return truth


def test_importance_weights_are_above_zero_and_the_true_deal_stays_possible():
    """``Budget.play_weights`` (the measurement kind ``normal-beliefs-iw``): each world drawn by the beliefs comes
    with its weight, the likelihood of the other seats' card plays there, always above zero; the true deal keeps a
    weight above zero and every card of it a belief above zero, so the weighted worlds can still be the true one."""
    from tricktable.ai.beliefs.model import card_priors, model_for
    from tricktable.ai.search.pimc import world_source
    from tricktable.ai.search.player import BELIEFS_TEMPER
    from tricktable.ai.search.policy_inference import play_weigher

    adapter = adapter_for(ROOK)
    checked = 0
    for seed in range(8):
        state, _ = policy_played_position(ROOK, seed, 9)
        if state is None:
            continue
        view = ROOK.view(state, 0)
        vj = view.to_json()
        k = knowledge(ROOK, adapter, view, vj)
        truth = truth_of(ROOK, state, k)
        assert k.consistent(truth)
        assert play_weigher(ROOK, adapter, view, vj, k)(truth) > 0
        prior = card_priors(ROOK, view, k, model_for(ROOK.key), *BELIEFS_TEMPER)
        assert all(prior[c][s] > 0 for s, cs in truth.items() for c in cs)
        draw = world_source(ROOK, adapter, view, random.Random(seed), beliefs=BELIEFS_TEMPER, play_weights=True)
        weights = [draw()[1] for _ in range(20)]
        assert all(w is not None and w > 0 for w in weights)
        assert len(set(weights)) > 1  # the plays tell the worlds apart
        checked += 1
    assert checked >= 5


def test_no_importance_weights_before_another_seat_plays():
    """Before any other seat has played a card the worlds carry no weight, and ``normal-beliefs-iw`` decides
    exactly as ``normal-beliefs`` (the same worlds from the same seed)."""
    from tricktable.ai.search.pimc import world_source
    from tricktable.ai.search.player import BELIEFS_TEMPER

    adapter = adapter_for(ROOK)
    found = 0
    for seed in range(30):
        state, _ = policy_played_position(ROOK, seed, 0)
        view = ROOK.view(state, 0)
        if any(s != 0 for s, a in view.history if a.kind == "play"):
            continue
        draw = world_source(ROOK, adapter, view, random.Random(seed), beliefs=BELIEFS_TEMPER, play_weights=True)
        assert all(draw()[1] is None for _ in range(5))
        legal = ROOK.legal_actions(state)
        assert (make_player("normal-beliefs-iw", ROOK, seed).choose(ROOK, view, legal)
                == make_player("normal-beliefs", ROOK, seed).choose(ROOK, view, legal))
        found += 1
        if found == 2:
            break
    assert found == 2


def test_importance_weights_read_only_the_seats_view():
    """Leak test: redealing every card hidden from the seat (consistently with its view) changes neither the
    weights of the worlds it draws nor the decision of ``normal-beliefs-iw``."""
    from tricktable.ai.search.infoset import build_world
    from tricktable.ai.search.pimc import world_source
    from tricktable.ai.search.player import BELIEFS_TEMPER
    from tricktable.ai.search.worlds import sample

    adapter = adapter_for(ROOK)

    def weights(view):
        draw = world_source(ROOK, adapter, view, random.Random(1), beliefs=BELIEFS_TEMPER, play_weights=True)
        return [draw()[1] for _ in range(6)]

    changed = decided = 0
    for seed in range(10):
        state, _ = policy_played_position(ROOK, seed, 5 + seed % 6)
        if state is None:
            continue
        view = ROOK.view(state, 0)
        vj = view.to_json()
        k = knowledge(ROOK, adapter, view, vj)
        world = build_world(ROOK, adapter, view, vj, k, sample(k, random.Random(seed)))
        changed += any(sorted(ROOK.view(world, o).hand) != sorted(ROOK.view(state, o).hand) for o in (1, 2, 3))
        other = ROOK.view(world, 0)
        assert weights(other) == weights(view)
        legal = ROOK.legal_actions(state)
        assert ROOK.legal_actions(world) == legal
        if len(legal) > 1:
            player = make_player("normal-beliefs-iw", ROOK, seed)
            assert player.choose(ROOK, other, legal) == player.choose(ROOK, view, legal)
            decided += 1
    assert changed >= 5 and decided >= 3


def test_weighted_means_and_errors_reduce_to_the_plain_ones_with_equal_weights():
    from tricktable.ai.search.pimc import _mean, _paired, _prune

    a, b = [3.0, 1.0, 4.0, 1.0, 5.0], [2.0, 2.0, 2.0, 2.0, 2.0]
    assert _paired(a, b, [0.3] * 5) == pytest.approx(_paired(a, b, []))
    assert _mean(a, [2.0] * 5) == pytest.approx(_mean(a, []))
    # a heavy world decides: B is better where the weight is
    assert _mean([10.0, 0.0], [1.0, 9.0]) == pytest.approx(1.0)
    assert _paired([10.0, 0.0], [0.0, 1.0], [1e-12, 1.0])[1] == float("inf")  # one world carries it all
    values = {"A": [10.0, 10.0, 10.0, 0.0], "B": [0.0, 0.0, 0.0, 5.0]}
    assert _prune(["A", "B"], values, 3.0, []) == ["A", "B"]
    assert _mean(values["B"], [1e-6, 1e-6, 1e-6, 1.0]) > _mean(values["A"], [1e-6, 1e-6, 1e-6, 1.0])
