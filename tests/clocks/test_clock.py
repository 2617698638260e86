"""The game clocks with a hand-driven time: every control, byo-yomi periods rolling over,
Canadian stones, Fischer's increment, a pause, a time handicap and the time loss."""

from __future__ import annotations

import pytest

from magnetdesk.clocks.clock import GameClocks
from magnetdesk.clocks.controls import TimeControl, from_sgf
from magnetdesk.engine.core.vocabulary import BLACK, WHITE


class Time:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def passes(self, seconds: float) -> None:
        self.now += seconds


def clocks(control: TimeControl, **mains: float) -> tuple[GameClocks, Time]:
    time = Time()
    named = {BLACK: mains["black"]} if "black" in mains else {}
    game = GameClocks(control, time, named)
    game.start(BLACK)
    return game, time


def test_sudden_death_runs_only_for_the_side_to_move_and_flags_at_zero():
    game, time = clocks(TimeControl("sudden", main=60))
    time.passes(20)
    game.press(BLACK)
    time.passes(50)
    assert game.left(BLACK) == 40 and game.left(WHITE) == 10 and game.flagged() is None
    time.passes(10)
    assert game.flagged() == WHITE and game.left(WHITE) == 0


def test_fischer_adds_the_increment_after_each_move():
    game, time = clocks(TimeControl("fischer", main=30, increment=5))
    time.passes(10)
    game.press(BLACK)
    assert game.left(BLACK) == 25
    time.passes(29)
    assert game.flagged() is None
    time.passes(2)
    assert game.flagged() == WHITE


def test_byoyomi_keeps_a_period_used_in_time_and_loses_one_overrun():
    game, time = clocks(TimeControl("byoyomi", main=10, periods=3, period=5))
    time.passes(14)  # main gone, 4 s of the first period
    game.press(BLACK)
    assert game[BLACK].periods_left == 3 and game[BLACK].period_left == 5
    game.press(WHITE)
    time.passes(7)  # the first period runs out: 2 s into the second
    assert game.live(BLACK).periods_left == 2 and game.left(BLACK) == 3
    game.press(BLACK)
    assert game[BLACK].periods_left == 2 and game[BLACK].period_left == 5
    game.press(WHITE)
    time.passes(10)  # both remaining periods run out
    assert game.flagged() == BLACK


def test_canadian_counts_the_stones_of_a_period_and_starts_a_new_one():
    game, time = clocks(TimeControl("canadian", main=0, stones=2, period=10))
    assert game[BLACK].overtime and game[BLACK].stones_left == 2
    for _ in range(2):
        time.passes(4)
        game.press(BLACK)
        game.press(WHITE)
    assert game[BLACK].stones_left == 2 and game[BLACK].period_left == 10  # a new period
    time.passes(6)
    game.press(BLACK)
    game.press(WHITE)
    time.passes(3.5)  # 4 s were left of this period, for one more stone
    assert game.flagged() is None and game.left(BLACK) == pytest.approx(0.5)
    time.passes(0.6)
    assert game.flagged() == BLACK


def test_a_pause_stops_both_clocks_and_a_resume_goes_on():
    game, time = clocks(TimeControl("sudden", main=60))
    time.passes(10)
    game.stop()  # Game ▸ Pause
    time.passes(1000)
    assert game.left(BLACK) == 50 and game.running is None and game.flagged() is None
    game.start(BLACK)
    time.passes(5)
    assert game.left(BLACK) == 45


def test_a_time_handicap_gives_one_side_less_main_time():
    game, _ = clocks(TimeControl("byoyomi", main=300, periods=1, period=10), black=60)
    assert game.left(BLACK) == 60 and game.left(WHITE) == 300


def test_no_clock_never_flags():
    game, time = clocks(TimeControl())
    time.passes(10**6)
    assert game.flagged() is None


@pytest.mark.parametrize("control", [
    TimeControl("sudden", main=90),
    TimeControl("fischer", main=60, increment=2.5),
    TimeControl("byoyomi", main=600, periods=5, period=30),
    TimeControl("canadian", main=300, stones=25, period=600),
])
def test_sgf_writes_and_reads_every_control(control):
    assert from_sgf(str(control.main), control.sgf_overtime()) == control


@pytest.mark.parametrize(("fields", "why"), [
    ({"kind": "blitz"}, "not a time control"),
    ({"kind": "sudden", "main": -1}, "not a time control"),
    ({"kind": "byoyomi", "main": 10}, "period"),
    ({"kind": "canadian", "main": 10, "period": 5}, "stones"),
    ({"kind": "sudden"}, "without any time"),
])
def test_a_control_that_makes_no_sense_is_refused(fields, why):
    with pytest.raises(ValueError, match=why):
        TimeControl(**fields)
