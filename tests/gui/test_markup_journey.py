"""Edit ▸ Markup in the real window: a Go position and a chess position marked up with every
tool by the mouse (and an arrow by the keyboard's clicks), saved, reopened with the marks on
the board; sgfmill reads the Go file's marks the same (issue 44, item 2)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from sgfmill import sgf

from magnetdesk.gui.board.scene import BoardMode
from tests.gui.test_keyboard_play import ALT, CTRL, Key, cursor_to, press, take_the_board
from tests.gui.test_main_window import window_maker
from tests.helpers import mouse
from tests.helpers.journey import Journey


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    return Journey(qtbot, monkeypatch, tmp_path)


def tool(journey: Journey, name: str) -> None:
    action = journey.window.markup.actions[name]
    assert action.isEnabled()
    action.trigger()


def mark_up(journey: Journey, a: str, b: str, c: str, d: str) -> None:
    """Every tool on the points ``a`` to ``d`` (``d`` labelled twice: the second click takes
    the label off)."""
    for name, where in (("TR", a), ("SQ", b), ("CR", c), ("MA", d), ("letter", a),
                        ("letter", b), ("number", c), ("number", d), ("number", d)):
        tool(journey, name)
        mouse.click(journey.window, where)
    tool(journey, "AR")
    mouse.drag(journey.window, a, d)
    tool(journey, "LN")
    mouse.click(journey.window, b)  # a line by two clicks, as the keyboard's cursor gives them
    mouse.click(journey.window, c)
    tool(journey, "DD")
    mouse.click(journey.window, d)


def test_a_go_position_marked_up_saved_and_reopened(journey):
    window = journey.window
    journey.play("E5")
    journey.play("D5")
    moves = window.game.move_number
    mark_up(journey, "E5", "D5", "C3", "G7")
    assert window.game.move_number == moves  # no click played a move
    assert window.view.board.mode() == BoardMode.SELECT
    markup = window.game.node.markup
    assert markup.shapes == (("C3", "CR"), ("D5", "SQ"), ("E5", "TR"), ("G7", "MA"))
    assert markup.labels == (("C3", "1"), ("D5", "B"), ("E5", "A"))
    assert markup.arrows == (("E5", "G7"),) and markup.lines == (("D5", "C3"),)
    assert markup.dimmed == {"G7"}
    assert window.view.board.markup_item.markup == markup  # drawn
    tool(journey, "erase")
    mouse.click(window, "C3")
    assert window.game.node.markup.shape_at("C3") is None
    window.markup.actions["undo"].trigger()
    assert window.game.node.markup == markup
    tool(journey, "play")
    journey.play("C3")  # the board plays again
    text = journey.save()
    assert "TR[ee]SQ[de]CR[cg]MA[gc]LB[cg:1][de:B][ee:A]AR[ee:gc]LN[de:cg]DD[gc]" in text
    node = sgf.Sgf_game.from_string(text).get_main_sequence()[2]
    assert node.get("TR") == {(4, 4)} and node.get("AR") == [((4, 4), (6, 6))]
    journey.reopen()
    window.go_to_node(window.game.record.main_line()[2])
    assert window.game.node.markup == markup
    assert window.view.board.markup_item.markup == markup


def test_a_chess_position_marked_up_saved_and_reopened(journey):
    journey.new_game("magnetic-chess")
    window = journey.window
    mark_up(journey, "e2", "d1", "e7", "e4")
    markup = window.game.node.markup
    assert markup.shapes == (("d1", "SQ"), ("e2", "TR"), ("e4", "MA"), ("e7", "CR"))
    assert markup.arrows == (("e2", "e4"),)
    text = journey.save()
    assert "TR[e2]SQ[d1]CR[e7]MA[e4]LB[d1:B][e2:A][e7:1]AR[e2:e4]LN[d1:e7]DD[e4]" in text
    journey.reopen()
    assert window.game.record.root.markup == markup
    assert window.view.board.markup_item.markup == markup


def test_the_keyboard_marks_up_medusa_s_board(qtbot, monkeypatch):
    """The tools by their keys, the points by the board's cursor (Ctrl+B, the arrows, Enter):
    an arrow by two presses of Enter, a triangle; Ctrl+Alt+Z takes the triangle back."""
    window = window_maker(qtbot, monkeypatch)("medusa")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    press(window, Key.Key_7, CTRL | ALT)  # the arrow
    assert window.markup.tool == "AR" and window.view.board.mode() == BoardMode.SELECT
    take_the_board(window)
    for name in ("k11", "q15"):
        cursor_to(window, name)
        press(window, Key.Key_Return)
    press(window, Key.Key_1, CTRL | ALT)  # the triangle, on the cursor's cell
    press(window, Key.Key_Return)
    markup = window.game.node.markup
    assert markup.arrows == (("k11", "q15"),) and markup.shapes == (("q15", "TR"),)
    assert window.game.node.parent is None  # no move was played
    press(window, Key.Key_Z, CTRL | ALT)
    assert window.game.node.markup.shapes == ()
    press(window, Key.Key_0, CTRL | ALT)  # Play: Enter places a stone again
    press(window, Key.Key_Return)
    assert window.game.node.play is not None and window.game.node.play.text == "q15"
