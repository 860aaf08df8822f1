"""Self-play data for the belief model: hands played by a mix of players, and for every decision the acting seat's
view features, where each card hidden from it truly is, the action taken (its text) and the hand's outcome for the
acting seat. Shards are compressed ``.npz`` files, one per ``games`` hands, seeded by (seed, shard): the same
command writes the same files, and a finished shard is skipped when the command runs again."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ...engine import Game, get_game, hand_seed
from ...engine.match import deal_for
from .. import make_player
from ..search.adapter import adapter_for
from .features import card_targets, view_features

#: called for each decision: (state before it, acting seat, action)
Observer = Callable[[Any, int, Any], None]


def play_hand(game: Game, players: Sequence[Any], deal: int, seed: int, observe: Observer) -> Any:
    """Play one seeded hand (dealer ``deal % 4``) with ``players`` by seat; ``observe`` sees every decision. The
    finished state. (The one place to switch to the engine's match loop when it has an observer per decision.)"""
    state = game.start_hand(game.new_match(deal % 4),
                            deal_for(game, seed, deal + 1, deal % 4))
    for p in players:
        if hasattr(p, "start_match"):
            p.start_match(game, None)
    while (seat := game.to_act(state)) is not None:
        action = players[seat].choose(game, game.view(state, seat), game.candidate_actions(state))
        observe(state, seat, action)
        state = game.advance(state, action)
    return state


def shard_path(out: Path, shard: int) -> Path:
    return out / f"shard-{shard:05d}.npz"


def generate_shard(key: str, kinds: Sequence[str], seed: int, shard: int, games: int, out: Path,
                   total: int | None = None) -> Path:
    """Write shard ``shard`` (hands ``shard*games`` .. before ``total``) unless it exists; seat ``s`` of hand ``h`` plays
    ``kinds[(h + s) % len(kinds)]``. Returns the shard's path."""
    path = shard_path(out, shard)
    if path.exists():
        return path
    game = get_game(key)
    adapter = adapter_for(game)
    xs: list[np.ndarray] = []
    ys: list[np.ndarray] = []
    seats: list[int] = []
    hands: list[int] = []
    actions: list[str] = []
    outcome: list[float] = []
    last = (shard + 1) * games if total is None else min(total, (shard + 1) * games)
    for h in range(shard * games, last):
        players = [make_player(kinds[(h + s) % len(kinds)], game, hand_seed(seed, 7919 * h + s)) for s in range(4)]
        first = len(seats)

        def observe(state, seat, action, h=h):
            view = game.view(state, seat)
            xs.append(view_features(game, view))
            ys.append(card_targets(game, state, seat))
            seats.append(seat)
            hands.append(h)
            actions.append(game.format_action(action))

        final = play_hand(game, players, h, seed, observe)
        result = game.hand_result(final)
        outcome.extend(adapter.utility(result, s) for s in seats[first:])
    out.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp.npz")
    np.savez_compressed(tmp, x=np.asarray(xs, dtype=np.float16), y=np.asarray(ys, dtype=np.int8),
                        seat=np.asarray(seats, dtype=np.int8), hand=np.asarray(hands, dtype=np.int32),
                        action=np.asarray(actions), outcome=np.asarray(outcome, dtype=np.float32),
                        key=np.asarray(key))
    tmp.replace(path)
    return path


def load_shards(data: Path) -> dict[str, np.ndarray]:
    """All shards of a directory concatenated (``x``, ``y``, ``hand``, ...)."""
    parts = [np.load(p) for p in sorted(data.glob("shard-*.npz")) if not p.name.endswith(".tmp.npz")]
    if not parts:
        raise FileNotFoundError(f"no shards in {data}")
    names = [n for n in parts[0].files if n != "key"]
    out = {n: np.concatenate([p[n] for p in parts]) for n in names}
    out["key"] = parts[0]["key"]
    return out
