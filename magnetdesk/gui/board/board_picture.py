"""A game's position as a picture (PNG, SVG) and a whole line of it as an animated GIF, drawn by
the board scene the window uses, so a picture looks like the board on the screen: the same
wood, stones, pieces, last-move mark, slides and the node's markup, with the coordinates and
the move numbers as asked. No window is needed: :mod:`magnetdesk.gui.export_cli` draws offscreen.

What the board shows at a node (the move that led there, the move numbers) is answered here
for the window too: :func:`last_transition` and :func:`move_numbers`.

The GIF is written with Pillow (imported when a GIF is asked for): one frame per node of the
line, each with a caption naming the move (so two frames never look alike and merge), in one
palette for the whole animation (no flicker), the last frame held longer.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem

from magnetdesk.engine.core.vocabulary import Illegal, Placed, Shift, Taking, Transition
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.board.scene import BoardScene
from magnetdesk.gui.common.words import COLOUR_NAMES
from magnetdesk.record import GameRecord, Node
from magnetdesk.record.markup import dimmed_at
from magnetdesk.record.positions import apply_play
from magnetdesk.record.sgf import write_atomically
from magnetdesk.translation import QT_TR_NOOP, tr

PICTURE_SUFFIXES = (".png", ".svg")
GIF_SUFFIX = ".gif"
DEFAULT_SIZE = 800  # pixels on the longer side of a picture
DEFAULT_GIF_SIZE = 480
MIN_SIZE, MAX_SIZE = 64, 4096
DEFAULT_DELAY_MS = 800  # a GIF frame
MIN_DELAY_MS, MAX_DELAY_MS = 20, 60_000  # a GIF frame from the command line (a minute at most)
GIF_LONGEST_MS = 655_350  # the longest frame GIF can say: 65,535 hundredths of a second
LAST_FRAME_MS = 3000  # at least: the final position stays in view
CAPTION_SHARE = 0.07  # the caption strip under a GIF frame, of the frame's width
GIF_BACKGROUND = QColor(255, 255, 255)  # GIF has no soft transparency: the shadow on white
CAPTION_COLOUR = QColor(40, 40, 40)
_SVG_SIZE = re.compile(rb'width="[0-9.]+mm" height="[0-9.]+mm"')
NOT_A_PICTURE = QT_TR_NOOP("{file}: a picture is a .png or an .svg file")


@dataclass(frozen=True)
class PictureOptions:
    """What a picture shows: the coordinates, the move numbers (on stones), and its size in
    pixels (the longer side)."""

    coordinates: bool = True
    numbers: bool = False
    size: int = DEFAULT_SIZE


def last_transition(record: GameRecord, node: Node) -> Transition[Any] | None:
    """The move that led to ``node`` as the engine played it (its marks and slides), None at
    the start, after a setup or a move that does not replay."""
    if node.parent is None or node.play is None or node.setup is not None:
        return None
    outcome = apply_play(record.position(node.parent), node.play)
    return None if isinstance(outcome, Illegal) else outcome


def move_numbers(record: GameRecord, path: Sequence[Node], position: Any) -> dict[int, int]:
    """The move number of the stone on each occupied cell of ``position`` along ``path`` (the
    nodes from the root): the move that placed it (Medusa's turn: its placement), followed
    as it slides (Magnetgo's magnets) and dropped when it is taken."""
    numbers: dict[int, int] = {}
    for node in path[1:]:
        if node.play is None:
            continue
        transition = last_transition(record, node)
        effects = transition.effects if transition is not None else ()
        for effect in effects:
            if isinstance(effect, Placed):
                numbers[effect.cell] = node.move_number
            elif isinstance(effect, Shift) and effect.start in numbers:
                numbers[effect.end] = numbers.pop(effect.start)
            elif isinstance(effect, Taking):
                for cell in effect.cells:
                    numbers.pop(cell, None)
    board = position.board
    return {cell: n for cell, n in numbers.items() if board[cell] != 0}


def caption(record: GameRecord, node: Node) -> str:
    """The words under a GIF frame: the game at the start, ``12. Black D4`` after a move."""
    if node.play is None:
        return tr(VARIANTS[record.variant].name) if node.parent is None else str(node.move_number)
    before = record.position(node.parent) if node.parent is not None else record.start
    ready = before.ready_for(node.play.colour)
    move = ready.parse_move(node.play.text) if not isinstance(ready, Illegal) else ready
    words = node.play.text
    if not isinstance(move, Illegal) and not isinstance(ready, Illegal):
        words = family_of(record.variant).view.move_words(ready, move)
    return f"{node.move_number}. {tr(COLOUR_NAMES[node.play.colour])} {words}"


class BoardPicture:
    """A board scene of its own, made to be drawn into pictures (nothing cached at screen
    resolution: every item is drawn anew, as vectors in an SVG)."""

    def __init__(self, options: PictureOptions = PictureOptions()) -> None:
        self.options = options
        self.scene = BoardScene()
        self.scene.set_coordinates_visible(options.coordinates)
        self.scene.set_move_numbers_visible(options.numbers)

    def show(self, record: GameRecord, node: Node) -> None:
        """Show the position at ``node``, its last move marked."""
        position = record.position(node)
        self.scene.set_markup(node.markup, dimmed_at(n.markup for n in node.path()))
        self.scene.set_position(
            position, last_transition(record, node), move_numbers(record, node.path(), position)
        )
        for item in self.scene.items():
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def source(self) -> QRectF:
        """What is drawn, in scene units: the board with its coordinates and shadow."""
        return self.scene.sceneRect()

    def pixel_size(self) -> QSize:
        source = self.source()
        scale = self.options.size / max(source.width(), source.height())
        return QSize(round(source.width() * scale), round(source.height() * scale))

    def point_of(self, cell: int) -> QPointF:
        """Where ``cell``'s centre is in a picture (pixels from its top left corner)."""
        source, size = self.source(), self.pixel_size()
        point = self.scene.cell_point(cell) - source.topLeft()
        return QPointF(point.x() * size.width() / source.width(),
                       point.y() * size.height() / source.height())

    def image(self, background: QColor | None = None) -> QImage:
        """The picture (transparent around the board unless a ``background`` is given)."""
        size = self.pixel_size()
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(background if background is not None else Qt.GlobalColor.transparent)
        painter = QPainter(image)
        self._draw(painter, size)
        painter.end()
        return image

    def svg(self) -> bytes:
        """The picture as an SVG document (vectors: stones, lines and text scale freely)."""
        size = self.pixel_size()
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(size)
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setTitle("magnetdesk")
        painter = QPainter(generator)
        self._draw(painter, size)
        painter.end()
        svg = bytes(buffer.data().data())
        # Qt writes the size in millimetres at its own resolution (a 500 px picture is read
        # as 625 px at 90 dpi): in pixels, any reader shows it at the size chosen.
        pixels = f'width="{size.width()}" height="{size.height()}"'.encode()
        return _SVG_SIZE.sub(pixels, svg, count=1)

    def png(self) -> bytes:
        return _png_bytes(self.image())

    def _draw(self, painter: QPainter, size: QSize) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.scene.render(painter, QRectF(0, 0, size.width(), size.height()), self.source())


def _png_bytes(image: QImage) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # the binding takes the format as a str, where its type stub says bytes
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise OSError("the picture could not be encoded as PNG")
    return bytes(buffer.data().data())


def picture_bytes(record: GameRecord, node: Node, suffix: str, options: PictureOptions) -> bytes:
    """The position at ``node`` as a PNG or SVG file's bytes (``suffix`` ``.png``/``.svg``)."""
    picture = BoardPicture(options)
    picture.show(record, node)
    return picture.svg() if suffix.lower() == ".svg" else picture.png()


def write_picture(record: GameRecord, node: Node, path: Path, options: PictureOptions) -> None:
    """Write the position at ``node`` to ``path``, PNG or SVG by its suffix (ValueError for
    another suffix, OSError when it cannot be written)."""
    suffix = path.suffix.lower()
    if suffix not in PICTURE_SUFFIXES:
        raise ValueError(tr(NOT_A_PICTURE).format(file=path.name))
    write_atomically(path, picture_bytes(record, node, suffix, options))


def frames(record: GameRecord, line: Sequence[Node], options: PictureOptions) -> list[QImage]:
    """A GIF's frames: the position at each node of ``line``, on white, with its caption."""
    picture = BoardPicture(options)
    images = []
    for node in line:
        picture.show(record, node)
        images.append(_with_caption(picture.image(GIF_BACKGROUND), caption(record, node)))
    return images


def _with_caption(board: QImage, text: str) -> QImage:
    strip = max(14, round(board.width() * CAPTION_SHARE))
    image = QImage(board.width(), board.height() + strip, QImage.Format.Format_RGB32)
    image.fill(GIF_BACKGROUND)
    painter = QPainter(image)
    painter.drawImage(0, 0, board)
    font = QFont()
    font.setPixelSize(max(9, round(strip * 0.6)))
    painter.setFont(font)
    painter.setPen(CAPTION_COLOUR)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.drawText(QRectF(0, board.height(), board.width(), strip),
                     Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return image


def gif_bytes(
    record: GameRecord, line: Sequence[Node], options: PictureOptions,
    delay_ms: int = DEFAULT_DELAY_MS,
) -> bytes:
    """The animated GIF of ``line`` (one frame per node), looping, the last frame held."""
    from PIL import Image  # Pillow: only exporting a GIF needs it

    pictures = [_pillow_image(image) for image in frames(record, line, options)]
    palette = pictures[-1].quantize(colors=255)  # the fullest board: its colours for all
    paletted = [p.quantize(palette=palette, dither=Image.Dither.NONE) for p in pictures]
    durations = [delay_ms] * (len(paletted) - 1) + [
        min(max(LAST_FRAME_MS, 3 * delay_ms), GIF_LONGEST_MS)]
    output = io.BytesIO()
    paletted[0].save(output, format="GIF", save_all=True, append_images=paletted[1:],
                     duration=durations, loop=0)
    return output.getvalue()


def write_gif(
    record: GameRecord, line: Sequence[Node], path: Path, options: PictureOptions,
    delay_ms: int = DEFAULT_DELAY_MS,
) -> None:
    write_atomically(path, gif_bytes(record, line, options, delay_ms))


def _pillow_image(image: QImage) -> Any:
    """``image`` as a Pillow RGB image."""
    from PIL import Image

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = bytes(rgb.constBits())
    return Image.frombuffer("RGB", (rgb.width(), rgb.height()), data, "raw", "RGB",
                            rgb.bytesPerLine(), 1)
