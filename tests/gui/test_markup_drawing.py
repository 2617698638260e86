"""Markup drawn on every board kind, checked by the pixels of exported pictures: a cross reads
light on a black stone, dark on a white one and on the wood, dark on a chess piece and square;
the picture's SVG has it too; a marked stone shows its mark instead of its move number."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.gui.board.board_picture import BoardPicture, PictureOptions
from magnetdesk.gui.board.painters.common import UNIT
from magnetdesk.record import Game, GameRecord
from magnetdesk.record.markup import Markup

pytestmark = pytest.mark.usefixtures("qapp")
ON_CROSS = 0.11  # of a cell step along the cross's diagonal from the centre


def picture(variant: str, options: dict, moves: list[str], markup: Markup,
            numbers: bool = False) -> tuple[BoardPicture, QImage, GameRecord]:
    record = GameRecord(variant, options)
    game = Game(record)
    for move in moves:
        assert not isinstance(game.play(move), Illegal)
    game.node.markup = markup
    shown = BoardPicture(PictureOptions(numbers=numbers, size=600))
    shown.show(record, game.node)
    return shown, shown.image(QColor(128, 128, 128)), record


def on_cross(shown: BoardPicture, image: QImage, name: str) -> QColor:
    cell = shown.scene.topology.parse(name)
    centre = shown.point_of(cell)
    scale = shown.pixel_size().width() / shown.source().width()
    d = ON_CROSS * UNIT * scale * shown.scene.markup_item.spot(name).size
    return image.pixelColor(round(centre.x() + d), round(centre.y() + d))


@pytest.mark.parametrize("variant, options, moves, point, light", [
    ("go", {"size": 9}, ["E5", "D5"], "E5", True),  # a black stone
    ("go", {"size": 9}, ["E5", "D5"], "D5", False),  # a white stone
    ("go", {"size": 9}, ["E5", "D5"], "C3", False),  # the wood
    ("medusa", {}, ["k11"], "k11", True),
    ("medusa", {}, ["k11"], "c4", False),
    ("magnetic-chess", {}, [], "e1", False),  # the white king
    ("magnetic-chess", {}, [], "d8", False),  # the black queen
    ("magnetic-chess", {}, [], "e4", False),  # an empty square
])
def test_a_cross_reads_on_what_it_marks(variant, options, moves, point, light) -> None:
    cross = Markup().with_shape(point, "MA")
    shown, marked, _ = picture(variant, options, moves, cross)
    _, plain, _ = picture(variant, options, moves, Markup())
    ink = on_cross(shown, marked, point)
    assert ink != on_cross(shown, plain, point)
    assert ink.lightness() > 200 if light else ink.lightness() < 100, ink.name()


def test_every_mark_changes_the_svg() -> None:
    marks = Markup().with_label("C3", "A").with_arrow("A1", "J9")
    shown, _, _ = picture("go", {"size": 9}, [], marks)
    plain, _, _ = picture("go", {"size": 9}, [], Markup())
    assert len(shown.svg()) > len(plain.svg()) + 500


def test_a_marked_stone_shows_its_mark_instead_of_its_move_number() -> None:
    marks = Markup().with_label("E5", "A")
    shown, _, _ = picture("go", {"size": 9}, ["E5", "D5", "C3"], marks, numbers=True)
    scene = shown.scene
    labels = {scene.topology.name(cell): item.label for cell, item in scene.stones.items()}
    assert labels == {"E5": None, "D5": "2", "C3": "3"}
    assert scene.markup_item.markup == marks
