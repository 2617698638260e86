"""Markup in files: a node's ``TR SQ CR MA LB AR LN DD`` values to a :class:`Markup` and back
(docs/file-format.md, 7.2).

Points are written as each family writes a cell: SGF's two-letter points in the Go family
(``TR[dd]``, ``LB[dd:A]``, ``AR[aa:cc]``; a list may be a rectangle ``aa:cc``, as in ``AB``),
Medusa's cell names (``TR[k11]``, ``AR[k11:q15]``), chess squares in lower case (``TR[e4]``,
``AR[e2:e4]``). Written in that order, one property per kind, the points sorted, as Sabaki
and CGoban write them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from magnetdesk.record.markup import (
    ARROW,
    DIM,
    LABEL,
    LINE,
    MARKUP_PROPERTIES,
    SHAPES,
    Markup,
)
from magnetdesk.record.notation import notation_for
from magnetdesk.record.sgf_syntax import escape, simple_text_value, split_compose
from magnetdesk.translation import tr

RawProperty = tuple[str, Sequence[str]]


class MarkupPoints:
    """How the points of markup are written in a ``variant``'s files on ``topology``."""

    def __init__(self, variant: str, topology: Any) -> None:
        notation = notation_for(variant)
        self.topology = topology
        self.codec = notation.codec if notation.codec.setup_points else None

    def value(self, name: str) -> str:
        if self.codec is not None:
            return self.codec.point_value(self.topology, name)
        return str(self.topology.name(self.topology.parse(name))).lower()

    def names(self, raw: str) -> list[str]:
        """The point names a value of a point list names (a Go rectangle: several; none: a
        value that names no point)."""
        if self.codec is not None:
            names, _ = self.codec.read_points(self.topology, [raw])
            return names
        value = simple_text_value(raw).strip()
        cell = self.topology.parse(value) if value.isascii() and value else None
        return [] if cell is None else [str(self.topology.name(cell))]

    def name(self, raw: str) -> str | None:
        """The one point a value names (None: not one point of the board)."""
        names = self.names(raw)
        return names[0] if len(names) == 1 and ":" not in raw else None


def markup_properties(markup: Markup, points: MarkupPoints) -> list[tuple[str, list[str]]]:
    """The properties that write ``markup``, in the order ``TR SQ CR MA LB AR LN DD``."""
    written: list[tuple[str, list[str]]] = []
    for kind in SHAPES:
        values = sorted(points.value(p) for p, shape in markup.shapes if shape == kind)
        if values:
            written.append((kind, values))
    if markup.labels:
        written.append((LABEL, sorted(
            f"{points.value(p)}:{escape(text)}" for p, text in markup.labels)))
    for ident, pairs in ((ARROW, markup.arrows), (LINE, markup.lines)):
        if pairs:
            written.append((ident, sorted(
                f"{points.value(a)}:{points.value(b)}" for a, b in pairs)))
    if markup.dimmed is not None:
        written.append((DIM, sorted(points.value(p) for p in markup.dimmed) or [""]))
    return written


def read_markup(
    props: Sequence[RawProperty], points: MarkupPoints
) -> tuple[Markup, list[RawProperty], list[str]]:
    """The markup among a node's properties, the other properties (in file order), and what
    was left out (``TR[zz] is not a point of this board``)."""
    markup = Markup()
    rest: list[RawProperty] = []
    left_out: list[str] = []

    def bad(ident: str, raw: str) -> None:
        message = tr("{property}[{value}] does not mark points of this board: left out")
        left_out.append(message.format(property=ident, value=raw))

    for ident, values in props:
        if ident not in MARKUP_PROPERTIES:
            rest.append((ident, values))
            continue
        if ident == DIM:
            dimmed = set(markup.dimmed or ())
            for raw in values:
                names = points.names(raw)
                if raw.strip() and not names:
                    bad(ident, raw)
                dimmed.update(names)
            markup = markup.with_dimmed(dimmed)
            continue
        for raw in values:
            if ident in SHAPES:
                names = points.names(raw)
                if not names:
                    bad(ident, raw)
                for name in names:
                    if markup.shape_at(name) != ident:
                        markup = markup.with_shape(name, ident)
                continue
            halves = split_compose(raw)
            first = points.name(halves[0]) if halves else None
            if halves is None or first is None:
                bad(ident, raw)
            elif ident == LABEL:
                markup = markup.with_label(first, simple_text_value(halves[1]).strip())
            else:
                second = points.name(halves[1])
                if second is None or second == first:
                    bad(ident, raw)
                elif ident == ARROW and (first, second) not in markup.arrows:
                    markup = markup.with_arrow(first, second)
                elif ident == LINE and not {(first, second), (second, first)} & set(
                        markup.lines):
                    markup = markup.with_line(first, second)
    return markup, rest, left_out
