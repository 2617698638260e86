"""Short, interruptible animations of what a move did: stones slide, jump, turn over, appear
or fade, a new rosette glows.

One :class:`EffectAnimation` plays one move as a sequence of *steps*; the tracks of a step
play together (a Magnetgo move: every slide at once, then every capture fades). Before the
first frame every track shows its start, the later steps first, so each item starts as the
earliest step that touches it wants it. :meth:`EffectAnimation.finish` jumps to the end at
once, which is what the board does when the next position arrives mid-animation.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem

from magnetdesk.gui.board.items import BoardPiece

SLIDE_MS = 180
FADE_MS = 220
JUMP_MS = 320
FLIP_MS = 300
APPEAR_MS = 140
GLOW_MS = 700

_EASE = QEasingCurve(QEasingCurve.Type.OutCubic)
_SMOOTH = QEasingCurve(QEasingCurve.Type.InOutQuad)


@dataclass
class Slide:
    """Move ``item`` from ``start`` to ``end`` (scene points) in a straight line."""

    item: QGraphicsItem
    start: QPointF
    end: QPointF
    duration: int = SLIDE_MS
    temporary = False

    def show(self, t: float) -> None:
        e = _EASE.valueForProgress(t)
        self.item.setPos(self.start + (self.end - self.start) * e)


@dataclass
class Fade:
    """Fade ``item`` out (a captured stone); it is thrown away at the end."""

    item: QGraphicsItem
    duration: int = FADE_MS
    temporary = True

    def show(self, t: float) -> None:
        self.item.setOpacity(1.0 - t)


@dataclass
class Appear:
    """``item`` (a placed stone) appears: fades in while it settles from a little above."""

    item: QGraphicsItem
    duration: int = APPEAR_MS
    temporary = False

    def show(self, t: float) -> None:
        self.item.setOpacity(t)
        lift = 1.0 + 0.12 * (1.0 - _EASE.valueForProgress(t))
        self.item.setTransform(QTransform.fromScale(lift, lift) if t < 1 else QTransform())


@dataclass
class Jump:
    """``item`` jumps from ``start`` to ``end`` along ``path(start, end, t)``, lifted (drawn
    larger and above the other stones) while in the air."""

    item: QGraphicsItem
    start: QPointF
    end: QPointF
    path: Callable[[QPointF, QPointF, float], QPointF]
    high_z: float
    duration: int = JUMP_MS
    temporary = False

    def __post_init__(self) -> None:
        self.low_z = self.item.zValue()

    def show(self, t: float) -> None:
        e = _SMOOTH.valueForProgress(t)
        self.item.setPos(self.path(self.start, self.end, e))
        lift = 1.0 + 0.18 * math.sin(math.pi * e)
        self.item.setTransform(QTransform.fromScale(lift, lift) if 0 < t < 1 else QTransform())
        self.item.setZValue(self.high_z if 0 < t < 1 else self.low_z)


@dataclass
class Flip:
    """``item`` (a stone with ``set_colour``) turns over from ``before`` to ``after``: it
    narrows to an edge, changes colour, and widens again."""

    item: BoardPiece
    before: int
    after: int
    duration: int = FLIP_MS
    temporary = False

    def show(self, t: float) -> None:
        self.item.set_colour(self.before if t < 0.5 else self.after)
        width = abs(math.cos(math.pi * t))
        self.item.setTransform(QTransform.fromScale(max(width, 0.02), 1) if 0 < t < 1
                               else QTransform())


@dataclass
class Glow:
    """A temporary ``item`` (a ring around a new rosette) grows and fades away."""

    item: QGraphicsItem
    duration: int = GLOW_MS
    temporary = True

    def show(self, t: float) -> None:
        grow = 0.6 + 0.8 * _EASE.valueForProgress(t)
        self.item.setTransform(QTransform.fromScale(grow, grow))
        self.item.setOpacity(min(1.0, 3 * (1.0 - t)))


Track = Slide | Fade | Appear | Jump | Flip | Glow


class EffectAnimation(QObject):
    """``steps`` one after another, the tracks of each together; ``done`` gets the temporary
    items (faded stones, glows) once, at the natural end or on :meth:`finish`."""

    def __init__(
        self,
        steps: Sequence[Sequence[Track]],
        done: Callable[[list[QGraphicsItem]], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.steps = [list(step) for step in steps if step]
        self._done = done
        self._lengths = [max(track.duration for track in step) for step in self.steps]
        self._finished = False
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(max(1, sum(self._lengths)))
        self._animation.valueChanged.connect(self._show)
        self._animation.finished.connect(self.finish)
        for step in reversed(self.steps):
            for track in step:
                track.show(0.0)

    def start(self) -> None:
        self._animation.start()

    @property
    def running(self) -> bool:
        return not self._finished

    def show_at(self, ms: int) -> None:
        """Stop the clock and show the frame ``ms`` milliseconds in (for tests and tools)."""
        self._animation.pause()
        self._show(min(1.0, ms / max(1, sum(self._lengths))))

    def finish(self) -> None:
        """Show the end state now and hand the temporary items back (idempotent)."""
        if self._finished:
            return
        self._finished = True
        self._animation.stop()
        self._show(1.0)
        self._done([track.item for step in self.steps for track in step if track.temporary])

    def _show(self, value: float) -> None:
        elapsed = float(value) * sum(self._lengths)
        begin = 0.0
        for step, length in zip(self.steps, self._lengths, strict=True):
            if elapsed < begin:
                break
            for track in step:
                track.show(min(1.0, (elapsed - begin) / (track.duration or 1)))
            begin += length
