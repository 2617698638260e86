"""The game clocks in the window, on a hand-driven time: each side's first move is free (the
clocks start after it, as on lichess), then the side to move's clock runs and shows on its
card, a move hands it over and writes the time left into the record, stepping
back and the pause stop it, the computer thinks for what its clock allows, and a side whose
time is out loses (B+T / W+T). The clock is chosen in the new-game dialog and remembered."""

from __future__ import annotations

import dataclasses

import pytest

from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import GameSetup, clock_from_json, clock_to_json
from magnetdesk.gui.play.new_game_dialog import NewGameDialog
from magnetdesk.record import game_to_sgf
from tests.gui.test_main_window import PERSON, window_maker
from tests.helpers.mouse import click


class Time:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def timed(window, control: TimeControl) -> Time:
    """Start a new game of the window's variant with ``control`` on a hand-driven time."""
    time = Time()
    window.clock_time = time
    window.start_game(dataclasses.replace(window.setup, clock=control))
    return time


def first_moves(window, time: Time, moves=("E5", "D4")) -> None:
    """Each side's first move, free of the clock however long it takes (lichess's way)."""
    for move in moves:
        time.now += 100
        click(window, move)


def test_the_side_to_moves_clock_runs_and_a_move_hands_it_over(make):
    window = make("go", (PERSON, PERSON), size=9)
    time = timed(window, TimeControl("byoyomi", main=60, periods=3, period=10))
    assert window.game.record.info["TM"] == "60" and window.game.record.info["OT"] == (
        "3x10 byo-yomi")
    first_moves(window, time)
    assert window.clocks.running == BLACK
    time.now += 15
    window._show_clocks()
    assert window.panel.cards[BLACK].clock.text() == "0:45"
    click(window, "E4")
    assert window.clocks.running == WHITE
    assert ("BL", ("45.0",)) in window.game.node.other
    time.now += 70  # White's main time and 1 period gone
    click(window, "C3")
    assert ("WL", ("10.0",)) in window.game.node.other and ("OW", ("2",)) in window.game.node.other
    assert "BL[45.0]" in game_to_sgf(window.game.record)


def test_stepping_back_and_the_pause_stop_the_clocks(make):
    window = make("go", (PERSON, PERSON), size=9)
    time = timed(window, TimeControl("sudden", main=60))
    first_moves(window, time)
    click(window, "E4")
    window.actions["go_previous"].trigger()
    assert window.clocks.running is None
    time.now += 100
    window.actions["go_next"].trigger()
    assert window.clocks.running == WHITE and window.clocks.left(WHITE) == 60
    window.actions["pause_clock"].trigger()
    assert window.clocks.running is None and window.clock_paused
    time.now += 100
    window.actions["pause_clock"].trigger()
    assert window.clocks.running == WHITE and window.clocks.left(WHITE) == 60


def test_a_side_out_of_time_loses(make):
    window = make("go", (PERSON, PERSON), size=9)
    time = timed(window, TimeControl("sudden", main=30))
    first_moves(window, time)
    time.now += 31
    window._clock_tick()
    assert window.game.record.result_at(window.game.node) == "W+T"
    assert window.clocks.running is None and "ran out of time" in window.statusBar(
        ).currentMessage()
    assert not window.actions["pause_clock"].isEnabled()


def test_the_computer_thinks_for_what_its_clock_allows(make, monkeypatch):
    computer = dataclasses.replace(PERSON, computer=True, level=5)
    window = make("go", (PERSON, computer), size=9)
    asked: list[dict] = []
    monkeypatch.setattr(window.worker, "think",
                        lambda position, generation, level, **budget: asked.append(budget))
    time = timed(window, TimeControl("byoyomi", main=0, periods=5, period=5))
    click(window, "E5")
    assert asked and asked[-1]["seconds"] == pytest.approx(5 * 0.9 - 0.5)
    assert time.now == 1000.0


def test_the_dialog_chooses_a_clock_and_the_settings_keep_it(qtbot):
    dialog = NewGameDialog(None, GameSetup("go", {}, clock=TimeControl(
        "fischer", main=300, increment=5)))
    qtbot.addWidget(dialog)
    assert dialog.setup().clock == TimeControl("fischer", main=300, increment=5)
    dialog.clock.kind.setCurrentIndex(dialog.clock.kind.findData("byoyomi"))
    assert dialog.setup().clock == TimeControl("byoyomi", main=600, periods=5, period=30)
    assert dialog.clock.periods.isVisible() or not dialog.isVisible()
    dialog.clock.main.setValue(0)
    dialog.clock.kind.setCurrentIndex(dialog.clock.kind.findData("sudden"))
    dialog.clock.main.setValue(0)
    assert not dialog.is_valid() and "no time" in dialog.error_text()
    control = TimeControl("canadian", main=120, stones=10, period=60)
    assert clock_from_json(clock_to_json(control)) == control
    assert clock_from_json({"kind": "warp"}) == TimeControl()


def test_a_game_played_on_a_clock_goes_on_with_it_when_opened_again(make):
    from magnetdesk.record import game_from_sgf_text

    window = make("go", (PERSON, PERSON), size=9)
    time = timed(window, TimeControl("byoyomi", main=60, periods=3, period=10))
    first_moves(window, time)
    time.now += 20
    click(window, "E4")
    time.now += 65  # White into its first period, 5 s used
    click(window, "C3")
    text = game_to_sgf(window.game.record)
    record, _ = game_from_sgf_text(text)
    again = make("go", (PERSON, PERSON), size=9)
    again.clock_time = time
    again.show_record(record, None, record.main_line()[-1])
    assert again.clocks is not None and again.clocks.running == BLACK
    assert again.clocks.left(BLACK) == 40 and again.clocks[WHITE].periods_left == 3
    assert again.clocks[WHITE].period_left == 10


def test_the_last_seconds_tick_once_a_second_and_the_card_turns_red(make):
    from magnetdesk.gui.looks.sounds import Sounds

    window = make("go", (PERSON, PERSON), size=9)
    played: list[str] = []
    window.sounds = Sounds(backend=lambda path: played.append(path.name))
    time = timed(window, TimeControl("sudden", main=30))
    first_moves(window, time)
    played.clear()  # the stones' sounds
    time.now += 15
    window._clock_tick()
    assert played == [] and not window.panel.cards[BLACK].clock_low
    time.now += 10.2  # 4.8 s left
    window._clock_tick()
    window._clock_tick()
    assert played == ["tick.wav"] and window.panel.cards[BLACK].clock_low
    assert "c0392b" in window.panel.cards[BLACK].clock.styleSheet()
    time.now += 1
    window._clock_tick()
    assert played == ["tick.wav", "tick.wav"]


def test_a_time_handicap_gives_one_side_another_main_time(make, qtbot):
    dialog = NewGameDialog(None, GameSetup("go", {}, clock=TimeControl("sudden", main=600)))
    qtbot.addWidget(dialog)
    assert dialog.setup().clock_mains == {}
    dialog.clock.handicap.setChecked(True)
    dialog.clock.side.setCurrentIndex(dialog.clock.side.findData(WHITE))
    dialog.clock.other_main.setValue(2)
    setup = dialog.setup()
    assert setup.clock_mains == {WHITE: 120.0}
    window = make("go", (PERSON, PERSON), size=9)
    window.clock_time = Time()
    window.start_game(dataclasses.replace(setup, variant="go", options={"size": 9}))
    assert window.clocks.left(BLACK) == 600 and window.clocks.left(WHITE) == 120
