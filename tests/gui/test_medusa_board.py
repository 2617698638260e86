"""The Medusa board widget: the hex board drawn from the engine's geometry, the marks of a
turn, rosettes, and the animations (a placed stone appears, a moved stone jumps, captured
stones turn over, a new rosette glows)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.engine.medusa.notation import Movement, Placement
from magnetdesk.engine.medusa.rules import new_medusa_position
from magnetdesk.engine.variants import new_position
from magnetdesk.gui.board.animation import APPEAR_MS, JUMP_MS
from magnetdesk.gui.board.families import position_family
from magnetdesk.gui.board.painters.hex import HexPainter

# White's a1 in the corner has one liberty left, a2; b1 is Black's.
CORNER = """
     . # . # . # . # . # .
      O X . . . . . . . .
"""

# Black's b1 c1: b1 jumps over c1 to d1.
ROW = """
     . # . # . # . # . # .
      O X X . . . . . . .
"""

# Black's rosette around the hole b2 lacks only a2.
ALMOST_ROSETTE = """
     . X X . . . . . . . . .
      . # X # . # . # . # .
       X X . . . . . . . .
"""


def cell(position, name: str) -> int:
    return position.topology.parse(name)


def test_the_hex_board_is_drawn_by_the_hex_painter_with_every_cell_and_hole():
    position = new_medusa_position()
    painter = position_family(position).painter(position.topology)
    assert isinstance(painter, HexPainter)
    assert len(painter.cells) == 210 and len(painter.holes) == 61


def test_every_cell_of_the_hex_board_answers_a_click(qtbot, view, show):
    position = new_medusa_position()
    board = show(position)
    assert [board.cell_at(board.cell_point(c)) for c in position.topology.cells()] == list(
        position.topology.cells()
    )


def test_a_hole_takes_no_click_and_says_why(qtbot, view, show):
    position = new_medusa_position()
    board = show(position)
    grid = position.topology
    left, right = board.cell_point(cell(position, "i10")), board.cell_point(cell(position, "k10"))
    hole = (left + right) / 2  # j10, the centre hole
    assert board.cell_at(hole) is None
    with qtbot.assertNotEmitted(view.actionChosen), qtbot.waitSignal(view.illegalClick) as said:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(hole))
    assert said.args == ["The hole j10 is not part of the board: stones go on the light cells"]
    assert grid.parse("j10") is None


def test_a_click_on_an_empty_cell_offers_the_placement(qtbot, view, show, click):
    position = new_medusa_position()
    show(position)
    with qtbot.waitSignal(view.actionChosen) as chosen:
        click(cell(position, "k11"))
    assert chosen.args == [Placement(cell(position, "k11"))]


def test_the_ghost_shows_a_placement_only_at_the_start_of_a_turn(show, hover):
    position = new_medusa_position()
    board = show(position)
    hover(cell(position, "k11"))
    assert board.ghost().isVisible() and board.ghost().colour == BLACK
    placed = position.play(Placement(cell(position, "k11"))).position
    board.set_position(placed)
    hover(cell(position, "k13"))
    assert not board.ghost().isVisible()


def test_stones_are_a_little_smaller_than_the_hex_cells(show):
    medusa = show(new_medusa_position().play(Placement(0)).position).stone_at(0).scale()
    go = show(new_position("go", size=9).play(0).position).stone_at(0).scale()
    assert medusa < go == 1.0


def test_coordinates_take_room_on_the_hex_board_only_when_shown(show):
    board = show(new_medusa_position())
    with_labels = board.board_rect()
    board.set_coordinates_visible(False)
    assert board.board_rect().width() < with_labels.width()


def test_a_complete_rosette_is_marked_in_its_hole(show):
    position = medusa_from_text(ALMOST_ROSETTE, top_row=3)
    board = show(position)
    assert board.rosette_marks() == []
    done = position.play(Placement(cell(position, "a2")))
    board.set_position(done.position, done)
    hole = position.topology.holes.index((2, 2))  # b2
    x, y = position.topology.place_centre(*position.topology.holes[hole])
    assert [(p.x(), p.y(), c) for p, c in board.rosette_marks()] == [(x * 100, y * 100, BLACK)]


def test_a_new_rosette_glows_for_a_moment(qtbot, show):
    position = medusa_from_text(ALMOST_ROSETTE, top_row=3)
    board = show(position)
    done = position.play(Placement(cell(position, "a2")))
    before = len(board.items())
    board.show_effects(done)
    assert board.animating and len(board.items()) == before + 2  # the new stone, the glow
    qtbot.waitUntil(lambda: not board.animating)
    assert len(board.items()) == before + 1


def test_captured_stones_turn_over_instead_of_leaving(qtbot, show):
    position = medusa_from_text(CORNER, top_row=2)
    board = show(position)
    capture = position.play(Placement(cell(position, "a2")))
    board.show_effects(capture)
    turning = board.stone_at(cell(position, "a1"))
    assert turning.colour == WHITE  # it starts as it was
    qtbot.waitUntil(lambda: not board.animating)
    assert turning.colour == BLACK and turning.transform().isIdentity()
    assert board.stone_at(cell(position, "a1")) is turning


def test_a_moved_stone_jumps_from_where_it_stood(qtbot, show):
    position = medusa_from_text(ROW, top_row=2)
    board = show(position)
    move = position.play(Movement(cell(position, "b1"), cell(position, "d1")))
    board.show_effects(move)
    jumper = board.stone_at(cell(position, "d1"))
    assert jumper.pos() == board.cell_point(cell(position, "b1"))
    assert board.jump_arrows() == []  # drawn once the stone has landed
    qtbot.waitUntil(lambda: not board.animating)
    assert jumper.pos() == board.cell_point(cell(position, "d1"))
    assert jumper.zValue() == board.stone_z
    assert len(board.jump_arrows()) == 1


def test_the_movements_of_the_turn_shown_stay_drawn_as_jumps(show):
    position = medusa_from_text(ROW, top_row=2)
    move = position.play(Movement(cell(position, "b1"), cell(position, "d1")))
    board = show(move.position, move)
    assert board.jump_arrows() == [
        (board.cell_point(cell(position, "b1")), board.cell_point(cell(position, "d1")))
    ]


def test_a_whole_turn_plays_its_actions_in_order(qtbot, show):
    """A computer's turn (or a replayed one): the placed stone appears first, then the
    stone jumps; the jumper waits on its cell until its step."""
    position = medusa_from_text(ROW, top_row=2)
    turn = position.play(position.parse_move("e3 b1-d1"))
    board = show(position)
    board.show_effects(turn)
    jumper = board.stone_at(cell(position, "d1"))
    placed = board.stone_at(cell(position, "e3"))
    assert jumper.pos() == board.cell_point(cell(position, "b1"))
    assert placed.opacity() == 0.0
    board.animation.show_at(APPEAR_MS)  # the placed stone is down, the jump begins
    assert placed.opacity() == 1.0
    assert jumper.pos() == board.cell_point(cell(position, "b1"))
    board.animation.show_at(APPEAR_MS + JUMP_MS // 2)
    assert jumper.pos().y() < board.cell_point(cell(position, "c1")).y()  # over c1
    board.finish_animations()
    assert jumper.pos() == board.cell_point(cell(position, "d1"))
