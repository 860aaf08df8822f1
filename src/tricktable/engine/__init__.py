"""What every trick-taking game shares: actions, events, seats, the deal, the Game contract, the registry, and the
match loop and session every face drives a match with."""

from .actions import Action, Event, format_action, parse_action
from .dealing import Deal, hand_seed, shuffled, split_deal
from .errors import IllegalAction, InvalidConfig, MalformedAction, NotYourTurn, RuleError, UnknownVariant
from .game import Game, MatchState, Score
from .registry import default_variant, get_game, register, variant_keys, variants
from .results import REDEAL, HandResult, Redeal
from .seats import NUM_SEATS, next_seat, partner, team
from .session import SPECTATOR, DealtHand, MatchSession, MatchSink, Step

__all__ = [
    "NUM_SEATS", "REDEAL", "SPECTATOR", "Action", "Deal", "DealtHand", "Event", "Game", "HandResult", "IllegalAction", "InvalidConfig",
    "MalformedAction", "MatchSession", "MatchSink", "MatchState", "NotYourTurn", "Redeal", "RuleError", "Score", "Step",
    "UnknownVariant", "default_variant", "format_action", "get_game", "hand_seed", "next_seat", "parse_action", "partner",
    "register", "shuffled", "split_deal", "team", "variant_keys", "variants",
]
