"""What the window shows differently for each family of games: its part of the family record
(:class:`FamilyView`), declared in ``magnetdesk/gui/board/<id>/family.py`` beside the family's
board style, and found by the family's id (:mod:`magnetdesk.gui.board.families`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLineEdit, QWidget

from magnetdesk.engine.core.vocabulary import Colour, Illegal
from magnetdesk.gui.board.contracts import BoardStyle
from magnetdesk.gui.board.painters import Painter
from magnetdesk.gui.board.painters.common import stone_pixmap
from magnetdesk.gui.board.rules_sections import RulesPage
from magnetdesk.gui.board.words import STONE_WORDS, Words
from magnetdesk.translation import QT_TR_NOOP


def no_trophies(record: Any, node: Any, colour: Colour) -> list[int]:
    return []


def point_cells(position: Any, move: Any) -> tuple[int | None, int | None]:
    """Where a Go-family move is shown: no origin, its point (nothing for a pass)."""
    on_board = isinstance(move, int) and 0 <= move < position.topology.cell_count
    return None, move if on_board else None


def own_words(position: Any, move: Any) -> str:
    """A move as the variant writes it (the coach's lines; chess says them in SAN)."""
    return str(position.move_text(move))


def no_badge(position: Any, variant_name: str) -> str:
    return ""


# What a typed move that ends the turn reads as (Go's ``pass``, Medusa's ``done``): the window
# ends the turn in progress, or passes at a turn's start.
END_OF_TURN = "end of turn"


def typed_point(position: Any, text: str) -> Any:
    """A typed Go-family move: a point (a cell), :data:`END_OF_TURN` for ``pass``, or why
    not (an Illegal)."""
    move = position.parse_move(text)
    if not isinstance(move, Illegal) and position.move_text(move) == "pass":
        return END_OF_TURN
    return move


class FamilyPanel(QWidget):
    """A family's own section of the side panel, below the players' cards (Medusa's marker
    track): shown for the family's games only, hidden for the others. ``show_position`` shows
    what a position of the family's game says."""

    def show_position(self, position: Any) -> None:
        raise NotImplementedError


# An option kind's editor (the chess field code's selectors): the widget the form shows and
# the text field in it that the form reads, writes and watches (the option parses the text).
OptionEditor = Callable[[], tuple[QWidget, QLineEdit]]


@dataclass(frozen=True)
class FamilyView:
    """A family in the window. ``board_style(scene)`` makes the board style (how clicks and
    drags become moves, which marks and animations a move gets: a
    :class:`~magnetdesk.gui.board.contracts.BoardStyle`); ``painter(topology)`` the painter
    of its board (a :class:`~magnetdesk.gui.board.painters.Painter`). ``counted`` names the number
    on a player's card, ``count(position, colour)`` is that number (None: the number of the
    trophies) and ``trophies(record, node, colour)`` the pieces the player took in the game up
    to ``node`` (chess: the captures of the moves played). ``picture(colour, size)`` is
    the picture of a player's colour; ``details(position)`` the details line (None: the Go-like
    one); ``notation(record, node)`` the move list's text of a move (None: the move's own
    text); ``move_pairs`` whether a move number counts a move of each side (chess: the panel
    says ``move 12`` of the move to play, not ``after move 23``). ``how_to_move`` is said as a
    game starts; ``searched`` names what the search counts while it thinks. Texts are English,
    marked for translation.

    ``trophy(piece, size, ratio)`` is the picture of a piece among the trophies (None: the
    family has none). ``badge(position, variant_name)`` is a short text beside the game's name
    (the chess field code; empty: none), ``badge_tip`` its tooltip. ``panel()`` makes the
    family's own section of the side panel (a :class:`FamilyPanel`; None: none).
    ``option_editors`` make the editors of the option kinds the family brings (``code``: the
    chess field code), by kind. ``rules_page`` gives the sections of a variant's illustrated
    rules page (:mod:`~magnetdesk.gui.board.rules_sections`; None: the rules summary only).
    ``move_cells(position, move)`` says where the coach shows a move: the cell it comes from
    (a chess piece's square, a Medusa group's stone; None for a placement) and the cell it
    lands on (None: a pass); ``move_words(position, move)`` how a line of moves is read out
    (chess: SAN). ``words`` is how a screen reader hears the board and the moves
    (:class:`~magnetdesk.gui.board.words.Words`: the stones' words by default).
    ``read_typed(position, text)`` reads a move typed in the move field (a move or an action
    for the board's click path, :data:`END_OF_TURN`, or an Illegal saying why not);
    ``typed_example`` is what the empty field shows. ``print_moves(record, line)`` prints the
    moves of a line as text for the clipboard (chess: ``1. e4 e5``; ValueError when it cannot;
    None: the family has no printed record)."""

    board_style: type[BoardStyle]
    counted: str
    count: Callable[[Any, Colour], int] | None
    how_to_move: str
    painter: Callable[[Any], Painter]
    trophies: Callable[[Any, Any, Colour], list[int]] = no_trophies
    picture: Callable[[Colour, int], QPixmap] = stone_pixmap
    details: Callable[[Any], str] | None = None
    notation: Callable[[Any, Any], str] | None = None
    searched: str = QT_TR_NOOP("{count} games")
    move_pairs: bool = False
    trophy: Callable[[int, int, float], QPixmap] | None = None
    badge: Callable[[Any, str], str] = no_badge
    badge_tip: str = ""
    panel: Callable[[], FamilyPanel] | None = None
    option_editors: Mapping[str, OptionEditor] = field(default_factory=dict)
    rules_page: RulesPage | None = None
    move_cells: Callable[[Any, Any], tuple[int | None, int | None]] = point_cells
    move_words: Callable[[Any, Any], str] = own_words
    words: Words = STONE_WORDS
    typed_example: str = QT_TR_NOOP("d4 or pass")
    read_typed: Callable[[Any, str], Any] = typed_point
    print_moves: Callable[[Any, list[Any]], str] | None = None
