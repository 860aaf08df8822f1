"""The ``worlds_sample`` kernel (the search's world sampler) equals its Python reference,
``ai.search.worlds.reference_sample``: the same world (the same cards in each slot, in the same order, the slots in
the same order) drawn from the same generator, which ends in the same state; on an input it does not represent it
declines (``NotImplemented``) before drawing anything, and ``worlds.sample`` runs the reference, whose answer or error
stands. Decisions of the search are therefore the same on both paths.

Tests taking ``path`` run on the Python reference and on the native core (native_paths.py).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from native_paths import core, decisions_on_both_paths

from tricktable.ai.beliefs.model import card_priors, model_for
from tricktable.ai.search.adapter import adapter_for
from tricktable.ai.search.infoset import knowledge
from tricktable.ai.search.player import BELIEFS_TEMPER
from tricktable.ai.search.worlds import PILE, Knowledge, reference_sample, sample
from tricktable.engine import get_game
from tricktable.table.ai_benchmark import decision_positions

FAMILIES = ("callbreak/master", "rook/crowsnest", "rook/red-one", "shengji/tractor")


def outcome(fn, k, rng):
    """("ok", the world's items in order, the generator's state after) or ("error", type)."""
    try:
        world = fn(k, rng)
    except Exception as e:  # the reference's own error on knowledge no view gives
        return "error", type(e)
    return "ok", [(s, list(cards)) for s, cards in world.items()], rng.getstate()


def kernel(k: Knowledge, rng: random.Random, tries: int = 60):
    return core().worlds_sample(k.hidden, k.counts, k.forbidden, k.prior, rng, tries)


def search_knowledge(key: str, hands: int = 1, seed: int = 2) -> list[Knowledge]:
    """What the seat knows at every decision of ``hands`` heuristic-played hands, with the learned beliefs' priors
    where the variant has a model (and once more without them)."""
    game = get_game(key)
    adapter = adapter_for(game)
    model = model_for(game.key)
    out = []
    for state, seat in decision_positions(game, hands, seed):
        view = game.view(state, seat)
        vj = view.to_json()
        k = knowledge(game, adapter, view, vj)
        out.append(k)
        if model is not None:
            weighted = knowledge(game, adapter, view, vj)
            weighted.prior = card_priors(game, view, weighted, model, *BELIEFS_TEMPER)
            out.append(weighted)
    return out


@pytest.mark.parametrize("key", FAMILIES)
def test_kernel_deals_the_reference_worlds_at_every_search_position(key):
    core()
    cases = search_knowledge(key)
    assert any(k.prior is not None for k in cases) == (model_for(key) is not None)
    assert any(k.forbidden and any(k.forbidden.values()) for k in cases)  # voids shown by play constrain the deal
    for i, k in enumerate(cases):
        ours, ref = random.Random(i), random.Random(i)
        for _ in range(5):  # successive worlds from one generator, as the search draws them
            got = kernel(k, ours)
            assert got is not NotImplemented
            assert list(got.items()) == list(reference_sample(k, ref).items())
            assert k.consistent(got)
        assert ours.getstate() == ref.getstate()


def test_dead_ends_and_the_relaxed_deal_draw_alike():
    """Constraints that leave some deals stuck (a restart keeps the draws made) or no deal at all (the relaxed deal
    after ``tries``), with and without a prior."""
    hidden = list(range(12))
    tight = Knowledge(0, hidden, {1: 4, 2: 4, 3: 4, PILE: 0},
                      forbidden={1: set(range(6)), 2: set(range(6)), 3: {6, 7}})  # 0-5 only fit seat 3: few deals work
    impossible = Knowledge(0, hidden, {1: 4, 2: 4, 3: 4}, forbidden={1: {0}, 2: {0}, 3: {0}})
    prior = {c: {1: 0.5, 2: 0.25 + c / 100, 3: 2.0, PILE: 1.0} for c in hidden}
    for k in (tight, impossible):
        for p in (None, prior):
            k.prior = p
            for seed in range(20):
                for tries in (0, 1, 3, 60):
                    ours, ref = random.Random(seed), random.Random(seed)
                    got = core().worlds_sample(k.hidden, k.counts, k.forbidden, k.prior, ours, tries)
                    assert list(got.items()) == list(reference_sample(k, ref, tries).items())
                    assert ours.getstate() == ref.getstate()


def test_the_weights_are_added_as_this_python_adds_floats():
    """The total of a card's weighted room is Python's ``sum`` of floats (left to right before 3.12, compensated
    from 3.12 on): with these weights the two totals differ (0 against 1.5), and with them the slot chosen."""
    k = Knowledge(0, [1, 2, 3, 4], {0: 1, 1: 1, 2: 1, 3: 1},
                  prior={c: {0: 0.5, 1: 1.0, 2: 1e100, 3: -1e100} for c in (1, 2, 3, 4)})
    seen = set()
    for seed in range(40):
        ours, ref = random.Random(seed), random.Random(seed)
        got = kernel(k, ours)
        assert list(got.items()) == list(reference_sample(k, ref).items())
        assert ours.getstate() == ref.getstate()
        seen.add(tuple(got[0]))
    assert len(seen) > 1 if sum([0.5, 1.0, 1e100, -1e100]) else seen == {(1,)}


#: what a weight may be: ordinary ones, and ones whose sum Python adds differently from left-to-right addition (3.12
#: on: compensated), tiny and huge ones
WEIGHTS = st.one_of(st.floats(1e-6, 1.0), st.sampled_from([1e16, 1.0, 1e-16, 0.1, 3.0, 1e-300, 2.5e15]))


@st.composite
def knowledge_cases(draw):
    """Any knowledge with card ids the kernel represents: hidden cards with repeats, counts in any slot order that
    may disagree with the cards (zero and negative counts), any forbidden sets, a prior or none."""
    hidden = sorted(draw(st.lists(st.integers(0, 255), max_size=40)))
    slots = draw(st.lists(st.integers(0, 7), min_size=1, max_size=6, unique=True))
    cuts = sorted(draw(st.lists(st.integers(0, len(hidden)), min_size=len(slots) - 1, max_size=len(slots) - 1)))
    sizes = [b - a for a, b in zip([0, *cuts], [*cuts, len(hidden)], strict=True)]
    counts = dict(zip(slots, sizes, strict=True))
    if draw(st.booleans()):  # counts that disagree with the cards: the reference's own answer or error
        counts[draw(st.sampled_from(slots))] += draw(st.integers(-3, 3))
    forbidden = {s: set(draw(st.lists(st.sampled_from(hidden) if hidden else st.integers(0, 255), max_size=12)))
                 for s in draw(st.lists(st.integers(0, 7), max_size=5, unique=True))}
    prior = None
    if draw(st.booleans()):
        prior = {c: {s: draw(WEIGHTS) for s in range(8)} for c in set(hidden)}
    return Knowledge(0, hidden, counts, forbidden, prior=prior)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(k=knowledge_cases(), seed=st.integers(0, 2**32), tries=st.integers(0, 5))
def test_any_knowledge_gets_the_reference_world_or_a_decline(k, seed, tries):
    ours, ref = random.Random(seed), random.Random(seed)
    got = core().worlds_sample(k.hidden, k.counts, k.forbidden, k.prior, ours, tries)
    if got is NotImplemented:
        assert ours.getstate() == random.Random(seed).getstate()  # nothing drawn
        assert sum(n for n in k.counts.values() if n > 0) != len(k.hidden)  # the only decline these inputs earn
        return
    assert outcome(lambda k, r: got, k, ours) == outcome(lambda k, r: reference_sample(k, r, tries), k, ref)


def mangled(k: Knowledge, how: str) -> Knowledge:
    """A copy of ``k`` with one field outside what the kernel represents."""
    hidden, counts = list(k.hidden), dict(k.counts)
    forbidden = {s: set(v) for s, v in k.forbidden.items()}
    prior = None if k.prior is None else {c: dict(w) for c, w in k.prior.items()}
    first = hidden[0]
    live = min(s for s in counts if counts[s] > 0)  # a slot the deal reads
    if how == "float card":
        hidden[0] = float(first)
    elif how == "bool card":
        hidden[-1] = True
    elif how == "big card":
        hidden[0] = 1 << 70
    elif how == "string count":
        counts[PILE] = "0"
    elif how == "slot 9":
        counts[9] = counts.pop(PILE)
    elif how == "string slot":
        counts["pile"] = counts.pop(PILE)
    elif how == "forbidden list of strings":
        forbidden[live] = ["a"]
    elif how == "forbidden float":
        forbidden[live] = {float(first)}
    elif how == "forbidden None":
        forbidden[live] = None
    elif how == "forbidden string key":
        forbidden["1"] = set()
    elif how == "prior int weight":
        prior[first] = {s: 1 for s in prior[first]}
    elif how == "prior missing card":
        del prior[first]
    elif how == "prior missing slot":
        del prior[first][next(s for s in counts if counts[s] > 0 and first not in forbidden.get(s, ()))]
    elif how == "prior list":
        prior[first] = [1.0] * 5
    return Knowledge(k.me, hidden, counts, forbidden, k.known, prior)


MANGLINGS = ("float card", "bool card", "big card", "string count", "slot 9", "string slot",
             "forbidden list of strings", "forbidden float", "forbidden None", "forbidden string key",
             "prior int weight", "prior missing card", "prior missing slot", "prior list")


@pytest.mark.parametrize("how", MANGLINGS)
def test_a_mangled_field_is_declined_and_the_reference_answers(path, how):
    k = next(k for k in search_knowledge("rook/crowsnest") if k.prior is not None and len(k.hidden) > 10)
    bad = mangled(k, how)
    if path == "native":
        rng = random.Random(5)
        assert core().worlds_sample(bad.hidden, bad.counts, bad.forbidden, bad.prior, rng, 60) is NotImplemented
        assert rng.getstate() == random.Random(5).getstate()
    assert outcome(sample, bad, random.Random(5)) == outcome(reference_sample, bad, random.Random(5))


class Seeded(random.Random):
    """A generator subclass: its draws may differ from random.Random's, so the kernel leaves it to the reference."""

    def random(self) -> float:
        return 0.5


