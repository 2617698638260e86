"""Before a move, hovering shows what it would do (issue 24): Medusa's placements and jumps
mark the stones they would turn over, a chess move picked up shows the field it would emit
(arrows to where the pieces would land, a magnetic promotion on gold). Every mark is read from
the engine's effects of that move; an illegal target shows nothing; leaving the board, a move
or another position clears the preview; the position never changes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from magnetdesk.engine.chess.field import Attracted, Promoted, Repelled
from magnetdesk.engine.chess.moves import ChessMove
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Transition
from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.engine.medusa.notation import Movement, Placement
from magnetdesk.engine.medusa.state import Reversed
from magnetdesk.engine.variants import new_position
from magnetdesk.gui.board.painters.chess import PROMOTED
from tests.helpers.chess import board as chess_board
from tests.helpers.chess import rows, sq

# White to move: a2 fills the last liberty of Black's a1, which turns white; on the second
# board White's a1 is a suicide (the stone turns black).
CAPTURE = """
        . # . # . # . # . # .
         X O . . . . . . . .
"""
SUICIDE = """
        X # . # . # . # . # .
         . X . . . . . . . .
"""
# Black to move: a1-b1 has one liberty, c1; e1 jumps over d1 into it and captures.
JUMP = """
       . . . . . . . . . . . .
        X # X # . # . # . # .
         O O . X X . . . . .
"""


def at(position, name: str) -> int:
    return position.topology.parse(name)


def turns(board) -> list:
    """The stones the preview marks as turning over (cell point, colour it would show)."""
    shown = board.preview_marks()
    return [] if shown is None else sorted(shown[1].turns, key=lambda t: (t[0].x(), t[0].y()))


def expected_turns(board, transition: Transition) -> list:
    """The engine's reversals of ``transition`` as the preview should draw them."""
    marks = [(board.cell_point(c), e.colour) for e in transition.effects
             if isinstance(e, Reversed) for c in e.cells]
    assert marks, "the example must reverse something"
    return sorted(marks, key=lambda t: (t[0].x(), t[0].y()))


def leave(view) -> None:
    QApplication.sendEvent(view, QEvent(QEvent.Type.Leave))


# --- Medusa ----------------------------------------------------------------------------------


def test_hovering_a_capturing_placement_marks_the_stones_it_would_reverse(view, show, hover):
    position = medusa_from_text(CAPTURE, top_row=2, to_move="white")
    board = show(position)
    hover(at(position, "a2"))
    transition = position.attempt(Placement(at(position, "a2")))
    assert isinstance(transition, Transition)
    assert turns(board) == expected_turns(board, transition)
    assert turns(board) == [(board.cell_point(at(position, "a1")), WHITE)]
    assert board.ghost().isVisible()
    assert board.ghost().pos() == board.cell_point(at(position, "a2"))
    assert board.position is position and board.stone_at(at(position, "a1")).colour == BLACK


def test_hovering_a_suicide_marks_the_own_stones_that_would_turn(view, show, hover):
    position = medusa_from_text(SUICIDE, top_row=2, to_move="white")
    board = show(position)
    hover(at(position, "a1"))
    transition = position.attempt(Placement(at(position, "a1")))
    assert isinstance(transition, Transition)
    assert turns(board) == expected_turns(board, transition)
    assert turns(board) == [(board.cell_point(at(position, "a1")), BLACK)]


def test_a_quiet_placement_marks_nothing_and_an_occupied_cell_shows_no_preview(
    view, show, hover
):
    position = medusa_from_text(CAPTURE, top_row=2, to_move="white")
    board = show(position)
    hover(at(position, "f1"))
    assert board.ghost().isVisible() and turns(board) == []
    hover(at(position, "b1"))  # a stone there: no placement
    assert board.preview_marks() is None and not board.ghost().isVisible()


def test_a_selected_stone_shows_what_its_jump_would_reverse(view, show, hover, click):
    position = medusa_from_text(JUMP, top_row=3)
    board = show(position)
    click(at(position, "e1"))
    assert board.board_style.selected == at(position, "e1")
    hover(at(position, "c1"))
    transition = position.attempt(Movement(at(position, "e1"), at(position, "c1")))
    assert isinstance(transition, Transition)
    assert turns(board) == expected_turns(board, transition)
    assert board.ghost().pos() == board.cell_point(at(position, "c1"))
    hover(at(position, "f1"))  # not a landing of e1: nothing
    assert board.preview_marks() is None and not board.ghost().isVisible()
    assert board.position is position and position.board[at(position, "e1")] == BLACK


