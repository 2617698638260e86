"""The compiled playout core (``_playcore``), when it was built: the search's playouts for
Go, Atari-Go and Stoical Go (:class:`FastPlayouts`) and for Magnetgo (:class:`MagnetPlayouts`),
many times faster than the pure-Python ones.

The core plays the rules of :class:`~magnetdesk.engine.go.playout.PlayoutBoard` and the
policy of :mod:`magnetdesk.ai.go.playout_policy` (with its own random numbers). The pure-Python
board stays the oracle: ``tests/test_fast_playout.py`` replays thousands of the core's playouts
on it, position by position. Where the core was not built (``pip install`` without a C
compiler) or ``MAGNETDESK_PURE_PYTHON=1`` is set, :func:`available` answers False and the
search plays its pure-Python playouts; it does so too while a rule switch the core does not
play is on (:func:`plays`, the switch's record in :mod:`magnetdesk.engine.go.switches`).

>>> import random
>>> from magnetdesk.engine.variants import new_position
>>> from magnetdesk.engine.go.playout import PlayoutBoard
>>> from magnetdesk.ai.go.playout_policy import GO_POLICY
>>> if available():
...     core = FastPlayouts(PlayoutBoard.from_position(new_position("go", size=9)), GO_POLICY)
...     finished = core.run([40], random.Random(1), max_moves=243)
...     assert finished is not None and len(finished.owner) == 81
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, TypeAlias

from magnetdesk.ai.core import cores
from magnetdesk.ai.go import priors
from magnetdesk.ai.go.patterns import EYE, FREE_SIDES, PATTERN
from magnetdesk.ai.go.simple import eye_shape
from magnetdesk.engine.core.geometry import SquareGrid
from magnetdesk.engine.core.history import ZOBRIST
from magnetdesk.engine.go.playout import geometry_of
from magnetdesk.engine.go.switches import SWITCHES, compiled_core_plays

if TYPE_CHECKING:
    from magnetdesk.ai.go.playout_policy import Policy
    from magnetdesk.engine.core.vocabulary import Colour
    from magnetdesk.engine.go.playout import PlayoutBoard
    from magnetdesk.engine.go.position import GoPosition
    from magnetdesk.engine.go.settings import GoSettings

_core: Any = cores.built("playcore")

REPETITION = {None: 0, "draw": 1}  # any other repetition rule: the repeater loses (2)
# The settings of GoSettings the core plays: the board's, and every declared rule switch whose
# record says the core plays it. A switch it does not play (``compiled_core=False``) keeps the
# search to the Python playouts while it is on (:func:`plays`); a test fails when GoSettings
# gets a field that is neither.
BOARD_SETTINGS = frozenset({
    "variant", "size", "blocked", "komi", "scoring", "handicap", "handicap_placement",
    "crosscut", "options", "switches",
})  # fmt: skip
RULES_PLAYED = BOARD_SETTINGS | {s.name for s in SWITCHES if s.compiled_core}


def available() -> bool:
    """Whether the compiled core is there and not switched off
    (:mod:`~magnetdesk.ai.core.cores`)."""
    return cores.used("playcore") is not None


def plays(rules: GoSettings) -> bool:
    """Whether the search plays out these rules with the core: it is :func:`available` and
    plays every declared switch that is on."""
    return available() and compiled_core_plays(rules)


@dataclass(frozen=True)
class FinishedPlayout:
    """A playout's end as the core answers it: the moves it played (after the tree moves,
    passes as -1), the final board, who owns each point (area counting, 0 for nobody), and
    how the rules ended it."""

    moves: list[int]
    board: bytes
    owner: bytes
    over: bool
    winner: Colour | None
    prisoners: tuple[int, int, int]


@lru_cache(maxsize=16)
def _shape(
    neighbours: tuple[tuple[int, ...], ...],
    near8: tuple[tuple[int, ...], ...],
    around: tuple[tuple[tuple[int, int], ...], ...],
) -> tuple[bytes, bytes, bytes]:
    """The board shape as the core's flat, padded int32 tables (cached per shape)."""

    def padded(rows: Sequence[Sequence[int]], width: int) -> bytes:
        flat = array("i")
        for row in rows:
            flat.extend(row)
            flat.extend([-1] * (width - len(row)))
        return flat.tobytes()

    pairs = [[x for pair in row for x in pair] for row in around]
    return padded(neighbours, 4), padded(near8, 8), padded(pairs, 16)


