"""What the window asks about a family of games, in one value: the engine's record (who moves
first, passes, turns of several actions, the count), the window's part (the board style and
painter, the cards, the pictures, the move list's notation:
:class:`~magnetdesk.gui.board.family.FamilyView`, declared in
``magnetdesk/gui/board/<id>/family.py``) and whether the computer plays it.

>>> family_of("magnetgo").counted, family_of("medusa").turns, family_of("gravity-chess").passes
('prisoners', True, False)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtGui import QPixmap

from magnetdesk.ai.searches import plays_family
from magnetdesk.engine.core.counting import DeadStoneEstimate, Score
from magnetdesk.engine.core.family import Counting, Family
from magnetdesk.engine.core.registry import Variant
from magnetdesk.engine.core.vocabulary import Cell, Colour
from magnetdesk.engine.families import families, parts
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.engine.variants import family_of as engine_family_of
from magnetdesk.gui.board.contracts import BoardStyle
from magnetdesk.gui.board.family import FamilyView, OptionEditor
from magnetdesk.gui.board.painters import Painter


@dataclass(frozen=True)
class WindowFamily:
    """A family as the window sees it; see the module docstring."""

    engine: Family
    view: FamilyView
    computer: bool  # the computer opponent plays this family

    @property
    def id(self) -> str:
        return self.engine.id

    @property
    def turns(self) -> bool:
        return self.engine.turns

    @property
    def passes(self) -> bool:
        return self.engine.passes

    @property
    def counting(self) -> Counting:
        """The family's count (only asked for games that end by passing)."""
        if self.engine.counting is None:
            raise AssertionError(f"a {self.id} game is never counted: it ends on the board")
        return self.engine.counting

    def estimate(self, position: Any, ownership: Any = None) -> DeadStoneEstimate:
        return self.counting.estimate(position, ownership=ownership)

    def score(self, position: Any, dead: frozenset[Cell], seki: frozenset[Cell]) -> Score:
        return self.counting.score(position, dead, seki)

    def toggle(
        self, position: Any, dead: frozenset[Cell], cell: Cell, ownership: Any, chain_only: bool
    ) -> frozenset[Cell]:
        return self.counting.toggle(position, dead, cell, ownership, chain_only)

    @property
    def score_rows(self) -> tuple[tuple[str, str], ...]:
        return self.engine.counting.rows if self.engine.counting is not None else ()

    @property
    def board_style(self) -> type[BoardStyle]:
        return self.view.board_style

    @property
    def painter(self) -> Callable[[Any], Painter]:
        return self.view.painter

    @property
    def counted(self) -> str:
        return self.view.counted

    def count(self, position: Any, colour: Colour, trophies: list[int]) -> int:
        """The card's number: prisoners taken, stones on the board, or the pieces captured
        (``trophies``)."""
        return len(trophies) if self.view.count is None else self.view.count(position, colour)

    def trophies(self, record: Any, node: Any, colour: Colour) -> list[int]:
        """The pieces ``colour`` took in the game up to ``node``, for its card (chess only)."""
        return self.view.trophies(record, node, colour)

    @property
    def picture(self) -> Callable[[Colour, int], QPixmap]:
        return self.view.picture

    @property
    def details(self) -> Callable[[Any], str] | None:
        return self.view.details

    @property
    def notation(self) -> Callable[[Any, Any], str] | None:
        return self.view.notation

    @property
    def how_to_move(self) -> str:
        return self.view.how_to_move

    @property
    def searched(self) -> str:
        return self.view.searched


def views() -> dict[str, FamilyView]:
    """The window's part of every family, by family id."""
    found: dict[str, FamilyView] = parts("magnetdesk.gui.board.{id}.family", "VIEW")
    return found


def option_editors() -> dict[str, OptionEditor]:
    """The editors of the option kinds the families bring (the chess field code), by kind."""
    return {kind: make for view in views().values() for kind, make in view.option_editors.items()}


@cache
def window_families() -> dict[str, WindowFamily]:
    return {
        family_id: WindowFamily(family, views()[family_id], plays_family(family_id))
        for family_id, family in families().items()
    }


def app_variants() -> list[Variant]:
    """The registered variants whose family the app can show (the new-game dialog's list)."""
    shown = views()
    return [variant for variant in VARIANTS.values() if variant.family in shown]


def family_of(variant_id: str) -> WindowFamily:
    """The family of the variant ``variant_id`` (KeyError for an unknown variant)."""
    return window_families()[engine_family_of(variant_id).id]


def position_family(position: Any) -> WindowFamily:
    """The family of the game ``position`` belongs to."""
    return family_of(position.rules.variant)
