"""Fit a belief model with PyTorch on the CPU (the optional ``train`` extra) and export it for ``model``.

Hands, not decisions, are split into training and held-out sets (a tenth of the hands, chosen by the seed), so that
the held-out figures are about unseen deals. The loss is the cross-entropy of each hidden copy's true place; cards
the seat sees do not count."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from .data import load_shards
from .features import SLOTS, as_counts
from .model import BeliefModel


def split(hands: np.ndarray, seed: int, share: float = 0.1) -> tuple[np.ndarray, np.ndarray]:
    """Row masks (train, held out): the held-out rows are every decision of a ``share`` of the hands."""
    ids = np.unique(hands)
    rng = np.random.default_rng(seed)
    held = set(rng.choice(ids, size=max(1, int(len(ids) * share)), replace=False).tolist())
    mask = np.isin(hands, list(held))
    return ~mask, mask


def evaluate(model: BeliefModel, x: np.ndarray, y: np.ndarray, bins: int = 10) -> dict[str, Any]:
    """Held-out figures from (rows, cards, SLOTS) counts ``y``: share of hidden copies whose card's most likely
    place is right, mean log-loss per copy, and calibration (per probability bin: mean predicted probability and
    the share of the card's hidden copies that were there)."""
    p = model.probs(x.astype(np.float32))
    y = y.astype(np.float32)
    copies = y.sum(-1)
    hidden = copies > 0
    right = np.take_along_axis(y, p.argmax(-1)[..., None], axis=-1)[..., 0]
    log_loss = -(y * np.log(np.maximum(p, 1e-9))).sum() / copies.sum()
    flat_p = p[hidden].ravel()
    flat_hit = (y[hidden] / copies[hidden][:, None]).ravel()
    edges = np.linspace(0, 1, bins + 1)
    which = np.clip(np.digitize(flat_p, edges) - 1, 0, bins - 1)
    calib = [{"bin": [float(edges[b]), float(edges[b + 1])], "n": int((which == b).sum()),
              "predicted": float(flat_p[which == b].mean()), "observed": float(flat_hit[which == b].mean())}
             for b in range(bins) if (which == b).any()]
    return {"cards": int(copies.sum()), "accuracy": float(right.sum() / copies.sum()),
            "log_loss": float(log_loss), "calibration": calib}


def export(net: Any, key: str, out: Path) -> None:
    """Write a torch ``Sequential`` of Linear and ReLU layers as the NumPy weights ``model.MLP`` reads."""
    import torch

    arrays: dict[str, Any] = {"key": np.asarray(key)}
    linears = [m for m in net if isinstance(m, torch.nn.Linear)]
    for i, lin in enumerate(linears):
        arrays[f"w{i}"] = lin.weight.detach().numpy().T.astype(np.float32).copy()
        arrays[f"b{i}"] = lin.bias.detach().numpy().astype(np.float32).copy()
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out, **arrays)


def train(data: Path, out: Path, hidden: int = 256, epochs: int = 8, seed: int = 0, batch: int = 512,
          lr: float = 2e-3, threads: int = 1, max_rows: int | None = None) -> dict[str, Any]:
    """Train on the shards in ``data``, write the weights to ``out`` and return the held-out figures."""
    import torch  # the optional extra: playing never imports it

    torch.manual_seed(seed)
    torch.set_num_threads(threads)
    d = load_shards(data)
    key = str(d["key"])
    x, y = d["x"].astype(np.float32), as_counts(d["y"])
    if max_rows is not None:
        x, y, d["hand"] = x[:max_rows], y[:max_rows], d["hand"][:max_rows]
    tr, ho = split(d["hand"], seed)
    cards = y.shape[1]
    net = torch.nn.Sequential(torch.nn.Linear(x.shape[1], hidden), torch.nn.ReLU(),
                              torch.nn.Linear(hidden, hidden), torch.nn.ReLU(),
                              torch.nn.Linear(hidden, cards * SLOTS))
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    xt, yt = torch.from_numpy(x[tr]), torch.from_numpy(y[tr])
    gen = torch.Generator().manual_seed(seed)
    for _ in range(epochs):
        order = torch.randperm(len(xt), generator=gen)
        for i in range(0, len(order), batch):
            ix = order[i:i + batch]
            logits = net(xt[ix]).reshape(-1, cards, SLOTS)
            target = yt[ix].float()
            loss = -(target * torch.log_softmax(logits, -1)).sum() / target.sum().clamp(min=1.0)
            opt.zero_grad()
            loss.backward()
            opt.step()
    export(net, key, out)
    report = evaluate(BeliefModel.load(out), x[ho], y[ho])
    report.update(key=key, rows=int(tr.sum()), held_out_rows=int(ho.sum()), hidden=hidden, epochs=epochs, seed=seed)
    return report