@lru_cache(maxsize=4)
def _zobrist(cells: int) -> bytes:
    """The hash keys of the two colours in the core's layout (colour * cells + point)."""
    keys = [0] * cells + list(ZOBRIST[1][:cells]) + list(ZOBRIST[2][:cells])
    return array("Q", keys).tobytes()


@lru_cache(maxsize=16)
def _prior_shape(grid: SquareGrid) -> tuple[bytes, bytes, int]:
    """Each point's line and the points within three steps (priors.py), as the core's tables."""
    lines, near = priors.board_shape(grid)
    width = max(len(row) for row in near)
    flat = array("i")
    for row in near:
        flat.extend(row)
        flat.extend([-1] * (width - len(row)))
    return bytes(lines), flat.tobytes(), width


PRIOR_WEIGHTS = (
    priors.PRIOR_SELF_ATARI, priors.PRIOR_CAPTURE_ONE, priors.PRIOR_CAPTURE_MANY,
    priors.PRIOR_PATTERN, *priors.PRIOR_NEAR, priors.PRIOR_EMPTY_AREA,
)  # fmt: skip


class FastPlayouts:
    """The compiled core loaded with one root position (a playout board) and a policy; with
    the ``grid`` also a new tree node's priors (:meth:`children`)."""

    def __init__(self, root: PlayoutBoard, policy: Policy, grid: SquareGrid | None = None) -> None:
        cells = len(root.board)
        if cells > len(ZOBRIST[1]):
            raise ValueError("board too large for the compiled core")
        nb, near8, around = _shape(root.neighbours, root.near8, root.around)
        self.core = _core.Core(
            cells, nb, near8, around, bytes(PATTERN), bytes(EYE[1]), bytes(EYE[2]),
            bytes(FREE_SIDES), _zobrist(cells),
            (policy.capture, policy.pattern, policy.refuse_suggested_self_atari,
             policy.refuse_random_self_atari, policy.refuse_big_self_atari),
            policy.ladders,
        )  # fmt: skip
        seen = root.seen or (set(), set())
        self.core.set_root(
            bytes(root.board), array("H", root.code).tobytes(),
            (root.to_move, root.ko, root.last, root.last2, root.passes, int(root.over),
             -1 if root.winner is None else root.winner, root.last_captured, root.ply,
             root.prisoners[1], root.prisoners[2]),
            (int(root.suicide), int(root.stoical), int(root.snapback),
             int(root.first_capture_wins), int(root.simple_ko),
             REPETITION.get(root.repetition, 2)),
            root.hash, array("Q", sorted(seen[0])).tobytes(), array("Q", sorted(seen[1])).tobytes(),
        )  # fmt: skip
        if grid is not None:
            self.core.set_priors(*_prior_shape(grid), PRIOR_WEIGHTS)

    def children(
        self, tree_moves: Sequence[int], reading: int = 0, setups: bool = False
    ) -> priors.Found | None:
        """The children of the node ``tree_moves`` lead to, with their priors (the sums of
        :func:`magnetdesk.ai.go.priors.expand_fast`, Atari-Go's reading of forced captures
        ``reading`` plies deep included); None when a tree move is illegal on the playout
        board, or when the core cannot read these rules (the repetition rule)."""
        found: priors.Found | None = self.core.priors(tree_moves, reading, setups)
        return found

    def wins_now(self, tree_moves: Sequence[int], reading: int) -> tuple[bool, bytes] | None:
        """Whether the side to move at the end of ``tree_moves`` (its passes forgotten) wins
        by force (:func:`magnetdesk.ai.go.ladder.wins_now`), and that position's area owners;
        None as for :meth:`children`."""
        answer: tuple[bool, bytes] | None = self.core.wins_now(tree_moves, reading)
        return answer

    def run(
        self, tree_moves: Sequence[int], rng: random.Random, max_moves: int
    ) -> FinishedPlayout | None:
        """Play ``tree_moves`` from the root, then one playout of at most ``max_moves``;
        None when a tree move is illegal on the playout board (superko differs)."""
        answer = self.core.run(tree_moves, rng.getrandbits(64), max_moves)
        if answer is None:
            return None
        moves, board, owner, over, winner, black, white, _ = answer
        return FinishedPlayout(
            moves, board, owner, over, None if winner < 0 else winner, (0, black, white)
        )


