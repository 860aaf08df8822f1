"""``tricktable train``: self-play data and learned models (``generate``, ``beliefs``, ``bids``; docs/models.md)."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from ....ai.beliefs.data import generate_shard, shard_path
from ..options import lang_option


def register(app: typer.Typer) -> None:
    train_app = typer.Typer(help="Self-play data and learned models (docs/models.md).")
    app.add_typer(train_app, name="train")

    @train_app.command("generate")
    def generate_cmd(
        variant: str = typer.Option("rook/crowsnest", "--variant", "-v", help="variant key"),
        games: int = typer.Option(1000, "--games", "-n", min=1, help="hands to play"),
        players: str = typer.Option("heuristic", "--players", "-p", help="player kinds, comma-separated: the "
                                    "seats take them in turn (seat s of hand h plays kind (h + s) mod count)"),
        jobs: int = typer.Option(1, "--jobs", "-j", min=1, help="parallel processes"),
        seed: int = typer.Option(0, "--seed", help="deal and player seed (same seed, same files)"),
        shard_games: int = typer.Option(100, "--shard-games", min=1, help="hands per shard file"),
        out: Path = typer.Option(..., "--out", help="directory of the shards (finished shards are skipped)"),
        study: str = typer.Option("decisions", "--study", help="decisions: a row per decision (belief model); "
                                  "bids: a row per pair of hands that differ in one bid or pass of seat h mod 4 "
                                  "(bid model, Rook); calls: a row per seat's call, some calls tried off the "
                                  "player's (call model, Callbreak)"),
        lang: str = lang_option(),
    ) -> None:
        """Play hands and write, per decision, the seat's view features, the hidden cards' places, the action and
        the outcome, to compressed .npz shards (or, with --study bids or calls, the bid or call model's rows)."""
        if study not in ("decisions", "bids", "calls"):
            raise typer.BadParameter(f"{study!r}: decisions, bids or calls", param_hint="--study")
        kinds = [k.strip() for k in players.split(",") if k.strip()]
        shards = [s for s in range(-(-games // shard_games)) if not shard_path(out, s).exists()]
        total = -(-games // shard_games)
        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns) as bar, ProcessPoolExecutor(jobs) as pool:
            task = bar.add_task(variant, total=total, completed=total - len(shards))
            futures = [pool.submit(generate_shard, variant, kinds, seed, s, shard_games, out, games,
                                   study)
                       for s in shards]
            for f in futures:
                f.result()
                bar.advance(task)

    train_app.command("beliefs")(_training_command(
        "tricktable.ai.beliefs.train", "train", "directory of shards from 'train generate'", hidden=256, epochs=8,
        finetune=True, doc="Train the belief model (needs pip install -e '.\\[train]') and export NumPy weights."))
    train_app.command("bids")(_training_command(
        "tricktable.ai.bids.train", "train", "directory of 'train generate --study bids' shards", hidden=64,
        epochs=30, doc="Train the bid model (needs pip install -e '.\\[train]') and export NumPy weights."))
    train_app.command("calls")(_training_command(
        "tricktable.ai.bids.train", "train_calls", "directory of 'train generate --study calls' shards", hidden=64,
        epochs=20, doc="Train the Callbreak call model (needs pip install -e '.\\[train]') and export NumPy weights."))


def _training_command(module: str, function: str, data_help: str, *, hidden: int, epochs: int,
                      doc: str, finetune: bool = False) -> Callable[..., None]:
    """A ``train`` subcommand: ``module.function(data, out, hidden=, epochs=, seed=, threads=)`` (imported only when
    it runs: it needs the train extra) with its held-out figures printed; ``hidden`` and ``epochs`` its defaults.
    With ``finetune`` it also takes ``--init``, ``--augment`` and ``--lr`` (passed on when given)."""
    default_hidden, default_epochs = hidden, epochs

    def command(
        data: Path = typer.Option(..., "--data", help=data_help),
        out: Path = typer.Option(..., "--out", help="the weights file to write (.npz)"),
        hidden: int = typer.Option(default_hidden, "--hidden", min=1, help="units per hidden layer"),
        epochs: int = typer.Option(default_epochs, "--epochs", min=1),
        seed: int = typer.Option(0, "--seed"),
        threads: int = typer.Option(1, "--threads", min=1, help="CPU threads for PyTorch"),
        report: Path | None = typer.Option(None, "--report", help="also write the held-out figures (JSON)"),
        init: Path | None = typer.Option(None, "--init", help="start from these exported weights (fine-tune)",
                                         hidden=not finetune),
        augment: bool = typer.Option(False, "--augment", help="Rook: permute the colours of every batch",
                                     hidden=not finetune),
        lr: float | None = typer.Option(None, "--lr", help="learning rate", hidden=not finetune),
        lang: str = lang_option(),
    ) -> None:
        train = getattr(importlib.import_module(module), function)
        extra: dict[str, object] = {}
        if init is not None:
            extra["init"] = init
        if augment:
            extra["augment"] = True
        if lr is not None:
            extra["lr"] = lr
        if extra and not finetune:
            raise typer.BadParameter("--init, --augment and --lr are for 'train beliefs'")
        _report(train(data, out, hidden=hidden, epochs=epochs, seed=seed, threads=threads, **extra), report)

    command.__doc__ = doc
    return command


def _report(result: dict[str, Any], report: Path | None) -> None:
    """Print the held-out figures (and write them to ``report``)."""
    text = json.dumps(result, indent=1)
    if report is not None:
        report.write_text(text + "\n")
    typer.echo(text)
