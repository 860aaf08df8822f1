"""Per-family adapters for the search player (each registers itself with ``register_adapter``)."""
