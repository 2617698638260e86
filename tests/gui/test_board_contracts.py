"""The board's contracts: every family's board style is a whole
:class:`~magnetdesk.gui.board.contracts.BoardStyle` (each call the scene makes, written out in
the style or the drag flow it uses, none left to chance), and every family's painter a
:class:`~magnetdesk.gui.board.painters.Painter`. The assignments typed with the Protocols are
checked by mypy too (``python3 -m mypy tests/gui/test_board_contracts.py``)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPointF

from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.core.geometry import SquareGrid
from magnetdesk.engine.medusa.rules import new_medusa_position
from magnetdesk.engine.variants import new_position
from magnetdesk.gui.board.chess.style import ChessStyle
from magnetdesk.gui.board.contracts import BoardStyle
from magnetdesk.gui.board.drag import DragStyle
from magnetdesk.gui.board.families import views
from magnetdesk.gui.board.go.style import GoStyle
from magnetdesk.gui.board.medusa.style import MedusaStyle
from magnetdesk.gui.board.painters import Painter
from magnetdesk.gui.board.painters.chess import ChessPainter
from magnetdesk.gui.board.painters.hex import HexPainter
from magnetdesk.gui.board.painters.square import SquarePainter
from magnetdesk.gui.board.scene import BoardScene


def members(protocol: type) -> set[str]:
    """The calls and attributes a Protocol asks for (a board style is also made with the
    scene as its one argument: the tests make them so)."""
    return {name for name in vars(protocol) if not name.startswith("_")}


def written_out(cls: type, name: str) -> bool:
    """``cls`` defines ``name`` itself or in a class of ours it derives from."""
    return any(
        name in vars(base) for base in cls.__mro__
        if base.__module__.startswith("magnetdesk.") and base is not BoardStyle
    )


def test_the_protocols_list_what_the_scene_asks() -> None:
    assert members(BoardStyle) == {
        "item_class", "shown", "marks", "hover", "click", "grab", "drag", "drop",
        "steps",
    }
    assert members(Painter) == {
        "stone_scale", "label_size", "board_rect", "paint_shadow", "paint", "cell_labels",
        "cell_lines", "hole_at",
    }


@pytest.mark.parametrize("family", sorted(views()))
def test_every_familys_board_style_is_a_whole_board_style(qtbot: Any, family: str) -> None:
    style_class = views()[family].board_style
    for name in members(BoardStyle):
        assert written_out(style_class, name), f"{style_class.__name__} lacks {name}"
        if name != "item_class":
            ours = inspect.signature(getattr(style_class, name)).parameters
            wanted = inspect.signature(getattr(BoardStyle, name)).parameters
            assert list(ours) == list(wanted), (style_class.__name__, name)
    style = style_class(BoardScene())
    assert isinstance(style, BoardStyle)


def test_the_styles_are_board_styles_for_mypy_too(qtbot: Any) -> None:
    scene = BoardScene()
    styles: list[BoardStyle] = [GoStyle(scene), MedusaStyle(scene), ChessStyle(scene)]
    assert all(isinstance(style, BoardStyle) for style in styles)
    assert all(isinstance(style, DragStyle) for style in styles[1:])
    assert not isinstance(styles[0], DragStyle)


def test_go_holds_nothing_and_its_drag_and_drop_do_nothing(qtbot: Any) -> None:
    scene = BoardScene()
    scene.set_position(new_position("go"))
    style = scene.board_style
    assert isinstance(style, GoStyle)
    assert style.grab(0, QPointF()) is False
    style.drag(QPointF(), QPointF())
    style.drop(0, QPointF())
    assert scene.stones == {} and scene.ghost().isVisible() is False


POSITIONS: dict[str, Callable[[], Any]] = {
    "go": lambda: new_position("go"),
    "medusa": new_medusa_position,
    "chess": lambda: new_chess_position("magnetic-chess"),
}


def test_every_family_has_a_position_here() -> None:
    assert set(POSITIONS) == set(views())


@pytest.mark.parametrize("family", sorted(POSITIONS))
def test_every_familys_painter_is_a_painter(family: str) -> None:
    position = POSITIONS[family]()
    painter = views()[family].painter(position.topology)
    assert isinstance(painter, Painter)
    for name in members(Painter):
        assert hasattr(type(painter), name) or hasattr(painter, name)


def test_the_painters_are_painters_for_mypy_too() -> None:
    painters: list[Painter] = [
        SquarePainter(SquareGrid(19)),
        HexPainter(new_medusa_position().topology),
        ChessPainter(new_chess_position("magnetic-chess").topology),
    ]
    assert all(isinstance(painter, Painter) for painter in painters)
