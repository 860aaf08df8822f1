"""Fit a belief model with PyTorch on the CPU (the optional ``train`` extra) and export it for ``model``.

Hands, not decisions, are split into training and held-out sets (a tenth of the hands, chosen by the seed), so that
the held-out figures are about unseen deals. The loss is the cross-entropy of each hidden copy's true place; cards
the seat sees do not count. Training may start from exported weights (``init``: fine-tuning, e.g. a model learned
from cheap heuristic hands on costlier hands of stronger players; inputs the old model lacked start at zero weight),
and in Rook may show every batch with the four colours permuted (``augment``: the rules treat the colours alike, so
each hand stands for 24; the Crow keeps its place), with the learning rate falling to zero on a cosine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from .data import load_shards
from .features import SLOTS, as_counts, shard_auction
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


def export(net: Any, key: str, out: Path, features: str = "rl") -> None:
    """Write a torch ``Sequential`` of Linear and ReLU layers as the NumPy weights ``model.MLP`` reads (and the
    inputs it reads, ``features``, when not the RL observation alone)."""
    import torch

    arrays: dict[str, Any] = {"key": np.asarray(key)}
    if features != "rl":
        arrays["features"] = np.asarray(features)
    linears = [m for m in net if isinstance(m, torch.nn.Linear)]
    for i, lin in enumerate(linears):
        arrays[f"w{i}"] = lin.weight.detach().numpy().T.astype(np.float32).copy()
        arrays[f"b{i}"] = lin.bias.detach().numpy().astype(np.float32).copy()
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out, **arrays)


def colour_swaps(key: str, inputs: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """For each permutation of the colours that ``key``'s family's rules treat alike (its ``faces``'
    ``colour_permutations``: Rook's four colours, 24 permutations), (input index map, card index map) such that
    ``x[:, inputs_map]`` and ``y[:, cards_map]`` are the same decision with the colours permuted (the card slices of
    the observation and the named colour, ``trump``; everything else stays). ``ValueError`` for a family without
    any."""
    from ...games import faces, family_part
    from .features import encoder_for

    enc = encoder_for(key)
    cards = enc.codec.cards
    perms = family_part(enc.game, "faces", faces).colour_permutations(cards)
    if not perms:
        raise ValueError(f"{key}: its family's rules permute no colours")
    out = []
    for card_order, colour_order in perms:
        card_src = np.asarray(card_order)
        src = np.arange(inputs)
        for name in ("hand", "selected", "played", "trick", "nest"):
            if name in enc.slices:
                sl = enc.slices[name]
                for base in range(sl.start, sl.start + sl.size, len(cards)):
                    src[base:base + len(cards)] = base + card_src
        if "trump" in enc.slices:
            trump = enc.slices["trump"].start
            src[trump:trump + len(colour_order)] = trump + np.asarray(colour_order)
        out.append((src, card_src))
    return out


def train(data: Path, out: Path, hidden: int = 256, epochs: int = 8, seed: int = 0, batch: int = 512,
          lr: float = 2e-3, threads: int = 1, max_rows: int | None = None, init: Path | None = None,
          augment: bool = False) -> dict[str, Any]:
    """Train on the shards in ``data``, write the weights to ``out`` and return the held-out figures. With
    ``init`` the network starts from those exported weights (same layer sizes; its ``features``), with
    ``augment`` (Rook) each batch has its colours permuted and the learning rate falls on a cosine."""
    import torch  # the optional extra: playing never imports it

    torch.manual_seed(seed)
    torch.set_num_threads(threads)
    d = load_shards(data)
    key = str(d["key"])
    start = BeliefModel.load(init) if init is not None else None
    features = start.features if start is not None else "rl"
    x, y = d["x"].astype(np.float32), as_counts(d["y"])
    if features == "rl+auction":
        x = np.concatenate([x, shard_auction(key, d["hand"], d["seat"], d["action"])], axis=1)
    if max_rows is not None:
        x, y, d["hand"] = x[:max_rows], y[:max_rows], d["hand"][:max_rows]
    tr, ho = split(d["hand"], seed)
    cards = y.shape[1]
    net = torch.nn.Sequential(torch.nn.Linear(x.shape[1], hidden), torch.nn.ReLU(),
                              torch.nn.Linear(hidden, hidden), torch.nn.ReLU(),
                              torch.nn.Linear(hidden, cards * SLOTS))
    if start is not None:
        with torch.no_grad():
            for lin, (w, b) in zip([m for m in net if isinstance(m, torch.nn.Linear)], start.layers, strict=True):
                lin.weight.copy_(torch.from_numpy(w.T))
                lin.bias.copy_(torch.from_numpy(b))
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    xt, yt = torch.from_numpy(x[tr]), torch.from_numpy(y[tr])
    gen = torch.Generator().manual_seed(seed)
    swaps = [(torch.from_numpy(a), torch.from_numpy(b)) for a, b in colour_swaps(key, x.shape[1])] if augment else []
    pick = np.random.default_rng(seed)
    steps, step = epochs * -(-len(xt) // batch), 0
    for _ in range(epochs):
        order = torch.randperm(len(xt), generator=gen)
        for i in range(0, len(order), batch):
            ix = order[i:i + batch]
            xb, target = xt[ix], yt[ix].float()
            if augment:
                for group in opt.param_groups:
                    group["lr"] = lr * 0.5 * (1.0 + np.cos(np.pi * step / steps))
                step += 1
                fs, cs = swaps[int(pick.integers(len(swaps)))]
                xb, target = xb[:, fs], target[:, cs]
            logits = net(xb).reshape(-1, cards, SLOTS)
            loss = -(target * torch.log_softmax(logits, -1)).sum() / target.sum().clamp(min=1.0)
            opt.zero_grad()
            loss.backward()  # type: ignore[no-untyped-call]  # torch leaves it unannotated
            opt.step()
    export(net, key, out, features)
    report = evaluate(BeliefModel.load(out), x[ho], y[ho])
    report.update(key=key, rows=int(tr.sum()), held_out_rows=int(ho.sum()), hidden=hidden, epochs=epochs, seed=seed)
    return report
