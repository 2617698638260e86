"""Markup on a node: shapes, labels, arrows, lines and dimmed points, as SGF's ``TR SQ CR MA LB
AR LN DD`` say them (docs/file-format.md, 7.2).

A :class:`Markup` names its points as the variant names its cells (``D4`` in Go, ``k11`` in
Medusa, ``e4`` in chess); how they are written in a file is :mod:`magnetdesk.record.markup_sgf`.
A point holds at most one shape and one label (SGF allows no more); an arrow or a line joins two
different points, each pair once. ``dimmed`` is ``None`` when the node says nothing about
dimming (the dimming of the node before goes on, as SGF's ``DD`` is inherited) and a set,
maybe empty (``DD[]``: nothing dimmed any more), when it says.

>>> m = Markup().with_shape("D4", "TR").with_label("C3", "A")
>>> m.shape_at("D4"), m.label_at("C3"), m.next_letter(), m.next_number()
('TR', 'A', 'B', '1')
>>> m.erased("D4").shapes
()
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

TRIANGLE, SQUARE, CIRCLE, CROSS = "TR", "SQ", "CR", "MA"
SHAPES = (TRIANGLE, SQUARE, CIRCLE, CROSS)
LABEL, ARROW, LINE, DIM = "LB", "AR", "LN", "DD"
MARKUP_PROPERTIES = (*SHAPES, LABEL, ARROW, LINE, DIM)
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

Pair = tuple[str, str]


@dataclass(frozen=True)
class Markup:
    """What a node marks on the board; see the module docstring. Every tuple is sorted, so two
    markups with the same marks are equal."""

    shapes: tuple[Pair, ...] = ()  # (point, kind of SHAPES)
    labels: tuple[Pair, ...] = ()  # (point, text)
    arrows: tuple[Pair, ...] = ()  # (from, to)
    lines: tuple[Pair, ...] = ()  # (one end, the other), the ends in the order written
    dimmed: frozenset[str] | None = None

    def is_empty(self) -> bool:
        return not (self.shapes or self.labels or self.arrows or self.lines) and (
            self.dimmed is None)

    def shape_at(self, point: str) -> str | None:
        return dict(self.shapes).get(point)

    def label_at(self, point: str) -> str | None:
        return dict(self.labels).get(point)

    def points(self) -> set[str]:
        """Every point a mark names (to check them against a board)."""
        found = {p for p, _ in self.shapes} | {p for p, _ in self.labels}
        for a, b in (*self.arrows, *self.lines):
            found |= {a, b}
        return found | set(self.dimmed or ())

    # --- changed copies ---------------------------------------------------------------------

    def with_shape(self, point: str, kind: str) -> Markup:
        """``kind`` on ``point`` (in place of its shape); the same shape again takes it off."""
        if kind not in SHAPES:
            raise ValueError(f"{kind!r} is not a shape")
        shapes = dict(self.shapes)
        if shapes.get(point) == kind:
            del shapes[point]
        else:
            shapes[point] = kind
        return replace(self, shapes=_sorted(shapes.items()))

    def with_label(self, point: str, text: str) -> Markup:
        """``text`` on ``point`` (in place of its label); an empty text takes it off."""
        labels = dict(self.labels)
        labels.pop(point, None)
        if text:
            labels[point] = text
        return replace(self, labels=_sorted(labels.items()))

    def with_arrow(self, start: str, end: str) -> Markup:
        """An arrow from ``start`` to ``end``, or none any more if there was one."""
        return replace(self, arrows=_toggled(self.arrows, (start, end), (start, end)))

    def with_line(self, start: str, end: str) -> Markup:
        """A line between ``start`` and ``end`` (either way round), or none if there was."""
        return replace(self, lines=_toggled(self.lines, (start, end), (end, start)))

    def with_dimmed(self, dimmed: Iterable[str] | None) -> Markup:
        return replace(self, dimmed=None if dimmed is None else frozenset(dimmed))

    def erased(self, point: str) -> Markup:
        """Without the shape, the label, the arrows and lines that touch ``point``; a dimmed
        point is not erased (the dim tool undims it)."""
        return replace(
            self,
            shapes=tuple(s for s in self.shapes if s[0] != point),
            labels=tuple(s for s in self.labels if s[0] != point),
            arrows=tuple(a for a in self.arrows if point not in a),
            lines=tuple(a for a in self.lines if point not in a),
        )

    # --- the next label ---------------------------------------------------------------------

    def next_letter(self) -> str:
        """The first capital letter no label uses (``A``, then ``B``...; after ``Z``, ``A``)."""
        used = {text for _, text in self.labels}
        return next((letter for letter in LETTERS if letter not in used), LETTERS[0])

    def next_number(self) -> str:
        """The smallest number from 1 that no label uses."""
        used = {text for _, text in self.labels}
        number = 1
        while str(number) in used:
            number += 1
        return str(number)


def _sorted(pairs: Iterable[Pair]) -> tuple[Pair, ...]:
    return tuple(sorted(pairs))


def _toggled(pairs: tuple[Pair, ...], pair: Pair, same: Pair) -> tuple[Pair, ...]:
    if pair[0] == pair[1]:
        return pairs  # no arrow or line from a point to itself
    if pair in pairs or same in pairs:
        return tuple(p for p in pairs if p not in (pair, same))
    return _sorted((*pairs, pair))


EMPTY_MARKUP = Markup()


def dimmed_at(path: Iterable[Markup]) -> frozenset[str]:
    """The points dimmed at the last node of a path, given the markups from the root down to
    it: the last ``DD`` on the way says (SGF inherits it), none: nothing dimmed."""
    dimmed: frozenset[str] = frozenset()
    for markup in path:
        if markup.dimmed is not None:
            dimmed = markup.dimmed
    return dimmed
