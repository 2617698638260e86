"""The clocks of a game: one per side under a :class:`~magnetdesk.clocks.controls.TimeControl`,
only the side to move's running, paused and resumed, and the side whose time is out flagged.

The time comes from ``now`` (seconds, monotonic), so the tests drive it by hand:

>>> from magnetdesk.clocks.controls import TimeControl
>>> t = [0.0]
>>> clocks = GameClocks(TimeControl("byoyomi", main=10, periods=2, period=5), lambda: t[0])
>>> clocks.start(BLACK)
>>> t[0] = 12.0  # main time gone, 2 s into the first period
>>> clocks.left(BLACK), clocks.live(BLACK).periods_left
(3.0, 2)
>>> clocks.press(BLACK)  # the move was made within the period: it stays, full again
>>> clocks[BLACK].main, clocks[BLACK].period_left, clocks.running
(0.0, 5.0, 2)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engine.core.vocabulary import BLACK, WHITE


@dataclass
class SideClock:
    """One side's time as it stood when its clock last stopped: ``main`` left, then (in
    overtime) ``period_left`` of the current period, ``periods_left`` (byo-yomi: this one
    included) or ``stones_left`` (Canadian: moves still due in this period); ``flagged`` once
    the time is out."""

    main: float
    period_left: float = 0.0
    periods_left: int = 0
    stones_left: int = 0
    flagged: bool = False

    @property
    def overtime(self) -> bool:
        return self.main <= 0 and (self.periods_left > 0 or self.stones_left > 0)


def fresh(control: TimeControl, main: float | None = None) -> SideClock:
    """A side's clock at the start of a game (``main`` another main time: a time handicap)."""
    clock = SideClock(control.main if main is None else main)
    if control.timed and clock.main <= 0:
        _enter_overtime(clock, control)
    return clock


def _enter_overtime(clock: SideClock, control: TimeControl) -> None:
    clock.main = 0.0
    if control.kind == "byoyomi":
        clock.periods_left, clock.period_left = control.periods, control.period
    elif control.kind == "canadian":
        clock.stones_left, clock.period_left = control.stones, control.period
    else:
        clock.flagged = True


def spent(clock: SideClock, control: TimeControl, seconds: float) -> SideClock:
    """``clock`` after ``seconds`` of its side's thinking (a copy; the move not yet made)."""
    after = SideClock(clock.main, clock.period_left, clock.periods_left, clock.stones_left,
                      clock.flagged)
    if after.flagged or not control.timed:
        return after
    if after.main > 0:
        if seconds < after.main:
            after.main -= seconds
            return after
        seconds -= after.main
        _enter_overtime(after, control)
        if after.flagged:
            return after
    while seconds >= after.period_left:  # periods run out (Canadian: the only one)
        seconds -= after.period_left
        if control.kind == "byoyomi" and after.periods_left > 1:
            after.periods_left -= 1
            after.period_left = control.period
            continue
        after.period_left = 0.0
        after.flagged = True
        return after
    after.period_left -= seconds
    return after


def moved(clock: SideClock, control: TimeControl) -> SideClock:
    """``clock`` once its side's move is made in time: Fischer's increment added, a byo-yomi
    period full again, a Canadian period's stone counted (a new period when all are in)."""
    if clock.flagged:
        return clock
    if control.kind == "fischer":
        clock.main += control.increment
    elif clock.overtime and control.kind == "byoyomi":
        clock.period_left = control.period
    elif clock.overtime and control.kind == "canadian":
        clock.stones_left -= 1
        if clock.stones_left <= 0:
            clock.stones_left, clock.period_left = control.stones, control.period
    return clock


class GameClocks:
    """Both sides' clocks; see the module docstring. ``running`` is the side whose clock runs
    (None: stopped or paused)."""

    def __init__(self, control: TimeControl, now: Callable[[], float],
                 mains: dict[int, float] | None = None) -> None:
        self.control = control
        self.now = now
        self.sides = {colour: fresh(control, (mains or {}).get(colour))
                      for colour in (BLACK, WHITE)}
        self.running: int | None = None
        self.since = 0.0

    def __getitem__(self, colour: int) -> SideClock:
        return self.sides[colour]

    def start(self, colour: int) -> None:
        """Run ``colour``'s clock (the other one stopped)."""
        self.stop()
        self.running = colour
        self.since = self.now()

    def stop(self) -> None:
        """Stop the running clock, keeping what its side spent (a pause, the game's end)."""
        if self.running is not None:
            colour = self.running
            self.sides[colour] = spent(self.sides[colour], self.control,
                                       self.now() - self.since)
            self.running = None

    def live(self, colour: int) -> SideClock:
        """``colour``'s clock as it stands now (its running time counted)."""
        clock = self.sides[colour]
        if self.running != colour:
            return clock
        return spent(clock, self.control, self.now() - self.since)

    def left(self, colour: int) -> float:
        """The seconds ``colour`` has before its current period (or main time) is out."""
        clock = self.live(colour)
        return clock.main if clock.main > 0 else clock.period_left

    def flagged(self) -> int | None:
        """The side whose time is out, if any."""
        for colour in (BLACK, WHITE):
            if self.live(colour).flagged:
                return colour
        return None

    def press(self, colour: int) -> None:
        """``colour`` made its move: its time is kept, the other side's clock runs."""
        if self.running == colour:
            self.stop()
        self.sides[colour] = moved(self.sides[colour], self.control)
        other = WHITE if colour == BLACK else BLACK
        if not self.sides[colour].flagged:
            self.start(other)
