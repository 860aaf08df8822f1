"""The conformance suite: every registered variant must pass it (parametrized by conftest over the registry).

Random playouts terminate with legal actions available until the end; action texts round-trip; a replay of the
recorded actions is the identity; a seat's view never mentions a card that seat cannot know.
"""

import contextlib
import json
import random

import pytest

from tricktable.ai import RandomPlayer
from tricktable.cards import CardParseError, parse_card
from tricktable.engine import Deal, get_game
from tricktable.engine.match import deal_for
from tricktable.table import Table
from tricktable.table.scenario import replay_scenario

SEEDS = range(4)
MAX_STEPS = 2000


def strict_json(value) -> str:
    """``value`` as JSON text, failing (unlike ``json.dumps(..., default=str)``) on anything JSON cannot hold as is:
    objects, sets, non-string keys, NaN. Tuples pass (they are JSON arrays)."""

    def check(v, path):
        if isinstance(v, dict):
            for k, item in v.items():
                assert isinstance(k, str), f"{path}: key {k!r} is not a string"
                check(item, f"{path}.{k}")
        elif type(v) in (list, tuple):  # exactly: a NamedTuple such as Action would lose its names
            for i, item in enumerate(v):
                check(item, f"{path}[{i}]")
        else:
            assert v is None or type(v) in (str, int, float, bool), f"{path}: {type(v).__name__} is not JSON"

    check(value, "$")
    return json.dumps(value, allow_nan=False)


def test_strict_json_rejects_what_json_cannot_hold():
    import pytest

    from tricktable.engine import Action

    for bad in ({1: "x"}, {"a": {3}}, [Action("pass")], {"x": object()}, float("nan")):
        with pytest.raises((AssertionError, ValueError)):
            strict_json(bad)
    assert json.loads(strict_json({"a": (1, 2), "b": [None, True, 1.5]})) == {"a": [1, 2], "b": [None, True, 1.5]}


def hands_to_check(game, claims: bool):
    """The random hands of SEEDS; with ``claims``, the first four random hands (claiming) that end in a claim."""
    if not claims:
        return [random_hand(game, seed) for seed in SEEDS]
    out = []
    for seed in range(200):
        hand = random_hand(game, seed, True)
        if any(a.kind == "claim" for _, a, _ in hand[2]):
            out.append(hand)
            if len(out) == 4:
                return out
    raise AssertionError("random hands hardly ever end in a claim: the test proves little about claims")


def random_hand(game, seed, claims: bool = False):
    """Play one random hand; yield (state, action, events) per step. With ``claims`` the leader claims the rest
    whenever the rules accept it (engine.claims)."""
    rng = random.Random(seed)
    match = game.new_match(seed % 4)
    deal = deal_for(game, seed, 1, match.dealer)
    state = game.start_hand(match, deal)
    steps = []
    while game.to_act(state) is not None:
        assert len(steps) < MAX_STEPS, "hand did not end"
        action = (claims and game.claim_action(state)) or game.random_action(state, rng)
        after, events = game.apply(state, action, game.to_act(state))
        steps.append((state, action, events))
        state = after
    return match, deal, steps, state


def test_random_hands_end_with_a_result(variant):
    game = get_game(variant)
    for seed in SEEDS:
        _, _, steps, final = random_hand(game, seed)
        assert game.phase(final) == "over"
        result = game.hand_result(final).to_json()
        strict_json(result)


def test_legal_actions_exist_until_the_end_and_include_random_choices(variant):
    game = get_game(variant)
    for seed in SEEDS:
        _, _, steps, _ = random_hand(game, seed)
        for state, action, _ in steps:
            candidates = game.candidate_actions(state)
            assert candidates, f"no candidates in phase {game.phase(state)}"
            assert game.legal_count(state) >= 1
            game.check(state, action)  # the random action is legal
            for c in candidates[:50]:
                game.check(state, c)


