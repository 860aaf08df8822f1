"""Interfaces: the only layer that knows terminals, HTTP or websockets."""
