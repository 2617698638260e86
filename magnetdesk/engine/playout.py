"""A fast mutable Go board for random playouts: the dead-stone estimate's and the AI's kernel.

The rules are standard Go's: placement on an empty point, opponent chains without liberties are
captured, suicide is forbidden, simple ko (no immediate single-stone recapture; the ko point
is the one :mod:`magnetdesk.engine.go` computes), two passes end the playout. For standard Go
with simple ko and suicide forbidden it plays exactly as ``GoPosition.attempt`` does
(``tests/test_playout_agrees.py`` checks that move by move); see :meth:`PlayoutBoard.exact_for`.
For other rules it is an approximation: superko and Magnetgo's basic ko play as simple ko, and
there is no magnetism and no Stoical restriction.

The board is flat lists indexed by cell: ``board`` (EMPTY/BLACK/WHITE), ``head`` (each stone's
chain, named by one of its cells), ``members`` (the stones of each chain, at its head) and
``libs`` (each chain's pseudo-liberties: the number of (stone, empty neighbour) pairs). A
pseudo-liberty count is zero exactly when the chain has no liberty, which is all capture and
suicide need, and it updates in constant time per neighbour.

>>> import random
>>> from magnetdesk.engine.variants import new_position
>>> board = PlayoutBoard.from_position(new_position("go", size=9))
>>> board.play(40), board.play(40)
(True, False)
>>> final = board.random_playout(random.Random(1), max_moves=500)
>>> len(final)
81
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from magnetdesk.engine.core import BLACK, EMPTY
from magnetdesk.engine.geometry import SquareGrid
from magnetdesk.engine.go import PASS, GoPosition
from magnetdesk.engine.go_rules import GoRules


@dataclass(frozen=True)
class _Geometry:
    """What a playout needs of the topology, computed once per board shape."""

    neighbours: tuple[tuple[int, ...], ...]
    diagonals: tuple[tuple[int, ...], ...]
    # 1 where the point has fewer than four diagonal points (board edge or a blocking point):
    # then one opponent stone on a diagonal already makes an eye false.
    edge: tuple[int, ...]


@lru_cache(maxsize=16)
def _geometry(grid: SquareGrid) -> _Geometry:
    diagonals = []
    for x, y in grid.coords:
        near = (grid.cell_at(x + dx, y + dy) for dx in (-1, 1) for dy in (-1, 1))
        diagonals.append(tuple(c for c in near if c is not None))
    return _Geometry(
        neighbours=grid.neighbours,
        diagonals=tuple(diagonals),
        edge=tuple(1 if len(d) < 4 else 0 for d in diagonals),
    )


class PlayoutBoard:
    """A Go board that changes in place; see the module docstring.

    ``play(cell_or_PASS)`` plays for the side to move and answers whether the move was legal
    (an illegal move changes nothing). ``random_step(rng)`` plays one random move that does not
    fill the mover's own true eye (or passes when there is none); ``random_playout`` repeats
    it until two passes or a move cap.
    """

    __slots__ = (
        "board",
        "diagonals",
        "edge",
        "empties",
        "head",
        "ko",
        "libs",
        "members",
        "neighbours",
        "passes",
        "prisoners",
        "simple_ko",
        "to_move",
        "where",
    )

    def __init__(
        self,
        grid: SquareGrid,
        board: list[int] | tuple[int, ...],
        to_move: int = BLACK,
        ko: int | None = None,
        simple_ko: bool = True,
    ) -> None:
        geometry = _geometry(grid)
        self.neighbours = geometry.neighbours
        self.diagonals = geometry.diagonals
        self.edge = geometry.edge
        self.board = list(board)
        self.to_move = to_move
        self.ko = -2 if ko is None else ko  # -2: no ko point (PASS is -1)
        self.simple_ko = simple_ko
        self.passes = 0
        self.prisoners = [0, 0, 0]
        self.empties = [c for c, s in enumerate(self.board) if s == EMPTY]
        self.where = [0] * len(self.board)
        for i, c in enumerate(self.empties):
            self.where[c] = i
        self._find_chains()

    @classmethod
    def from_position(cls, position: GoPosition) -> PlayoutBoard:
        """A playout board for a Go-family position: its stones, side to move and ko point.
        The count of consecutive passes starts at zero: a playout always plays on."""
        rules: GoRules = position.rules
        board = cls(
            rules.grid,
            position.board,
            position.to_move,
            position.ko_point,
            simple_ko=rules.ko != "none",
        )
        board.prisoners = list(position.prisoners)
        return board

    @staticmethod
    def exact_for(rules: GoRules) -> bool:
        """Whether a playout board plays exactly these rules (else it approximates them)."""
        return (
            rules.ko in ("simple", "none")
            and rules.suicide == "forbidden"
            and not (rules.magnetism or rules.stoical or rules.first_capture_wins)
            and rules.repetition is None
        )

    def _find_chains(self) -> None:
        board, neighbours = self.board, self.neighbours
        self.head = head = [-1] * len(board)
        self.members = members = [None] * len(board)
        self.libs = libs = [0] * len(board)
        for start, colour in enumerate(board):
            if colour == EMPTY or head[start] >= 0:
                continue
            chain = [start]
            head[start] = start
            pseudo = 0
            for stone in chain:  # grows while we walk it
                for n in neighbours[stone]:
                    s = board[n]
                    if s == EMPTY:
                        pseudo += 1
                    elif s == colour and head[n] < 0:
                        head[n] = start
                        chain.append(n)
            members[start] = chain
            libs[start] = pseudo

    def copy(self) -> PlayoutBoard:
        """An independent copy (for many playouts from one position)."""
        twin = PlayoutBoard.__new__(PlayoutBoard)
        twin.neighbours = self.neighbours
        twin.diagonals = self.diagonals
        twin.edge = self.edge
        twin.board = self.board[:]
        twin.to_move = self.to_move
        twin.ko = self.ko
        twin.simple_ko = self.simple_ko
        twin.passes = self.passes
        twin.prisoners = self.prisoners[:]
        twin.empties = self.empties[:]
        twin.where = self.where[:]
        twin.head = self.head[:]
        twin.members = [m[:] if m is not None else None for m in self.members]
        twin.libs = self.libs[:]
        return twin

    @property
    def ko_point(self) -> int | None:
        """The point the side to move may not play because of simple ko, if any."""
        return None if self.ko < 0 else self.ko

    @property
    def finished(self) -> bool:
        """Two consecutive passes ended the playout."""
        return self.passes >= 2

    def legal(self, cell: int) -> bool:
        """Whether the side to move may play ``cell`` (or PASS); nothing changes."""
        if cell == PASS:
            return True
        board = self.board
        if board[cell] != EMPTY or cell == self.ko:
            return False
        neighbours = self.neighbours[cell]
        colour = self.to_move
        head, libs = self.head, self.libs
        for n in neighbours:
            if board[n] == EMPTY:
                return True
        for n in neighbours:  # every neighbour is a stone
            h = head[n]
            touching = sum(1 for m in neighbours if head[m] == h)
            left = libs[h] - touching  # the chain's pseudo-liberties after the move
            if (board[n] == colour) == (left > 0):  # a friend that breathes, or a capture
                return True
        return False

    def play(self, cell: int) -> bool:
        """Play ``cell`` or PASS for the side to move; False (and no change) if illegal."""
        colour = self.to_move
        if cell == PASS:
            self.passes += 1
            self.ko = -2
            self.to_move = 3 - colour
            return True
        board = self.board
        if board[cell] != EMPTY or cell == self.ko:
            return False
        neighbours = self.neighbours
        near = neighbours[cell]
        head, libs = self.head, self.libs
        free = 0
        for n in near:
            if board[n] == EMPTY:
                free += 1
            else:
                libs[head[n]] -= 1
        if not free:
            for n in near:
                if (board[n] == colour) == (libs[head[n]] > 0):
                    break
            else:  # suicide: undo the bookkeeping
                for n in near:
                    libs[head[n]] += 1
                return False

        board[cell] = colour
        self._take_empty(cell)
        members = self.members
        head[cell] = cell
        members[cell] = mine = [cell]
        libs[cell] = free
        own = cell
        other = 3 - colour
        captured = 0
        last_captured = -2
        for n in near:
            stone = board[n]
            if stone == colour:
                h = head[n]
                if h != own:  # merge the smaller chain into the larger
                    theirs = members[h]
                    if len(theirs) > len(mine):
                        h, own, mine, theirs = own, h, theirs, mine
                    for s in theirs:
                        head[s] = own
                    mine.extend(theirs)
                    libs[own] += libs[h]
                    members[h] = None
            elif stone == other and libs[head[n]] == 0:
                h = head[n]
                chain = members[h]
                captured += len(chain)
                last_captured = h
                for s in chain:
                    board[s] = EMPTY
                    self._add_empty(s)
                for s in chain:
                    for m in neighbours[s]:
                        if board[m] == colour:
                            libs[head[m]] += 1
                members[h] = None
        self.ko = -2
        if captured:
            self.prisoners[colour] += captured
            if (
                captured == 1
                and self.simple_ko
                and len(mine) == 1
                and sum(1 for n in near if board[n] == EMPTY) == 1
            ):
                self.ko = last_captured
        self.passes = 0
        self.to_move = other
        return True

    def _take_empty(self, cell: int) -> None:
        empties, where = self.empties, self.where
        last = empties.pop()
        if last != cell:
            i = where[cell]
            empties[i] = last
            where[last] = i

    def _add_empty(self, cell: int) -> None:
        self.where[cell] = len(self.empties)
        self.empties.append(cell)

    def is_own_eye(self, cell: int, colour: int) -> bool:
        """A true eye of ``colour``: every neighbour is ``colour``'s and the diagonals do not
        make it false (two opponent diagonals, or one at the edge or by a blocking point)."""
        board = self.board
        for n in self.neighbours[cell]:
            if board[n] != colour:
                return False
        other = 3 - colour
        bad = self.edge[cell]
        for d in self.diagonals[cell]:
            if board[d] == other:
                bad += 1
        return bad < 2

    def random_step(self, rng: random.Random) -> int:
        """Play a random legal move that does not fill the mover's own true eye, or pass when
        there is none; answers the move played."""
        empties = self.empties
        count = len(empties)
        if count:
            board, neighbours = self.board, self.neighbours
            diagonals, edge = self.diagonals, self.edge
            colour = self.to_move
            other = 3 - colour
            start = int(rng.random() * count)
            for i in range(start, start + count):
                cell = empties[i if i < count else i - count]
                for n in neighbours[cell]:
                    if board[n] != colour:
                        break
                else:  # all neighbours are ours: skip it unless it is a false eye
                    bad = edge[cell]
                    for d in diagonals[cell]:
                        if board[d] == other:
                            bad += 1
                    if bad < 2:
                        continue
                if self.play(cell):
                    return cell
        self.play(PASS)
        return PASS

    def random_playout(self, rng: random.Random, max_moves: int) -> tuple[int, ...]:
        """Random moves (see :meth:`random_step`) until two passes or ``max_moves``; answers
        the final board."""
        step = self.random_step
        for _ in range(max_moves):
            if self.passes >= 2:
                break
            step(rng)
        return tuple(self.board)

