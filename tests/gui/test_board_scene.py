"""The board widget: clicks become moves or reasons, Magnetgo slides are animated, the board
redraws by updating its items, and it draws any square topology (blocking points too)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.variants import new_position
from magnetdesk.gui.board.painters.common import line_runs
from magnetdesk.gui.board.scene import DEAD_OPACITY, BoardMode


def cell(position, name: str) -> int:
    return position.topology.parse(name)


def test_clicking_an_empty_point_reports_its_cell(qtbot, view, show, click):
    position = new_position("go", size=9)
    show(position)
    with qtbot.waitSignal(view.cellClicked) as clicked:
        click(cell(position, "C7"))
    assert clicked.args == [cell(position, "C7")]


def test_clicking_an_occupied_point_says_so_and_plays_nothing(qtbot, view, show, click):
    position = position_from_text("go", """
        . . .
        . X .
        . . .
    """, to_move="white")
    show(position)
    with qtbot.assertNotEmitted(view.cellClicked), qtbot.waitSignal(view.illegalClick) as refused:
        click(cell(position, "B2"))
    assert refused.args == ["B2 is occupied"]


def test_clicking_the_ko_point_says_it_is_ko(qtbot, view, show, click):
    position = position_from_text("go", """
        . X O .
        X O . O
        . X O .
        . . . .
    """, to_move="black")
    taken = position.play(cell(position, "C3")).position  # Black takes the ko
    show(taken)
    with qtbot.waitSignal(view.illegalClick) as refused:
        click(cell(taken, "B3"))
    assert "ko" in refused.args[0]


def test_a_suicide_click_says_why(qtbot, view, show, click):
    position = position_from_text("go", """
        . X .
        X . X
        . X .
    """, to_move="white")
    show(position)
    with qtbot.waitSignal(view.illegalClick) as refused:
        click(cell(position, "B2"))
    assert refused.args[0].startswith("suicide")


def test_a_locked_board_ignores_clicks(qtbot, view, show, click):
    position = new_position("go", size=9)
    show(position).set_mode(BoardMode.LOCKED)
    with qtbot.assertNotEmitted(view.cellClicked), qtbot.assertNotEmitted(view.illegalClick):
        click(cell(position, "E5"))


def test_in_select_mode_every_point_is_reported(qtbot, view, show, click):
    position = position_from_text("go", """
        . . .
        . X .
        . . .
    """)
    show(position).set_mode(BoardMode.SELECT)
    with qtbot.waitSignal(view.cellClicked) as clicked:
        click(cell(position, "B2"))
    assert clicked.args == [cell(position, "B2")]


def test_the_ghost_stone_shows_where_the_mouse_could_play(view, show, hover):
    position = position_from_text("go", """
        . . .
        . X .
        . . .
    """, to_move="white")
    board = show(position)
    hover(cell(position, "A3"))
    assert board.ghost().isVisible()
    assert board.ghost().colour == WHITE
    assert board.ghost().pos() == board.cell_point(cell(position, "A3"))
    hover(cell(position, "B2"))
    assert not board.ghost().isVisible()


def test_no_ghost_stone_on_an_illegal_point(view, show, hover):
    position = position_from_text("go", """
        . X .
        X . X
        . X .
    """, to_move="white")
    board = show(position)
    hover(cell(position, "B2"))
    assert not board.ghost().isVisible()


def test_hovering_a_magnetgo_move_previews_its_slides(view, show, hover):
    position = position_from_text("magnetgo", MAGNET_BEFORE, to_move="black")
    board = show(position)
    hover(cell(position, "C3"))
    assert board.preview_arrows() == [
        (board.cell_point(cell(position, "A3")), board.cell_point(cell(position, "B3")))
    ]
    hover(cell(position, "C5"))  # nothing in line with C5
    assert board.preview_arrows() == []


def test_stones_stand_on_their_points(show):
    position = position_from_text("go", """
        X . .
        . . .
        . . O
    """)
    board = show(position)
    assert board.stone_at(cell(position, "A3")).colour == BLACK
    assert board.stone_at(cell(position, "C1")).colour == WHITE
    assert board.stone_at(cell(position, "A3")).pos() == board.cell_point(cell(position, "A3"))
    assert board.stone_at(cell(position, "B2")) is None


def test_a_new_position_updates_the_stones_it_keeps_instead_of_redrawing_them(show):
    position = new_position("go", size=9)
    first = position.play(cell(position, "E5")).position
    board = show(first)
    item = board.stone_at(cell(first, "E5"))
    second = first.play(cell(first, "C3"))
    show(second.position, second)
    assert board.stone_at(cell(first, "E5")) is item
    assert board.stone_at(cell(first, "C3")) is not None


def test_the_last_move_is_marked(show):
    position = new_position("go", size=9)
    first = position.play(cell(position, "E5"))
    second = first.position.play(cell(position, "C3"))
    board = show(second.position, second)
    assert board.stone_at(cell(position, "C3")).marked
    assert not board.stone_at(cell(position, "E5")).marked


def test_move_numbers_show_when_switched_on(show):
    position = new_position("go", size=9)
    first = position.play(cell(position, "E5"))
    second = first.position.play(cell(position, "C3"))
    numbers = {cell(position, "E5"): 1, cell(position, "C3"): 2}
    board = show(second.position, second, numbers)
    assert board.stone_at(cell(position, "E5")).label is None
    board.set_move_numbers_visible(True)
    assert board.stone_at(cell(position, "E5")).label == "1"
    assert board.stone_at(cell(position, "C3")).label == "2"
    assert board.stone_at(cell(position, "C3")).accent


MAGNET_BEFORE = """
    . . . . .
    . . . . .
    O . . . X
    . . . . .
    . . . . .
