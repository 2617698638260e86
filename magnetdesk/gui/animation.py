"""Short, interruptible animations of what a move did: stones slide, captured stones fade.

One :class:`EffectAnimation` plays one move: first every slide at once (``SLIDE_MS``), then
every fade at once (``FADE_MS``). :meth:`EffectAnimation.finish` jumps to the end state at
once, which is what the board does when the next position arrives mid-animation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

SLIDE_MS = 180
FADE_MS = 220


@dataclass
class Slide:
    """Move ``item`` from ``start`` to ``end`` (scene points)."""

    item: QGraphicsItem
    start: QPointF
    end: QPointF


@dataclass
class Fade:
    """Fade ``item`` out (a captured stone); it is thrown away at the end."""

    item: QGraphicsItem


class EffectAnimation(QObject):
    """Slides, then fades; ``done`` is called once, at the natural end or on :meth:`finish`."""

    def __init__(
        self,
        slides: list[Slide],
        fades: list[Fade],
        done: Callable[[list[QGraphicsItem]], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.slides = slides
        self.fades = fades
        self._done = done
        self._slide_ms = SLIDE_MS if slides else 0
        self._fade_ms = FADE_MS if fades else 0
        self._ease = QEasingCurve(QEasingCurve.Type.OutCubic)
        self._finished = False
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(max(1, self._slide_ms + self._fade_ms))
        self._animation.valueChanged.connect(self._show)
        self._animation.finished.connect(self.finish)
        self._show(0.0)

    def start(self) -> None:
        self._animation.start()

    @property
    def running(self) -> bool:
        return not self._finished

    def finish(self) -> None:
        """Show the end state now and hand the faded items back (idempotent)."""
        if self._finished:
            return
        self._finished = True
        self._animation.stop()
        self._show(1.0)
        self._done([f.item for f in self.fades])

    def _show(self, value: float) -> None:
        elapsed = float(value) * (self._slide_ms + self._fade_ms)
        if self.slides:
            t = self._ease.valueForProgress(min(1.0, elapsed / self._slide_ms))
            for s in self.slides:
                s.item.setPos(s.start + (s.end - s.start) * t)
        if self.fades:
            t = min(1.0, max(0.0, (elapsed - self._slide_ms) / self._fade_ms))
            for f in self.fades:
                f.item.setOpacity(1.0 - t)
