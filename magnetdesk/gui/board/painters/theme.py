"""The colours the board and its panels are drawn in, as one :class:`BoardTheme` record: the
light theme (the warm kaya board), the dark one (a slate board with light lines) and the
high-contrast one (black stones and white ones, each ringed in the other colour, on a yellow
board with thick black lines; chess pieces ringed the same way). The painters read
:func:`board_theme` whenever they draw, so a new theme (:func:`set_board_theme`) shows as soon
as the board repaints; :func:`theme_changes` tells the widgets that keep pictures (a card's
stone, the move list's icons) to make them again.

No colour says something by its hue alone: a stone a scoring click would kill gets a cross,
one it would bring back a dashed ring; the high-contrast theme's marks are a blue and
vermillion pair, and its analysis colours are from the Okabe–Ito set (told apart with any
colour vision).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor

from magnetdesk.engine.core.vocabulary import BLACK

Stops = tuple[tuple[float, QColor], ...]  # a gradient: (position 0..1, colour)
Tint = Literal["last_move", "selected", "promoted"]  # a chess square's tint, by its meaning


def _c(spec: str | tuple[int, ...]) -> QColor:
    return QColor(spec) if isinstance(spec, str) else QColor(*spec)


def _stops(*stops: tuple[float, str | tuple[int, ...]]) -> Stops:
    return tuple((at, _c(colour)) for at, colour in stops)


@dataclass(frozen=True, eq=False)
class StoneLook:
    """One colour's stones: the body's shading (a radial gradient, lit from the upper left),
    the rim (colour and width in scene units: the high-contrast ring is wide), the flat colour
    of its small marks (the scoring squares, a disc of a stone to turn over) and their edge,
    the colour of a number on it and of the last move's number."""

    body: Stops
    rim: QColor
    rim_width: float
    flat: QColor
    mark_edge: QColor
    text: QColor
    accent_text: QColor


@dataclass(frozen=True, eq=False)
class BoardTheme:
    """Every colour of the board, its marks and the panels that draw stones (see the module
    docstring). Widths are multiples of the light theme's (``line_scale``) or scene units
    (``piece_halo``: the ring round a chess piece, 0 for none)."""

    name: str
    table: QColor  # behind the board
    wood: tuple[QColor, QColor]  # the board's gradient, upper left to lower right
    wood_edge: QColor
    grain: QColor
    grain_strength: float  # 0: a flat board
    line: QColor
    line_scale: float
    label: QColor
    accent: QColor  # slide arrows, the ring of a stone held, a Medusa target
    panel_accent: QColor  # the same beside the board: the card to move, the tree's ring
    dying: QColor  # a stone a scoring click would mark dead (with a cross)
    alive: QColor  # one it would bring back to life (a dashed ring)
    badge: QColor  # behind the coordinates of the cell under the mouse
    badge_text: QColor
    line_tint: QColor  # the column and row of the cell under the mouse (hex)
    hole: Stops  # a blocking point drilled into a square board, top to bottom
    hole_rim: tuple[QColor, QColor]
    black: StoneLook
    white: StoneLook
    squares: tuple[QColor, QColor]  # the chessboard's light and dark squares
    frame: tuple[QColor, QColor]
    frame_label: QColor
    squares_edge: QColor
    last_move: QColor  # chess tints
    selected: QColor
    target: QColor
    promoted: QColor
    piece_halo: float
    piece_rings: tuple[QColor, QColor]  # round black pieces, round white ones (clear: none)
    cell_tint: QColor  # Medusa's cells over the wood
    hex_hole: Stops
    hex_hole_rim: QColor
    border: QColor  # the cells' inner borders
    rosette: QColor
    rosette_edge: QColor
    target_ring: QColor  # under the accent ring of a Medusa target
    loss: tuple[QColor, ...]  # the analysis: the best candidate's colour to the worst's
    tree: tuple[QColor, QColor, QColor, QColor, QColor]  # background, edge, other, outline, number
    variation_text: QColor  # a move list row where other moves were tried

    def stone(self, colour: int) -> StoneLook:
        return self.black if colour == BLACK else self.white

    def tint(self, tint: Tint) -> QColor:
        return {"last_move": self.last_move, "selected": self.selected,
                "promoted": self.promoted}[tint]


