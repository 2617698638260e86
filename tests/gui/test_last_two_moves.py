"""Playing the computer in Magnetgo and Magnetic Chess: its quick reply waits until the
player's own move has been animated, and then both moves' effects stay drawn, the player's
fainter."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.board.items import EARLIER_OPACITY
from magnetdesk.gui.board.painters.chess import LAST_MOVE
from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.looks.sounds import Sounds
from magnetdesk.gui.window.main_window import MainWindow
from tests.gui.test_main_window import ENDLESS, PERSON, window_maker
from tests.gui.test_sounds import Heard
from tests.helpers.mouse import cell, click


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def computer_answers(window, text: str) -> None:
    """The computer's move arrives at once (a quick level answers in a fraction of a
    second; the real search, far slower here, is dropped)."""
    assert window.searching
    window._computer_moved(window.generation, window.position.parse_move(text))


def points(window, *pairs: tuple[str, str]) -> list:
    scene = window.view.board
    return [(scene.cell_point(cell(window, a)), scene.cell_point(cell(window, b)))
            for a, b in pairs]


def test_the_reply_waits_for_the_players_magnetgo_move_and_both_slides_stay_drawn(qtbot, make):
    window = make("magnetgo", (PERSON, ENDLESS), size=5)
    scene = window.view.board
    click(window, "E1")
    computer_answers(window, "A3")
    qtbot.waitUntil(lambda: not scene.animating)
    click(window, "C3")  # pulls White's A3 to B3
    assert scene.animating
    computer_answers(window, "A1")  # pushes Black's E1 to B1
    assert window.position.board[cell(window, "A1")] == WHITE  # the game has moved on...
    assert scene.stone_at(cell(window, "A1")) is None  # ...the board still shows Black's move
    assert scene.stone_at(cell(window, "E1")).colour == BLACK
    assert scene.slide_arrows() == points(window, ("A3", "B3"))
    assert scene.animating
    qtbot.waitUntil(lambda: not scene.animating)
    assert scene.stone_at(cell(window, "A1")).colour == WHITE
    assert scene.stone_at(cell(window, "B1")).colour == BLACK
    assert scene.stone_at(cell(window, "E1")) is None
    assert scene.slide_arrows() == points(window, ("E1", "B1"))  # the reply's
    assert scene.earlier_arrows() == points(window, ("A3", "B3"))  # the player's, fainter
    assert scene.earlier_marks().opacity() == EARLIER_OPACITY < 1


def test_a_click_while_the_reply_waits_shows_the_reply_at_once(qtbot, make):
    window = make("magnetgo", (PERSON, ENDLESS), size=5)
    scene = window.view.board
    click(window, "E1")
    computer_answers(window, "A3")
    click(window, "C3")
    computer_answers(window, "A1")
    click(window, "D4")  # the player does not wait for the animations
    assert window.position.board[cell(window, "D4")] == BLACK
    qtbot.waitUntil(lambda: not scene.animating)
    assert scene.stone_at(cell(window, "D4")).colour == BLACK
    assert scene.stone_at(cell(window, "A1")).colour == WHITE
    assert scene.position is window.position


def test_navigating_while_the_reply_waits_shows_the_node_at_once(qtbot, make):
    window = make("magnetgo", (PERSON, ENDLESS), size=5)
    scene = window.view.board
    click(window, "E1")
    computer_answers(window, "A3")
    click(window, "C3")
    computer_answers(window, "A1")
    window.actions["go_first"].trigger()
    assert not scene.animating
    assert scene.position is window.position and not scene.stones


def test_after_the_computers_chess_reply_both_moves_stay_marked(qtbot, make):
    window = make("magnetic-chess", (ENDLESS, PERSON))  # the computer plays Black
    scene = window.view.board
    click(window, "e2")
    click(window, "e4")
    computer_answers(window, "d7d5")
    assert scene.stone_at(cell(window, "d7")) is not None  # the reply waits
    qtbot.waitUntil(lambda: not scene.animating)
    assert scene.stone_at(cell(window, "d7")) is None
    assert scene.stone_at(cell(window, "d5")) is not None

    def squares(marks) -> set[str]:
        names = window.position.topology.name
        return {names(scene.cell_at(p)) for p, colour in marks.tints if colour == LAST_MOVE}

    assert squares(scene.under) == {"d7", "d5"}
    assert squares(scene.earlier_marks()) == {"e2", "e4"}
    # e2-e4 pulled the pawn on e7 to e5: its arrow stays, faintly
    assert scene.earlier_arrows() == points(window, ("e7", "e5"))


def test_the_replys_sound_waits_for_its_animation(qtbot):
    heard = Heard()
    setup = GameSetup("magnetgo", {"size": 5}, {BLACK: PERSON, WHITE: ENDLESS})
    window = MainWindow(setup, seed=1, sounds=Sounds(heard))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    click(window, "E1")
    computer_answers(window, "A3")
    qtbot.waitUntil(lambda: not window.view.board.animating)
    click(window, "C3")
    computer_answers(window, "A1")
    assert heard.files == ["stone"] * 3  # E1, A3, C3: A1 is not on the board yet
    qtbot.waitUntil(lambda: not window.view.board.animating)
    assert heard.files == ["stone"] * 4
    window.dirty = False
