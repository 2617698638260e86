"""The computer plays Medusa in the window: a whole turn (placement and movements) in answer to
a person's turn, the capture by reversal it sees, and Stop.

The capture position (rows 2 and 1 of the board; '#' are the holes)::

    row 2    . # X # . # X # . # .      c2 g2: Black
    row 1     . X O O O O X . . .       the White group c1..f1 has one liberty left: e2

Black to move: a stone on e2 reverses the group.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.ai_worker import running_searches
from magnetdesk.gui.common.setup import PlayerSetup
from magnetdesk.record import Game, GameRecord
from tests.gui.test_main_window import ENDLESS, PERSON, window_maker

QUICK = PlayerSetup(computer=True, level=1)  # a few hundred playouts, in a second or two


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def click(window, name: str) -> None:
    view = window.view
    cell = window.position.topology.parse(name)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point(cell))


def played(window) -> list[str]:
    return [node.play.text for node in window.game.node.path()[1:]]


def stones(window, colour: int) -> set[str]:
    position = window.position
    return {position.topology.name(c) for c in position.stones(colour)}


def test_the_computer_answers_a_persons_turn_with_a_whole_turn(qtbot, make):
    window = make("medusa", (PERSON, QUICK))
    click(window, "k11")
    window.actions["done"].trigger()
    assert played(window) == ["k11"]
    before = window.position
    qtbot.waitUntil(lambda: len(played(window)) == 2, timeout=60_000)
    position = window.position
    assert position.to_move == BLACK and not position.in_turn
    turn = before.parse_move(played(window)[1])
    assert before.play(turn).position.board == position.board  # a whole legal turn
    assert not window.worker.is_thinking()
    assert not window.thinking.isVisible()
    qtbot.waitUntil(lambda: not window.view.board.animating, timeout=5_000)


def test_the_computer_reverses_the_group_in_atari(qtbot, make):
    window = make("medusa", (PERSON, PERSON))
    record = GameRecord("medusa", {})
    Game(record).add_setup(
        black=("c2", "g2", "b1", "g1", "m13"), white=("c1", "d1", "e1", "f1", "k11")
    )
    window.show_record(record, None)
    assert window.position.to_move == BLACK
    window.set_players({BLACK: QUICK, WHITE: PERSON})
    qtbot.waitUntil(lambda: window.position.to_move == WHITE, timeout=60_000)
    assert played(window)[0].split()[0] == "e2"
    assert {"c1", "d1", "e1", "f1", "e2"} <= stones(window, BLACK)


def test_stop_halts_the_computer_in_the_middle_of_its_medusa_turn(qtbot, make):
    window = make("medusa", (PERSON, ENDLESS))
    click(window, "k11")
    window.actions["done"].trigger()
    qtbot.waitUntil(window.thinking.stop_button.isVisible, timeout=10_000)
    QTest.mouseClick(window.thinking.stop_button, Qt.MouseButton.LeftButton)
    assert not window.worker.is_thinking()
    qtbot.wait(300)
    assert played(window) == ["k11"]
    assert window.close()
    assert running_searches() == 0
