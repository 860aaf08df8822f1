"""Fit the bid model with PyTorch on the CPU (the optional ``train`` extra) and export it for ``model``.

Data: ``train generate --study bids`` shards (one row per pair of hands: the seat's bid features at the decision and
its side's outcome when it bid and when it passed there). The target is the paired difference, bid minus pass, in
units of ``model.SCALE`` points, fitted with a Huber loss (the differences are heavy-tailed: a set contract swings
200 points). Hands are split into training and held-out sets by the seed (``beliefs.train.split``).

``train_calls`` fits the Callbreak call model on ``train generate --study calls`` shards: from the call features and
the call made, the number of tricks the seat took (cross-entropy over 0..13). Its held-out check
(``evaluate_calls``) estimates what calling by the model gains over the players' own calls from the data's random
tries (inverse propensity: each row's score weighted by the chance the coin had of making that call)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from ...engine import get_game
from ..arena.stats import mean_ci
from ..beliefs.data import load_shards
from ..beliefs.train import export, split
from .features import complete, with_call
from .model import SCALE, BidModel, CallModel, score_table

#: thresholds (points) at which the held-out gain over the self-play players' own bids is reported
THRESHOLDS = (-20.0, -10.0, 0.0, 10.0, 20.0)


def evaluate(model: BidModel, x: np.ndarray, gain: np.ndarray, heuristic: np.ndarray) -> dict[str, Any]:
    """Held-out figures: the correlation of predicted and true advantage, and for each threshold the estimated gain
    per decision of bidding by the model instead of as the data's players did, ``(model bids - player bid) *
    (bid - pass)`` averaged over the rows, with its 95% interval (an unbiased estimate of that one decision's
    improvement when every other decision stays the players')."""
    pred = model.advantage(x.astype(np.float32))
    out: dict[str, Any] = {"rows": len(gain), "mean_advantage": float(gain.mean()),
                           "correlation": float(np.corrcoef(pred, gain)[0, 1]),
                           "players_bid": float(heuristic.mean())}
    out["gain"] = [{"threshold": t, "bids": float((pred > t).mean()),
                    **mean_ci(((pred > t).astype(np.float64) - heuristic) * gain).to_json()} for t in THRESHOLDS]
    return out


def train(data: Path, out: Path, hidden: int = 64, epochs: int = 20, seed: int = 0, batch: int = 256,
          lr: float = 1e-3, threads: int = 1) -> dict[str, Any]:
    """Train on the bid shards in ``data``, write the weights to ``out`` and return the held-out figures."""
    import torch  # the optional extra: playing never imports it

    torch.manual_seed(seed)
    torch.set_num_threads(threads)
    d = load_shards(data)
    key = str(d["key"])
    x = complete(get_game(key), d["x"].astype(np.float32))
    gain = (d["bid"] - d["pass"]).astype(np.float32)
    tr, ho = split(d["hand"], seed)
    net = torch.nn.Sequential(torch.nn.Linear(x.shape[1], hidden), torch.nn.ReLU(),
                              torch.nn.Linear(hidden, hidden), torch.nn.ReLU(),
                              torch.nn.Linear(hidden, 1))
    opt = torch.optim.Adam(net.parameters(), lr=lr, weight_decay=1e-4)
    xt, yt = torch.from_numpy(x[tr]), torch.from_numpy(gain[tr] / SCALE)
    gen = torch.Generator().manual_seed(seed)
    for _ in range(epochs):
        order = torch.randperm(len(xt), generator=gen)
        for i in range(0, len(order), batch):
            ix = order[i:i + batch]
            loss = torch.nn.functional.huber_loss(net(xt[ix])[:, 0], yt[ix], delta=1.0)
            opt.zero_grad()
            loss.backward()  # type: ignore[no-untyped-call]  # torch leaves it unannotated
            opt.step()
    export(net, key, out)
    report = evaluate(BidModel.load(out), x[ho], gain[ho], d["heuristic"][ho].astype(np.float64))
    report.update(key=key, train_rows=int(tr.sum()), hidden=hidden, epochs=epochs, seed=seed)
    return report


#: thresholds (points) at which the held-out gain of the call model over the players' calls is reported
CALL_THRESHOLDS = (0.0, 0.25, 0.5, 1.0)


def model_calls(model: CallModel, key: str, x: np.ndarray, player: np.ndarray, threshold: float,
                span: int) -> np.ndarray:
    """For each row, the call ``player.LearnedCaller`` makes: the best expected score among the legal calls within
    ``span`` of the player's call, unless it beats the player's call by no more than ``threshold``."""
    game = get_game(key)
    lo, hi = game.config.min_call, game.config.max_call
    offsets = np.arange(-span, span + 1)
    cand = player[:, None] + offsets[None, :]
    legal = (cand >= lo) & (cand <= hi)
    clipped = np.clip(cand, lo, hi)
    p = model.tricks(with_call(np.repeat(x, len(offsets), axis=0), clipped.ravel())).astype(np.float64)
    table = score_table(game, range(14))
    value = (p * table[clipped.ravel()]).sum(axis=1).reshape(cand.shape)
    value = np.where(legal, value, -np.inf)
    best = value.argmax(axis=1)
    gain = value[np.arange(len(x)), best] - value[:, span]
    return np.where(gain > threshold, cand[np.arange(len(x)), best], player)


def evaluate_calls(model: CallModel, key: str, d: dict[str, np.ndarray], explore: float,
                   span: int) -> dict[str, Any]:
    """Held-out figures for the call model: log-loss of the tricks (and that of the tricks' overall frequencies),
    the mean expected score of the calls made against the mean score they got, and for each threshold the
    estimated gain per call of calling by the model instead of as the data's players did, with its 95% interval.
    The gain is estimated from the random tries: a row counts for a call with weight 1 / (the chance the coin made
    it), so ``score * ([call == model's] / P(model's) - [call == player's] / P(player's))`` averages to the
    difference of the two ways of calling at that one decision when everything else stays the players'."""
    x, call, tricks = d["x"].astype(np.float32), d["call"].astype(np.int64), d["tricks"].astype(np.int64)
    game = get_game(key)
    p = model.tricks(with_call(x, call)).astype(np.float64)
    freq = np.bincount(tricks, minlength=14) / len(tricks)
    expected = (p * score_table(game, range(14))[call]).sum(axis=1)
    out: dict[str, Any] = {
        "rows": len(call), "log_loss": float(-np.log(np.maximum(p[np.arange(len(call)), tricks], 1e-9)).mean()),
        "log_loss_frequencies": float(-np.log(np.maximum(freq[tricks], 1e-9)).mean()),
        "expected_score": float(expected.mean()), "score": float(d["score"].mean()),
        "explored": float((call != d["player"]).mean())}
    player, others, score = d["player"].astype(np.int64), d["others"].astype(np.float64), d["score"].astype(np.float64)

    def chance(c: np.ndarray) -> np.ndarray:
        return np.where(c == player, 1.0 - explore, explore / np.maximum(others, 1.0))

    out["gain"] = []
    for t in CALL_THRESHOLDS:
        mine = model_calls(model, key, x, player, t, span)
        w = (call == mine) / chance(mine) - (call == player) / chance(player)
        out["gain"].append({"threshold": t, "differs": float((mine != player).mean()),
                            **mean_ci((score * w).tolist()).to_json()})
    return out


def train_calls(data: Path, out: Path, hidden: int = 64, epochs: int = 20, seed: int = 0, batch: int = 256,
                lr: float = 1e-3, threads: int = 1) -> dict[str, Any]:
    """Train the call model on the call shards in ``data``, write the weights to ``out``, return the held-out
    figures."""
    import torch  # the optional extra: playing never imports it

    from ..beliefs.data import CALL_EXPLORE, CALL_SPAN

    torch.manual_seed(seed)
    torch.set_num_threads(threads)
    d = load_shards(data)
    key = str(d["key"])
    x = with_call(d["x"].astype(np.float32), d["call"].astype(np.int64))
    tricks = d["tricks"].astype(np.int64)
    tr, ho = split(d["hand"], seed)
    net = torch.nn.Sequential(torch.nn.Linear(x.shape[1], hidden), torch.nn.ReLU(),
                              torch.nn.Linear(hidden, hidden), torch.nn.ReLU(),
                              torch.nn.Linear(hidden, 14))
    opt = torch.optim.Adam(net.parameters(), lr=lr, weight_decay=1e-4)
    xt, yt = torch.from_numpy(x[tr]), torch.from_numpy(tricks[tr])
    gen = torch.Generator().manual_seed(seed)
    for _ in range(epochs):
        order = torch.randperm(len(xt), generator=gen)
        for i in range(0, len(order), batch):
            ix = order[i:i + batch]
            loss = torch.nn.functional.cross_entropy(net(xt[ix]), yt[ix])
            opt.zero_grad()
            loss.backward()  # type: ignore[no-untyped-call]  # torch leaves it unannotated
            opt.step()
    export(net, key, out)
    report = evaluate_calls(CallModel.load(out), key, {n: v[ho] for n, v in d.items() if n != "key"},
                            CALL_EXPLORE, CALL_SPAN)
    report.update(key=key, train_rows=int(tr.sum()), hidden=hidden, epochs=epochs, seed=seed)
    return report