@lru_cache(maxsize=16)
def _magnet_shape(grid: SquareGrid) -> tuple[bytes, ...]:
    """Magnetgo's board shape as the core's tables: neighbours and diagonals (4 a point, -1
    padded), the edge marks of the playouts' and of the tree's own-eye rules, and the four
    rays of each point (offsets, then the points)."""
    if not isinstance(grid, SquareGrid) or any(len(rays) > 4 for rays in grid.rays):
        raise ValueError("the magnet core plays square boards")
    shape = geometry_of(grid)

    def padded(rows: Sequence[Sequence[int]]) -> bytes:
        flat = array("i")
        for row in rows:
            flat.extend(row)
            flat.extend([-1] * (4 - len(row)))
        return flat.tobytes()

    starts, points = array("i", [0]), array("i")
    for rays in grid.rays:
        for ray in (*rays, *((),) * (4 - len(rays))):
            points.extend(ray)
            starts.append(len(points))
    eye_edge = bytes(int(on_edge) for _, on_edge in eye_shape(grid))
    return (padded(shape.neighbours), padded(shape.diagonals), bytes(shape.edge), eye_edge,
            starts.tobytes(), points.tobytes())


MagnetCounts: TypeAlias = "list[tuple[int, int, int, int, int, int]]"
"""A new tree node's counts per legal point (:meth:`MagnetPlayouts.counts`)."""


class MagnetPlayouts:
    """Magnetgo's compiled playouts and a new tree node's counts (``playcore/magnet.c``): the
    board and the policy of :mod:`magnetdesk.ai.go.magnet_playout`, for rules that board plays
    exactly."""

    def __init__(self, grid: SquareGrid, positional: bool) -> None:
        cells = len(grid.neighbours)
        if cells > len(ZOBRIST[1]):
            raise ValueError("board too large for the compiled core")
        self.positional = positional
        self.core = _core.MagnetCore(cells, *_magnet_shape(grid), _zobrist(cells), positional)

    def _state(self, position: GoPosition) -> tuple[Any, ...]:
        parent = position.history.parent
        seen = array("Q", {link.board_hash for link in position.history} if self.positional else ())
        return (
            bytes(position.board), position.to_move, position.prisoners[1], position.prisoners[2],
            position.hash, parent.board_hash if parent is not None else None, seen,
        )  # fmt: skip

    def run(self, position: GoPosition, rng: random.Random, max_moves: int) -> FinishedPlayout:
        """One playout of at most ``max_moves`` from ``position`` (until two passes)."""
        moves, board, owner, black, white = self.core.run(
            *self._state(position), rng.getrandbits(64), max_moves
        )
        return FinishedPlayout(moves, board, owner, False, None, (0, black, white))

    def counts(self, position: GoPosition) -> MagnetCounts:
        """For each legal point of ``position`` that is not the mover's own eye (the tree's
        rule, :func:`magnetdesk.ai.go.simple.is_own_eye`): the point, the stones it
        captures, the mover's stones it loses, the mover's and the opponent's stones in atari
        next to what moved, and the mover's stones it saves from atari (what
        :func:`magnetdesk.ai.go.priors.expand_engine` counts through the engine)."""
        found: MagnetCounts = self.core.counts(*self._state(position))
        return found
