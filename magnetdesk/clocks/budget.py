"""How long the computer may think about a move on the clock: main time spread over the moves
it expects, at most a byo-yomi period (so that none is lost needlessly), a Canadian period over
its stones, Fischer's increment used; always a margin for the worker processes' round trip and
a loaded machine.

>>> from magnetdesk.clocks.clock import SideClock
>>> from magnetdesk.clocks.controls import TimeControl
>>> sudden = TimeControl("sudden", main=60)
>>> round(move_seconds(SideClock(60), sudden, empty_points=81), 2)  # ~28 moves to come
1.4
>>> byoyomi = TimeControl("byoyomi", main=0, periods=5, period=5)
>>> move_seconds(SideClock(0, period_left=5, periods_left=5), byoyomi, empty_points=40)
4.0
"""

from __future__ import annotations

from magnetdesk.clocks.clock import SideClock
from magnetdesk.clocks.controls import TimeControl

MOVES_LEFT_SHARE = 0.35  # the mover's moves still to come, per empty point
MIN_MOVES_LEFT = 10  # however full the board, main time is spread over at least this many
USE_SHARE = 0.9  # the share of an allotment used, the rest a margin
MARGIN_SECONDS = 0.5  # kept back for the worker processes' answer and a busy machine
MIN_MOVE_SECONDS = 0.1


def move_seconds(clock: SideClock, control: TimeControl, empty_points: int) -> float | None:
    """The seconds for the next move of the side with ``clock`` (None: no clock)."""
    if not control.timed:
        return None
    if clock.main > 0:
        moves_left = max(MOVES_LEFT_SHARE * empty_points, MIN_MOVES_LEFT)
        share = clock.main / moves_left
        if control.kind == "fischer":
            share += control.increment * USE_SHARE
        elif control.kind == "byoyomi":
            share += control.period * USE_SHARE  # the first period is safe to reach into
        elif control.kind == "canadian":
            share += control.period / control.stones * USE_SHARE
        share = min(share, clock.main + (control.period if control.kind == "byoyomi" else 0))
    elif control.kind == "byoyomi":
        share = clock.period_left
    elif control.kind == "canadian":
        share = clock.period_left / max(clock.stones_left, 1)
    else:
        share = 0.0
    return max(share * USE_SHARE - MARGIN_SECONDS, MIN_MOVE_SECONDS)
