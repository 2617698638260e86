"""The Medusa course: the board with holes, placement, jumps, reversal, the rosette, the
marker, the complete pass and the count, each lesson on one spot of the one board (size 0: no
size option), its search limited to the actions near the marked cells (``reach``)."""

from __future__ import annotations

from magnetdesk.learn.plans.plan import Plan
from magnetdesk.translation import QT_TR_NOOP

REACH = 3
EVEN = (("komi", "0"),)  # the marker in the centre: the count is the board's

MEDUSA: tuple[Plan, ...] = (
    Plan(0, ("b1", "a3"), ("a1",), "reverse", ("a1",), ("a2",), (("c1", ""),),
         QT_TR_NOOP("Medusa is played on the light cells; the dark cells are holes where no "
                    "stone may stand. A stone's liberties are the empty light cells beside it: "
                    "the white stone in the corner has one left. Place your stone on it: a "
                    "stone without liberties is captured."),
         QT_TR_NOOP("A corner cell has only two light neighbours."), "a2", reach=REACH),
    Plan(0, ("b1", "b3", "a4"), ("a1", "a2"), "reverse", ("a1", "a2"), ("a3",), (("c1", ""),),
         QT_TR_NOOP("A group without a liberty is captured, but its stones never leave the "
                    "board: they are reversed to your colour. Reverse the two white stones."),
         QT_TR_NOOP("The white pair has one liberty left, above it."), "a3", reach=REACH),
    Plan(0, ("c1", "d1"), ("a1",), "reverse", ("a1",), ("a2 d1-b1",), (("a2", ""),),
         QT_TR_NOOP("A turn is a placement, then movements, each of them optional. A group of "
                    "two or more stones moves: one stone jumps in a straight line over its own "
                    "stones to the first empty cell beyond. Place on one liberty of the white "
                    "stone, jump onto the other, then Done."),
         QT_TR_NOOP("Place above the white stone first; then the outer stone of your pair jumps "
                    "along the edge."), "a2", reach=REACH),
    Plan(0, ("b5", "c5", "e6", "g5", "h5"), ("e5",), "reverse", ("e5",), ("e4 b5-d5 h5-f5",),
         (("e4 b5-d5", ""),),
         QT_TR_NOOP("In one turn you may move any or all of your groups, each at most once. The "
                    "white stone has three liberties: place on one, and let a group jump onto "
                    "each of the others."),
         QT_TR_NOOP("Place below the white stone; then a pair jumps from each side along the "
                    "row."), "e4", reach=REACH),
    Plan(0, ("b5", "c5", "e6", "f7", "g7", "g6", "g5", "h5"), ("e5",), "reverse", ("e5",),
         ("e4 h5-f5 b5-d5",), (("e4 b5-d5", ""),),
         QT_TR_NOOP("A group that a moved group touches loses its move for this turn, so the "
                    "order counts. Reverse the white stone with a placement and two jumps."),
         QT_TR_NOOP("If the pair jumps first it lands beside the long group and stops it: let "
                    "the long group jump first."), "h5", reach=REACH),
    Plan(0, ("a2", "a5", "b5"), ("a1", "a4"), "reverse", ("a1", "a4"), ("b1 a1-a3",),
         (("a3", "b1 a1-c1"),),
         QT_TR_NOOP("Stones reversed by your placement are yours at once: they join your group, "
                    "which may still move this turn. Reverse both white stones in one turn."),
         QT_TR_NOOP("Take the corner stone first; then it jumps up the edge."), "b1",
         reach=REACH),
    Plan(0, ("a2", "b1", "c2", "c3", "b3"), ("c1", "d3", "c4", "a3"), "rosette",
         ("a1", "a2", "b1", "c2", "c3", "b3"), ("a1",), (("d1", ""),),
         QT_TR_NOOP("Six stones of one colour round a hole make a rosette: a group that holds "
                    "one is never reversed, even without a liberty. Complete the rosette on your "
                    "group's last liberty."),
         QT_TR_NOOP("The corner cell closes the ring round the hole."), "a1", reach=REACH),
    Plan(0, ("a2", "c1", "d1", "e1"), ("a1",), "refrain", ("a1",), ("e1-b1",),
         (("b1", ""),),
         QT_TR_NOOP("A turn without a placement moves the marker one point toward you; at the "
                    "end its points count for the player on whose side it stands. Reverse the "
                    "white stone by a jump alone, without placing a stone."),
         QT_TR_NOOP("A stone may jump over several of your stones in a row."), "e1",
         reach=REACH),
    Plan(0, ("b1", "a2"), ("d1", "c2", "e3"), "lead", ("a1",), ("pass",), (("a1", ""),),
         QT_TR_NOOP("A turn with neither placement nor movement is a complete pass, and it moves "
                    "the marker too. When both players pass completely in a row, the game ends "
                    "and is counted. Placing in your own area gains nothing here: pass."),
         QT_TR_NOOP("Done without placing or moving is a complete pass."), count=1,
         options=EVEN, reach=REACH),
    Plan(0, ("c1", "c2", "c3", "b3", "a3", "g1"), ("b1", "d1", "d3", "e3", "c4", "a5", "b5"),
         "lead", ("b1",), ("a1",), (("a2", ""),),
         QT_TR_NOOP("At the end each player counts the stones on the board, the empty cells "
                    "only their stones surround, and the marker's points. You are a point "
                    "behind: reverse the white stone inside your area to get ahead."),
         QT_TR_NOOP("Take the white stone's last liberty, in the corner."), "a1", count=1,
         options=EVEN, reach=REACH),
)