LIGHT = BoardTheme(
    name="light",
    table=_c("#35393d"),
    wood=(_c("#e6c27a"), _c("#d2a655")),
    wood_edge=_c("#a87b36"),
    grain=_c("#9c6a2a"),
    grain_strength=1.0,
    line=_c((40, 26, 10, 235)),
    line_scale=1.0,
    label=_c((60, 40, 16, 215)),
    accent=_c("#c0392b"),
    panel_accent=_c("#c0392b"),
    dying=_c("#c0392b"),
    alive=_c("#1e8449"),
    badge=_c((192, 57, 43, 225)),
    badge_text=_c("#fff8ec"),
    line_tint=_c((192, 57, 43, 34)),
    hole=_stops((0.0, "#120b04"), (0.55, "#2c1c0b"), (1.0, "#6e4c22")),
    hole_rim=(_c((60, 36, 10, 200)), _c((255, 236, 190, 200))),
    black=StoneLook(
        body=_stops((0.0, "#8c8c90"), (0.1, "#55565a"), (0.42, "#232325"), (0.85, "#0c0c0d"),
                    (1.0, "#000000")),
        rim=_c((0, 0, 0, 200)), rim_width=0.012, flat=_c("#151515"),
        mark_edge=_c((0, 0, 0, 90)), text=_c("#f4f4f4"), accent_text=_c("#c0392b"),
    ),
    white=StoneLook(
        body=_stops((0.0, "#ffffff"), (0.35, "#f8f6f1"), (0.8, "#e0dcd2"), (1.0, "#b3ada0")),
        rim=_c((110, 100, 85, 150)), rim_width=0.012, flat=_c("#fbfbf8"),
        mark_edge=_c((0, 0, 0, 140)), text=_c("#1e1e1e"), accent_text=_c("#c0392b"),
    ),
    squares=(_c("#f0d9b5"), _c("#b58863")),
    frame=(_c("#5b3c26"), _c("#3a2517")),
    frame_label=_c("#ecd9b9"),
    squares_edge=_c((0, 0, 0, 90)),
    last_move=_c((205, 210, 106, 150)),
    selected=_c((20, 85, 30, 110)),
    target=_c((20, 85, 30, 105)),
    promoted=_c((212, 160, 23, 150)),
    piece_halo=0.0,
    piece_rings=(_c((0, 0, 0, 0)), _c((0, 0, 0, 0))),
    cell_tint=_c((255, 246, 222, 95)),
    hex_hole=_stops((0.0, "#24170a"), (0.6, "#3a2712"), (1.0, "#5a3d1c")),
    hex_hole_rim=_c((255, 236, 190, 110)),
    border=_c((40, 26, 10, 150)),
    rosette=_c("#f0c040"),
    rosette_edge=_c((90, 60, 10, 200)),
    target_ring=_c((255, 255, 255, 150)),
    loss=(_c((42, 127, 212)), _c((58, 166, 85)), _c((201, 184, 58)), _c((224, 138, 42)),
          _c((208, 69, 58))),
    tree=(_c("#ece8df"), _c("#8d8676"), _c("#9a958a"), _c("#4a463f"), _c("#5a5448")),
    variation_text=_c("#9a5b00"),
)

DARK = BoardTheme(
    name="dark",
    table=_c("#17191b"),
    wood=(_c("#4a545e"), _c("#363e46")),
    wood_edge=_c("#1f2429"),
    grain=_c("#161a1e"),
    grain_strength=0.8,
    line=_c((222, 228, 234, 215)),
    line_scale=1.0,
    label=_c((214, 222, 230, 205)),
    accent=_c("#f0705a"),
    panel_accent=_c("#f0705a"),
    dying=_c("#f0705a"),
    alive=_c("#4cc38a"),
    badge=_c((224, 92, 70, 230)),
    badge_text=_c("#fff8ec"),
    line_tint=_c((240, 112, 90, 42)),
    hole=_stops((0.0, "#07090b"), (0.55, "#12161a"), (1.0, "#323b44")),
    hole_rim=(_c((0, 0, 0, 200)), _c((180, 195, 210, 170))),
    black=StoneLook(
        body=LIGHT.black.body,
        rim=_c((168, 178, 190, 235)), rim_width=0.026, flat=_c("#151515"),
        mark_edge=_c((190, 200, 210, 200)), text=_c("#f4f4f4"), accent_text=_c("#ff8a73"),
    ),
    white=StoneLook(
        body=LIGHT.white.body,
        rim=_c((30, 30, 30, 170)), rim_width=0.014, flat=_c("#f4f4f0"),
        mark_edge=_c((0, 0, 0, 160)), text=_c("#1e1e1e"), accent_text=_c("#c0392b"),
    ),
    squares=(_c("#9aa8b5"), _c("#5a6e80")),
    frame=(_c("#2c333a"), _c("#1c2126")),
    frame_label=_c("#cdd6de"),
    squares_edge=_c((0, 0, 0, 130)),
    last_move=_c((214, 214, 110, 135)),
    selected=_c((70, 190, 110, 130)),
    target=_c((70, 200, 120, 170)),
    promoted=_c((222, 170, 40, 160)),
    piece_halo=0.03,  # a black piece's outline on the dark squares and cards
    piece_rings=(_c((176, 186, 198)), _c((0, 0, 0, 0))),
    cell_tint=_c((210, 222, 234, 38)),
    hex_hole=_stops((0.0, "#07090b"), (0.6, "#11161a"), (1.0, "#2a3239")),
    hex_hole_rim=_c((180, 195, 210, 120)),
    border=_c((222, 228, 234, 120)),
    rosette=_c("#f0c040"),
    rosette_edge=_c((90, 60, 10, 200)),
    target_ring=_c((255, 255, 255, 150)),
    loss=LIGHT.loss,
    tree=(_c("#25282b"), _c("#7b838b"), _c("#6b7179"), _c("#b4bcc4"), _c("#b4bcc4")),
    variation_text=_c("#e8a33c"),
)