def test_other_generators_are_left_to_the_reference(path):
    k = next(k for k in search_knowledge("rook/crowsnest") if k.prior is not None)
    shadowed = random.Random(3)
    shadowed.random = lambda: 0.25  # type: ignore[method-assign]
    for make in (lambda: Seeded(3), lambda: shadowed):
        if path == "native":
            assert kernel(k, make()) is NotImplemented
        assert outcome(sample, k, make()) == outcome(reference_sample, k, make())
    if path == "native":
        assert kernel(k, random.Random(1), -1) is NotImplemented  # tries below zero: the reference's own loop


def test_a_knowledge_subclass_is_left_to_the_reference(path):
    class NoPile(Knowledge):
        def allowed(self, slot: int, card: int) -> bool:
            return slot != PILE and super().allowed(slot, card)

    k = next(k for k in search_knowledge("callbreak/master") if k.counts.get(PILE, 0) == 0)
    sub = NoPile(k.me, k.hidden, k.counts, k.forbidden, k.known, k.prior)
    assert outcome(sample, sub, random.Random(2)) == outcome(reference_sample, sub, random.Random(2))


@pytest.mark.parametrize("key", ["callbreak/master", "rook/crowsnest"])
def test_normal_makes_the_same_decisions_on_both_paths(key):
    """The search's normal level, with the sampler and the other kernels on, at every decision of a seeded hand."""
    python, ours = decisions_on_both_paths(key, 5)
    assert ours == python