def test_a_dragged_stone_shows_what_landing_there_would_reverse(view, show):
    position = medusa_from_text(JUMP, top_row=3)
    board = show(position)
    viewport = view.viewport()
    a, b = view.view_point(at(position, "e1")), view.view_point(at(position, "c1"))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    QTest.mouseMove(viewport, (a + b) / 2)
    QTest.mouseMove(viewport, b)
    transition = position.attempt(Movement(at(position, "e1"), at(position, "c1")))
    assert turns(board) == expected_turns(board, transition)
    assert not board.ghost().isVisible()  # the stone itself is under the pointer
    QTest.mouseMove(viewport, view.view_point(at(position, "h1")))  # no landing there
    assert board.preview_marks() is None
    QTest.mouseMove(viewport, b)
    assert turns(board) != []
    away = view.view_point(at(position, "h1"))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=away)  # put back
    assert board.preview_marks() is None
    assert board.position is position


def test_leaving_the_board_clears_the_preview(view, show, hover):
    position = medusa_from_text(CAPTURE, top_row=2, to_move="white")
    board = show(position)
    hover(at(position, "a2"))
    assert turns(board) != []
    leave(view)
    assert board.preview_marks() is None and not board.ghost().isVisible()


def test_another_position_shown_clears_the_preview(view, show, hover):
    position = medusa_from_text(CAPTURE, top_row=2, to_move="white")
    board = show(position)
    hover(at(position, "a2"))
    after = position.play(Placement(at(position, "a2"))).position
    show(after)
    assert turns(board) == []


# --- Magnetic Chess --------------------------------------------------------------------------


def arrows(board) -> list:
    shown = board.preview_marks()
    return [] if shown is None else list(shown[0].arrows)


def expected_arrows(board, transition: Transition) -> list:
    marks = [(board.cell_point(e.start), board.cell_point(e.end)) for e in transition.effects
             if isinstance(e, Attracted | Repelled)]
    assert marks, "the example must move something by its field"
    return marks


def test_a_picked_up_piece_shows_the_field_of_the_move_under_the_mouse(view, show, hover, click):
    position = new_position("magnetic-chess")
    board = show(position)
    hover(sq("e4"))
    assert board.preview_marks() is None  # nothing picked up: no preview
    click(sq("e2"))
    hover(sq("e4"))
    transition = position.attempt(ChessMove(sq("e2"), sq("e4")))
    assert isinstance(transition, Transition)
    assert arrows(board) == expected_arrows(board, transition)
    assert arrows(board) == [(board.cell_point(sq("e7")), board.cell_point(sq("e5")))]
    assert not board.ghost().isVisible()
    hover(sq("e5"))  # not a target of the e2 pawn
    assert board.preview_marks() is None
    leave(view)
    assert board.preview_marks() is None
    assert board.position is position and position.board_text() == new_position(
        "magnetic-chess").board_text()


def test_a_dragged_piece_shows_the_field_of_the_square_under_it(view, show):
    position = new_position("magnetic-chess")
    board = show(position)
    viewport = view.viewport()
    a, b = view.view_point(sq("e2")), view.view_point(sq("e4"))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    QTest.mouseMove(viewport, (a + b) / 2)
    QTest.mouseMove(viewport, b)
    transition = position.attempt(ChessMove(sq("e2"), sq("e4")))
    assert arrows(board) == expected_arrows(board, transition)
    QTest.mouseMove(viewport, view.view_point(sq("e6")))
    assert board.preview_marks() is None
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view.view_point(sq("e6")))
    assert board.preview_marks() is None and board.position is position


def test_a_magnetic_promotion_is_previewed_on_gold(view, show, hover, click):
    position = chess_board(rows(".......k", "........", "........", "P.......",
                                *["........"] * 3, ".r.....K"), to_move="b", code="ARRA")
    board = show(position)
    click(sq("b1"))
    hover(sq("a1"))
    transition = position.attempt(ChessMove(sq("b1"), sq("a1")))
    assert isinstance(transition, Transition)
    assert [e.square for e in transition.effects
            if isinstance(e, Promoted) and e.magnetic] == [sq("a8")]
    assert arrows(board) == expected_arrows(board, transition)
    marks = board.preview_marks()
    assert marks is not None
    assert marks[0].tints == [(board.cell_point(sq("a8")), PROMOTED)]


def test_a_move_played_clears_the_preview(view, show, hover, click):
    position = new_position("magnetic-chess")
    board = show(position)
    click(sq("e2"))
    hover(sq("e4"))
    assert arrows(board) != []
    transition = position.play(ChessMove(sq("e2"), sq("e4")))
    board.set_position(transition.position, transition)
    QTest.mouseMove(view.viewport(), QPoint(1, 1))
    assert board.preview_marks() is None