"""


def magnet_move():
    """Black plays C3 between a white stone, pulled up next to it, and a black stone at the
    edge, pushed away but with nowhere to go."""
    position = position_from_text("magnetgo", MAGNET_BEFORE, to_move="black")
    return position, position.play(cell(position, "C3"))


def test_a_magnetgo_move_leaves_the_slid_stones_at_their_new_points(qtbot, show):
    position, move = magnet_move()
    board = show(position)
    board.set_position(move.position, move)
    board.show_effects(move)
    qtbot.waitUntil(lambda: not board.animating)
    assert move.position.board_text() == "\n".join(
        [".....", ".....", ".OX.X", ".....", "....."]
    )
    slid = board.stone_at(cell(position, "B3"))
    assert slid.colour == WHITE
    assert slid.pos() == board.cell_point(cell(position, "B3"))
    assert board.stone_at(cell(position, "A3")) is None


def test_a_slide_starts_from_where_the_stone_stood(show):
    position, move = magnet_move()
    board = show(position)
    board.show_effects(move)
    assert board.animating
    slid = board.stone_at(cell(position, "B3"))
    assert slid.pos() == board.cell_point(cell(position, "A3"))


def test_the_last_moves_slides_stay_drawn_as_arrows(show):
    position, move = magnet_move()
    board = show(move.position, move)
    assert board.slide_arrows() == [
        (board.cell_point(cell(position, "A3")), board.cell_point(cell(position, "B3")))
    ]
    quiet = move.position.play(cell(position, "A1"))  # a move that moves nothing
    board.set_position(quiet.position, quiet)
    assert board.slide_arrows() == []


def test_a_new_position_finishes_a_running_animation_at_once(show):
    position, move = magnet_move()
    board = show(position)
    board.show_effects(move)
    after = move.position.play(cell(position, "E1"))
    board.set_position(after.position, after)
    assert not board.animating
    slid = board.stone_at(cell(position, "B3"))
    assert slid.pos() == board.cell_point(cell(position, "B3"))


def test_captured_stones_fade_out_and_leave_the_board(qtbot, show):
    position = position_from_text("go", """
        . X .
        X O .
        . X .
    """, to_move="black")
    board = show(position)
    move = position.play(cell(position, "C2"))
    board.show_effects(move)
    centre = board.cell_point(cell(position, "B2"))
    fading = [i for i in board.items(centre) if getattr(i, "colour", None) == WHITE]
    assert fading and fading[0].opacity() == 1.0
    qtbot.waitUntil(lambda: not board.animating)
    assert [i for i in board.items(centre) if getattr(i, "colour", None) == WHITE] == []
    assert board.stone_at(cell(position, "B2")) is None


def test_lines_run_between_neighbours_so_a_blocking_point_leaves_a_hole():
    position = position_from_text("go", """
        . . .
        . # .
        . . .
    """)
    grid = position.topology
    runs = {tuple(sorted((grid.name(a), grid.name(b)))) for a, b in line_runs(grid)}
    assert runs == {("A1", "C1"), ("A3", "C3"), ("A1", "A3"), ("C1", "C3")}


def test_a_blocking_point_takes_no_stone_and_a_click_says_why(qtbot, view, show):
    position = position_from_text("go", """
        . . .
        . # .
        . . .
    """)
    board = show(position)
    west, east = board.cell_point(cell(position, "A2")), board.cell_point(cell(position, "C2"))
    hole = (west + east) / 2  # where B2 would be
    assert board.cell_at(hole) is None
    with qtbot.assertNotEmitted(view.cellClicked), qtbot.waitSignal(view.illegalClick) as said:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(hole))
    assert said.args == ["The blocking point B2 is not part of the board: no stone can go there"]


def test_the_scoring_overlay_marks_territory_and_dims_dead_stones(show):
    position = position_from_text("go", """
        . X O .
        . X O .
        O X O .
        . X O .
    """)
    board = show(position)
    dead = [cell(position, "A2")]
    owner = [EMPTY] * len(position.board)
    for name in ("A1", "A2", "A3", "A4"):
        owner[cell(position, name)] = BLACK
    board.set_ownership(owner, dead)
    marked = [point for point, colour in board.owner_marks() if colour == BLACK]
    assert sorted(board.cell_at(p) for p in marked) == sorted(
        cell(position, n) for n in ("A1", "A2", "A3", "A4")
    )
    assert board.stone_at(cell(position, "A2")).opacity() == DEAD_OPACITY
    assert board.stone_at(cell(position, "A2")).dead
    assert board.stone_at(cell(position, "B2")).opacity() == 1.0
    board.set_ownership(None)
    assert board.owner_marks() == []
    assert board.stone_at(cell(position, "A2")).opacity() == 1.0


def test_coordinates_take_room_on_the_board_only_when_shown(show):
    board = show(new_position("go", size=9))
    with_labels = board.board_rect()
    board.set_coordinates_visible(False)
    assert board.board_rect().width() < with_labels.width()


def test_the_board_fills_the_view_and_keeps_its_shape(view, show):
    board = show(new_position("go", size=13))
    view.resize(900, 500)
    wood = view.mapFromScene(board.board_rect()).boundingRect()
    assert wood.height() <= 500 and wood.height() > 440
    assert abs(wood.width() - wood.height()) <= 2
