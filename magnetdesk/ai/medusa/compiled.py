"""Medusa's compiled playouts (``medusacore/``), when they were built: the board and the
playout policy of :mod:`magnetdesk.ai.medusa.playout`, many times faster.

The core plays the rules of :class:`~magnetdesk.ai.medusa.playout.MedusaBoard` and its playout
policy with its own random numbers. The Python board stays the oracle:
``tests/ai/medusa/test_medusa_core.py`` replays thousands of the core's playouts on it, turn by
turn. Where the core was not built (``pip install`` without a C compiler) or
``MAGNETDESK_PURE_PYTHON=1`` is set, :func:`available` answers False and the search plays its
pure-Python playouts.

>>> import random
>>> from magnetdesk.engine.variants import new_position
>>> from magnetdesk.ai.medusa.playout import MedusaBoard
>>> start = new_position("medusa")
>>> if available():
...     core = MedusaPlayouts(start.topology)
...     margin, owner = core.playout(MedusaBoard.from_position(start), random.Random(1), 630, [])
...     assert len(owner) == 210
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from magnetdesk.ai.core import cores
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.medusa.rules import MARKER_END
from magnetdesk.engine.medusa.scoring import marker_points

if TYPE_CHECKING:
    from magnetdesk.ai.medusa.playout import MedusaBoard
    from magnetdesk.engine.core.geometry import MedusaHex
    from magnetdesk.engine.core.vocabulary import Colour

_core: Any = cores.built("medusacore")


def available() -> bool:
    """Whether the compiled playouts are there and not switched off
    (:mod:`~magnetdesk.ai.core.cores`)."""
    return cores.used("medusacore") is not None


@dataclass(frozen=True)
class FinishedTurns:
    """A playout's end as the core answers it: the placements ``(colour, cell)``, the final
    board, who owns each cell (area counting, 0 for nobody), the marker and the complete
    passes in a row; with ``trace`` every turn as ``(placement, jump start, jump end)``,
    -1 for none."""

    placements: list[tuple[Colour, int]]
    board: bytes
    owner: bytes
    marker: int
    passes: int
    turns: list[tuple[int, int, int]] | None

    def margin(self) -> float:
        """Black's lead: cells owned and the marker's points (``MedusaBoard.margin``)."""
        black = self.owner.count(BLACK) + marker_points(self.marker, BLACK)
        white = self.owner.count(WHITE) + marker_points(self.marker, WHITE)
        return float(black - white)


def _padded(rows: Sequence[Sequence[int]], width: int) -> bytes:
    flat = array("i")
    for row in rows:
        flat.extend(row)
        flat.extend([-1] * (width - len(row)))
    return flat.tobytes()


@lru_cache(maxsize=4)
def _shape(grid: MedusaHex) -> tuple[Any, ...]:
    """The board's tables as the core wants them: neighbours, rays (offsets, then the cells)
    and the rings of each cell (each padded to the widest), the rosettes' cells."""
    nb_width = max(len(row) for row in grid.neighbours)
    ray_width = max(len(rays) for rays in grid.rays)
    ring_width = max(1, max(len(rings) for rings in grid.rings_of))
    starts, cells = array("i", [0]), array("i")
    for rays in grid.rays:
        for ray in (*rays, *((),) * (ray_width - len(rays))):
            cells.extend(ray)
            starts.append(len(cells))
    rosettes = array("i")
    for rosette in grid.rosettes:
        if len(rosette) != 6:
            raise ValueError("a rosette has six cells")
        rosettes.extend(rosette)
    return (
        _padded(grid.neighbours, nb_width), nb_width, starts.tobytes(), cells.tobytes(), ray_width,
        _padded(grid.rings_of, ring_width), ring_width, rosettes.tobytes(),
    )  # fmt: skip


class MedusaPlayouts:
    """The compiled playouts for one board shape (Medusa's hex board with its holes)."""

    def __init__(self, grid: MedusaHex) -> None:
        self.core = _core.Core(len(grid.neighbours), *_shape(grid), MARKER_END)

    def run(
        self, board: MedusaBoard, rng: random.Random, max_turns: int, trace: bool = False
    ) -> FinishedTurns:
        """Play a playout from ``board`` (left as it was) for at most ``max_turns``."""
        answer = self.core.run(
            bytes(board.board), board.to_move, board.marker, board.passes, board.over,
            board.last, rng.getrandbits(64), max_turns, trace,
        )  # fmt: skip
        return FinishedTurns(*answer)

    def playout(
        self,
        board: MedusaBoard,
        rng: random.Random,
        max_turns: int,
        placements: list[tuple[Colour, int]] | None = None,
    ) -> tuple[float, bytes]:
        """What :func:`magnetdesk.ai.medusa.playout.playout` answers: Black's margin and the
        owner of every cell; the placements are added to ``placements``."""
        finished = self.run(board, rng, max_turns)
        if placements is not None:
            placements.extend(finished.placements)
        return finished.margin(), finished.owner
