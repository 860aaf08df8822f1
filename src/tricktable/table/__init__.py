"""Runs matches: the step-wise match session (the one driver), the pull loop over it, records, scenario replay."""

from .records import HandRecord, MatchRecord
from .runner import Table, play_match, replay_actions
from .session import SPECTATOR, DealtHand, MatchSession, MatchSink, Step, deal_for

__all__ = ["SPECTATOR", "DealtHand", "HandRecord", "MatchRecord", "MatchSession", "MatchSink", "Step", "Table",
           "deal_for", "play_match", "replay_actions"]
