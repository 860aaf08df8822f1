"""The observations kept step by step are exactly the encodings of the seats' views (rl.incremental)."""

import numpy as np
import pytest

from tricktable.rl import raw_env

#: the families whose steps the observer follows (their games/<family>/rl.py says FOLLOWED)
FOLLOWED = ("callbreak", "rook", "shengji")


def test_the_followed_families_are_those_their_rl_part_names(variant):
    e = raw_env(variant)
    assert e.observer.followed == (e.game.family in FOLLOWED)


def reference(e, seat):
    """``seat``'s observation encoded from its view (the definition of the encoding)."""
    runner = e.runner
    selection = runner.selection if runner.to_act == seat else ()
    return e.encoder.encode(e.game.view(runner.state, seat), selection)


@pytest.mark.parametrize("every_seat", [True, False], ids=["every-seat-every-step", "acting-seat-only"])
def test_each_observation_equals_the_encoding_of_the_view(variant, every_seat):
    """After every step of random hands (a whole match: the scores move too), each seat's observation is the
    encoding of its view; in Callbreak and Rook it comes from the followed steps, not from the views."""
    e = raw_env(variant, episode="match", max_hands=3)
    followed = e.game.family in FOLLOWED
    rng = np.random.default_rng(7)
    steps = 0
    for seed in range(2):
        e.reset(seed=seed)
        while not any(e.terminations.values()):
            seats = range(4) if every_seat else [e.runner.to_act]
            for seat in seats:
                got = e.observe(f"seat_{seat}")["observation"]
                np.testing.assert_array_equal(got, reference(e, seat), err_msg=f"seat {seat} after {steps} steps")
            if followed:
                assert e.observer.active, f"the observer stopped following after {steps} steps"
            mask = e.observe(e.agent_selection)["action_mask"]
            e.step(int(rng.choice(np.flatnonzero(mask))))
            steps += 1
        for seat in range(4):  # the end of the match
            np.testing.assert_array_equal(e.observe(f"seat_{seat}")["observation"], reference(e, seat))
    assert steps > 50


def test_an_observation_handed_out_is_never_changed_afterwards():
    e = raw_env("callbreak/master")
    e.reset(seed=3)
    first = e.observe(e.agent_selection)
    kept = {k: v.copy() for k, v in first.items()}
    for _ in range(8):
        e.step(int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0]))
    for k in kept:
        np.testing.assert_array_equal(first[k], kept[k])


def test_without_incremental_observations_come_from_the_views():
    e = raw_env("rook/crowsnest", incremental=False)
    assert e.observer is None
    e.reset(seed=1)
    np.testing.assert_array_equal(e.observe("seat_2")["observation"], reference(e, 2))


def test_the_legal_indices_are_the_rules_legal_actions(variant):
    """Outside the card-by-card choices (exchange, Tractor's plays), the legal indices and the mask are exactly the
    indices of the rules' legal actions, in random positions of random hands."""
    e = raw_env(variant)
    codec, game = e.codec, e.game
    rng = np.random.default_rng(11)
    checked = 0
    for seed in range(3):
        e.reset(seed=seed)
        while not any(e.terminations.values()):
            state = e.runner.state
            if not e.runner.selection and (game.phase(state) != "play" or game.family != "shengji") \
                    and game.phase(state) != "exchange":
                want = sorted(codec.index_of(a) for a in game.legal_actions(state))
                assert sorted(codec.legal(state)) == want
                assert [i for i, b in enumerate(codec.mask(state)) if b] == want
                checked += 1
            mask = e.observe(e.agent_selection)["action_mask"]
            e.step(int(rng.choice(np.flatnonzero(mask))))
    assert checked > 10


def test_the_checked_env_makes_pettingzoo_s_order_and_bounds_checks():
    import pytest as _pytest
    from pettingzoo.utils.wrappers import OrderEnforcingWrapper

    from tricktable.rl import env

    e = env("callbreak/master")
    assert isinstance(e, OrderEnforcingWrapper)
    with _pytest.raises(AttributeError):
        e.agent_selection  # noqa: B018 - reading it before reset() is the error
    with _pytest.raises(AttributeError):
        e.last()
    e.reset(seed=2)
    with _pytest.raises(AssertionError):
        e.step(e.unwrapped.codec.size)  # outside the action space
    with _pytest.raises(AttributeError):
        e._inner_secret  # noqa: B018 - private attributes stay private, as with PettingZoo's wrappers
    legal = np.flatnonzero(e.last()[0]["action_mask"])
    e.step(legal[0])  # a numpy integer is in the space too
    assert e.unwrapped.runner.state is not None and e.agent_selection in e.possible_agents


def test_a_new_deal_from_the_same_match_state_starts_from_the_kept_rows(variant):
    """The rows of a hand's start are kept per match state (not per view): every seat's first observation of a
    fresh deal is still the encoding of its own view, for deals that reuse kept rows (one per dealer)."""
    e = raw_env(variant)
    if e.game.family not in FOLLOWED:
        pytest.skip("observations of this family always come from the views")
    for seed in range(12):  # 12 first hands: every dealer more than once
        e.reset(seed=seed)
        for seat in range(4):
            np.testing.assert_array_equal(e.observe(f"seat_{seat}")["observation"], reference(e, seat),
                                          err_msg=f"seed {seed}, seat {seat}")
    assert 1 <= len(e.observer.bases) <= 4  # kept per match state: one fresh match per first dealer


def test_tractor_hands_read_no_view_after_their_start():
    """Tractor's followed steps (plays, the declaration, the kitty taken, the bury) leave every row fresh: after a
    hand's first rows, no observation encodes a view (the equality with the views is checked above)."""
    e = raw_env("shengji/tractor")
    rng = np.random.default_rng(2)
    encoded = []
    encode = e.encoder.encode
    e.encoder.encode = lambda view, selection=(): encoded.append(1) or encode(view, selection)
    for seed in range(2):
        e.reset(seed=seed)
        for seat in range(4):
            e.observe(f"seat_{seat}")
        encoded.clear()
        while not any(e.terminations.values()):
            for seat in range(4):
                e.observe(f"seat_{seat}")
            e.step(int(rng.choice(np.flatnonzero(e.observe(e.agent_selection)["action_mask"]))))
        assert not encoded, f"{len(encoded)} views encoded during hand {seed}"
