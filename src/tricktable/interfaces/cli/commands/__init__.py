"""One module per group of sub-commands; each defines ``register(app: typer.Typer)``."""
