"""The game clock of the text protocol: GTP's ``time_settings`` (Canadian byo-yomi, absolute
time as the case without byo-yomi) and ``time_left``, and how much of it one move may spend.

A move in main time gets the main time left over the moves still to come (an estimate from
the empty points), plus most of a byo-yomi stone's share when byo-yomi follows; in byo-yomi it
gets most of the period's time over its stones left. A small margin is kept for the answer to
travel.

>>> clocks = GameClocks()
>>> clocks.settings = TimeControl(main_time=60, byo_yomi_time=0, byo_yomi_stones=0)
>>> clocks.reset()
>>> round(clocks.move_seconds(BLACK, empty_points=81), 2)  # absolute: 60 s for ~28 moves
1.8
>>> clocks.time_left(BLACK, seconds=20, stones=5)  # in byo-yomi: 20 s for 5 stones
>>> round(clocks.move_seconds(BLACK, empty_points=40), 2)
3.5
"""

from __future__ import annotations

from dataclasses import dataclass

from magnetdesk.engine.core.vocabulary import BLACK, WHITE

MOVES_LEFT_SHARE = 0.35  # the mover's moves still to come, per empty point
MIN_MOVES_LEFT = 10  # however full the board, main time is spread over at least this many
USE_SHARE = 0.9  # the share of a move's allotment that is used, the rest a margin
MARGIN_SECONDS = 0.1  # kept back from every allotment for the answer to travel
MIN_MOVE_SECONDS = 0.05


@dataclass(frozen=True)
class TimeControl:
    """GTP's ``time_settings``: ``main_time`` seconds, then ``byo_yomi_time`` seconds for every
    ``byo_yomi_stones`` moves. No byo-yomi time is absolute time; byo-yomi time without stones
    means no time limit (GTP's convention)."""

    main_time: float
    byo_yomi_time: float
    byo_yomi_stones: int
    periods: int = 0  # Japanese byo-yomi (kgs-time_settings byoyomi): periods of the time

    @property
    def japanese(self) -> bool:
        return self.periods > 0

    @property
    def unlimited(self) -> bool:
        return self.byo_yomi_time > 0 and self.byo_yomi_stones == 0

    @property
    def has_byo_yomi(self) -> bool:
        return self.byo_yomi_time > 0 and self.byo_yomi_stones > 0


@dataclass
class Clock:
    """One player's time left in the current period; ``stones`` left in byo-yomi (0 while
    still in main time)."""

    seconds: float
    stones: int = 0


class GameClocks:
    """Both players' clocks under the session's time control (None: no time limit)."""

    def __init__(self) -> None:
        self.settings: TimeControl | None = None
        self.clocks: dict[int, Clock] = {}

    def reset(self) -> None:
        """Both clocks back to the full main time (or the first byo-yomi period)."""
        settings = self.settings
        self.clocks = {}
        if settings is None or settings.unlimited:
            return
        for colour in (BLACK, WHITE):
            if settings.main_time > 0 or not settings.has_byo_yomi:
                self.clocks[colour] = Clock(settings.main_time)
            else:
                self.clocks[colour] = Clock(settings.byo_yomi_time, settings.byo_yomi_stones
                                            if not settings.japanese else settings.periods)

    def time_left(self, colour: int, seconds: float, stones: int) -> None:
        """The controller's word on ``colour``'s clock (GTP ``time_left``)."""
        self.clocks[colour] = Clock(seconds, stones)

    def move_seconds(self, colour: int, empty_points: int) -> float | None:
        """How long ``colour`` may think about its next move (None: no time limit)."""
        clock = self.clocks.get(colour)
        if clock is None:
            return None
        settings = self.settings
        if clock.stones > 0 and settings is not None and settings.japanese:
            share = clock.seconds  # a period for this move (KGS: ``stones`` counts periods)
        elif clock.stones > 0:
            share = clock.seconds / clock.stones
        else:
            moves_left = max(MOVES_LEFT_SHARE * empty_points, MIN_MOVES_LEFT)
            share = clock.seconds / moves_left
            if settings is not None and settings.has_byo_yomi:
                share += settings.byo_yomi_time / settings.byo_yomi_stones
        return max(share * USE_SHARE - MARGIN_SECONDS, MIN_MOVE_SECONDS)

    def spend(self, colour: int, seconds: float) -> None:
        """``colour`` used ``seconds`` on a move: keep its clock (for controllers that send
        no ``time_left``)."""
        clock, settings = self.clocks.get(colour), self.settings
        if clock is None or settings is None:
            return
        clock.seconds -= seconds
        if clock.stones > 0 and settings.japanese:
            if clock.seconds < 0:  # a period lost
                clock.stones -= 1
            clock.seconds = settings.byo_yomi_time
        elif clock.stones > 0:
            clock.stones -= 1
            if clock.stones == 0 and clock.seconds >= 0:  # a new period
                clock.seconds, clock.stones = settings.byo_yomi_time, settings.byo_yomi_stones
        elif clock.seconds < 0 and settings.japanese:  # main time ran out: the periods
            clock.seconds, clock.stones = settings.byo_yomi_time, settings.periods
        elif clock.seconds < 0 and settings.has_byo_yomi:  # main time ran out: byo-yomi
            clock.seconds += settings.byo_yomi_time
            clock.stones = settings.byo_yomi_stones - 1
            if clock.stones == 0:
                clock.seconds, clock.stones = settings.byo_yomi_time, settings.byo_yomi_stones
        clock.seconds = max(clock.seconds, 0.0)
