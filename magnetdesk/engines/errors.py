"""The one error an outside engine raises, with the kind of failure."""

from __future__ import annotations

# The kinds of failure, each a clear reason for the person (the window words them for itself).
NOT_FOUND = "not found"  # the program cannot be started
SLOW_START = "slow start"  # no answer to the first command in time
DIED = "died"  # the process ended (or closed its output)
HUNG = "hung"  # no answer within the time limit
GARBAGE = "garbage"  # an answer that is not GTP
REFUSED = "refused"  # a "? reason" answer
ILLEGAL = "illegal"  # a move our rules refuse
UNSUPPORTED = "unsupported"  # it cannot play the game asked of it
KINDS = (NOT_FOUND, SLOW_START, DIED, HUNG, GARBAGE, REFUSED, ILLEGAL, UNSUPPORTED)


class EngineError(RuntimeError):
    """An outside engine failed: ``kind`` is one of :data:`KINDS`, the text says what and how
    (the command, the engine's last words on standard error)."""

    def __init__(self, message: str, kind: str = REFUSED, reason: str = "") -> None:
        super().__init__(message)
        self.kind = kind
        self.reason = reason  # a refusal's own words (after the "?")
