"""What the app does differently for each family of games, in one table.

A variant's family (``VARIANTS[id].family``) picks: the board style (how clicks and drags
become moves, which marks and animations a move gets), whether a turn is several actions
ended by "Done" (Medusa) or a single click, whether a player may pass, the number on a
player's card (and the pieces it stands for), the picture of a player's colour, the details
line and the move list's notation, the scoring functions and the rows of the scoring box, and
whether the computer plays it yet.

>>> family_of("magnetgo").counted, family_of("medusa").turns, family_of("gravity-chess").passes
('prisoners', True, False)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine import medusa_scoring, scoring
from magnetdesk.engine.chess_moves import KING, piece_of
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui import chess_panel
from magnetdesk.gui.chess_board import ChessStyle
from magnetdesk.gui.chess_pieces import piece_pixmap
from magnetdesk.gui.go_board import GoStyle
from magnetdesk.gui.medusa_board import MedusaStyle
from magnetdesk.gui.painters.common import stone_pixmap
from magnetdesk.translation import QT_TR_NOOP


@dataclass(frozen=True)
class Family:
    """See the module docstring. ``score(position, dead, seki)``, ``estimate(position)`` (a
    :class:`~magnetdesk.engine.scoring.DeadStoneEstimate`) and ``toggle(position, dead, cell,
    ownership, chain_only)`` are the engine's scoring; ``score_rows`` the scoring box's rows
    (a :class:`~magnetdesk.engine.scoring.SideScore` field and its label)."""

    id: str
    board_style: Callable[[Any], Any]
    turns: bool  # a turn is several actions, ended by Done
    computer: bool  # the computer opponent plays this family
    counted: str  # the number on a player's card
    estimate: Callable[[Any], Any]
    score: Callable[[Any, Any, Any], Any]
    toggle: Callable[[Any, Any, int, Any, bool], frozenset[int]]
    score_rows: tuple[tuple[str, str], ...]
    passes: bool = True  # a player may pass
    picture: Callable[[int, int], Any] = stone_pixmap  # (colour, size) -> QPixmap
    details: Callable[[Any], str] | None = None  # the details line (None: the Go-like one)
    notation: Callable[[Any, Any], str] | None = None  # (record, node) -> the move list's text
    how_to_move: str = QT_TR_NOOP("Click a point to place a stone")  # said as a game starts

    def count(self, position, colour: int) -> int:
        """The card's number: prisoners taken, stones on the board, or pieces captured."""
        if self.counted == "prisoners":
            return position.prisoners[colour]
        if self.counted == "captured":
            return chess_panel.capture_count(position, colour)
        return sum(1 for stone in position.board if stone == colour)

    def trophies(self, position, colour: int) -> list[int]:
        """The pieces ``colour`` has captured, to show on its card (chess only)."""
        return chess_panel.captured(position, colour) if self.counted == "captured" else []


GO = Family(
    "go", GoStyle, turns=False, computer=True, counted=QT_TR_NOOP("prisoners"),
    estimate=scoring.estimate_dead, score=scoring.score, toggle=scoring.toggle_group,
    score_rows=(
        ("territory", QT_TR_NOOP("Territory")), ("stones", QT_TR_NOOP("Stones")),
        ("prisoners", QT_TR_NOOP("Prisoners")), ("komi", QT_TR_NOOP("Komi")),
    ),
)
MEDUSA = Family(
    "medusa", MedusaStyle, turns=True, computer=True, counted=QT_TR_NOOP("stones"),
    estimate=medusa_scoring.estimate_dead,
    score=lambda position, dead, seki: medusa_scoring.score(position, dead),
    toggle=medusa_scoring.toggle_group,
    score_rows=(
        ("stones", QT_TR_NOOP("Stones")), ("territory", QT_TR_NOOP("Surrounded")),
        ("komi", QT_TR_NOOP("Marker")),
    ),
    how_to_move=QT_TR_NOOP(
        "Click a cell to place a stone, drag a group to move it; Enter (Done) ends the turn"
    ),
)


def _no_scoring(*args: Any) -> Any:
    raise AssertionError("a chess game is never counted: it ends on the board")


CHESS = Family(
    "chess", ChessStyle, turns=False, computer=True, counted=QT_TR_NOOP("captured"),
    estimate=_no_scoring, score=_no_scoring, toggle=_no_scoring, score_rows=(),
    passes=False, picture=lambda colour, size: piece_pixmap(piece_of(colour, KING), size),
    details=chess_panel.chess_details, notation=chess_panel.san_of_node,
    how_to_move=QT_TR_NOOP("Click a piece, then its square (or drag it)"),
)
FAMILIES = {family.id: family for family in (GO, MEDUSA, CHESS)}


def app_variants() -> list[Any]:
    """The registered variants whose family the app can show (the new-game dialog's list)."""
    return [variant for variant in VARIANTS.values() if variant.family in FAMILIES]


def family_of(variant_id: str) -> Family:
    """The family of the variant ``variant_id`` (KeyError for an unknown variant)."""
    return FAMILIES[VARIANTS[variant_id].family]


def position_family(position) -> Family:
    """The family of the game ``position`` belongs to."""
    return family_of(position.rules.variant)