def test_random_playout_matches_the_step_by_step_reference(variant):
    # A family's fused playout loop must draw from the generator exactly as random_action + advance do.
    from tricktable.engine.game import Game

    game = get_game(variant)
    for seed in SEEDS:
        match = game.new_match(seed % 4)
        start = game.start_hand(match, deal_for(game, seed, 1, match.dealer))
        fast = game.random_playout(start, random.Random(seed))
        reference = Game.random_playout(game, start, random.Random(seed))
        assert strict_json(game.hand_result(fast).to_json()) == strict_json(game.hand_result(reference).to_json())
        assert game.view(fast, 0).to_json() == game.view(reference, 0).to_json()


def test_a_choice_of_cards_said_without_a_list_is_every_legal_action(variant):
    """``card_choice``: where a seat's legal actions are all one kind taking a fixed number of cards (a Rook
    declarer laying away the nest), the rules say so without listing them; whatever they say is the full list."""
    game = get_game(variant)
    said = 0
    for seed in range(12):
        _, _, steps, final = random_hand(game, seed)
        for state, _, _ in steps:
            choice = game.card_choice(state)
            if choice is None:
                continue
            said += 1
            kind, n = choice
            legal = game.legal_actions(state)
            assert legal and all(a.kind == kind and len(a.cards) == n for a in legal)
            assert game.legal_count(state) == len(legal)
        assert game.card_choice(final) is None
    if variant.startswith("rook/") and get_game(variant).config.nest_size:
        assert said == 12  # every Rook hand with a nest has its exchange


def test_action_texts_round_trip(variant):
    game = get_game(variant)
    _, _, steps, _ = random_hand(game, 1)
    for state, action, _ in steps:
        for a in [action, *game.candidate_actions(state)[:30]]:
            assert game.parse_action(game.format_action(a)) == a


def test_replaying_the_recorded_actions_is_the_identity(variant):
    game = get_game(variant)
    for seed in SEEDS:
        match, deal, steps, final = random_hand(game, seed)
        scenario = _scenario(game, match, deal, [game.format_action(a) for _, a, _ in steps])
        out = replay_scenario(json.loads(json.dumps(scenario)))
        assert "error" not in out
        assert out["to_act"] is None
        assert strict_json(out["result"]) == strict_json(game.hand_result(final).to_json())
        assert [s["action"] for s in out["steps"]] == scenario["actions"]


