"""The Strongest level's pruning in the chess-family search (issue 43), as chess engines prune:

* **Futility, static** (reverse futility): at a node one to :data:`FUTILITY_DEPTH` plies above
  the horizon, searched with a null window, whose evaluation stands
  :data:`FUTILITY_MARGIN` a ply above beta, the mover is taken to hold beta and the node is
  not searched.
* **Futility at the frontier**: one ply above the horizon, when the evaluation is
  :data:`FUTILITY_MARGIN` or more below alpha, a quiet move (no capture, no promotion) after the
  first is not searched: it could not raise the score enough.
* **Deeper late move reductions**: a quiet move ordered late is reduced by one ply as at every
  level, by two after :data:`DEEP_LATE_MOVES` moves, by three after :data:`DEEPER_LATE_MOVES`
  moves from depth :data:`DEEPER_DEPTH` on.

None of them applies where the mover's king can be taken (every move may be the one that
saves it), and a quiet move after which the mover can take the enemy king (this family's
check, :func:`threatens`) is neither pruned nor reduced. The levels below keep their
calibrated trees node for node: the pruning is on where the budget sees as far as the
Strongest (``Budget.foresight`` at :data:`PRUNING_SIGHT`). The compiled search
(``chesscore/search.c``) does the same, node for node.
"""

from __future__ import annotations

from collections.abc import Sequence

from magnetdesk.ai.chess.evaluation import attacked, king_square
from magnetdesk.ai.core.search_types import FULL_SIGHT

PRUNING_SIGHT = FULL_SIGHT  # the Strongest level's foresight
FUTILITY_DEPTH = 3
FUTILITY_MARGIN = 120  # centipawns a ply
DEEP_LATE_MOVES = 6
DEEPER_LATE_MOVES = 12
DEEPER_DEPTH = 6


def reduction(prune: bool, depth: int, searched: int) -> int:
    """The plies a late quiet move is reduced by, the ``searched``-th move at ``depth``."""
    if not prune:
        return 1
    return 1 + (searched > DEEP_LATE_MOVES) + (depth >= DEEPER_DEPTH
                                                and searched > DEEPER_LATE_MOVES)


def threatens(child: Sequence[int], mover: int) -> bool:
    """Whether ``mover`` can take the enemy king on the board ``child`` after its move."""
    king = king_square(child, 3 - mover)
    return king >= 0 and attacked(child, king, mover)
