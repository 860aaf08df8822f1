"""The callbreak family (not yet implemented: registers no variants)."""


def register_variants() -> None:
    """Register this family's presets with the engine registry."""
