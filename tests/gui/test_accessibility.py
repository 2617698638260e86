"""The window for a screen reader, through Qt's accessibility interfaces: the board's
accessible name follows the position, each move is announced with what it did (a
``QAccessibleAnnouncementEvent`` for the board, caught here on its way out) in every family, a
step through the game is announced with its number, the keyboard cursor's cell is named, and
the query keys answer in the status bar too. The words themselves without a window first."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QInputDialog, QMessageBox

from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.variants import new_position
from magnetdesk.gui.accessibility.describe import (
    cell_name,
    move_announcement,
    read_line,
)
from magnetdesk.gui.board.medusa.words import hole_words
from magnetdesk.gui.common.setup import PlayerSetup
from magnetdesk.record import Game, GameRecord
from tests.gui.test_clocks import first_moves, timed
from tests.gui.test_main_window import PERSON, window_maker

# --- the words, without a window ----------------------------------------------------------


def played(variant: str, *moves: str, **options):
    """The position before the last of ``moves`` and the last one's transition."""
    position = new_position(variant, **options)
    transition = None
    for move in moves:
        before = position
        transition = position.play(position.parse_move(move))
        position = transition.position
    return before, transition


def test_cells_are_named_with_what_stands_on_them_in_every_family():
    go = played("go", "D4", size=9)[1].position
    chess = new_position("magnetic-chess")
    medusa = new_position("medusa")
    topology = medusa.topology
    assert cell_name(go, go.topology.parse("D4")) == "D4, black stone"
    assert cell_name(go, go.topology.parse("E5")) == "E5, empty"
    assert cell_name(chess, chess.topology.parse("e2")) == "e2, white pawn"
    assert cell_name(chess, chess.topology.parse("g8")) == "g8, black knight"
    assert cell_name(medusa, topology.parse("k11")) == "k11, empty"
    assert hole_words(medusa, topology.holes.index((10, 10))) == "j10, hole"


def test_a_medusa_rosette_is_said_of_its_stones_and_of_the_turn_that_made_it():
    record = GameRecord("medusa", {})
    ring = ("a1", "b1", "c2", "c3", "b3")  # round the hole b2, a2 missing
    Game(record).add_setup(black=ring)
    before = record.position(record.root)
    transition = before.play(before.parse_move("a2"))
    assert move_announcement(before, transition) == "Black a2, completes 1 rosette"
    assert cell_name(transition.position, before.topology.parse("a2")) == (
        "a2, black stone, in a rosette"
    )


def test_rows_and_columns_are_read_as_the_board_shows_them():
    position = played("go", "B1", "A1", "A2", size=5)[1].position
    assert read_line(position, "1") == "Row 1: B1 black stone; 4 empty"
    assert read_line(position, "a") == "Column A: A2 black stone; 4 empty"
    assert read_line(position, "z") is None and read_line(position, "9") is None
    chess = new_position("magnetic-chess")
    # chess says rank and file (issue 39, item 18)
    assert read_line(chess, "8").startswith("Rank 8: a8 black rook, b8 black knight")
    assert read_line(chess, "4") == "Rank 4: empty"
    assert read_line(chess, "e").startswith("File e: e8 black king, e7 black pawn")


# --- the window -----------------------------------------------------------------------------


