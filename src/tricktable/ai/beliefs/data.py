"""Self-play data for the belief model: hands played by a mix of players, and for every decision the acting seat's
view features, where each card hidden from it truly is, the action taken (its text) and the hand's outcome for the
acting seat. Shards are compressed ``.npz`` files, one per ``games`` hands, seeded by (seed, shard): the same
command writes the same files, and a finished shard is skipped when the command runs again."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ...engine import Redeal, get_game, hand_seed
from ...engine.actions import BID, PASS, Action
from ...engine.match import AnyGame, deal_for
from ...engine.match import play_hand as match_loop
from .. import AnyPlayer, make_player
from ..search.adapter import adapter_for
from .features import card_targets, view_features

#: called for each decision: (state before it, acting seat, action)
Observer = Callable[[Any, int, Action], None]
#: may take a decision instead of the seat's player: (state, seat, legal) -> action, or None
Decide = Callable[[Any, int, Sequence[Action]], Action | None]


def play_hand(game: AnyGame, players: Sequence[AnyPlayer], deal: int, seed: int, observe: Observer,
              decide: Decide | None = None) -> Any:
    """Play one seeded hand (dealer ``deal % 4``) with ``players`` by seat through the engine's match loop;
    ``observe`` sees every decision. ``decide(state, seat, legal)`` may take a decision instead of the player (return
    None to leave it to the player). The finished state."""
    state = game.start_hand(game.new_match(deal % 4), deal_for(game, seed, deal + 1, deal % 4))
    for p in players:
        if hasattr(p, "start_match"):
            p.start_match(game, None)

    def choose(state: Any, seat: int, legal: Sequence[Action]) -> Action:
        action = decide(state, seat, legal) if decide is not None else None
        if action is None:
            action = players[seat].choose(game, game.view(state, seat), legal)
        observe(state, seat, action)
        return action

    return match_loop(game, state, choose)


def shard_path(out: Path, shard: int) -> Path:
    return out / f"shard-{shard:05d}.npz"


def generate_shard(key: str, kinds: Sequence[str], seed: int, shard: int, games: int, out: Path,
                   total: int | None = None, study: str = "decisions") -> Path:
    """Write shard ``shard`` (hands ``shard*games`` .. before ``total``) unless it exists; seat ``s`` of hand ``h`` plays
    ``kinds[(h + s) % len(kinds)]``. Returns the shard's path. ``study`` ``bids`` writes the bid model's data
    instead (:func:`bid_shard`), ``calls`` the Callbreak call model's (:func:`call_shard`)."""
    path = shard_path(out, shard)
    if path.exists():
        return path
    if study == "bids":
        return bid_shard(key, kinds, seed, shard, games, path, total)
    if study == "calls":
        return call_shard(key, kinds, seed, shard, games, path, total)
    if study != "decisions":
        raise ValueError(f"unknown study {study!r}: decisions, bids or calls")
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

        def observe(state: Any, seat: int, action: Action, h: int = h) -> None:
            view = game.view(state, seat)
            xs.append(view_features(game, view))
            ys.append(card_targets(game, state, seat))
            seats.append(seat)
            hands.append(h)
            actions.append(game.format_action(action))

        final = play_hand(game, players, h, seed, observe)
        result = game.hand_result(final)
        outcome.extend(adapter.utility(result, s) for s in seats[first:])
    return _write(path, x=np.asarray(xs, dtype=np.float16), y=np.asarray(ys, dtype=np.int8),
                  seat=np.asarray(seats, dtype=np.int8), hand=np.asarray(hands, dtype=np.int32),
                  action=np.asarray(actions), outcome=np.asarray(outcome, dtype=np.float32), key=np.asarray(key))


def _write(path: Path, **arrays: np.ndarray) -> Path:
    """Write a shard atomically (a finished shard is never half written)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp.npz")
    np.savez_compressed(tmp, allow_pickle=True, **arrays)  # numpy's default, named so no array is taken for it
    tmp.replace(path)
    return path


def bid_shard(key: str, kinds: Sequence[str], seed: int, shard: int, games: int, path: Path,
              total: int | None = None) -> Path:
    """The bid model's data (Rook): paired hands that differ in one bidding decision. In hand ``h`` the players bid
    as usual until seat ``h % 4`` takes a bidding decision that a seeded coin picks (each with chance one half;
    always where its player would pass). The hand is played twice from the same deal and seeds: once the seat bids
    the lowest bid allowed there, once it passes; every other decision is its players' own. One row per hand:
    ``x`` the seat's bid features at that decision (``bids.features``), ``bid`` and ``pass`` its side's score change
    minus the other side's in each branch, ``heuristic`` 1 where its player would have bid, ``seat``, ``hand``."""
    import random

    from ..bids.features import bid_features

    game = get_game(key)
    adapter = adapter_for(game)
    rows: dict[str, list[Any]] = {"x": [], "bid": [], "pass": [], "heuristic": [], "seat": [], "hand": []}
    last = (shard + 1) * games if total is None else min(total, (shard + 1) * games)
    for h in range(shard * games, last):
        seat_d = h % 4
        branch: dict[str, Any] = {}
        outcomes = {}
        for forced in (BID, PASS):
            players = [make_player(kinds[(h + s) % len(kinds)], game, hand_seed(seed, 7919 * h + s))
                       for s in range(4)]
            coin = random.Random(hand_seed(seed, 7919 * h + 4))
            done: list[bool] = []

            def deviate(state: Any, seat: int, legal: Sequence[Action], players: list[AnyPlayer] = players,
                        coin: random.Random = coin, done: list[bool] = done, forced: str = forced, seat_d: int = seat_d,
                        branch: dict[str, Any] = branch) -> Action | None:
                if done or seat != seat_d or game.phase(state) != "bid" or not any(a.kind == BID for a in legal):
                    return None
                view = game.view(state, seat)
                mine = players[seat].choose(game, view, legal)
                if mine.kind == BID and coin.random() < 0.5:
                    return mine
                done.append(True)
                branch.setdefault("x", bid_features(game, view))
                branch.setdefault("heuristic", mine.kind == BID)
                options = [a for a in legal if a.kind == forced]
                return min(options, key=lambda a: a.value or 0) if options else None

            result = game.hand_result(play_hand(game, players, h, seed, lambda *_: None, deviate))
            outcomes[forced] = adapter.utility(result, seat_d)
        if "x" not in branch:
            continue
        rows["x"].append(branch["x"])
        rows["bid"].append(outcomes[BID])
        rows["pass"].append(outcomes[PASS])
        rows["heuristic"].append(branch["heuristic"])
        rows["seat"].append(seat_d)
        rows["hand"].append(h)
    return _write(path, x=np.asarray(rows["x"], dtype=np.float16), bid=np.asarray(rows["bid"], dtype=np.float32),
                  **{"pass": np.asarray(rows["pass"], dtype=np.float32)},
                  heuristic=np.asarray(rows["heuristic"], dtype=np.int8), seat=np.asarray(rows["seat"], dtype=np.int8),
                  hand=np.asarray(rows["hand"], dtype=np.int32), key=np.asarray(key))