def test_an_illegal_action_leaves_the_state_unchanged(variant):
    game = get_game(variant)
    _, _, steps, _ = random_hand(game, 2)
    state = steps[len(steps) // 2][0]
    before = game.view(state, game.to_act(state)).to_json()
    wrong_seat = (game.to_act(state) + 1) % 4
    try:
        game.apply(state, steps[len(steps) // 2][1], wrong_seat)
        raise AssertionError("out-of-turn action accepted")
    except ValueError:
        pass
    assert game.view(state, game.to_act(state)).to_json() == before


@pytest.mark.parametrize("claims", [False, True])
def test_a_seat_view_never_mentions_cards_it_cannot_know(variant, claims):
    game = get_game(variant)
    for _, deal, steps, final in hands_to_check(game, claims):
        known = [set(deal.hands[s]) for s in range(4)]
        for state, _, events in steps + [(final, None, [])]:
            for seat in range(4):
                mentioned = _cards_in(game.view(state, seat).to_json())
                leaked = mentioned - known[seat]
                assert not leaked, f"seat {seat} sees {game.format_cards(sorted(leaked))} in phase {game.phase(state)}"
            for ev in events:
                for seat in range(4):
                    if ev.visible(seat):
                        known[seat].update(ev.cards)


@pytest.mark.parametrize("claims", [False, True])
def test_a_spectators_view_shows_no_hidden_card(variant, claims):
    """A spectator (seat None) sees what is public: no hand, no nest or kitty before it is shown, no buried card;
    after a claim, the claimant's cards and nothing the others still held."""
    game = get_game(variant)
    for _, _, steps, final in hands_to_check(game, claims):
        public: set[int] = set()
        for state, _, events in steps + [(final, None, [])]:
            view = game.view(state, None)
            assert view.seat is None and tuple(view.hand) == ()
            leaked = _cards_in(view.to_json()) - public
            assert not leaked, f"a spectator sees {game.format_cards(sorted(leaked))} in phase {game.phase(state)}"
            public.update(c for ev in events if ev.visible_to < 0 for c in ev.cards)


def test_a_view_without_its_tricks_is_the_view_less_that_one_list(variant):
    game = get_game(variant)
    _, _, steps, final = random_hand(game, 1)
    for state in [s for s, _, _ in steps[::7]] + [final]:
        for seat in (None, 0, 3):
            view = game.view(state, seat)
            full = view.to_json()
            assert "tricks" in full and view.to_json(tricks=False) == {k: v for k, v in full.items() if k != "tricks"}


def test_same_seed_same_record(variant):
    game = get_game(variant)

    def record(seed):
        table = Table(game, [RandomPlayer(seed + i) for i in range(4)], seed=seed)
        table.play(max_hands=2)
        return strict_json(table.record.to_json(game))

    assert record(11) == record(11)


def test_views_are_json(variant):
    game = get_game(variant)
    _, _, steps, final = random_hand(game, 3)
    for state, _, _ in steps[:: max(1, len(steps) // 10)]:
        for seat in range(4):
            view = game.view(state, seat)
            data = json.loads(strict_json(view.to_json()))
            assert data["seat"] == seat
            assert data["phase"] == game.phase(state)
            assert sorted(view.hand) == sorted(parse_card(c) for c in data["hand"])


def test_a_view_reads_back_from_its_json(variant):
    """What a bot receives over the protocol is the whole view: ``view_from_json(view.to_json())`` is the view."""
    game = get_game(variant)
    for seed in SEEDS[:2]:
        _, _, steps, final = random_hand(game, seed)
        for state in [s for s, _, _ in steps[:: max(1, len(steps) // 25)]] + [final]:
            for seat in range(4):
                view = game.view(state, seat)
                data = json.loads(strict_json(view.to_json()))
                assert game.view_from_json(data) == view


def test_the_view_lists_every_finished_trick_with_its_leader_and_winner(variant):
    game = get_game(variant)
    for seed in SEEDS[:2]:
        _, _, steps, final = random_hand(game, seed)
        won = []
        for state, _, events in steps:
            won.extend(ev.seat for ev in events if ev.kind == "trick_won")
            tricks = game.view(state, 0).tricks
            assert [w for _, _, w in tricks] == won[: len(tricks)]
            assert all(plays[0][0] == leader and len(plays) == 4 for leader, plays, _ in tricks)
        tricks = game.view(final, 1).to_json()["tricks"]
        assert [t["winner"] for t in tricks] == won
        assert all(t["plays"][0]["seat"] == t["leader"] for t in tricks)


def _scenario(game, match, deal: Deal, actions):
    scenario = {
        "variant": game.key,
        "options": {},
        "hands": [game.format_cards(h) for h in deal.hands],
        "nest": game.format_cards(deal.extra),
        "actions": actions,
    }
    scenario.update(game.scenario_fields(match))
    return scenario


def _cards_in(obj, skip: tuple[str, ...] = ()) -> set[int]:
    """Every card id mentioned as a card text anywhere in a JSON-like object (except under the keys ``skip``)."""
    found: set[int] = set()
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k not in skip:
                found |= _cards_in(v, skip)
    elif isinstance(obj, list):
        for v in obj:
            found |= _cards_in(v, skip)
    elif isinstance(obj, str):
        for word in obj.replace(",", " ").split():
            with contextlib.suppress(CardParseError):
                found.add(parse_card(word))
    return found
