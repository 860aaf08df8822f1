"""Regenerate the golden Tractor hands on purpose: ``PYTHONPATH=src python tests/shengji/regen_golden.py``.

Each file is a scenario (variant, options, dealer, levels, deal_number, hands, kitty, actions) played by the
heuristic players from a seeded deal, with the result it produced. Review the diff before committing.
"""

from __future__ import annotations

import json
from pathlib import Path

from tricktable.ai.heuristic.shengji import HeuristicPlayer
from tricktable.engine import get_game
from tricktable.engine.match import deal_for

HERE = Path(__file__).parent / "golden"

CASES = [
    # name, options, dealer, deal_number, levels, seed, auction policy
    ("deal1_default", {}, 0, 1, {"0": "2", "1": "2"}, 1, None),
    ("deal1_nobody_declares", {}, 2, 1, {"0": "2", "1": "2"}, 2, "pass"),
    ("deal7_levels_J_9", {}, 3, 7, {"0": "J", "1": "9"}, 3, None),
    ("deal4_power_kitty", {"kitty_multiplier": "power"}, 1, 4, {"0": "5", "1": "4"}, 4, None),
    ("deal1_throws", {"throws": True}, 0, 1, {"0": "2", "1": "2"}, 5, None),
    ("deal3_strict_tractor", {"strict_tractor_follow": True}, 2, 3, {"0": "6", "1": "2"}, 6, None),
    ("deal9_at_A", {"must_defend_a": True}, 0, 9, {"0": "A", "1": "K"}, 7, None),
    ("deal2_kitty_bonus", {}, 1, 2, {"0": "3", "1": "4"}, 111, "kitty_back"),
    ("deal2_no_trump", {}, 1, 2, {"0": "3", "1": "4"}, 102, "kitty_back"),
]


def play_case(options, dealer, deal_number, levels, seed, policy):
    game = get_game("shengji/tractor", options)
    scenario = {"variant": "shengji/tractor", "options": options, "dealer": dealer, "deal_number": deal_number,
                "levels": levels}
    match = game.match_from_scenario(scenario)
    deal = deal_for(game, seed, deal_number, dealer)
    state = game.start_hand(match, deal)
    players = [HeuristicPlayer(game, seed * 4 + s) for s in range(4)]
    actions = []
    while (seat := game.to_act(state)) is not None:
        legal = game.candidate_actions(state)
        if policy == "pass" and state.phase == "declare":
            action = legal[[str(a) for a in legal].index("pass")]
        elif policy == "kitty_back" and state.phase == "exchange":
            action = game.parse_action("discard " + game.format_cards(sorted(state.kitty)))
        else:
            action = players[seat].choose(game, game.view(state, seat), legal)
        state, _ = game.apply(state, action)
        actions.append(game.format_action(action))
    scenario.update(hands=[game.format_cards(h) for h in deal.hands], kitty=game.format_cards(deal.extra),
                    actions=actions)
    return {"scenario": scenario, "expected": {"result": game.hand_result(state).to_json()}}


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for name, *args in CASES:
        data = play_case(*args)
        (HERE / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
        print(name, data["expected"]["result"])


if __name__ == "__main__":
    main()
