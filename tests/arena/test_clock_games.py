"""Games on the clock in the arena: a side whose thinking runs its time out loses (B+T / W+T),
a player that reads the clock is told its time before each move, and ours thinks for what
the clock allows."""

from __future__ import annotations

from magnetdesk.arena.core import ChooserPlayer, OursPlayer, play_game
from magnetdesk.arena.go.baseline import greedy_move
from magnetdesk.clocks.clock import SideClock
from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.variants import new_position


class Slow(ChooserPlayer):
    """The greedy player, taking ``seconds`` of a hand-driven time for every move."""

    def __init__(self, time: list[float], seconds: float) -> None:
        super().__init__(f"slow {seconds}", greedy_move)
        self.time, self.seconds = time, seconds
        self.told: list[float] = []

    def on_clock(self, colour, clock: SideClock, control, position) -> None:
        self.told.append(clock.main)

    def genmove(self, position):
        self.time[0] += self.seconds
        return super().genmove(position)


def test_the_side_that_runs_out_of_time_loses_on_time():
    time = [0.0]
    quick, slow = Slow(time, 0.5), Slow(time, 3.0)
    result = play_game(quick, slow, new_position("go", size=9), clock=lambda: time[0],
                       time_control=TimeControl("sudden", main=10))
    assert result.reason == "time" and result.winner == BLACK
    assert result.result_text == "B+T" and len(result.times[WHITE]) == 4  # the 4th took it
    assert slow.told == [10.0, 7.0, 4.0, 1.0]


def test_byoyomi_keeps_a_player_that_answers_within_a_period():
    time = [0.0]
    result = play_game(Slow(time, 4.0), Slow(time, 4.5), new_position("go", size=5),
                       clock=lambda: time[0], max_moves=30,
                       time_control=TimeControl("byoyomi", main=0, periods=1, period=5))
    assert result.reason != "time"


def test_ours_thinks_for_what_its_clock_allows():
    ours = OursPlayer(level=5)
    ours.new_game(new_position("go", size=9), 1)
    control = TimeControl("byoyomi", main=0, periods=5, period=5)
    ours.on_clock(BLACK, SideClock(0.0, 5.0, periods_left=5), control,
                  new_position("go", size=9))
    assert ours.clock_seconds == 5 * 0.9 - 0.5
