"""What a widget shows on the screen, as opposed to what it would draw if asked now.

``QWidget.grab()`` paints the widget afresh, so it shows a change even when the widget was
never told to repaint. :func:`painted` reads the window's backing store instead (the offscreen
platform grabs it for ``QScreen.grabWindow``): the pixels the last real paint left there, which
is what a person sees. A test that a picture follows its data compares the two."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget


def painted(widget: QWidget) -> QImage:
    """The pixels of ``widget`` as last painted on its window (not painted again now)."""
    window = widget.window()
    corner = widget.mapTo(window, QPoint(0, 0))
    shot = widget.screen().grabWindow(window.winId()).toImage()
    ratio = shot.devicePixelRatio() or 1.0
    area = QRect(round(corner.x() * ratio), round(corner.y() * ratio),
                 round(widget.width() * ratio), round(widget.height() * ratio))
    return shot.copy(area).convertToFormat(QImage.Format.Format_RGB32)


def drawn(widget: QWidget) -> QImage:
    """The pixels ``widget`` draws when it is painted now."""
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def up_to_date(widget: QWidget, within: int = 8) -> bool:
    """Whether the screen shows what the widget would draw now: no channel of any pixel off
    by more than ``within`` (a line's antialiasing differs by a shade or two where a part of
    the widget was painted again, a picture left over by far more)."""
    now, fresh = painted(widget), drawn(widget)
    if now == fresh:
        return True
    if now.size() != fresh.size():
        return False
    return all(abs(a - b) <= within for a, b in zip(_bytes(now), _bytes(fresh), strict=True))


def _bytes(image: QImage) -> bytes:
    return bytes(image.constBits())[: image.sizeInBytes()]


def close(colour: QColor, to: QColor, within: int = 45) -> bool:
    """Whether two colours differ by at most ``within`` in every channel."""
    return all(abs(a - b) <= within for a, b in zip(colour.getRgb()[:3], to.getRgb()[:3],
                                                       strict=True))


def colour_at(image: QImage, point: QPoint | QPointF) -> QColor:
    return image.pixelColor(round(point.x()), round(point.y()))


def blobs(image: QImage, colour: QColor, within: int = 40) -> list[QRect]:
    """The bounding boxes of the connected patches of ``colour`` in ``image`` (a ring, a
    disc, a line drawn in it)."""
    width, height = image.width(), image.height()
    target = colour.getRgb()[:3]
    near = {(x, y) for y in range(height) for x in range(width)
            if all(abs(a - b) <= within for a, b in
                   zip(QColor(image.pixel(x, y)).getRgb()[:3], target, strict=True))}
    found = []
    while near:
        todo = [near.pop()]
        xs, ys = [todo[0][0]], [todo[0][1]]
        while todo:
            x, y = todo.pop()
            for step in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if step in near:
                    near.remove(step)
                    todo.append(step)
                    xs.append(step[0])
                    ys.append(step[1])
        found.append(QRect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
    return found
