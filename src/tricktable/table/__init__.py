"""Runs matches: the pull loop over the engine's match session (``engine.MatchSession``), records, scenario
replay, stored sessions, rooms and the benches."""

from .records import HandRecord, MatchRecord
from .runner import Table, play_match, replay_actions

__all__ = ["HandRecord", "MatchRecord", "Table", "play_match", "replay_actions"]
