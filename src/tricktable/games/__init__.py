"""Game families. Importing this package registers every family's variants."""

from importlib import import_module

FAMILIES = ("rook", "callbreak", "shengji")

for _family in FAMILIES:
    _module = import_module(f"{__name__}.{_family}")
    getattr(_module, "register_variants", lambda: None)()
