"""A click on one of Medusa's dark holes (or on a Go board's blocking point) plays nothing, and
the status bar says why, as it does for any other click that plays nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from magnetdesk.gui.board.painters.common import UNIT
from tests.helpers.journey import Journey


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    return Journey(qtbot, monkeypatch, tmp_path)


def click_at(journey: Journey, x: float, y: float) -> None:
    """A click at the drawing coordinates (x, y) of the board (one unit a cell step)."""
    view = journey.window.view
    spot = view.mapFromScene(QPointF(x * UNIT, y * UNIT))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)


def medusa_hole(journey: Journey, name: str) -> tuple[float, float]:
    topology = journey.window.position.topology
    c, n = next((c, n) for i, (c, n) in enumerate(topology.holes)
                if topology.hole_name(i) == name)
    return topology.place_centre(c, n)


def test_a_click_on_a_medusa_hole_says_it_is_a_hole(journey):
    journey.new_game("medusa")  # against the computer; the person moves first
    for name in ("j10", "b2"):  # the centre hole and one at the edge
        click_at(journey, *medusa_hole(journey, name))
        assert journey.status() == (f"The hole {name} is not part of the board: stones go on "
                                    "the light cells")
    assert journey.moves() == 0 and journey.window.turn_in_progress() is None
    x, y = medusa_hole(journey, "j10")
    click_at(journey, x - 0.6, y)  # just over the edge, in the light cell beside it
    journey.settle()
    assert journey.played()[0].startswith("i10")  # a lone placement ends the turn
    assert "hole" not in journey.status()


def test_a_click_on_a_blocking_point_says_why(journey):
    journey.new_game("go", size=9, blocked="E5")
    click_at(journey, 4, 4)  # E5, in the middle of the 9×9 board
    assert journey.status() == ("The blocking point E5 is not part of the board: no stone can "
                                "go there")
    assert journey.moves() == 0
    journey.play("D4")  # a click on a point still plays
    assert journey.moves() == 2