#: the share of call decisions where ``call_shard`` tries another call than the player's, and how far off it goes
CALL_EXPLORE = 0.5
CALL_SPAN = 2


def call_shard(key: str, kinds: Sequence[str], seed: int, shard: int, games: int, path: Path,
               total: int | None = None) -> Path:
    """The call model's data (Callbreak): every seat's call in every hand, with the tricks it then took. At each
    call a seeded coin (chance ``CALL_EXPLORE``) replaces the player's call by one of the legal calls at most
    ``CALL_SPAN`` away, each as likely, so that the data show what other calls than the players' own lead to; every
    other decision is its player's. One row per seat and hand: ``x`` the seat's call features
    (``bids.features.call_features``), ``call`` the call made, ``player`` its player's call, ``others`` how many
    other calls the coin could have picked (so the chance of ``call`` is known: ``1 - CALL_EXPLORE`` for the player's
    own, ``CALL_EXPLORE / others`` for each other), ``tricks`` and ``score`` the seat's tricks and hand score,
    ``seat``, ``hand``. Redealt hands give no rows."""
    import random

    from ..bids.features import call_features

    game = get_game(key)
    rows: dict[str, list[Any]] = {n: [] for n in ("x", "call", "player", "others", "tricks", "score", "seat", "hand")}
    last = (shard + 1) * games if total is None else min(total, (shard + 1) * games)
    for h in range(shard * games, last):
        players = [make_player(kinds[(h + s) % len(kinds)], game, hand_seed(seed, 7919 * h + s)) for s in range(4)]
        coin = random.Random(hand_seed(seed, 7919 * h + 4))
        made: dict[int, tuple[Any, int, int, int]] = {}

        def explore(state: Any, seat: int, legal: Sequence[Action], players: list[AnyPlayer] = players,
                    coin: random.Random = coin, made: dict[int, tuple[Any, int, int, int]] = made) -> Action | None:
            if not legal or legal[0].kind != BID:
                return None
            view = game.view(state, seat)
            mine = players[seat].choose(game, view, legal)
            others = [a for a in legal if a.kind == BID and 0 < abs(a.value - mine.value) <= CALL_SPAN]
            chosen = coin.choice(others) if others and coin.random() < CALL_EXPLORE else mine
            made[seat] = (call_features(game, view), chosen.value, mine.value, len(others))
            return chosen

        result = game.hand_result(play_hand(game, players, h, seed, lambda *_: None, explore))
        if isinstance(result, Redeal) or len(made) < 4:
            continue
        scored = result.to_json()  # the rows keep the result's JSON: each seat's tricks and score
        for seat in range(4):
            x, call, mine, others = made[seat]
            for name, value in (("x", x), ("call", call), ("player", mine), ("others", others),
                                ("tricks", scored["tricks"][seat]), ("score", float(scored["score"][seat])),
                                ("seat", seat), ("hand", h)):
                rows[name].append(value)
    return _write(path, x=np.asarray(rows["x"], dtype=np.float16).reshape(len(rows["call"]), -1),
                  call=np.asarray(rows["call"], dtype=np.int8), player=np.asarray(rows["player"], dtype=np.int8),
                  others=np.asarray(rows["others"], dtype=np.int8), tricks=np.asarray(rows["tricks"], dtype=np.int8),
                  score=np.asarray(rows["score"], dtype=np.float32), seat=np.asarray(rows["seat"], dtype=np.int8),
                  hand=np.asarray(rows["hand"], dtype=np.int32), key=np.asarray(key))


def load_shards(data: Path) -> dict[str, np.ndarray]:
    """All shards of a directory concatenated (``x``, ``y``, ``hand``, ...)."""
    parts = [np.load(p) for p in sorted(data.glob("shard-*.npz")) if not p.name.endswith(".tmp.npz")]
    if not parts:
        raise FileNotFoundError(f"no shards in {data}")
    names = [n for n in parts[0].files if n != "key"]
    out = {n: np.concatenate([p[n] for p in parts]) for n in names}
    out["key"] = parts[0]["key"]
    return out
