"""Setting up a position in the real window (issue 44, item 1): Edit ▸ Set up position…, the
palette picked with its keys, stones and pieces put on with the mouse and with the board's
cursor, a refused setup said in the editor that stays open, Done, then save, reopen and the
same position: a Go life-and-death corner and a chess endgame."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QPushButton

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.editor.setup_dialog import SetupDialog
from tests.gui.test_main_window import window_maker


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def editing(monkeypatch, qtbot, steps: Callable[[SetupDialog], None]) -> None:
    """Edit ▸ Set up position… opens the editor; ``steps`` work it as a person would."""

    def run(dialog: SetupDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        steps(dialog)
        return int(dialog.result())

    monkeypatch.setattr(SetupDialog, "exec", run)


def press(dialog: SetupDialog, text: str) -> None:
    """Type ``text`` on the editor's board, a key at a time."""
    for letter in text:
        QTest.keyClick(dialog.board, letter)


def put(dialog: SetupDialog, *names: str) -> None:
    """Click the cells ``names`` on the editor's board."""
    topology = dialog.board.board.topology
    for name in names:
        cell = topology.parse(name)
        QTest.mouseClick(dialog.board.viewport(), Qt.MouseButton.LeftButton,
                         pos=dialog.board.view_point(cell))


def button(dialog: SetupDialog, words: str) -> QPushButton:
    return next(b for b in dialog.findChildren(QPushButton) if b.text().replace("&", "") == words)


def saved_and_reopened(window, monkeypatch, tmp_path, other: str) -> None:
    path = tmp_path / "set-up.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.actions["save"].trigger()
    window.start_game(GameSetup(other, {}))
    window.actions["open_file"].trigger()
    window.trigger("go_last")


CORNER = [
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOO....",
    "XXXXO....",
    "...XO....",
    "...XO....",
]


def test_a_go_life_and_death_corner_is_set_up_saved_and_reopened(make, monkeypatch, qtbot,
                                                                 tmp_path):
    window = make("go", size=9)
    window.play("E5")
    said: list[str] = []

    def steps(dialog: SetupDialog) -> None:
        assert dialog.board.board.position.stones(BLACK) == [window.position.topology.parse(
            "E5")]  # the current position, at first
        button(dialog, "Clear").click()
        assert dialog.board.board.position.board_text().count(".") == 81
        button(dialog, "Current position").click()
        assert len(dialog.choices.group.buttons()) == 3  # black, white, Erase
        button(dialog, "Start position").click()
        assert dialog.board.board.position.board_text().count(".") == 81
        press(dialog, "b")
        put(dialog, "A3", "B3", "C3", "D3", "D2", "D1")
        press(dialog, "w")
        put(dialog, "A4", "B4", "C4", "D4", "E4", "E3", "E2", "E1")
        put(dialog, "C1", "B2", "A1")  # three white stones inside
        press(dialog, "e")
        put(dialog, "A1", "C1")  # erased again
        press(dialog, "w")
        put(dialog, "B2")  # a second click with the same piece takes it off
        # by the keys: the cursor starts in the middle (E5); left, down and Enter puts a
        # black stone; it is then refused with its neighbours
        press(dialog, "b")
        dialog.keys.move_to(dialog.board.board.topology.parse("E5"))
        QTest.keyClick(dialog.board, Qt.Key.Key_Down)
        QTest.keyClick(dialog.board, Qt.Key.Key_Down)
        QTest.keyClick(dialog.board, Qt.Key.Key_Right)
        QTest.keyClick(dialog.board, Qt.Key.Key_Right)
        QTest.keyClick(dialog.board, Qt.Key.Key_Return)  # G3
        assert dialog.where.text() == "G3: Black stone"
        put(dialog, "J1")
        press(dialog, "w")
        put(dialog, "H1", "J2")  # the black stone on J1 has no liberty
        QTest.keyClick(dialog.board, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        assert dialog.isVisible()
        said.append(dialog.message.text())
        press(dialog, "e")
        put(dialog, "J1", "H1", "J2", "G3")
        dialog.choices.sides[WHITE].setChecked(True)
        dialog.done_setting_up()

    editing(monkeypatch, qtbot, steps)
    window.trigger("set_up_position")
    assert said and "the black chain at J1 has no liberty" in said[0]
    assert window.position.board_text().splitlines() == CORNER
    assert window.position.to_move == WHITE
    node = window.game.node
    assert node.setup is not None and node.parent.play.text == "E5"
    window.play("B1")  # White plays into the corner
    window.trigger("undo")
    assert window.game.node is node
    saved_and_reopened(window, monkeypatch, tmp_path, "magnetic-chess")
    assert window.game.record.variant == "go"
    assert window.game.node.play is not None and window.game.node.play.text == "B1"
    reopened = window.game.node
    while reopened.setup is None:
        reopened = reopened.parent
    assert window.game.record.position(reopened).board_text().splitlines() == CORNER
    assert window.game.record.position(reopened).to_move == WHITE


ENDGAME = "4k3/3p4/8/8/8/8/1Q6/4K2R w K"


def test_a_chess_endgame_is_set_up_saved_and_reopened(make, monkeypatch, qtbot, tmp_path):
    window = make("magnetic-chess")
    said: list[str] = []

    def steps(dialog: SetupDialog) -> None:
        button(dialog, "Clear").click()
        press(dialog, "K")
        put(dialog, "e1", "d1")  # two white kings
        press(dialog, "k")
        put(dialog, "e8")
        press(dialog, "R")
        put(dialog, "h1")
        press(dialog, "p")
        put(dialog, "d7")
        press(dialog, "Q")
        put(dialog, "b2")
        dialog.choices.extras["K"].setChecked(True)
        dialog.choices.sides[WHITE].setChecked(True)
        dialog.done_setting_up()
        assert dialog.isVisible()
        said.append(dialog.message.text())
        press(dialog, "K")
        put(dialog, "d1")  # a second click takes it off
        dialog.done_setting_up()

    editing(monkeypatch, qtbot, steps)
    window.trigger("set_up_position")
    assert said and "a side has two kings" in said[0]
    assert window.position.fen().startswith(ENDGAME + " ")
    window.play("e1g1")  # the castling right set up
    window.trigger("undo")
    saved_and_reopened(window, monkeypatch, tmp_path, "go")
    assert window.game.record.variant == "magnetic-chess"
    setup_node = window.game.record.root.children[0]
    assert setup_node.setup is not None and setup_node.setup.board == ENDGAME
    assert window.game.record.position(setup_node).fen().startswith(ENDGAME + " ")
    assert window.game.record.position(setup_node).to_move == WHITE != BLACK


def test_cancel_changes_nothing(make, monkeypatch, qtbot):
    window = make("medusa")

    def steps(dialog: SetupDialog) -> None:
        put(dialog, "k11")
        dialog.choices.extras["marker"].setValue(5)
        assert dialog.choices.panel is not None
        QTest.keyClick(dialog.board, Qt.Key.Key_Escape)  # gives the board's keys back
        assert not dialog.keys.engaged and dialog.isVisible()
        QTest.keyClick(dialog, Qt.Key.Key_F6)  # and takes them again
        assert dialog.keys.engaged
        QTest.keyClick(dialog.board, Qt.Key.Key_Escape)
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        assert not dialog.isVisible() and dialog.result() == SetupDialog.DialogCode.Rejected

    editing(monkeypatch, qtbot, steps)
    window.trigger("set_up_position")
    assert window.game.node is window.game.record.root and not window.game.node.children
    assert window.position.marker == -3
