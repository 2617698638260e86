"""The clock judges only what a side could do (issue 39, items 5, 6, 7 and 14), walked in the
real window with the keys and the mouse on a hand-driven time: the computer kept waiting by a
look around does not lose on time (and a win on time never moves the player's level); a paused
clock takes no move; each side's clock starts after its own first move, and the new-game dialog
shows the clock chosen where it is seen; Ctrl+Y against the computer redoes what Ctrl+Z took."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from magnetdesk.ai.levels import MAX_LEVEL
from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.personal_level import personal_level
from magnetdesk.gui.common.setup import GameSetup, PlayerSetup
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.play.new_game_dialog import NewGameDialog
from magnetdesk.gui.window.main_window import WAITING_HINT
from magnetdesk.translation import tr
from tests.gui.test_clocks import first_moves, timed
from tests.gui.test_main_window import PERSON, window_maker
from tests.helpers.mouse import click

STRONGEST = PlayerSetup(computer=True, level=MAX_LEVEL)  # thinks for what its clock allows
QUICK = PlayerSetup(computer=True, level=1)
REPLY_MS = 30_000
CTRL = Qt.KeyboardModifier.ControlModifier


def press(window, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window, key, modifier)


def focused(qtbot, window) -> None:
    with qtbot.waitActive(window):
        window.activateWindow()


def computer_replies_at_once(qtbot, window, moves: int) -> None:
    """The computer is thinking: it is told to move now, and its move is on the board."""
    qtbot.waitUntil(window.worker.is_thinking, timeout=REPLY_MS)
    window.worker.move_now()
    qtbot.waitUntil(lambda: window.game.move_number == moves, timeout=REPLY_MS)


# --- item 5: the computer kept waiting ------------------------------------------------------


def test_the_computer_kept_waiting_by_a_look_around_does_not_lose_on_time(
    qtbot, monkeypatch, tmp_path,
):
    window = window_maker(qtbot, monkeypatch)(size=9, players=(PERSON, STRONGEST))
    window.settings = Settings(tmp_path / "settings.json")
    level = personal_level(window.settings, "go")
    time = timed(window, TimeControl("byoyomi", main=0, periods=3, period=10))
    focused(qtbot, window)
    click(window, "E5")
    computer_replies_at_once(qtbot, window, 2)
    click(window, "C3")
    qtbot.waitUntil(window.worker.is_thinking, timeout=REPLY_MS)
    assert window.clocks.running == WHITE
    press(window, Qt.Key.Key_Left)  # a look around while White thinks
    press(window, Qt.Key.Key_End)
    assert window.statusBar().currentMessage() == tr(WAITING_HINT)
    assert not window.worker.is_thinking() and window.clocks.running is None
    time.now += 40  # more than White's three periods
    window._clock_tick()
    assert window.game.record.result_at(window.game.node) == ""
    white = window.clocks.live(WHITE)
    assert (white.periods_left, white.period_left, white.flagged) == (3, 10.0, False)
    press(window, Qt.Key.Key_G, CTRL)  # Ctrl+G: it plays, its clock runs again
    assert window.worker.is_thinking() and window.clocks.running == WHITE
    time.now += 31  # a machine too busy to answer in time: White loses on time
    window._clock_tick()
    assert window.game.record.result_at(window.game.node) == "B+T"
    message = window.statusBar().currentMessage()
    assert "ran out of time" in message or "Game over" in message
    assert "level" not in message
    assert personal_level(window.settings, "go") == level  # a win on time does not count


# --- item 6: the paused clock -----------------------------------------------------------------


def test_a_paused_clock_takes_no_move_until_it_runs_again(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=9)
    time = timed(window, TimeControl("sudden", main=60))
    first_moves(window, time)
    focused(qtbot, window)
    press(window, Qt.Key.Key_F8)
    assert window.clock_paused and window.clocks.running is None
    time.now += 500  # thinking while the clocks stand
    click(window, "E4")
    assert window.game.move_number == 2  # refused
    assert "Pause the clock (F8)" in window.statusBar().currentMessage()
    window.actions["pass_move"].trigger()
    assert window.game.move_number == 2
    press(window, Qt.Key.Key_F8)
    assert window.clocks.running == BLACK
    time.now += 5
    click(window, "E4")
    assert window.game.move_number == 3 and ("BL", ("55.0",)) in window.game.node.other


def test_a_pause_stops_the_computer_and_the_clocks_running_again_wake_it(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=9, players=(PERSON, STRONGEST))
    timed(window, TimeControl("sudden", main=600))
    focused(qtbot, window)
    click(window, "E5")
    computer_replies_at_once(qtbot, window, 2)
    click(window, "C3")
    qtbot.waitUntil(window.worker.is_thinking, timeout=REPLY_MS)
    press(window, Qt.Key.Key_F8)
    assert not window.worker.is_thinking() and window.clocks.running is None
    press(window, Qt.Key.Key_G, CTRL)  # no move while paused, not even the computer's
    assert not window.worker.is_thinking()
    assert "Pause the clock (F8)" in window.statusBar().currentMessage()
    press(window, Qt.Key.Key_F8)
    assert window.worker.is_thinking() and window.clocks.running == WHITE


# --- item 7: the first move and the dialog ------------------------------------------------------


def test_each_sides_clock_starts_after_its_own_first_move(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=9)
    time = timed(window, TimeControl("sudden", main=60))
    assert window.clocks.running is None  # the board is there, nobody has moved
    time.now += 100
    window._clock_tick()
    assert window.game.record.result_at(window.game.node) == ""
    click(window, "E5")
    assert ("BL", ("60.0",)) in window.game.node.other and window.clocks.running is None
    time.now += 100
    click(window, "D4")
    assert ("WL", ("60.0",)) in window.game.node.other and window.clocks.running == BLACK
    time.now += 10
    window._show_clocks()
    assert window.panel.cards[BLACK].clock.text() == "0:50"
    assert window.panel.cards[WHITE].clock.text() == "1:00"


def test_a_fischer_increment_comes_with_timed_moves_only(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=9)
    time = timed(window, TimeControl("fischer", main=60, increment=5))
    first_moves(window, time)
    assert window.clocks.left(BLACK) == 60 and window.clocks.left(WHITE) == 60
    time.now += 2
    click(window, "E4")
    assert window.clocks.left(BLACK) == 63


def test_the_new_game_dialog_shows_a_clock_left_from_the_last_game(qtbot):
    last = GameSetup("go", {"size": 9}, clock=TimeControl("sudden", main=60))
    dialog = NewGameDialog(None, last)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    summary = dialog.clock_summary
    assert summary.isVisible() and not dialog.right_area.isAncestorOf(summary)
    assert "Sudden death" in summary.text() and "1 min" in summary.text()
    assert QRect(QPoint(), dialog.size()).contains(summary.geometry().translated(
        summary.parentWidget().mapTo(dialog, QPoint())))
    QTest.mouseClick(summary, Qt.MouseButton.LeftButton)
    viewport = dialog.right_area.viewport()
    kind = dialog.clock.kind
    where = QRect(kind.mapTo(viewport, QPoint()), kind.size())
    assert viewport.rect().contains(where) and dialog.focusWidget() is kind
    dialog.clock.kind.setCurrentIndex(dialog.clock.kind.findData("none"))
    assert "No clock" in summary.text() and not dialog.clock.note.isVisible()


# --- item 14: redo what undo took ---------------------------------------------------------------


def test_ctrl_y_against_the_computer_redoes_what_ctrl_z_took(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=5, players=(PERSON, QUICK))
    focused(qtbot, window)
    click(window, "C3")
    qtbot.waitUntil(lambda: window.game.move_number == 2, timeout=REPLY_MS)
    click(window, "B2")
    qtbot.waitUntil(lambda: window.game.move_number == 4, timeout=REPLY_MS)
    press(window, Qt.Key.Key_Z, CTRL)
    assert window.game.move_number == 2 and window.position.to_move == BLACK
    press(window, Qt.Key.Key_Y, CTRL)
    assert window.game.move_number == 4 and window.position.to_move == BLACK
    assert window.actions["pass_move"].isEnabled() and not window.worker.is_thinking()
    press(window, Qt.Key.Key_Left)
    press(window, Qt.Key.Key_Right)  # → still steps one move
    assert window.game.move_number == 4
    press(window, Qt.Key.Key_Left)
    press(window, Qt.Key.Key_Y, CTRL)  # from the computer's turn: on to the person's
    assert window.game.move_number == 4
