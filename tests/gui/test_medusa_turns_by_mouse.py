"""A Medusa turn played in the window with the mouse: a placement by click, group movements by
dragging (or click, then click), refusals in the status bar, taking actions back, Done.

The start position (rows 3 to 1 of the board; '#' are the holes)::

    row 3   . . . . X X . . . . . .     e3 f3: a group
    row 2    . # . # . # . # . # .
    row 1     X X . . . . . X X .       a1 b1 and h1 i1: two more groups

Black to move. a1 jumps over b1 to c1, e3 over f3 to g3, h1 over i1 to j1.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.looks.language import install_language
from magnetdesk.record import Game, GameRecord
from tests.gui.test_main_window import PERSON, window_maker
from tests.helpers.mouse import cell, click, drag, point

START_BLACK = ("e3", "f3", "a1", "b1", "h1", "i1")


@pytest.fixture
def window(qtbot, monkeypatch):
    """The window on the position in the module docstring, Black to move."""
    window = window_maker(qtbot, monkeypatch)("medusa", (PERSON, PERSON))
    record = GameRecord("medusa", {})
    Game(record).add_setup(black=START_BLACK, white=("k10",))
    window.show_record(record, None)
    with qtbot.waitActive(window):
        window.activateWindow()
    return window




def stones(window, colour: int) -> set[str]:
    position = window.position
    return {position.topology.name(c) for c in position.stones(colour)}


def played(window) -> list[str]:
    return [node.play.text for node in window.game.node.path()[1:]]


def status(window) -> str:
    return window.statusBar().currentMessage()


def test_a_turn_of_a_placement_and_two_movements_by_mouse_goes_into_the_record(window):
    click(window, "a3")
    drag(window, "a1", "c1")
    drag(window, "e3", "g3")
    assert played(window) == []  # the turn is still in progress: h1-i1 may move too
    assert window.actions["done"].isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert played(window) == ["a3 a1-c1 e3-g3"]
    assert window.position.to_move == WHITE and not window.position.in_turn
    assert stones(window, BLACK) == {"a3", "b1", "c1", "f3", "g3", "h1", "i1"}
    assert window.position.marker == -3  # a stone was placed: the marker stays


def test_the_turn_in_progress_is_shown_on_the_board_and_in_the_panel(qtbot, window):
    click(window, "a3")
    drag(window, "a1", "c1")
    scene = window.view.board
    qtbot.waitUntil(lambda: not scene.animating)
    assert scene.stone_at(cell(window, "c1")) is not None
    assert scene.stone_at(cell(window, "a1")) is None
    assert scene.stone_at(cell(window, "a3")).marked  # the placed stone's ring
    assert scene.jump_arrows() == [(scene.cell_point(cell(window, "a1")),
                                    scene.cell_point(cell(window, "c1")))]
    assert window.panel.turn.text().startswith("Black is playing a3 a1-c1")
    assert window.panel.cards[BLACK].is_active()


def test_a_stone_clicked_and_then_its_target_clicked_moves_too(window):
    click(window, "h1")
    scene = window.view.board
    assert scene.target_marks() == [scene.cell_point(cell(window, "j1"))]
    click(window, "j1")
    assert "j1" in stones(window, BLACK) and "h1" not in stones(window, BLACK)
    assert scene.target_marks() == []


def test_while_a_stone_is_held_the_cells_it_can_reach_are_marked(window):
    viewport = window.view.viewport()
    a, b = point(window, "i1"), point(window, "j1")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    QTest.mouseMove(viewport, b)
    scene = window.view.board
    assert scene.target_marks() == [scene.cell_point(cell(window, "g1"))]
    held = scene.stone_at(cell(window, "i1"))
    assert (held.pos() - window.view.mapToScene(b)).manhattanLength() < 1  # it follows
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)
    assert stones(window, BLACK) >= {"h1", "i1"}  # j1 is not a landing: the stone goes back
    assert scene.stone_at(cell(window, "i1")).pos() == scene.cell_point(cell(window, "i1"))
    assert "i1 cannot reach j1" in status(window)


def test_a_second_placement_is_refused_with_the_reason(window):
    click(window, "a3")
    click(window, "c5")
    assert status(window) == "A stone may only be placed at the start of a turn, once"
    assert "c5" not in stones(window, BLACK)


def test_a_single_stone_cannot_be_moved_and_the_status_bar_says_why(window):
    click(window, "a3")
    drag(window, "a3", "a5")
    assert "a3 is a single stone" in status(window)
    click(window, "a3")
    assert "a3 is a single stone" in status(window)


def test_a_group_that_has_moved_cannot_move_again(window):
    drag(window, "a1", "c1")
    click(window, "b1")
    assert "already moved" in status(window)


def test_esc_takes_back_the_last_action_of_the_turn(window):
    click(window, "a3")
    drag(window, "a1", "c1")
    drag(window, "e3", "g3")
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert stones(window, BLACK) == {"a3", "b1", "c1", "e3", "f3", "h1", "i1"}
    assert "Took back e3-g3" in status(window)
    window.actions["undo"].trigger()  # undo, too, takes back within the turn
    assert stones(window, BLACK) == {"a3", *START_BLACK}
    drag(window, "e3", "g3")
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert played(window) == ["a3 e3-g3"]


def test_undo_after_the_turn_is_done_takes_back_the_whole_turn(window):
    click(window, "a3")
    drag(window, "a1", "c1")
    window.actions["done"].trigger()
    window.actions["undo"].trigger()
    assert played(window) == []
    assert stones(window, BLACK) == set(START_BLACK)
    assert not window.actions["done"].isEnabled()


def test_after_jumps_that_leave_nothing_to_move_the_turn_waits_for_done(window):
    for group in (("a1", "c1"), ("e3", "g3"), ("h1", "j1")):
        drag(window, *group)
    assert played(window) == []  # the turn waits: the last jump may still be taken back
    assert "Nothing else can move: Enter (Done) ends the turn" in status(window)
    assert window.actions["done"].isEnabled() and window.actions["take_back"].isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert "h1" in stones(window, BLACK) and "j1" not in stones(window, BLACK)
    drag(window, "h1", "j1")
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert played(window) == ["a1-c1 e3-g3 h1-j1"]
    assert window.position.marker == -2  # no placement: one point toward Black


def test_a_lone_placement_with_nothing_left_to_move_ends_the_turn_by_itself(window):
    click(window, "c5")
    QTest.keyClick(window, Qt.Key.Key_Return)
    click(window, "a3")  # White's only stone after k10: nothing can move
    assert played(window) == ["c5", "a3"]
    window.actions["undo"].trigger()  # as a Go move, undo takes it back
    assert played(window) == ["c5"]


def test_pass_is_a_complete_pass_and_refused_once_the_turn_has_begun(window):
    click(window, "a3")
    assert not window.actions["pass_move"].isEnabled()
    window.pass_move()
    assert "This turn has begun" in status(window)
    QTest.keyClick(window, Qt.Key.Key_Escape)
    window.actions["pass_move"].trigger()
    assert played(window) == ["pass"]
    assert window.position.marker == -2


def test_navigating_away_drops_the_unfinished_turn(window):
    click(window, "c5")
    QTest.keyClick(window, Qt.Key.Key_Return)
    click(window, "a3")  # White's placement: nothing can move, so the turn ends by itself
    assert played(window) == ["c5", "a3"]
    drag(window, "a1", "c1")
    window.actions["go_first"].trigger()
    window.actions["go_last"].trigger()
    assert played(window) == ["c5", "a3"]
    assert "a1" in stones(window, BLACK) and not window.position.in_turn


def test_a_medusa_game_saved_and_opened_again_replays_its_turns(window, monkeypatch, tmp_path):
    path = tmp_path / "medusa.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    click(window, "a3")
    drag(window, "a1", "c1")
    drag(window, "e3", "g3")
    QTest.keyClick(window, Qt.Key.Key_Return)
    click(window, "c5")  # White: nothing can move, the turn ends by itself
    board = window.position.board_text()
    window.actions["save"].trigger()
    window.start_game(GameSetup("go", {"size": 9}))
    window.actions["open_file"].trigger()
    assert window.game.record.variant == "medusa"
    assert played(window) == ["a3 a1-c1 e3-g3", "c5"]
    assert window.position.board_text() == board
    window.actions["undo"].trigger()
    assert stones(window, BLACK) == {"a3", "b1", "c1", "f3", "g3", "h1", "i1"}


def test_done_refused_by_the_repetition_ban_keeps_the_turn(qtbot, monkeypatch):
    """Black jumped a1 to c1 and back while White passed: a1-c1 alone would recreate the
    state after the first jump, so the turn needs another movement."""
    window = window_maker(qtbot, monkeypatch)("medusa", (PERSON, PERSON))
    record = GameRecord("medusa", {})
    game = Game(record)
    game.add_setup(black=("a1", "b1", "g1", "h1"), white=("j1",))
    for text in ("a1-c1", "pass", "c1-a1", "pass"):
        game.play(text)
    window.show_record(record, None, game.node)
    drag(window, "a1", "c1")
    window.actions["done"].trigger()
    assert status(window).startswith("Repetition")
    assert window.position.in_turn and "c1" in stones(window, BLACK)
    drag(window, "g1", "i1")  # nothing more can move: Done is all that is left
    window.actions["done"].trigger()
    assert played(window)[-1] == "a1-c1 g1-i1"


def test_a_stone_with_nowhere_to_jump_says_so_in_english_and_in_german(window):
    click(window, "b1")  # its row a1 ends at the board's edge: no landing
    assert status(window).startswith("b1 has nowhere to jump")

    install_language("de")
    try:
        click(window, "b1")
        assert status(window).startswith("b1 kann nirgends hinspringen")
    finally:
        install_language("en")
