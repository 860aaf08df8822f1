"""Fit the bid model with PyTorch on the CPU (the optional ``train`` extra) and export it for ``model``.

Data: ``train generate --study bids`` shards (one row per pair of hands: the seat's bid features at the decision and
its side's outcome when it bid and when it passed there). The target is the paired difference, bid minus pass, in
units of ``model.SCALE`` points, fitted with a Huber loss (the differences are heavy-tailed: a set contract swings
200 points). Hands are split into training and held-out sets by the seed (``beliefs.train.split``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from ...engine import get_game
from ..arena.stats import mean_ci
from ..beliefs.data import load_shards
from ..beliefs.train import export, split
from .features import complete
from .model import SCALE, BidModel

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
            loss.backward()
            opt.step()
    export(net, key, out)
    report = evaluate(BidModel.load(out), x[ho], gain[ho], d["heuristic"][ho].astype(np.float64))
    report.update(key=key, train_rows=int(tr.sum()), hidden=hidden, epochs=epochs, seed=seed)
    return report