_YELLOW, _CYAN, _BLUE, _VERMILLION = "#ffd400", "#00e5ff", "#0047d6", "#d55e00"

HIGH_CONTRAST = BoardTheme(
    name="high-contrast",
    table=_c("#000000"),
    wood=(_c(_YELLOW), _c(_YELLOW)),  # both colours of stones stand out on it
    wood_edge=_c("#000000"),
    grain=_c("#000000"),
    grain_strength=0.0,
    line=_c("#000000"),
    line_scale=1.9,
    label=_c("#000000"),
    accent=_c(_BLUE),
    panel_accent=_c(_YELLOW),  # on the black window
    dying=_c(_VERMILLION),
    alive=_c(_BLUE),
    badge=_c("#000000"),
    badge_text=_c(_YELLOW),
    line_tint=_c((0, 71, 214, 60)),
    hole=_stops((0.0, "#5c5c5c"), (1.0, "#7a7a7a")),  # grey: neither stone's colour
    hole_rim=(_c("#000000"), _c("#000000")),
    black=StoneLook(
        body=_stops((0.0, "#000000"), (1.0, "#000000")),
        rim=_c("#ffffff"), rim_width=0.07, flat=_c("#000000"),
        mark_edge=_c("#ffffff"), text=_c("#ffffff"), accent_text=_c(_CYAN),
    ),
    white=StoneLook(
        body=_stops((0.0, "#ffffff"), (1.0, "#ffffff")),
        rim=_c("#000000"), rim_width=0.07, flat=_c("#ffffff"),
        mark_edge=_c("#000000"), text=_c("#000000"), accent_text=_c(_BLUE),
    ),
    squares=(_c("#ffffff"), _c("#8a8a8a")),
    frame=(_c("#000000"), _c("#000000")),
    frame_label=_c(_YELLOW),
    squares_edge=_c(_YELLOW),
    last_move=_c((0, 229, 255, 130)),
    selected=_c((255, 212, 0, 170)),
    target=_c((0, 71, 214, 220)),
    promoted=_c((213, 94, 0, 150)),
    piece_halo=0.045,
    piece_rings=(_c("#ffffff"), _c("#000000")),
    cell_tint=_c((0, 0, 0, 0)),
    hex_hole=_stops((0.0, "#5c5c5c"), (1.0, "#7a7a7a")),
    hex_hole_rim=_c("#000000"),
    border=_c("#000000"),
    rosette=_c("#ffffff"),
    rosette_edge=_c("#000000"),
    target_ring=_c("#ffffff"),
    loss=(_c("#0072b2"), _c("#56b4e9"), _c("#009e73"), _c("#e69f00"), _c(_VERMILLION)),
    tree=(_c("#000000"), _c("#ffffff"), _c("#8a8a8a"), _c("#ffffff"), _c(_YELLOW)),
    variation_text=_c(_YELLOW),
)

BOARD_THEMES = {theme.name: theme for theme in (LIGHT, DARK, HIGH_CONTRAST)}


class ThemeChanges(QObject):
    """``changed`` is emitted after the board theme changed."""

    changed = Signal()


_current: list[BoardTheme] = [LIGHT]
_changes: list[ThemeChanges] = []


def board_theme() -> BoardTheme:
    """The theme the board is drawn in now."""
    return _current[0]


def theme_changes() -> ThemeChanges:
    """The one :class:`ThemeChanges` of the app (made when first asked)."""
    if not _changes:
        _changes.append(ThemeChanges())
    return _changes[0]


def set_board_theme(theme: BoardTheme) -> None:
    """Draw the boards in ``theme`` from now on; the shown boards and pictures follow."""
    if theme is not _current[0]:
        _current[0] = theme
        theme_changes().changed.emit()


@contextmanager
def drawn_in(theme: BoardTheme) -> Iterator[None]:
    """Draw in ``theme`` while the block runs (paper is printed in the light theme whatever
    the window's), then in the window's theme again; the shown boards are not told."""
    before = _current[0]
    _current[0] = theme
    try:
        yield
    finally:
        _current[0] = before
