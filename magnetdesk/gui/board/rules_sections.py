"""What a family's illustrated rules page says (the rules window,
:mod:`magnetdesk.gui.learn.rules_window`, shows it): short sections, each with a title, a text and
perhaps a diagram. A diagram is a real
position of the game and a move in the game's own notation; the window plays the move through
the engine and draws the position before and after it with the family's board painter, so the
picture shows what the rules really do. Texts are given translated (the family's page calls
``tr`` when the window asks for it)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Diagram:
    """``position()`` makes the position before the move; ``move`` is the move played from it
    (its text for ``position.parse_move``). ``crop``: show only the part of the board around
    the stones (Medusa's big board), else the whole board."""

    position: Callable[[], Any]
    move: str
    crop: bool = False


@dataclass(frozen=True)
class RuleSection:
    title: str
    text: str
    diagram: Diagram | None = None


# A family's page: the sections of the variant ``variant_id``, with its rules value (the
# options chosen, or the variant's defaults).
RulesPage = Callable[[str, Any], list[RuleSection]]
