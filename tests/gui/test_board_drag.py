"""The one drag flow of the board styles that move a piece (:mod:`magnetdesk.gui.board.drag`):
a press holds a piece of the side to move, it follows the pointer once the pointer has moved
a little, and letting it go plays the move, refuses it with the engine's reason, or puts it
back; a press without moving is a click. Chess and Medusa differ only where the flow asks
them (a piece put back on its own square stays picked up in chess, not in Medusa)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from magnetdesk.engine.chess.moves import ChessMove
from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.engine.medusa.notation import Movement
from magnetdesk.gui.board.animation import Jump, Slide
from magnetdesk.gui.board.drag import DROP_MS

# Black's b1 c1 (b1 jumps over c1 to d1) and a lone g1; White's a1.
ROW = """
     . # . # . # . # . # .
      O X X . . . X . . .
"""


@pytest.fixture
def heard(view):
    """What the board said: ``("move", action)``, ``("cell", cell)`` or ``("refused", text)``."""
    said: list[tuple[str, object]] = []
    view.board.actionChosen.connect(lambda action: said.append(("move", action)))
    view.board.cellClicked.connect(lambda cell: said.append(("cell", cell)))
    view.board.illegalClick.connect(lambda text: said.append(("refused", text)))
    return said


@pytest.fixture
def mouse(view):
    """Press on a cell (by name); let go there without moving (``to=None``), or move the
    pointer to ``to`` (a cell's name or a view point) in two steps (through ``via``, else the
    middle) and let go there."""

    def point(place) -> QPoint:
        if isinstance(place, QPoint):
            return place
        return view.view_point(view.board.topology.parse(place))

    def drag(start: str, to=None, via=None) -> None:
        viewport = view.viewport()
        a = point(start)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
        if to is None:
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=a)
            return
        b = point(to)
        QTest.mouseMove(viewport, point(via) if via is not None else (a + b) / 2)
        QTest.mouseMove(viewport, b)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)

    return drag


def style(board):
    return board.board_style


def off_board(view) -> QPoint:
    corner = QPoint(2, 2)
    assert view.board.cell_at(view.mapToScene(corner)) is None
    return corner


def at(board, name: str) -> int:
    return board.topology.parse(name)


def resting(board, name: str) -> bool:
    """The piece on ``name`` stands on its cell, at the stones' height."""
    item = board.stone_at(at(board, name))
    return item.pos() == board.cell_point(at(board, name)) and item.zValue() == board.stone_z


def play_heard(board, heard) -> list:
    """Play the move the board chose, animated as the window does; the first step's tracks."""
    (kind, action), = heard
    assert kind == "move"
    transition = board.position.play(action)
    board.set_position(transition.position, transition, animate=transition)
    return board.animation.steps[0]


# --- chess -------------------------------------------------------------------------------


@pytest.fixture
def chess(show):
    return show(new_chess_position("magnetic-chess"))


def test_chess_a_piece_dragged_to_a_target_is_played_and_settles_from_where_it_was_let_go(
    chess, mouse, heard
):
    mouse("e2", "e4")
    assert heard == [("move", ChessMove(at(chess, "e2"), at(chess, "e4"), 0, None))]
    assert style(chess).selected is None
    assert resting(chess, "e2")
    (slide,) = play_heard(chess, heard)
    assert isinstance(slide, Slide) and slide.duration == DROP_MS


def test_chess_a_piece_played_by_clicks_slides_the_whole_way(chess, mouse, heard):
    mouse("e2")
    mouse("e4")
    (slide,) = play_heard(chess, heard)
    assert isinstance(slide, Slide) and slide.duration != DROP_MS
    assert slide.start == chess.cell_point(at(chess, "e2"))


def test_chess_a_piece_dragged_back_to_its_square_stays_picked_up(chess, mouse, heard):
    mouse("e2", "e2", via="e4")
    assert heard == []
    assert style(chess).selected == at(chess, "e2")
    assert resting(chess, "e2")
    assert len(chess.under.moves) == 2  # e3 and e4 marked


def test_chess_a_piece_dropped_off_the_board_goes_back_and_stays_picked_up(
    view, chess, mouse, heard
):
    mouse("e2", off_board(view))
    assert heard == []
    assert style(chess).selected == at(chess, "e2")
    assert resting(chess, "e2")


def test_chess_a_short_press_is_a_click(chess, mouse, heard):
    mouse("g1")
    assert heard == []
    assert style(chess).selected == at(chess, "g1")
    mouse("g1")
    assert style(chess).selected is None


def test_chess_a_piece_dropped_where_it_may_not_go_is_refused(chess, mouse, heard):
    mouse("e2", "e5")
    assert heard == [("refused", heard[0][1])] and heard[0][1]
    assert style(chess).selected is None
    assert resting(chess, "e2")


def test_chess_the_opponents_piece_is_not_held(chess, mouse, heard):
    mouse("e7", "e5")
    assert heard == []
    assert style(chess).selected is None
    assert resting(chess, "e7")


def test_chess_a_piece_without_a_move_is_not_lifted_and_says_so(chess, mouse, heard):
    mouse("a1", "a3")
    assert heard == [("refused", "the rook on a1 has no legal move")]
    assert resting(chess, "a1")


# --- Medusa ------------------------------------------------------------------------------


@pytest.fixture
def medusa(show):
    return show(medusa_from_text(ROW, top_row=2))


def test_medusa_a_stone_dragged_to_a_landing_moves_and_settles_from_where_it_was_let_go(
    medusa, mouse, heard
):
    mouse("b1", "d1")
    assert heard == [("move", Movement(at(medusa, "b1"), at(medusa, "d1")))]
    assert style(medusa).selected is None
    assert resting(medusa, "b1")
    (slide,) = play_heard(medusa, heard)
    assert isinstance(slide, Slide) and slide.duration == DROP_MS


def test_medusa_a_stone_moved_by_clicks_jumps(medusa, mouse, heard):
    mouse("b1")
    mouse("d1")
    (jump,) = play_heard(medusa, heard)
    assert isinstance(jump, Jump)


def test_medusa_a_stone_dragged_back_to_its_cell_is_let_go(medusa, mouse, heard):
    mouse("b1", "b1", via="d1")
    assert heard == []
    assert style(medusa).selected is None
    assert medusa.target_marks() == []
    assert resting(medusa, "b1")


def test_medusa_a_stone_dropped_off_the_board_is_let_go(view, medusa, mouse, heard):
    mouse("b1", off_board(view))
    assert heard == []
    assert style(medusa).selected is None
    assert medusa.target_marks() == []
    assert resting(medusa, "b1")


def test_medusa_a_short_press_is_a_click(medusa, mouse, heard):
    mouse("b1")
    assert heard == []
    assert style(medusa).selected == at(medusa, "b1")
    assert medusa.target_marks() == [medusa.cell_point(at(medusa, "d1"))]


def test_medusa_a_stone_dropped_where_it_cannot_land_is_refused(medusa, mouse, heard):
    mouse("b1", "e1")
    assert [kind for kind, _ in heard] == ["refused"]
    assert style(medusa).selected is None
    assert resting(medusa, "b1")


def test_medusa_a_lone_stone_is_not_lifted_and_says_why(medusa, mouse, heard):
    mouse("g1", "i1")
    mouse("g1")
    assert [kind for kind, _ in heard] == ["refused", "refused"]
    assert heard[0] == heard[1] and "g1" in heard[0][1]
    assert resting(medusa, "g1")


def test_medusa_the_opponents_stone_is_not_held(medusa, mouse, heard):
    mouse("a1", "a2")
    assert heard == []
    assert resting(medusa, "a1")
