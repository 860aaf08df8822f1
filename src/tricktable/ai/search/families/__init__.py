"""Per-family adapters for the search player (each module's ``register``, named by the family's entry point in
``tricktable.adapters``, calls ``register_adapter``)."""
