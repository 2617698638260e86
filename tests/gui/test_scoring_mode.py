"""Scoring a finished game in the window: the engine's dead-stone proposal, clicking groups to
change it, the breakdown, and the accepted result in the record."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.ai.core.search_types import SearchResult
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.go.position import PASS
from magnetdesk.gui.board.scene import BoardMode
from tests.gui.test_main_window import board, click, window_maker

# Black walls off A-C, White D-E; White's A4 is a lost stone in Black's area:
#   . . X O .
#   O . X O .      5×5, area scoring, komi 7.5
#   . . X O .
#   . . X O .
#   . . X O .
MOVES = "C1 D1 C2 D2 C3 D3 C4 D4 C5 D5 pass A4 pass pass"


def played_to_two_passes(qtbot, monkeypatch):
    """A 5×5 game played to two passes by two people, in the window."""
    window = window_maker(qtbot, monkeypatch)(size=5)
    for move in MOVES.split():
        if move == "pass":
            window.actions["pass_move"].trigger()
        else:
            click(window, move)
    return window


@pytest.fixture
def window(qtbot, monkeypatch):
    return played_to_two_passes(qtbot, monkeypatch)


def breakdown(window, colour: int) -> list[str]:
    return [window.scoring.cells[row, colour].text() for row in ("territory", "stones", "komi")]


def test_two_passes_open_the_scoring_mode_with_the_lost_stone_marked_dead(window):
    assert window.scoring.isVisible()
    assert window.view.board.mode() == BoardMode.SELECT
    a4 = window.position.topology.parse("A4")
    assert window.scoring.dead == {a4}
    assert window.view.board.stone_at(a4).dead


def test_the_breakdown_counts_territory_stones_and_komi(window):
    assert breakdown(window, BLACK) == ["10", "5", "0"]
    assert breakdown(window, WHITE) == ["5", "5", "7.5"]
    assert "W+2.5" in window.scoring.result.text()


def test_clicking_a_dead_stone_brings_it_back_to_life(window):
    click(window, "A4")
    assert window.scoring.dead == frozenset()
    assert breakdown(window, WHITE)[1] == "6"  # A4 counts as a White stone again


def test_accepting_writes_the_result_in_the_record(window):
    QTest.mouseClick(window.scoring.accept_button, Qt.MouseButton.LeftButton)
    assert window.game.record.info["RE"] == "W+2.5"
    assert not window.scoring.isVisible()
    assert window.view.board.mode() == BoardMode.LOCKED
    assert "White wins by 2.5" in window.statusBar().currentMessage()


def test_playing_on_leaves_the_scoring_mode_and_the_next_click_is_a_move(window):
    QTest.mouseClick(window.scoring.resume_button, Qt.MouseButton.LeftButton)
    click(window, "B2")
    assert board(window)[3] == ".XXO."
    assert window.game.node.play.text == "B2"


def test_while_scoring_nobody_is_to_move(window):
    assert window.panel.turn.text() == "Counting the score"
    assert not any(card.is_active() for card in window.panel.cards.values())


def _searched(window, owner_of_a4: float) -> None:
    """The computer's search of the board as it is now reports its ownership: every point
    by the columns (A-C Black's, D-E White's), A4 as given."""
    topology = window.position.topology
    ownership = [1.0 if topology.name(c)[0] in "ABC" else -1.0 for c in range(25)]
    ownership[topology.parse("A4")] = owner_of_a4
    result = SearchResult(PASS, 1000, 0.5, ownership=tuple(ownership))
    window._computer_searched(window.generation, result)


@pytest.fixture
def before_the_last_pass(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=5)
    for move in MOVES.split()[:-1]:
        if move == "pass":
            window.actions["pass_move"].trigger()
        else:
            click(window, move)
    return window


def test_the_proposal_follows_the_computers_search_of_the_board(before_the_last_pass):
    window = before_the_last_pass
    _searched(window, owner_of_a4=-1.0)  # the search found White's A4 alive
    window.actions["pass_move"].trigger()
    assert window.scoring.isVisible()
    assert window.scoring.dead == frozenset()


def test_a_search_of_another_board_is_not_used_for_the_proposal(before_the_last_pass):
    window = before_the_last_pass
    for _ in range(2):
        window.actions["undo"].trigger()  # back before A4: another board
    _searched(window, owner_of_a4=-1.0)
    for _ in range(2):
        window.actions["redo"].trigger()
    window.actions["pass_move"].trigger()
    assert window.scoring.dead == {window.position.topology.parse("A4")}
