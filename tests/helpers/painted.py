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


def up_to_date(widget: QWidget) -> bool:
    """Whether the screen shows what the widget would draw now."""
    return painted(widget) == drawn(widget)


def close(colour: QColor, to: QColor, within: int = 45) -> bool:
    """Whether two colours differ by at most ``within`` in every channel."""
    return all(abs(a - b) <= within for a, b in zip(colour.getRgb()[:3], to.getRgb()[:3],
                                                       strict=True))


def colour_at(image: QImage, point: QPoint | QPointF) -> QColor:
    return image.pixelColor(round(point.x()), round(point.y()))
