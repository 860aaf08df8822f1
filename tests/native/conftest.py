from native_paths import path  # noqa: F401  (the fixture)
