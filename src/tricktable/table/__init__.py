"""Runs matches: players, the deal, events, records. Every interface drives this loop."""

from .records import HandRecord, MatchRecord
from .runner import Table, deal_for, play_match, replay_actions

__all__ = ["HandRecord", "MatchRecord", "Table", "deal_for", "play_match", "replay_actions"]