@pytest.fixture
def announcements(monkeypatch):
    """The announcement events the window sends (their messages), caught on the way out."""
    sent: list[str] = []
    original = QAccessible.updateAccessibility

    def catch(event):
        if event.type() == QAccessible.Event.Announcement:
            sent.append(event.message())
        original(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", catch)
    return sent


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def from_setup(window, black=(), white=(), to_move=None):
    """The window on a position set up by hand (a new record)."""
    record = GameRecord(window.game.record.variant, dict(window.game.record.options))
    Game(record).add_setup(black=black, white=white, to_move=to_move)
    window.show_record(record, None)
    return window


def board_interface(window):
    interface = QAccessible.queryAccessibleInterface(window.view)
    assert interface is not None
    return interface


def test_the_board_is_named_and_its_name_follows_the_position(make, announcements):
    window = make("go", size=9)
    interface = board_interface(window)
    assert interface.text(QAccessible.Text.Name) == "Go board, 9 by 9, Black to play"
    window.play("D4")
    assert interface.text(QAccessible.Text.Name) == "Go board, 9 by 9, White to play"
    assert interface.text(QAccessible.Text.Description) == "Black D4"
    assert announcements[-1] == "Black D4" == window.speech.announcer.last


def test_each_cell_is_a_child_of_the_board_named_with_what_stands_on_it(make):
    window = make("go", size=9)
    window.play("D4")
    interface = board_interface(window)
    assert interface.role() == QAccessible.Role.List and interface.childCount() == 81
    topology = window.position.topology
    d4 = interface.child(topology.parse("D4"))
    assert d4.text(QAccessible.Text.Name) == "D4, black stone"
    assert d4.role() == QAccessible.Role.ListItem and interface.indexOfChild(d4) == d4.cell
    assert interface.child(topology.parse("E5")).text(QAccessible.Text.Name) == "E5, empty"
    centre = d4.rect().center()
    assert interface.childAt(centre.x(), centre.y()) is d4  # where it is drawn
    window.play("E5")
    assert interface.child(topology.parse("E5")).text(QAccessible.Text.Name) == "E5, white stone"
    medusa = make("medusa")
    assert board_interface(medusa).childCount() == 210


def test_a_go_capture_is_announced_with_its_count(make, announcements):
    window = make("go", size=5)
    for move in ("B1", "A1", "A2"):
        window.play(move)
    assert announcements[-3:] == ["Black B1", "White A1", "Black A2, captures 1 stone"]


def test_atari_go_announces_the_capture_that_ends_the_game(make, announcements):
    window = make("atari-go", size=5)
    for move in ("B1", "A1", "A2"):
        window.play(move)
    assert announcements[-1] == "Black A2, captures 2 stones. Game over: Black wins"
    assert board_interface(window).text(QAccessible.Text.Name) == (
        "Atari-Go board, 5 by 5, Black wins"
    )


def test_stoical_go_passes_and_the_count_are_announced(make, announcements):
    window = make("stoical-go", size=9)
    window.play("C3")
    window.play("pass")
    assert announcements[-1] == "White passes"
    window.play("pass")
    assert announcements[-1] == "Black passes. Counting the score"


def test_magnetgo_pulls_and_pushes_are_announced(make, announcements):
    window = from_setup(make("magnetgo", size=5), black=("E3",), white=("A3",), to_move=BLACK)
    window.play("C3")  # pulls A3 up to B3; E3 is at the edge
    assert announcements[-1] == "Black C3, pulls White A3 to B3"
    window = from_setup(make("magnetgo", size=5), black=("C5",), white=("C1",), to_move=WHITE)
    window.play("C3")
    said = announcements[-1]
    assert said.startswith("White C3, ") and ("pulls" in said or "pushes" in said)


def test_a_medusa_turn_is_announced_action_by_action_and_whole(make, announcements):
    window = from_setup(
        make("medusa"), black=("e3", "f3", "a1", "b1", "h1", "i1"), white=("k10",),
    )
    actions = window.position
    window._action_chosen(actions.parse_action("a3"))
    assert announcements[-1] == "Black a3"
    window._action_chosen(window.position.parse_action("a1-c1"))
    assert announcements[-1] == "Black jumps from a1 to c1"
    window.done()
    assert announcements[-1] == "Black a3, jumps from a1 to c1"


def test_a_medusa_reversal_is_announced(make, announcements):
    window = from_setup(make("medusa"), black=("b1", "c3"), white=("a1",))
    window._action_chosen(window.position.parse_action("a2"))
    assert "Black a2, reverses 1 stone" in announcements


def test_a_chess_move_says_its_san_and_what_the_field_did(make, announcements):
    window = make("magnetic-chess")
    window.play("e2e4")
    assert announcements[-1] == "White e4, the field pulls the black pawn from e7 to e5"
    window.play("d7d5")
    window.play("e4d5")
    assert announcements[-1].startswith("White exd5, takes the black pawn, the field pulls")
    assert board_interface(window).text(QAccessible.Text.Name) == (
        "Magnetic Chess board, 8 by 8, Black to play"
    )


def test_stepping_through_the_game_announces_each_move_with_its_number(make, announcements):
    window = make("go", size=5)
    for move in ("B1", "A1", "A2"):
        window.play(move)
    window.go_previous()
    assert announcements[-1] == "Move 2: White A1"
    window.navigation.go_first()
    assert announcements[-1] == "Go board, 5 by 5, Black to play"
    window.navigation.go_last()
    assert announcements[-1] == "Move 3: Black A2, captures 1 stone"
    count = len(announcements)
    window.refresh()  # nothing new on the board: nothing said again
    assert len(announcements) == count


def test_a_resignation_is_announced(make, monkeypatch, announcements):
    window = make("go", size=5)
    window.play("C3")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.resign()
    assert announcements[-1] == "Game over: Black wins by resignation"


def test_the_computers_move_is_announced(qtbot, make, announcements):
    window = make("go", (PERSON, PlayerSetup(computer=True, level=1)), size=5)
    window.play("C3")
    qtbot.waitUntil(lambda: window.game.node.move_number == 2, timeout=20000)
    assert announcements[-1].startswith("White ")


def test_the_cursors_cell_is_announced(make, announcements):
    window = make("go", size=9)
    window.play("D4")
    window.speech.announce_cell(window.position.topology.parse("D4"))
    assert announcements[-1] == "D4, black stone"
    chess = make("magnetic-chess")
    chess.speech.announce_cell(chess.position.topology.parse("e1"))
    assert chess.speech.announcer.last == "e1, white king"


def test_the_query_keys_answer_aloud_and_in_the_status_bar(make, monkeypatch, announcements):
    window = make("go", size=5)
    for move in ("B1", "A1", "A2"):
        window.play(move)
    keys = {name: window.actions[name] for name in (
        "say_last_move", "say_turn", "say_count", "say_black", "say_white", "say_row",
        "say_column", "read_line",
    )}
    assert keys["say_turn"].shortcut().toString() == "Alt+2"
    answers = {}
    for name, action in keys.items():
        if name in ("say_row", "say_column", "read_line"):
            continue
        action.trigger()
        answers[name] = announcements[-1]
        assert window.statusBar().currentMessage() == announcements[-1]
    assert answers["say_last_move"] == "Move 3: Black A2, captures 1 stone"
    assert answers["say_turn"] == "White to play, move 4"
    assert answers["say_count"].startswith("Black: 1 prisoner; White: 0 prisoners; estimate: ")
    assert answers["say_black"] == "Black has 2 stones: B1, A2"
    assert answers["say_white"] == "White has no stones"
    window.speech.announce_cell(window.position.topology.parse("B1"))  # the keyboard cursor
    keys["say_row"].trigger()
    assert announcements[-1] == "Row 1: B1 black stone; 4 empty"
    keys["say_column"].trigger()
    assert announcements[-1] == "Column B: B1 black stone; 4 empty"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("2", True))
    keys["read_line"].trigger()
    assert announcements[-1] == "Row 2: A2 black stone; 4 empty"


