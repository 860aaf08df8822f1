"""Precise exceptions for bad input. Each is a ``ValueError`` that carries a message id and parameters.

``IllegalAction("must-follow", suit=Colour, held=Cards(...))`` keeps ``.msg_id`` and ``.params`` for the edge to
write in the player's language (:mod:`tricktable.i18n`); ``str(e)`` is the English text ("you must follow green:
you hold G7"). When one is raised by ``Game.apply`` the state is unchanged (states are never mutated in place).
"""

from ..messages import MessageError


class RuleError(MessageError):
    """Base class of every rules exception: ``RuleError(msg_id, **params)``."""


class MalformedAction(RuleError):
    """The text or shape of an action cannot be read (``"bid eighty"``, an unknown card, a missing amount)."""


class IllegalAction(RuleError):
    """A well-formed action the rules do not allow now (``"you must follow green: you hold G7"``)."""


class NotYourTurn(RuleError):
    """A seat tried to act when another seat is to act, or after the hand is over."""


class InvalidConfig(RuleError):
    """A variant's options do not fit together (for example a nest that does not fit the deck)."""


class UnknownVariant(RuleError):
    """No variant is registered under that key."""
