"""Scoring a finished Medusa game in the window: dead groups are reversed, the breakdown is
stones + surrounded cells + the marker, and clicks change the proposal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE
from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.gui.board.scene import BoardMode
from magnetdesk.record import Game, GameRecord
from tests.gui.test_main_window import PERSON, window_maker
from tests.gui.test_medusa_turns_by_mouse import click

# Black's group holds a rosette around the hole b4; White's a1 is lost in Black's corner.
HOPELESS = """
         . X X . . . . . . . . . . .
          X # X # . # . # . # . # .
           X X X . . . . . . . . .
            . # X # . # . # . # .
             O X . . . . . . . .
"""

# The seed's seki: Black b1-c2-d3 and White a2-b3-c4 share their only liberties a1 and c3.
SEKI = """
         . . X X . . . . . . . . . .
          . # O # O # . # . # . # .
           X O . X O . . . . . . .
            O # X # . # . # . # .
             . X O . . . . . . .
"""


def window_on(qtbot, monkeypatch, diagram: str):
    """The window on the stones of ``diagram`` (rows 5 to 1), both players pass."""
    position = medusa_from_text(diagram, top_row=5)
    names = {
        colour: [position.topology.name(c) for c in position.stones(colour)]
        for colour in (BLACK, WHITE)
    }
    window = window_maker(qtbot, monkeypatch)("medusa", (PERSON, PERSON))
    record = GameRecord("medusa", {})
    Game(record).add_setup(black=names[BLACK], white=names[WHITE])
    window.show_record(record, None)
    window.actions["pass_move"].trigger()
    window.actions["pass_move"].trigger()
    return window


@pytest.fixture
def window(qtbot, monkeypatch):
    return window_on(qtbot, monkeypatch, HOPELESS)


def row(window, name: str) -> tuple[str, str]:
    return tuple(window.scoring.cells[name, colour].text() for colour in (BLACK, WHITE))


def cell(window, name: str) -> int:
    return window.position.topology.parse(name)


def test_two_passes_open_the_scoring_with_the_lost_stone_dead(window):
    assert window.scoring.isVisible()
    assert window.view.board.mode() == BoardMode.SELECT
    assert window.scoring.dead == {cell(window, "a1")}
    assert window.view.board.stone_at(cell(window, "a1")).dead


def test_the_breakdown_counts_stones_surrounded_cells_and_the_marker(window):
    labels = {name: label.text() for name, label in window.scoring.labels.items()}
    assert (labels["stones"], labels["territory"], labels["komi"]) == (
        "Stones", "Surrounded", "Marker"
    )
    assert not window.scoring.labels["prisoners"].isVisibleTo(window.scoring)
    assert row(window, "stones") == ("10", "0")  # the dead a1 counts reversed, for Black
    assert row(window, "territory") == ("200", "0")
    assert row(window, "komi") == ("0", "3")  # two passes: the marker is back at -3
    assert window.scoring.score.result_text == "B+207"


def test_a_reversed_dead_stone_counts_for_the_other_side_on_the_board(window):
    owners = {window.view.board.cell_at(p): colour for p, colour in window.view.board.owner_marks()}
    assert owners[cell(window, "a1")] == BLACK
    assert owners[cell(window, "a2")] == BLACK


def test_clicking_the_stone_brings_it_back_to_life(window):
    click(window, "a1")
    assert window.scoring.dead == frozenset()
    assert row(window, "stones") == ("9", "1")
    assert window.scoring.score.owner[cell(window, "a2")] == EMPTY  # it touches both


def test_accepting_writes_the_result(window):
    window.scoring.accept_button.click()
    assert window.game.record.info["RE"] == "B+207"
    assert "Black wins by 207" in window.statusBar().currentMessage()


def test_seki_cells_count_for_nobody(qtbot, monkeypatch):
    window = window_on(qtbot, monkeypatch, SEKI)
    while window.scoring.dead:  # every group alive
        click(window, window.position.topology.name(min(window.scoring.dead)))
    owner = window.scoring.score.owner
    assert owner[cell(window, "a1")] == owner[cell(window, "c3")] == EMPTY
    marked = {window.view.board.cell_at(p) for p, _ in window.view.board.owner_marks()}
    assert not marked & {cell(window, "a1"), cell(window, "c3")}


def test_play_on_resumes_with_a_placement(window):
    window.scoring.resume_button.click()
    click(window, "e5")
    assert window.position.board[cell(window, "e5")] == BLACK
    assert window.scoring.isHidden()


def test_the_mouse_over_a_dead_stone_shows_it_would_come_back(window):
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, QPoint(1, 1))
    QTest.mouseMove(viewport, window.view.view_point(cell(window, "a1")))
    assert window.view.board.choice_marks() == {cell(window, "a1"): False}
    assert window.scoring.hint.text().startswith("A click brings 1 stone back to life: Black wins")
