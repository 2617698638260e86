"""Medusa's illustrated rules page, after ``../shared/rules/medusa.md``: each diagram a few
rows of the board drawn from text (:mod:`magnetdesk.engine.medusa.diagram`) and a whole turn
the engine plays; the window shows the part of the board around the stones."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.gui.board.rules_sections import Diagram, RuleSection
from magnetdesk.translation import tr


def rows(text: str, top_row: int, to_move: str = "black") -> Callable[[], Any]:
    return lambda: medusa_from_text(text, top_row=top_row, to_move=to_move)


REVERSAL = """
       . . . . . . . . . . . .
        . # O # . # . # . # .
         O X . . . . . . . .
"""
JUMP = """
       . . . . . . . . . . . .
        . # . # . # . # . # .
         X X X . . . . . . .
"""
TOUCHED = """
       . . . . . . . . . . . .
        . # . # . # . # . # .
         X X . X X . . . . .
"""
ROSETTE = """
      . # O # . # . # . # . # .
       O X X . . . . . . . . .
        X # X # . # . # . # .
         X X O . . . . . . .
"""
BOTTOM = """
         . X . . . . . . . . . . . .
          O # O # . # . # . # . # .
           O X . O O . . . . . . .
            X # X # . # . # . # .
             . X . O O . . . . .
"""


def rules_page(variant: str, rules: Any) -> list[RuleSection]:
    return [
        RuleSection(
            tr("The board"),
            tr("Medusa is played on the cells of a large hexagon. The dark cells are holes: "
               "no stone ever stands on them. Every light cell lies on two straight lines of "
               "light cells, so a stone has at most four directions to move in."),
        ),
        RuleSection(
            tr("A turn"),
            tr("Black begins. A turn is an optional placement, then an optional movement "
               "phase: first you may place one stone on any empty light cell, then you may "
               "move any or all of your groups, each once, in any order, and end the turn "
               "with Done."),
        ),
        RuleSection(
            tr("Capture turns stones over"),
            tr("A group (a single stone counts) without a liberty — an empty light cell next "
               "to it — is captured: it is reversed to the capturer's colour; stones never "
               "leave the board. Here White places on the last liberty of the black stone. "
               "Placing where your own group has no liberty is legal (suicide): your group is "
               "reversed."),
            Diagram(rows(REVERSAL, 3, "white"), "c1", crop=True),
        ),
        RuleSection(
            tr("Groups jump"),
            tr("For moving, a group is two or more connected stones of one colour; single "
               "stones never move. A stone of the group jumps in a straight line over one or "
               "more of its own stones in an unbroken row to the first empty cell beyond. An "
               "opponent's stone, a hole or the edge there means no move."),
            Diagram(rows(JUMP, 3), "a1-d1", crop=True),
        ),
        RuleSection(
            tr("Each group once"),
            tr("Every group moves at most once a turn. A group that a moved group touches "
               "loses its move for this turn: here, after the jump, the group on d1 and e1 "
               "may not move."),
            Diagram(rows(TOUCHED, 3), "a1-c1", crop=True),
        ),
        RuleSection(
            tr("Capture by movement"),
            tr("After each placement and each jump, the opponent's groups next to the stone "
               "without a liberty are reversed; if none was, and the stone's own group has no "
               "liberty, that group is reversed. In this turn White places on a1 (suicide: "
               "the stone turns black and joins the black group), then jumps twice and takes "
               "the group's last two liberties."),
            Diagram(rows(BOTTOM, 5, "white"), "a1 e1-c1 e3-c3", crop=True),
        ),
        RuleSection(
            tr("The immortal rosette"),
            tr("Six stones of one colour around a hole form a rosette. A group that contains "
               "a rosette is never captured, even without any liberty: here White fills the "
               "last outside liberty and nothing is reversed."),
            Diagram(rows(ROSETTE, 4, "white"), "d3", crop=True),
        ),
        RuleSection(
            tr("The marker"),
            tr("A turn without a placement moves the marker one point toward you, up to nine "
               "points from the centre. It starts three points toward White (the komi); at "
               "the end its points count for the player on whose side it stands."),
        ),
        RuleSection(
            tr("The end and the count"),
            tr("A turn with neither placement nor movement is a complete pass; two complete "
               "passes in a row end the game. No other turn may repeat an earlier position. "
               "Dead groups are reversed, then each player counts stones on the board, empty "
               "cells surrounded only by their stones, and the marker's points."),
        ),
    ]