def test_whose_turn_says_the_clocks(make, announcements):
    window = make("go", size=9)
    time = timed(window, TimeControl("sudden", main=300))
    first_moves(window, time)  # free: the clocks start after each side's first move
    time.now += 15
    window.actions["say_turn"].trigger()
    assert announcements[-1] == "Black to play, move 3; Black 4:45, White 5:00"


def test_chess_counts_the_material_and_lists_the_pieces(make, announcements):
    window = make("magnetic-chess")
    window.speech.say_count()
    assert announcements[-1] == "Black: material 39; White: material 39"
    window.speech.say_white()
    assert announcements[-1].startswith("White: king e1, queen d1, rook a1, rook h1, bishop c1")
    for move in ("e2e4", "d7d5", "e4d5"):
        window.play(move)
    window.speech.say_last_move()  # numbered as the move list numbers it: 2. exd5
    assert announcements[-1].startswith("Move 2: White exd5, takes the black pawn")
    window.speech.say_turn()
    assert announcements[-1] == "Black to play, move 2"


def test_the_keyboard_cursor_is_announced_as_it_moves(qtbot, make, announcements):
    """Ctrl+B gives the board the keys; each arrow names the cell the cursor reaches, and
    the row key reads the cursor's row."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    window = make("go", size=5)
    window.play("C3")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert window.view.hasFocus()
    start = window.keyboard.board_keys.cell
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    reached = window.keyboard.board_keys.cell
    assert reached != start
    assert announcements[-1] == window.position.topology.name(reached) + (
        ", black stone" if reached == window.position.topology.parse("C3") else ", empty"
    )
    window.actions["say_row"].trigger()
    row = window.position.topology.name(reached)[1:]
    assert announcements[-1].startswith(f"Row {row}: ")
